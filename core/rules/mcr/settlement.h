// MCR settlement: who pays what for a win worth x points (seeds 000 and 002).
// The scorer and settlement by value (core/settle_value.h) both call it.
#pragma once

#include <array>
#include <optional>

#include "../../tile.h"

namespace mahjong::mcr {

// Each seat's change (E, S, W, N) for a win of `total` points (flowers
// included) by `winner`: on a self-draw (no discarder) 8 + x from each other
// seat; on a discard the discarder pays 8 + x and the other two 8 each.
std::array<int, 4> settle(int total, Wind winner, std::optional<Wind> discarder);

// The fewest points a win needs, flowers left out.
constexpr int kMinimumPoints = 8;

}  // namespace mahjong::mcr
