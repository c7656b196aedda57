// libFuzzer over the JS API's reader: the JSON text wasm/mahjong.js makes of
// a caller's hand, read and scored into the compact line it expands
// (wasm/compact_result.h). Whatever the text, the compact answer agrees with
// the command line's for the same text: the same success or error code, the
// same total, the same message.
#include <cstdint>
#include <string>
#include <string_view>

#include "compact_result.h"
#include "hand_io.h"

using namespace mahjong;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static json::Reader reader;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string compact, line;
  score_compact(reader, text, compact);
  score_json(reader, text, line);

  json::Reader check({1 << 20, 64, 1 << 20, 1 << 20, 1 << 20});
  auto read = check.read(line);
  if (!read) __builtin_trap();
  json::Value ok = read.value(), field = read.value();
  if (!read.value().find("ok", ok)) __builtin_trap();
  if (compact.size() < 2 || compact[1] != '|') __builtin_trap();
  if (!ok.as_bool()) {
    json::Value error = field, code = field, message = field;
    read.value().find("error", error);
    error.find("code", code);
    error.find("message", message);
    const std::string expected = "0|" + std::string(code.as_string()) + "|" + std::string(message.as_string());
    if (compact != expected) __builtin_trap();
    return 0;
  }
  if (compact[0] != '1') __builtin_trap();
  read.value().find("total", field);
  const std::size_t at = compact.find('|', 2) + 1;
  if (compact.compare(at, compact.find('|', at) - at, field.source()) != 0) __builtin_trap();
  return 0;
}
