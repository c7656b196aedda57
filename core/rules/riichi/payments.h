// What each seat pays from the basic points (the spec's riichi.md, "A
// result"): on a discard the discarder pays 4x (6x to the dealer), on a
// self-draw each other seat pays 1x (the dealer 2x; all 2x to the dealer),
// each payment rounded up to 100 on its own; 300 per honba (100 from each
// payer on a self-draw); the table's riichi deposits, 1,000 each, to the
// winner, so the changes sum to 1,000 x deposits.
#pragma once

#include <array>
#include <optional>

#include "../../tile.h"

namespace mahjong::riichi {

using Payments = std::array<int, 4>;  // by seat: E S W N

constexpr int kHonbaPoints = 300;
constexpr int kDepositPoints = 1000;

int round_up_100(int points);

// `discarder` none: self-drawn.
Payments payments_of(int base_points, Wind winner, std::optional<Wind> discarder, int honba, int deposits);

}  // namespace mahjong::riichi
