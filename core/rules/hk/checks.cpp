#include "checks.h"

#include <string>

#include "option_table.h"

namespace mahjong::hk {
namespace {

Error inconsistent(std::string message) { return {ErrorCode::inconsistent, std::move(message)}; }

std::string seat_name(Wind w) {
  static const char* const kNames[] = {"East", "South", "West", "North"};
  return std::string(kNames[int(w)]) + " (" + std::string(wind_code(w)) + ")";
}

std::optional<Error> check_bonus_tiles(const Hand& hand) {
  if (hand.flower_count > 0 && hand.bonus_tiles.empty())
    return inconsistent("Hong Kong rules score which bonus tiles the winner holds (its own flower "
                        "and season, a complete set), so \"flowers\" must list them, e.g. "
                        "[\"f1\", \"s3\"], not count them (" +
                        std::to_string(hand.flower_count) + ").");
  if (!hand.bonus_tiles.empty() && !hand.options.hk.flowers_in_play)
    return inconsistent("The hand holds bonus tiles, but the option flowers_in_play is false: "
                        "either leave the flowers out or turn the option on.");
  return std::nullopt;
}

std::optional<Error> check_kong_on_kong(const Hand& hand) {
  if (!hand.kong_on_kong) return std::nullopt;
  int kongs = 0;
  for (const Meld& m : hand.melds) kongs += m.type == MeldType::kong;
  if (kongs < 2)
    return inconsistent("A win by double kong (kong_on_kong) follows a kong declared on a kong's "
                        "replacement tile, so the hand needs two kongs; it has " +
                        std::to_string(kongs) + ".");
  if (hand.discarder || hand.robbing_kong)
    return inconsistent("A win by double kong (kong_on_kong) is on a replacement tile from the "
                        "wall, so it has no discarder and robs no kong.");
  return std::nullopt;
}

// Heavenly: "East wins with initial hand"; Earthly: "Non-East player wins on
// East's first discard" (ruling 18). Neither can have declared anything yet.
std::optional<Error> check_first_turn(const Hand& hand) {
  if (!hand.heavenly && !hand.earthly) return std::nullopt;
  const char* what = hand.heavenly ? "A heavenly hand (East winning with the dealt tiles)"
                                   : "An earthly hand (winning on East's first discard)";
  if (hand.heavenly && hand.seat_wind != Wind::east)
    return inconsistent(std::string(what) + " is East's, but the winner's seat is " +
                        seat_name(hand.seat_wind) + ".");
  if (hand.earthly && hand.seat_wind == Wind::east)
    return inconsistent(std::string(what) + " cannot be East's own.");
  if (!hand.melds.empty())
    return inconsistent(std::string(what) + " has declared nothing, but the hand has " +
                        std::to_string(hand.melds.size()) +
                        (hand.melds.size() == 1 ? " meld." : " melds."));
  if (hand.kong_replacement || hand.kong_on_kong || hand.robbing_kong || hand.last_tile_of_wall)
    return inconsistent(std::string(what) + " cannot also be won on " +
                        (hand.robbing_kong      ? "a robbed kong."
                         : hand.last_tile_of_wall ? "the last tile of the wall."
                                                 : "a kong's replacement tile."));
  if (hand.heavenly && hand.discarder)
    return inconsistent(std::string(what) + " has no discarder, but the hand names " +
                        seat_name(*hand.discarder) + ".");
  if (hand.earthly && hand.self_drawn)
    return inconsistent(std::string(what) + " is won on a discard, so it cannot be self-drawn.");
  if (hand.earthly && hand.discarder && *hand.discarder != Wind::east)
    return inconsistent(std::string(what) + " is won on East's discard, but the hand names " +
                        seat_name(*hand.discarder) + " as the discarder.");
  return std::nullopt;
}

std::optional<Error> check_liable(const Hand& hand) {
  if (hand.liable && *hand.liable == hand.seat_wind)
    return inconsistent("The liable player (包) is the winner's own seat, " + seat_name(hand.seat_wind) +
                        "; name the player who fed the pung.");
  return std::nullopt;
}

}  // namespace

std::optional<Error> check_hk_hand(const Hand& hand) {
  if (const char* conflict = conflicting_options(hand.options.hk)) return inconsistent(conflict);
  if (auto err = check_bonus_tiles(hand)) return err;
  if (auto err = check_kong_on_kong(hand)) return err;
  if (auto err = check_first_turn(hand)) return err;
  if (auto err = check_liable(hand)) return err;
  return std::nullopt;
}

}  // namespace mahjong::hk
