// The module's whole surface: a few functions that take and return strings
// or numbers.
// What crosses is a packed hand or JSON text in (wasm/mahjong.js makes
// either from the caller's value, the text with the same caps as the core's
// reader), and JSON or the compact result's words out; no JS value is
// touched from C++, no JS runs while C++ frames are live, and no exception
// is thrown (the core is built without them): errors are values.
#include <emscripten/bind.h>

#include <algorithm>
#include <cstdint>

#include "analysis/analysis_json.h"
#include "meld_shape.h"
#include "absent_rule_set.h"
#include "compact_analysis.h"
#include "compact_result.h"
#include "hand_io.h"
#include "rule_set.h"
#include "json_writer.h"
#include "notation.h"
#include "packed_hand.h"
#include "settle_value.h"

namespace mahjong {
namespace {

// One reader for the module's life: warm, it allocates nothing.
json::Reader& reader() {
  static json::Reader r;
  return r;
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

// score(), the hot path, crosses as numbers only. Its fast way: JS packs a
// well-formed hand (packed_hand.h) into a buffer that stays where it is,
// score_packed reads and scores it into the compact result
// (compact_result.h), whose words JS reads from the module's memory; 0 means
// the packed form was refused. The other way: JS writes the hand's JSON
// text into the input buffer (at input_buffer's address) and score_input
// reads it into the same compact result. Embind's string conversions (a JS
// loop per character each way, two allocations) are left out.
CompactResult& result() {
  static CompactResult r;
  return r;
}
std::uintptr_t result_at() { return reinterpret_cast<std::uintptr_t>(result().words); }

constexpr unsigned kPackedBytes = 4096;
unsigned char* packed() {
  static unsigned char buffer[kPackedBytes];
  return buffer;
}
std::uintptr_t packed_buffer_js() { return reinterpret_cast<std::uintptr_t>(packed()); }
std::uintptr_t score_packed_js(unsigned size) {
  const std::string_view bytes(reinterpret_cast<const char*>(packed()), std::min(size, kPackedBytes));
  return score_packed(bytes, result()) ? result_at() : 0;
}

std::string& input() {
  static std::string buffer;
  return buffer;
}
std::uintptr_t input_buffer_js(unsigned size) {
  if (input().size() < size) input().resize(size);  // grown once, never refilled
  return reinterpret_cast<std::uintptr_t>(input().data());
}
std::uintptr_t score_input_js(unsigned size) {
  score_compact(reader(), std::string_view(input().data(), std::min<std::size_t>(size, input().size())), result());
  return result_at();
}

// A line of `mahjong-score --jsonl` (any bytes) -> the line it prints.
std::string score_line_js(std::string line) {
  std::string out;
  out.reserve(2048);
  score_json(reader(), line, out);
  return out;
}

// analyze(): the hand (13 or 14 tiles) packed, or as JSON text in the input
// buffer, as score() sends it -> its analysis as numbers
// (compact_analysis.h), at the address returned; 0: the packed form was
// refused (the hand then goes the JSON way).
CompactAnalysis& analysis_words() {
  static CompactAnalysis a;
  return a;
}
std::uintptr_t analysis_at(const Outcome<analysis::Analysis>& outcome) {
  write_compact_analysis(analysis_words(), outcome);
  return reinterpret_cast<std::uintptr_t>(analysis_words().words.data());
}
std::uintptr_t analyze_packed_js(unsigned size) {
  auto hand = hand_from_packed(std::string_view(reinterpret_cast<const char*>(packed()), std::min(size, kPackedBytes)));
  return hand ? analysis_at(analysis::analyze(analysis::analysis_input_of(*hand))) : 0;
}
std::uintptr_t analyze_input_js(unsigned size) {
  auto hand = hand_from_json(reader(), std::string_view(input().data(), std::min<std::size_t>(size, input().size())));
  if (!hand) return analysis_at(hand.error());
  return analysis_at(analysis::analyze(analysis::analysis_input_of(hand.value())));
}

// A line of `mahjong-score --analyze --jsonl` -> the line it prints.
std::string analyze_line_js(std::string line) {
  std::string out;
  analysis::analyze_line(reader(), line, out);
  return out;
}

// settle(): a settlement request (JSON text, core/settle_value.h) -> the
// payments or an error, as JSON.
std::string settle_js(std::string request) {
  std::string out;
  settle_json(reader(), request, out);
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

std::string catalog_js(std::string name) {
  std::string out;
  auto rules = rule_set_named(name);
  if (!rules) write_error(out, rules.error());
  else json::write_document(out, catalog(rules.value()));
  return out;
}

// What the JS side needs of the core's tables, read once at load,
// "|"-separated: the reader's caps ("bytes,depth,values,items,fields", to
// apply first) and the hand's ("list tiles,text bytes", hand_io.h: a longer
// list or text goes the JSON way and gets the core's message), then the names by index of the tiles, winds, bonus tiles,
// meld types and win flags (to pack a hand), the groups' kinds and the
// error codes (to expand a result), the registered rule sets' ids (a
// hand's and a compact result's index), and whether this module carries each
// ("1") or another module does ("0", absent_rule_set.h), each comma-separated.
std::string tables_js() {
  std::string out;
  const auto list = [&out](int count, auto name_of) {
    for (int i = 0; i < count; ++i) out += i ? "," : "|", out += name_of(i);
  };
  const json::Limits l = reader().limits();
  for (std::size_t cap : {l.max_bytes, std::size_t(l.max_depth), l.max_values, l.max_items, l.max_fields,
                          kMaxListTiles, kMaxTextBytes})
    out += out.empty() ? "" : ",", out += std::to_string(cap);
  list(kTileKinds, [](int t) { return tile_code(Tile(t)); });
  list(4, [](int w) { return wind_code(Wind(w)); });
  list(kBonusKinds, [](int b) { return bonus_code(BonusTile(b)); });
  list(3, [](int m) { return meld_type_name(MeldType(m)); });
  std::size_t flags = 0;
  const HandFlag* flag = hand_flags(flags);
  list(int(flags), [flag](int f) { return flag[f].key; });
  list(int(ShownGroup::Kind::tiles) + 1, [](int k) { return group_kind_name(ShownGroup::Kind(k)); });
  list(int(ErrorCode::inconsistent) + 1, [](int c) { return error_code_name(ErrorCode(c)); });
  list(kRuleSets, [](int r) { return rule_set(RuleSet(r)).id; });
  list(kRuleSets, [](int r) { return is_absent(rule_set(RuleSet(r))) ? "0" : "1"; });
  return out;
}

}  // namespace
}  // namespace mahjong

EMSCRIPTEN_BINDINGS(mahjong) {
  emscripten::function("inputBuffer", &mahjong::input_buffer_js);
  emscripten::function("scoreInput", &mahjong::score_input_js);
  emscripten::function("packedBuffer", &mahjong::packed_buffer_js);
  emscripten::function("scorePacked", &mahjong::score_packed_js);
  emscripten::function("scoreLine", &mahjong::score_line_js);
  emscripten::function("analyzePacked", &mahjong::analyze_packed_js);
  emscripten::function("analyzeInput", &mahjong::analyze_input_js);
  emscripten::function("analyzeLine", &mahjong::analyze_line_js);
  emscripten::function("settle", &mahjong::settle_js);
  emscripten::function("parse", &mahjong::parse_js);
  emscripten::function("format", &mahjong::format_js);
  emscripten::function("catalog", &mahjong::catalog_js);
  emscripten::function("tables", &mahjong::tables_js);
}
