#include "option_table.h"

namespace mahjong::riichi {
namespace {

// Each preset's values, cited option by option in docs/riichi-rules.md
// (section "Presets"); Tenhou's are the spec's defaults.
constexpr Options kTenhou{};

constexpr Options kMahjongSoul = [] {
  Options o;
  o.double_yakuman = true;
  return o;
}();

constexpr Options kWrc = [] {
  Options o;
  o.aka_dora = false;
  o.kiriage = true;
  o.kazoe = Kazoe::sanbaiman;
  o.double_wind_pair_fu = 2;
  o.renhou = Renhou::mangan;
  return o;
}();

constexpr Options kEma = [] {
  Options o;
  o.aka_dora = false;
  o.kazoe = Kazoe::sanbaiman;
  o.yakuman_stacking = false;
  o.double_wind_pair_fu = 2;
  o.renhou = Renhou::mangan;
  return o;
}();

constexpr Options kMLeague = [] {
  Options o;
  o.kiriage = true;
  o.double_wind_pair_fu = 2;
  return o;
}();

const std::array<PresetRow, kPresets> kPresetRows = {{
    {Preset::tenhou, "tenhou", "Tenhou, rules of the ranked lobby (天鳳 ルール)", kTenhou},
    {Preset::mahjong_soul, "mahjong_soul", "Mahjong Soul, ranked match rules (雀魂 段位戦ルール)", kMahjongSoul},
    {Preset::wrc, "wrc", "World Riichi Championship Rules 2022", kWrc},
    {Preset::ema, "ema", "EMA Riichi Competition Rules 2016", kEma},
    {Preset::m_league, "m_league", "M.League official rules (Mリーグ 公式ルール)", kMLeague},
}};

int renhou_index(const Options& o) { return int(o.renhou); }
int kazoe_index(const Options& o) { return int(o.kazoe); }

const std::array<OptionRow, kOptions> kOptionRows = {{
    {"aka_dora", OptionKind::boolean, &Options::aka_dora, {}, {}, 0, "red fives count as dora"},
    {"open_tanyao", OptionKind::boolean, &Options::open_tanyao, {}, {}, 0,
     "all simples counts when open (kuitan)"},
    {"kiriage", OptionKind::boolean, &Options::kiriage, {}, {}, 0,
     "4 han 30 fu and 3 han 60 fu are mangan"},
    {"kazoe", OptionKind::choice, nullptr, {"yakuman", "sanbaiman"}, {}, 2,
     "what 13 han or more without a yakuman is"},
    {"double_yakuman", OptionKind::boolean, &Options::double_yakuman, {}, {}, 0,
     "thirteen-wait thirteen orphans, single-wait four concealed pungs, true nine gates and big "
     "four winds count twice"},
    {"yakuman_stacking", OptionKind::boolean, &Options::yakuman_stacking, {}, {}, 0,
     "several yakuman in one hand add up"},
    {"double_wind_pair_fu", OptionKind::number, nullptr, {}, {2, 4}, 2,
     "fu for a pair that is both seat and prevalent wind"},
    {"renhou", OptionKind::choice, nullptr, {"none", "mangan", "yakuman"}, {}, 3,
     "what a renhou is worth"},
}};

}  // namespace

const std::array<PresetRow, kPresets>& preset_rows() { return kPresetRows; }

const PresetRow* preset_named(std::string_view id) {
  for (const PresetRow& row : kPresetRows)
    if (row.id == id) return &row;
  return nullptr;
}

const Options& preset_options(Preset preset) { return kPresetRows[int(preset)].values; }

const std::array<OptionRow, kOptions>& option_rows() { return kOptionRows; }

const OptionRow* option_named(std::string_view name) {
  for (const OptionRow& row : kOptionRows)
    if (row.name == name) return &row;
  return nullptr;
}

int option_index(const OptionRow& row, const Options& o) {
  if (row.name == "kazoe") return kazoe_index(o);
  if (row.name == "renhou") return renhou_index(o);
  if (row.name == "double_wind_pair_fu") return o.double_wind_pair_fu == row.numbers[0] ? 0 : 1;
  return -1;
}

void set_option_index(const OptionRow& row, Options& o, int index) {
  if (row.name == "kazoe") o.kazoe = Kazoe(index);
  else if (row.name == "renhou") o.renhou = Renhou(index);
  else if (row.name == "double_wind_pair_fu") o.double_wind_pair_fu = row.numbers[index];
}

}  // namespace mahjong::riichi
