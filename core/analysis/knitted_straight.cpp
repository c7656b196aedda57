// Knitted Straight with a set and a pair: for each way, the knitted tiles
// held count once each (using a held copy there is never worse than in the
// sets), and what is left must make the set and the pair.
#include <algorithm>

#include "shape_distance.h"
#include "shapes.h"

namespace mahjong::analysis {

int knitted_straight_distance(const Counts& standing, int melds, int bound) {
  if (melds > 1) return bound;
  TileMask present = 0;
  for (int t = 0; t < 27; ++t)
    if (standing[t]) present |= mask_of(Tile(t));
  int best = bound;
  for (int way = 0; way < kKnittedWays; ++way) {
    const TileMask held = present & knitted_mask(way);
    const int missing = 9 - __builtin_popcountll(held);
    // The rest can do no better than nothing to add: skip the lookups.
    if (missing >= best) continue;
    Counts rest = standing;
    for (TileMask m = held; m; m &= m - 1) --rest[__builtin_ctzll(m)];
    best = std::min(best, missing + sets_and_pair_distance(rest, 1 - melds));
  }
  return best;
}

}  // namespace mahjong::analysis
