// The shapes a winning hand can take (shapes.h): the waits of a ready hand,
// the complete shapes, the knitted helpers, and every arrangement of four sets
// and a pair, each exactly once.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "notation.h"
#include "shapes.h"

namespace {

using namespace mahjong;

// Standing tiles in notation, as counts ("123m55p").
Counts counts_of(const std::string& text) {
  auto parsed = parse_notation(text);
  REQUIRE_MESSAGE(parsed.ok(), text);
  Counts c{};
  for (Tile t : parsed.value().concealed) ++c[t];
  if (parsed.value().win_tile != kNoTile) ++c[parsed.value().win_tile];
  return c;
}

TileMask mask_of_counts(const Counts& c) {
  TileMask m = 0;
  for (int t = 0; t < kTileKinds; ++t)
    if (c[t]) m |= mask_of(Tile(t));
  return m;
}

// A set of tiles as codes in tile order: "3m 6m".
std::string codes(TileMask m) {
  std::string out;
  for (int t = 0; t < kTileKinds; ++t)
    if (m & mask_of(Tile(t))) out += (out.empty() ? "" : " ") + std::string(tile_code(Tile(t)));
  return out;
}

std::string waits(const std::string& text, int melds = 0, ShapeRules rules = {}) {
  return codes(winning_tiles(counts_of(text), melds, rules));
}

// One arrangement as text, its sets sorted, so that equal multisets of sets
// read the same: "123m 123m 123m + 55p".
std::string describe(const Arrangement& a) {
  std::vector<std::string> sets;
  for (int i = 0; i < a.set_count; ++i) {
    const TileSet& s = a.sets[i];
    std::vector<Tile> ts;
    int n = s.kind == SetKind::kong ? 4 : 3;
    for (int k = 0; k < n; ++k) ts.push_back(s.kind == SetKind::chow ? Tile(s.tile + k) : s.tile);
    sets.push_back(format_tiles(ts));
  }
  std::sort(sets.begin(), sets.end());
  std::string out;
  for (const auto& s : sets) out += s + " ";
  return out + "+ " + format_tiles({a.pair, a.pair});
}

std::vector<std::string> arrangements(const std::string& text, int sets_needed,
                                      const Arrangement& prefix = {}) {
  Counts c = counts_of(text);
  std::vector<std::string> out;
  for_each_arrangement(c, mask_of_counts(c), prefix, sets_needed,
                       [&](const Arrangement& a) { out.push_back(describe(a)); });
  return out;
}

struct ArrangeCase {
  const char* text;
  int sets_needed;
  std::vector<std::string> expected;  // every arrangement, as describe() writes it
};

}  // namespace

