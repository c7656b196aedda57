// A rule set that a module does not carry (wasm/CMakeLists.txt): in its place
// the registry holds a description with its id alone, so that every rule
// set keeps its index (a hand's and a compact result's) in every module,
// while none of its scorer, tables or texts is linked. mahjong.js sends a
// hand of that rule set to the module that carries it; should one arrive
// here anyway, it is an error value, never a crash.
#pragma once

#include <string_view>

#include "rule_set.h"

namespace mahjong {

RuleSetInfo absent_rule_set(std::string_view id);
bool is_absent(const RuleSetInfo& rules);

}  // namespace mahjong
