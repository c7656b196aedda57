// Four sets and a pair: each group's distances from the table, combined by
// trying every way to share the sets among the four groups and to place the
// pair (a min-plus product, three of them).
#include <algorithm>

#include "group_distance.h"
#include "shape_distance.h"

namespace mahjong::analysis {
namespace {

using Row = GroupDistance;

// best.to[s][p] = the least over splits of s sets and p pairs between a and b.
Row combine(const Row& a, const Row& b, int sets) {
  Row out;
  for (int s = 0; s <= sets; ++s)
    for (int p = 0; p < 2; ++p) {
      int best = kUnreachable;
      for (int sa = 0; sa <= s; ++sa)
        for (int pa = 0; pa <= p; ++pa)
          best = std::min(best, a.to[sa][pa] + b.to[s - sa][p - pa]);
      out.to[s][p] = std::uint8_t(best);
    }
  return out;
}

}  // namespace

int sets_and_pair_distance(const Counts& standing, int sets) {
  const std::array<SuitCode, 4> codes = group_codes(standing);
  Row acc = suit_distance(codes[0]);
  acc = combine(acc, suit_distance(codes[1]), sets);
  acc = combine(acc, suit_distance(codes[2]), sets);
  acc = combine(acc, honor_distance(codes[3]), sets);
  return acc.to[sets][1];
}

int standard_distance(const Counts& standing, int melds) {
  return sets_and_pair_distance(standing, kMaxSets - melds);
}

}  // namespace mahjong::analysis
