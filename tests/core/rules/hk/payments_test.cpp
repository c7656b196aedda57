// Whole hands through the JSON form, settled by hand in each test: 半銃 as
// Hong Kong plays it, the seed's styles of translating faan into points, the
// stakes players name and 包 (docs/hk-rules.md, section 6).
#include <doctest/doctest.h>

#include "hk_test_support.h"

using namespace mahjong;
using namespace mahjong::test::hk;
using nlohmann::ordered_json;

namespace {

// The payments of a hand's JSON result, as {E, S, W, N}, and its base points.
struct Settled {
  int base;
  std::array<double, 4> pay;
};
Settled settled(const std::string& text, const std::string& situation) {
  const ordered_json r = result_of(text, situation);
  INFO(r.dump());
  REQUIRE(r["ok"] == true);
  REQUIRE(r.contains("payments"));
  const auto& p = r["payments"];
  return {r["base_points"].get<int>(), {p["E"].get<double>(), p["S"].get<double>(), p["W"].get<double>(), p["N"].get<double>()}};
}
using Pay = std::array<double, 4>;

std::string error_code(const std::string& text, const std::string& situation) {
  const ordered_json r = result_of(text, situation);
  return r["ok"] == true ? "ok" : r["error"]["code"].get<std::string>();
}

// Common Hand, Win from Wall, Flower of Own Wind: 3 faan for North with f4.
constexpr const char* kThreeFaan = "234m567p345s99p67s8s";

// Great Dragons 8 + Self-Pick 1 + No Flowers 1 = 10 faan when self-drawn.
constexpr const char* kGreatDragons = "[CCC1][FFF1][PPP1]123m5p5p";

}  // namespace

TEST_SUITE("hk") {

TEST_CASE("半銃: issue 15's example, the discarder double and the other two their share") {
  // North wins 3 faan (traditional: base 8) on West's discard, no dealer
  // doubling: West 8 x 2 = 16, East 8, South 8; North +32.
  const Settled s = settled(kThreeFaan, R"({"seat_wind": "N", "discarder": "W", "flowers": ["f4"],
      "options": {"discard_payment": "half", "dealer_doubles": false}})");
  CHECK_EQ(s.base, 8);
  CHECK_EQ(s.pay, Pay{-8, -8, -16, 32});
}

TEST_CASE("The seed's styles of translating faan into points") {
  // Great Dragons self-drawn by South, no dealer doubling: 10 faan, each loser
  // pays 2b. The styles differ only in b.
  const std::string situation = R"({"seat_wind": "S", "self_drawn": true, "options": {"dealer_doubles": false, "payment_table": ")";
  auto paid = [&](const char* table) { return settled(kGreatDragons, situation + table + R"("}})"); };
  SUBCASE("traditional: the modern style with its limits at 4, 7 and 10 faan (10 → 64)") {
    const Settled s = paid("traditional");
    CHECK_EQ(s.base, 64);
    CHECK_EQ(s.pay, Pay{-128, 384, -128, -128});
  }
  SUBCASE("seven_faan_max: the modern style's second limit only (10 pays as 7: 32)") {
    const Settled s = paid("seven_faan_max");
    CHECK_EQ(s.base, 32);
    CHECK_EQ(s.pay, Pay{-64, 192, -64, -64});
  }
  SUBCASE("four_faan_max: the traditional style's maximum (10 pays as 4: 16)") {
    const Settled s = paid("four_faan_max");
    CHECK_EQ(s.base, 16);
    CHECK_EQ(s.pay, Pay{-32, 96, -32, -32});
  }
  SUBCASE("parlour: constant, every win pays 1") {
    const Settled s = paid("parlour");
    CHECK_EQ(s.base, 1);
    CHECK_EQ(s.pay, Pay{-2, 6, -2, -2});
    // and the 3-faan hand pays the same as the 10-faan one.
    const Settled small = settled(kThreeFaan, R"({"seat_wind": "N", "discarder": "W", "flowers": ["f4"],
        "options": {"dealer_doubles": false, "payment_table": "parlour"}})");
    CHECK_EQ(small.base, 1);
    CHECK_EQ(small.pay, Pay{-1, -1, -2, 4});
  }
  SUBCASE("full_spicy: the extreme style, every faan doubles (2^10 = 1024)") {
    const Settled s = paid("full_spicy");
    CHECK_EQ(s.base, 1024);
    CHECK_EQ(s.pay, Pay{-2048, 6144, -2048, -2048});
  }
}

