#include "score.h"

#include "rules/mcr/scorer.h"
#include "validate.h"

namespace mahjong {

Outcome<Score> score_hand(const Hand& hand) {
  auto checked = check_hand(hand);
  if (!checked) return checked.error();
  switch (hand.rules) {
    case RuleSet::mcr: return mcr::score_mcr(hand, checked.value());
    case RuleSet::hk: break;
  }
  return Error{ErrorCode::parse, "Hong Kong rules are not available yet."};
}

}  // namespace mahjong
