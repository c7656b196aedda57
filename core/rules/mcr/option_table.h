// The MCR options as data: what the reader accepts, what the catalogue lists
// and what the scorer changes. Every option is a boolean.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "../../options.h"
#include "fan_table.h"

namespace mahjong::mcr {

struct OptionRow {
  std::string_view id;
  bool McrOptions::*field;
  bool default_value;
  std::string_view source;  // where the reading comes from
  std::string_view en;      // what turning it on does
  std::string_view zh;
  // A change to the exclusions when the option is on: `fan` stops implying
  // (or starts implying) `implied`. kFanCount: none.
  FanId fan = kFanCount;
  FanId implied = kFanCount;
  bool implies_when_on = false;
};

const std::array<OptionRow, 5>& option_table();

// The exclusions of every fan with these options applied: the table's own,
// or (only when an option changes them) a copy made in `scratch`.
struct ImpliesTable {
  std::array<FanMask, kFanCount> implies;
};
const ImpliesTable& implies_for(const McrOptions& options, std::optional<ImpliesTable>& scratch);

}  // namespace mahjong::mcr
