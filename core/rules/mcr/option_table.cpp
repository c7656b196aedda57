#include "option_table.h"

namespace mahjong::mcr {
namespace {

constexpr std::array<OptionRow, 5> kOptions = {{
    {"concealed_and_melded_kong_fan", &McrOptions::concealed_and_melded_kong_fan, true,
     "competition rules (seed 003, notes 4-5)",
     "One melded and one concealed kong score the single 5-point fan Concealed Kong and Melded "
     "Kong; off, they score Melded Kong (1) + Concealed Kong (2).",
     "一明杠一暗杠计明暗杠（5番）；关闭时计明杠（1番）+ 暗杠（2番）。"},
    {"two_concealed_kongs_with_two_concealed_pungs",
     &McrOptions::two_concealed_kongs_with_two_concealed_pungs, false,
     "seeds 000 and 002 (\"Point of Two closed triplets is also counted\")",
     "Two Concealed Kongs also scores Two Concealed Pungs.", "双暗杠另计双暗刻。",
     two_concealed_kongs, two_concealed_pungs, false},
    {"melded_and_concealed_kong_as_two_melded_kongs",
     &McrOptions::melded_and_concealed_kong_as_two_melded_kongs, false,
     "seeds 000 and 002 (Two Melded Kongs: \"two open quads, or one open and one closed\")",
     "With concealed_and_melded_kong_fan off, one melded and one concealed kong score Two Melded "
     "Kongs (4).",
     "关闭明暗杠时，一明杠一暗杠计双明杠（4番）。"},
    {"all_terminals_without_triple_pung", &McrOptions::all_terminals_without_triple_pung, false,
     "seed 000 (All terminals does not count \"Three suits triplets\")",
     "All Terminals does not also score Triple Pung.", "清幺九不计三同刻。", all_terminals,
     triple_pung, true},
    {"wind_pungs_in_wind_fans_score_terminal_pungs",
     &McrOptions::wind_pungs_in_wind_fans_score_terminal_pungs, false,
     "seeds 000 and 002 (Little Four Winds and Big Three Winds \"with Terminal or non-special "
     "wind triplet if applicable\")",
     "Under Little Four Winds and Big Three Winds, a wind pung that is neither the seat nor the "
     "prevalent wind still scores Pung of Terminals or Honors.",
     "小四喜、三风刻时，非门风圈风的风刻仍计幺九刻。"},
}};

ImpliesTable base_table() {
  ImpliesTable t;
  for (const FanRow& row : fan_table()) t.implies[row.id] = row.implies;
  return t;
}

}  // namespace

const std::array<OptionRow, 5>& option_table() { return kOptions; }

const ImpliesTable& implies_for(const McrOptions& options, std::optional<ImpliesTable>& scratch) {
  static const ImpliesTable kBase = base_table();
  for (const OptionRow& o : kOptions) {
    if (o.fan == kFanCount || options.*o.field == o.default_value) continue;
    if (!scratch) scratch = kBase;
    bool implies = (options.*o.field) ? o.implies_when_on : !o.implies_when_on;
    if (implies) scratch->implies[o.fan].add(o.implied);
    else scratch->implies[o.fan].remove(o.implied);
  }
  return scratch ? *scratch : kBase;
}

}  // namespace mahjong::mcr
