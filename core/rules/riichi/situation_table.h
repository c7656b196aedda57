// Which of a Riichi hand's flags cannot go together, as one table: each row
// says a flag cannot be set while a condition holds, with its reason. The
// first row that refuses a hand gives the error (`inconsistent`, the spec's
// code for flags that contradict); docs/riichi-rules.md lists the same rows.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "../../outcome.h"
#include "riichi_hand.h"

namespace mahjong::riichi {

enum class Flag : std::uint8_t {
  riichi, double_riichi, ippatsu, first_turn, kong_replacement, robbing_kong, last_tile_of_wall, discarder,
  dora_indicators, ura_dora_indicators,
};

// What forbids the flag.
enum class When : std::uint8_t {
  claimed_meld,           // a meld other than a concealed kong
  any_meld,               // any meld, a concealed kong too
  no_riichi,              // neither riichi nor double riichi
  riichi,                 // riichi or double riichi declared
  no_kong,
  kong_replacement,
  not_self_drawn,
  self_drawn,
  last_tile_of_wall,
  robbing_kong,
  win_tile_elsewhere,     // another copy of the winning tile in the hand, melds included
  dealer_on_discard,      // the winner is East and won on a discard
  discarder_is_winner,
  more_than_kongs_allow,  // more indicators than 1 + kongs
  more_than_dora,         // more ura dora indicators than dora indicators
};

struct SituationRow {
  Flag flag;
  When when;
  std::string_view reason;   // an id for the page
  std::string_view message;  // for a person
};

constexpr int kSituationRows = 19;
const std::array<SituationRow, kSituationRows>& situation_rows();

std::string_view flag_name(Flag flag);
std::string_view when_name(When when);

// Whether the row applies to the hand and forbids it.
bool row_refuses(const SituationRow& row, const RiichiHand& hand);

// The first row refusing the hand, as an `inconsistent` error.
std::optional<Error> situation_error(const RiichiHand& hand);

// Whether the player could still declare riichi: neither riichi nor double
// riichi is set, and no row refuses the hand with riichi that lets it be
// without (riichi_closed_only: a claimed meld; first_turn_no_riichi). The
// analysis's second reading (rule_set.cpp).
bool may_still_declare(const RiichiHand& hand);

// For each row, in order, whether its condition holds for the hand, its flag
// set or not (RuleSetInfo::situation_conditions: what the page greys out).
void situation_conditions(const Hand& hand, std::vector<bool>& holds);

}  // namespace mahjong::riichi
