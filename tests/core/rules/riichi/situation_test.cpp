// The situation table: every row refuses a hand that breaks it, with the
// spec's code and the row's message; hands that keep the rules pass.
#include <set>

#include "riichi_support.h"
#include "rules/riichi/situation_table.h"
#include "situation_rules.h"

namespace mahjong::riichi::test {
namespace {

struct Case {
  const char* text;
  const char* fields;
  When when;  // the row expected to refuse it
};

// One hand per row; the flag's row is found by (flag, when).
const Case kCases[] = {
    {"[123m1]456789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "riichi": true})", When::claimed_meld},
    {"[123m1]456789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "double_riichi": true})", When::claimed_meld},
    {"123m456789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "ippatsu": true})", When::no_riichi},
    {"[2222m]456789p13s99m2s",
     R"({"seat_wind": "S", "self_drawn": true, "riichi": true, "ippatsu": true, "kong_replacement": true})",
     When::kong_replacement},
    {"123m456789p13s99m2s", R"({"seat_wind": "S", "self_drawn": true, "kong_replacement": true})", When::no_kong},
    {"[2222m]456789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "kong_replacement": true})",
     When::not_self_drawn},
    {"[2222m]456789p13s99m2s",
     R"({"seat_wind": "S", "self_drawn": true, "kong_replacement": true, "last_tile_of_wall": true})",
     When::kong_replacement},
    {"123m456789p13s99m2s", R"({"seat_wind": "S", "self_drawn": true, "robbing_kong": true})", When::self_drawn},
    {"123m456789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "robbing_kong": true, "last_tile_of_wall": true})",
     When::last_tile_of_wall},
    {"123m456789p22s99m2s", R"({"seat_wind": "S", "discarder": "W", "robbing_kong": true})",
     When::win_tile_elsewhere},
    {"[2222m]456789p13s99m2s", R"({"seat_wind": "S", "self_drawn": true, "first_turn": true})", When::any_meld},
    {"123m456789p13s99m2s", R"({"seat_wind": "S", "self_drawn": true, "first_turn": true, "riichi": true})",
     When::riichi},
    {"123m456789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "first_turn": true, "robbing_kong": true})",
     When::robbing_kong},
    {"123m456789p13s99m2s", R"({"seat_wind": "S", "self_drawn": true, "first_turn": true, "last_tile_of_wall": true})",
     When::last_tile_of_wall},
    {"123m456789p13s99m2s", R"({"seat_wind": "E", "discarder": "W", "first_turn": true})", When::dealer_on_discard},
    {"123m456789p13s99m2s", R"({"seat_wind": "S", "self_drawn": true, "discarder": "W"})", When::self_drawn},
    {"123m456789p13s99m2s", R"({"seat_wind": "S", "discarder": "S"})", When::discarder_is_winner},
    {"123m456789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "dora_indicators": ["1m", "2m"]})",
     When::more_than_kongs_allow},
    {"123m456789p13s99m2s",
     R"({"seat_wind": "S", "discarder": "W", "riichi": true, "dora_indicators": ["1m"], "ura_dora_indicators": ["2m", "3m"]})",
     When::more_than_dora},
};

TEST_CASE("Riichi situation table: each row refuses its hand as inconsistent, with its message") {
  std::set<int> rows_hit;
  for (const Case& c : kCases) {
    INFO(c.text << " " << c.fields);
    auto s = riichi_score(c.text, c.fields);
    REQUIRE_FALSE(s.ok());
    CHECK_EQ(s.error().code, ErrorCode::inconsistent);
    int hit = -1;
    for (int i = 0; i < kSituationRows; ++i)
      if (situation_rows()[i].message == s.error().message) hit = i;
    REQUIRE_GE(hit, 0);
    CHECK_EQ(situation_rows()[hit].when, c.when);
    rows_hit.insert(hit);
  }
  CHECK_EQ(rows_hit.size(), std::size_t(kSituationRows));  // every row has its case
}

// What the page greys out comes from here (situation_conditions, the
// catalogue's row order): each case's own row holds for its hand, and a hand
// with no flags set still says which conditions hold (a page asks before a
// flag is set).
TEST_CASE("Riichi situation table: the conditions that hold for a hand, row by row, as the page asks") {
  static json::Reader reader;
  const auto conditions = [](const char* text, const char* fields) {
    auto doc = nlohmann::json::parse(fields);
    doc["text"] = text;
    doc["rules"] = "riichi";
    auto hand = hand_from_json(reader, doc.dump());
    REQUIRE(hand.ok());
    return situation_conditions(hand.value());
  };
  for (const Case& c : kCases) {
    INFO(c.text << " " << c.fields);
    const std::vector<bool> holds = conditions(c.text, c.fields);
    REQUIRE_EQ(holds.size(), std::size_t(kSituationRows));
    for (int i = 0; i < kSituationRows; ++i)
      if (situation_rows()[i].when == c.when) CHECK(holds[i]);
  }
  // No flag set, a hand still being built (5 tiles) with an open chow: only
  // the conditions of the hand itself hold.
  const std::vector<bool> holds = conditions("[123m1]45p6s", R"({"seat_wind": "E"})");
  std::set<std::string_view> held;
  for (int i = 0; i < kSituationRows; ++i)
    if (holds[i]) held.insert(when_name(situation_rows()[i].when));
  CHECK_EQ(held, std::set<std::string_view>{"claimed_meld", "any_meld", "no_riichi", "no_kong", "not_self_drawn",
                                            "dealer_on_discard"});
}

TEST_CASE("Riichi situation table: what may go together") {
  SUBCASE("riichi with a concealed kong") {
    CHECK(riichi_score("[2222m]456789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "riichi": true})").ok());
  }
  SUBCASE("rinshan with a concealed kong after riichi, without ippatsu") {
    CHECK(riichi_score("[2222m]456789p13s99m2s",
                       R"({"seat_wind": "S", "self_drawn": true, "riichi": true, "kong_replacement": true})")
              .ok());
  }
  SUBCASE("chankan with ippatsu") {
    check_riichi("123m456789p13s99m2s",
                 R"({"seat_wind": "S", "discarder": "W", "riichi": true, "ippatsu": true, "robbing_kong": true})",
                 {{"riichi", 1}, {"ippatsu", 1}, {"chankan", 1}}, 3, 40);
  }
  SUBCASE("two indicators with a kong, ura dora without riichi ignored") {
    check_riichi("[2222m1]456789p23s99m1s",
                 R"({"seat_wind": "S", "discarder": "W", "dora_indicators": ["7m", "N"], "ura_dora_indicators": ["8p", "8m"]})",
                 {}, 0, 30);
  }
  SUBCASE("no indicators at all") {
    CHECK(riichi_score("123m456789p13s99m2s", R"({"seat_wind": "S", "discarder": "W"})").ok());
  }
}

TEST_CASE("Riichi situation table: names") {
  CHECK_EQ(flag_name(Flag::kong_replacement), "kong_replacement");
  CHECK_EQ(when_name(When::more_than_dora), "more_than_dora");
  for (const SituationRow& row : situation_rows()) {
    CHECK_FALSE(row.reason.empty());
    CHECK_FALSE(row.message.empty());
  }
}

}  // namespace
}  // namespace mahjong::riichi::test
