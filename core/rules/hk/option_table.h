// The Hong Kong options as data: what the reader accepts, what the catalogue
// lists and what they change in the faan table. Each option's default is the
// HkOptions member's initialiser (options.h); docs/hk-rules.md, section 7,
// documents them all.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "../../option_rules.h"
#include "../../option_schema.h"
#include "options.h"
#include "faan_table.h"

namespace mahjong::hk {

enum class OptionId : std::uint8_t {
  min_faan, limit, seven_pairs, flowers_in_play, payment_table, dealer_doubles, discard_payment,
  stake, stake_preset, ten_faan_limit_hands, small_dragons_adds_dragons, small_winds,
  small_winds_no_own_wind_pair, kong_win_adds_self_pick, last_catch_on_discard,
  win_from_wall_self_drawn_only, min_needs_hand_faan, robbed_pays_all, great_hands_liability,
  four_melds_liability, flower_hands,
  kCount
};
constexpr int kOptionCount = int(OptionId::kCount);

// The rows, in OptionId's order (core/option_schema.h).
const std::array<OptionRow, kOptionCount>& option_table();
inline const OptionRow& option_row(OptionId id) { return option_table()[int(id)]; }

// The options that cannot go together (core/option_rules.h).
const std::array<OptionRule, 3>& option_rules();

// What an option changes in the faan table: while `option` has `value`,
// `faan` no longer excludes `releases`, or (raises_to_limit) is worth the
// limit.
struct OptionEffect {
  OptionId option;
  double value;
  FaanId faan;
  FaanMask releases;
  bool raises_to_limit;
};
const std::array<OptionEffect, 9>& option_effects();

// The faan table as the options make it: each row's value and names, and
// what it excludes.
struct TableInForce {
  std::array<const FanInfo*, kFaanCount> info;
  std::array<FaanMask, kFaanCount> excludes;
  int value(FaanId f) const { return info[f]->points; }
};
void table_in_force(const HkOptions& options, TableInForce& out);

// The faan an option can switch on or off: Seven Pairs (seven_pairs) and the
// bonus tiles (flowers_in_play).
FaanMask optional_faan();

}  // namespace mahjong::hk
