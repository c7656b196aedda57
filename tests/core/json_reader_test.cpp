// The bounded JSON reader (core/json_reader.h): what it reads, what it refuses
// and how the refusal reads, and every cap at its edge.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "json_number.h"
#include "json_reader.h"

namespace {

using namespace mahjong;
using json::Kind;
using json::Value;

std::string refusal(const std::string& text, json::Limits limits = {}) {
  json::Reader reader(limits);
  auto read = reader.read(text);
  REQUIRE_FALSE(read.ok());
  CHECK_EQ(read.error().code, ErrorCode::parse);
  return read.error().message;
}

bool reads(const std::string& text, json::Limits limits = {}) {
  json::Reader reader(limits);
  return reader.read(text).ok();
}

}  // namespace

TEST_CASE("json reader: values") {
  json::Reader reader;
  SUBCASE("an object's fields in order, with their kinds") {
    auto read = reader.read(R"( {"a": [1, -2.5e1, true, false, null], "b": {"c": "d"}} )");
    REQUIRE(read.ok());
    const Value v = read.value();
    REQUIRE(v.is_object());
    CHECK_EQ(v.size(), 2u);
    Value a = v, b = v, c = v;
    REQUIRE(v.find("a", a));
    REQUIRE(a.is_array());
    CHECK_EQ(a.size(), 5u);
    std::string kinds;
    for (Value item : a.items()) kinds += char('0' + int(item.kind()));
    CHECK_EQ(kinds, "22110");
    CHECK_EQ((*a.items().begin()).as_number(), 1);
    REQUIRE(v.find("b", b));
    REQUIRE(b.find("c", c));
    CHECK_EQ(c.as_string(), "d");
    std::string keys;
    for (auto [key, value] : v.fields()) keys += std::string(key) + ";";
    CHECK_EQ(keys, "a;b;");
    CHECK_FALSE(v.find("z", c));
  }
  SUBCASE("numbers keep their source text; their values are read exactly") {
    auto read = reader.read("[8.0, 9223372036854775808, 0.30000000000000004, 1e-400, -0]");
    REQUIRE(read.ok());
    std::string sources;
    for (Value n : read.value().items()) sources += std::string(n.source()) + " ";
    CHECK_EQ(sources, "8.0 9223372036854775808 0.30000000000000004 1e-400 -0 ");
    auto it = read.value().items().begin();
    CHECK_EQ((*it).as_number(), 8.0);
    ++it;
    CHECK_EQ((*it).as_number(), 9223372036854775808.0);
    ++it;
    CHECK_EQ((*it).as_number(), 0.1 + 0.2);
    ++it;
    CHECK_EQ((*it).as_number(), 0.0);
  }
  SUBCASE("strings are unescaped, surrogate pairs joined, UTF-8 kept") {
    auto read = reader.read(R"(["a\"b\\c\/\n\t", "\u00e9\ud83c\udc04", "發", ""])");
    REQUIRE(read.ok());
    auto it = read.value().items().begin();
    CHECK_EQ((*it).as_string(), "a\"b\\c/\n\t");
    ++it;
    CHECK_EQ((*it).as_string(), "\xC3\xA9\xF0\x9F\x80\x84");
    ++it;
    CHECK_EQ((*it).as_string(), "發");
    ++it;
    CHECK_EQ((*it).as_string(), "");
  }
  SUBCASE("a byte order mark before the value is skipped") {
    CHECK(reads("\xEF\xBB\xBF{\"a\": 1}"));
  }
  SUBCASE("one reader reads again and again") {
    for (int i = 0; i < 3; ++i) {
      const std::string text = "{\"text\": \"" + std::to_string(i) + "\"}";  // outlives its values
      auto read = reader.read(text);
      REQUIRE(read.ok());
      Value t = read.value();
      REQUIRE(read.value().find("text", t));
      CHECK_EQ(t.as_string(), std::to_string(i));
    }
  }
}

