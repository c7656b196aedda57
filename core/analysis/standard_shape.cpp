// Four sets and a pair: each group's distances from the table, combined by
// trying every way to share the sets among the four groups and to place the
// pair (a min-plus product, three of them).
#include <algorithm>

#include "group_distance.h"
#include "shape_distance.h"

namespace mahjong::analysis {
namespace {

GroupDistance group_distance(int g, SuitCode code) {
  return g < 3 ? suit_distance(code) : honor_distance(code);
}

// The ranks held, and for a suit those within two of one held.
unsigned near_ranks(SuitCode code, bool suit) {
  unsigned held = 0;
  for (int r = 0; r < 9; ++r)
    if ((code >> (3 * r)) & 7) held |= 1u << r;
  if (!suit) return held;
  return (held | held << 1 | held << 2 | held >> 1 | held >> 2) & 0x1FF;
}

}  // namespace

int sets_and_pair_distance(const Counts& standing, int sets) {
  const std::array<SuitCode, 4> codes = group_codes(standing);
  GroupDistance acc = suit_distance(codes[0]);
  acc = combine(acc, suit_distance(codes[1]), sets);
  acc = combine(acc, suit_distance(codes[2]), sets);
  acc = combine(acc, honor_distance(codes[3]), sets);
  return acc.to[sets][1];
}

int standard_distance(const Counts& standing, int melds) {
  return sets_and_pair_distance(standing, kMaxSets - melds);
}

// A drawn tile changes one group: the other three are combined once per
// group, and each tile costs one lookup and one last product.
void standard_distances_by_draw(const Counts& standing, int melds, std::array<int, kTileKinds>& after) {
  const int sets = kMaxSets - melds;
  const std::array<SuitCode, 4> codes = group_codes(standing);
  std::array<GroupDistance, 4> d;
  for (int g = 0; g < 4; ++g) d[g] = group_distance(g, codes[g]);
  GroupDistance all = d[0];
  for (int g = 1; g < 4; ++g) all = combine(all, d[g], sets);
  const int before = all.to[sets][1];
  for (int g = 0; g < 4; ++g) {
    GroupDistance others;
    bool first = true;
    for (int o = 0; o < 4; ++o) {
      if (o == g) continue;
      others = first ? d[o] : combine(others, d[o], sets);
      first = false;
    }
    const int kinds = g < 3 ? 9 : 7;
    const unsigned near = near_ranks(codes[g], g < 3);
    for (int r = 0; r < kinds; ++r) {
      // A tile with none held within two ranks (an honour not held) cannot
      // help: whatever set or pair of a best hand it stands in, a tile the
      // hand lets go could stand in its place.
      if (!(near & (1u << r))) {
        after[g * 9 + r] = before;
        continue;
      }
      const GroupDistance mine = group_distance(g, codes[g] + rank_bit(r));
      int best = kUnreachable;
      for (int s = 0; s <= sets; ++s)
        for (int p = 0; p < 2; ++p) {
          const int both = mine.to[s][p] + others.to[sets - s][1 - p];
          if (both < best) best = both;
        }
      after[g * 9 + r] = best;
    }
  }
}

}  // namespace mahjong::analysis