TEST_CASE("winning_tiles") {
  struct WaitCase {
    const char* what;
    const char* hand;  // 13 tiles (fewer with melds)
    int melds;
    const char* waits;
  };
  const WaitCase cases[] = {
      {"two-sided 45m", "45m123p456p789sEE", 0, "3m 6m"},
      {"edge 12m", "12m456p789p123sEE", 0, "3m"},
      {"edge 89m", "89m456p789p123sEE", 0, "7m"},
      {"closed 13m", "13m456p789p123sEE", 0, "2m"},
      {"pair wait on an honour", "123m456p789p123sE", 0, "E"},
      {"pair wait on a suited tile", "123m456p789p123s5m", 0, "5m"},
      {"shanpon 55m and 77s", "55m123p456p789p77s", 0, "5m 7s"},
      {"nine gates: 1112345678999m waits on all nine", "1112345678999m", 0,
       "1m 2m 3m 4m 5m 6m 7m 8m 9m"},
      {"a two-sided wait and a pair wait in one suit: 2345m", "2345m456p789p123s", 0, "2m 5m"},
      {"thirteen orphans, thirteen singles: any of the thirteen", "19m19p19sESWNCFP", 0,
       "1m 9m 1p 9p 1s 9s E S W N C F P"},
      {"thirteen orphans, one missing, one doubled", "19m19p19sESWNCFF", 0, "P"},
      {"seven pairs, one single", "1133m5577p99sEEC", 0, "C"},
      {"seven pairs counting four of a kind as two pairs", "1111m5577p99sEEC", 0, "C"},
      {"knitted straight missing one tile", "147m258p36sEEECC", 0, "9s"},
      {"knitted straight complete, the set short: 12m", "147m258p369s12mEE", 0, "3m"},
      {"honours and knitted tiles, 13 distinct: the three missing", "14m25p369sESWNCF", 0,
       "7m 8p P"},
      {"with a meld: two-sided 45m", "45m456p789sEE", 1, "3m 6m"},
      {"with four melds: the single tile", "E", 4, "E"},
      {"not ready: scattered tiles", "1357m2468p147sEC", 0, ""},
      {"not ready: two pairs and no sets short of one", "1133m5577p9sESWN", 0, ""},
  };
  for (const auto& c : cases) {
    INFO("what: ", std::string(c.what));
    INFO("hand: ", std::string(c.hand));
    CHECK_EQ(waits(c.hand, c.melds), c.waits);
  }

  SUBCASE("the rule set chooses the special shapes") {
    ShapeRules none{false, false, false};
    CHECK_EQ(waits("1133m5577p99sEEC", 0, none), "");
    CHECK_EQ(waits("19m19p19sESWNCFP", 0, none), "");
    CHECK_EQ(waits("14m25p369sESWNCF", 0, none), "");
    CHECK_EQ(waits("147m258p36sEEECC", 0, none), "");
    // Standard waits stay.
    CHECK_EQ(waits("45m123p456p789sEE", 0, none), "3m 6m");
  }
}

namespace {

// Whether the tiles make `sets` sets and a pair, by the arrangement search.
bool arranges(Counts c, int sets) {
  bool found = false;
  for_each_arrangement(c, mask_of_counts(c), Arrangement{}, sets, [&](const Arrangement&) { found = true; });
  return found;
}

// The slow way to the waits: every tile added, and the hand asked whether it
// is complete in some shape the rules allow.
TileMask waits_by_adding_each_tile(const Counts& before, int melds, const ShapeRules& rules) {
  TileMask out = 0;
  for (int t = 0; t < kTileKinds; ++t) {
    // A suit's fifth copy completes by shape (suit_patterns.cpp); an honour
    // held four times is no shape at all to winning_tiles (honor_shape).
    if (is_honor(Tile(t)) && before[t] == kCopiesPerTile) continue;
    Counts c = before;
    ++c[t];
    bool complete = arranges(c, 4 - melds);
    if (melds == 0 && rules.seven_pairs) complete |= is_seven_pairs(c);
    if (melds == 0 && rules.thirteen_orphans) complete |= is_thirteen_orphans(c);
    if (melds == 0 && rules.knitted) complete |= honors_and_knitted_way(c) >= 0;
    for (int way = 0; melds <= 1 && rules.knitted && way < kKnittedWays; ++way) {
      const TileMask knitted = knitted_mask(way);
      if ((mask_of_counts(c) & knitted) != knitted) continue;
      Counts rest = c;
      for (int k = 0; k < kTileKinds; ++k) rest[k] = std::uint8_t(rest[k] - ((knitted & mask_of(Tile(k))) != 0));
      complete |= arranges(rest, 1 - melds);
    }
    if (complete) out |= mask_of(Tile(t));
  }
  return out;
}

}  // namespace

