#include "shapes.h"

#include "hand.h"
#include "suit_patterns.h"

namespace mahjong {
namespace {

constexpr int kWays[kKnittedWays][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                        {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

constexpr TileMask make_knitted_mask(int way) {
  TileMask m = 0;
  for (int row = 0; row < 3; ++row)  // row 0: 1-4-7, row 1: 2-5-8, row 2: 3-6-9
    for (int rank = row + 1; rank <= 9; rank += 3)
      m |= mask_of(suited_tile(Suit(kWays[way][row]), rank));
  return m;
}

constexpr TileMask kKnittedMasks[kKnittedWays] = {make_knitted_mask(0), make_knitted_mask(1),
                                                  make_knitted_mask(2), make_knitted_mask(3),
                                                  make_knitted_mask(4), make_knitted_mask(5)};

constexpr TileMask kTerminalsAndHonors = kHonorMask | mask_of(0) | mask_of(8) | mask_of(9) |
                                         mask_of(17) | mask_of(18) | mask_of(26);

TileMask present_mask(const Counts& c) {
  TileMask m = 0;
  for (int i = 0; i < kTileKinds; ++i)
    if (c[i]) m |= mask_of(Tile(i));
  return m;
}

// Honours are never chows: each kind is a pung, the pair, or absent.
SuitShape honor_shape(const std::uint8_t* h) {
  int pairs = 0;
  for (int t = 0; t < 7; ++t) {
    if (h[t] == 1 || h[t] == 4) return kNotComplete;
    pairs += h[t] == 2;
  }
  return pairs == 0 ? kSets : pairs == 1 ? kSetsAndPair : kNotComplete;
}

// One group of tiles: a suit or the honours.
struct Group {
  int tiles = 0;
  SuitCode code = 0;   // suits only
  unsigned ranks = 0;  // which ranks (or honours) are present, as bits
  bool whole = false;  // splits into sets, with the pair if its count says so
};

SuitShape wanted_shape(int tiles) {
  return tiles % 3 == 0 ? kSets : tiles % 3 == 2 ? kSetsAndPair : kNotComplete;
}

// A group's counts, with a fixed number of kinds so that the loop unrolls.
template <int Kinds>
Group read_group(const std::uint8_t* c) {
  Group g;
  for (int r = 0; r < Kinds; ++r) {
    const unsigned n = c[r];
    g.tiles += int(n);
    g.ranks |= unsigned(n != 0) << r;
    if (Kinds == 9) g.code |= SuitCode(n) << (3 * r);
  }
  return g;
}

using Groups = std::array<Group, 4>;

Groups groups_of(const Counts& c) {
  Groups g = {read_group<9>(&c[0]), read_group<9>(&c[9]), read_group<9>(&c[18]), read_group<7>(&c[27])};
  for (int s = 0; s < 4; ++s) {
    SuitShape want = wanted_shape(g[s].tiles);
    if (want == kNotComplete) continue;
    SuitShape got = g[s].tiles == 0 ? kSets : s < 3 ? suit_shape(g[s].code) : honor_shape(&c[27]);
    g[s].whole = got == want;
  }
  return g;
}

// The kinds present, from the groups' ranks.
TileMask present_of(const Groups& g) {
  return TileMask(g[0].ranks) | TileMask(g[1].ranks) << 9 | TileMask(g[2].ranks) << 18 | TileMask(g[3].ranks) << 27;
}

// The tiles of group `s` that make it split into sets with (or without) the
// pair. Only a tile next to one already there can help a suit.
TileMask completing_tiles(const Counts& c, const Group& g, int s, SuitShape want) {
  TileMask out = 0;
  if (s < 3) {
    unsigned near = (g.ranks | g.ranks << 1 | g.ranks << 2 | g.ranks >> 1 | g.ranks >> 2) & 0x1FF;
    for (; near; near &= near - 1) {
      int r = __builtin_ctz(near);
      if (suit_shape(g.code + rank_bit(r)) == want) out |= mask_of(suited_tile(Suit(s), r + 1));
    }
    return out;
  }
  std::uint8_t more[7];
  for (int t = 0; t < 7; ++t) more[t] = c[27 + t];
  for (unsigned held = g.ranks; held; held &= held - 1) {
    int t = __builtin_ctz(held);
    ++more[t];
    if (honor_shape(more) == want) out |= mask_of(Tile(27 + t));
    --more[t];
  }
  return out;
}

TileMask standard_waits(const Counts& c, const Groups& g, int sets_needed) {
  int total = 0, ones = 0, twos = 0, broken = 0;
  for (const Group& x : g) {
    total += x.tiles;
    ones += x.tiles % 3 == 1;
    twos += x.tiles % 3 == 2;
    broken += x.tiles % 3 == 0 && !x.whole;
  }
  if (total != 3 * sets_needed + 1 || broken) return 0;
  TileMask out = 0;
  if (ones == 1 && twos == 0) {
    // The short group takes the tile and becomes sets and the pair.
    for (int s = 0; s < 4; ++s)
      if (g[s].tiles % 3 == 1) out |= completing_tiles(c, g[s], s, kSetsAndPair);
  } else if (ones == 0 && twos == 2) {
    // Two groups hold a pair's worth: one keeps the pair, the other makes sets.
    for (int s = 0; s < 4; ++s) {
      if (g[s].tiles % 3 != 2) continue;
      for (int o = 0; o < 4; ++o)
        if (o != s && g[o].tiles % 3 == 2 && g[o].whole) out |= completing_tiles(c, g[s], s, kSets);
    }
  }
  return out;
}

}  // namespace

TileMask knitted_mask(int way) { return kKnittedMasks[way]; }

TileSet set_of_meld(const Meld& meld, Tile base) {
  TileSet s;
  s.tile = base;
  s.declared = true;
  s.kind = meld.type == MeldType::chow ? SetKind::chow
           : meld.type == MeldType::pung ? SetKind::pung
                                         : SetKind::kong;
  s.concealed = meld.type == MeldType::kong && meld.concealed;
  return s;
}

bool is_standard_complete(const Counts& c, int sets_needed) {
  int total = 0;
  for (const Group& g : groups_of(c)) {
    if (!g.whole) return false;
    total += g.tiles;
  }
  // Whole groups with the right total hold exactly one pair.
  return total == 3 * sets_needed + 2;
}

bool is_seven_pairs(const Counts& c) {
  int pairs = 0;
  for (int i = 0; i < kTileKinds; ++i) {
    if (c[i] & 1) return false;
    pairs += c[i] / 2;
  }
  return pairs == 7;
}

bool is_thirteen_orphans(const Counts& c) {
  int total = 0;
  for (int i = 0; i < kTileKinds; ++i) {
    if (c[i] && !(kTerminalsAndHonors & mask_of(Tile(i)))) return false;
    if ((kTerminalsAndHonors & mask_of(Tile(i))) && c[i] == 0) return false;
    total += c[i];
  }
  return total == 14;
}

int honors_and_knitted_way(const Counts& c) {
  int total = 0;
  for (int i = 0; i < kTileKinds; ++i) {
    if (c[i] > 1) return -1;
    total += c[i];
  }
  if (total != 14) return -1;
  TileMask present = present_mask(c);
  for (int way = 0; way < kKnittedWays; ++way)
    if ((present & ~(kKnittedMasks[way] | kHonorMask)) == 0) return way;
  return -1;
}

unsigned knitted_straight_ways(TileMask present) {
  unsigned ways = 0;
  for (int way = 0; way < kKnittedWays; ++way)
    if ((present & kKnittedMasks[way]) == kKnittedMasks[way]) ways |= 1u << way;
  return ways;
}

TileMask winning_tiles(const Counts& c, int melds, const ShapeRules& rules) {
  const Groups g = groups_of(c);
  TileMask out = standard_waits(c, g, 4 - melds);
  const TileMask present = present_of(g);
  const int total = g[0].tiles + g[1].tiles + g[2].tiles + g[3].tiles;
  const int kinds = __builtin_popcountll(present);
  // Six pairs (four of a kind is two) and a single: the single. Thirteen
  // tiles with one odd count are that, in at most seven kinds.
  if (melds == 0 && rules.seven_pairs && total == 13 && kinds <= 7) {
    int odd = 0;
    Tile single = kNoTile;
    for (TileMask k = present; k; k &= k - 1) {
      const Tile t = Tile(__builtin_ctzll(k));
      if (c[t] & 1) ++odd, single = t;
    }
    if (odd == 1) out |= mask_of(single);
  }
  if (melds == 0 && rules.thirteen_orphans && (present & ~kTerminalsAndHonors) == 0) {
    TileMask missing = kTerminalsAndHonors & ~present;
    int doubled = 0;
    for (int t = 0; t < kTileKinds; ++t) doubled += c[t] == 2;
    if (missing == 0) out |= kTerminalsAndHonors;  // thirteen singles: any of them
    else if ((missing & (missing - 1)) == 0 && doubled == 1) out |= missing;  // one missing
  }
  if (melds == 0 && rules.knitted) {
    const bool singles = total == kinds;  // no kind twice
    for (int way = 0; singles && way < kKnittedWays; ++way) {
      TileMask allowed = kKnittedMasks[way] | kHonorMask;
      if ((present & ~allowed) == 0) out |= allowed & ~present;
    }
  }
  if (melds <= 1 && rules.knitted) {
    for (int way = 0; way < kKnittedWays; ++way) {
      TileMask knitted = kKnittedMasks[way];
      TileMask missing = knitted & ~present;
      if (missing & (missing - 1)) continue;  // two or more missing
      Counts rest = c;
      for (int t = 0; t < 27; ++t)
        if ((knitted & ~missing) & mask_of(Tile(t))) --rest[t];
      if (missing == 0) out |= standard_waits(rest, groups_of(rest), 1 - melds);
      else if (is_standard_complete(rest, 1 - melds)) out |= missing;
    }
  }
  return out;
}

}  // namespace mahjong
