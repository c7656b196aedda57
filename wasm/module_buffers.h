// What the bindings of a module share (wasm/bindings.cpp): the one JSON
// reader, and the buffers JS writes a hand into, read back as bytes.
#pragma once

#include <string_view>

#include "json_reader.h"

namespace mahjong {

// One reader for the module's life: warm, it allocates nothing.
json::Reader& reader();
// The packed hand (packed_hand.h) and the JSON text JS wrote, `size` bytes
// (at most the buffer's).
std::string_view packed_hand(unsigned size);
std::string_view input_text(unsigned size);

}  // namespace mahjong
