// Yaku of the value tiles (yakuhai): a pung of a dragon, of the seat wind or
// of the prevalent wind, each once per pung (East as both seat and prevalent
// wind counts both); and little three dragons.
#include "detectors.h"

namespace mahjong::riichi {

void honour_yaku(const HandFacts& f, const Reading& r, YakuList& out) {
  if (r.shape != Shape::standard) return;
  const Arrangement& a = r.arrangement;
  int dragon_pungs = 0;
  for (int i = 0; i < a.set_count; ++i) {
    const TileSet& s = a.sets[i];
    if (!s.is_pung_or_kong() || !is_honor(s.tile)) continue;
    if (s.tile == kWhiteDragon) award(out, f, Yaku::haku);
    if (s.tile == kGreenDragon) award(out, f, Yaku::hatsu);
    if (s.tile == kRedDragon) award(out, f, Yaku::chun);
    dragon_pungs += is_dragon(s.tile);
    if (s.tile == f.seat_wind) award(out, f, Yaku::seat_wind);
    if (s.tile == f.prevalent_wind) award(out, f, Yaku::prevalent_wind);
  }
  if (dragon_pungs == 2 && is_dragon(a.pair)) award(out, f, Yaku::shousangen);
}

}  // namespace mahjong::riichi
