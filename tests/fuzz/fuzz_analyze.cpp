// libFuzzer over a line of `mahjong-score --analyze --jsonl` (npm run
// analyze), down the command line's own path: whatever the bytes, one line
// of valid JSON, bounded: an analysis (13 or 14 tiles, a shanten of -1 to 8)
// or an error with a spec code and a message.
#include <cstdint>
#include <string>
#include <string_view>

#include "analysis/analysis_json.h"

using namespace mahjong;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static json::Reader reader;
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  std::string out;
  analysis::analyze_line(reader, line, out);
  if (out.empty() || out.find('\n') != std::string::npos) __builtin_trap();

  json::Reader check({1 << 22, 64, 1 << 22, 1 << 22, 1 << 22});
  auto read = check.read(out);
  if (!read || !read.value().is_object()) __builtin_trap();
  const json::Value result = read.value();
  json::Value ok = result, field = result;
  if (!result.find("ok", ok) || !ok.is_bool()) __builtin_trap();
  if (ok.as_bool()) {
    if (!result.find("tiles", field) || !field.is_number()) __builtin_trap();
    const double tiles = field.as_number();
    if (tiles != 13 && tiles != 14) __builtin_trap();
    if (!result.find("shanten", field) || !field.is_number()) __builtin_trap();
    if (field.as_number() < -1 || field.as_number() > 8) __builtin_trap();
  } else {
    json::Value error = result, code = result, message = result;
    if (!result.find("error", error) || !error.find("code", code) || !error.find("message", message)) __builtin_trap();
    if (!code.is_string() || !message.is_string() || message.as_string().empty()) __builtin_trap();
  }
  return 0;
}
