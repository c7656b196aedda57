// Scoring's part of a module's surface (wasm/bindings.cpp has the rest):
// score() by numbers, settle(), parse() and format() as JSON, and the
// command line's lines. The first module and each rule set's own carry it.
#include <emscripten/bind.h>

#include <cstdint>

#include "compact_result.h"
#include "hand_io.h"
#include "json_writer.h"
#include "module_buffers.h"
#include "notation.h"
#include "packed_hand.h"
#include "settle_value.h"
#include "situation_rules.h"

namespace mahjong {
namespace {

// score(), the hot path, crosses as numbers only. Its fast way: the packed
// hand, read and scored into the compact result (compact_result.h), whose
// words JS reads from the module's memory; 0 means the packed form was
// refused. The other way: the hand's JSON text, read into the same compact
// result.
CompactResult& result() {
  static CompactResult r;
  return r;
}
std::uintptr_t result_at() { return reinterpret_cast<std::uintptr_t>(result().words); }

std::uintptr_t score_packed_js(unsigned size) {
  return score_packed(packed_hand(size), result()) ? result_at() : 0;
}

std::uintptr_t score_input_js(unsigned size) {
  score_compact(reader(), input_text(size), result());
  return result_at();
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

std::string format_or_parse(const std::string& hand_json, bool with_tiles) {
  std::string out;
  auto hand = hand_from_json(reader(), hand_json);
  if (!hand) {
    write_error(out, hand.error());
    return out;
  }
  out += "{\"ok\":true,";
  if (with_tiles) out += "\"hand\":", write_hand_tiles(out, hand.value()), out += ',';
  out += "\"text\":";
  json::write_string(out, format_notation(hand.value()));
  out += '}';
  return out;
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

// A hand (JSON text, complete or not) -> {ok, holds: [bool per row of its
// rule set's situation_rules]}: which rows' conditions hold (core/situation_rules.h).
std::string situation_js(std::string hand_json) {
  std::string out;
  auto hand = hand_from_json(reader(), hand_json);
  if (!hand) {
    write_error(out, hand.error());
    return out;
  }
  out += "{\"ok\":true,\"holds\":[";
  bool first = true;
  for (bool h : situation_conditions(hand.value())) {
    if (!first) out += ',';
    first = false;
    json::write_bool(out, h);
  }
  out += "]}";
  return out;
}

}  // namespace
}  // namespace mahjong

EMSCRIPTEN_BINDINGS(mahjong_scoring) {
  emscripten::function("scoreInput", &mahjong::score_input_js);
  emscripten::function("scorePacked", &mahjong::score_packed_js);
  emscripten::function("scoreLine", &mahjong::score_line_js);
  emscripten::function("settle", &mahjong::settle_js);
  emscripten::function("parse", &mahjong::parse_js);
  emscripten::function("format", &mahjong::format_js);
  emscripten::function("situation", &mahjong::situation_js);
}
