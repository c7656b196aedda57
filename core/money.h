#pragma once

// Payments in money: a rule set pays in its own units (Hong Kong's base
// points), and the stake says what a unit is worth.

namespace mahjong {

// A payment in money: `change` units at `stake`, counted in whole units of
// the stake's last decimal (at most kStakeDecimals; a stake with more is
// rounded to them, once), so that changes summing to zero in units sum to
// zero in money. Returned as the double nearest that decimal, which prints
// as it: 96 at 0.1 is 9.6, not 9.600000000000001.
constexpr int kStakeDecimals = 6;
int stake_decimals(double stake);
double money(int change, double stake);

}  // namespace mahjong
