// MCR's description for the registry (core/rule_set.h).
#include "rule_set.h"

#include "../../json_writer.h"
#include "../../settle_value.h"
#include "fan_table.h"
#include "option_table.h"
#include "scorer.h"
#include "settlement.h"
#include "situation_table.h"

namespace mahjong::mcr {
namespace {

void catalog_fans(Document& fans) {
  for (const FanRow& row : fan_table()) {
    Document& f = catalog_fan(fans, row.info, row.number);
    Document& implies = f.set("implies", Document::array());
    (row.implies | row.implies_one).for_each([&](FanId g) { implies.push(fan_row(g).info.id); });
    f.set("optional", row.optional);
  }
}

// Settlement by value: "points", flowers included, and "flowers" for the
// minimum, which leaves them out.
std::optional<Error> take_value(SettleRequest& r, std::optional<int> points, std::optional<int> faan,
                                std::optional<int> flowers) {
  if (faan || r.base_points)
    return Error{ErrorCode::parse, std::string("MCR hands are settled by \"points\", not \"") +
                                       (faan ? "faan" : "base_points") + "\"."};
  r.value = points;
  r.flowers = flowers.value_or(0);
  return std::nullopt;
}

std::optional<Error> check_value(const SettleRequest& r) {
  if (!r.value) return Error{ErrorCode::parse, "The request needs the hand's \"points\" (flowers included)."};
  return std::nullopt;
}

std::optional<Error> check_total(const SettleRequest& r) {
  if (r.flowers > *r.value)
    return Error{ErrorCode::inconsistent, "The hand's " + std::to_string(*r.value) + " points cannot include " +
                                              std::to_string(r.flowers) + " flower points."};
  return std::nullopt;
}

std::optional<Error> check_liable(const SettleRequest& r) {
  if (r.liable) return Error{ErrorCode::inconsistent, "A liable player (包) is a Hong Kong rule; MCR does not use it."};
  return std::nullopt;
}

void settle_by_value(const SettleRequest& r, Score& s) {
  s.total = *r.value;
  s.flowers = r.flowers;
  s.meets_minimum = s.total - s.flowers >= kMinimumPoints;
  if (s.meets_minimum) s.payments = settle(s.total, r.winner, r.self_drawn ? std::nullopt : r.discarder);
}

void write_settled(std::string& out, const Score& s, bool) {
  out += ",\"flowers\":", json::write_int(out, s.flowers);
  out += ",\"meets_minimum\":", json::write_bool(out, s.meets_minimum);
}

}  // namespace

const RuleSetInfo& rule_set() {
  static const RuleSetInfo kMcr = {
    "mcr",
    "points",
    kMinimumPoints,
    option_table(),
    "is not an option of these rules",
    [](const Options& o) -> const void* { return &o.mcr; },
    [](Options& o) -> void* { return &o.mcr; },
    option_rules(),
    situation_table(),
    {},
    {},
    score_mcr,
    nullptr,
    [](const Hand&) { return false; },
    [](const Hand&, std::size_t) { return std::string_view(); },
    [](const Options&) { return ShapeRules{true, true, true}; },
    [](const FanInfo* fan) { return row_in_table(fan_table(), fan); },
    catalog_fans,
    [](Document&) {},
    settle_rules({take_value, check_value, check_total, check_liable, settle_by_value, write_settled}),
  };
  return kMcr;
}

}  // namespace mahjong::mcr
