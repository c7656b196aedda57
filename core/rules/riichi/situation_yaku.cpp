// Yaku of the moment of the win rather than of the tiles.
#include "detectors.h"

namespace mahjong::riichi {

void award(YakuList& out, const HandFacts& f, Yaku yaku, int count) {
  const YakuRow& row = yaku_row(yaku);
  const int han = f.closed ? row.han_closed : row.han_open;
  if (han > 0) out.push_back({yaku, han, count});
}

void situation_yaku(const HandFacts& f, const Reading&, YakuList& out) {
  const RiichiHand& h = *f.hand;
  if (h.double_riichi) award(out, f, Yaku::double_riichi);  // in place of riichi
  else if (h.riichi) award(out, f, Yaku::riichi);
  if (h.ippatsu) award(out, f, Yaku::ippatsu);
  if (h.self_drawn) award(out, f, Yaku::menzen_tsumo);
  if (h.last_tile_of_wall) award(out, f, h.self_drawn ? Yaku::haitei : Yaku::houtei);
  if (h.kong_replacement) award(out, f, Yaku::rinshan);
  if (h.robbing_kong) award(out, f, Yaku::chankan);
  // Renhou as mangan: a yaku worth a mangan by itself (docs/riichi-rules.md, "Renhou").
  if (h.first_turn && !h.self_drawn && h.options.renhou == Renhou::mangan)
    out.push_back({Yaku::renhou, kRenhouManganHan, 1});
}

}  // namespace mahjong::riichi
