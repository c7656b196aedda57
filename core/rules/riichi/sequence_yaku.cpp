// Yaku of the chows: pinfu, the pure double sequences, the mixed triple
// sequence and the pure straight.
#include "detectors.h"

namespace mahjong::riichi {

// Pinfu: closed, four chows, a pair worth no fu, and a two-sided wait.
bool is_pinfu(const HandFacts& f, const Reading& r) {
  return f.closed && r.shape == Shape::standard && r.chows() == 4 && !is_value_tile(f, r.arrangement.pair) &&
         r.wait == Wait::ryanmen;
}

void sequence_yaku(const HandFacts& f, const Reading& r, YakuList& out) {
  if (r.shape != Shape::standard) return;
  if (is_pinfu(f, r)) award(out, f, Yaku::pinfu);

  std::array<std::uint8_t, 27> chows{};  // by the chow's lowest tile
  for (int i = 0; i < r.arrangement.set_count; ++i)
    if (r.arrangement.sets[i].kind == SetKind::chow) ++chows[r.arrangement.sets[i].tile];

  // Identical chows, two by two: one such couple is iipeikou, two are ryanpeikou.
  int couples = 0;
  for (std::uint8_t n : chows) couples += n / 2;
  if (couples == 2) award(out, f, Yaku::ryanpeikou);
  else if (couples == 1) award(out, f, Yaku::iipeikou);

  auto has_chow = [&](Tile t) { return chows[t] > 0; };
  for (int rank = 1; rank <= 7; ++rank)
    if (has_chow(suited_tile(Suit::characters, rank)) && has_chow(suited_tile(Suit::dots, rank)) &&
        has_chow(suited_tile(Suit::bamboo, rank))) {
      award(out, f, Yaku::sanshoku);
      break;
    }
  for (int s = 0; s < 3; ++s)
    if (has_chow(suited_tile(Suit(s), 1)) && has_chow(suited_tile(Suit(s), 4)) && has_chow(suited_tile(Suit(s), 7))) {
      award(out, f, Yaku::ittsu);
      break;
    }
}

}  // namespace mahjong::riichi
