// What makes a declared meld well-formed: a chow is three consecutive suited
// tiles of one suit, a pung three and a kong four identical tiles.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "hand.h"
#include "outcome.h"

namespace mahjong {

// The meld's lowest tile if its tiles make the shape its type says.
std::optional<Tile> meld_base(const Meld& meld);

// A meld read from notation: the type follows from the tiles.
Outcome<Meld> meld_from_tiles(std::vector<Tile> tiles, ClaimedFrom from, std::string_view written);

// A declared meld (the JSON form): tiles, type, the concealed flag and the
// claim digit must agree. `index` counts from 1 for the message. Gives the
// meld's lowest tile.
Outcome<Tile> check_meld(const Meld& meld, std::size_t index);

std::string_view meld_type_name(MeldType type);

}  // namespace mahjong
