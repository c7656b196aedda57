// Which rule options can go together, as a table per rule set
// (core/rules/<id>/option_rules.cpp): each row says an option cannot take a
// value while another option (or a fact of the hand) holds, the error
// validation gives, what the page does when a player's change would break
// it, and a short reason (en, zh-Hans, zh-Hant) the page shows beside the
// field. Validation (a rule set's checks, core/settle_value.cpp) and the
// catalogue (`option_rules`) read it; docs/hk-rules.md section 7 and
// docs/mcr-rulings.md list the same rows.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "document.h"
#include "hand.h"
#include "options.h"
#include "outcome.h"
#include "words.h"

namespace mahjong {

enum class OptionRelation : std::uint8_t {
  above,          // the option's number is above the other option's
  both_on,        // both options are on
  both_set,       // both options are away from their defaults
  off_with_fact,  // the option is off while the fact `other` holds
};

// What the page does with a change that would break the row: refuse it (the
// field keeps its value, the reason beside it), or carry the other option
// along (it goes back to its default, or off), the reason beside the field.
enum class OptionResolve : std::uint8_t { refuse, carry };

struct OptionRule {
  // Rows of the rule set's option table (core/option_schema.h), by index, so
  // that checking a hand compares no names.
  std::uint8_t option;
  std::uint8_t other;     // another option (unless `fact` is named)
  std::string_view fact;  // for off_with_fact: "bonus_tiles" (the hand holds some)
  OptionRelation relation;
  OptionResolve resolve;
  Words message;  // the error's, for programs: names the options by id (core/words.h)
  Words en, zh_hans, zh_hant;  // the reason in players' words, as the page labels them
};

std::string_view option_relation_name(OptionRelation r);
std::string_view option_resolve_name(OptionResolve r);

// Whether the options (and, for a fact, the hand) break the row, a row of
// `rules`' table.
bool option_rule_broken(const OptionRule& rule, RuleSet rules, const Options& options, bool holds_bonus_tiles);

// The first row the options break, as an `inconsistent` error.
std::optional<Error> option_error(RuleSet rules, const Options& options, bool holds_bonus_tiles);

// The table for one rule set, as the catalogue exports it (`option_rules`):
// [{option, other | fact, relation, resolve, en, zh-Hans, zh-Hant, message}].
Document option_rules_document(RuleSet rules);

}  // namespace mahjong
