// Hong Kong's description for the registry (core/rule_set.h).
#include "rule_set.h"

#include "../../json_writer.h"
#include "../../settle_value.h"
#include "checks.h"
#include "faan_table.h"
#include "option_table.h"
#include "scorer.h"
#include "settlement.h"
#include "situation_table.h"

namespace mahjong::hk {
namespace {

constexpr std::array<HandField, 4> kHandFields = {{
    {"heavenly", HandField::Type::flag},
    {"earthly", HandField::Type::flag},
    {"kong_on_kong", HandField::Type::flag},
    {"liable", HandField::Type::seat},
}};

// In Score::extra's order (ResultFieldAt).
constexpr std::array<ResultField, 3> kResultFields = {{
    {"capped_total", ResultField::Type::whole, true},
    {"limit", ResultField::Type::boolean, true},
    {"base_points", ResultField::Type::whole, false},
}};

void catalog_fans(Document& fans) {
  const FaanMask optional = optional_faan();
  int number = 0;
  for (const FaanRow& row : faan_table()) {
    Document& f = catalog_fan(fans, row.info, ++number);
    Document& implies = f.set("implies", Document::array());
    row.excludes.for_each([&](FaanId g) { implies.push(faan_row(g).info.id); });
    f.set("optional", optional.has(row.id));
    f.set("family", family_name(row.family));
  }
}

Error parse_error(std::string message) { return {ErrorCode::parse, std::move(message)}; }
Error inconsistent(std::string message) { return {ErrorCode::inconsistent, std::move(message)}; }

// Settlement by value: "faan" before the limit, or the payment table's
// "base_points"; the faan include the bonus tiles.
std::optional<Error> take_value(SettleRequest& r, std::optional<int> points, std::optional<int> faan,
                                std::optional<int> flowers) {
  if (points) return parse_error("Hong Kong hands are settled by \"faan\" (or \"base_points\"), not \"points\".");
  if (flowers)
    return parse_error("The field \"flowers\" is for MCR, whose minimum leaves flowers out; a Hong Kong hand's faan "
                       "include its bonus tiles.");
  r.value = faan;
  return std::nullopt;
}

std::optional<Error> check_value(const SettleRequest& r) {
  if (!r.value && !r.base_points) return parse_error("The request needs the hand's \"faan\" (or its \"base_points\").");
  if (r.value && r.base_points) return parse_error("Give either \"faan\" or \"base_points\", not both.");
  return std::nullopt;
}

// Who may be named liable (包) under the options, docs/hk-rules.md 6.3: the
// feeder of a great hand's last pung (great_hands_liability), or the
// discarder a player with four melds laid down wins on (four_melds_liability).
std::optional<Error> check_liable(const SettleRequest& r) {
  if (!r.liable) return std::nullopt;
  const std::string liable(wind_code(*r.liable));
  if (*r.liable == r.winner)
    return inconsistent("The liable player (包) is the winner's own seat, " + liable +
                        "; name the player who fed the pung or the discard.");
  const HkOptions& o = r.options.hk;
  if (o.great_hands_liability) return std::nullopt;
  if (!o.four_melds_liability)
    return inconsistent("The request names a liable player (包), but the options great_hands_liability and "
                        "four_melds_liability are both off: turn one on, or leave \"liable\" out.");
  if (r.self_drawn || r.discarder != r.liable)
    return inconsistent("With four_melds_liability alone, the liable player (包) is the discarder the winner "
                        "won on: the request must be won on " + liable + "'s discard.");
  return std::nullopt;
}

void settle_by_value(const SettleRequest& r, Score& s) {
  const HkOptions& o = r.options.hk;
  if (r.value) {
    const CappedFaan capped = cap_faan(*r.value, o);
    s.total = *r.value;
    s.extra[kCappedTotal] = capped.capped;
    s.extra[kLimit] = capped.limit;
    // The content rule (min_needs_hand_faan) needs the hand; a table entering
    // its faan has judged it.
    s.meets_minimum = reaches_minimum(capped.capped, o);
    s.extra[kBasePoints] = base_points(capped.capped, o.payment_table);
  } else {
    s.meets_minimum = true;  // a table's base points are for a win
    s.extra[kBasePoints] = *r.base_points;
  }
  s.stake = stake_of(o);
  const std::optional<Wind> discarder = r.self_drawn ? std::nullopt : r.discarder;
  const WinSituation win{r.winner, r.self_drawn, discarder, r.robbing_kong, r.liable};
  // Below the minimum nobody pays (ruling 25), as the scorer has it.
  s.payments = s.meets_minimum ? settle(s.extra[kBasePoints], win, o) : std::array<int, 4>{};
}

void write_settled(std::string& out, const Score& s, bool has_value) {
  out += ",\"meets_minimum\":", json::write_bool(out, s.meets_minimum);
  if (has_value) {
    out += ",\"capped_total\":", json::write_int(out, s.extra[kCappedTotal]);
    out += ",\"limit\":", json::write_bool(out, s.extra[kLimit]);
  }
  out += ",\"base_points\":", json::write_int(out, s.extra[kBasePoints]);
  out += ",\"stake\":", json::write_number(out, s.stake);
}

}  // namespace

const RuleSetInfo& rule_set() {
  static const RuleSetInfo kHk = {
      "hk",
      "faan",
      HkOptions{}.min_faan,
      option_table(),
      "is not an option of the Hong Kong rules",
      [](const Options& o) -> const void* { return &o.hk; },
      [](Options& o) -> void* { return &o.hk; },
      option_rules(),
      situation_table(),
      kHandFields,
      kResultFields,
      score_hk,
      check_hk_hand,
      // 花糊 and 八仙過海 win on bonus tiles alone (docs/hk-rules.md, 3.6).
      [](const Hand& h) { return h.options.hk.flower_hands && h.bonus_tiles.size() >= 7; },
      [](const Hand& h, std::size_t tiles) {
        return tiles == 0 && h.bonus_tiles.size() >= 7
                   ? std::string_view("; bonus tiles alone win (花糊, 八仙過海) only with the option flower_hands.")
                   : std::string_view();
      },
      [](const Options& o) { return ShapeRules{o.hk.seven_pairs, true, false}; },
      [](const FanInfo* fan) { return row_in_table(faan_table(), fan); },
      catalog_fans,
      [](Document& out) { out.set("limit", HkOptions{}.limit); },
      settle_rules({take_value, check_value, nullptr, check_liable, settle_by_value, write_settled}),
      false,
      nullptr,
      nullptr,
      // The faan after the limit; min_faan sets the minimum; a player's own flower scores.
      {"capped_total", "min_faan", ShownAs::Flowers::list},
  };
  return kHk;
}

}  // namespace mahjong::hk
