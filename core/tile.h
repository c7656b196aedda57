// Tiles as small integers, with helpers named after the rulebook's terms.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mahjong {

// 0-8 characters (1m-9m), 9-17 dots (1p-9p), 18-26 bamboo (1s-9s),
// 27-30 winds (E S W N), 31-33 dragons (C red, F green, P white).
using Tile = std::uint8_t;

constexpr int kTileKinds = 34;
constexpr int kCopiesPerTile = 4;
constexpr Tile kNoTile = 0xFF;

enum class Suit : std::uint8_t { characters, dots, bamboo, winds, dragons };

enum class Wind : std::uint8_t { east, south, west, north };

constexpr Tile suited_tile(Suit suit, int rank) { return Tile(int(suit) * 9 + rank - 1); }
constexpr Tile wind_tile(Wind wind) { return Tile(27 + int(wind)); }

constexpr Tile kRedDragon = 31;    // 中
constexpr Tile kGreenDragon = 32;  // 发
constexpr Tile kWhiteDragon = 33;  // 白

constexpr bool is_suited(Tile t) { return t < 27; }
constexpr bool is_honor(Tile t) { return t >= 27 && t < kTileKinds; }
constexpr bool is_wind(Tile t) { return t >= 27 && t < 31; }
constexpr bool is_dragon(Tile t) { return t >= 31 && t < kTileKinds; }
constexpr Suit suit_of(Tile t) {
  return t < 27 ? Suit(t / 9) : (t < 31 ? Suit::winds : Suit::dragons);
}
// 1-9 for suited tiles.
constexpr int rank_of(Tile t) { return t % 9 + 1; }
constexpr bool is_terminal(Tile t) { return is_suited(t) && (rank_of(t) == 1 || rank_of(t) == 9); }
constexpr bool is_terminal_or_honor(Tile t) { return is_terminal(t) || is_honor(t); }
constexpr Wind wind_of(Tile t) { return Wind(t - 27); }

// How many of each tile kind: the shape every hand test works on.
using Counts = std::array<std::uint8_t, kTileKinds>;

// A set of tile kinds as a 34-bit mask: cheap whole-hand tests such as
// "every tile is green" become one AND.
using TileMask = std::uint64_t;
constexpr TileMask mask_of(Tile t) { return TileMask(1) << t; }

// Bonus tiles: f1-f4 flowers, s1-s4 seasons; the number is the seat (1 East ... 4 North).
using BonusTile = std::uint8_t;  // 0-3 flowers, 4-7 seasons
constexpr int kBonusKinds = 8;
constexpr bool is_flower(BonusTile b) { return b < 4; }
constexpr Wind seat_of_bonus(BonusTile b) { return Wind(b % 4); }

// Tiles in ascending order, counted rather than compared: linear in a
// hostile hand's length too, and no std::sort (its introsort cost the page's
// first module about 1 KB of code for the few tiles the core sorts).
void sort_tiles(std::vector<Tile>& tiles);

// Codes as in the spec: "1m", "E", "C", "f1".
std::string_view tile_code(Tile t);
std::optional<Tile> parse_tile_code(std::string_view code);
// A red five's code, "0m" "0p" "0s" (Tenhou's), as the 5 it is in every shape.
std::optional<Tile> red_five_code(std::string_view code);
std::string_view red_five_code_of(Suit suit);
std::string_view bonus_code(BonusTile b);
std::optional<BonusTile> parse_bonus_code(std::string_view code);
std::string_view wind_code(Wind w);
std::optional<Wind> parse_wind_code(std::string_view code);

// Names a person reads in an error message: "5 of Dots", "East Wind".
std::string tile_name(Tile t);

}  // namespace mahjong
