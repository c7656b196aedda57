// MCR's situation rows: which win flags can go together under its
// rules (core/situation_rules.h), in the order a hand is checked.
#pragma once

#include <array>

#include "../../situation_rules.h"

namespace mahjong::mcr {

constexpr int kSituationRows = 13;
const std::array<SituationRule, kSituationRows>& situation_table();

}  // namespace mahjong::mcr
