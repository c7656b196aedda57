#include "checks.h"

#include <string>

#include "../../option_rules.h"
#include "../../situation_rules.h"

namespace mahjong::hk {
namespace {

Error inconsistent(std::string message) { return {ErrorCode::inconsistent, std::move(message)}; }

std::optional<Error> check_bonus_tiles(const Hand& hand) {
  if (hand.flower_count > 0 && hand.bonus_tiles.empty())
    return inconsistent("Hong Kong rules score which bonus tiles the winner holds (its own flower "
                        "and season, a complete set), so \"flowers\" must list them, e.g. "
                        "[\"f1\", \"s3\"], not count them (" +
                        std::to_string(hand.flower_count) + ").");
  return std::nullopt;
}

}  // namespace

std::optional<Error> check_hk_hand(const Hand& hand) {
  // Options that cannot go together: its option rules (option_table.cpp).
  if (auto err = option_error(RuleSet::hk, hand.options, !hand.bonus_tiles.empty())) return err;
  if (auto err = check_bonus_tiles(hand)) return err;
  // Hong Kong's own flags: its situation rows (situation_table.cpp).
  return situation_error(hand, nullptr, SituationStage::after_options);
}

}  // namespace mahjong::hk
