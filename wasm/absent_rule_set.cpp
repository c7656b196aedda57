#include "absent_rule_set.h"

#include <string>

#include "settle_value.h"
#include "words.h"

namespace mahjong {
namespace {

// (A first module, built without the words, leaves the JSON way's module to say it: core/words.h.)
Error not_here(RuleSet rules) {
  return Error{ErrorCode::parse, told_by([rules] {
                 const std::string id(rule_set(rules).id);
                 return "The rule set \"" + id + "\" is in a module of its own (mahjong-" + id +
                        ".wasm), which mahjong.js loads on first use; this module does not score it.";
               })};
}

Outcome<Score> score(const Hand& hand, const CheckedHand&) { return not_here(hand.rules); }
std::optional<Error> check(const Hand& hand) { return not_here(hand.rules); }
std::optional<Error> take_value(SettleRequest& r, std::optional<int>, std::optional<int>, std::optional<int>) {
  return not_here(r.rules);
}
std::optional<Error> check_request(const SettleRequest& r) { return not_here(r.rules); }
void settle(const SettleRequest&, Score&) {}
void write_settled(std::string&, const Score&, bool) {}

}  // namespace

RuleSetInfo absent_rule_set(std::string_view id) {
  return RuleSetInfo{
      id,
      "",
      0,
      {},
      "is not an option of a rule set this module carries",
      [](const Options& o) -> const void* { return &o; },
      [](Options& o) -> void* { return &o; },
      {},
      {},
      {},
      {},
      score,
      check,
      [](const Hand&) { return false; },
      [](const Hand&, std::size_t) { return std::string_view(); },
      [](const Options&) { return ShapeRules{}; },
      [](const FanInfo*) { return -1; },
      [](Document&) {},
      [](Document&) {},
      settle_rules({take_value, check_request, nullptr, check_request, settle, write_settled}),
  };
}

bool is_absent(const RuleSetInfo& rules) { return rules.score == score; }

}  // namespace mahjong
