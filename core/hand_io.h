// The spec's JSON forms: a hand in (read by the one set of field rules every
// interface shares), a result or an error out (written straight from the
// Score), and the catalogue of a rule set's fans and options.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "document.h"
#include "hand.h"
#include "json_reader.h"
#include "outcome.h"
#include "score.h"

namespace mahjong {

// Every field of the spec's "A hand" (and "text" in place of the tiles), from
// an object already read. Unknown fields are refused rather than ignored, so a
// typo never silently changes a score; "id" is allowed and left to the caller.
// Only the fields are checked here: how many tiles a hand must have is the
// caller's rule (score_hand's validation wants 14; an analysis of a hand in
// progress may take 13), so a hand without "win_tile" reads with kNoTile.
Outcome<Hand> hand_from_json(const json::Value& hand);
// The same from JSON text, with the reader's limits.
Outcome<Hand> hand_from_json(json::Reader& reader, std::string_view text);

// A hand's "options" object for a rule set, into `out` (which keeps what it
// holds for options not named): the one reader of options, which settlement
// by value (core/settle_value.h) shares with the hand.
std::optional<Error> options_from_json(const json::Value& options, RuleSet rules, Options& out);

// The field rules that a faster reader of the same hands (the JS API's
// packed form, wasm/packed_hand.h) must share with this one.
constexpr std::size_t kMaxTextBytes = 256;  // "text": longer than any hand's notation
constexpr std::size_t kMaxListTiles = 64;   // "concealed", a meld's "tiles"
constexpr int kMaxClaimedFrom = 9;          // a meld's "claimed_from": 0 to this
bool whole_in_range(double n, int lo, int hi);
// A value as an error message shows it: text and numbers as written (capped,
// echo.h), a list or an object by its kind.
std::string shown_in_message(const json::Value& value);
// "chow", "pung", "kong" (meld_type_name's names).
std::optional<MeldType> meld_type_named(std::string_view name);
// The win flags, each a boolean field of the hand named as in the spec.
struct HandFlag {
  std::string_view key;
  bool Hand::*field;
};
const HandFlag* hand_flags(std::size_t& count);

// The result and error objects, appended to `out`.
void write_result(std::string& out, const Score& score);
void write_error(std::string& out, const Error& error);
// The tiles as lists: {"rules", "concealed", "melds", "win_tile"}.
void write_hand_tiles(std::string& out, const Hand& hand);

// The whole trip every interface makes: a hand as JSON text in, its result or
// error as one line of JSON out (appended), with the hand's "id", when it has
// one, echoed first. Whatever the text, the answer is bounded by the reader's
// limits.
void score_json(json::Reader& reader, std::string_view text, std::string& out);

// The same trip with another answer (the hand analysis, issue 13): `answer`
// appends one JSON object for a hand read whole, whatever its tile count;
// a hand that cannot be read gets the error object, and the "id" is echoed
// first either way.
using HandAnswer = void (*)(const Hand& hand, std::string& out);
void answer_json(json::Reader& reader, std::string_view text, std::string& out, HandAnswer answer);

// The fans of a rule set (id, number, names, points, implies), its options
// with their types, bounds and defaults, its minimum, its situation and
// option rules, its unit, the hand's fields it reads beyond every rule
// set's and its result's own fields: what a page needs, read from the rule
// set's description (core/rule_set.h).
Document catalog(RuleSet rules);
// A rule set by its id (the registry's, core/rule_set.h); any other name is
// a parse error.
Outcome<RuleSet> rule_set_named(std::string_view name);
// How a result's arrangement names its groups' kinds ("chow", "pung", ...).
std::string_view group_kind_name(ShownGroup::Kind kind);

// The Document forms, for callers that hold a tree (the core's tests): each
// goes through the JSON text above, so the rules stay in one place.
Outcome<Hand> hand_from_document(const Document& doc);
Document score_document(const Document& hand);
Document document_from_value(const json::Value& value);

}  // namespace mahjong
