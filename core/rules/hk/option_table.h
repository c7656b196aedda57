// The Hong Kong options as data: what the reader accepts, what the catalogue
// lists and what they change in the faan table. Each option's default is the
// HkOptions member's initialiser (core/options.h); docs/hk-rules.md, section
// 7, documents them all.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "../../options.h"
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

enum class OptionType : std::uint8_t {
  boolean,
  number,  // a whole number from `min` to `max`, or (stake) any number above `min`
  choice   // one of `choices`, by name
};

// Reads and writes one member of HkOptions as a number: a boolean as 0 or 1,
// a choice as its index in `choices`.
struct OptionField {
  double (*get)(const HkOptions&);
  void (*set)(HkOptions&, double);
};

constexpr int kMaxChoices = 8;

struct OptionRow {
  OptionId id;
  std::string_view name;
  OptionType type;
  OptionField field;
  // Numbers: the range; `whole` numbers include both ends, other numbers
  // must be above `min`.
  bool whole;
  double min, max;
  // Choices, in the order of the member's enumeration.
  std::array<std::string_view, kMaxChoices> choices;
  std::string_view source;  // where the reading comes from
  std::string_view en;      // what it does
  std::string_view zh;

  double default_value() const { return field.get(HkOptions{}); }
  int choice_count() const;
};

const std::array<OptionRow, kOptionCount>& option_table();
inline const OptionRow& option_row(OptionId id) { return option_table()[int(id)]; }

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
