#include "score.h"

#include "rule_set.h"
#include "validate.h"

namespace mahjong {

Outcome<Score> score_hand(const Hand& hand) {
  auto checked = check_hand(hand);
  if (!checked) return checked.error();
  return rule_set(hand.rules).score(hand, checked.value());
}

}  // namespace mahjong
