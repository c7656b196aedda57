#include "json_reader.h"

#include <algorithm>
#include <cstring>

#include "echo.h"
#include "json_number.h"

namespace mahjong::json {

// The bytes a string may hold as they are: printable ASCII but '"' and '\\'.
// Built at compile time: a function-local static would be checked at every
// string.
struct PlainBytes {
  bool is[256];
  constexpr PlainBytes() : is{} {
    for (int c = 0; c < 256; ++c) is[c] = c >= 0x20 && c < 0x80 && c != '"' && c != '\\';
  }
};
constexpr PlainBytes kPlain;

// One read: a cursor over the text, the caps, and the first error met.
struct Reader::Parse {
  Reader& r;
  const char* begin;
  const char* p;
  const char* end;
  std::string error;  // empty while all is well

  // A syntax error, its message built from pieces; the first one wins.
  bool fail(std::string_view what, std::string_view more = {}, std::string_view after = {}) {
    if (error.empty()) {
      error = "The input is not JSON we can read: ";
      error.append(what).append(more).append(after);
      error += ", at character " + std::to_string(p - begin + 1) + ".";
    }
    return false;
  }
  bool fail_at_char(std::string_view what, std::string_view after = {}) {
    return fail(what, shown_char(), after);
  }
  bool fail_limit(const std::string& what) {
    if (error.empty()) error = "The input " + what + " (README, \"Limits\").";
    return false;
  }

