// The checks of a Riichi hand before it is scored, in the order a person
// would fix them: the tiles (the core's shared checks: melds, copies, the
// count), the copies the indicators show and the one red five per suit, then
// the situation table (situation_table.h).
#pragma once

#include "../../outcome.h"
#include "../../validate.h"
#include "riichi_hand.h"

namespace mahjong::riichi {

Outcome<CheckedHand> check_riichi_hand(const RiichiHand& hand);
// The checks after the core's (the registry's scorer has run those): the
// copies the indicators show, red fives, the situation table.
std::optional<Error> check_riichi_flags(const RiichiHand& hand, const CheckedHand& checked);

}  // namespace mahjong::riichi
