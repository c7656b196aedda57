// The JSON part of a module's surface: score() of a hand the packer refused
// (read as JSON text, with the core's field rules and every message), and
// settle(), parse(), format() and situation() as JSON, and the command line's lines. Not
// in the first module (the first result needs none of it): mahjong.js loads
// the `json` module (wasm/CMakeLists.txt) when a call first needs it.
#include <emscripten/bind.h>

#include <cstdint>

#include "compact_result.h"
#include "hand_io.h"
#include "json_writer.h"
#include "module_buffers.h"
#include "settle_value.h"

namespace mahjong {
namespace {

// score()'s JSON way: the hand's JSON text, read into the compact result.
std::uintptr_t score_input_js(unsigned size) {
  score_compact(reader(), input_text(size), compact_result());
  return compact_result_at();
}

// A line of `mahjong-score --jsonl` (any bytes) -> the line it prints.
std::string score_line_js(std::string line) {
  std::string out;
  out.reserve(2048);
  score_json(reader(), line, out);
  return out;
}

// settle(): a settlement request (JSON text, core/settle_value.h) -> the
// payments or an error, as JSON.
std::string settle_js(std::string request) {
  std::string out;
  settle_json(reader(), request, out);
  return out;
}

// A hand (JSON text) read, and `write`'s answer for it, or the reader's error.
template <typename Write>
std::string answer_for(const std::string& hand_json, Write write) {
  std::string out;
  auto hand = hand_from_json(reader(), hand_json);
  if (!hand) write_error(out, hand.error());
  else write(out, hand.value());
  return out;
}

std::string format_or_parse(const std::string& hand_json, bool with_tiles) {
  return answer_for(hand_json, [with_tiles](std::string& out, const Hand& hand) { write_notation_answer(out, hand, with_tiles); });
}

// Text notation -> {ok, hand: {rules, concealed, melds, win_tile}, text}, as
// JSON; `text` is the canonical notation.
// `rules`: the rule set whose notation it is (red fives are Riichi's), or
// "" for the default.
std::string parse_js(std::string text, std::string rules) {
  std::string hand = "{\"text\":";
  json::write_string(hand, text);
  if (!rules.empty()) hand += ",\"rules\":", json::write_string(hand, rules);
  hand += '}';
  return format_or_parse(hand, true);
}

// A hand (JSON text) -> {ok, text}, as JSON.
std::string format_js(std::string hand) { return format_or_parse(hand, false); }

// A hand (JSON text, complete or not) -> situation()'s answer, or the reader's error.
std::string situation_js(std::string hand_json) { return answer_for(hand_json, write_situation_answer); }

}  // namespace
}  // namespace mahjong

EMSCRIPTEN_BINDINGS(mahjong_json) {
  emscripten::function("scoreInput", &mahjong::score_input_js);
  emscripten::function("scoreLine", &mahjong::score_line_js);
  emscripten::function("settle", &mahjong::settle_js);
  emscripten::function("parse", &mahjong::parse_js);
  emscripten::function("format", &mahjong::format_js);
  emscripten::function("situation", &mahjong::situation_js);
}
