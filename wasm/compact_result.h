// The result as the JS API receives it from the module: a short line of
// numbers and codes that wasm/mahjong.js turns into the documented result
// object, taking the fans' names and the tile codes from the core's tables
// (read once). Cheaper to cross the boundary and to decode than the result's
// JSON. Plain C++: the fuzz harness builds it natively.
//
//   1|rules|total|flowers|meets_minimum|capped_total|limit|base_points|payments|fans|groups
//     payments  E,S,W,N, or empty when the result has none
//     fans      id:points:count, comma-separated
//     groups    per group, comma-separated: its kind's index (group_kinds),
//               flags (1 declared, 2 concealed, 4 winning tile) and one
//               character per tile, '0' + the tile's index (tile_codes)
//   0|code|message   an error
#pragma once

#include <string>
#include <string_view>

#include "hand_io.h"

namespace mahjong {

void write_compact_result(std::string& out, const Score& score);
void write_compact_error(std::string& out, const Error& error);

// Reads a hand (JSON text) and writes its compact result or error.
void score_compact(json::Reader& reader, std::string_view hand, std::string& out);

// The tables the JS side decodes with: "1m,2m,...,P" and "chow,pung,...".
std::string tile_codes();
std::string group_kinds();

}  // namespace mahjong
