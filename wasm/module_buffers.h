// What the bindings of a module share (wasm/bindings.cpp): the one JSON
// reader, the buffers JS writes a hand into, read back as bytes, and the
// compact result scoring writes.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "compact_result.h"
#include "hand.h"
#include "json_reader.h"

namespace mahjong {

// One reader for the module's life: warm, it allocates nothing.
json::Reader& reader();
// The packed hand (packed_hand.h) and the JSON text JS wrote, `size` bytes
// (at most the buffer's).
std::string_view packed_hand(unsigned size);
std::string_view input_text(unsigned size);
// The compact result the scoring bindings write (scoring_bindings.cpp), and
// its address as JS reads it.
CompactResult& compact_result();
std::uintptr_t compact_result_at();
// parse()'s answer (with the hand's tiles) or format()'s, as JSON.
void write_notation_answer(std::string& out, const Hand& hand, bool with_tiles);
// situation()'s answer: {ok, holds: [bool per row of the hand's rule set's
// situation_rules]}, which rows' conditions hold (core/situation_rules.h).
void write_situation_answer(std::string& out, const Hand& hand);

}  // namespace mahjong
