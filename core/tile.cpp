#include "tile.h"

#include <array>

namespace mahjong {
namespace {

constexpr std::array<std::string_view, kTileKinds> kTileCodes = {
    "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",  //
    "1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p",  //
    "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s",  //
    "E",  "S",  "W",  "N",  "C",  "F",  "P"};

constexpr std::array<std::string_view, kBonusKinds> kBonusCodes = {"f1", "f2", "f3", "f4",
                                                                   "s1", "s2", "s3", "s4"};

constexpr std::array<std::string_view, 4> kWindCodes = {"E", "S", "W", "N"};

constexpr std::array<std::string_view, 3> kSuitNames = {"Characters", "Dots", "Bamboo"};
constexpr std::array<std::string_view, 7> kHonorNames = {
    "East Wind", "South Wind", "West Wind", "North Wind", "Red Dragon", "Green Dragon",
    "White Dragon"};

template <std::size_t N>
std::optional<std::size_t> index_in(const std::array<std::string_view, N>& codes,
                                    std::string_view code) {
  for (std::size_t i = 0; i < N; ++i)
    if (codes[i] == code) return i;
  return std::nullopt;
}

}  // namespace

std::string_view tile_code(Tile t) { return t < kTileKinds ? kTileCodes[t] : "?"; }

std::optional<Tile> red_five_code(std::string_view code) {
  for (int suit = 0; suit < 3; ++suit)
    if (code == red_five_code_of(Suit(suit))) return suited_tile(Suit(suit), 5);
  return std::nullopt;
}

std::string_view red_five_code_of(Suit suit) {
  constexpr std::string_view kCodes[] = {"0m", "0p", "0s"};
  return kCodes[int(suit)];
}

std::optional<Tile> parse_tile_code(std::string_view code) {
  if (auto i = index_in(kTileCodes, code)) return Tile(*i);
  return std::nullopt;
}

std::string_view bonus_code(BonusTile b) { return b < kBonusKinds ? kBonusCodes[b] : "?"; }

std::optional<BonusTile> parse_bonus_code(std::string_view code) {
  if (auto i = index_in(kBonusCodes, code)) return BonusTile(*i);
  return std::nullopt;
}

std::string_view wind_code(Wind w) { return kWindCodes[int(w) & 3]; }

std::optional<Wind> parse_wind_code(std::string_view code) {
  if (auto i = index_in(kWindCodes, code)) return Wind(*i);
  return std::nullopt;
}

std::string tile_name(Tile t) {
  if (t >= kTileKinds) return "an unknown tile";
  if (is_honor(t)) return std::string(kHonorNames[t - 27]);
  return std::to_string(rank_of(t)) + " of " + std::string(kSuitNames[int(suit_of(t))]);
}

void sort_tiles(std::vector<Tile>& tiles) {
  std::array<std::size_t, 256> counts{};
  for (Tile t : tiles) ++counts[t];
  auto out = tiles.begin();
  for (std::size_t t = 0; t < counts.size(); ++t)
    for (std::size_t n = counts[t]; n > 0; --n) *out++ = Tile(t);
}

}  // namespace mahjong
