#include "option_rules.h"

#include <string>

#include "rules/hk/option_table.h"
#include "rules/mcr/option_table.h"

namespace mahjong {
namespace {

using R = OptionRelation;

// In the order a hand is checked: the first row broken gives the error.
constexpr std::array<OptionRule, kOptionRules> kRules = {{
    {kHkRules, "min_faan", "limit", R::above, OptionResolve::refuse,
     "The option min_faan is above the option limit, so no hand could ever win; lower min_faan or "
     "raise limit.",
     "The minimum faan to win cannot be above the faan cap: no hand could ever win.",
     "起糊番数不可以高过爆棚番数，否则没有牌可以食糊。", "起糊番數不可以高過爆棚番數，否則沒有牌可以食糊。"},
    // A named stake is a money per point of its own: the player who types
    // an amount means their own (custom), the one who names a stake means
    // its amount; either way the other follows.
    {kHkRules, "stake", "stake_preset", R::both_set, OptionResolve::carry,
     "The option stake_preset names a stake and the option stake gives another; choose one "
     "(stake_preset \"custom\" uses stake).",
     "A named stake sets the money per point: typing an amount makes the stake Custom, and naming "
     "a stake puts the amount back to 1.",
     "注码已定每底分金额：自己输入金额就改为自订；拣注码就把金额改回1。",
     "注碼已定每底分金額：自己輸入金額就改為自訂；揀注碼就把金額改回1。"},
    // Refused, not carried: the flowers are tiles the player entered, and
    // taking them out of the hand is theirs to do.
    {kHkRules, "flowers_in_play", "bonus_tiles", R::off_with_fact, OptionResolve::refuse,
     "The hand holds bonus tiles, but the option flowers_in_play is false: either leave the "
     "flowers out or turn the option on.",
     "The hand holds flowers: take them out of the hand first, then play without flowers.",
     "手上有花牌：先把花牌从手牌拿走，才可以不打花。", "手上有花牌：先把花牌從手牌拿走，才可以不打花。"},
    // Two answers to one question (how one melded and one concealed kong
    // score): ticking one unticks the other.
    {kMcrRules, "melded_and_concealed_kong_as_two_melded_kongs", "concealed_and_melded_kong_fan", R::both_on,
     OptionResolve::carry,
     "The options concealed_and_melded_kong_fan and melded_and_concealed_kong_as_two_melded_kongs "
     "both say how one melded and one concealed kong score; turn one of them off.",
     "One melded and one concealed kong score one way only: ticking one of these two unticks the "
     "other.",
     "一明杠一暗杠只有一种计法：勾选其中一项，另一项就会取消。",
     "一明槓一暗槓只有一種計法：勾選其中一項，另一項就會取消。"},
}};

struct Value {
  double now, initial;
};

// An option's value and default as numbers (a boolean 0 or 1, a choice its
// index), from the rule set's option table.
std::optional<Value> value_of(RuleSet rules, const Options& o, std::string_view id) {
  if (rules == RuleSet::hk) {
    for (const hk::OptionRow& row : hk::option_table())
      if (row.name == id) return Value{row.field.get(o.hk), row.default_value()};
  } else {
    for (const mcr::OptionRow& row : mcr::option_table())
      if (row.id == id) return Value{double(o.mcr.*row.field), double(row.default_value)};
  }
  return std::nullopt;
}

}  // namespace

const std::array<OptionRule, kOptionRules>& option_rules() { return kRules; }

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
  if (!(rule.rules & (rules == RuleSet::hk ? kHkRules : kMcrRules))) return false;
  const std::optional<Value> a = value_of(rules, options, rule.option);
  if (!a) return false;
  if (rule.relation == R::off_with_fact) return a->now == 0 && holds_bonus_tiles;
  const std::optional<Value> b = value_of(rules, options, rule.other);
  if (!b) return false;
  switch (rule.relation) {
    case R::above: return a->now > b->now;
    case R::both_on: return a->now != 0 && b->now != 0;
    case R::both_set: return a->now != a->initial && b->now != b->initial;
    case R::off_with_fact: break;
  }
  return false;
}

std::optional<Error> option_error(RuleSet rules, const Options& options, bool holds_bonus_tiles) {
  for (const OptionRule& rule : kRules)
    if (option_rule_broken(rule, rules, options, holds_bonus_tiles))
      return Error{ErrorCode::inconsistent, std::string(rule.message)};
  return std::nullopt;
}

Document option_rules_document(RuleSet rules) {
  const std::uint8_t bit = rules == RuleSet::hk ? kHkRules : kMcrRules;
  Document out = Document::array();
  for (const OptionRule& rule : kRules) {
    if (!(rule.rules & bit)) continue;
    Document& row = out.push(Document::object());
    row.set("option", rule.option);
    row.set(rule.relation == R::off_with_fact ? "fact" : "other", rule.other);
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
