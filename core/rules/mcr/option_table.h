// The MCR options as data: what the reader accepts, what the catalogue lists
// and what the scorer changes.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "../../option_rules.h"
#include "../../option_schema.h"
#include "options.h"
#include "fan_table.h"

namespace mahjong::mcr {

enum class OptionId : std::uint8_t {
  concealed_and_melded_kong_fan, two_concealed_kongs_with_two_concealed_pungs,
  melded_and_concealed_kong_as_two_melded_kongs, all_terminals_without_triple_pung,
  wind_pungs_in_wind_fans_score_terminal_pungs,
  kCount
};
constexpr int kOptionCount = int(OptionId::kCount);
// The rows (core/option_schema.h): every MCR option is a boolean.
const std::array<OptionRow, kOptionCount>& option_table();

// What an option away from its default changes in the exclusions: `fan`
// stops implying (or starts implying) `implied`.
struct OptionEffect {
  int option;
  FanId fan, implied;
  bool implies_when_on;
};
const std::array<OptionEffect, 2>& option_effects();

// The options that cannot go together (core/option_rules.h).
const std::array<OptionRule, 1>& option_rules();

// The exclusions of every fan with these options applied: the table's own,
// or the one made (once) for the effects these options put in force.
struct ImpliesTable {
  std::array<FanMask, kFanCount> implies;
};
const ImpliesTable& implies_for(const McrOptions& options);

}  // namespace mahjong::mcr
