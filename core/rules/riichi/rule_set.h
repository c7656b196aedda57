// Riichi as the registry sees it (core/rule_set.h).
#pragma once

#include "../../rule_set.h"

namespace mahjong::riichi {

const RuleSetInfo& rule_set();

}  // namespace mahjong::riichi
