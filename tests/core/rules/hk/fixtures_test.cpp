// Every fixture of tests/fixtures/hk-seed-examples.jsonl: the seed's payment
// examples and its tables row by row ("settlement"), and hands built from
// docs/hk-rules.md ("hand"), each with its exact faan in the result's order.
#include <set>

#include "hk_test_support.h"
#include "rules/hk/settlement.h"

namespace {

using nlohmann::ordered_json;
using namespace mahjong;

// The options of a settlement fixture, read as a hand's options are.
HkOptions options_of(const ordered_json& input) {
  ordered_json doc = {{"rules", "hk"}, {"text", "1m"}};
  if (input.contains("options") && !input["options"].is_null()) doc["options"] = input["options"];
  auto hand = hand_from_document(document_from_json(doc));
  REQUIRE_MESSAGE(hand.ok(), (hand.ok() ? "" : hand.error().message));
  return hand.value().options.hk;
}

void check_settlement(const ordered_json& f) {
  const ordered_json& in = f["input"];
  const HkOptions o = options_of(in);
  REQUIRE_EQ(in["dealer"], "E");  // the dealer is always East
  hk::WinSituation win;
  win.winner = *parse_wind_code(in["winner"].get<std::string>());
  win.self_drawn = in.value("self_drawn", false);
  if (in.contains("discarder")) win.discarder = parse_wind_code(in["discarder"].get<std::string>());
  win.robbing_kong = in.value("robbing_kong", false);

  const int base = hk::base_points(in["faan"].get<int>(), o.payment_table);
  CHECK_EQ(base, f["expect"]["base_points"].get<int>());
  const auto change = hk::settle(base, win, o);
  for (int seat = 0; seat < 4; ++seat) {
    CAPTURE(seat);
    CHECK_EQ(change[seat] * o.stake, f["expect"]["payments"][std::string(wind_code(Wind(seat)))].get<double>());
  }
}

void check_hand(const ordered_json& f) {
  ordered_json got = json_from_document(score_document(document_from_json(f["hand"])));
  if (f.contains("expect_error")) {
    REQUIRE_FALSE(got["ok"].get<bool>());
    CHECK_EQ(got["error"]["code"], f["expect_error"]);
    CHECK_FALSE(got["error"]["message"].get<std::string>().empty());
    return;
  }
  REQUIRE_MESSAGE(got["ok"].get<bool>(), got.dump());
  const ordered_json& expect = f["expect"];
  test::hk::FaanList faan, expected;
  for (const auto& line : got["fans"]) {
    faan.emplace_back(line["name"].get<std::string>(), line["points"].get<int>());
    CHECK_EQ(line["count"], 1);
  }
  for (const auto& line : expect["faan"]) expected.emplace_back(line[0].get<std::string>(), line[1].get<int>());
  CHECK_EQ(test::hk::describe(faan), test::hk::describe(expected));
  for (const char* key : {"total", "capped_total", "limit", "meets_minimum", "base_points", "payments"}) {
    CAPTURE(key);
    if (expect.contains(key)) CHECK_EQ(got[key].dump(), expect[key].dump());
  }
}

}  // namespace

TEST_SUITE("hk") {

TEST_CASE("HK fixtures: every seed example and constructed hand") {
  int settlements = 0, hands = 0;
  for (const auto& f : test::load_fixture("hk-seed-examples.jsonl")) {
    CAPTURE(f["id"].get<std::string>());
    if (f["kind"] == "settlement") {
      check_settlement(f);
      ++settlements;
    } else {
      REQUIRE_EQ(f["kind"], "hand");
      check_hand(f);
      ++hands;
    }
  }
  MESSAGE("hk-seed-examples.jsonl: " << settlements << " settlements, " << hands << " hands");
  CHECK_GE(settlements, 79);
  CHECK_GE(hands, 44);
}

TEST_CASE("HK fixtures: every row of the faan table appears in a hand fixture") {
  std::set<std::string> seen;
  for (const auto& f : test::load_fixture("hk-seed-examples.jsonl"))
    if (f["kind"] == "hand" && f.contains("expect"))
      for (const auto& line : f["expect"]["faan"]) seen.insert(line[0].get<std::string>());
  for (const hk::FaanRow& row : hk::faan_table()) {
    CAPTURE(row.info.name);
    CHECK(seen.count(std::string(row.info.name)));
  }
}

}  // TEST_SUITE
