// Every worked payment example of seed 001, each from the seed's own numbers.
// Where the seed's arithmetic is wrong (its Canton Hand 1), the test follows
// the rule the seed states and says what the seed printed. Payments are in
// seat order East, South, West, North; East is the dealer.
#include <doctest/doctest.h>

#include <array>

#include "rules/hk/settlement.h"

using namespace mahjong;
using namespace mahjong::hk;

namespace {

using Payments = std::array<int, 4>;
using Table = HkOptions::PaymentTable;

HkOptions with_table(Table table) {
  HkOptions o;
  o.payment_table = table;
  return o;
}

WinSituation self_drawn(Wind winner) { return {winner, true, std::nullopt, false}; }
WinSituation on_discard(Wind winner, Wind discarder) { return {winner, false, discarder, false}; }

// The payments for a hand of `faan` (already capped), and its base points.
Payments settled(int faan, const WinSituation& win, const HkOptions& o, int expected_base) {
  const int base = base_points(faan, o.payment_table);
  CHECK_EQ(base, expected_base);
  Payments p = settle(base, win, o);
  CHECK_EQ(p[0] + p[1] + p[2] + p[3], 0);
  return p;
}

}  // namespace

TEST_SUITE("hk") {

TEST_CASE("Simplified table: the seed's three hands") {
  const HkOptions o = with_table(Table::simplified);
  SUBCASE("Hand 1: West wins with 3 faan from the wall (base 1)") {
    // East 1 x2 (wall) x2 (east) = -4; South, North 1 x2 = -2; West 4 + 2 + 2 = +8.
    // The seed writes "4 (from east) + 2 (from south) 2 (from north)": a '+'
    // is missing, the sum is right.
    CHECK_EQ(settled(3, self_drawn(Wind::west), o, 1), Payments{-4, -2, 8, -2});
  }
  SUBCASE("Hand 2: North wins with 6 faan on a discard from South (base 2)") {
    // East 2 x2 (east) = -4; South 2 x2 (discarder) = -4; West -2; North 4 + 4 + 2 = +10.
    CHECK_EQ(settled(6, on_discard(Wind::north, Wind::south), o, 2), Payments{-4, -4, -2, 10});
  }
  SUBCASE("Hand 3: East wins with 10 faan on a discard from West (base 8)") {
    // South, North 8 x2 (paying east) = -16; West 8 x2 x2 (discarder) = -32; East +64.
    CHECK_EQ(settled(10, on_discard(Wind::east, Wind::west), o, 8), Payments{64, -16, -32, -16});
  }
  SUBCASE("the text: 3 faan is one base point, 9 faan four") {
    CHECK_EQ(base_points(3, Table::simplified), 1);
    CHECK_EQ(base_points(9, Table::simplified), 4);
  }
}

TEST_CASE("Traditional table: the seed's three hands") {
  const HkOptions o = with_table(Table::traditional);
  SUBCASE("Hand 1: West wins with 4 faan from the wall (base 16)") {
    CHECK_EQ(settled(4, self_drawn(Wind::west), o, 16), Payments{-64, -32, 128, -32});
  }
  SUBCASE("Hand 2: North wins with 7 faan on a discard from South (base 32)") {
    CHECK_EQ(settled(7, on_discard(Wind::north, Wind::south), o, 32), Payments{-64, -64, -32, 160});
  }
  SUBCASE("Hand 3: East wins with 10 faan on a discard from West (base 64)") {
    CHECK_EQ(settled(10, on_discard(Wind::east, Wind::west), o, 64), Payments{512, -128, -256, -128});
  }
  SUBCASE("the text: 3 faan is eight base points, 9 faan 32") {
    CHECK_EQ(base_points(3, Table::traditional), 8);
    CHECK_EQ(base_points(9, Table::traditional), 32);
  }
}

TEST_CASE("Traditional table: the Fan-Laak columns") {
  // "By Discard" c + c + 2c and "By Self-Draw" 2c + 2c + 2c leave the dealer
  // out: they are the seed's rule without the dealer's doubling (ruling 24).
  HkOptions o = with_table(Table::traditional);
  o.dealer_doubles = false;
  const int chips[] = {1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64, 64};
  for (int faan = 0; faan <= 13; ++faan) {
    CAPTURE(faan);
    const int c = chips[faan];
    // South wins on West's discard: West 2c, East and North c.
    Payments discard = settled(faan, on_discard(Wind::south, Wind::west), o, c);
    CHECK_EQ(discard, Payments{-c, 4 * c, -2 * c, -c});
    // "N/A" for a self-drawn 0-faan hand: a self-draw always has Self-Pick.
    if (faan == 0) continue;
    CHECK_EQ(settled(faan, self_drawn(Wind::south), o, c), Payments{-2 * c, 6 * c, -2 * c, -2 * c});
  }
}

TEST_CASE("Canton table: the seed's three hands") {
  const HkOptions o = with_table(Table::canton);
  SUBCASE("Hand 1: West wins with 4 faan from the wall (base 16); the seed's arithmetic is wrong") {
    // The seed prints East "16 x2 x2 = -64", South "16 x2 = -32", West
    // "4 (from east) + 2 (from south) + 2 (from north) = +128" and North
    // "1 (base points) x2 = -32". West's summands are the Simplified Hand 1's
    // (they add to 8) and North's line starts from 1 base point (1 x 2 is 2).
    // The stated rule, base 16 doubled for the self-draw and again for East,
    // gives the seed's totals: 64 + 32 + 32 = 128, and North 16 x 2 = 32.
    CHECK_EQ(settled(4, self_drawn(Wind::west), o, 16), Payments{-64, -32, 128, -32});
  }
  SUBCASE("Hand 2 (labelled \"Hand 1\" again): West wins with 7 faan from the wall (base 48)") {
    CHECK_EQ(settled(7, self_drawn(Wind::west), o, 48), Payments{-192, -96, 384, -96});
  }
  SUBCASE("Hand 3: East wins with 12 faan on a discard from West (base 256)") {
    CHECK_EQ(settled(12, on_discard(Wind::east, Wind::west), o, 256), Payments{2048, -512, -1024, -512});
  }
  SUBCASE("the text: 3 faan is eight base points; 9 faan is 96 as the table says, not 128") {
    // "A winning hand with 9 faan is worth 128 base points" is the table's
    // 10-faan row; the table beside the text gives 96 (ruling 23).
    CHECK_EQ(base_points(3, Table::canton), 8);
    CHECK_EQ(base_points(9, Table::canton), 96);
    CHECK_EQ(base_points(10, Table::canton), 128);
  }
}

TEST_CASE("Canton table: its columns, which its own examples do not follow") {
  // The columns are what the winner collects: "By Discard" V and "By
  // Self-Draw" 3 x V/2 ("3 (1x3)" ... "576 (192x3)"). The examples instead
  // treat V as each loser's base points and double it, four times the
  // column's self-draw figure; the scorer follows the examples' stated rule
  // (ruling 22). The columns come out exactly with the discarder paying all,
  // no dealer doubling and a stake of a quarter base point.
  const int by_discard[] = {1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384};
  HkOptions o = with_table(Table::canton);
  o.dealer_doubles = false;
  o.discard_payment = HkOptions::DiscardPayment::all;
  for (int faan = 0; faan <= 13; ++faan) {
    CAPTURE(faan);
    const int v = by_discard[faan];
    Payments discard = settled(faan, on_discard(Wind::south, Wind::west), o, v);
    CHECK_EQ(discard[1] / 4.0, v);  // stake 0.25
    if (faan == 0) continue;  // "N/A (self-pick is 1 faan)"
    Payments self = settled(faan, self_drawn(Wind::south), o, v);
    CHECK_EQ(self[1] / 4.0, 3 * v / 2.0);
    // By the examples' rule West collects 2v from each loser, 6v: four times
    // the column's 3v/2 (8v with East's doubling, as in the examples).
    HkOptions rule = with_table(Table::canton);
    rule.dealer_doubles = false;
    CHECK_EQ(settle(v, self_drawn(Wind::west), rule)[2], 4 * (3 * v / 2));
    CHECK_EQ(settle(v, self_drawn(Wind::west), with_table(Table::canton))[2], 8 * v);
  }
}

TEST_CASE("Who pays on a discard: half (半銃, the seed's rule) and all (全銃)") {
  HkOptions o;  // traditional, dealer doubles, half
  SUBCASE("half: every loser, the discarder double") {
    CHECK_EQ(settled(3, on_discard(Wind::south, Wind::west), o, 8), Payments{-16, 40, -16, -8});
  }
  SUBCASE("all (全銃): the discarder pays every share") {
    o.discard_payment = HkOptions::DiscardPayment::all;
    CHECK_EQ(settled(3, on_discard(Wind::south, Wind::west), o, 8), Payments{0, 40, -40, 0});
    CHECK_EQ(settled(3, on_discard(Wind::south, Wind::east), o, 8), Payments{-48, 48, 0, 0});
  }
  SUBCASE("a self-drawn win is the same under both") {
    for (auto mode : {HkOptions::DiscardPayment::half, HkOptions::DiscardPayment::all}) {
      o.discard_payment = mode;
      CHECK_EQ(settled(4, self_drawn(Wind::west), o, 16), Payments{-64, -32, 128, -32});
    }
  }
}

TEST_CASE("Regression: 半銃 makes the discarder pay double and the other two their share") {
  // Issue 15: "half" used to make the discarder pay its own share alone.
  // North wins 3 faan (base 8) on West's discard, no dealer doubling: West
  // 8 x 2 = 16, East 8, South 8; North collects 32.
  HkOptions o;
  o.discard_payment = HkOptions::DiscardPayment::half;
  o.dealer_doubles = false;
  CHECK_EQ(settled(3, on_discard(Wind::north, Wind::west), o, 8), Payments{-8, -8, -16, 32});
}

TEST_CASE("包: the liable player pays every share") {
  HkOptions o;  // traditional, dealer doubles, half
  WinSituation win = self_drawn(Wind::south);
  win.liable = Wind::west;
  SUBCASE("self-drawn: the three self-drawn shares") {
    // 8 faan, base 32: East 32 x 2 (self-drawn) x 2 (dealer) = 128, West
    // 64, North 64; West pays all 256.
    CHECK_EQ(settled(8, win, o, 32), Payments{0, 256, -256, 0});
  }
  SUBCASE("on another player's discard: the liable player pays, the discarder nothing") {
    // 13 faan, base 64, North discards: East 64 x 2 = 128, West 64, North
    // 64 x 2 = 128; West pays all 320.
    win.self_drawn = false;
    win.discarder = Wind::north;
    CHECK_EQ(settled(13, win, o, 64), Payments{0, 320, -320, 0});
  }
}

TEST_CASE("The dealer's doubling") {
  HkOptions o;
  SUBCASE("East self-draws: every loser pays four times the base") {
    CHECK_EQ(settled(3, self_drawn(Wind::east), o, 8), Payments{96, -32, -32, -32});
  }
  SUBCASE("dealer_doubles false: East pays and receives like anyone") {
    o.dealer_doubles = false;
    CHECK_EQ(settled(3, self_drawn(Wind::east), o, 8), Payments{48, -16, -16, -16});
    CHECK_EQ(settled(3, on_discard(Wind::west, Wind::south), o, 8), Payments{-8, -16, 32, -8});
  }
}

TEST_CASE("Robbing a kong: the robbed player pays every share") {
  HkOptions o;
  const WinSituation robbed{Wind::west, false, Wind::south, true};
  SUBCASE("by default, whatever discard_payment says") {
    // East 16 x2 (dealer), South 16 x2 (robbed), North 16: South pays 80.
    CHECK_EQ(settled(4, robbed, o, 16), Payments{0, -80, 80, 0});
    o.discard_payment = HkOptions::DiscardPayment::all;
    CHECK_EQ(settled(4, robbed, o, 16), Payments{0, -80, 80, 0});
  }
  SUBCASE("robbed_pays_all false: an ordinary discard") {
    o.robbed_pays_all = false;
    CHECK_EQ(settled(4, robbed, o, 16), Payments{-32, -32, 80, -16});
  }
}

}  // TEST_SUITE
