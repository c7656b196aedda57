#include "reading.h"

namespace mahjong::riichi {

HandFacts facts_of(const RiichiHand& hand, const CheckedHand& checked) {
  HandFacts f;
  f.hand = &hand;
  read_tiles(f, hand.melds, hand.win_tile, checked);
  for (const Meld& m : hand.melds) {
    f.kongs += m.type == MeldType::kong;
    f.closed &= m.type == MeldType::kong && m.concealed;
  }
  f.seat_wind = wind_tile(hand.seat_wind);
  f.prevalent_wind = wind_tile(hand.prevalent_wind);
  return f;
}

Wait wait_in_chow(Tile first, Tile win) {
  if (win == first + 1) return Wait::kanchan;
  if ((win == first + 2 && rank_of(first) == 1) || (win == first && rank_of(first) == 7)) return Wait::penchan;
  return Wait::ryanmen;
}

int Reading::concealed_pungs(const HandFacts& f) const {
  int n = 0;
  for (int i = 0; i < arrangement.set_count; ++i)
    n += arrangement.sets[i].is_pung_or_kong() && set_concealed(f, i);
  return n;
}

int Reading::chows() const {
  int n = 0;
  for (int i = 0; i < arrangement.set_count; ++i) n += arrangement.sets[i].kind == SetKind::chow;
  return n;
}

}  // namespace mahjong::riichi
