// Settlement by value: the payments of a win known only by its value (MCR
// points, Hong Kong faan or base points) and how it was won, as a score sheet
// enters a hand scored at the table. The scorer settles through the same rule
// functions (core/rules/*/settlement.h), so a hand scored and the same hand
// entered by its value pay the same.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "hand.h"
#include "json_reader.h"
#include "outcome.h"
#include "score.h"

namespace mahjong {

struct SettleRequest {
  RuleSet rules = RuleSet{};
  // MCR: the hand's points, flowers included; Hong Kong: its faan before the
  // limit. Absent in Hong Kong when `base_points` is given instead.
  std::optional<int> value;
  int flowers = 0;                 // MCR: the flower points inside `value` (for the minimum)
  std::optional<int> base_points;  // Hong Kong: the payment table's value, read off the table's own chart
  Wind winner = Wind::east;
  bool self_drawn = false;
  std::optional<Wind> discarder;  // on a discard: who discarded (or was robbed of the kong)
  bool robbing_kong = false;
  std::optional<Wind> liable;  // Hong Kong: who pays for everyone (包)
  // Riichi: the hand by its han and fu (instead of base_points), and the
  // table's honba and riichi deposits the winner takes.
  std::optional<int> han, fu;
  int honba = 0, deposits = 0;
  Options options;
};

// The bounds of a request's values: above any hand's.
constexpr int kMaxPoints = 1000;
constexpr int kMaxFaan = 100;
constexpr int kMaxBasePoints = 1000000;
constexpr int kMaxHan = 130;  // ten yakuman's 13 han
constexpr int kMaxFu = 130;
constexpr int kMaxSticks = 100;  // honba or deposits: above any table's

// The result as a Score without fans or arrangement: `total` (the value
// given), `flowers`, `meets_minimum`, `payments` (absent in MCR below the
// minimum, as the scorer leaves them; all zero in Hong Kong, as it pays
// them), `stake`, and the rule set's own fields in `extra` (Hong Kong's
// capped total, limit and base points, the payments in base points). Each
// rule set's part is its description's `settlement` (core/rule_set.h). A request the rules refuse
// (winner and discarder the same seat, a liable seat the options do not
// allow, options that conflict) is an inconsistent error, as for a hand.
Outcome<Score> settle_value(const SettleRequest& request);

// The request's JSON form (README, "Settlement by value"), read with the
// hand's option reader; every field is checked and an unknown one refused.
Outcome<SettleRequest> settle_request_from_json(const json::Value& request);

// JSON text in, one JSON object out (appended): the settlement or the error.
void settle_json(json::Reader& reader, std::string_view text, std::string& out);

}  // namespace mahjong
