// The spec's JSON forms, on the Document type: a hand in, a result or an
// error out, and the catalogue of a rule set's fans and options.
#pragma once

#include "document.h"
#include "hand.h"
#include "outcome.h"
#include "score.h"

namespace mahjong {

// Every field of the spec's "A hand" (and "text" in place of the tiles).
// Unknown fields are refused rather than ignored, so a typo never silently
// changes a score; "id" is allowed and left to the caller.
Outcome<Hand> hand_from_document(const Document& doc);

Document to_document(const Score& score);
Document to_document(const Error& error);
Document to_document(const Hand& hand);  // the tiles as lists: rules, concealed, melds, win_tile

// Reads, scores and writes: the whole trip every interface makes.
Document score_document(const Document& hand);

// The fans of a rule set (id, number, names, points, implies) and its options
// with their defaults: what the page shows, read from the rule table.
Document catalog(RuleSet rules);

}  // namespace mahjong
