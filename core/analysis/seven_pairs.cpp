// Seven pairs: keep every pair (four of a kind is two), then pair a single for
// one tile each, then, singles gone, a new pair costs two.
#include <algorithm>

#include "shape_distance.h"

namespace mahjong::analysis {

int seven_pairs_distance(const Counts& standing, int melds) {
  if (melds != 0) return kUnreachable;
  int pairs = 0, singles = 0;
  for (std::uint8_t n : standing) pairs += n / 2, singles += n & 1;
  const int missing = std::max(0, 7 - pairs);
  return missing + std::max(0, missing - singles);
}

}  // namespace mahjong::analysis
