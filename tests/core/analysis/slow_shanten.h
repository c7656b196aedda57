// An independent, slow shanten for the tests: each shape's distance (the
// fewest tiles to add, by shape) found by brute force, sharing nothing with
// core/analysis but the tile numbering and the knitted masks of shapes.h.
//
// - Four sets and a pair: every split of the whole hand into blocks (sets,
//   two-tile partial sets, the pair, single tiles), scored by the classic
//   count; and, where few sets are wanted, every target hand written out.
// - The special shapes: every target hand written out (seven pairs: every
//   choice of pairs among the kinds held, a pair of a kind not held costing
//   two).
#pragma once

#include <algorithm>
#include <vector>

#include "shapes.h"
#include "tile.h"

namespace mahjong::test::slow {

constexpr int kFar = 99;

// How many tiles `target` has that `held` lacks.
inline int missing(const Counts& target, const Counts& held) {
  int n = 0;
  for (int t = 0; t < kTileKinds; ++t) n += std::max(0, int(target[t]) - int(held[t]));
  return n;
}

// Every set: 34 pungs, then 21 chows, as (tile, is_chow).
struct SetShape {
  Tile tile;
  bool chow;
};
inline std::vector<SetShape> all_sets() {
  std::vector<SetShape> out;
  for (int t = 0; t < kTileKinds; ++t) out.push_back({Tile(t), false});
  for (int t = 0; t < 27; ++t)
    if (rank_of(Tile(t)) <= 7) out.push_back({Tile(t), true});
  return out;
}
inline void add_set(Counts& c, SetShape s, int by) {
  if (s.chow)
    for (int k = 0; k < 3; ++k) c[s.tile + k] = std::uint8_t(c[s.tile + k] + by);
  else
    c[s.tile] = std::uint8_t(c[s.tile] + 3 * by);
}

// Every target of `sets` sets (non-decreasing, so each multiset once) and a
// pair, on top of `base`: the least missing.
inline int enumerate_sets_and_pair(const Counts& held, Counts base, int sets, std::size_t from = 0) {
  static const std::vector<SetShape> kSets = all_sets();
  if (sets == 0) {
    // The pair changes one kind's shortfall only.
    const int without_pair = missing(base, held);
    int best = kFar;
    for (int p = 0; p < kTileKinds; ++p) {
      const int before = std::max(0, base[p] - held[p]), after = std::max(0, base[p] + 2 - held[p]);
      best = std::min(best, without_pair - before + after);
    }
    return best;
  }
  int best = kFar;
  for (std::size_t i = from; i < kSets.size(); ++i) {
    add_set(base, kSets[i], 1);
    best = std::min(best, enumerate_sets_and_pair(held, base, sets - 1, i));
    add_set(base, kSets[i], -1);
  }
  return best;
}

// The block split: takes the lowest tile left and decides what it starts.
struct Blocks {
  int sets_wanted, tiles;
  int best = kFar;

  void leaf(int sets, int partials, int pair) {
    const int used_partials = std::min(partials, sets_wanted - sets);
    const int kept = 3 * sets + 2 * used_partials + 2 * pair;
    const int slots = (sets_wanted - sets - used_partials) + (1 - pair);
    const int fill = std::min(tiles - kept, slots);  // single tiles starting the empty places
    best = std::min(best, 3 * sets_wanted + 2 - kept - fill);
  }

