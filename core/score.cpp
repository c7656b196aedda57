#include "score.h"

#include "rules/mcr/scorer.h"
#include "validate.h"

namespace mahjong {

Outcome<Score> score_hand(const Hand& hand) {
  if (auto err = validate_hand(hand)) return *err;
  switch (hand.rules) {
    case RuleSet::mcr: return mcr::score_mcr(hand);
    case RuleSet::hk: break;
  }
  return Error{ErrorCode::parse, "Hong Kong rules are not available yet."};
}

}  // namespace mahjong