TEST_CASE("The stakes players name: 二五雞, 五一, 一二蚊") {
  // zh.wikipedia 廣東麻雀籌碼計法, 半銃, 三番: a single share is 2 (二五雞),
  // 4 (五一), 8 (一二蚊) dollars; the discarder pays double. Base 8 at 3 faan,
  // so the stakes are 0.25, 0.5 and 1.
  auto paid = [](const char* preset) {
    return settled(kThreeFaan, std::string(R"({"seat_wind": "N", "discarder": "W", "flowers": ["f4"],
        "options": {"dealer_doubles": false, "payment_table": "half_spicy", "stake_preset": ")") +
                                   preset + R"("}})");
  };
  CHECK_EQ(paid("two_five_chicken").pay, Pay{-2, -2, -4, 8});
  CHECK_EQ(paid("five_one").pay, Pay{-4, -4, -8, 16});
  CHECK_EQ(paid("one_two").pay, Pay{-8, -8, -16, 32});
  SUBCASE("a named stake and another stake together are refused") {
    CHECK_EQ(error_code(kThreeFaan, R"({"seat_wind": "N", "discarder": "W", "flowers": ["f4"],
        "options": {"stake_preset": "five_one", "stake": 2}})"),
             "inconsistent");
  }
}

TEST_CASE("包: Great Dragons, the liable player pays for everyone") {
  const std::string on = R"("options": {"great_hands_liability": true})";
  SUBCASE("self-drawn (包自摸): the three self-drawn shares") {
    // 10 faan, base 64: East 64 x 2 (self-drawn) x 2 (dealer) = 256, West
    // and North 128 each; West, who fed the last dragon pung, pays all 512.
    const Settled s = settled(kGreatDragons, R"({"seat_wind": "S", "self_drawn": true, "liable": "W", )" + on + "}");
    CHECK_EQ(s.base, 64);
    CHECK_EQ(s.pay, Pay{0, 512, -512, 0});
  }
  SUBCASE("on another player's discard: the liable player pays what every loser owes") {
    // Great Dragons 8 + No Flowers 1 = 9 faan, base 32, North discards:
    // East 32 x 2 (dealer) = 64, West 32, North 32 x 2 = 64; West pays 160.
    const Settled s = settled(kGreatDragons, R"({"seat_wind": "S", "discarder": "N", "liable": "W", )" + on + "}");
    CHECK_EQ(s.base, 32);
    CHECK_EQ(s.pay, Pay{0, 160, -160, 0});
  }
  SUBCASE("Great Winds too") {
    // Great Winds 13, base 64; South self-draws: East 256, West 128, North
    // 128; East fed the last wind pung and pays all 512.
    const Settled s = settled("[EEE1][SSS1][WWW1]NNN5p5p", R"({"seat_wind": "S", "self_drawn": true, "liable": "E", )" + on + "}");
    CHECK_EQ(s.pay, Pay{-512, 512, 0, 0});
  }
  SUBCASE("refused: the option off, a hand that is neither, the winner itself") {
    CHECK_EQ(error_code(kGreatDragons, R"({"seat_wind": "S", "self_drawn": true, "liable": "W"})"), "inconsistent");
    CHECK_EQ(error_code(kThreeFaan, R"({"seat_wind": "N", "discarder": "W", "flowers": ["f4"], "liable": "E", )" + on + "}"),
             "inconsistent");
    CHECK_EQ(error_code(kGreatDragons, R"({"seat_wind": "S", "self_drawn": true, "liable": "S", )" + on + "}"), "inconsistent");
  }
}

