#include "reading.h"

namespace mahjong::riichi {

HandFacts facts_of(const RiichiHand& hand, const CheckedHand& checked) {
  HandFacts f;
  f.hand = &hand;
  f.all = checked.all;
  f.standing = checked.standing;
  f.present = checked.present;
  f.standing_mask = checked.standing_mask;
  f.win = hand.win_tile;
  for (std::size_t i = 0; i < hand.melds.size(); ++i) {
    const Meld& m = hand.melds[i];
    f.declared.sets[f.declared.set_count++] = set_of_meld(m, checked.meld_base[i]);
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
