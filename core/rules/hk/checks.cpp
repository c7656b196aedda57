#include "checks.h"

#include <string>

#include "../../situation_rules.h"
#include "option_table.h"

namespace mahjong::hk {
namespace {

Error inconsistent(std::string message) { return {ErrorCode::inconsistent, std::move(message)}; }

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

}  // namespace

std::optional<Error> check_hk_hand(const Hand& hand) {
  if (const char* conflict = conflicting_options(hand.options.hk)) return inconsistent(conflict);
  if (auto err = check_bonus_tiles(hand)) return err;
  // Hong Kong's own flags: the situation table (core/situation_rules.cpp).
  return situation_error(hand, nullptr, SituationStage::hk);
}

}  // namespace mahjong::hk
