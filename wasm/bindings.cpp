// Every module's part of the surface (wasm/CMakeLists.txt): the core's tables,
// the catalogue and the buffers a hand is sent in; scoring_bindings.cpp and
// analysis_bindings.cpp add the rest, each in the modules that carry it.
// What crosses is a packed hand or JSON text in (wasm/mahjong.js makes
// either from the caller's value, the text with the same caps as the core's
// reader), and JSON or the compact result's words out; no JS value is
// touched from C++, no JS runs while C++ frames are live, and no exception
// is thrown (the core is built without them): errors are values.
#include <emscripten/bind.h>

#include <algorithm>
#include <cstdint>

#include "absent_rule_set.h"
#include "hand_io.h"
#include "meld_shape.h"
#include "module_buffers.h"
#include "json_writer.h"
#include "rule_set.h"
#include "words.h"

namespace mahjong {

// One reader for the module's life: warm, it allocates nothing.
json::Reader& reader() {
  static json::Reader r;
  return r;
}

// The hand as JS sends it: packed (packed_hand.h) into a buffer that stays
// where it is, or as JSON text into the input buffer (at input_buffer's
// address). Embind's string conversions (a JS loop per character each way,
// two allocations) are left out.
namespace {
constexpr unsigned kPackedBytes = 4096;
unsigned char* packed() {
  static unsigned char buffer[kPackedBytes];
  return buffer;
}
std::string& input() {
  static std::string buffer;
  return buffer;
}
}  // namespace

std::string_view packed_hand(unsigned size) {
  return std::string_view(reinterpret_cast<const char*>(packed()), std::min(size, kPackedBytes));
}
std::string_view input_text(unsigned size) {
  return std::string_view(input().data(), std::min<std::size_t>(size, input().size()));
}

namespace {

std::uintptr_t packed_buffer_js() { return reinterpret_cast<std::uintptr_t>(packed()); }
std::uintptr_t input_buffer_js(unsigned size) {
  if (input().size() < size) input().resize(size);  // grown once, never refilled
  return reinterpret_cast<std::uintptr_t>(input().data());
}

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
// ("1") or another module does ("0", absent_rule_set.h), each comma-separated,
// and whether its catalogues carry their words ("1") or the JS API joins them
// from mahjong-words-<id>.json ("0", core/words.h).
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
  list(1, [](int) { return kWordsCarried ? "1" : "0"; });
  return out;
}

}  // namespace
}  // namespace mahjong

EMSCRIPTEN_BINDINGS(mahjong) {
  emscripten::function("inputBuffer", &mahjong::input_buffer_js);
  emscripten::function("packedBuffer", &mahjong::packed_buffer_js);
  emscripten::function("catalog", &mahjong::catalog_js);
  emscripten::function("tables", &mahjong::tables_js);
}
