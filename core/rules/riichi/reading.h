// What the Riichi detectors look at: facts of the whole hand, computed once,
// and one reading of it (a shape, its sets, and where the winning tile sits,
// hence the wait).
#pragma once

#include <cstdint>

#include "../../shapes.h"
#include "../../validate.h"
#include "../tile_facts.h"
#include "riichi_hand.h"

namespace mahjong::riichi {

struct HandFacts : TileFacts {
  const RiichiHand* hand = nullptr;
  int kongs = 0;
  bool closed = true;  // no meld but concealed kongs (menzen)
  Tile seat_wind = 27;
  Tile prevalent_wind = 27;
};

HandFacts facts_of(const RiichiHand& hand, const CheckedHand& checked);

enum class Shape : std::uint8_t { standard, seven_pairs, thirteen_orphans };

// The wait the winning tile completed, read from where it sits.
enum class Wait : std::uint8_t { ryanmen, kanchan, penchan, tanki, shanpon, thirteen_orphans };

struct Reading {
  Shape shape = Shape::standard;
  Arrangement arrangement;  // standard: the declared melds first, then the sets standing
  static constexpr int kInPair = -1;
  int win_set = kInPair;  // the set the winning tile completes, or the pair
  Wait wait = Wait::tanki;

  // A pung counts as concealed (ankou) unless claimed, or completed by a
  // discard: a pung won on a discard is open for fu and for sanankou.
  bool set_concealed(const HandFacts& f, int i) const {
    const TileSet& s = arrangement.sets[i];
    return s.concealed && !(i == win_set && !f.hand->self_drawn);
  }
  int concealed_pungs(const HandFacts& f) const;
  int chows() const;
};

// Calls visit(const Reading&) for every reading of a winning hand: each
// arrangement of four sets and a pair with each place of the winning tile,
// seven pairs (seven different pairs) and thirteen orphans. None: the hand
// is not complete.
template <class F>
void for_each_reading(const HandFacts& f, F&& visit);

// ---- implementation ----

Wait wait_in_chow(Tile first, Tile win);

template <class F>
void for_each_reading(const HandFacts& f, F&& visit) {
  const int melds = f.declared.set_count;
  Reading r;
  for_each_arrangement(f.standing, f.standing_mask, f.declared, 4 - melds, [&](const Arrangement& a) {
    r.shape = Shape::standard;
    r.arrangement = a;
    if (a.pair == f.win) {
      r.win_set = Reading::kInPair;
      r.wait = Wait::tanki;
      visit(static_cast<const Reading&>(r));
    }
    for (int i = melds; i < a.set_count; ++i) {
      const TileSet& s = a.sets[i];
      if (!s.contains(f.win)) continue;
      bool repeat = false;  // two identical sets give the same reading
      for (int j = melds; j < i; ++j) repeat |= a.sets[j].tile == s.tile && a.sets[j].kind == s.kind;
      if (repeat) continue;
      r.win_set = i;
      r.wait = s.kind == SetKind::chow ? wait_in_chow(s.tile, f.win) : Wait::shanpon;
      visit(static_cast<const Reading&>(r));
    }
  });
  if (melds > 0) return;
  bool pairs = true;
  int kinds = 0;
  for (int t = 0; t < kTileKinds; ++t) {
    pairs &= f.standing[t] == 0 || f.standing[t] == 2;
    kinds += f.standing[t] != 0;
  }
  if (pairs && kinds == 7) {
    r = Reading{};
    r.shape = Shape::seven_pairs;
    r.wait = Wait::tanki;
    visit(static_cast<const Reading&>(r));
  }
  if (is_thirteen_orphans(f.standing)) {
    r = Reading{};
    r.shape = Shape::thirteen_orphans;
    r.wait = Wait::thirteen_orphans;
    visit(static_cast<const Reading&>(r));
  }
}

}  // namespace mahjong::riichi
