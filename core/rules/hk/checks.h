#pragma once

#include <optional>

#include "../../hand.h"
#include "../../outcome.h"

namespace mahjong::hk {

// The checks only Hong Kong needs, after the shared ones (docs/hk-rules.md,
// section 1): its options, its bonus tiles, and the flags MCR does not have.
std::optional<Error> check_hk_hand(const Hand& hand);

}  // namespace mahjong::hk