  void skip_space() {
    while (p < end && static_cast<unsigned char>(*p) <= ' ' &&
           (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
      ++p;
  }

  std::string shown_char() const {
    if (p >= end) return "the end of the input";
    const unsigned char c = static_cast<unsigned char>(*p);
    if (c >= 0x20 && c < 0x7f) return std::string("'") + char(c) + "'";
    static const char hex[] = "0123456789ABCDEF";
    return std::string("the byte 0x") + hex[c >> 4] + hex[c & 15];
  }

  std::uint32_t new_node(Kind kind) {
    if (r.nodes_.size() >= r.limits_.max_values) {
      fail_limit("has more than " + std::to_string(r.limits_.max_values) + " values; a hand has about 50");
      return 0;
    }
    // Each field once (emplace_back() would clear the node first: a memset
    // call per value in the WebAssembly build).
    r.nodes_.push_back(Node{kind, false, false, 0, 0, 0, 0, 0, 0, std::uint32_t(p - begin), 0, 0});
    return std::uint32_t(r.nodes_.size() - 1);
  }

  // One UTF-8 sequence starting at p (p < end, *p >= 0x80), stepped over;
  // RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF.
  bool check_utf8() {
    const unsigned char* s = reinterpret_cast<const unsigned char*>(p);
    const std::size_t left = std::size_t(end - p);
    std::size_t n = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (s[0] >= 0xC2 && s[0] <= 0xDF) n = 2;
    else if (s[0] >= 0xE0 && s[0] <= 0xEF) n = 3, lo = s[0] == 0xE0 ? 0xA0 : 0x80, hi = s[0] == 0xED ? 0x9F : 0xBF;
    else if (s[0] >= 0xF0 && s[0] <= 0xF4) n = 4, lo = s[0] == 0xF0 ? 0x90 : 0x80, hi = s[0] == 0xF4 ? 0x8F : 0xBF;
    bool ok = n && left >= n && s[1] >= lo && s[1] <= hi;
    for (std::size_t i = 2; ok && i < n; ++i) ok = s[i] >= 0x80 && s[i] <= 0xBF;
    if (!ok) return fail_at_char("the text is not valid UTF-8 (", ")");
    p += n;
    return true;
  }

  void append_code_point(std::uint32_t c) {
    std::string& s = r.strings_;
    if (c < 0x80) {
      s += char(c);
    } else if (c < 0x800) {
      s += char(0xC0 | (c >> 6));
      s += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      s += char(0xE0 | (c >> 12));
      s += char(0x80 | ((c >> 6) & 0x3F));
      s += char(0x80 | (c & 0x3F));
    } else {
      s += char(0xF0 | (c >> 18));
      s += char(0x80 | ((c >> 12) & 0x3F));
      s += char(0x80 | ((c >> 6) & 0x3F));
      s += char(0x80 | (c & 0x3F));
    }
  }

  bool hex4(std::uint32_t& out) {
    if (end - p < 4) return fail("a \\u escape needs four hex digits");
    out = 0;
    for (int i = 0; i < 4; ++i, ++p) {
      const char c = *p;
      const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0) return fail("a \\u escape needs four hex digits");
      out = out * 16 + std::uint32_t(d);
    }
    return true;
  }

  // Steps over plain string bytes, one table lookup a byte.
  void skip_plain() {
    while (p < end && kPlain.is[static_cast<unsigned char>(*p)]) ++p;
  }

  // A string (p at its opening quote). One without escapes is left where it
  // is in the text (strings_at == kInText); one with escapes is unescaped into
  // the reader's strings.
  bool string(std::uint32_t& at, std::uint32_t& size, bool& in_text) {
    const char* start = ++p;
    for (;;) {  // plain ASCII runs, then whatever stops them
      skip_plain();
      if (p >= end) return fail("a string is not closed");
      const unsigned char c = static_cast<unsigned char>(*p);
      if (c >= 0x80) {
        if (!check_utf8()) return false;
        continue;
      }
      if (c < 0x20) return fail_at_char("a string holds a control character (", "); write it as an escape");
      if (c == '"') {
        at = std::uint32_t(start - begin), size = std::uint32_t(p - start), in_text = true;
        ++p;
        return true;
      }
      break;  // a backslash: unescape from here on
    }
    in_text = false;
    at = std::uint32_t(r.strings_.size());
    r.strings_.append(start, std::size_t(p - start));
    for (;;) {
      const char* run = p;
      skip_plain();
      r.strings_.append(run, std::size_t(p - run));
      if (p >= end) return fail("a string is not closed");
      const unsigned char c = static_cast<unsigned char>(*p);
      if (c == '"') {
        ++p;
        break;
      }
      if (c >= 0x80) {
        const char* seq = p;
        if (!check_utf8()) return false;
        r.strings_.append(seq, std::size_t(p - seq));
        continue;
      }
      if (c < 0x20) return fail_at_char("a string holds a control character (", "); write it as an escape");
      ++p;  // the backslash
      if (p >= end) return fail("a string is not closed");
      const char e = *p++;
      switch (e) {
        case '"': r.strings_ += '"'; break;
        case '\\': r.strings_ += '\\'; break;
        case '/': r.strings_ += '/'; break;
        case 'b': r.strings_ += '\b'; break;
        case 'f': r.strings_ += '\f'; break;
        case 'n': r.strings_ += '\n'; break;
        case 'r': r.strings_ += '\r'; break;
        case 't': r.strings_ += '\t'; break;
        case 'u': {
          std::uint32_t c1 = 0;
          if (!hex4(c1)) return false;
          if (c1 >= 0xDC00 && c1 <= 0xDFFF) return fail("a \\u escape is half of a character (a lone low surrogate)");
          if (c1 >= 0xD800 && c1 <= 0xDBFF) {
            std::uint32_t c2 = 0;
            if (end - p < 2 || p[0] != '\\' || p[1] != 'u')
              return fail("a \\u escape is half of a character (a high surrogate without its pair)");
            p += 2;
            if (!hex4(c2)) return false;
            if (c2 < 0xDC00 || c2 > 0xDFFF) return fail("a \\u escape is half of a character (a high surrogate without its pair)");
            c1 = 0x10000 + ((c1 - 0xD800) << 10) + (c2 - 0xDC00);
          }
          append_code_point(c1);
          break;
        }
        default: p -= 1; return fail_at_char("a string has an unknown escape \\");
      }
    }
    size = std::uint32_t(r.strings_.size() - at);
    return true;
  }

  bool number(Node& n) {
    const char* start = p;
    bool simple = true;  // digits only: read exactly here, no strtod
    if (p < end && *p == '-') ++p;
    if (p >= end || *p < '0' || *p > '9') return fail("a number needs a digit after its sign");
    if (*p == '0') ++p;
    else
      while (p < end && *p >= '0' && *p <= '9') ++p;
    if (p < end && *p == '.') {
      simple = false;
      ++p;
      if (p >= end || *p < '0' || *p > '9') return fail("a number needs a digit after its decimal point");
      while (p < end && *p >= '0' && *p <= '9') ++p;
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
      simple = false;
      ++p;
      if (p < end && (*p == '+' || *p == '-')) ++p;
      if (p >= end || *p < '0' || *p > '9') return fail("a number needs a digit in its exponent");
      while (p < end && *p >= '0' && *p <= '9') ++p;
    }
    const std::size_t length = std::size_t(p - start);
    const bool negative = *start == '-';
    if (simple && length - negative <= 15) {
      double v = 0;
      for (const char* d = start + negative; d < p; ++d) v = v * 10 + (*d - '0');
      n.number = negative ? -v : v;
      return true;
    }
    const auto v = number_from_text(std::string_view(start, length));
    if (!v) {
      p = start;
      return fail("the number ", echoed(std::string_view(start, length), 20),
                  " is beyond the range of numbers (about 1.8e308)");
    }
    n.number = *v;
    return true;
  }

  bool literal(const char* word, std::size_t size) {
    if (std::size_t(end - p) < size || std::memcmp(p, word, size) != 0)
      return fail_at_char("unexpected ");
    p += size;
    return true;
  }

  bool value(int depth) {
    skip_space();
    if (p >= end) return fail("a value is missing");
    const char c = *p;
    Kind kind = c == '{' ? Kind::object : c == '[' ? Kind::array : c == '"' ? Kind::string
              : c == 't' || c == 'f' ? Kind::boolean : c == 'n' ? Kind::null : Kind::number;
    if (kind == Kind::number && c != '-' && (c < '0' || c > '9')) return fail_at_char("unexpected ");
    const std::uint32_t index = new_node(kind);
    if (!error.empty()) return false;
    bool ok = true;
    switch (kind) {
      case Kind::null: ok = literal("null", 4); break;
      case Kind::boolean:
        r.nodes_[index].truth = c == 't';
        ok = c == 't' ? literal("true", 4) : literal("false", 5);
        break;
      case Kind::number: ok = number(r.nodes_[index]); break;
      case Kind::string: {
        std::uint32_t at = 0, size = 0;
        bool in_text = false;
        ok = string(at, size, in_text);
        r.nodes_[index].string_at = at, r.nodes_[index].string_size = size, r.nodes_[index].truth = in_text;
        break;
      }
      case Kind::array: ok = array(index, depth + 1); break;
      case Kind::object: ok = object(index, depth + 1); break;
    }
    if (!ok) return false;
    Node& n = r.nodes_[index];
    n.source_size = std::uint32_t(p - begin) - n.source_at;
    n.after = std::uint32_t(r.nodes_.size());
    return true;
  }

  bool deeper(int depth) {
    if (depth <= r.limits_.max_depth) return true;
    return fail_limit("nests lists and objects more than " + std::to_string(r.limits_.max_depth) +
                      " deep (at character " + std::to_string(p - begin + 1) + "); a hand needs 4");
  }

  bool array(std::uint32_t index, int depth) {
    if (!deeper(depth)) return false;
    ++p;
    skip_space();
    std::uint32_t count = 0;
    if (p < end && *p == ']') return ++p, true;
    for (;;) {
      if (++count > r.limits_.max_items)
        return fail_limit("has a list of more than " + std::to_string(r.limits_.max_items) +
                          " items; a hand has 14 tiles");
      r.nodes_[index].count = count;
      if (!value(depth)) return false;
      skip_space();
      if (p < end && *p == ',') {
        ++p;
        continue;
      }
      if (p < end && *p == ']') return ++p, true;
      return fail_at_char("expected ',' or ']' in a list, not ");
    }
  }

  bool object(std::uint32_t index, int depth) {
    if (!deeper(depth)) return false;
    ++p;
    skip_space();
    std::uint32_t count = 0;
    if (p < end && *p == '}') return ++p, true;
    const std::uint32_t first = index + 1;
    std::uint64_t key_bits = 0;  // a bit per (length, first, last byte) seen: most keys need no search
    for (;;) {
      skip_space();
      if (p >= end || *p != '"') return fail_at_char("expected a field name in quotes, not ");
      if (++count > r.limits_.max_fields)
        return fail_limit("has an object of more than " + std::to_string(r.limits_.max_fields) +
                          " fields; a hand has about 15");
      const char* key_start = p;
      std::uint32_t key_at = 0, key_size = 0;
      bool in_text = false;
      if (!string(key_at, key_size, in_text)) return false;
      const std::string_view key = r.string_at(key_at, key_size, in_text);
      // A key given twice would leave it to the reader which one counts.
      const std::uint64_t bit = std::uint64_t(1)
                                << ((key.size() * 7 + (key.empty() ? 0 : key.front() * 3 + key.back())) & 63);
      const bool maybe_seen = key_bits & bit;
      key_bits |= bit;
      for (std::uint32_t i = first; maybe_seen && i < r.nodes_.size(); i = r.nodes_[i].after)
        if (r.nodes_[i].key_size == key_size && r.key_of(r.nodes_[i]) == key) {
          p = key_start;
          return fail("the field \"", echoed(key),
                      "\" is given twice");
        }
      skip_space();
      if (p >= end || *p != ':') return fail_at_char("expected ':' after a field name, not ");
      ++p;
      r.nodes_[index].count = count;
      const std::uint32_t child = std::uint32_t(r.nodes_.size());
      if (!value(depth)) return false;
      r.nodes_[child].key_at = key_at, r.nodes_[child].key_size = key_size, r.nodes_[child].key_in_text = in_text;
      skip_space();
      if (p < end && *p == ',') {
        ++p;
        continue;
      }
      if (p < end && *p == '}') return ++p, true;
      return fail_at_char("expected ',' or '}' in an object, not ");
    }
  }
};

Outcome<Value> Reader::read(std::string_view text) {
  nodes_.clear();
  strings_.clear();
  text_ = text;
  if (text.size() > limits_.max_bytes)
    return Error{ErrorCode::parse, "The input is longer than " + std::to_string(limits_.max_bytes) +
                                       " bytes, the most a hand may take (README, \"Limits\")."};
  if (strings_.capacity() < text.size()) strings_.reserve(text.size());  // unescaping never grows
  Parse parse{*this, text.data(), text.data(), text.data() + text.size(), {}};
  if (text.size() >= 3 && std::memcmp(text.data(), "\xEF\xBB\xBF", 3) == 0) parse.p += 3;
  if (parse.value(0)) {
    parse.skip_space();
    if (parse.p != parse.end) parse.fail_at_char("unexpected ", " after the value");
  }
  if (!parse.error.empty()) return Error{ErrorCode::parse, std::move(parse.error)};
  return Value(this, 0);
}

}  // namespace mahjong::json
