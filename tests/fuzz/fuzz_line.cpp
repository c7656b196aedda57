// libFuzzer over a line of `mahjong-score --jsonl`, down the command line's
// own path (score_json with one long-lived reader, as tools/cli/main.cpp
// calls it; built with exceptions on, as the command line is). Whatever the
// bytes, the answer is one line of valid JSON, bounded in size: a result with
// a total, or an error with a spec code and a message; an "id" only when the
// line was an object that had one.
#include <cstdint>
#include <string>
#include <string_view>

#include "hand_io.h"

using namespace mahjong;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static json::Reader reader;
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  std::string out;
  score_json(reader, line, out);
  if (out.empty() || out.find('\n') != std::string::npos) __builtin_trap();
  // The id is echoed as it was written, so the answer is bounded by the line.
  if (out.size() > 4096 + size) __builtin_trap();

  json::Reader check({1 << 20, 64, 1 << 20, 1 << 20, 1 << 20});
  auto read = check.read(out);
  if (!read || !read.value().is_object()) __builtin_trap();
  const json::Value result = read.value();
  json::Value ok = result, field = result;
  if (!result.find("ok", ok) || !ok.is_bool()) __builtin_trap();
  if (ok.as_bool()) {
    if (!result.find("total", field) || !field.is_number()) __builtin_trap();
  } else {
    json::Value error = result, code = result, message = result;
    if (!result.find("error", error) || !error.find("code", code) || !error.find("message", message)) __builtin_trap();
    if (!code.is_string() || !message.is_string() || message.as_string().empty()) __builtin_trap();
    if (message.as_string().size() > 1024) __builtin_trap();  // what a message echoes is capped
  }
  return 0;
}