TEST_CASE("winning_tiles: the tiles that complete the hand when added one by one, on random hands") {
  // Hands drawn from a few kinds, so that pairs, sets and the special shapes
  // come up; a fixed seed, so that a failure repeats.
  std::uint32_t seed = 12345;
  auto next = [&](std::uint32_t n) {
    seed = seed * 1664525u + 1013904223u;
    return (seed >> 8) % n;
  };
  const ShapeRules every_rule_set[] = {{}, {false, false, false}};
  int ready = 0;
  for (int hand = 0; hand < 5000; ++hand) {
    const int melds = hand % 5 == 4 ? int(next(5)) : 0;
    const int kinds = 3 + int(next(12));
    Tile pool[kTileKinds];
    for (int k = 0; k < kinds; ++k) pool[k] = Tile(next(kTileKinds));
    if (hand % 7 == 0) {  // knitted and honour hands: one tile of many kinds
      for (int k = 0; k < kinds; ++k) pool[k] = Tile(hand % 3 == 0 ? 27 + next(7) : next(kTileKinds));
    }
    Counts before{};
    for (int n = 0; n < 13 - 3 * melds;) {
      const Tile t = hand % 7 == 0 && n % 2 ? Tile(next(kTileKinds)) : pool[next(std::uint32_t(kinds))];
      if (before[t] < kCopiesPerTile) ++before[t], ++n;
      else pool[next(std::uint32_t(kinds))] = Tile(next(kTileKinds));  // a kind used up: another
    }
    for (const ShapeRules& rules : every_rule_set) {
      const TileMask fast = winning_tiles(before, melds, rules);
      std::vector<Tile> tiles;
      for (int t = 0; t < kTileKinds; ++t) tiles.insert(tiles.end(), before[t], Tile(t));
      INFO("hand: ", format_tiles(tiles), ", melds: ", melds, ", waits: ", codes(fast));
      CHECK_EQ(fast, waits_by_adding_each_tile(before, melds, rules));
      ready += fast != 0;
    }
  }
  CHECK_GT(ready, 500);  // the hands were not all scattered
}

TEST_CASE("is_standard_complete") {
  struct Case {
    const char* hand;
    int sets_needed;
    bool complete;
  };
  const Case cases[] = {
      {"123m456p789s123sEE", 4, true},
      {"111222333m555pEE", 4, true},
      {"11123455678999m", 4, true},   // nine gates on 5m
      {"11122233344455m", 4, true},   // pure shifted pungs and the pair, or chows
      {"EEESSSWWWNNNCC", 4, true},
      {"123m456p789sEE", 3, true},    // one meld declared
      {"EE", 0, true},                // four melds declared
      {"123m456p789s123sE", 4, false},  // 13 tiles
      {"123m456p789s123sES", 4, false},
      {"123m456p789s12sEES", 4, false},
      {"1133m5577p99sEECC", 4, false},  // seven pairs are not four sets and a pair
      {"19m19p19sESWNCFPP", 4, false},
      {"123m456p789s123sEE", 3, false},  // the count must match the sets needed
      {"123m456p789sEEE", 3, false},     // no pair
  };
  for (const auto& c : cases) {
    INFO("hand: ", std::string(c.hand));
    CAPTURE(c.sets_needed);
    CHECK_EQ(is_standard_complete(counts_of(c.hand), c.sets_needed), c.complete);
  }
}

TEST_CASE("is_seven_pairs") {
  const std::pair<const char*, bool> cases[] = {
      {"1133m5577p99sEECC", true},
      {"1111m5577p99sEECC", true},   // four of a kind is two pairs
      {"11223344556677m", true},
      {"1133m5577p99sEEC", false},   // 13 tiles
      {"1133m5577p99sEECF", false},  // a single
      {"111m3m5577p99sEECC", false}, // three of a kind
      {"1133m5577p99sEECCPP", false},  // eight pairs
  };
  for (const auto& [hand, expected] : cases) {
    const std::string text(hand);  // clang cannot capture a structured binding
    INFO("hand: ", text);
    CHECK_EQ(is_seven_pairs(counts_of(hand)), expected);
  }
}

