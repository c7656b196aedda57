// analyze()'s result as the JS API receives it: 32-bit words that
// wasm/mahjong.js reads through a typed array and expands into the analysis
// the command line prints (core/analysis/analysis_json.h), with the fans'
// ids and names from the rule set's catalogue and the tiles' codes from the
// core's tables, as it expands score()'s compact result. Writing 9 KB of
// JSON per 14-tile hand, returning it through embind and parsing it in JS
// took four fifths of analyze()'s time (issue 21). Plain C++.
//
//   words[0]   1 an analysis, 0 an error: [1] its code (ErrorCode), [2] the
//              message's address, [3] its length in bytes (held in `message`)
//   an analysis: [1] rules, [2] tiles (13 or 14), [3] shanten, [4] which of
//              the rule set's result fields a value shows (bit i: field i,
//              ResultField::in_analysis); then for 13 tiles WAITS and TILES
//              (the useful tiles), for 14 a count and each discard: its
//              tile, shanten, TILES (useful), useful_count, WAITS
//   TILES      a count, then each tile's index
//   WAITS      a count, then each wait: its tile, in_hand, which values
//              follow (1 by discard, 2 self-drawn, 4 both with the rule
//              set's declaration made: catalogue's analysis_reading), then
//              those VALUEs in that order
//   VALUE      total, meets_minimum, the result fields (kMaxResultFields
//              words), a count of fans, then each: its row in the rule
//              set's table, points, count
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "analysis/analysis.h"

namespace mahjong {

struct CompactAnalysis {
  std::vector<std::int32_t> words;
  std::string message;
};

void write_compact_analysis(CompactAnalysis& out, const Outcome<analysis::Analysis>& outcome);

}  // namespace mahjong
