// Hong Kong's situation rows: which win flags can go together under its
// rules (core/situation_rules.h), in the order a hand is checked.
#pragma once

#include <array>

#include "../../situation_rules.h"

namespace mahjong::hk {

constexpr int kSituationRows = 36;
const std::array<SituationRule, kSituationRows>& situation_table();

}  // namespace mahjong::hk
