// The facts of a hand that every reading shares, and its wait.
#include "reading.h"

namespace mahjong::mcr {

HandFacts facts_of(const Hand& hand, const CheckedHand& checked) {
  HandFacts f;
  read_tiles(f, hand.melds, hand.win_tile, checked);
  int win_in_melds = 0;
  for (std::size_t i = 0; i < hand.melds.size(); ++i) {
    const Meld& m = hand.melds[i];
    const TileSet& s = f.declared.sets[i];
    win_in_melds += s.contains(f.win) ? (s.kind == SetKind::chow ? 1 : int(m.tiles.size())) : 0;
    if (m.type == MeldType::kong) ++(m.concealed ? f.concealed_kongs : f.melded_kongs);
    f.has_claimed_meld |= !s.concealed;
  }
  f.fours = checked.fours;

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
  if (one_tile_wait_ < 0) {
    Counts before = standing;
    --before[win];
    one_tile_wait_ = winning_tiles(before, declared.set_count, ShapeRules{}) == mask_of(win);
  }
  return one_tile_wait_;
}

}  // namespace mahjong::mcr
