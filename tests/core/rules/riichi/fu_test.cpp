// Fu 符, one rule at a time, each with its breakdown; and the reading that
// pays most (22334455m as sequences or as pairs).
#include <vector>

#include "riichi_support.h"
#include "rules/riichi/fu.h"

namespace mahjong::riichi::test {
namespace {

constexpr const char* kRon = R"({"seat_wind": "S", "discarder": "W", "riichi": true})";
constexpr const char* kTsumo = R"({"seat_wind": "S", "self_drawn": true, "riichi": true})";
constexpr const char* kOpenRon = R"({"seat_wind": "S", "discarder": "W"})";

using Lines = std::vector<std::pair<std::string, int>>;

Lines lines_of(const RiichiScore& s) {
  Lines out;
  for (const FuLine& l : s.fu_details) out.emplace_back(std::string(fu_reason_id(l.reason)), l.fu);
  return out;
}

void check_fu(const std::string& text, const std::string& fields, const Lines& expected, int fu) {
  INFO("hand: " << text << " " << fields);
  auto s = riichi_score(text, fields);
  REQUIRE_MESSAGE(s.ok(), (s.ok() ? "" : s.error().message));
  CHECK_EQ(lines_of(s.value()), expected);
  CHECK_EQ(s.value().fu, fu);
}

TEST_CASE("Riichi fu: base, concealed discard, self-draw") {
  SUBCASE("pinfu by discard: base 20 + menzen 10 = 30") {
    check_fu("123m456789p23s99m1s", kRon, {{"base", 20}, {"menzen_ron", 10}}, 30);
  }
  SUBCASE("pinfu by self-draw: 20, no tsumo fu") { check_fu("123m456789p23s99m1s", kTsumo, {{"base", 20}}, 20); }
  SUBCASE("self-draw without pinfu: tsumo 2 (20 + 2 + kanchan 2 = 24 -> 30)") {
    check_fu("123m456789p13s99m2s", kTsumo, {{"base", 20}, {"tsumo", 2}, {"kanchan", 2}}, 30);
  }
  SUBCASE("an open hand without fu is 30 on a discard (kui-pinfu)") {
    check_fu("[123m1]456789p23s99m1s", kOpenRon, {{"base", 20}, {"open_pinfu", 10}}, 30);
  }
  SUBCASE("an open self-draw: 20 + tsumo 2 rounds to 30") {
    check_fu("[123m1]456789p23s99m1s", R"({"seat_wind": "S", "self_drawn": true, "last_tile_of_wall": true})",
             {{"base", 20}, {"tsumo", 2}}, 30);
  }
}

TEST_CASE("Riichi fu: waits") {
  SUBCASE("kanchan 嵌張 2") { check_fu("123m456789p13s99m2s", kRon, {{"base", 20}, {"menzen_ron", 10}, {"kanchan", 2}}, 40); }
  SUBCASE("penchan 辺張 2") { check_fu("123m456789p12s99m3s", kRon, {{"base", 20}, {"menzen_ron", 10}, {"penchan", 2}}, 40); }
  SUBCASE("penchan from the top: 89 waiting on 7") {
    check_fu("123m456789p89s99m7s", kRon, {{"base", 20}, {"menzen_ron", 10}, {"penchan", 2}}, 40);
  }
  SUBCASE("tanki 単騎 2") { check_fu("123m456789p123s9m9m", kRon, {{"base", 20}, {"menzen_ron", 10}, {"tanki", 2}}, 40); }
  SUBCASE("shanpon: no wait fu, the pung won on a discard is open") {
    check_fu("123m456789p99s22m9s", kRon, {{"base", 20}, {"menzen_ron", 10}, {"open_pung", 4}}, 40);
  }
  SUBCASE("3455s + 5s: two-sided (34s) or single (345s + 5s): pinfu's reading pays more") {
    check_fu("123m456789p3455s5s", kRon, {{"base", 20}, {"menzen_ron", 10}}, 30);
    check_riichi("123m456789p3455s5s", kRon, {{"riichi", 1}, {"pinfu", 1}}, 2, 30);
  }
}

TEST_CASE("Riichi fu: pairs") {
  SUBCASE("a dragon pair 2") {
    check_fu("123m456789p123sPP", kRon, {{"base", 20}, {"menzen_ron", 10}, {"tanki", 2}, {"dragon_pair", 2}}, 40);
  }
  SUBCASE("the seat wind's pair 2, the prevalent wind's 2") {
    check_fu("123m456789p123sSS", kRon, {{"base", 20}, {"menzen_ron", 10}, {"tanki", 2}, {"seat_wind_pair", 2}}, 40);
    check_fu("123m456789p123sEE", kRon,
             {{"base", 20}, {"menzen_ron", 10}, {"tanki", 2}, {"prevalent_wind_pair", 2}}, 40);
  }
  SUBCASE("a pair of both winds: 4, or 2 by the option") {
    const char* east = R"({"seat_wind": "E", "discarder": "W", "riichi": true})";
    check_fu("123m456789p123sEE", east, {{"base", 20}, {"menzen_ron", 10}, {"tanki", 2}, {"double_wind_pair", 4}},
             40);
    check_fu("123m456789p123sEE",
             R"({"seat_wind": "E", "discarder": "W", "riichi": true, "options": {"double_wind_pair_fu": 2}})",
             {{"base", 20}, {"menzen_ron", 10}, {"tanki", 2}, {"double_wind_pair", 2}}, 40);
  }
  SUBCASE("another wind's pair: nothing") {
    check_fu("123m456789p123sWW", kRon, {{"base", 20}, {"menzen_ron", 10}, {"tanki", 2}}, 40);
  }
}

TEST_CASE("Riichi fu: pungs and kongs by kind and concealment") {
  SUBCASE("a concealed pung of simples 4, of terminals 8") {
    check_fu("222m456789p23s99m1s", kRon, {{"base", 20}, {"menzen_ron", 10}, {"closed_pung", 4}}, 40);
    check_fu("111m456789p23s99m1s", kRon, {{"base", 20}, {"menzen_ron", 10}, {"closed_pung", 8}}, 40);
  }
  SUBCASE("a claimed pung of simples 2, of honours 4") {
    check_fu("[222m1]456789p23s99m1s", kOpenRon, {{"base", 20}, {"open_pung", 2}}, 30);
    check_fu("[PPP1]456789p23s99m1s", kOpenRon, {{"base", 20}, {"open_pung", 4}}, 30);
  }
  SUBCASE("kongs: claimed 8 / 16, concealed 16 / 32") {
    check_fu("[2222m1]456789p23s99m1s", kOpenRon, {{"base", 20}, {"open_kong", 8}}, 30);
    check_fu("[9999m1]456789p23s99p1s", kOpenRon, {{"base", 20}, {"open_kong", 16}}, 40);
    check_fu("[2222m]456789p23s99m1s", kRon, {{"base", 20}, {"menzen_ron", 10}, {"closed_kong", 16}}, 50);
    check_fu("[PPPP]456789p23s99m1s", kRon, {{"base", 20}, {"menzen_ron", 10}, {"closed_kong", 32}}, 70);
  }
  SUBCASE("a concealed kong keeps the hand closed: riichi and menzen fu") {
    auto s = check_riichi("[2222m]456789p23s99m1s", kRon, {{"riichi", 1}}, 1, 50);
    CHECK_EQ(s.base_points, 50 * 8);
  }
  SUBCASE("set_fu directly") {
    CHECK_EQ(set_fu(TileSet{suited_tile(Suit::dots, 5), SetKind::pung, false, true}, false), 2);
    CHECK_EQ(set_fu(TileSet{kRedDragon, SetKind::kong, true, true}, true), 32);
    CHECK_EQ(set_fu(TileSet{suited_tile(Suit::dots, 1), SetKind::chow, true, false}, true), 0);
  }
}

TEST_CASE("Riichi fu: seven pairs 25 and rounding") {
  SUBCASE("seven pairs: 25 whatever the win") {
    check_fu("1122m3344p5566s7s7s", kTsumo, {{"seven_pairs", 25}}, 25);
  }
  SUBCASE("rounded up to 10: 20 + 10 + 2 + 8 = 40, 20 + 10 + 8 + 8 + 4 = 50") {
    check_fu("111m456789p12s99m3s", kRon, {{"base", 20}, {"menzen_ron", 10}, {"penchan", 2}, {"closed_pung", 8}}, 40);
    check_fu("111m999p444s23s5p5p1s", kRon,
             {{"base", 20}, {"menzen_ron", 10}, {"closed_pung", 8}, {"closed_pung", 8}, {"closed_pung", 4}}, 50);
  }
}

}  // namespace
}  // namespace mahjong::riichi::test
