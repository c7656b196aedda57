// Dora: each indicator makes the next tile of its kind dora (9 -> 1 in each
// suit, the winds E -> S -> W -> N -> E, the dragons P -> F -> C -> P); red
// fives with aka_dora; ura dora only under riichi. Dora add han but are not
// yaku: they never meet the minimum, and a yakuman hand counts none.
#pragma once

#include <vector>

#include "riichi_hand.h"
#include "riichi_score.h"

namespace mahjong::riichi {

Tile dora_after(Tile indicator);

// How many of the hand's tiles (`all`: a kong as four) the indicators make dora.
int dora_count(const Counts& all, ListView<Tile> indicators);

// The dora, red five and ura dora lines of the hand (none when it has none).
void add_dora(const RiichiHand& hand, const Counts& all, YakuList& out);

}  // namespace mahjong::riichi
