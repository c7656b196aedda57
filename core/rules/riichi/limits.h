// From han and fu to basic points (基本点): fu x 2^(2 + han), capped by the
// limits: mangan 2,000 (5 han, or less when the formula passes 2,000; with
// kiriage 4 han 30 fu and 3 han 60 fu too), haneman 3,000 (6-7), baiman
// 4,000 (8-10), sanbaiman 6,000 (11-12), yakuman 8,000 each; 13 han or more
// without a yakuman by the option kazoe.
#pragma once

#include "option_table.h"
#include "riichi_score.h"

namespace mahjong::riichi {

struct HandValue {
  Limit limit = Limit::none;
  int base_points = 0;
};

HandValue value_of(int han, int fu, int yakuman, const Options& options);

// The limits' names by Limit, as the result's "limit" says them ("": null).
constexpr OptionChoices kLimitNames = {"", "mangan", "haneman", "baiman", "sanbaiman", "yakuman"};

constexpr int kManganBase = 2000;
constexpr int kYakumanBase = 8000;

}  // namespace mahjong::riichi
