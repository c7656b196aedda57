// Which win flags can go together, as a table per rule set: each row says a
// flag cannot be set while a condition holds, the error validation gives,
// and a short reason (en, zh-Hans, zh-Hant) the page shows beside a
// greyed-out flag. Validation (core/validate.cpp, a rule set's own checks)
// and the catalogue read it; docs/hk-rules.md section 1 lists the same rows.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "document.h"
#include "hand.h"
#include "outcome.h"
#include "words.h"

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

// When a row is checked: by the shared checks (core/validate.cpp) before the
// scorer, or by the rule set's own checks after its options and bonus tiles
// (Hong Kong's heavenly, earthly and kong-on-kong rows).
enum class SituationStage : std::uint8_t { shared, after_options };

// A reason in a player's words, as the page shows it beside a greyed-out
// flag; the Chinese follows the rule set's vocabulary (MCR 点炮 / 和, Hong
// Kong 出銃 / 食).
struct SituationReason {
  std::string_view id;
  Words en;
  Words zh_hans, zh_hant;
};

// A row of a rule set's table (core/rules/<id>/situation_table.cpp), in the
// order a hand is checked: the first row that refuses it gives the error.
struct SituationRule {
  SituationFlag flag;
  SituationWhen when;
  // The error's message; {tile} is the winning tile ("5 of Dots (5p)"),
  // {discarder} the discarder's code, {discarder_seat} and {seat} the
  // discarder's and the winner's seat ("South (S)"), {kongs} the number of
  // kongs, {melds} "1 meld" / "2 melds". Not in the first module (core/words.h).
  Words message;
  const SituationReason* reason;
  SituationStage stage;
};

// The rows every rule set has: the condition, the message and the reason in
// English, here once; each rule set gives the reason its own Chinese words
// (words_for) and lists the row where its order checks it (shared_row).
struct SharedSituation {
  SituationFlag flag;
  SituationWhen when;
  Words message;
  std::string_view reason;
  Words en;
};
namespace shared_situation {
inline constexpr SharedSituation robbing_not_self_drawn{SituationFlag::robbing_kong, SituationWhen::self_drawn,
    "Robbing the kong wins on a tile another player adds to a pung, so the hand cannot also be "
    "self-drawn.",
    "robbing_not_self_drawn", "Robbing the kong wins on another player's tile: not self-drawn."};
inline constexpr SharedSituation robbing_not_replacement{SituationFlag::robbing_kong, SituationWhen::kong_replacement,
    "A hand cannot both rob a kong and win on its own kong's replacement tile.",
    "robbing_not_replacement", "Robbing the kong cannot also be a win on a kong's replacement tile."};
inline constexpr SharedSituation robbing_tile_shows{SituationFlag::robbing_kong, SituationWhen::winning_tile_elsewhere,
    "Robbing the kong wins on the fourth {tile}, added to another player's pung, but the hand "
    "itself holds another {tile}.",
    "robbing_tile_shows", "The robbed tile is the fourth of its kind: no other copy can be in the hand."};
inline constexpr SharedSituation robbing_not_last_tile{SituationFlag::robbing_kong, SituationWhen::last_tile_of_wall,
    "The last tile of the wall cannot be robbed: nobody may declare a kong on it, as there is no "
    "replacement tile left.",
    "robbing_not_last_tile", "Nobody can declare a kong on the last tile of the wall."};
inline constexpr SharedSituation last_of_kind_copy_standing{SituationFlag::last_of_kind, SituationWhen::winning_tile_standing,
    "The {tile} cannot be the last of its kind: another one stands in the hand, which nobody else "
    "has seen.",
    "last_of_kind_copy_standing", "Another copy of the winning tile stands in the hand."};
inline constexpr SharedSituation self_drawn_no_discarder{SituationFlag::discarder, SituationWhen::self_drawn,
    "A self-drawn hand has no discarder, but the hand names one ({discarder}).",
    "self_drawn_no_discarder", "A self-drawn hand has no discarder."};
inline constexpr SharedSituation replacement_no_discarder{SituationFlag::discarder, SituationWhen::kong_replacement,
    "A win on a kong's replacement tile has no discarder, but the hand names one ({discarder}).",
    "replacement_no_discarder", "A win on a kong's replacement tile is self-drawn: no discarder."};
inline constexpr SharedSituation discarder_is_winner{SituationFlag::discarder, SituationWhen::discarder_is_winner,
    "The discarder ({discarder}) is the winner's own seat; a player cannot win on their own "
    "discard.",
    "discarder_is_winner", "A player cannot win on their own discard."};
}  // namespace shared_situation

constexpr SituationReason words_for(const SharedSituation& s, std::string_view zh_hans, std::string_view zh_hant) {
  return {s.reason, s.en, zh_hans, zh_hant};
}
constexpr SituationRule shared_row(const SharedSituation& s, const SituationReason& words) {
  return {s.flag, s.when, s.message, &words, SituationStage::shared};
}

std::string_view situation_flag_name(SituationFlag f);
std::string_view situation_when_name(SituationWhen w);
bool situation_when_is_flag(SituationWhen w);

// Whether the row forbids the hand (a row of the hand's rule set). `checked`
// may be null for the rows checked after the options, which need no tile
// counts.
bool situation_rule_refuses(const SituationRule& rule, const Hand& hand, const CheckedHand* checked);

// The first row of the hand's rule set at `stage` that refuses the hand, as an
// `inconsistent` error.
std::optional<Error> situation_error(const Hand& hand, const CheckedHand* checked, SituationStage stage);

// The row's message with its placeholders filled in from the hand.
std::string situation_message(const SituationRule& rule, const Hand& hand);

// For each row of the hand's rule set's situation table, in the order the
// catalogue lists them, whether the row's condition holds for the hand, its
// flag set or not: what a page greys out beside a flag and clears from its
// state, so that no page writes what a condition means a second time. The
// hand need not be complete (a page asks while it is built); its tiles are
// counted as they are.
std::vector<bool> situation_conditions(const Hand& hand);

// The table for one rule set, as the catalogue exports it (`situation_rules`):
// [{flag, when: {flag | fact}, reason, en, zh-Hans, zh-Hant, message}].
Document situation_rules_document(RuleSet rules);

}  // namespace mahjong
