// Seven pairs: every pair held is kept (four of a kind is two), and each pair
// missing costs one tile, since 13 or 14 tiles with fewer than seven pairs
// always have a single to pair for each.
#include <algorithm>

#include "shape_distance.h"

namespace mahjong::analysis {

int seven_pairs_distance(const Counts& standing, int melds) {
  if (melds != 0) return kUnreachable;
  int pairs = 0;
  for (std::uint8_t n : standing) pairs += n / 2;
  return std::max(0, 7 - pairs);
}

}  // namespace mahjong::analysis
