// Yaku of which tiles the hand holds: all simples, the outside hands, all
// terminals and honours, the flushes; and seven pairs, a shape of its own.
#include "detectors.h"
#include "../../tile_masks.h"

namespace mahjong::riichi {
namespace {

constexpr TileMask kTerminalsOrHonours = tiles_where(is_terminal_or_honor);
constexpr TileMask kHonours = tiles_where(is_honor);

bool has_terminal_or_honour(const TileSet& s) {
  if (s.kind != SetKind::chow) return is_terminal_or_honor(s.tile);
  return rank_of(s.tile) == 1 || rank_of(s.tile) == 7;
}

// Chanta and junchan: every set and the pair hold a terminal or an honour,
// with at least one chow (without one the hand is honroutou).
void outside_hand(const HandFacts& f, const Reading& r, YakuList& out) {
  const Arrangement& a = r.arrangement;
  if (!is_terminal_or_honor(a.pair) || r.chows() == 0) return;
  for (int i = 0; i < a.set_count; ++i)
    if (!has_terminal_or_honour(a.sets[i])) return;
  award(out, f, (f.present & kHonours) ? Yaku::chanta : Yaku::junchan);
}

}  // namespace

void tile_yaku(const HandFacts& f, const Reading& r, YakuList& out) {
  if (r.shape == Shape::thirteen_orphans) return;
  if (r.shape == Shape::seven_pairs) award(out, f, Yaku::chiitoitsu);
  if (!(f.present & kTerminalsOrHonours) && (f.closed || f.hand->options.open_tanyao)) award(out, f, Yaku::tanyao);
  if (within(f.present, kTerminalsOrHonours)) award(out, f, Yaku::honroutou);
  else if (r.shape == Shape::standard) outside_hand(f, r, out);
  const int suits = suits_in(f.present);
  if (suits == 1) award(out, f, (f.present & kHonours) ? Yaku::honitsu : Yaku::chinitsu);
}

}  // namespace mahjong::riichi
