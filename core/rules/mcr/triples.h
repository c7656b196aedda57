// Chow and pung fans made of three sets share one search: over every three of
// the (three or four) sets, the highest-scoring fan, and the set left out.
#pragma once

#include <utility>

#include "fan_table.h"
#include "../../tile.h"

namespace mahjong::mcr {

struct TripleFan {
  FanId fan = kFanCount;  // kFanCount: none
  int left_out = -1;      // index of the fourth set, or -1
};

// Sorts up to four tiles or ranks (std::sort on a four-element array trips a
// false -Warray-bounds in GCC 12, and its introsort is code the page's first
// module need not carry for so few).
template <class T>
inline void sort_sets(T* t, int n) {
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && t[j - 1] > t[j]; --j) std::swap(t[j - 1], t[j]);
}

template <class FanOfThree>
TripleFan best_triple_fan(const Tile* sets, int n, FanOfThree fan_of_three) {
  TripleFan best;
  if (n < 3) return best;
  for (int skip = n == 4 ? 0 : -1; skip < (n == 4 ? 4 : 0); ++skip) {
    Tile t[3];
    int k = 0;
    for (int i = 0; i < n; ++i)
      if (i != skip) t[k++] = sets[i];
    FanId f = fan_of_three(t[0], t[1], t[2]);
    if (f != kFanCount && (best.fan == kFanCount || points_of(f) > points_of(best.fan)))
      best = {f, skip};
  }
  return best;
}

}  // namespace mahjong::mcr
