#include "option_rules.h"

#include <string>

#include "rule_set.h"

namespace mahjong {
namespace {

using R = OptionRelation;

struct Value {
  double now, initial;
};

// An option's value and default as numbers (a boolean 0 or 1, a choice its
// index), from the rule set's option table; `own` is its options struct.
Value value_of(const RuleSetInfo& rules, const void* own, std::uint8_t row) {
  const OptionRow& r = rules.options[row];
  return {r.field.get(own), r.initial};
}

bool broken(const OptionRule& rule, const RuleSetInfo& info, const void* own, bool holds_bonus_tiles) {
  const Value a = value_of(info, own, rule.option);
  if (rule.relation == R::off_with_fact) return a.now == 0 && holds_bonus_tiles;
  const Value b = value_of(info, own, rule.other);
  switch (rule.relation) {
    case R::above: return a.now > b.now;
    case R::both_on: return a.now != 0 && b.now != 0;
    case R::both_set: return a.now != a.initial && b.now != b.initial;
    case R::off_with_fact: break;
  }
  return false;
}

}  // namespace

std::string_view option_relation_name(OptionRelation r) {
  switch (r) {
    case R::above: return "above";
    case R::both_on: return "both_on";
    case R::both_set: return "both_set";
    case R::off_with_fact: return "off_with_fact";
  }
  return "";
}

std::string_view option_resolve_name(OptionResolve r) {
  return r == OptionResolve::refuse ? "refuse" : "carry";
}

bool option_rule_broken(const OptionRule& rule, RuleSet rules, const Options& options, bool holds_bonus_tiles) {
  const RuleSetInfo& info = rule_set(rules);
  return broken(rule, info, info.options_of(options), holds_bonus_tiles);
}

// Every score asks: the rule set and its options struct are looked up once.
std::optional<Error> option_error(RuleSet rules, const Options& options, bool holds_bonus_tiles) {
  const RuleSetInfo& info = rule_set(rules);
  const void* own = info.options_of(options);
  for (const OptionRule& rule : info.option_rules)
    if (broken(rule, info, own, holds_bonus_tiles)) return Error{ErrorCode::inconsistent, std::string(rule.message)};
  return std::nullopt;
}

Document option_rules_document(RuleSet rules) {
  const RuleSetInfo& info = rule_set(rules);
  Document out = Document::array();
  for (const OptionRule& rule : info.option_rules) {
    Document& row = out.push(Document::object());
    row.set("option", info.options[rule.option].name);
    if (rule.relation == R::off_with_fact) row.set("fact", rule.fact);
    else row.set("other", info.options[rule.other].name);
    row.set("relation", option_relation_name(rule.relation));
    row.set("resolve", option_resolve_name(rule.resolve));
    row.set("en", rule.en);
    row.set("zh-Hans", rule.zh_hans);
    row.set("zh-Hant", rule.zh_hant);
    row.set("message", rule.message);
  }
  return out;
}

}  // namespace mahjong
