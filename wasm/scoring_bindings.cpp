// Scoring's fast part of a module's surface (wasm/bindings.cpp has the
// rest): score() of a packed hand into the compact result, and parse(),
// format() and situation() of a packed hand (the page's link, notation box
// and the circumstances it greys out). The first
// module carries it, and each module that scores. What reads JSON (a hand
// the packer refused, settle(), the command line's lines) is
// json_bindings.cpp's, in a module loaded when first needed: the JSON reader,
// its field rules and their messages are the larger part of the core.
#include <emscripten/bind.h>

#include <cstdint>

#include "compact_result.h"
#include "hand_io.h"
#include "json_writer.h"
#include "module_buffers.h"
#include "notation.h"
#include "packed_hand.h"
#include "situation_rules.h"

namespace mahjong {

// The compact result every scoring binding writes (module_buffers.h).
CompactResult& compact_result() {
  static CompactResult r;
  return r;
}
std::uintptr_t compact_result_at() { return reinterpret_cast<std::uintptr_t>(compact_result().words); }

void write_notation_answer(std::string& out, const Hand& hand, bool with_tiles) {
  out += "{\"ok\":true,";
  if (with_tiles) out += "\"hand\":", write_hand_tiles(out, hand), out += ',';
  out += "\"text\":";
  json::write_string(out, format_notation(hand));
  out += '}';
}

void write_situation_answer(std::string& out, const Hand& hand) {
  out += "{\"ok\":true,\"holds\":[";
  bool first = true;
  for (bool holds : situation_conditions(hand)) {
    if (!first) out += ',';
    first = false;
    json::write_bool(out, holds);
  }
  out += "]}";
}

namespace {

// score(), the hot path, crosses as numbers only: the packed hand, read and
// scored into the compact result (compact_result.h), whose words JS reads
// from the module's memory; 0 means the packed form was refused (the hand
// then goes the JSON way, json_bindings.cpp).
std::uintptr_t score_packed_js(unsigned size) {
  return score_packed(packed_hand(size), compact_result()) ? compact_result_at() : 0;
}

// A packed hand read, and `write`'s answer for it (as the JSON way writes
// it), or "" when the packed form is refused (a notation that does not parse
// among them: the JSON way then reads it and names the fault).
template <typename Write>
std::string packed_answer(unsigned size, Write write) {
  std::string out;
  if (auto hand = hand_from_packed(packed_hand(size))) write(out, *hand);
  return out;
}

// parse() ({text, rules} packed) and format() (the hand packed).
std::string notation_packed_js(unsigned size, bool with_tiles) {
  return packed_answer(size, [with_tiles](std::string& out, const Hand& hand) { write_notation_answer(out, hand, with_tiles); });
}

// situation() of a packed hand.
std::string situation_packed_js(unsigned size) { return packed_answer(size, write_situation_answer); }

}  // namespace
}  // namespace mahjong

EMSCRIPTEN_BINDINGS(mahjong_scoring) {
  emscripten::function("scorePacked", &mahjong::score_packed_js);
  emscripten::function("notationPacked", &mahjong::notation_packed_js);
  emscripten::function("situationPacked", &mahjong::situation_packed_js);
}
