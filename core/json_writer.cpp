#include "json_writer.h"

#include <cmath>
#include <cstdlib>

#include "json_number.h"

namespace mahjong::json {

void write_string(std::string& out, std::string_view s) {
  out += '"';
  std::size_t run = 0;  // plain bytes are copied in runs
  for (std::size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    out.append(s.data() + run, i - run);
    run = i + 1;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default: {
        static const char hex[] = "0123456789abcdef";
        out += "\\u00";
        out += hex[c >> 4];
        out += hex[c & 15];
      }
    }
  }
  out.append(s.data() + run, s.size() - run);
  out += '"';
}

void write_int(std::string& out, long long n) {
  char buf[24];
  char* p = buf + sizeof buf;
  unsigned long long u = n < 0 ? 0ull - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
  do *--p = char('0' + u % 10);
  while (u /= 10);
  if (n < 0) *--p = '-';
  out.append(p, std::size_t(buf + sizeof buf - p));
}

// ECMAScript's Number::toString: the shortest digits that read back as n,
// then plain or exponent form by the exponent's size.
void write_number(std::string& out, double n) {
  if (n == std::floor(n) && std::fabs(n) < 9007199254740992.0) return write_int(out, static_cast<long long>(n));
  if constexpr (!kWritesFractions) {
    out += "null";
    return;
  }
  if (n < 0) out += '-';
  std::string digits;
  int exponent = 0;  // |n| = digits × 10^exponent
  shortest_digits(n, digits, exponent);
  const int k = int(digits.size());
  const int e = exponent + k;  // |n| = 0.digits × 10^e
  if (k <= e && e <= 21) {
    out += digits;
    out.append(std::size_t(e - k), '0');
  } else if (0 < e && e <= 21) {
    out.append(digits, 0, std::size_t(e));
    out += '.';
    out.append(digits, std::size_t(e), std::string::npos);
  } else if (-6 < e && e <= 0) {
    out += "0.";
    out.append(std::size_t(-e), '0');
    out += digits;
  } else {
    out += digits[0];
    if (k > 1) out += '.', out.append(digits, 1, std::string::npos);
    out += 'e';
    out += e - 1 < 0 ? '-' : '+';
    write_int(out, std::abs(e - 1));
  }
}

void write_document(std::string& out, const Document& d) {
  switch (d.type()) {
    case Document::Type::null: out += "null"; return;
    case Document::Type::boolean: write_bool(out, d.as_bool()); return;
    case Document::Type::number: write_number(out, d.as_number()); return;
    case Document::Type::string: write_string(out, d.as_string()); return;
    case Document::Type::array: {
      out += '[';
      bool first = true;
      for (const Document& item : d.items()) {
        if (!first) out += ',';
        first = false;
        write_document(out, item);
      }
      out += ']';
      return;
    }
    case Document::Type::object: {
      out += '{';
      bool first = true;
      for (const auto& [key, value] : d.fields()) {
        if (!first) out += ',';
        first = false;
        write_string(out, key);
        out += ':';
        write_document(out, value);
      }
      out += '}';
      return;
    }
  }
}

}  // namespace mahjong::json
