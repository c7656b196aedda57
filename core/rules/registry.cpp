// The registry: every rule set's description, in MAHJONG_RULE_SETS' order
// (core/options.h). A new rule set is its folder, its line there and its
// include here.
#include "../rule_set.h"

#include "hk/rule_set.h"
#include "mcr/rule_set.h"
#include "riichi/rule_set.h"

namespace mahjong {

const std::array<const RuleSetInfo*, kRuleSets>& rule_sets() {
#define MAHJONG_RULE_SET_ENTRY(id, OptionsType) &id::rule_set(),
  static const std::array<const RuleSetInfo*, kRuleSets> kAll = {MAHJONG_RULE_SETS(MAHJONG_RULE_SET_ENTRY)};
#undef MAHJONG_RULE_SET_ENTRY
  return kAll;
}

const RuleSetInfo& rule_set(RuleSet rules) { return *rule_sets()[int(rules)]; }

std::optional<RuleSet> rule_set_by_id(std::string_view id) {
  for (int i = 0; i < kRuleSets; ++i)
    if (rule_sets()[i]->id == id) return RuleSet(i);
  return std::nullopt;
}

std::string rule_set_ids(std::string_view last) {
  std::string out;
  for (int i = 0; i < kRuleSets; ++i) {
    if (i) out += i + 1 == kRuleSets ? " " + std::string(last) + " " : ", ";
    out += '"' + std::string(rule_sets()[i]->id) + '"';
  }
  return out;
}

Document& catalog_fan(Document& fans, const FanInfo& fan, int number) {
  Document& f = fans.push(Document::object());
  f.set("id", fan.id);
  f.set("number", number);
  f.set("name", fan.name);
  f.set("zh", fan.zh);
  f.set("points", fan.points);
  return f;
}

}  // namespace mahjong
