// Faan of the whole hand, whatever its reading: the tiles it holds, its kongs,
// how it was won, its bonus tiles.
#include "../../tile_masks.h"
#include "reading.h"

namespace mahjong::hk {
namespace {

constexpr TileMask kHonors = tiles_where(is_honor);
constexpr TileMask kTerminalsAndHonors = tiles_where(is_terminal_or_honor);

// The criteria as the seed words them; where one is tighter than another
// (All One Suit than Mixed One Suit, All Honor Tiles than both), the table's
// exclusions keep the tighter one.
void tile_faan(const HandFacts& h, FaanMask& faan) {
  const int suits = suits_in(h.present);
  const bool honors = (h.present & kHonors) != 0;

  // "Only honor tiles and tiles from one suit", "All tiles from one suit",
  // "All honor tiles".
  if (suits <= 1) faan.add(mixed_one_suit);
  if (suits == 1 && !honors) faan.add(all_one_suit);
  if (suits == 0) faan.add(all_honor_tiles);
  // "Only honor tiles, ones and nines".
  if (within(h.present, kTerminalsAndHonors)) faan.add(mixed_orphans);

  // Nine Gates: "1112345678999, must be totally concealed (i.e. the only tile
  // that can be taken from a discard is the extra tile in the set)": the 13
  // standing tiles are exactly that, and the winning tile is of their suit
  // (ruling 12).
  if (h.declared.set_count == 0 && suits == 1 && !honors) {
    const std::uint8_t* suit = &h.standing[h.win - h.win % 9];
    static constexpr std::uint8_t kGates[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
    bool gates = true;
    for (int r = 0; r < 9; ++r) gates &= suit[r] - (r == h.win % 9) == kGates[r];
    if (gates) faan.add(nine_gates);
  }
}

void kong_faan(const HandFacts& h, FaanMask& faan) {
  if (h.kongs == 4) faan.add(all_kongs);
}

void condition_faan(const HandFacts& h, FaanMask& faan) {
  const HkOptions& o = h.options;
  if (h.self_drawn) faan.add(self_pick);
  // "The whole hand was concealed until the winning tile was drawn or
  // stolen": concealed kongs keep it concealed (ruling 9).
  if (!h.has_claimed_meld && (h.self_drawn || !o.win_from_wall_self_drawn_only)) faan.add(win_from_wall);
  if (h.robbing_kong) faan.add(robbing_kong);
  // "either the last tile from the wall or the last discard" (ruling 4).
  if (h.last_tile_of_wall && (h.self_drawn || o.last_catch_on_discard)) faan.add(last_catch);
  if (h.kong_replacement) faan.add(win_by_kong);
  if (h.kong_on_kong) faan.add(win_by_double_kong);
  if (h.heavenly) faan.add(heavenly_hand);
  if (h.earthly) faan.add(earthly_hand);
}

void bonus_faan(const HandFacts& h, FaanMask& faan) {
  if (!h.options.flowers_in_play) return;
  if (h.bonus_only) {
    // 花糊: seven, the eighth in another hand; 八仙過海: all eight.
    const int held = __builtin_popcount(h.bonus);
    if (h.options.flower_hands && held >= 7) faan.add(held == 8 ? eight_immortals : flower_hand);
    return;
  }
  const int seat = int(h.seat);
  if (h.bonus & (1u << seat)) faan.add(own_flower);
  if (h.bonus & (1u << (4 + seat))) faan.add(own_season);
  if ((h.bonus & 0x0Fu) == 0x0Fu) faan.add(all_flowers);
  if ((h.bonus & 0xF0u) == 0xF0u) faan.add(all_seasons);
  if (h.bonus == 0) faan.add(no_flowers);
}

constexpr std::array<HandDetectorEntry, 4> kHandDetectors = {{
    {"tiles", {mixed_one_suit, all_one_suit, all_honor_tiles, mixed_orphans, nine_gates}, tile_faan},
    {"kongs", {all_kongs}, kong_faan},
    {"winning conditions",
     {self_pick, win_from_wall, robbing_kong, last_catch, win_by_kong, win_by_double_kong,
      heavenly_hand, earthly_hand},
     condition_faan},
    {"bonus tiles",
     {own_flower, own_season, all_flowers, all_seasons, no_flowers, flower_hand, eight_immortals},
     bonus_faan},
}};

}  // namespace

const std::array<HandDetectorEntry, 4>& hand_detectors() { return kHandDetectors; }

}  // namespace mahjong::hk
