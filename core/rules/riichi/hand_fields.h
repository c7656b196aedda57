// Riichi's own hand fields as the registry's reader keeps them (core/rule_set.h,
// HandField: each in a slot of Hand), and the RiichiHand the scorer reads,
// made from the Hand that reader gives.
#pragma once

#include <array>
#include <optional>

#include "../../outcome.h"
#include "../../rule_set.h"
#include "riichi_hand.h"

namespace mahjong::riichi {

// Hand::field_values' slots.
enum ValueSlot : std::uint8_t { kRiichi, kDoubleRiichi, kIppatsu, kFirstTurn, kHonba, kRiichiSticks };
// Hand::field_tiles' slots.
enum TileSlot : std::uint8_t { kDoraIndicators, kUraDoraIndicators };

// The fields, in the spec's order (riichi.md, "A hand").
const std::array<HandField, 8>& hand_fields();

// Views `hand`'s lists (ListView): `hand` must outlive the result.
RiichiHand riichi_hand_of(const Hand& hand);

// The fields of a hand Riichi does not have (another rule set's flags, bonus
// tiles, a liable player) set, and option values the schema's range lets
// through (double_wind_pair_fu 3): a parse error naming the field.
std::optional<Error> check_fields(const Hand& hand);

}  // namespace mahjong::riichi
