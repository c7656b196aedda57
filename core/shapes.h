// The shapes a winning hand can take, shared by every rule set: four sets and
// a pair (every arrangement of them), seven pairs, thirteen orphans, and the
// knitted shapes. Rule sets decide which shapes they accept and what they score.
#pragma once

#include <array>
#include <cstdint>

#include "tile.h"

namespace mahjong {

enum class SetKind : std::uint8_t { chow, pung, kong };

struct TileSet {
  Tile tile = kNoTile;  // the lowest tile of a chow
  SetKind kind = SetKind::chow;
  bool concealed = true;  // not claimed from another player
  bool declared = false;  // a meld laid down before the win (kongs always are)

  bool is_pung_or_kong() const { return kind != SetKind::chow; }
  bool contains(Tile t) const {
    return kind == SetKind::chow ? (t >= tile && t <= tile + 2) : t == tile;
  }
};

// Four sets and a pair: the declared melds first, then the sets found in the
// standing tiles.
struct Arrangement {
  std::array<TileSet, 4> sets;
  int set_count = 0;
  Tile pair = kNoTile;
};

// Calls on_found(const Arrangement&) for every distinct way to split `counts`
// (whose kinds are `kinds`) into `sets_needed` sets and one pair, appended
// after the `prefix` sets. Each multiset of sets is reported once; nothing is
// capped.
template <class F>
void for_each_arrangement(Counts counts, TileMask kinds, const Arrangement& prefix, int sets_needed,
                          F&& on_found);

// Whether `counts` splits into `sets_needed` sets and a pair (no enumeration).
bool is_standard_complete(const Counts& counts, int sets_needed);

bool is_seven_pairs(const Counts& counts);
bool is_thirteen_orphans(const Counts& counts);

// Knitted tiles: 1-4-7 of one suit, 2-5-8 of another, 3-6-9 of the third. The
// six ways to deal the three rows to the suits are numbered 0-5.
constexpr int kKnittedWays = 6;
TileMask knitted_mask(int way);
constexpr TileMask kHonorMask = TileMask(0x7F) << 27;

// The way whose knitted tiles plus the honours hold 14 different tiles of
// `counts`, or -1: Lesser (and Greater) Honors and Knitted Tiles.
int honors_and_knitted_way(const Counts& counts);

// The ways whose nine knitted tiles are all among `present`, as a bit set.
unsigned knitted_straight_ways(TileMask present);

// The shapes a rule set accepts besides four sets and a pair.
struct ShapeRules {
  bool seven_pairs = true;
  bool thirteen_orphans = true;
  bool knitted = true;  // honours-and-knitted and the knitted straight
};

// The tiles that would complete `before` (standing tiles of a hand with
// `melds` declared sets, one tile short), by shape alone: a tile whose other
// copies are all out of sight still counts.
TileMask winning_tiles(const Counts& before, int melds, const ShapeRules& rules);

// ---- implementation of the template ----

namespace detail {

// Always takes the lowest tile left (`live` holds the kinds still there): it
// must be in the pair, a pung or a chow starting at it, so each arrangement
// is reached exactly once.
template <class F>
void arrange_from(Counts& c, TileMask live, Arrangement& a, int sets_left, F& on_found) {
  if (!live) {
    if (sets_left == 0 && a.pair != kNoTile) on_found(static_cast<const Arrangement&>(a));
    return;
  }
  const int i = __builtin_ctzll(live);
  const Tile t = Tile(i);
  auto without = [&](int k, int n) { return c[k] == n ? live & ~mask_of(Tile(k)) : live; };
  if (a.pair == kNoTile && c[i] >= 2) {
    TileMask rest = without(i, 2);
    c[i] -= 2;
    a.pair = t;
    arrange_from(c, rest, a, sets_left, on_found);
    a.pair = kNoTile;
    c[i] += 2;
  }
  if (sets_left == 0) return;
  if (c[i] >= 3) {
    TileMask rest = without(i, 3);
    c[i] -= 3;
    a.sets[a.set_count++] = TileSet{t, SetKind::pung, true, false};
    arrange_from(c, rest, a, sets_left - 1, on_found);
    --a.set_count;
    c[i] += 3;
  }
  if (is_suited(t) && rank_of(t) <= 7 && c[i + 1] && c[i + 2]) {
    TileMask rest = without(i, 1) & without(i + 1, 1) & without(i + 2, 1);
    --c[i], --c[i + 1], --c[i + 2];
    a.sets[a.set_count++] = TileSet{t, SetKind::chow, true, false};
    arrange_from(c, rest, a, sets_left - 1, on_found);
    --a.set_count;
    ++c[i], ++c[i + 1], ++c[i + 2];
  }
}

}  // namespace detail

template <class F>
void for_each_arrangement(Counts counts, TileMask kinds, const Arrangement& prefix, int sets_needed,
                          F&& on_found) {
  Arrangement a = prefix;
  a.pair = kNoTile;
  detail::arrange_from(counts, kinds, a, sets_needed, on_found);
}

}  // namespace mahjong
