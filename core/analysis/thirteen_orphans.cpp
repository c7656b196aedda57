// Thirteen orphans: every terminal and honour held counts once, and one of
// them held twice makes the pair.
#include "shape_distance.h"

namespace mahjong::analysis {
namespace {

constexpr Tile kOrphans[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

}  // namespace

int thirteen_orphans_distance(const Counts& standing, int melds) {
  if (melds != 0) return kUnreachable;
  int kinds = 0;
  bool pair = false;
  for (Tile t : kOrphans) kinds += standing[t] > 0, pair |= standing[t] > 1;
  return 14 - kinds - (pair ? 1 : 0);
}

}  // namespace mahjong::analysis
