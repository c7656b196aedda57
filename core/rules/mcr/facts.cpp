// The facts of a hand that every reading shares, and its wait.
#include "meld_shape.h"
#include "reading.h"

namespace mahjong::mcr {

HandFacts facts_of(const Hand& hand) {
  HandFacts f;
  f.win = hand.win_tile;
  for (Tile t : hand.concealed) ++f.standing[t];
  ++f.standing[f.win];
  f.all = f.standing;
  int win_in_melds = 0;
  for (const Meld& m : hand.melds) {
    TileSet s;
    s.tile = *meld_base(m);
    s.declared = true;
    s.kind = m.type == MeldType::chow ? SetKind::chow
             : m.type == MeldType::pung ? SetKind::pung
                                        : SetKind::kong;
    s.concealed = m.type == MeldType::kong && m.concealed;
    f.declared.sets[f.declared.set_count++] = s;
    for (Tile t : m.tiles) ++f.all[t], win_in_melds += t == f.win;
    if (m.type == MeldType::kong) ++(m.concealed ? f.concealed_kongs : f.melded_kongs);
    f.has_claimed_meld |= !s.concealed;
  }
  for (int t = 0; t < kTileKinds; ++t)
    if (f.all[t]) f.present |= mask_of(Tile(t));

  f.self_drawn = hand.self_drawn || hand.kong_replacement;
  // Three of the winning tile in the player's own melds prove it the last.
  f.last_of_kind = hand.last_of_kind || win_in_melds == 3;
  f.kong_replacement = hand.kong_replacement;
  f.robbing_kong = hand.robbing_kong;
  f.last_tile_of_wall = hand.last_tile_of_wall;
  f.seat_wind = wind_tile(hand.seat_wind);
  f.prevalent_wind = wind_tile(hand.prevalent_wind);
  f.flowers = hand.bonus_tiles.empty() ? hand.flower_count : int(hand.bonus_tiles.size());
  f.options = hand.options.mcr;
  return f;
}

bool HandFacts::waits_on_one_tile() const {
  if (one_tile_wait_ >= 0) return one_tile_wait_;
  Counts before = standing;
  --before[win];
  const int melds = declared.set_count;
  // A standard hand can only wait on a tile next to one it holds; the special
  // shapes can wait on any tile, so they lift the filter.
  TileMask near = 0;
  for (int t = 0; t < kTileKinds; ++t) {
    if (!before[t]) continue;
    if (is_honor(Tile(t))) {
      near |= mask_of(Tile(t));
      continue;
    }
    int lo = t - std::min(rank_of(Tile(t)) - 1, 2), hi = t + std::min(9 - rank_of(Tile(t)), 2);
    for (int u = lo; u <= hi; ++u) near |= mask_of(Tile(u));
  }
  if (melds <= 1) near = ~TileMask(0);
  bool one = true;
  for (int t = 0; t < kTileKinds && one; ++t) {
    // By shape: a tile whose four copies the hand already holds still counts
    // as a wait (docs/mcr-rulings.md, Waits).
    if (t == win || !(near & mask_of(Tile(t)))) continue;
    ++before[t];
    one = !is_winning_shape(before, melds, ShapeRules{});
    --before[t];
  }
  one_tile_wait_ = one;
  return one;
}

}  // namespace mahjong::mcr
