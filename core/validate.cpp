#include "validate.h"

#include <algorithm>
#include <string>

#include "meld_shape.h"
#include "notation.h"

namespace mahjong {
namespace {

Error inconsistent(std::string message) { return {ErrorCode::inconsistent, std::move(message)}; }

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Counts saturate at 255 so that no input, however long, wraps round.
void count_in(Counts& c, TileMask& kinds, Tile t) {
  c[t] = std::uint8_t(c[t] + (c[t] != 255));
  kinds |= mask_of(t);
}

std::optional<Error> check_copies(const Hand& hand, const Counts& all) {
  std::uint8_t most = 0;
  for (int i = 0; i < kTileKinds; ++i) most = std::max(most, all[i]);
  for (int i = 0; i < kTileKinds && most > kCopiesPerTile; ++i)
    if (all[i] > kCopiesPerTile)
      return Error{ErrorCode::too_many_copies,
                   "The hand has " + std::to_string(all[i]) + " copies of the " +
                       tile_name(Tile(i)) + " (" + std::string(tile_code(Tile(i))) +
                       "), counting melds and the winning tile; a set has only four."};
  unsigned seen = 0;
  for (BonusTile b : hand.bonus_tiles) {
    if (seen & (1u << b))
      return Error{ErrorCode::too_many_copies,
                   "The bonus tile " + std::string(bonus_code(b)) +
                       " is listed twice; each flower and season exists once."};
    seen |= 1u << b;
  }
  return std::nullopt;
}

std::optional<Error> check_count(const Hand& hand, std::size_t tiles) {
  if (hand.melds.size() > 4)
    return Error{ErrorCode::tile_count, "The hand declares " + std::to_string(hand.melds.size()) +
                                            " melds; a hand has at most four."};
  if (hand.win_tile == kNoTile)
    return Error{ErrorCode::tile_count,
                 "The hand has no winning tile. It needs 13 tiles (" +
                     plural(int(hand.concealed.size()), "standing tile", "standing tiles") +
                     " and " + plural(int(hand.melds.size()), "meld", "melds") +
                     " now) and the tile it wins on."};
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

std::optional<Error> check_flags(const Hand& hand, const CheckedHand& c) {
  const Tile win = hand.win_tile;
  auto win_name = [&] { return tile_name(win) + " (" + std::string(tile_code(win)) + ")"; };
  const int standing_copies = c.standing[win] - 1;
  bool has_kong = false;
  for (const Meld& m : hand.melds) has_kong |= m.type == MeldType::kong;

  if (hand.robbing_kong && hand.self_drawn)
    return inconsistent(
        "Robbing the kong wins on a tile another player adds to a pung, so the hand cannot "
        "also be self-drawn.");
  if (hand.robbing_kong && hand.kong_replacement)
    return inconsistent(
        "A hand cannot both rob a kong and win on its own kong's replacement tile.");
  if (hand.robbing_kong && c.all[win] > 1)
    return inconsistent("Robbing the kong wins on the fourth " + win_name() +
                        ", added to another player's pung, but the hand itself holds another " +
                        win_name() + ".");
  if (hand.robbing_kong && hand.last_tile_of_wall)
    return inconsistent(
        "The last tile of the wall cannot be robbed: nobody may declare a kong on it, as "
        "there is no replacement tile left.");
  // Hong Kong also pays a win on the replacement for a bonus tile as Win by
  // Kong ("a replacement tile due to a Kong or a Bonus Tile", docs/hk-rules.md
  // ruling 17), so there a bonus tile will do.
  const bool bonus_replacement = hand.rules == RuleSet::hk && !hand.bonus_tiles.empty();
  if (hand.kong_replacement && !has_kong && !bonus_replacement)
    return inconsistent(
        "The hand says it won on a kong's replacement tile, but it declares no kong" +
        std::string(hand.rules == RuleSet::hk ? " and holds no bonus tile." : "."));
  if (hand.last_of_kind && standing_copies > 0)
    return inconsistent("The " + win_name() +
                        " cannot be the last of its kind: another one stands in the hand, "
                        "which nobody else has seen.");
  if (hand.discarder && (hand.self_drawn || hand.kong_replacement))
    return inconsistent(std::string(hand.self_drawn ? "A self-drawn hand" : "A win on a kong's replacement tile") +
                        " has no discarder, but the hand names one (" +
                        std::string(wind_code(*hand.discarder)) + ").");
  if (hand.discarder && *hand.discarder == hand.seat_wind)
    return inconsistent("The discarder (" + std::string(wind_code(*hand.discarder)) +
                        ") is the winner's own seat; a player cannot win on their own discard.");
  if (hand.liable && hand.rules != RuleSet::hk)
    return inconsistent("A liable player (包) is a Hong Kong rule; these rules do not use it.");
  if (hand.heavenly && hand.earthly)
    return inconsistent("A hand cannot be both heavenly (the dealer's) and earthly (another "
                        "player's, on the dealer's first discard).");
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

  if (auto err = check_copies(hand, c.all)) return *err;
  std::size_t tiles = hand.concealed.size() + (hand.win_tile != kNoTile) + 3 * hand.melds.size();
  if (auto err = check_count(hand, tiles)) return *err;
  if (auto err = check_flags(hand, c)) return *err;
  return out;
}

}  // namespace mahjong
