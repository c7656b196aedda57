// libFuzzer over the JS API's readers: the JSON text wasm/mahjong.js makes of
// a caller's hand, read and scored into the compact result it expands
// (wasm/compact_result.h), and the same bytes taken as a packed hand
// (wasm/packed_hand.h). Whatever the text, the compact answer agrees with
// the command line's for the same text: the same success or error code, the
// same message, the same total, flowers, fans and groups. Whatever the
// bytes, the packed reader gives a hand or refuses, and a hand it gives
// scores into a compact result within its bounds.
#include <cstdint>
#include <string>
#include <string_view>

#include "compact_result.h"
#include "hand_io.h"
#include "packed_hand.h"
#include "rule_set.h"

using namespace mahjong;

namespace {

void check_packed(std::string_view bytes) {
  static CompactResult packed;
  if (!score_packed(bytes, packed)) return;
  if (packed.words[0] == 0) {
    if (packed.words[1] < 0 || packed.words[1] > int(ErrorCode::inconsistent) || packed.message.empty()) __builtin_trap();
    return;
  }
  if (packed.words[0] == 2) {  // a rule set's own result form: its JSON text
    if (!rule_set(RuleSet(packed.words[1])).write_result || packed.message.empty()) __builtin_trap();
    return;
  }
  if (packed.words[0] != 1 || packed.words[10] > int(kMaxFanLines) || packed.words[11] > int(kMaxGroups)) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static json::Reader reader;
  static CompactResult compact;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_packed(text);
  std::string line;
  score_compact(reader, text, compact);
  score_json(reader, text, line);

  json::Reader check({1 << 20, 64, 1 << 20, 1 << 20, 1 << 20});
  auto read = check.read(line);
  if (!read) __builtin_trap();
  json::Value ok = read.value(), field = read.value();
  if (!read.value().find("ok", ok)) __builtin_trap();
  if (!ok.as_bool()) {
    json::Value error = field, code = field, message = field;
    read.value().find("error", error);
    error.find("code", code);
    error.find("message", message);
    if (compact.words[0] != 0 || error_code_name(ErrorCode(compact.words[1])) != code.as_string() ||
        compact.message != message.as_string())
      __builtin_trap();
    return 0;
  }
  if (compact.words[0] == 2) {
    // The same text the line has, after the line's echoed "id" if any.
    const std::string& own = compact.message;
    if (own.empty() || line.size() < own.size() || line.compare(line.size() - own.size() + 1, own.size() - 1, own, 1) != 0)
      __builtin_trap();
    return 0;
  }
  if (compact.words[0] != 1) __builtin_trap();
  const auto number = [&](std::string_view name) {
    json::Value v = field;
    if (!read.value().find(name, v)) __builtin_trap();
    return v;
  };
  if (compact.words[2] != int(number("total").as_number()) || compact.words[3] != int(number("flowers").as_number()) ||
      compact.words[10] != int(number("fans").size()) || compact.words[11] != int(number("arrangement").size()))
    __builtin_trap();
  return 0;
}
