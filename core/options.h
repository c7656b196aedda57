// Rule variants, chosen at run time, and the rule sets themselves. Every
// option and its default is named in the rule set's documentation; each rule
// set's options are its own struct in its folder (core/rules/<id>/options.h).
#pragma once

#include <cstdint>

#include "rules/hk/options.h"
#include "rules/mcr/options.h"
#include "rules/riichi/options.h"

// The registered rule sets, in the order the catalogue and the compact
// result number them: each entry is the folder's name (its id) and its
// options struct. core/rules/registry.cpp holds each one's description.
#define MAHJONG_RULE_SETS(X) \
  X(mcr, McrOptions)         \
  X(hk, HkOptions)           \
  X(riichi, RiichiOptions)

namespace mahjong {

#define MAHJONG_RULE_SET_MEMBER(id, OptionsType) id,
enum class RuleSet : std::uint8_t { MAHJONG_RULE_SETS(MAHJONG_RULE_SET_MEMBER) };
#undef MAHJONG_RULE_SET_MEMBER

#define MAHJONG_RULE_SET_COUNT(id, OptionsType) +1
constexpr int kRuleSets = 0 MAHJONG_RULE_SETS(MAHJONG_RULE_SET_COUNT);
#undef MAHJONG_RULE_SET_COUNT

// Every rule set's options, each under its id: a hand carries them all, and
// its rule set reads its own.
struct Options {
#define MAHJONG_RULE_SET_OPTIONS(id, OptionsType) OptionsType id;
  MAHJONG_RULE_SETS(MAHJONG_RULE_SET_OPTIONS)
#undef MAHJONG_RULE_SET_OPTIONS
};

}  // namespace mahjong