TEST_CASE("json reader: what is not JSON is refused, saying what and where") {
  CHECK(refusal("").find("a value is missing") != std::string::npos);
  CHECK(refusal("{\"a\": 1,}").find("expected a field name in quotes, not '}', at character 9") != std::string::npos);
  CHECK(refusal("[1 2]").find("expected ',' or ']' in a list, not '2'") != std::string::npos);
  CHECK(refusal("{\"a\" 1}").find("expected ':'") != std::string::npos);
  CHECK(refusal("[01]").find("expected ','") != std::string::npos);
  CHECK(refusal("[1.]").find("decimal point") != std::string::npos);
  CHECK(refusal("[-]").find("digit after its sign") != std::string::npos);
  CHECK(refusal("[1e]").find("exponent") != std::string::npos);
  CHECK(refusal("[NaN]").find("unexpected 'N'") != std::string::npos);
  CHECK(refusal("[tru]").find("unexpected 't'") != std::string::npos);
  CHECK(refusal("{} {}").find("after the value") != std::string::npos);
  CHECK(refusal("\"abc").find("not closed") != std::string::npos);
  CHECK(refusal("\"a\tb\"").find("control character") != std::string::npos);
  CHECK(refusal("\"\\x\"").find("unknown escape") != std::string::npos);
  CHECK(refusal("\"\\u12\"").find("four hex digits") != std::string::npos);
  CHECK(refusal("\"\\udc00\"").find("lone low surrogate") != std::string::npos);
  CHECK(refusal("\"\\ud800x\"").find("without its pair") != std::string::npos);
  CHECK(refusal("[\"\xff\"]").find("not valid UTF-8 (the byte 0xFF), at character 3") != std::string::npos);
  CHECK(refusal("\"\xC0\x80\"").find("not valid UTF-8") != std::string::npos);      // overlong
  CHECK(refusal("\"\xED\xA0\x80\"").find("not valid UTF-8") != std::string::npos);  // an encoded surrogate
  CHECK(refusal("\"\xF4\x90\x80\x80\"").find("not valid UTF-8") != std::string::npos);  // past U+10FFFF
  CHECK(refusal("\"\xE6\x9D\"").find("not valid UTF-8") != std::string::npos);      // cut short
  CHECK(refusal("\xEF\xBB").find("unexpected the byte 0xEF") != std::string::npos);
}

TEST_CASE("json reader: regressions of issue 11") {
  SUBCASE("numbers beyond a double's range are a parse error, not an abort") {
    CHECK(refusal("{\"id\": 1e400}").find("the number 1e400 is beyond the range of numbers") != std::string::npos);
    CHECK(refusal("[-1e400]").find("-1e400") != std::string::npos);
    const std::string long_number = "1" + std::string(400, '0');
    CHECK(refusal("[" + long_number + "]").find("10000000000000000000...") != std::string::npos);
  }
  SUBCASE("a key given twice is refused, naming it") {
    CHECK(refusal(R"({"text": "1m", "self_drawn": true, "self_drawn": false})")
              .find("the field \"self_drawn\" is given twice") != std::string::npos);
    CHECK(reads(R"({"a": {"k": 1}, "b": {"k": 1}})"));  // the same key in two objects is fine
  }
  SUBCASE("a long key echoed in the message is cut between whole characters (found by fuzz-compact)") {
    const std::string key = std::string(39, 'a') + "\xE6\xBC\xA2" + std::string(10, 'b');  // the cap falls inside 漢
    const std::string message = refusal("{\"" + key + "\":1,\"" + key + "\":2}");
    CHECK(message.find("the field \"" + std::string(39, 'a') + "...\" is given twice") != std::string::npos);
    CHECK(message.find('\xE6') == std::string::npos);  // no half character
  }
  SUBCASE("a key given twice is found among 64, wherever both stand (the search is skipped only for keys not met)") {
    for (int first = 0; first < 63; first += 7)
      for (int second = first + 1; second < 64; second += 5) {
        std::string text = "{";
        for (int i = 0; i < 64; ++i) text += (i ? ",\"k" : "\"k") + std::to_string(i == second ? first : i) + "\":0";
        INFO(text);
        CHECK(refusal(text + "}").find("the field \"k" + std::to_string(first) + "\" is given twice") != std::string::npos);
      }
    std::string distinct = "{";  // 64 keys, many sharing length, first and last byte
    for (int i = 0; i < 64; ++i) distinct += (i ? ",\"k" : "\"k") + std::to_string(i % 8) + "x" + std::to_string(i / 8) + "\":0";
    CHECK(reads(distinct + "}"));
  }
  SUBCASE("16,000 levels of nesting stop at the depth cap, without recursing further") {
    const std::string deep = std::string(16000, '[') + std::string(16000, ']');
    CHECK(refusal(deep).find("more than 32 deep (at character 33)") != std::string::npos);
  }
}