TEST_CASE("包: four melds laid down (十二張落地), the discarder pays for everyone") {
  // Seat Wind + Prevailing Wind + No Flowers = 3 faan, base 8; South wins on
  // West's discard: East 8 x 2 (dealer) = 16, West 8 x 2 = 16, North 8.
  const char* hand = "[123m1][456p1][SSS1][EEE1]9p9p";
  SUBCASE("with the option: West pays all 40") {
    CHECK_EQ(settled(hand, R"({"seat_wind": "S", "discarder": "W", "options": {"four_melds_liability": true}})").pay,
             Pay{0, 40, -40, 0});
  }
  SUBCASE("without it: every loser pays its share") {
    CHECK_EQ(settled(hand, R"({"seat_wind": "S", "discarder": "W"})").pay, Pay{-16, 40, -16, -8});
  }
  SUBCASE("self-drawn: nobody is liable") {
    // Self-Pick adds 1: 4 faan, base 16; East 64, West 32, North 32.
    CHECK_EQ(settled(hand, R"({"seat_wind": "S", "self_drawn": true, "options": {"four_melds_liability": true}})").pay,
             Pay{-64, 128, -32, -32});
  }
  SUBCASE("a concealed kong is not laid down") {
    // Three melds laid down and a concealed kong: the same 3 faan, paid as usual.
    CHECK_EQ(settled("[123m1][456p1][SSS1][EEEE]9p9p", R"({"seat_wind": "S", "discarder": "W", "options": {"four_melds_liability": true}})").pay,
             Pay{-16, 40, -16, -8});
  }
}

TEST_CASE("Bonus-tile hands: 花糊 and 八仙過海, entered as the bonus tiles alone") {
  const std::string on = R"("options": {"flower_hands": true})";
  SUBCASE("花糊: seven bonus tiles, the holder of the eighth pays as the discarder") {
    // 3 faan, base 8; South wins on North's s4: North 8 x 2 = 16, East 8 x 2
    // (dealer) = 16, West 8; South +40.
    const ordered_json r = result_of("", R"({"seat_wind": "S", "discarder": "N", "flowers": ["f1","f2","f3","f4","s1","s2","s3"], )" + on + "}");
    INFO(r.dump());
    REQUIRE(r["ok"] == true);
    CHECK_EQ(r["fans"].size(), 1u);
    CHECK_EQ(r["fans"][0]["zh"], "花糊");
    CHECK_EQ(r["total"], 3);
    CHECK_EQ(r["payments"].dump(), R"({"E":-16,"S":40,"W":-8,"N":-16})");
  }
  SUBCASE("八仙過海: all eight, a limit hand, self-drawn") {
    // 13 faan, base 64; West self-draws: East 64 x 2 x 2 = 256, South and
    // North 128; West +512.
    const Settled s = settled("", R"({"seat_wind": "W", "self_drawn": true, "flowers": ["f1","f2","f3","f4","s1","s2","s3","s4"], )" + on + "}");
    CHECK_EQ(s.base, 64);
    CHECK_EQ(s.pay, Pay{-256, -128, 512, -128});
  }
  SUBCASE("without the option, bonus tiles alone are no hand; with it, six are not enough") {
    const std::string eight = R"("flowers": ["f1","f2","f3","f4","s1","s2","s3","s4"])";
    const ordered_json off = result_of("", R"({"seat_wind": "W", "self_drawn": true, )" + eight + "}");
    CHECK_EQ(off["error"]["code"], "tile_count");
    CHECK_NE(off["error"]["message"].get<std::string>().find("flower_hands"), std::string::npos);
    CHECK_EQ(error_code("", R"({"seat_wind": "W", "self_drawn": true, "flowers": ["f1","f2","f3","f4","s1","s2"], )" + on + "}"),
             "tile_count");
  }
  SUBCASE("八仙過海 has no discarder; no other flag goes with a bonus-tile win") {
    const std::string eight = R"("flowers": ["f1","f2","f3","f4","s1","s2","s3","s4"], )";
    CHECK_EQ(error_code("", R"({"seat_wind": "W", "discarder": "N", )" + eight + on + "}"), "inconsistent");
    CHECK_EQ(error_code("", R"({"seat_wind": "W", "self_drawn": true, "kong_replacement": true, )" + eight + on + "}"),
             "inconsistent");
  }
  SUBCASE("a full hand with all eight bonus tiles still scores its tiles and two 一台花") {
    const Score s = scored(kThreeFaan, R"({"seat_wind": "N", "discarder": "W", "flowers": ["f1","f2","f3","f4","s1","s2","s3","s4"], )" + on + "}");
    CHECK_EQ(describe(faan_of(s)), "All Flowers 2, All Seasons 2, Common Hand 1, Win from Wall 1");
  }
}

}  // TEST_SUITE
