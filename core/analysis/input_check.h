// The checks an analysis input gets before anything is counted: the same
// errors, and much the same messages, as scoring gives (validate.h).
#pragma once

#include <optional>

#include "analysis.h"

namespace mahjong::analysis {

// What the checks learn, handed on.
struct CheckedInput {
  Counts standing{};  // the standing tiles, the drawn tile included
  Counts all{};       // and the melds' tiles (a kong as four)
  int tiles = 0;      // 13 or 14, a meld counted as three
};

Outcome<CheckedInput> check_input(const AnalysisInput& input);

// The situation of `input` as a hand, without tiles: what scoring a winning
// tile starts from.
Hand situation_of(const AnalysisInput& input);

}  // namespace mahjong::analysis
