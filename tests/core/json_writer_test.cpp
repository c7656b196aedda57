// Writing JSON (core/json_writer.h): strings escaped as JSON requires and
// numbers printed as JavaScript prints them, so that the command line and the
// JS API agree to the byte.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "json_writer.h"

namespace {

std::string number(double n) {
  std::string out;
  mahjong::json::write_number(out, n);
  return out;
}

std::string quoted(std::string_view s) {
  std::string out;
  mahjong::json::write_string(out, s);
  return out;
}

}  // namespace

TEST_CASE("json writer: numbers as JavaScript's Number::toString writes them") {
  // Each expected text is what Node prints for String(n).
  CHECK_EQ(number(0), "0");
  CHECK_EQ(number(-0.0), "0");
  CHECK_EQ(number(42), "42");
  CHECK_EQ(number(-16), "-16");
  CHECK_EQ(number(0.1), "0.1");
  CHECK_EQ(number(0.1 + 0.2), "0.30000000000000004");
  CHECK_EQ(number(1.0 / 3), "0.3333333333333333");
  CHECK_EQ(number(-2.5), "-2.5");
  CHECK_EQ(number(123.456), "123.456");
  CHECK_EQ(number(1e20), "100000000000000000000");
  CHECK_EQ(number(1e21), "1e+21");
  CHECK_EQ(number(1.5e300), "1.5e+300");
  CHECK_EQ(number(0.000001), "0.000001");
  CHECK_EQ(number(1e-7), "1e-7");
  CHECK_EQ(number(1.25e-7), "1.25e-7");
  CHECK_EQ(number(5e-324), "5e-324");
  CHECK_EQ(number(1.7976931348623157e308), "1.7976931348623157e+308");
  CHECK_EQ(number(9007199254740992.0), "9007199254740992");
  CHECK_EQ(number(9007199254740993.0 * 2), "18014398509481984");
  CHECK_EQ(number(0.016), "0.016");
}

TEST_CASE("json writer: strings escaped as JSON requires, UTF-8 kept") {
  CHECK_EQ(quoted("plain"), "\"plain\"");
  CHECK_EQ(quoted("a\"b\\c"), "\"a\\\"b\\\\c\"");
  CHECK_EQ(quoted("\n\t\r\b\f"), "\"\\n\\t\\r\\b\\f\"");
  CHECK_EQ(quoted(std::string_view("\x01\x1f", 2)), "\"\\u0001\\u001f\"");
  CHECK_EQ(quoted("/ 發 \x7f"), "\"/ 發 \x7f\"");
  std::string out;
  mahjong::json::write_int(out, -9223372036854775807LL - 1);
  CHECK_EQ(out, "-9223372036854775808");
}

TEST_CASE("json writer: every double prints as its shortest round trip (printf and strtod as the reference)") {
  std::uint64_t seed = 99;
  const auto next = [&] { return seed = seed * 6364136223846793005ULL + 1442695040888963407ULL; };
  for (int i = 0; i < 20000; ++i) {
    double d = 0;
    const std::uint64_t bits = next();
    std::memcpy(&d, &bits, sizeof d);
    if (!std::isfinite(d)) continue;
    if (i % 2) d = double(std::int64_t(next() % 2000001) - 1000000) * (1.0 / double(1 + next() % 997));  // stakes
    const std::string text = number(d);
    CAPTURE(text);
    CHECK_EQ(std::strtod(text.c_str(), nullptr), d);
    // The reference: the fewest digits that printf rounds to and strtod reads back.
    int fewest = 1;
    for (char buf[40]; fewest < 17; ++fewest) {
      std::snprintf(buf, sizeof buf, "%.*e", fewest - 1, d);
      if (std::strtod(buf, nullptr) == d) break;
    }
    const std::string mantissa = text.substr(0, text.find('e'));
    int digits = 0;
    bool leading = true;
    for (char c : mantissa)
      if (c >= '0' && c <= '9' && !(leading && c == '0')) ++digits, leading = false;
    std::string trimmed = mantissa;  // trailing zeros of a whole number are not digits
    if (text.find('e') == std::string::npos && text.find('.') == std::string::npos)
      while (trimmed.size() > 1 && trimmed.back() == '0') trimmed.pop_back(), --digits;
    CHECK_EQ(digits, fewest);
  }
}