TEST_CASE("is_thirteen_orphans") {
  const std::pair<const char*, bool> cases[] = {
      {"19m19p19sESWNCFPP", true},
      {"119m19p19sESWNCFP", true},
      {"19m19p19sESWNCFP", false},   // 13 tiles
      {"19m19p19sESWNCFFF", false},  // P missing
      {"19m19p19sESWNCFP5m", false}, // a middle tile
      {"119m19p19sESWNCF5m", false},
      {"1199m19p19sESWNCFP", false}, // 15 tiles
  };
  for (const auto& [hand, expected] : cases) {
    const std::string text(hand);  // clang cannot capture a structured binding
    INFO("hand: ", text);
    CHECK_EQ(is_thirteen_orphans(counts_of(hand)), expected);
  }
}

TEST_CASE("knitted helpers") {
  // The knitted tiles of a deal of the rows 1-4-7, 2-5-8, 3-6-9 to the suits.
  struct Deal {
    const char* tiles;
  };
  const Deal deals[] = {{"147m258p369s"}, {"147m369p258s"}, {"258m147p369s"},
                        {"258m369p147s"}, {"369m147p258s"}, {"369m258p147s"}};

  SUBCASE("six ways, each nine knitted tiles, all different") {
    std::set<TileMask> masks;
    for (int way = 0; way < kKnittedWays; ++way) {
      CAPTURE(way);
      CHECK_EQ(__builtin_popcountll(knitted_mask(way)), 9);
      CHECK_EQ(knitted_mask(way) & kHonorMask, 0u);
      masks.insert(knitted_mask(way));
    }
    CHECK_EQ(masks.size(), 6u);
    for (const Deal& d : deals) {
      INFO("tiles: ", std::string(d.tiles));
      CHECK(masks.count(mask_of_counts(counts_of(d.tiles))));
    }
  }

  SUBCASE("knitted_straight_ways: the deals whose nine tiles are all present") {
    for (const Deal& d : deals) {
      INFO("tiles: ", std::string(d.tiles));
      TileMask present = mask_of_counts(counts_of(std::string(d.tiles) + "EEE55m"));
      unsigned ways = knitted_straight_ways(present);
      REQUIRE_EQ(__builtin_popcount(ways), 1);
      CHECK_EQ(knitted_mask(__builtin_ctz(ways)), mask_of_counts(counts_of(d.tiles)));
    }
    CHECK_EQ(knitted_straight_ways(mask_of_counts(counts_of("147m258p36sEEECC"))), 0u);
    CHECK_EQ(knitted_straight_ways(0), 0u);
    CHECK_EQ(knitted_straight_ways(mask_of_counts(counts_of("123456789m123456789p123456789s"))), 0x3Fu);
  }

  SUBCASE("honors_and_knitted_way: 14 different tiles of one deal and the honours") {
    for (const Deal& d : deals) {
      INFO("tiles: ", std::string(d.tiles));
      // All seven honours and seven knitted tiles ...
      std::string seven(d.tiles);
      seven.erase(seven.find('m') - 1, 1);  // one of the first suit's three
      seven.erase(seven.find('p') - 1, 1);
      int way = honors_and_knitted_way(counts_of(seven + "ESWNCFP"));
      REQUIRE_NE(way, -1);
      CHECK_EQ(knitted_mask(way), mask_of_counts(counts_of(d.tiles)));
      // ... or all nine and five honours.
      way = honors_and_knitted_way(counts_of(std::string(d.tiles) + "ESWCP"));
      REQUIRE_NE(way, -1);
      CHECK_EQ(knitted_mask(way), mask_of_counts(counts_of(d.tiles)));
    }
    // Nine knitted tiles and five honours, all different.
    CHECK_NE(honors_and_knitted_way(counts_of("147m258p369sESWNC")), -1);
    const char* not_knitted[] = {
        "147m258p369sESWNN",   // a pair
        "147m258p369sESWN",    // 13 tiles
        "147m258p369sESWNCF",  // 15 tiles
        "147m258p368sESWNC",   // 8s belongs to no deal with 1-4-7 characters and 2-5-8 dots
        "123m258p369sESWNC",   // 1m, 2m, 3m are three rows in one suit
        "123m456p789s123sEE",  // a plain hand
    };
    for (const char* hand : not_knitted) {
      const std::string text(hand);  // clang cannot capture a structured binding
    INFO("hand: ", text);
      CHECK_EQ(honors_and_knitted_way(counts_of(hand)), -1);
    }
  }
}