TEST_CASE("json reader: every cap, at its edge") {
  json::Limits small;
  small.max_bytes = 64, small.max_depth = 3, small.max_values = 10, small.max_items = 4, small.max_fields = 2;
  CHECK(reads(std::string(64, ' ') .replace(0, 2, "[]"), small));
  CHECK(refusal(std::string(65, ' ').replace(0, 2, "[]"), small).find("longer than 64 bytes") != std::string::npos);
  CHECK(reads("[[[]]]", small));
  CHECK(refusal("[[[[]]]]", small).find("more than 3 deep") != std::string::npos);
  CHECK(reads("[1,2,3,4]", small));
  CHECK(refusal("[1,2,3,4,5]", small).find("more than 4 items") != std::string::npos);
  CHECK(reads(R"({"a":1,"b":2})", small));
  CHECK(refusal(R"({"a":1,"b":2,"c":3})", small).find("more than 2 fields") != std::string::npos);
  CHECK(reads("[[1,2,3],[4,5],[6]]", small));  // 10 values
  CHECK(refusal("[[1,2,3],[4,5],[6,7]]", small).find("more than 10 values") != std::string::npos);
  // The defaults, as README's "Limits" documents them.
  const json::Limits d;
  CHECK_EQ(d.max_bytes, 65536u);
  CHECK_EQ(d.max_depth, 32);
  CHECK_EQ(d.max_values, 4096u);
  CHECK_EQ(d.max_items, 1024u);
  CHECK_EQ(d.max_fields, 64u);
}

TEST_CASE("json reader: numbers are read to the nearest double, as strtod reads them") {
  // strtod is the reference here; the core does without it (json_number.h).
  std::uint64_t seed = 12345;
  const auto next = [&] { return seed = seed * 6364136223846793005ULL + 1442695040888963407ULL; };
  const auto check = [](const std::string& text) {
    CAPTURE(text);
    const double expected = std::strtod(text.c_str(), nullptr);
    auto got = json::number_from_text(text);
    if (std::isinf(expected)) {
      CHECK_FALSE(got.has_value());
    } else {
      REQUIRE(got.has_value());
      CHECK_EQ(std::memcmp(&*got, &expected, sizeof expected), 0);  // to the bit, sign of zero included
    }
  };
  for (const char* text : {"0", "-0", "1", "0.1", "0.30000000000000004", "9007199254740993", "1e23",
                           "2.2250738585072011e-308", "2.2250738585072014e-308", "4.9406564584124654e-324",
                           "2.4703282292062327e-324", "2.4703282292062328e-324", "1.7976931348623157e308",
                           "1.7976931348623158e308", "1.7976931348623159e308", "179769313486231580793728971405301e276",
                           "1e-400", "123456789012345678901234567890", "0.000000000000000000000000000001e30",
                           "9007199254740992.5", "9007199254740993.0000000000000000000001"})
    check(text);
  for (int i = 0; i < 20000; ++i) {
    std::string text = std::to_string(next() % 100000000000000000ULL);
    if (next() % 2) text += "." + std::to_string(next() % 1000000000ULL);
    text += "e" + std::to_string(int(next() % 700) - 350);
    check(text);
    double d = 0;
    const std::uint64_t bits = next();
    std::memcpy(&d, &bits, sizeof d);
    if (std::isfinite(d)) {
      char buf[40];
      std::snprintf(buf, sizeof buf, "%.17g", d);
      check(buf);
    }
  }
}
