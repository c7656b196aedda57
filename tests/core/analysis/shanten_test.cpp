// Shanten (core/analysis/shanten.h, shape_distance.h) against an independent
// slow search (slow_shanten.h) on random hands of every shape and meld count,
// then named hands whose shanten a player can count.
#include <doctest/doctest.h>

#include "analysis/shanten.h"
#include "analysis/shape_distance.h"
#include "notation.h"
#include "random_hands.h"
#include "slow_shanten.h"

namespace {

using namespace mahjong;
using test::Near;

const char* near_name(Near n) {
  switch (n) {
    case Near::standard: return "standard";
    case Near::seven_pairs: return "seven pairs";
    case Near::thirteen_orphans: return "thirteen orphans";
    case Near::honors_and_knitted: return "honors and knitted";
    case Near::knitted_straight: return "knitted straight";
    case Near::random: return "random";
  }
  return "?";
}

std::string text_of(const Counts& c) {
  std::vector<Tile> tiles;
  for (int t = 0; t < kTileKinds; ++t)
    for (int k = 0; k < c[t]; ++k) tiles.push_back(Tile(t));
  return format_tiles(tiles);
}

Counts counts_of(const std::string& text) {
  auto parsed = parse_notation(text);
  REQUIRE(parsed.ok());
  Counts c{};
  for (Tile t : parsed.value().concealed) ++c[t];
  if (parsed.value().win_tile != kNoTile) ++c[parsed.value().win_tile];
  return c;
}

// Hands per (shape, melds, 13 or 14 tiles): enough to meet every kind of
// block, few enough for the sanitizer build.
constexpr int kHandsPerCase = 70;

}  // namespace

TEST_CASE("shanten equals an exhaustive search on random hands") {
  test::HandMaker maker(20261124);
  const ShapeRules mcr = analysis::shapes_for(RuleSet::mcr, Options{});
  Options hk_pairs;
  hk_pairs.hk.seven_pairs = true;
  const ShapeRules hk = analysis::shapes_for(RuleSet::hk, Options{});
  const ShapeRules hk7 = analysis::shapes_for(RuleSet::hk, hk_pairs);
  int checked = 0;
  for (Near near : {Near::standard, Near::seven_pairs, Near::thirteen_orphans, Near::honors_and_knitted,
                    Near::knitted_straight, Near::random}) {
    const int most_melds = near == Near::standard || near == Near::random ? 4
                           : near == Near::knitted_straight             ? 1
                                                                        : 0;
    for (int melds = 0; melds <= most_melds; ++melds)
      for (int tiles : {13, 14}) {
        CAPTURE(near_name(near));
        CAPTURE(melds);
        CAPTURE(tiles);
        for (int i = 0; i < kHandsPerCase; ++i) {
          const test::RandomHand h = maker.make(near, melds, tiles, maker.below(5));
          CAPTURE(text_of(h.standing));
          // Each shape alone, then the rule sets' combinations.
          const int standard = test::slow::standard(h.standing, melds);
          const int pairs = test::slow::seven_pairs(h.standing, melds);
          const int orphans = test::slow::thirteen_orphans(h.standing, melds);
          const int honors_knitted = test::slow::honors_and_knitted(h.standing, melds);
          const int knitted_straight = test::slow::knitted_straight(h.standing, melds);
          auto capped = [](int d) { return std::min(d, int(test::slow::kFar)); };
          CHECK_EQ(analysis::standard_distance(h.standing, melds), standard);
          CHECK_EQ(capped(analysis::seven_pairs_distance(h.standing, melds)), pairs);
          CHECK_EQ(capped(analysis::thirteen_orphans_distance(h.standing, melds)), orphans);
          CHECK_EQ(capped(analysis::honors_and_knitted_distance(h.standing, melds)), honors_knitted);
          CHECK_EQ(capped(analysis::knitted_straight_distance(h.standing, melds)), knitted_straight);
          CHECK_EQ(analysis::distance(h.standing, melds, mcr),
                   std::min({standard, pairs, orphans, honors_knitted, knitted_straight}));
          CHECK_EQ(analysis::distance(h.standing, melds, hk), std::min(standard, orphans));
          CHECK_EQ(analysis::distance(h.standing, melds, hk7), std::min({standard, pairs, orphans}));
          ++checked;
        }
      }
  }
  CHECK_GT(checked, 2000);
}

