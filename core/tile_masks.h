// Sets of tile kinds built at compile time, for tests on a whole hand such as
// "every tile is green" or "how many suits": one AND against the hand's mask.
#pragma once

#include <initializer_list>

#include "tile.h"

namespace mahjong {

constexpr TileMask tiles_where(bool (*pred)(Tile)) {
  TileMask m = 0;
  for (int t = 0; t < kTileKinds; ++t)
    if (pred(Tile(t))) m |= mask_of(Tile(t));
  return m;
}

// Ranks lo..hi of every suit.
constexpr TileMask suited_ranks(int lo, int hi) {
  TileMask m = 0;
  for (int s = 0; s < 3; ++s)
    for (int r = lo; r <= hi; ++r) m |= mask_of(suited_tile(Suit(s), r));
  return m;
}

constexpr TileMask tiles_of(std::initializer_list<Tile> ts) {
  TileMask m = 0;
  for (Tile t : ts) m |= mask_of(t);
  return m;
}

constexpr TileMask kSuitMasks[3] = {TileMask(0x1FF), TileMask(0x1FF) << 9, TileMask(0x1FF) << 18};

// How many of the three suits the tiles touch.
constexpr int suits_in(TileMask present) {
  int n = 0;
  for (TileMask s : kSuitMasks) n += (present & s) != 0;
  return n;
}

constexpr bool within(TileMask present, TileMask allowed) { return (present & ~allowed) == 0; }

}  // namespace mahjong
