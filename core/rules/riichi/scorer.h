// Scores a Riichi hand: every reading of it is valued (yakuman, or yaku with
// fu, then dora and the limits) and the one paying most is kept; where two
// pay the same, the one with more han, then more fu (the spec's riichi.md,
// "A result").
#pragma once

#include "../../outcome.h"
#include "riichi_hand.h"
#include "riichi_score.h"

namespace mahjong::riichi {

// An error (the spec's codes) when the hand cannot be scored; a complete
// hand without a yaku is a result with meets_minimum false and no payments.
Outcome<RiichiScore> score_riichi(const RiichiHand& hand);

}  // namespace mahjong::riichi
