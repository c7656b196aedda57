// The checks every rule set shares, in the order a person would fix them:
// malformed melds, impossible copies, the tile count, contradictory flags.
#pragma once

#include <optional>

#include "hand.h"
#include "outcome.h"

namespace mahjong {

std::optional<Error> validate_hand(const Hand& hand);

// The standing and winning tiles with the melds, as counts per tile.
struct TileTally {
  int copies[kTileKinds] = {};
  int tiles = 0;  // a kong counts as three, as in "3 x melds + standing = 13"
};
TileTally tally(const Hand& hand);

}  // namespace mahjong
