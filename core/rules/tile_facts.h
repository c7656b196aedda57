// The tiles of a valid hand as every rule set's reading starts from them:
// the counts the shared checks found (CheckedHand), the winning tile and the
// declared melds as sets. Each rule set's HandFacts adds its own facts of
// the situation (core/rules/<id>/reading.h).
#pragma once

#include <cstddef>

#include "../hand.h"
#include "../shapes.h"
#include "../validate.h"

namespace mahjong {

struct TileFacts {
  Counts all{};       // every tile of the hand, a kong as four
  Counts standing{};  // the standing tiles and the winning tile: what gets arranged
  TileMask present = 0;        // kinds anywhere in the hand
  TileMask standing_mask = 0;  // kinds among the standing and winning tiles
  Tile win = kNoTile;
  Arrangement declared;  // the melds as sets, in the hand's order
};

// Fills `f` from a hand's `melds` (any list of Meld), its winning tile and
// what check_hand learnt of it.
template <class Melds>
void read_tiles(TileFacts& f, const Melds& melds, Tile win, const CheckedHand& checked) {
  f.all = checked.all;
  f.standing = checked.standing;
  f.present = checked.present;
  f.standing_mask = checked.standing_mask;
  f.win = win;
  for (std::size_t i = 0; i < melds.size(); ++i)
    f.declared.sets[f.declared.set_count++] = set_of_meld(melds[i], checked.meld_base[i]);
}

}  // namespace mahjong
