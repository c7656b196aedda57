// The MCR fan table itself: the invariants every detector and the exclusion
// step rely on.
#include <doctest/doctest.h>

#include "test_support.h"

#include <algorithm>
#include <set>
#include <string>

#include "rules/mcr/fan_table.h"
#include "rules/mcr/reading.h"
#include "rules/mcr/scorer.h"

using namespace mahjong::mcr;

TEST_CASE("MCR fan table") {
  const auto& table = fan_table();

  SUBCASE("81 fans of the 1998 rules plus the optional competition fan") {
    CHECK_EQ(table.size(), 82);
    std::set<int> numbers;
    int optional = 0;
    for (const FanRow& row : table) {
      numbers.insert(row.number);
      optional += row.optional;
    }
    CHECK_EQ(numbers.size(), 82);
    CHECK_EQ(*numbers.begin(), 1);
    CHECK_EQ(*numbers.rbegin(), 82);
    CHECK_EQ(optional, 1);
    CHECK(fan_row(concealed_kong_and_melded_kong).optional);
    CHECK_EQ(fan_row(concealed_kong_and_melded_kong).number, 82);
  }

  SUBCASE("rows are indexed by their id") {
    for (int i = 0; i < kFanCount; ++i) CHECK_EQ(int(table[i].id), i);
  }

  SUBCASE("only legal point values, summing as the spec's table does") {
    int sum = 0;
    for (const FanRow& row : table) {
      CAPTURE(row.info.name);
      CHECK(std::find(kLegalPoints.begin(), kLegalPoints.end(), row.info.points) != kLegalPoints.end());
      sum += row.info.points;
    }
    CHECK_EQ(sum, 1727 + 5);  // mcr-fans.md: its 81 fans sum to 1727, plus the 5-point optional fan
  }

  SUBCASE("ids, English and Chinese names are unique and well-formed") { mahjong::test::check_fan_names(table); }

  SUBCASE("ordered by points, so one walk from the top applies bigger fans first") {
    for (int i = 1; i < kFanCount; ++i) CHECK_LE(table[i].info.points, table[i - 1].info.points);
  }

  SUBCASE("nothing excludes itself, and a fan only excludes fans worth no more") {
    for (const FanRow& row : table) {
      CAPTURE(row.info.name);
      CHECK_FALSE(row.implies.has(row.id));
      CHECK_FALSE(row.implies_one.has(row.id));
      (row.implies | row.implies_one).for_each([&](FanId g) {
        CAPTURE(fan_row(g).info.name);
        CHECK_LE(fan_row(g).info.points, row.info.points);
      });
    }
  }

  SUBCASE("every fan has a detector, and no two families award the same fan") {
    FanMask awarded;
    int claims = 0;
    auto take = [&](FanMask fans) {
      claims += fans.count();
      awarded = awarded | fans;
    };
    for (const auto& d : hand_detectors()) take(d.awards);
    for (const auto& d : arrangement_detectors()) take(d.awards);
    for (const auto& d : position_detectors()) take(d.awards);
    take(FanMask{kAwardedWhenNothingElse});
    CHECK(awarded == FanMask::all());
    CHECK_EQ(claims, kFanCount);
  }
}
