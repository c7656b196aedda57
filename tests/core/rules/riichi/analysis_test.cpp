// The analysis of a Riichi hand (core/analysis/, through the registry): each
// wait scored with the hand's riichi, indicators and red fives kept; the
// discard advice; the limit in the JSON by its name; a closed hand not in
// riichi valued both ways, dama and with riichi declared.
#include <algorithm>

#include "analysis/analysis.h"
#include "analysis/analysis_json.h"
#include "rules/riichi/write_result.h"
#include "test_support.h"

namespace mahjong::riichi::test {
namespace {

analysis::Analysis analyse(const std::string& text, std::string situation) {
  situation.insert(1, R"("rules": "riichi", )");
  auto hand = mahjong::test::hand_of(text, situation);
  REQUIRE_MESSAGE(hand.ok(), hand.error().message);
  auto got = analysis::analyze(analysis::analysis_input_of(hand.value()));
  REQUIRE_MESSAGE(got.ok(), got.error().message);
  return got.value();
}

const analysis::Wait& wait_on(const std::vector<analysis::Wait>& waits, const char* code) {
  auto w = std::find_if(waits.begin(), waits.end(), [&](const analysis::Wait& x) { return x.tile == *parse_tile_code(code); });
  REQUIRE(w != waits.end());
  return *w;
}

TEST_CASE("Riichi analysis: each wait scored with riichi and the dora indicators") {
  const auto a = analyse("123m456p789s2255s", R"({"riichi": true, "dora_indicators": ["1s"], "seat_wind": "S"})");
  CHECK_EQ(a.shanten, 0);
  REQUIRE_EQ(a.waits.size(), 2u);
  // 2s: riichi and three dora (a pung of 2s), 40 fu by discard: mangan.
  const analysis::Wait& two = wait_on(a.waits, "2s");
  CHECK_EQ(two.discard->total, 4);
  CHECK_EQ(two.discard->extra[kLimit], int(Limit::mangan));
  CHECK_EQ(two.self_drawn->total, 5);  // and menzen tsumo
  // 5s: riichi and the two 2s.
  CHECK_EQ(wait_on(a.waits, "5s").discard->total, 3);
  const std::string json = analysis::analysis_json(a);
  CHECK_NE(json.find(R"("limit":"mangan")"), std::string::npos);
  CHECK_NE(json.find(R"("limit":null)"), std::string::npos);
}

TEST_CASE("Riichi analysis: a red five counts in each wait's value") {
  const auto red = analyse("123m456p789s22s0s5s", R"({"riichi": true, "seat_wind": "S"})");
  const auto plain = analyse("123m456p789s22s5s5s", R"({"riichi": true, "seat_wind": "S"})");
  CHECK_EQ(wait_on(red.waits, "2s").discard->total, 2);  // riichi, aka dora
  CHECK_EQ(wait_on(plain.waits, "2s").discard->total, 1);
  SUBCASE("discard advice keeps the red five while another five of its suit stays") {
    const auto fourteen = analyse("123m456p789s22s0s5s9m", R"({"riichi": true, "seat_wind": "S"})");
    for (const auto& option : fourteen.discards)
      if (option.tile == *parse_tile_code("9m")) CHECK_EQ(wait_on(option.waits, "2s").discard->total, 2);
  }
}

TEST_CASE("Riichi analysis: a hand without a yaku waits without meeting the minimum by discard") {
  const auto a = analyse("123m456p789s2255s", R"({"seat_wind": "S"})");
  const analysis::Wait& five = wait_on(a.waits, "5s");
  CHECK_FALSE(five.discard->meets_minimum);
  CHECK(five.self_drawn->meets_minimum);  // menzen tsumo
}

// RuleSetInfo::analysis_reading: a closed hand that has not declared gets
// each wait valued with riichi too; the ura dora are not known before the
// win, so that value never counts them.
TEST_CASE("Riichi analysis: a closed hand not in riichi is valued dama and with riichi") {
  // 5s or 2s (shanpon); dora 1m (indicator 9m); the ura indicator 1s would
  // make the 2s dora.
  const auto a = analyse("123m456p789s2255s",
                         R"({"seat_wind": "S", "dora_indicators": ["9m"], "ura_dora_indicators": ["1s"]})");
  const analysis::Wait& five = wait_on(a.waits, "5s");
  REQUIRE(five.declared);
  // Dama on a discard: the dora, but no yaku.
  CHECK_EQ(five.discard->total, 1);
  CHECK_FALSE(five.discard->meets_minimum);
  // Riichi: riichi and the dora, 40 fu (a pung of 5s won on a discard):
  // 2 han, the ura dora not counted (they would add two for the 2s).
  CHECK_EQ(five.declared->discard.total, 2);
  CHECK(five.declared->discard.meets_minimum);
  CHECK_EQ(five.declared->discard.extra[kFu], 40);
  CHECK_EQ(five.declared->discard.extra[kBasePoints], 640);  // ron 2,600
  // Self-drawn: menzen tsumo and the dora; riichi adds its one han, same fu.
  CHECK_EQ(five.self_drawn->total, 2);
  CHECK_EQ(five.declared->self_drawn.total, 3);
  CHECK_EQ(five.declared->self_drawn.extra[kFu], five.self_drawn->extra[kFu]);
  for (const analysis::Wait& w : a.waits) {
    CAPTURE(w.tile);
    REQUIRE(w.declared);
    CHECK_EQ(w.declared->discard.total, w.discard->total + 1);
    CHECK_EQ(w.declared->self_drawn.total, w.self_drawn->total + 1);
  }
  SUBCASE("the JSON says both, the riichi values after the dama ones") {
    const std::string json = analysis::analysis_json(a);
    CHECK_NE(json.find(R"("self_drawn":{"total":2,)"), std::string::npos);
    CHECK_NE(json.find(R"(,"riichi":{"discard":{"total":2,"meets_minimum":true,"fu":40,)"), std::string::npos);
  }
  SUBCASE("a concealed kong keeps the hand closed") {
    const auto kong = analyse("[8888p]123m456p22s45s", R"({"seat_wind": "S"})");
    REQUIRE_EQ(kong.waits.size(), 2u);
    for (const analysis::Wait& w : kong.waits) CHECK(w.declared);
  }
  SUBCASE("the discard advice values each ready discard's waits both ways") {
    const auto fourteen = analyse("123m456p789s2255s9m", R"({"seat_wind": "S"})");
    for (const auto& option : fourteen.discards)
      if (option.tile == *parse_tile_code("9m")) {
        REQUIRE(wait_on(option.waits, "5s").declared);
        CHECK_EQ(wait_on(option.waits, "5s").declared->discard.total, 1);  // riichi alone
      }
  }
}

TEST_CASE("Riichi analysis: one reading when riichi is no longer the player's choice") {
  SUBCASE("an open hand cannot declare riichi") {
    const auto a = analyse("[888p]123m456p22s45s", R"({"seat_wind": "S"})");
    REQUIRE_EQ(a.waits.size(), 2u);
    for (const analysis::Wait& w : a.waits) CHECK_FALSE(w.declared);
    CHECK_EQ(analysis::analysis_json(a).find(R"("riichi":{)"), std::string::npos);
  }
  SUBCASE("riichi or double riichi already declared: the values the flags say") {
    for (const char* flag : {"riichi", "double_riichi"}) {
      CAPTURE(flag);
      const auto a = analyse("123m456p789s2255s", std::string(R"({"seat_wind": "S", ")") + flag + R"(": true})");
      for (const analysis::Wait& w : a.waits) CHECK_FALSE(w.declared);
      CHECK_GE(wait_on(a.waits, "5s").discard->total, 1);
    }
  }
  SUBCASE("a first-turn win comes before any riichi") {
    const auto a = analyse("123m456p789s2255s", R"({"seat_wind": "S", "first_turn": true})");
    for (const analysis::Wait& w : a.waits) CHECK_FALSE(w.declared);
  }
}

}  // namespace
}  // namespace mahjong::riichi::test
