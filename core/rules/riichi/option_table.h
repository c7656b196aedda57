// Riichi's rule variants (the spec's riichi.md, "Options") and the presets
// that set them all as a rule book does. The values and their sources are
// docs/riichi-rules.md's; this file is their one copy in code.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "../../option_schema.h"

namespace mahjong::riichi {

enum class Kazoe : std::uint8_t { yakuman, sanbaiman };   // 13 han or more without a yakuman
enum class Renhou : std::uint8_t { none, mangan, yakuman };  // a win on a discard before one's first draw

struct Options {
  bool aka_dora = true;
  bool open_tanyao = true;
  bool kiriage = false;
  Kazoe kazoe = Kazoe::yakuman;
  bool double_yakuman = false;
  bool yakuman_stacking = true;
  int double_wind_pair_fu = 4;  // 2 or 4
  Renhou renhou = Renhou::none;
};

enum class Preset : std::uint8_t { tenhou, mahjong_soul, wrc, ema, m_league };
constexpr int kPresets = 5;

struct PresetRow {
  Preset preset;
  std::string_view id;         // as the hand's "preset" names it
  std::string_view rule_book;  // what docs/riichi-rules.md cites
  Options values;
};

const std::array<PresetRow, kPresets>& preset_rows();
const PresetRow* preset_named(std::string_view id);
const Options& preset_options(Preset preset);

// The rows of the option schema (core/option_schema.h), the preset first,
// each over the hand's RiichiOptions (options.h).
constexpr int kOptions = 8;  // without the preset
const Rows<OptionRow>& option_table();

// The preset's values with each option of `named_mask` (a bit per option,
// in the table's order after the preset) taken from `named`.
Options effective_options(Preset preset, const Options& named, std::uint16_t named_mask);

}  // namespace mahjong::riichi
