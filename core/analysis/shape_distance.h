// Each hand shape's distance: the fewest tiles to add to the standing tiles
// (each replacing one let go) for that shape to be complete, by shape alone
// (see group_distance.h). A 13-tile hand at distance 1 is ready; 14 tiles at
// distance 0 win. Shanten is the distance minus one. Each shape is its own
// file; shanten.h combines them as a rule set allows.
#pragma once

#include <array>

#include "tile.h"

namespace mahjong::analysis {

// More than any hand is ever from a shape: the shape does not apply.
constexpr int kUnreachable = 99;

// Four sets and a pair, `melds` of the sets declared (standard_shape.cpp).
int standard_distance(const Counts& standing, int melds);
// The same for any number of sets still wanted (0-4) and one pair.
int sets_and_pair_distance(const Counts& standing, int sets);
// standard_distance of `standing` with each tile added, at once.
void standard_distances_by_draw(const Counts& standing, int melds, std::array<int, kTileKinds>& after);

// Seven pairs; four of a kind is two pairs, as both rule sets read it
// (seven_pairs.cpp). No melds.
int seven_pairs_distance(const Counts& standing, int melds);

// Thirteen orphans: one of each terminal and honour, and one more of them
// (thirteen_orphans.cpp). No melds.
int thirteen_orphans_distance(const Counts& standing, int melds);

// MCR's Lesser (and Greater) Honors and Knitted Tiles: fourteen different
// tiles among the knitted tiles of one way and the honours
// (honors_and_knitted.cpp). No melds.
int honors_and_knitted_distance(const Counts& standing, int melds);

// MCR's Knitted Straight with one set and a pair: the nine knitted tiles of
// one way, then a set (declared or not) and a pair (knitted_straight.cpp).
// At most one meld. Gives the lesser of the distance and `bound`: ways that
// cannot come under the bound are not looked at.
int knitted_straight_distance(const Counts& standing, int melds, int bound = kUnreachable);

}  // namespace mahjong::analysis
