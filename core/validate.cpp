#include "validate.h"

#include <algorithm>
#include <string>

#include "meld_shape.h"
#include "notation.h"
#include "rule_set.h"
#include "situation_rules.h"
#include "words.h"

namespace mahjong {
namespace {

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Counts saturate at 255 so that no input, however long, wraps round.
void count_in(Counts& c, TileMask& kinds, Tile t) {
  c[t] = std::uint8_t(c[t] + (c[t] != 255));
  kinds |= mask_of(t);
}

// Counts the kinds held four times on the way (c.fours).
std::optional<Error> check_copies(const Hand& hand, CheckedHand& c) {
  const Counts& all = c.all;
  std::uint8_t most = 0, fours = 0;
  for (int i = 0; i < kTileKinds; ++i) {
    most = std::max(most, all[i]);
    fours = std::uint8_t(fours + (all[i] == kCopiesPerTile));
  }
  c.fours = fours;
  for (int i = 0; i < kTileKinds && most > kCopiesPerTile; ++i)
    if (all[i] > kCopiesPerTile)
      return Error{ErrorCode::too_many_copies, told_by([&] {
                     return "The hand has " + std::to_string(all[i]) + " copies of the " + tile_name(Tile(i)) +
                            " (" + std::string(tile_code(Tile(i))) +
                            "), counting melds and the winning tile; a set has only four.";
                   })};
  unsigned seen = 0;
  for (BonusTile b : hand.bonus_tiles) {
    if (seen & (1u << b))
      return Error{ErrorCode::too_many_copies, told("The bonus tile ", bonus_code(b),
                                                    " is listed twice; each flower and season exists once.")};
    seen |= 1u << b;
  }
  return std::nullopt;
}

std::string hint_or_stop(std::string_view hint) { return hint.empty() ? "." : std::string(hint); }

std::optional<Error> check_count(const Hand& hand, std::size_t tiles) {
  if (hand.melds.size() > 4)
    return Error{ErrorCode::tile_count, "The hand declares " + std::to_string(hand.melds.size()) +
                                            " melds; a hand has at most four."};
  if (hand.win_tile == kNoTile)
    return Error{ErrorCode::tile_count,
                 "The hand has no winning tile. It needs 13 tiles (" +
                     plural(int(hand.concealed.size()), "standing tile", "standing tiles") +
                     " and " + plural(int(hand.melds.size()), "meld", "melds") +
                     " now) and the tile it wins on" + hint_or_stop(rule_set(hand.rules).no_win_tile_hint(hand, tiles))};
  if (tiles != 14)
    return Error{ErrorCode::tile_count,
                 "The hand has " + std::to_string(tiles) +
                     " tiles; a winning hand has 14 (not counting kongs' fourth tiles and "
                     "flowers)."};
  if (hand.flower_count < 0 || hand.flower_count > kBonusKinds)
    return Error{ErrorCode::tile_count, "The hand says " + std::to_string(hand.flower_count) +
                                            " flowers; there are 8 bonus tiles (0 to 8)."};
  return std::nullopt;
}

}  // namespace

Outcome<CheckedHand> check_hand(const Hand& hand) {
  Outcome<CheckedHand> out(std::in_place);
  CheckedHand& c = out.value();
  for (std::size_t i = 0; i < hand.melds.size(); ++i) {
    auto base = check_meld(hand.melds[i], i + 1);
    if (!base) return base.error();
    if (i < c.meld_base.size()) c.meld_base[i] = base.value();
  }
  for (Tile t : hand.concealed) count_in(c.standing, c.standing_mask, t);
  if (hand.win_tile != kNoTile) count_in(c.standing, c.standing_mask, hand.win_tile);
  c.all = c.standing;
  c.present = c.standing_mask;
  for (const Meld& m : hand.melds)
    for (Tile t : m.tiles) count_in(c.all, c.present, t);

  if (auto err = check_copies(hand, c)) return *err;
  std::size_t tiles = hand.concealed.size() + (hand.win_tile != kNoTile) + 3 * hand.melds.size();
  // A rule set may win on bonus tiles alone (Hong Kong's 花糊 and 八仙過海):
  // no tiles to count.
  const bool bonus_tile_win = tiles == 0 && rule_set(hand.rules).wins_on_bonus_tiles(hand);
  if (!bonus_tile_win)
    if (auto err = check_count(hand, tiles)) return *err;
  // Which flags go together: the situation table (core/situation_rules.cpp).
  if (auto err = situation_error(hand, &c, SituationStage::shared)) return *err;
  return out;
}

}  // namespace mahjong
