#include "option_table.h"

namespace mahjong::mcr {
namespace {

constexpr std::array<OptionRow, kOptionCount> kOptions = {{
    boolean_option("concealed_and_melded_kong_fan", option_member<&McrOptions::concealed_and_melded_kong_fan>(),
     "competition rules (seed 003, notes 4-5)",
     "One melded and one concealed kong score the single 5-point fan Concealed Kong and Melded "
     "Kong; off, they score Melded Kong (1) + Concealed Kong (2).",
     "一明杠一暗杠计明暗杠（5番）；关闭时计明杠（1番）+ 暗杠（2番）。"),
    boolean_option("two_concealed_kongs_with_two_concealed_pungs",
     option_member<&McrOptions::two_concealed_kongs_with_two_concealed_pungs>(),
     "seeds 000 and 002 (\"Point of Two closed triplets is also counted\")",
     "Two Concealed Kongs also scores Two Concealed Pungs.", "双暗杠另计双暗刻。"),
    boolean_option("melded_and_concealed_kong_as_two_melded_kongs",
     option_member<&McrOptions::melded_and_concealed_kong_as_two_melded_kongs>(),
     "seeds 000 and 002 (Two Melded Kongs: \"two open quads, or one open and one closed\")",
     "With concealed_and_melded_kong_fan off, one melded and one concealed kong score Two Melded "
     "Kongs (4).",
     "关闭明暗杠时，一明杠一暗杠计双明杠（4番）。"),
    boolean_option("all_terminals_without_triple_pung", option_member<&McrOptions::all_terminals_without_triple_pung>(),
     "seed 000 (All terminals does not count \"Three suits triplets\")",
     "All Terminals does not also score Triple Pung.", "清幺九不计三同刻。"),
    boolean_option("wind_pungs_in_wind_fans_score_terminal_pungs",
     option_member<&McrOptions::wind_pungs_in_wind_fans_score_terminal_pungs>(),
     "seeds 000 and 002 (Little Four Winds and Big Three Winds \"with Terminal or non-special "
     "wind triplet if applicable\")",
     "Under Little Four Winds and Big Three Winds, a wind pung that is neither the seat nor the "
     "prevalent wind still scores Pung of Terminals or Honors.",
     "小四喜、三风刻时，非门风圈风的风刻仍计幺九刻。"),
}};

constexpr std::array<OptionEffect, 2> kEffects = {{
    {int(OptionId::two_concealed_kongs_with_two_concealed_pungs), two_concealed_kongs, two_concealed_pungs, false},
    {int(OptionId::all_terminals_without_triple_pung), all_terminals, triple_pung, true},
}};

// In the order a hand is checked: the first row broken gives the error.
constexpr std::array<OptionRule, 1> kRules = {{
    // Two answers to one question (how one melded and one concealed kong
    // score): ticking one unticks the other.
    {std::uint8_t(OptionId::melded_and_concealed_kong_as_two_melded_kongs),
     std::uint8_t(OptionId::concealed_and_melded_kong_fan), {}, OptionRelation::both_on, OptionResolve::carry,
     "The options concealed_and_melded_kong_fan and melded_and_concealed_kong_as_two_melded_kongs "
     "both say how one melded and one concealed kong score; turn one of them off.",
     "One melded and one concealed kong score one way only: ticking one of these two unticks the "
     "other.",
     "一明杠一暗杠只有一种计法：勾选其中一项，另一项就会取消。",
     "一明槓一暗槓只有一種計法：勾選其中一項，另一項就會取消。"},
}};

// Every MCR option is a boolean, so an effect's option away from its default
// has one value: the tables below are one per set of effects in force.
constexpr bool effects_on_booleans() {
  for (const OptionEffect& e : kEffects)
    if (kOptions[e.option].type != OptionType::boolean) return false;
  return true;
}
static_assert(effects_on_booleans());

using ImpliesTables = std::array<ImpliesTable, 1u << kEffects.size()>;

// Table `in_force` has effect i applied when bit i is set.
ImpliesTables every_implies_table() {
  ImpliesTables tables;
  for (unsigned in_force = 0; in_force < tables.size(); ++in_force) {
    ImpliesTable& t = tables[in_force];
    for (const FanRow& row : fan_table()) t.implies[row.id] = row.implies;
    for (std::size_t i = 0; i < kEffects.size(); ++i) {
      if (!(in_force >> i & 1)) continue;
      const OptionEffect& e = kEffects[i];
      const bool on = kOptions[e.option].initial == 0;  // away from the default
      if (on == e.implies_when_on) t.implies[e.fan].add(e.implied);
      else t.implies[e.fan].remove(e.implied);
    }
  }
  return tables;
}

}  // namespace

const std::array<OptionRow, kOptionCount>& option_table() { return kOptions; }
const std::array<OptionRule, 1>& option_rules() { return kRules; }
const std::array<OptionEffect, 2>& option_effects() { return kEffects; }

// Made once: a score neither copies nor builds a table.
const ImpliesTable& implies_for(const McrOptions& options) {
  static const ImpliesTables kTables = every_implies_table();
  unsigned in_force = 0;
  for (std::size_t i = 0; i < kEffects.size(); ++i) {
    const OptionRow& o = kOptions[kEffects[i].option];
    in_force |= unsigned(o.field.get(&options) != o.initial) << i;
  }
  return kTables[in_force];
}

}  // namespace mahjong::mcr
