// Knitted Straight with a set and a pair: for each way, the knitted tiles
// held count once each (using a held copy there is never worse than in the
// sets), and what is left must make the set and the pair.
#include <algorithm>

#include "shape_distance.h"
#include "shapes.h"

namespace mahjong::analysis {

int knitted_straight_distance(const Counts& standing, int melds) {
  if (melds > 1) return kUnreachable;
  int best = kUnreachable;
  for (int way = 0; way < kKnittedWays; ++way) {
    const TileMask knitted = knitted_mask(way);
    Counts rest = standing;
    int missing = 9;
    for (int t = 0; t < 27; ++t)
      if ((knitted & mask_of(Tile(t))) && rest[t]) --rest[t], --missing;
    // The rest can do no better than nothing to add: skip the lookups.
    if (missing >= best) continue;
    best = std::min(best, missing + sets_and_pair_distance(rest, 1 - melds));
  }
  return best;
}

}  // namespace mahjong::analysis
