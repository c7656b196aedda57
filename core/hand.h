// The hand as every interface describes it (see the spec's "A hand"): the tiles
// standing, the declared melds, the winning tile and the situation of the win.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "options.h"
#include "tile.h"

namespace mahjong {

enum class MeldType : std::uint8_t { chow, pung, kong };

// Who a meld was claimed from, as the notation's digit after the tiles says:
// 0 not said (or a concealed kong), 1-3 the player it came from, 5-7 a kong
// added to a pung claimed from player 1-3. Kept so that text round-trips.
using ClaimedFrom = std::uint8_t;

struct Meld {
  MeldType type = MeldType::chow;
  bool concealed = false;  // only meaningful for a kong
  std::vector<Tile> tiles;
  ClaimedFrom claimed_from = 0;
};

// Red fives (0m 0p 0s), by suit: characters, dots, bamboo.
constexpr int kRedFiveSuits = 3;
using RedFives = std::array<std::uint8_t, kRedFiveSuits>;

// Room for a rule set's own hand fields (RuleSetInfo::hand_fields): flags and
// counts in numbered slots, lists of tiles in theirs.
constexpr int kHandFieldSlots = 8;
constexpr int kHandTileListSlots = 2;

struct Hand {
  RuleSet rules = RuleSet{};  // the first registered
  std::vector<Tile> concealed;  // standing tiles, without the winning tile
  std::vector<Meld> melds;
  Tile win_tile = kNoTile;

  bool self_drawn = false;
  bool last_of_kind = false;
  bool kong_replacement = false;
  bool robbing_kong = false;
  bool last_tile_of_wall = false;
  // Hong Kong only.
  bool heavenly = false;
  bool earthly = false;
  bool kong_on_kong = false;

  Wind prevalent_wind = Wind::east;
  Wind seat_wind = Wind::east;
  std::optional<Wind> discarder;
  // Hong Kong only: who fed the pung that completed Great Dragons or Great
  // Winds, and so pays for everyone (包).
  std::optional<Wind> liable;

  // Bonus tiles: MCR needs only how many; Hong Kong needs which. A list, when
  // given, also sets the count.
  int flower_count = 0;
  std::vector<BonusTile> bonus_tiles;

  // Red fives, in a rule set that has them (RuleSetInfo::red_fives): how
  // many of the hand's tiles are red, and of the tiles its own tile lists show.
  RedFives red_fives{};
  RedFives red_fives_shown{};
  // The rule set's own fields, each in the slot its description gives.
  std::array<int, kHandFieldSlots> field_values{};
  std::array<std::vector<Tile>, kHandTileListSlots> field_tiles;

  Options options;
};

}  // namespace mahjong
