// Yaku of the pungs and kongs: all pungs, three concealed pungs, triple
// pungs, three kongs.
#include "detectors.h"

namespace mahjong::riichi {

void pung_yaku(const HandFacts& f, const Reading& r, YakuList& out) {
  if (r.shape != Shape::standard) return;
  const Arrangement& a = r.arrangement;
  int pungs = 0;
  std::uint8_t ranks_by_suit[3] = {0, 0, 0};  // bit rank-1: a pung of that rank
  for (int i = 0; i < a.set_count; ++i) {
    const TileSet& s = a.sets[i];
    if (!s.is_pung_or_kong()) continue;
    ++pungs;
    if (is_suited(s.tile)) ranks_by_suit[int(suit_of(s.tile))] |= std::uint8_t(1u << (rank_of(s.tile) - 1));
  }
  if (pungs == 4) award(out, f, Yaku::toitoi);
  if (r.concealed_pungs(f) >= 3) award(out, f, Yaku::sanankou);
  if (ranks_by_suit[0] & ranks_by_suit[1] & ranks_by_suit[2]) award(out, f, Yaku::sanshoku_doukou);
  if (f.kongs == 3) award(out, f, Yaku::sankantsu);
}

}  // namespace mahjong::riichi
