#include "score.h"

#include "rules/hk/scorer.h"
#include "rules/mcr/scorer.h"
#include "validate.h"

namespace mahjong {

Outcome<Score> score_hand(const Hand& hand) {
  auto checked = check_hand(hand);
  if (!checked) return checked.error();
  switch (hand.rules) {
    case RuleSet::mcr: return mcr::score_mcr(hand, checked.value());
    case RuleSet::hk: return hk::score_hk(hand, checked.value());
  }
  return Error{ErrorCode::parse, "Unknown rule set."};
}

}  // namespace mahjong
