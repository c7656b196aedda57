// A rule set as the rest of the program sees it: one description per rule
// set, in its own folder (core/rules/<id>/rule_set.cpp), and one registry
// that lists them (core/rules/registry.cpp, with MAHJONG_RULE_SETS in
// core/options.h). The hand reader, the result writer, the catalogue,
// validation, settlement, the analysis and the bindings loop over the
// registry or ask a hand's rule set, instead of naming one.
//
// A new rule set is a folder core/rules/<id>/ with its options.h (its
// options struct), its tables and scorer, and a rule_set.cpp giving its
// description; then its line in MAHJONG_RULE_SETS (and the include beside
// it) and its include in core/rules/registry.cpp. The catalogue, the JS API
// (ruleSets(), the packer, the result's expansion) and mahjong.d.ts's
// RuleSet union follow from the registry, and so do a rule set's own hand
// fields (HandField: flags, counts and tile lists in Hand's slots) and red
// fives (RuleSetInfo::red_fives).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "document.h"
#include "hand.h"
#include "option_rules.h"
#include "option_schema.h"
#include "outcome.h"
#include "score.h"
#include "shapes.h"
#include "situation_rules.h"

namespace mahjong {

struct CheckedHand;
struct SettleRequest;

// A field of the result that is the rule set's own (Score::extra, in the
// description's order), as the JSON result, the compact result and the
// analysis name it.
struct ResultField {
  std::string_view name;
  enum class Type : std::uint8_t { whole, boolean, choice } type;
  bool in_analysis;  // the analysis shows it with each wait's value
  // A choice's names by value; value 0's name "" is null.
  OptionChoices choices{};
};

// A field of the hand that only some rule sets read: a win flag, a seat, a
// count (a whole number from `min` to `max`) or a list of at most `max`
// tiles. Hong Kong's flags and seat are Hand's own members, read by the
// shared reader; any other field is read into Hand::field_values[slot]
// (flags as 0/1, counts) or Hand::field_tiles[slot] (tiles).
struct HandField {
  std::string_view name;
  enum class Type : std::uint8_t { flag, seat, count, tiles } type;
  std::uint8_t slot = 0;
  int min = 0, max = 0;
};

// Settlement by value (core/settle_value.h): what the rule set makes of a
// request, in the order core/settle_value.cpp checks it.
struct SettleRules {
  // The value fields read ("points", "faan", "flowers"): the rule set's
  // value into the request, or the error for a field it does not take.
  std::optional<Error> (*take_value)(SettleRequest& request, std::optional<int> points,
                                     std::optional<int> faan, std::optional<int> flowers);
  std::optional<Error> (*check_value)(const SettleRequest& request);  // before the seats' checks
  std::optional<Error> (*check_total)(const SettleRequest& request);  // after them
  std::optional<Error> (*check_liable)(const SettleRequest& request); // after the options'
  void (*settle)(const SettleRequest& request, Score& out);
  // The result's fields from "meets_minimum" to before "payments".
  void (*write)(std::string& out, const Score& score, bool has_value);
};

// A build with MAHJONG_SETTLES_ELSEWHERE (the page's first wasm module, whose
// bindings never settle by value: the JSON way's module does) leaves every
// rule set's SettleRules empty, so their functions, and what only they call,
// are not linked. A rule set's description passes its rules through this.
#ifdef MAHJONG_SETTLES_ELSEWHERE
inline constexpr bool kSettlesByValue = false;
#else
inline constexpr bool kSettlesByValue = true;
#endif
constexpr SettleRules settle_rules(const SettleRules& rules) { return kSettlesByValue ? rules : SettleRules{}; }

// What a page shows of a rule set's hands that its result does not say
// (the catalogue's shown_total, minimum_option and flowers).
struct ShownAs {
  // The result's field read as its total, in the shared form (a score's, an
  // analysis wait's): Hong Kong's faan after the limit, "capped_total".
  std::string_view total = "total";
  // The option whose value is the minimum, when an option sets it ("" none).
  std::string_view minimum_option = {};
  // The hand's bonus tiles: how many (each scores alike), which (a player's
  // own flower scores), or none in play.
  enum class Flowers : std::uint8_t { count, list, none } flowers = Flowers::count;
};

// A second value the analysis gives each wait (core/analysis/), where the
// rule set leaves the player a declaration before the win that the hand's
// fields do not make yet: Riichi's riichi, open to a closed hand that has not
// declared (valued both ways: dama and riichi). The reading is the hand with
// the flag `flag` set and the tile list `unknown` emptied (what nobody knows
// before the win: the ura dora); `flag` also names the wait's values in the
// analysis (a wait's "riichi") and, with `unknown`, the catalogue's
// analysis_reading, so a page scores the same hand. Empty `flag`: none.
struct AnalysisReading {
  std::string_view flag;     // a HandField flag's name
  std::string_view unknown;  // a HandField tile list's name, or ""
  // Whether the declaration is still the player's to make (`hand`: the
  // situation and melds, before any tile is added).
  bool (*open)(const Hand& hand) = nullptr;
};

struct RuleSetInfo {
  std::string_view id;    // the hand's "rules" and the folder's name: "mcr"
  std::string_view unit;  // what a fan's value counts: "points", "faan"
  int minimum;            // the fewest `unit` a win needs, by default

