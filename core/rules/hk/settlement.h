// Hong Kong settlement: the point-translation tables as data, and who pays
// what (docs/hk-rules.md, section 6).
#pragma once

#include "../../money.h"

#include <array>
#include <optional>

#include "../../options.h"
#include "../../tile.h"
#include "faan_table.h"

namespace mahjong::hk {

constexpr int kPaymentTables = 8;  // HkOptions::PaymentTable
using PaymentTableRows = std::array<int, kAbsoluteLimit + 1>;

// Base points at 0-13 faan, per table.
const std::array<PaymentTableRows, kPaymentTables>& payment_tables();
int base_points(int capped_faan, HkOptions::PaymentTable table);

// A hand's faan as it is paid: at most the limit, and a limit hand when it
// reaches it, however it got there (section 4); and whether that many faan
// reach the minimum (min_faan). The scorer and settlement by value
// (core/settle_value.h) both read a total through these.
struct CappedFaan {
  int capped = 0;
  bool limit = false;
};
CappedFaan cap_faan(int total, const HkOptions& options);
inline bool reaches_minimum(int capped, const HkOptions& options) { return capped >= options.min_faan; }

// Who won and how, as settlement needs it. The dealer is always East.
struct WinSituation {
  Wind winner = Wind::east;
  bool self_drawn = false;
  std::optional<Wind> discarder;  // on a discard: who discarded, or who was robbed of the kong
  bool robbing_kong = false;
  // Who pays every share (包): the feeder of a great hand's last pung, or the
  // discarder a player with four melds laid down wins on.
  std::optional<Wind> liable;
};

// The money a base point is worth: the named stake's (二五雞 0.25, 五一 0.5,
// 一二蚊 1), or `stake` when it is custom.
double stake_of(const HkOptions& options);

// A payment in money (core/money.h): base points at the stake.
using mahjong::kStakeDecimals;
using mahjong::money;
using mahjong::stake_decimals;

// Each seat's change (E, S, W, N) in base points, summing to zero. In money
// each is times the stake.
std::array<int, 4> settle(int base, const WinSituation& win, const HkOptions& options);

}  // namespace mahjong::hk
