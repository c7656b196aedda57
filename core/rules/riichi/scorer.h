// Scores a Riichi hand: every reading of it is valued (yakuman, or yaku with
// fu, then dora and the limits) and the one paying most is kept; where two
// pay the same, the one with more han, then more fu (the spec's riichi.md,
// "A result").
#pragma once

#include "../../outcome.h"
#include "../../validate.h"
#include "riichi_hand.h"
#include "riichi_score.h"

namespace mahjong::riichi {

// An error (the spec's codes) when the hand cannot be scored; a complete
// hand without a yaku is a result with meets_minimum false and no payments.
Outcome<RiichiScore> score_riichi(const RiichiHand& hand);
// The same after the core's checks of the tiles (check_hand), as the
// registry's scorer runs them.
Outcome<RiichiScore> score_riichi(const RiichiHand& hand, const CheckedHand& checked);

}  // namespace mahjong::riichi
