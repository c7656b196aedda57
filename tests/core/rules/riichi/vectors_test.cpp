// The reference hands (tests/fixtures/riichi-public.jsonl, a copy of the
// shared vectors): han, fu, yakuman, the yaku and the payments of an
// independent engine, compared as ../shared/tools/check-riichi compares them.
#include "riichi_support.h"
#include "test_support.h"

namespace mahjong::riichi::test {
namespace {

// Why the result differs from the row's expectation, or "".
std::string disagreement(const nlohmann::ordered_json& row) {
  const auto& e = row["expect"];
  auto hand = riichi_hand(nlohmann::json::parse(row["hand"].dump()));
  if (!hand) return "refused: " + hand.error().message;
  auto scored = score_riichi(hand.value());
  if (e.contains("error")) return scored ? "accepted; expected an error" : "";
  if (!scored) return "refused: " + scored.error().message;
  const RiichiScore& s = scored.value();
  if (e.contains("meets_minimum") && !e["meets_minimum"].get<bool>())
    return s.meets_minimum || s.has_payments ? "scored; expected no yaku" : "";
  std::string why;
  if (!s.meets_minimum) why += "no yaku; ";
  if (s.han != e["han"].get<int>()) why += "han " + std::to_string(s.han) + "; ";
  if (s.yakuman != e["yakuman"].get<int>()) why += "yakuman " + std::to_string(s.yakuman) + "; ";
  if (e.contains("fu") && s.fu != e["fu"].get<int>()) why += "fu " + std::to_string(s.fu) + "; ";
  YakuHan want;
  for (const auto& [id, han] : e["yaku"].items()) want[id] = han.get<int>();
  if (yaku_of(s) != want) why += "yaku " + describe(yaku_of(s)) + " (expected " + describe(want) + "); ";
  if (e.contains("payments")) {
    const char* seats[] = {"E", "S", "W", "N"};
    for (int i = 0; i < 4; ++i)
      if (!s.has_payments || s.payments[i] != e["payments"][seats[i]].get<int>())
        why += std::string("payment ") + seats[i] + " " + std::to_string(s.payments[i]) + "; ";
  }
  return why;
}

TEST_CASE("Riichi reference hands: all 300 agree with the independent engine") {
  const auto rows = mahjong::test::load_fixture("riichi-public.jsonl");
  REQUIRE_EQ(rows.size(), 300u);
  int agreeing = 0;
  for (const auto& row : rows) {
    const std::string why = disagreement(row);
    if (why.empty()) ++agreeing;
    else
      MESSAGE(row["id"].get<std::string>() << ": " << why);
  }
  MESSAGE(agreeing << " of " << rows.size() << " reference hands agree");
  CHECK_EQ(agreeing, int(rows.size()));
}

}  // namespace
}  // namespace mahjong::riichi::test
