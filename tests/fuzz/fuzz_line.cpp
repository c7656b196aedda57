// libFuzzer over a line of `mahjong-score --jsonl`, down the command line's
// own path (score_json with one long-lived reader, as tools/cli/main.cpp
// calls it; built with exceptions on, as the command line is). Whatever the
// bytes, the answer is one line of valid JSON, bounded in size: a result with
// a total (Riichi: han), or an error with a spec code and a message; an "id" only when the
// line was an object that had one. The same bytes as a settlement request
// (settle_value.h, the JS API's settle()): one answer object too, and when it
// pays, the payments sum to zero.
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>

#include "answer_check.h"
#include "hand_io.h"
#include "settle_value.h"

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
  // A total, or (Riichi's own result form) its han.
  if (ok && (!(result.find("total", field) || result.find("han", field)) || !field.is_number())) __builtin_trap();
  if (!ok && message.size() > 1024) __builtin_trap();  // what a message echoes is capped

  std::string settled;
  settle_json(reader, line, settled);
  if (settled.size() > 4096) __builtin_trap();
  const json::Value answer = fuzz::checked_answer(check, settled, ok, message);
  json::Value payments = answer;
  if (ok && answer.find("payments", payments)) {
    double sum = 0, largest = 0;
    int seats = 0;
    for (auto [seat, change] : payments.fields()) {
      if (!change.is_number()) __builtin_trap();
      sum += change.as_number(), ++seats;
      largest = std::fmax(largest, std::fabs(change.as_number()));
    }
    // HK payments are in money (shares times the stake): equal up to rounding.
    if (seats != 4 || std::fabs(sum) > 1e-9 * largest) __builtin_trap();
  }
  return 0;
}
