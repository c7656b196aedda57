#pragma once

#include "option_table.h"
#include "reading.h"

namespace mahjong::mcr {

// Non-repetition: walking from the biggest fan down, each fan that counts
// removes the fans its table row implies. A fan already removed removes
// nothing, so Seven Pairs (which implies Fully Concealed Hand) keeps the
// Self-Drawn that Fully Concealed Hand would have taken.
void apply_exclusions(FanCounts& fans, const ImpliesTable& table);

}  // namespace mahjong::mcr
