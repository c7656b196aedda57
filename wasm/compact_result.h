// The result as the JS API receives it from the module: 32-bit words in the
// module's memory that wasm/mahjong.js reads through a typed array and turns
// into the documented result object, taking the fans' ids and names and the
// tile codes from the core's tables (read once). No text to write or to
// parse on the way. Plain C++: the fuzz harness builds it natively.
//
//   words[0]   1 a result, 0 an error, 2 a result in a rule set's own form
//              (RuleSetInfo::write_result): [1] rules, [2] its JSON text's
//              address, [3] its length (held in `message`)
//   an error:  [1] its code (ErrorCode), [2] the message's address, [3] its
//              length in bytes (UTF-8, held in `message`)
//   a result:  [1] rules (its index in the registry), [2] total,
//              [3] flowers, [4] meets_minimum, [5-8] the rule set's own
//              result fields (Score::extra, as its catalogue's
//              result_fields list them; 0 past them), [9] 1 when there are
//              payments, [10] fans F, [11] groups G; payments E, S, W, N as
//              four doubles from byte 48 (already times the stake); from word 20,
//              each fan: its row in the rule set's table (the catalogue's
//              order), points, count; then each group: its kind
//              (ShownGroup::Kind), flags (1 declared, 2 concealed, 4 winning
//              tile), its size and its tiles' indexes
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "hand_io.h"

static_assert(mahjong::kMaxResultFields == 4, "words 5-8 hold the result fields");

namespace mahjong {

struct CompactResult {
  static constexpr int kExtraAt = 5;
  static constexpr int kPaymentsAt = 12;  // in words; the doubles' place
  static constexpr int kFansAt = 20;
  // The fixed words, every fan line and every group at their largest.
  static constexpr int kWords = kFansAt + 3 * int(kMaxFanLines) + int(kMaxGroups) * (3 + 14);
  alignas(8) std::int32_t words[kWords];
  std::string message;
};

void write_compact_result(CompactResult& out, const Score& score);
void write_compact_error(CompactResult& out, const Error& error);

// Reads a hand (JSON text) and writes its compact result or error.
void score_compact(json::Reader& reader, std::string_view hand, CompactResult& out);

}  // namespace mahjong
