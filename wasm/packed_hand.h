// The hand as the JS API packs a well-formed one (wasm/mahjong.js,
// packHand): a few bytes read straight into a Hand, with no JSON text and no
// tree of values in between. This is score()'s fast path; anything it cannot
// take whole (a value out of range, notation that does not parse, a record
// it does not know) is refused, and the caller scores the hand's JSON text
// instead, so every error and its message comes from hand_io, as before.
// Plain C++: the fuzz harness builds it natively.
//
// Records, one after another to the end, each a tag byte and its payload
// (u8 unless said; tiles, winds, bonus tiles, meld types and flags are
// indexes in the core's tables, as the module's tables() lists them):
//   0 rules        its index in the registry (the module's ruleSets())
//   1 text         u16 (little-endian) n, n bytes of notation
//   2 concealed    n, n tiles
//   3 melds        n, each: type, concealed (0/1), claimed_from, k, k tiles
//   4 win_tile     a tile
//   5 prevalent_wind, 6 seat_wind, 8 liable   a wind
//   7 discarder    a wind, or 4 for null
//   9 flowers      a count
//   10 flowers     n, n bonus tiles (the list form)
//   11 a flag      its index, 0/1
//   12 an option   its index in the catalogue's options of the rules read
//                  so far (JS writes options last), then 0 and 0/1 (a
//                  boolean), 1 and a double (8 bytes, little-endian: a
//                  number) or 2 and a choice's index
#pragma once

#include <optional>
#include <string_view>

#include "compact_result.h"
#include "hand.h"

namespace mahjong {

std::optional<Hand> hand_from_packed(std::string_view bytes);

// Scores a packed hand into the compact result (compact_result.h); false
// when the packed form is refused (nothing is written then).
bool score_packed(std::string_view bytes, CompactResult& out);

}  // namespace mahjong