  void split(Counts& c, int from, int sets, int partials, int pair) {
    int t = from;
    while (t < kTileKinds && c[t] == 0) ++t;
    if (t == kTileKinds) return leaf(sets, partials, pair);
    const bool suited = is_suited(Tile(t));
    const int rank = rank_of(Tile(t));
    const bool room = sets + partials < sets_wanted;
    --c[t];  // a single tile
    split(c, t, sets, partials, pair);
    if (c[t] >= 2 && sets < sets_wanted) {  // a pung
      c[t] -= 2;
      split(c, t, sets + 1, partials, pair);
      c[t] += 2;
    }
    if (suited && rank <= 7 && c[t + 1] && c[t + 2] && sets < sets_wanted) {  // a chow
      --c[t + 1], --c[t + 2];
      split(c, t, sets + 1, partials, pair);
      ++c[t + 1], ++c[t + 2];
    }
    if (c[t] >= 1) {
      --c[t];
      if (!pair) split(c, t, sets, partials, 1);              // the pair
      if (room) split(c, t, sets, partials + 1, pair);        // two towards a pung
      ++c[t];
    }
    if (suited && rank <= 8 && c[t + 1] && room) {  // two in a row
      --c[t + 1];
      split(c, t, sets, partials + 1, pair);
      ++c[t + 1];
    }
    if (suited && rank <= 7 && c[t + 2] && room) {  // two with a gap
      --c[t + 2];
      split(c, t, sets, partials + 1, pair);
      ++c[t + 2];
    }
    ++c[t];
  }
};

inline int standard_by_blocks(Counts c, int sets) {
  int tiles = 0;
  for (auto n : c) tiles += n;
  Blocks b{sets, tiles};
  b.split(c, 0, 0, 0, 0);
  return b.best;
}

inline int standard(const Counts& held, int melds) {
  return standard_by_blocks(held, 4 - melds);
}

inline int seven_pairs(const Counts& held, int melds) {
  if (melds) return kFar;
  // Kinds held, most copies first, so that good choices come early and the
  // bound cuts the rest.
  std::vector<int> kinds;
  for (int t = 0; t < kTileKinds; ++t)
    if (held[t]) kinds.push_back(t);
  std::stable_sort(kinds.begin(), kinds.end(), [&](int a, int b) { return held[a] > held[b]; });
  int best = kFar;
  // Up to two pairs of each kind held (a third costs two, as a kind not held
  // does); the pairs still missing are of kinds not held, two tiles each.
  auto go = [&](auto& self, std::size_t i, int used, int cost) -> void {
    if (cost >= best) return;
    if (i == kinds.size()) {
      best = std::min(best, cost + 2 * (7 - used));
      return;
    }
    for (int p = 0; p <= 2 && used + p <= 7; ++p)
      self(self, i + 1, used + p, cost + std::max(0, 2 * p - held[kinds[i]]));
  };
  go(go, 0, 0, 0);
  return best;
}

inline const std::vector<Tile>& orphans() {
  static const std::vector<Tile> k = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
  return k;
}

inline int thirteen_orphans(const Counts& held, int melds) {
  if (melds) return kFar;
  int best = kFar;
  for (Tile extra : orphans()) {
    Counts target{};
    for (Tile t : orphans()) target[t] = 1;
    ++target[extra];
    best = std::min(best, missing(target, held));
  }
  return best;
}

inline int honors_and_knitted(const Counts& held, int melds) {
  if (melds) return kFar;
  int best = kFar;
  for (int way = 0; way < kKnittedWays; ++way) {
    std::vector<Tile> pool;
    for (int t = 0; t < kTileKinds; ++t)
      if ((knitted_mask(way) | kHonorMask) & mask_of(Tile(t))) pool.push_back(Tile(t));
    for (std::size_t a = 0; a < pool.size(); ++a)
      for (std::size_t b = a + 1; b < pool.size(); ++b) {  // the two left out
        Counts target{};
        for (std::size_t k = 0; k < pool.size(); ++k)
          if (k != a && k != b) target[pool[k]] = 1;
        best = std::min(best, missing(target, held));
      }
  }
  return best;
}

inline int knitted_straight(const Counts& held, int melds) {
  if (melds > 1) return kFar;
  int best = kFar;
  for (int way = 0; way < kKnittedWays; ++way) {
    Counts base{};
    for (int t = 0; t < 27; ++t)
      if (knitted_mask(way) & mask_of(Tile(t))) base[t] = 1;
    best = std::min(best, enumerate_sets_and_pair(held, base, 1 - melds));
  }
  return best;
}

// The least over the shapes `rules` allows.
inline int distance(const Counts& held, int melds, const ShapeRules& rules) {
  int best = standard(held, melds);
  if (rules.seven_pairs) best = std::min(best, seven_pairs(held, melds));
  if (rules.thirteen_orphans) best = std::min(best, thirteen_orphans(held, melds));
  if (rules.knitted) best = std::min({best, honors_and_knitted(held, melds), knitted_straight(held, melds)});
  return best;
}

}  // namespace mahjong::test::slow
