// Hong Kong as the registry sees it (core/rule_set.h).
#pragma once

#include "../../rule_set.h"

namespace mahjong::hk {

const RuleSetInfo& rule_set();

// Its result's own fields, in Score::extra.
enum ResultFieldAt { kCappedTotal, kLimit, kBasePoints };

}  // namespace mahjong::hk
