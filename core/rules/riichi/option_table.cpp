#include "option_table.h"

#include "options.h"

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

// Each option read and written on a plain Options, in the table's order.
constexpr std::array<OptionField, kOptions> kPlain = {{
    option_field<&Options::aka_dora>(), option_field<&Options::open_tanyao>(), option_field<&Options::kiriage>(),
    option_field<&Options::kazoe>(), option_field<&Options::double_yakuman>(),
    option_field<&Options::yakuman_stacking>(), option_field<&Options::double_wind_pair_fu>(),
    option_field<&Options::renhou>(),
}};

const RiichiOptions& own(const void* p) { return *static_cast<const RiichiOptions*>(p); }

// Option I of a hand's RiichiOptions: read, its value in force (named, or
// the preset's); written, it is named.
template <int I>
OptionMember named_option() {
  const OptionField field = {
      [](const void* p) {
        const RiichiOptions& o = own(p);
        return kPlain[I].get(o.named_mask >> I & 1 ? &o.named : &preset_options(o.preset));
      },
      [](void* p, double v) {
        RiichiOptions& o = *static_cast<RiichiOptions*>(p);
        kPlain[I].set(&o.named, v);
        o.named_mask = std::uint16_t(o.named_mask | 1u << I);
      }};
  return {field, kPlain[I].get(&kTenhou)};
}

constexpr OptionField kPresetField = {
    [](const void* p) { return double(int(own(p).preset)); },
    [](void* p, double v) { static_cast<RiichiOptions*>(p)->preset = Preset(int(v)); }};

constexpr std::string_view kSource = "docs/riichi-rules.md, section 6 (the spec's riichi.md, Options)";

const std::array<OptionRow, 1 + kOptions> kRows = {{
    choice_option("preset", {kPresetField, 0}, {"tenhou", "mahjong_soul", "wrc", "ema", "m_league"}, kSource,
                  "Sets every option below to that rule book's value; an option given beside it wins.", ""),
    boolean_option("aka_dora", named_option<0>(), kSource, "Red fives count as dora.", ""),
    boolean_option("open_tanyao", named_option<1>(), kSource, "All simples counts when open (kuitan).", ""),
    boolean_option("kiriage", named_option<2>(), kSource, "4 han 30 fu and 3 han 60 fu are mangan.", ""),
    choice_option("kazoe", named_option<3>(), {"yakuman", "sanbaiman"}, kSource,
                  "What 13 han or more without a yakuman is.", ""),
    boolean_option("double_yakuman", named_option<4>(), kSource,
                   "Thirteen-wait thirteen orphans, single-wait four concealed pungs, true nine gates and big "
                   "four winds count twice.",
                   ""),
    boolean_option("yakuman_stacking", named_option<5>(), kSource, "Several yakuman in one hand add up.", ""),
    // 2 or 4: the schema's range, and 3 refused by the rule set's check (rule_set.cpp).
    whole_number_option("double_wind_pair_fu", named_option<6>(), 2, 4, kSource,
                        "Fu for a pair that is both seat and prevalent wind: 2 or 4.", ""),
    choice_option("renhou", named_option<7>(), {"none", "mangan", "yakuman"}, kSource, "What a renhou is worth.",
                  ""),
}};
const Rows<OptionRow> kTable(kRows);

}  // namespace

const std::array<PresetRow, kPresets>& preset_rows() { return kPresetRows; }

const PresetRow* preset_named(std::string_view id) {
  for (const PresetRow& row : kPresetRows)
    if (row.id == id) return &row;
  return nullptr;
}

const Options& preset_options(Preset preset) { return kPresetRows[int(preset)].values; }

const Rows<OptionRow>& option_table() { return kTable; }

Options effective_options(Preset preset, const Options& named, std::uint16_t named_mask) {
  Options out = preset_options(preset);
  for (int i = 0; i < kOptions; ++i)
    if (named_mask >> i & 1) kPlain[i].set(&out, kPlain[i].get(&named));
  return out;
}

}  // namespace mahjong::riichi
