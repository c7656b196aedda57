// Which win flags can go together, as one table: each row says a flag cannot
// be set while a condition holds, for which rule sets, the error validation
// gives, and a short reason (en, zh-Hans, zh-Hant) the page shows beside a
// greyed-out flag. Validation (core/validate.cpp, core/rules/hk/checks.cpp)
// and the catalogue read it; docs/hk-rules.md section 1 lists the same rows.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "document.h"
#include "hand.h"
#include "outcome.h"

namespace mahjong {

struct CheckedHand;

// The flags of the hand form a row can forbid; `discarder` and `liable` mean
// the field names a seat.
enum class SituationFlag : std::uint8_t {
  self_drawn, last_of_kind, kong_replacement, robbing_kong, last_tile_of_wall, heavenly, earthly,
  kong_on_kong, discarder, liable,
};

// What forbids the flag: another flag set, or a fact of the hand.
enum class SituationWhen : std::uint8_t {
  // another flag is set (discarder: a seat is named)
  self_drawn, kong_replacement, robbing_kong, last_tile_of_wall, kong_on_kong, earthly, discarder,
  // facts
  always,                  // the rule set has no such thing
  no_kong,                 // no declared kong (concealed or not)
  no_kong_or_bonus_tile,   // no declared kong and no bonus tile listed
  fewer_than_two_kongs,    // at most one declared kong
  winning_tile_elsewhere,  // another copy of the winning tile anywhere in the hand, melds included
  winning_tile_standing,   // another copy of the winning tile among the standing tiles
  seat_not_east,           // the winner's seat is not East
  seat_east,               // the winner's seat is East
  any_meld,                // the hand declares a meld (a concealed kong too)
  discarder_is_winner,     // the named discarder is the winner's seat
  discarder_not_east,      // a discarder is named and is not East
  liable_is_winner,        // the named liable player is the winner's seat
  bonus_tiles_only,        // no tiles, only bonus tiles: a win as 花糊 or 八仙過海
  eight_bonus_tiles_only,  // no tiles and all eight bonus tiles: 八仙過海
};

enum RuleSetBits : std::uint8_t { kMcrRules = 1, kHkRules = 2, kAllRules = 3 };

struct SituationRule {
  SituationFlag flag;
  SituationWhen when;
  std::uint8_t rules;  // RuleSetBits
  // The error's message; {tile} is the winning tile ("5 of Dots (5p)"),
  // {discarder} the discarder's code, {discarder_seat} and {seat} the
  // discarder's and the winner's seat ("South (S)"), {kongs} the number of
  // kongs, {melds} "1 meld" / "2 melds".
  std::string_view message;
  std::string_view reason;  // a key of situation_reasons()
};

// A reason in a player's words; the Chinese follows each rule set's
// vocabulary (MCR 点炮 / 和, Hong Kong 出銃 / 食), so a reason used by both has
// both.
struct SituationWords {
  std::string_view zh_hans, zh_hant;
};
struct SituationReason {
  std::string_view id;
  std::string_view en;
  SituationWords mcr;
  SituationWords hk;
};

constexpr int kSituationRules = 41;
constexpr int kSituationReasons = 27;
const std::array<SituationRule, kSituationRules>& situation_rules();
const std::array<SituationReason, kSituationReasons>& situation_reasons();
const SituationReason& situation_reason(std::string_view id);

std::string_view situation_flag_name(SituationFlag f);
std::string_view situation_when_name(SituationWhen w);
bool situation_when_is_flag(SituationWhen w);

// Rows for the Hong Kong-only flags (heavenly, earthly, kong_on_kong) under
// Hong Kong rules are checked by the Hong Kong checks, after its options and
// bonus tiles; every other row by the shared checks.
enum class SituationStage : std::uint8_t { shared, hk };
SituationStage situation_stage(const SituationRule& rule);

// Whether the row applies to the hand and forbids it. `checked` may be null
// for the rows of the Hong Kong stage, which need no tile counts.
bool situation_rule_refuses(const SituationRule& rule, const Hand& hand, const CheckedHand* checked);

// The first row of `stage` that refuses the hand, as an `inconsistent` error.
std::optional<Error> situation_error(const Hand& hand, const CheckedHand* checked, SituationStage stage);

// The row's message with its placeholders filled in from the hand.
std::string situation_message(const SituationRule& rule, const Hand& hand);

// The table for one rule set, as the catalogue exports it (`situation_rules`):
// [{flag, when: {flag | fact}, reason, en, zh-Hans, zh-Hant, message}].
Document situation_rules_document(RuleSet rules);

}  // namespace mahjong
