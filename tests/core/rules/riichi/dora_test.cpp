// Dora ドラ from indicators, red fives 赤ドラ, ura dora 裏ドラ.
#include "riichi_support.h"
#include "rules/riichi/dora.h"

namespace mahjong::riichi::test {
namespace {

Tile t(const char* code) { return *parse_tile_code(code); }

TEST_CASE("Riichi dora: the tile after each indicator") {
  CHECK_EQ(dora_after(t("5p")), t("6p"));
  CHECK_EQ(dora_after(t("9m")), t("1m"));
  CHECK_EQ(dora_after(t("9s")), t("1s"));
  CHECK_EQ(dora_after(t("E")), t("S"));
  CHECK_EQ(dora_after(t("N")), t("E"));
  CHECK_EQ(dora_after(t("P")), t("F"));  // white -> green
  CHECK_EQ(dora_after(t("F")), t("C"));  // green -> red
  CHECK_EQ(dora_after(t("C")), t("P"));  // red -> white
}

// Riichi-able with a concealed kong: 20 + 10 + kanchan 2 + closed kong 16 = 48 -> 50 fu.
constexpr const char* kHand = "[2222m]456789p13s99m2s";

TEST_CASE("Riichi dora in hands") {
  SUBCASE("a kong counts four dora") {
    check_riichi(kHand, R"({"seat_wind": "S", "discarder": "W", "riichi": true, "dora_indicators": ["1m"]})",
                 {{"riichi", 1}, {"dora", 4}}, 5, 50);
  }
  SUBCASE("two indicators of the same tile count twice") {
    check_riichi(kHand,
                 R"({"seat_wind": "S", "discarder": "W", "riichi": true, "dora_indicators": ["8m", "8m"]})",
                 {{"riichi", 1}, {"dora", 4}}, 5, 50);
  }
  SUBCASE("ura dora only with riichi") {
    check_riichi(kHand,
                 R"({"seat_wind": "S", "discarder": "W", "riichi": true, "dora_indicators": ["N"], "ura_dora_indicators": ["3p"]})",
                 {{"riichi", 1}, {"ura_dora", 1}}, 2, 50);
    auto no_riichi = riichi_score(
        "[2222m1]456789p13s99m2s",
        R"({"seat_wind": "S", "discarder": "W", "robbing_kong": false, "last_tile_of_wall": true, "dora_indicators": ["N"], "ura_dora_indicators": ["3p"]})");
    REQUIRE(no_riichi.ok());
    CHECK_EQ(yaku_of(no_riichi.value()), YakuHan{{"houtei", 1}});
  }
  SUBCASE("red fives, one dora each, none with aka_dora off") {
    check_riichi("123m406789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "riichi": true})",
                 {{"riichi", 1}, {"aka_dora", 1}}, 2, 40);
    check_riichi("123m406789p13s99m2s",
                 R"({"seat_wind": "S", "discarder": "W", "riichi": true, "options": {"aka_dora": false}})",
                 {{"riichi", 1}}, 1, 40);
  }
  SUBCASE("a red five is a five: its indicator makes the six dora") {
    check_riichi("123m456789p13s99m2s",
                 R"({"seat_wind": "S", "discarder": "W", "riichi": true, "dora_indicators": ["0p"]})",
                 {{"riichi", 1}, {"dora", 1}}, 2, 40);
  }
  SUBCASE("dora alone is not a yaku") {
    auto s = riichi_score("[123m1]456789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "dora_indicators": ["1p"]})");
    REQUIRE(s.ok());
    CHECK_FALSE(s.value().meets_minimum);
    CHECK_FALSE(s.value().has_payments);
  }
}

}  // namespace
}  // namespace mahjong::riichi::test
