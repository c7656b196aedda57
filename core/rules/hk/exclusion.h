#pragma once

#include "option_table.h"

namespace mahjong::hk {

// "Only the criteria with the tighter requirements are scored": a faan counts
// when its criterion is met and no other criterion met excludes it. A faan
// that is itself excluded still excludes (Nine Gates removes All One Suit,
// and All One Suit still removes Mixed One Suit), so the order of the table
// does not matter.
FaanMask apply_exclusions(FaanMask detected, const TableInForce& table);

}  // namespace mahjong::hk
