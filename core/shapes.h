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

// A declared meld as a set, given its lowest tile (check_hand finds it).
struct Meld;
TileSet set_of_meld(const Meld& meld, Tile base);

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

// Takes the lowest tile left (`live` holds the kinds still there) and decides
// at once how its copies are used: in the pair or not, in a pung or not, and
// the rest as chows starting there. Each multiset of sets is one choice of
// these, so each arrangement is reached exactly once.
template <class F>
void arrange_from(Counts& c, TileMask live, Arrangement& a, int sets_left, F& on_found) {
  if (!live) {
    if (sets_left == 0 && a.pair != kNoTile) on_found(static_cast<const Arrangement&>(a));
    return;
  }
  const int i = __builtin_ctzll(live);
  const Tile t = Tile(i);
  const int n = c[i];
  const bool chows_possible = is_suited(t) && rank_of(t) <= 7;
  for (int pair = 0; pair <= (a.pair == kNoTile ? 1 : 0); ++pair) {
    for (int pung = 0; pung <= 1; ++pung) {
      const int chows = n - 2 * pair - 3 * pung;
      if (chows < 0 || pung + chows > sets_left) continue;
      if (chows > 0 && (!chows_possible || c[i + 1] < chows || c[i + 2] < chows)) continue;
      TileMask rest = live & ~mask_of(t);
      if (chows > 0) {
        c[i + 1] = std::uint8_t(c[i + 1] - chows), c[i + 2] = std::uint8_t(c[i + 2] - chows);
        if (!c[i + 1]) rest &= ~mask_of(Tile(i + 1));
        if (!c[i + 2]) rest &= ~mask_of(Tile(i + 2));
      }
      const int first_new = a.set_count;
      if (pair) a.pair = t;
      if (pung) a.sets[a.set_count++] = TileSet{t, SetKind::pung, true, false};
      for (int k = 0; k < chows; ++k) a.sets[a.set_count++] = TileSet{t, SetKind::chow, true, false};
      c[i] = 0;
      arrange_from(c, rest, a, sets_left - pung - chows, on_found);
      c[i] = std::uint8_t(n);
      a.set_count = first_new;
      if (pair) a.pair = kNoTile;
      if (chows > 0) c[i + 1] = std::uint8_t(c[i + 1] + chows), c[i + 2] = std::uint8_t(c[i + 2] + chows);
    }
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
