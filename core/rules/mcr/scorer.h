// MCR scoring: every reading of the hand is scored and the best one wins.
#pragma once

#include "../../score.h"
#include "../../validate.h"
#include "fan_table.h"

namespace mahjong::mcr {

// The hand has passed check_hand, which gives what it counted.
Outcome<Score> score_mcr(const Hand& hand, const CheckedHand& checked);

// Awarded by the scorer itself, after the exclusions, when nothing else counts.
constexpr FanId kAwardedWhenNothingElse = chicken_hand;

}  // namespace mahjong::mcr
