// The Hong Kong faan table, option table and payment tables themselves: the
// invariants the detectors, the exclusion step and the settlement rely on.
#include <doctest/doctest.h>

#include "test_support.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

#include "rules/hk/exclusion.h"
#include "option_rules.h"
#include "rules/hk/faan_table.h"
#include "rules/hk/option_table.h"
#include "rules/hk/reading.h"
#include "rules/hk/scorer.h"
#include "rules/hk/settlement.h"

using namespace mahjong;
using namespace mahjong::hk;

namespace {

// Every combination of the options that change the faan table.
template <class F>
void for_each_table_in_force(F&& f) {
  for (int bits = 0; bits < 16; ++bits)
    for (auto winds : {HkOptions::SmallWinds::seed, HkOptions::SmallWinds::with_winds,
                       HkOptions::SmallWinds::limit}) {
      HkOptions o;
      o.ten_faan_limit_hands = bits & 1;
      o.small_dragons_adds_dragons = bits & 2;
      o.kong_win_adds_self_pick = bits & 4;
      o.small_winds_no_own_wind_pair = bits & 8;
      o.small_winds = winds;
      TableInForce t;
      table_in_force(o, t);
      f(o, t);
    }
}

}  // namespace

TEST_SUITE("hk") {

TEST_CASE("HK faan table") {
  const auto& table = faan_table();

  SUBCASE("36 rows: the seed's four tables and the two bonus-tile hands, indexed by id, each table together") {
    CHECK_EQ(table.size(), 36u);
    int per_family[4] = {};
    for (int i = 0; i < kFaanCount; ++i) {
      CHECK_EQ(int(table[i].id), i);
      if (i > 0) CHECK_LE(int(table[i - 1].family), int(table[i].family));
      ++per_family[int(table[i].family)];
    }
    CHECK_EQ(per_family[int(Family::hand)], 15);
    CHECK_EQ(per_family[int(Family::meld)], 6);
    CHECK_EQ(per_family[int(Family::condition)], 8);
    CHECK_EQ(per_family[int(Family::bonus)], 7);
  }

  SUBCASE("only legal values, none above the seed's absolute limit of 13") {
    for (const FaanRow& row : table) {
      CAPTURE(row.info.name);
      CHECK(std::find(kLegalValues.begin(), kLegalValues.end(), row.info.points) != kLegalValues.end());
      CHECK_LE(row.info.points, kAbsoluteLimit);
    }
  }

  SUBCASE("the seed's values") {
    const std::pair<FaanId, int> values[] = {
        {common_hand, 1}, {all_in_triplets, 3}, {seven_pairs, 4}, {mixed_one_suit, 3},
        {all_one_suit, 7}, {all_honor_tiles, 10}, {small_dragons, 5}, {great_dragons, 8},
        {small_winds, 6}, {great_winds, 13}, {thirteen_orphans, 13}, {all_kongs, 13},
        {self_triplets, 10}, {orphans, 10}, {nine_gates, 10}, {seat_wind, 1},
        {prevailing_wind, 1}, {red_dragon, 1}, {green_dragon, 1}, {white_dragon, 1},
        {mixed_orphans, 1}, {self_pick, 1}, {win_from_wall, 1}, {robbing_kong, 1},
        {last_catch, 1}, {win_by_kong, 2}, {win_by_double_kong, 9}, {heavenly_hand, 13},
        {earthly_hand, 13}, {own_flower, 1}, {own_season, 1}, {all_flowers, 2},
        {all_seasons, 2}, {no_flowers, 1},
    };
    for (const auto& [id, value] : values) {
      const auto& name = faan_row(id).info.name;  // clang cannot capture a structured binding
      CAPTURE(name);
      CHECK_EQ(faan_row(id).info.points, value);
    }
  }

  SUBCASE("ids, English and Chinese names are unique and well-formed") { mahjong::test::check_fan_names(table); }

  SUBCASE("a row worth the limit by an option is the same row at 13") {
    FaanMask raised;
    for (const OptionEffect& e : option_effects())
      if (e.raises_to_limit) raised.add(e.faan);
    CHECK(raised == FaanMask{all_honor_tiles, self_triplets, orphans, nine_gates, small_winds});
    for (const FaanRow& row : table) {
      CAPTURE(row.info.name);
      if (!raised.has(row.id)) {
        CHECK_EQ(row.as_limit.points, 0);
        continue;
      }
      CHECK_EQ(row.as_limit.points, kAbsoluteLimit);
      CHECK_EQ(row.as_limit.id, row.info.id);
      CHECK_EQ(row.as_limit.name, row.info.name);
      CHECK_EQ(row.as_limit.zh, row.info.zh);
    }
  }

  SUBCASE("under every option: nothing excludes itself, only faan worth no more, and no cycle") {
    for_each_table_in_force([](const HkOptions&, const TableInForce& t) {
      for (int f = 0; f < kFaanCount; ++f) {
        CAPTURE(t.info[f]->name);
        CHECK_FALSE(t.excludes[f].has(FaanId(f)));
        t.excludes[f].for_each([&](FaanId g) {
          CAPTURE(t.info[g]->name);
          CHECK_LE(t.value(g), t.value(FaanId(f)));
          // Exclusion is never mutual: both would vanish.
          CHECK_FALSE(t.excludes[g].has(FaanId(f)));
        });
      }
    });
  }

  SUBCASE("every faan has a detector, and no two families award the same faan") {
    FaanMask awarded;
    int claims = 0;
    auto take = [&](FaanMask faan) {
      claims += faan.count();
      awarded = awarded | faan;
    };
    for (const auto& d : hand_detectors()) take(d.awards);
    for (const auto& d : reading_detectors()) take(d.awards);
    CHECK(awarded == FaanMask::all());
    CHECK_EQ(claims, kFaanCount);
  }

  SUBCASE("the hand's contents are the hand types and the melds") {
    CHECK_EQ(hand_content_faan().count(), 21);
    CHECK(hand_content_faan().has(mixed_orphans));
    CHECK_FALSE(hand_content_faan().has(self_pick));
    CHECK((hand_content_faan() & kWinWithoutHandFaan).empty());
  }
}

TEST_CASE("HK exclusion: account once, in any order") {
  TableInForce t;
  table_in_force(HkOptions{}, t);
  SUBCASE("the tighter criterion stays") {
    CHECK(apply_exclusions({all_one_suit, mixed_one_suit}, t) == FaanMask{all_one_suit});
    CHECK(apply_exclusions({great_dragons, red_dragon, green_dragon, white_dragon}, t) ==
          FaanMask{great_dragons});
  }
  SUBCASE("an excluded faan still excludes: Nine Gates leaves no one-suit faan") {
    CHECK(apply_exclusions({nine_gates, all_one_suit, mixed_one_suit, win_from_wall}, t) ==
          FaanMask{nine_gates});
  }
  SUBCASE("options release an exclusion") {
    HkOptions o;
    o.kong_win_adds_self_pick = true;
    TableInForce released;
    table_in_force(o, released);
    CHECK(apply_exclusions({win_by_kong, self_pick}, t) == FaanMask{win_by_kong});
    CHECK(apply_exclusions({win_by_kong, self_pick}, released) == FaanMask{win_by_kong, self_pick});
    CHECK(apply_exclusions({win_by_double_kong, win_by_kong, self_pick}, released) ==
          FaanMask{win_by_double_kong, self_pick});
  }
}

TEST_CASE("HK option table") {
  const auto& options = option_table();

  SUBCASE("21 options, in OptionId's order, names unique") {
    CHECK_EQ(options.size(), 21u);
    const char* const kInIdOrder[] = {
        "min_faan", "limit", "seven_pairs", "flowers_in_play", "payment_table", "dealer_doubles", "discard_payment",
        "stake", "stake_preset", "ten_faan_limit_hands", "small_dragons_adds_dragons", "small_winds",
        "small_winds_no_own_wind_pair", "kong_win_adds_self_pick", "last_catch_on_discard",
        "win_from_wall_self_drawn_only", "min_needs_hand_faan", "robbed_pays_all", "great_hands_liability",
        "four_melds_liability", "flower_hands"};
    std::set<std::string_view> names;
    for (int i = 0; i < kOptionCount; ++i) {
      CAPTURE(options[i].name);
      CHECK_EQ(options[i].name, kInIdOrder[i]);
      CHECK(names.insert(options[i].name).second);
      CHECK_FALSE(options[i].source.empty());
      CHECK_FALSE(options[i].en.empty());
      CHECK_GE(options[i].zh.size(), 6u);
    }
  }

  SUBCASE("defaults as docs/hk-rules.md, section 7, documents them") {
    const std::pair<OptionId, double> defaults[] = {
        {OptionId::min_faan, 3},
        {OptionId::limit, 13},
        {OptionId::seven_pairs, 0},
        {OptionId::flowers_in_play, 1},
        {OptionId::payment_table, 0},  // traditional
        {OptionId::dealer_doubles, 1},
        {OptionId::discard_payment, 0},  // half
        {OptionId::stake, 1},
        {OptionId::stake_preset, 0},  // custom
        {OptionId::ten_faan_limit_hands, 0},
        {OptionId::small_dragons_adds_dragons, 0},
        {OptionId::small_winds, 0},  // seed
        {OptionId::small_winds_no_own_wind_pair, 0},
        {OptionId::kong_win_adds_self_pick, 0},
        {OptionId::last_catch_on_discard, 1},
        {OptionId::win_from_wall_self_drawn_only, 0},
        {OptionId::min_needs_hand_faan, 1},
        {OptionId::robbed_pays_all, 1},
        {OptionId::great_hands_liability, 0},
        {OptionId::four_melds_liability, 0},
        {OptionId::flower_hands, 0},
    };
    for (const auto& [id, value] : defaults) {
      const auto& name = option_row(id).name;  // clang cannot capture a structured binding
      CAPTURE(name);
      CHECK_EQ(option_row(id).default_value(), value);
    }
  }

  SUBCASE("the settlement options have exactly the names and choices of the work item") {
    const OptionRow& table = option_row(OptionId::payment_table);
    CHECK_EQ(table.name, "payment_table");
    CHECK_EQ(table.choice_count(), 8);
    const char* tables[] = {"traditional", "simplified",    "canton",         "half_spicy",
                            "full_spicy",  "four_faan_max", "seven_faan_max", "parlour"};
    for (int i = 0; i < 8; ++i) CHECK_EQ(table.choices[i], tables[i]);
    const OptionRow& discard = option_row(OptionId::discard_payment);
    CHECK_EQ(discard.choice_count(), 2);
    CHECK_EQ(discard.choices[0], "half");
    CHECK_EQ(discard.choices[1], "all");
    CHECK_EQ(option_row(OptionId::dealer_doubles).type, OptionType::boolean);
    CHECK_EQ(option_row(OptionId::stake).type, OptionType::number);
    CHECK_FALSE(option_row(OptionId::stake).whole);
  }

  SUBCASE("every field round-trips through its row") {
    for (const OptionRow& row : options) {
      CAPTURE(row.name);
      const int values = row.type == OptionType::choice ? row.choice_count() : 2;
      for (int v = 0; v < values; ++v) {
        const double value = row.type == OptionType::number ? row.min + 1 + v : v;
        HkOptions o;
        row.field.set(&o, value);
        CHECK_EQ(row.field.get(&o), value);
        // Only its own field changed.
        for (const OptionRow& other : options)
          if (&other != &row) CHECK_EQ(other.field.get(&o), other.default_value());
      }
    }
  }

  SUBCASE("each effect names an option's possible value that is not its default") {
    for (const OptionEffect& e : option_effects()) {
      const OptionRow& row = option_row(e.option);
      CAPTURE(row.name);
      CHECK_NE(e.value, row.default_value());
      if (row.type == OptionType::boolean) CHECK_EQ(e.value, 1);
      if (row.type == OptionType::choice) CHECK_LT(e.value, row.choice_count());
      CHECK((e.raises_to_limit || !e.releases.empty()));
      CHECK((faan_row(e.faan).excludes & e.releases) == e.releases);
    }
  }

  SUBCASE("min_faan above limit is a contradiction (its option rules, option_table.cpp)") {
    Options o;
    CHECK_FALSE(option_error(RuleSet::hk, o, false));
    o.hk.limit = 8;
    o.hk.min_faan = 8;
    CHECK_FALSE(option_error(RuleSet::hk, o, false));
    o.hk.min_faan = 9;
    CHECK(option_error(RuleSet::hk, o, false));
  }
}

TEST_CASE("HK payment tables") {
  using Table = HkOptions::PaymentTable;
  const auto& tables = payment_tables();

  SUBCASE("every table covers 0 to 13 faan and never pays less for more") {
    for (const auto& rows : tables) {
      CHECK_EQ(rows.size(), 14u);
      for (int f = 1; f <= kAbsoluteLimit; ++f) CHECK_LE(rows[f - 1], rows[f]);
    }
  }

  SUBCASE("traditional: 0 1, 1 2, 2 4, 3 8, 4-6 16, 7-9 32, 10+/Limit 64 (the Fan-Laak table)") {
    const int expected[] = {1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64, 64};
    for (int f = 0; f <= 13; ++f) CHECK_EQ(base_points(f, Table::traditional), expected[f]);
  }

  SUBCASE("simplified: 3 1, 4-6 2, 7-9 4, 10+ 8, nothing below 3: traditional divided by 8") {
    for (int f = 0; f <= 13; ++f)
      CHECK_EQ(base_points(f, Table::simplified), f < 3 ? 0 : base_points(f, Table::traditional) / 8);
  }

  SUBCASE("canton: the seed's By Discard column; half_spicy the same progression") {
    const int expected[] = {1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384};
    for (int f = 0; f <= 13; ++f) {
      CHECK_EQ(base_points(f, Table::canton), expected[f]);
      CHECK_EQ(base_points(f, Table::half_spicy), expected[f]);
    }
  }

  SUBCASE("half_spicy: doubles to 4 faan, then two faan make one doubling") {
    for (int f = 0; f <= 13; ++f) {
      CAPTURE(f);
      const int expected = f <= 4 ? 1 << f : f % 2 == 0 ? 1 << (2 + f / 2) : 3 << ((f + 1) / 2);
      CHECK_EQ(base_points(f, Table::half_spicy), expected);
    }
  }

  SUBCASE("full_spicy: every faan doubles") {
    for (int f = 0; f <= 13; ++f) CHECK_EQ(base_points(f, Table::full_spicy), 1 << f);
  }
}

}  // TEST_SUITE
