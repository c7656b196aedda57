// The analysis of a Riichi hand (core/analysis/, through the registry): each
// wait scored with the hand's riichi, indicators and red fives kept; the
// discard advice; the limit in the JSON by its name.
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

}  // namespace
}  // namespace mahjong::riichi::test
