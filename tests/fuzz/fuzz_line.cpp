// libFuzzer over a line of `mahjong-score --jsonl`, down the command line's
// own path (score_json with one long-lived reader, as tools/cli/main.cpp
// calls it; built with exceptions on, as the command line is). Whatever the
// bytes, the answer is one line of valid JSON, bounded in size: a result with
// a total, or an error with a spec code and a message; an "id" only when the
// line was an object that had one.
#include <cstdint>
#include <string>
#include <string_view>

#include "answer_check.h"
#include "hand_io.h"

using namespace mahjong;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static json::Reader reader;
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  std::string out;
  score_json(reader, line, out);
  // The id is echoed as it was written, so the answer is bounded by the line.
  if (out.size() > 4096 + size) __builtin_trap();

  json::Reader check({1 << 20, 64, 1 << 20, 1 << 20, 1 << 20});
  bool ok = false;
  std::string_view message;
  const json::Value result = fuzz::checked_answer(check, out, ok, message);
  json::Value field = result;
  if (ok && (!result.find("total", field) || !field.is_number())) __builtin_trap();
  if (!ok && message.size() > 1024) __builtin_trap();  // what a message echoes is capped
  return 0;
}
