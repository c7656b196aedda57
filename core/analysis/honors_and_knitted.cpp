// Honors and Knitted Tiles: fourteen of the sixteen different tiles a way's
// knitted tiles and the honours offer; each kind held counts once.
#include <algorithm>

#include "shape_distance.h"
#include "shapes.h"

namespace mahjong::analysis {

int honors_and_knitted_distance(const Counts& standing, int melds) {
  if (melds != 0) return kUnreachable;
  TileMask present = 0;
  for (int t = 0; t < kTileKinds; ++t)
    if (standing[t]) present |= mask_of(Tile(t));
  int best = kUnreachable;
  for (int way = 0; way < kKnittedWays; ++way) {
    const int held = __builtin_popcountll(present & (knitted_mask(way) | kHonorMask));
    best = std::min(best, 14 - std::min(held, 14));
  }
  return best;
}

}  // namespace mahjong::analysis
