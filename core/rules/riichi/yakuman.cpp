// The yakuman. A hand with one counts only its yakuman (scorer.cpp); the
// single-wait, thirteen-wait and true forms replace their plain forms.
#include "detectors.h"
#include "../../tile_masks.h"

namespace mahjong::riichi {
namespace {

constexpr TileMask kTerminals = tiles_where(is_terminal);
constexpr TileMask kHonours = tiles_where(is_honor);
constexpr TileMask kGreens = tiles_of({suited_tile(Suit::bamboo, 2), suited_tile(Suit::bamboo, 3),
                                       suited_tile(Suit::bamboo, 4), suited_tile(Suit::bamboo, 6),
                                       suited_tile(Suit::bamboo, 8), kGreenDragon});

void add(YakuList& out, const HandFacts& f, Yaku y) {
  const bool twice = yaku_row(y).double_by_option && f.hand->options.double_yakuman;
  out.push_back({y, twice ? 2 * kYakumanHan : kYakumanHan, 1});
}

// Nine gates: one suit, closed without any meld, 1112345678999 and one more.
// The true form waited on nine tiles: the thirteen before the win were exactly that.
void nine_gates(const HandFacts& f, YakuList& out) {
  if (f.declared.set_count || suits_in(f.present) != 1 || (f.present & kHonours)) return;
  static constexpr int kGates[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
  const int first = int(suit_of(f.win)) * 9;
  bool exact_before = true;
  for (int r = 0; r < 9; ++r) {
    const int n = f.standing[first + r];
    if (n < kGates[r]) return;
    exact_before &= n - (first + r == f.win) == kGates[r];
  }
  add(out, f, exact_before ? Yaku::junsei_chuuren : Yaku::chuuren);
}

}  // namespace

void yakuman(const HandFacts& f, const Reading& r, YakuList& out) {
  const RiichiHand& h = *f.hand;
  if (h.first_turn) {
    if (h.self_drawn) add(out, f, h.dealer() ? Yaku::tenhou : Yaku::chiihou);
    else if (h.options.renhou == Renhou::yakuman) add(out, f, Yaku::renhou);
  }
  if (r.shape == Shape::thirteen_orphans) {
    // Thirteen-sided: the thirteen standing tiles were one of each orphan.
    add(out, f, f.standing[f.win] == 2 ? Yaku::kokushi_13 : Yaku::kokushi);
    return;
  }
  if (within(f.present, kHonours)) add(out, f, Yaku::tsuuiisou);
  if (within(f.present, kTerminals)) add(out, f, Yaku::chinroutou);
  if (within(f.present, kGreens)) add(out, f, Yaku::ryuuiisou);
  if (r.shape != Shape::standard) return;

  nine_gates(f, out);
  if (f.kongs == 4) add(out, f, Yaku::suukantsu);
  if (r.concealed_pungs(f) == 4) add(out, f, r.wait == Wait::tanki ? Yaku::suuankou_tanki : Yaku::suuankou);

  const Arrangement& a = r.arrangement;
  int dragons = 0, winds = 0;
  for (int i = 0; i < a.set_count; ++i) {
    const TileSet& s = a.sets[i];
    if (!s.is_pung_or_kong()) continue;
    dragons += is_dragon(s.tile);
    winds += is_wind(s.tile);
  }
  if (dragons == 3) add(out, f, Yaku::daisangen);
  if (winds == 4) add(out, f, Yaku::daisuushii);
  else if (winds == 3 && is_wind(a.pair)) add(out, f, Yaku::shousuushii);
}

}  // namespace mahjong::riichi