// Worked out by hand: the lowest tile left is in the pair, a pung or a chow.
const ArrangeCase kArrangeCases[] = {
    // Three pungs or three chows.
    {"111222333m55p", 3, {"111m 222m 333m + 55p", "123m 123m 123m + 55p"}},
    {"112233m55p", 2, {"123m 123m + 55p"}},
    // The pair at either end.
    {"22334455m", 2, {"234m 234m + 55m", "345m 345m + 22m"}},
    // 111m 23m: the pair and a chow, in whichever order they are taken.
    {"11123m456p789p", 3, {"123m 456p 789p + 11m"}},
    {"111123m55p", 2, {"111m 123m + 55p"}},
    // Nine gates completed by 1m and by 5m.
    {"11112345678999m", 4, {"111m 123m 456m 789m + 99m"}},
    {"11123455678999m", 4, {"111m 234m 678m 999m + 55m"}},
    {"11122233344455m", 4, {"111m 222m 333m 444m + 55m", "111m 234m 234m 234m + 55m",
                            "123m 123m 123m 444m + 55m", "111m 234m 345m 345m + 22m"}},
    {"11112222333344m", 4, {"111m 123m 222m 333m + 44m", "123m 123m 123m 123m + 44m",
                            "123m 123m 234m 234m + 11m"}},
    {"EEESSSWWWNNNCC", 4, {"EEE NNN SSS WWW + CC"}},
    {"123m456p789s123sEE", 4, {"123m 123s 456p 789s + EE"}},
    // Without a pair, or with a stray tile: none.
    {"111222333m", 3, {}},
    {"123m456p789s123sES", 4, {}},
    {"1133m5577p99sEECC", 4, {}},
};

TEST_CASE("for_each_arrangement") {
  SUBCASE("every arrangement is found, and nothing else") {
    for (const auto& c : kArrangeCases) {
      INFO("text: ", std::string(c.text));
      std::vector<std::string> found = arrangements(c.text, c.sets_needed);
      std::set<std::string> got(found.begin(), found.end());
      std::set<std::string> expected(c.expected.begin(), c.expected.end());
      CHECK_EQ(got, expected);
    }
  }

  SUBCASE("declared sets in the prefix come first and stay") {
    Arrangement prefix;
    prefix.sets[0] = TileSet{*parse_tile_code("E"), SetKind::pung, false, true};
    prefix.set_count = 1;
    Counts c = counts_of("111222333m55p");
    std::vector<std::string> found;
    for_each_arrangement(c, mask_of_counts(c), prefix, 3, [&](const Arrangement& a) {
      CHECK_EQ(a.set_count, 4);
      CHECK_EQ(std::string(tile_code(a.sets[0].tile)), "E");
      CHECK(a.sets[0].declared);
      CHECK_FALSE(a.sets[0].concealed);
      found.push_back(describe(a));
    });
    std::sort(found.begin(), found.end());
    CHECK_EQ(found, std::vector<std::string>{"111m 222m 333m EEE + 55p", "123m 123m 123m EEE + 55p"});
  }
}

// shapes.h: "Each multiset of sets is reported once".
TEST_CASE("for_each_arrangement: each arrangement exactly once") {
  for (const auto& c : kArrangeCases) {
    INFO("text: ", std::string(c.text));
    std::vector<std::string> found = arrangements(c.text, c.sets_needed);
    std::map<std::string, int> times;
    for (const auto& a : found) ++times[a];
    for (const auto& [a, n] : times) {
      const std::string& arrangement = a;  // clang cannot capture a structured binding
      CAPTURE(arrangement);
      CHECK_EQ(n, 1);
    }
    CHECK_EQ(found.size(), c.expected.size());
  }
}
