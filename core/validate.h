// The checks every rule set shares, in the order a person would fix them:
// malformed melds, impossible copies, the tile count, contradictory flags.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "hand.h"
#include "outcome.h"

namespace mahjong {

// What the checks learn about a valid hand, handed on so that scoring need
// not count again.
struct CheckedHand {
  Counts all{};       // every tile, a kong as four
  Counts standing{};  // the standing tiles and the winning tile
  TileMask present = 0;
  TileMask standing_mask = 0;
  std::array<Tile, 4> meld_base{};  // each meld's lowest tile
  std::uint8_t fours = 0;           // kinds held four times
};

Outcome<CheckedHand> check_hand(const Hand& hand);

}  // namespace mahjong
