// Riichi's rule variants (the spec's riichi.md, "Options") and the presets
// that set them all as a rule book does. The values and their sources are
// docs/riichi-rules.md's; this file is their one copy in code.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

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

// One option as the hand's "options" object names it.
enum class OptionKind : std::uint8_t { boolean, choice, number };
constexpr int kOptions = 8;
constexpr int kMaxChoices = 3;

struct OptionRow {
  std::string_view name;
  OptionKind kind;
  // boolean: the field; choice: the names in enum order; number: the values allowed.
  bool Options::*flag;
  std::array<std::string_view, kMaxChoices> choices;
  std::array<int, kMaxChoices> numbers;
  int count;  // choices or numbers
  std::string_view description;
};

const std::array<OptionRow, kOptions>& option_rows();
const OptionRow* option_named(std::string_view name);

// A choice or number option's value as its index in the row, and back.
int option_index(const OptionRow& row, const Options& options);
void set_option_index(const OptionRow& row, Options& options, int index);

}  // namespace mahjong::riichi
