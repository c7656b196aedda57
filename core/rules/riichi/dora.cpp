#include "dora.h"

namespace mahjong::riichi {

Tile dora_after(Tile t) {
  if (is_suited(t)) return rank_of(t) == 9 ? Tile(t - 8) : Tile(t + 1);
  if (is_wind(t)) return t == wind_tile(Wind::north) ? wind_tile(Wind::east) : Tile(t + 1);
  // Dragons in the order white, green, red (the wall's 5z 6z 7z); our codes
  // number them red 31, green 32, white 33.
  return t == kRedDragon ? kWhiteDragon : Tile(t - 1);
}

int dora_count(const Counts& all, ListView<Tile> indicators) {
  int n = 0;
  for (Tile t : indicators) n += all[dora_after(t)];
  return n;
}

void add_dora(const RiichiHand& hand, const Counts& all, YakuList& out) {
  if (int n = dora_count(all, hand.dora_indicators)) out.push_back({Yaku::dora, 1, n});
  if (hand.options.aka_dora)
    if (int n = hand.red[0] + hand.red[1] + hand.red[2]) out.push_back({Yaku::aka_dora, 1, n});
  if (hand.declared_riichi())
    if (int n = dora_count(all, hand.ura_dora_indicators)) out.push_back({Yaku::ura_dora, 1, n});
}

}  // namespace mahjong::riichi
