// Fans of the whole hand, whatever its reading: the tiles it holds, how it was
// won, what is concealed, its kongs and flowers.
#include "../../tile_masks.h"
#include "reading.h"

namespace mahjong::mcr {
namespace {

constexpr Tile b(int rank) { return suited_tile(Suit::bamboo, rank); }
constexpr Tile p(int rank) { return suited_tile(Suit::dots, rank); }

constexpr TileMask kHonors = tiles_where(is_honor);
constexpr TileMask kWinds = tiles_where(is_wind);
constexpr TileMask kDragons = tiles_where(is_dragon);
constexpr TileMask kTerminals = tiles_where(is_terminal);
constexpr TileMask kSimples = suited_ranks(2, 8);
// All Green: 2, 3, 4, 6 and 8 of bamboo and the green dragon.
constexpr TileMask kGreen = tiles_of({b(2), b(3), b(4), b(6), b(8), kGreenDragon});
// Reversible Tiles: the faces that look the same upside down.
constexpr TileMask kReversible = tiles_of({p(1), p(2), p(3), p(4), p(5), p(8), p(9), b(2), b(4),
                                           b(5), b(6), b(8), b(9), kWhiteDragon});

// Which fan each band of ranks gives; checked from the narrowest.
struct RankBand {
  TileMask tiles;
  FanId fan;
};
constexpr RankBand kRankBands[] = {
    {suited_ranks(7, 9), upper_tiles}, {suited_ranks(4, 6), middle_tiles},
    {suited_ranks(1, 3), lower_tiles}, {suited_ranks(6, 9), upper_four},
    {suited_ranks(1, 4), lower_four},
};

void tile_fans(const HandFacts& h, FanCounts& fans) {
  const TileMask present = h.present;
  const int suits = suits_in(present);
  const bool honors = (present & kHonors) != 0;

  if (within(present, kGreen)) fans.add(all_green);
  if (within(present, kTerminals)) fans.add(all_terminals);
  if (within(present, kHonors)) fans.add(all_honors);
  if (within(present, kTerminals | kHonors)) fans.add(all_terminals_and_honors);
  if (suits == 1) fans.add(honors ? half_flush : full_flush);
  if (within(present, kSimples)) fans.add(all_simples);
  for (const RankBand& band : kRankBands)
    if (within(present, band.tiles)) fans.add(band.fan);
  if (within(present, kReversible)) fans.add(reversible_tiles);
  if (suits == 2) fans.add(one_voided_suit);
  if (!honors) fans.add(no_honors);
  if (suits == 3 && (present & kWinds) && (present & kDragons)) fans.add(all_types);

  // Tile Hog: all four of a tile without declaring them a kong.
  fans.add(tile_hog, h.fours - h.melded_kongs - h.concealed_kongs);

  // Nine Gates: 1112345678999 of one suit standing, won on any tile of it.
  if (h.declared.set_count == 0 && suits == 1 && !honors) {
    const std::uint8_t* suit = &h.standing[h.win - h.win % 9];
    static constexpr std::uint8_t kGates[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
    bool gates = true;
    for (int r = 0; r < 9; ++r)
      gates &= suit[r] - (r == h.win % 9) == kGates[r];
    if (gates) fans.add(nine_gates);
  }
}

void situation_fans(const HandFacts& h, FanCounts& fans) {
  if (h.last_tile_of_wall) fans.add(h.self_drawn ? last_tile_draw : last_tile_claim);
  if (h.kong_replacement) fans.add(out_with_replacement_tile);
  if (h.robbing_kong) fans.add(robbing_the_kong);
  if (h.last_of_kind) fans.add(last_tile);
  if (h.self_drawn) fans.add(self_drawn);
  fans.add(flower_tiles, h.flowers);
}

void concealment_fans(const HandFacts& h, FanCounts& fans) {
  if (!h.has_claimed_meld) fans.add(h.self_drawn ? fully_concealed_hand : concealed_hand);
  // Melded Hand: four claimed melds and the pair completed by a discard.
  if (h.declared.set_count == 4 && h.concealed_kongs == 0 && !h.self_drawn) fans.add(melded_hand);
}

void kong_fans(const HandFacts& h, FanCounts& fans) {
  const int melded = h.melded_kongs, concealed = h.concealed_kongs;
  switch (melded + concealed) {
    case 4: fans.add(four_kongs); break;
    case 3: fans.add(three_kongs); break;
    case 2:
      if (concealed == 2) fans.add(two_concealed_kongs);
      else if (melded == 2) fans.add(two_melded_kongs);
      else if (h.options.concealed_and_melded_kong_fan) fans.add(concealed_kong_and_melded_kong);
      else if (h.options.melded_and_concealed_kong_as_two_melded_kongs) fans.add(two_melded_kongs);
      else fans.add(melded_kong), fans.add(concealed_kong);
      break;
    case 1: fans.add(concealed ? concealed_kong : melded_kong); break;
    default: break;
  }
}

constexpr std::array<HandDetectorEntry, 4> kHandDetectors = {{
    {"tiles",
     {all_green, all_terminals, all_honors, all_terminals_and_honors, full_flush, half_flush,
      all_simples, upper_tiles, middle_tiles, lower_tiles, upper_four, lower_four,
      reversible_tiles, one_voided_suit, no_honors, all_types, tile_hog, nine_gates},
     tile_fans},
    {"situation",
     {last_tile_draw, last_tile_claim, out_with_replacement_tile, robbing_the_kong, last_tile,
      self_drawn, flower_tiles},
     situation_fans},
    {"concealment", {concealed_hand, fully_concealed_hand, melded_hand}, concealment_fans},
    {"kongs",
     {four_kongs, three_kongs, two_concealed_kongs, two_melded_kongs,
      concealed_kong_and_melded_kong, concealed_kong, melded_kong},
     kong_fans},
}};

}  // namespace

const std::array<HandDetectorEntry, 4>& hand_detectors() { return kHandDetectors; }

}  // namespace mahjong::mcr
