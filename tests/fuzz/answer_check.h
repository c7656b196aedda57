// What every fuzzed command-line answer must be, whatever the bytes: one line
// of valid JSON, an object with "ok"; when "ok" is false, an error with a
// spec code and a non-empty message. Shared by the line harnesses; each adds
// what its own answer holds.
#pragma once

#include <string>

#include "json_reader.h"

namespace mahjong::fuzz {

// The answer read back, or a trap. `error_message` is set on an error answer.
inline json::Value checked_answer(json::Reader& check, const std::string& out, bool& ok,
                                  std::string_view& error_message) {
  if (out.empty() || out.find('\n') != std::string::npos) __builtin_trap();
  auto read = check.read(out);
  if (!read || !read.value().is_object()) __builtin_trap();
  const json::Value result = read.value();
  json::Value flag = result;
  if (!result.find("ok", flag) || !flag.is_bool()) __builtin_trap();
  ok = flag.as_bool();
  if (!ok) {
    json::Value error = result, code = result, message = result;
    if (!result.find("error", error) || !error.find("code", code) || !error.find("message", message)) __builtin_trap();
    if (!code.is_string() || !message.is_string() || message.as_string().empty()) __builtin_trap();
    error_message = message.as_string();
  }
  return result;
}

}  // namespace mahjong::fuzz
