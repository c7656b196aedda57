// The facts of a hand that every reading shares.
#include "reading.h"

namespace mahjong::hk {

HandFacts facts_of(const Hand& hand, const CheckedHand& checked) {
  HandFacts f;
  read_tiles(f, hand.melds, hand.win_tile, checked);
  for (std::size_t i = 0; i < hand.melds.size(); ++i) {
    f.kongs += hand.melds[i].type == MeldType::kong;
    f.has_claimed_meld |= !f.declared.sets[i].concealed;
  }

  f.kong_on_kong = hand.kong_on_kong;
  f.kong_replacement = hand.kong_replacement || hand.kong_on_kong;
  f.heavenly = hand.heavenly;
  f.earthly = hand.earthly;
  f.self_drawn = hand.self_drawn || f.kong_replacement || hand.heavenly;
  f.robbing_kong = hand.robbing_kong;
  f.last_tile_of_wall = hand.last_tile_of_wall;
  f.seat = hand.seat_wind;
  f.seat_wind = wind_tile(hand.seat_wind);
  f.prevailing_wind = wind_tile(hand.prevalent_wind);
  // Earthly Hand: "Non-East player wins on East's first discard" (ruling 18).
  f.discarder = hand.discarder ? hand.discarder : hand.earthly ? std::optional<Wind>(Wind::east) : std::nullopt;
  for (BonusTile b : hand.bonus_tiles) f.bonus |= 1u << b;
  f.bonus_only = hand.concealed.empty() && hand.melds.empty() && hand.win_tile == kNoTile;
  f.options = hand.options.hk;
  return f;
}

}  // namespace mahjong::hk
