// Random hands for the shanten checks, from a seeded generator (the same
// hands on every run): declared melds drawn from a wall, then standing tiles
// close to a shape (a complete hand of it with a few tiles swapped for random
// ones) or wholly random. Never more than four copies of a tile.
#pragma once

#include <algorithm>
#include <random>
#include <vector>

#include "hand.h"
#include "shapes.h"

namespace mahjong::test {

enum class Near { standard, seven_pairs, thirteen_orphans, honors_and_knitted, knitted_straight, random };

struct RandomHand {
  Counts standing{};
  Counts all{};  // with the melds' tiles
  int melds = 0;
  int tiles = 0;  // standing tiles, 3 per meld added: 13 or 14
};

class HandMaker {
 public:
  explicit HandMaker(unsigned seed) : rng_(seed) {}

  int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

  // `tiles` 13 or 14 (melds counted as three), `swaps` tiles swapped for
  // random ones. Retries until the wall allows it.
  RandomHand make(Near near, int melds, int tiles, int swaps) {
    for (;;) {
      RandomHand h;
      if (build(h, near, melds, tiles, swaps)) return h;
    }
  }

 private:
  bool take(RandomHand& h, Tile t, bool standing = true) {
    if (h.all[t] >= kCopiesPerTile) return false;
    ++h.all[t];
    if (standing) ++h.standing[t];
    return true;
  }
  bool take_set(RandomHand& h, bool standing) {
    if (below(3) == 0) {  // a pung (or kong: a meld's fourth tile is not standing)
      Tile t = Tile(below(kTileKinds));
      int n = !standing && below(4) == 0 ? 4 : 3;
      for (int k = 0; k < n; ++k)
        if (!take(h, t, standing)) return false;
      return true;
    }
    int suit = below(3), rank = below(7);
    for (int k = 0; k < 3; ++k)
      if (!take(h, Tile(suit * 9 + rank + k), standing)) return false;
    return true;
  }
  Tile random_held(const RandomHand& h) {
    for (;;) {
      Tile t = Tile(below(kTileKinds));
      if (h.standing[t]) return t;
    }
  }

  bool build(RandomHand& h, Near near, int melds, int tiles, int swaps) {
    h.melds = melds;
    for (int m = 0; m < melds; ++m)
      if (!take_set(h, false)) return false;
    const int sets = 4 - melds;
    switch (near) {
      case Near::standard:
        for (int s = 0; s < sets; ++s)
          if (!take_set(h, true)) return false;
        { Tile p = Tile(below(kTileKinds)); if (!take(h, p) || !take(h, p)) return false; }
        break;
      case Near::seven_pairs:
        for (int k = 0; k < 7; ++k) {
          Tile p = Tile(below(kTileKinds));
          if (!take(h, p) || !take(h, p)) return false;
        }
        break;
      case Near::thirteen_orphans: {
        const Tile orphans[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
        for (Tile t : orphans) take(h, t);
        if (!take(h, orphans[below(13)])) return false;
        break;
      }
      case Near::honors_and_knitted: {
        const TileMask pool = knitted_mask(below(kKnittedWays)) | kHonorMask;
        std::vector<Tile> kinds;
        for (int t = 0; t < kTileKinds; ++t)
          if (pool & mask_of(Tile(t))) kinds.push_back(Tile(t));
        std::shuffle(kinds.begin(), kinds.end(), rng_);
        for (int k = 0; k < 14; ++k) take(h, kinds[k]);
        break;
      }
      case Near::knitted_straight: {
        const TileMask knitted = knitted_mask(below(kKnittedWays));
        for (int t = 0; t < 27; ++t)
          if (knitted & mask_of(Tile(t))) take(h, Tile(t));
        for (int s = 0; s < sets - 3; ++s)
          if (!take_set(h, true)) return false;
        Tile p = Tile(below(kTileKinds));
        if (!take(h, p) || !take(h, p)) return false;
        break;
      }
      case Near::random:
        for (int k = 0; k < 14 - 3 * melds; ++k)
          if (!take(h, Tile(below(kTileKinds)))) return false;
        break;
    }
    for (int k = 0; k < swaps; ++k) {
      Tile out = random_held(h);
      --h.standing[out], --h.all[out];
      Tile in = Tile(below(kTileKinds));
      if (!take(h, in)) return false;
    }
    if (tiles == 13) {
      Tile out = random_held(h);
      --h.standing[out], --h.all[out];
    }
    h.tiles = tiles;
    return true;
  }

  std::mt19937 rng_;
};

}  // namespace mahjong::test
