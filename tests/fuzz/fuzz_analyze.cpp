// libFuzzer over a line of `mahjong-score --analyze --jsonl` (npm run
// analyze), down the command line's own path: whatever the bytes, one line
// of valid JSON, bounded: an analysis (13 or 14 tiles, a shanten of -1 to 8)
// or an error with a spec code and a message.
#include <cstdint>
#include <string>
#include <string_view>

#include "analysis/analysis_json.h"
#include "answer_check.h"

using namespace mahjong;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static json::Reader reader;
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  std::string out;
  analysis::analyze_line(reader, line, out);

  json::Reader check({1 << 22, 64, 1 << 22, 1 << 22, 1 << 22});
  bool ok = false;
  std::string_view message;
  const json::Value result = fuzz::checked_answer(check, out, ok, message);
  if (ok) {
    json::Value field = result;
    if (!result.find("tiles", field) || !field.is_number()) __builtin_trap();
    const double tiles = field.as_number();
    if (tiles != 13 && tiles != 14) __builtin_trap();
    if (!result.find("shanten", field) || !field.is_number()) __builtin_trap();
    if (field.as_number() < -1 || field.as_number() > 8) __builtin_trap();
  }
  return 0;
}