  Rows<OptionRow> options;  // core/option_schema.h
  std::string_view unknown_option;  // the error for an option it lacks: "is not an option of ..."
  // The rule set's own options struct inside a hand's Options.
  const void* (*options_of)(const Options& options);
  void* (*options_in)(Options& options);
  Rows<OptionRule> option_rules;        // core/option_rules.h
  Rows<SituationRule> situation_rules;  // core/situation_rules.h
  Rows<HandField> hand_fields;          // the hand's fields beyond every rule set's
  Rows<ResultField> result_fields;      // the result's own fields

  Outcome<Score> (*score)(const Hand& hand, const CheckedHand& checked);
  // The rule set's own checks of a hand's options, bonus tiles and flags
  // that need no tiles (run by the scorer and by the analysis); null: none.
  std::optional<Error> (*check)(const Hand& hand);
  // Whether a hand with no tiles wins on its bonus tiles alone, and what an
  // error for a hand of `tiles` without a winning tile adds ("" or "; ...").
  bool (*wins_on_bonus_tiles)(const Hand& hand);
  std::string_view (*no_win_tile_hint)(const Hand& hand, std::size_t tiles);
  ShapeRules (*shapes)(const Options& options);

  // A fan of a score: its row in the rule set's table (the catalogue's order).
  int (*fan_row)(const FanInfo* fan);
  // The catalogue: its fans, and its own entries after the minimum.
  void (*catalog_fans)(Document& fans);
  void (*catalog_extras)(Document& out);

  SettleRules settlement;

  // The rule set reads red fives 0m 0p 0s (in tile lists and text) as 5s,
  // counting them in Hand::red_fives.
  bool red_fives = false;
  // The rule set's own result form, when the shared one (core/hand_io.cpp)
  // cannot say it; null: the shared form.
  void (*write_result)(std::string& out, const Score& score) = nullptr;
  // For each row of its own situation table (the catalogue's
  // situation_rules, in order), whether the row's condition holds for the
  // hand; null: the table is `situation_rules`, judged by
  // situation_conditions() (core/situation_rules.h).
  void (*situation_conditions)(const Hand& hand, std::vector<bool>& holds) = nullptr;
  ShownAs shown{};
  AnalysisReading analysis_reading{};
};

// The registry.
const RuleSetInfo& rule_set(RuleSet rules);
const std::array<const RuleSetInfo*, kRuleSets>& rule_sets();
// A rule set by its id; nullopt for another name.
std::optional<RuleSet> rule_set_by_id(std::string_view id);
// The ids quoted, as a message lists them: "\"mcr\" or \"hk\"" (`last` "or").
std::string rule_set_ids(std::string_view last);

// A fan's row in its rule set's table: a score's fans point into the rows
// (at a row's FanInfo, or a Hong Kong row's as_limit), so the row is found by
// address. -1, which JS shows as an unknown fan, is never met.
template <class Table>
int row_in_table(const Table& table, const FanInfo* fan) {
  const std::ptrdiff_t at = reinterpret_cast<const char*>(fan) - reinterpret_cast<const char*>(table.data());
  return at >= 0 && std::size_t(at) < sizeof table ? int(std::size_t(at) / sizeof table[0]) : -1;
}

// A fan's common catalogue entries (id, number, name, zh, points), pushed onto
// `fans`; the rule set adds the rest.
Document& catalog_fan(Document& fans, const FanInfo& fan, int number);

}  // namespace mahjong