TEST_CASE("distances by draw equal the distance of each 14 tiles") {
  // distances_by_draw takes shortcuts (one group changes; far tiles and
  // special shapes skipped when they cannot matter): each must agree with
  // working the 14 tiles out whole.
  test::HandMaker maker(34);
  Options hk_pairs;
  hk_pairs.hk.seven_pairs = true;
  const ShapeRules rule_sets[] = {analysis::shapes_for(RuleSet::mcr, Options{}),
                                  analysis::shapes_for(RuleSet::hk, Options{}),
                                  analysis::shapes_for(RuleSet::hk, hk_pairs)};
  for (Near near : {Near::standard, Near::seven_pairs, Near::thirteen_orphans, Near::honors_and_knitted,
                    Near::knitted_straight, Near::random})
    for (int i = 0; i < 40; ++i) {
      const int melds = near == Near::standard || near == Near::random ? i % 5 : near == Near::knitted_straight ? i % 2 : 0;
      const test::RandomHand h = maker.make(near, melds, 13, maker.below(4));
      CAPTURE(near_name(near));
      CAPTURE(text_of(h.standing));
      for (const ShapeRules& rules : rule_sets) {
        const analysis::DrawDistances d = analysis::distances_by_draw(h.standing, melds, rules);
        CHECK_EQ(d.before, analysis::distance(h.standing, melds, rules));
        for (int t = 0; t < kTileKinds; ++t) {
          Counts more = h.standing;
          ++more[t];
          CAPTURE(tile_code(Tile(t)));
          CHECK_EQ(d.after[t], analysis::distance(more, melds, rules));
        }
      }
    }
}

TEST_CASE("the slow searches agree with each other where both can run") {
  // The block split against every target written out, for one and two sets.
  test::HandMaker maker(7);
  for (int melds : {2, 3, 4})
    for (int i = 0; i < 40; ++i) {
      const test::RandomHand h = maker.make(i % 2 ? Near::random : Near::standard, melds, 13 + i % 2, maker.below(4));
      CAPTURE(text_of(h.standing));
      CHECK_EQ(test::slow::standard(h.standing, melds),
               test::slow::enumerate_sets_and_pair(h.standing, Counts{}, 4 - melds));
    }
}

TEST_CASE("shanten of hands a player can count") {
  const ShapeRules mcr = analysis::shapes_for(RuleSet::mcr, Options{});
  const ShapeRules hk = analysis::shapes_for(RuleSet::hk, Options{});
  auto sh = [&](const std::string& text, int melds = 0, const ShapeRules* rules = nullptr) {
    return analysis::shanten(counts_of(text), melds, rules ? *rules : mcr);
  };
  SUBCASE("a complete hand is -1, one tile short is 0") {
    CHECK_EQ(sh("123m456p789s11122z"), -1);
    CHECK_EQ(sh("123m456p789s1112z"), 0);
  }
  SUBCASE("nine gates is ready") { CHECK_EQ(sh("1112345678999m"), 0); }
  SUBCASE("thirteen orphans, one short and two short") {
    CHECK_EQ(sh("19m19p19s1234567z"), 0);
    CHECK_EQ(sh("19m19p19s123456z5m"), 1);
  }
  SUBCASE("seven pairs with four of a kind is ready under MCR") {
    CHECK_EQ(sh("1111m2233p5566s7z"), 0);
  }
  SUBCASE("Hong Kong without seven pairs reads six pairs as far from ready") {
    CHECK_EQ(sh("1133m2233p5566s7z", 0, &hk), 3);  // four pairs as partial sets, one as the pair
    CHECK_EQ(sh("1133m2233p5566s7z"), 0);
  }
  SUBCASE("knitted tiles and honours") {
    CHECK_EQ(sh("147m258p369s1234z"), 0);   // honors and knitted, 13 different
    CHECK_EQ(sh("147m258p36s12345z"), 0);   // honors and knitted, 13 different
    CHECK_EQ(sh("147m258p36s123456z"), -1); // 14 different: Lesser Honors and Knitted Tiles
    CHECK_EQ(sh("147m258p369s123m1z"), 0);  // knitted straight and a set, waiting on the pair
    CHECK_EQ(sh("147m258p369s123m1z", 0, &hk), 5);  // 11m 234m: a set and the pair
  }
  SUBCASE("a fifth copy completes by shape (a wait on a tile held four times)") {
    Counts c = counts_of("1111m234p567s789s");
    CHECK_EQ(analysis::shanten(c, 0, mcr), 0);
    ++c[0];
    CHECK_EQ(analysis::shanten(c, 0, mcr), -1);  // 111m and the pair 11m
    Counts h = counts_of("1111z234p567s789s");
    ++h[27];
    CHECK_EQ(analysis::shanten(h, 0, mcr), -1);
  }
  SUBCASE("regression: a shape the melds rule out leaves the bound as it is") {
    // knitted_straight_distance once gave 'unreachable' for two melds even
    // when handed a lower bound, and every hand with two melds read as
    // 98 from ready.
    CHECK_EQ(analysis::knitted_straight_distance(counts_of("123m456p7s"), 2, 3), 3);
    CHECK_EQ(sh("123m45p11z", 2), 0);
  }
  SUBCASE("declared melds leave fewer sets to make") {
    CHECK_EQ(sh("1z", 4), 0);
    CHECK_EQ(sh("12z", 4), 0);  // 14 tiles: one to let go, then a single wait
    CHECK_EQ(sh("11z", 4), -1);
    CHECK_EQ(sh("147m258p3s11z", 1), 1);  // knitted straight one short plus the pair (one meld)
  }
}
