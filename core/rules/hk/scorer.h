// Hong Kong scoring: every reading of the hand is scored and the best one
// wins; then the settlement.
#pragma once

#include "../../score.h"
#include "../../validate.h"
#include "faan_table.h"

namespace mahjong::hk {

// The hand has passed check_hand, which gives what it counted. The Score's
// `fans` are the faan that count (`points` their value under the options,
// `count` 1), `total` their sum, `flowers` the faan of bonus tiles inside
// the total, `payments` each seat's change in base points (times `stake` in
// money), and its own fields (`extra`, ResultFieldAt in rule_set.h) the
// capped total, the limit and the payment table's base points.
Outcome<Score> score_hk(const Hand& hand, const CheckedHand& checked);

// The faan a hand needs one of to win (with min_needs_hand_faan): the seed's
// criteria on "the contents of the winning hand", its hand types and melds.
FaanMask hand_content_faan();

// "barring improbable high-scoring hands (such as the Heavenly Hand ..., even
// if the winning hand is otherwise scoreless)": these win without one
// (ruling 10).
// The bonus-tile hands (花糊, 八仙過海) are winning hands of their own.
constexpr FaanMask kWinWithoutHandFaan = {heavenly_hand, earthly_hand, win_by_double_kong, flower_hand,
                                          eight_immortals};

}  // namespace mahjong::hk
