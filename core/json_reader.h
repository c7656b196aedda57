// A strict, bounded JSON reader: the one way text becomes a hand, for the
// command line and the WebAssembly module alike (hand_io reads its fields).
//
// Strict: RFC 8259 only (no comments, trailing commas, NaN), valid UTF-8,
// numbers within a double's range, no key twice in an object; a UTF-8 byte
// order mark before the value is skipped. Bounded: every cap in Limits is
// checked while reading, so time and memory are linear in a small bound
// whatever the input (README, "Limits"); reading is iterative in the input
// and recursive only up to max_depth. No exceptions.
//
// The values land on a flat tape (one node per value, a subtree's nodes
// contiguous) that a Reader keeps between reads, so a long-lived reader
// allocates nothing once warm.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "outcome.h"

namespace mahjong::json {

struct Limits {
  std::size_t max_bytes = 65536;  // the whole text
  int max_depth = 32;             // arrays and objects inside each other
  std::size_t max_values = 4096;  // every value, however nested
  std::size_t max_items = 1024;   // in one array
  std::size_t max_fields = 64;    // in one object
};

enum class Kind : std::uint8_t { null, boolean, number, string, array, object };

class Reader;

// A value's place on the tape.
struct Node {
  Kind kind;
  bool truth;            // a boolean's value; a string's: left in the text read
  bool key_in_text;      // the field's name is left in the text read
  std::uint32_t count;   // items or fields
  std::uint32_t after;   // the index past this value's subtree
  std::uint32_t key_at, key_size;        // an object's field: its name
  std::uint32_t string_at, string_size;  // in the text read or the reader's strings
  std::uint32_t source_at, source_size;  // in the text read
  double number;
};

template <class T>
class Range;
struct Field;

// A value on a reader's tape: valid until that reader reads again, and while
// the text read lives (strings without escapes are read where they are).
class Value {
 public:
  Value(const Reader* r, std::uint32_t i) : reader_(r), index_(i) {}

  Kind kind() const { return node().kind; }
  bool is_null() const { return kind() == Kind::null; }
  bool is_bool() const { return kind() == Kind::boolean; }
  bool is_number() const { return kind() == Kind::number; }
  bool is_string() const { return kind() == Kind::string; }
  bool is_array() const { return kind() == Kind::array; }
  bool is_object() const { return kind() == Kind::object; }

  bool as_bool() const { return node().truth; }
  double as_number() const { return node().number; }
  std::string_view as_string() const;  // unescaped
  std::string_view source() const;     // exactly as written (a number's digits, say)
  std::size_t size() const { return node().count; }  // items or fields

  // Arrays: for (Value item : v.items()); objects: for (auto [key, value] : v.fields()).
  Range<Value> items() const;
  Range<Field> fields() const;
  // An object's field, or false.
  bool find(std::string_view key, Value& out) const;

 private:
  const Node& node() const;
  const Reader* reader_;
  std::uint32_t index_;
};

struct Field {
  std::string_view key;
  Value value;
};

template <class T>
class Range {
 public:
  class iterator {
   public:
    iterator(const Reader* r, std::uint32_t i) : reader_(r), index_(i) {}
    T operator*() const;
    iterator& operator++();
    bool operator!=(const iterator& o) const { return index_ != o.index_; }

   private:
    const Reader* reader_;
    std::uint32_t index_;
  };
  Range(const Reader* r, std::uint32_t first, std::uint32_t last) : reader_(r), first_(first), last_(last) {}
  iterator begin() const { return {reader_, first_}; }
  iterator end() const { return {reader_, last_}; }

 private:
  const Reader* reader_;
  std::uint32_t first_, last_;
};

class Reader {
 public:
  explicit Reader(Limits limits = {}) : limits_(limits) {}
  const Limits& limits() const { return limits_; }

  // The text's one value, or a parse error that says what and where (the
  // character counted from 1) in words a person reads.
  Outcome<Value> read(std::string_view text);

 // The tape, for Value.
  const std::vector<Node>& nodes() const { return nodes_; }
  std::string_view text() const { return text_; }
  std::string_view string_at(std::uint32_t at, std::uint32_t size, bool in_text) const {
    return (in_text ? text_ : std::string_view(strings_)).substr(at, size);
  }
  std::string_view key_of(const Node& n) const { return string_at(n.key_at, n.key_size, n.key_in_text); }

 private:
  struct Parse;
  Limits limits_;
  std::string_view text_;
  std::vector<Node> nodes_;
  std::string strings_;
};

inline const Node& Value::node() const { return reader_->nodes()[index_]; }
inline std::string_view Value::as_string() const {
  return reader_->string_at(node().string_at, node().string_size, node().truth);
}
inline std::string_view Value::source() const { return reader_->text().substr(node().source_at, node().source_size); }
inline Range<Value> Value::items() const { return {reader_, index_ + 1, node().after}; }
inline Range<Field> Value::fields() const { return {reader_, index_ + 1, node().after}; }

template <>
inline Value Range<Value>::iterator::operator*() const { return Value(reader_, index_); }
template <>
inline Field Range<Field>::iterator::operator*() const {
  const Node& n = reader_->nodes()[index_];
  return {reader_->key_of(n), Value(reader_, index_)};
}
template <class T>
typename Range<T>::iterator& Range<T>::iterator::operator++() {
  index_ = reader_->nodes()[index_].after;
  return *this;
}

inline bool Value::find(std::string_view key, Value& out) const {
  for (Field f : fields())
    if (f.key == key) return out = f.value, true;
  return false;
}

}  // namespace mahjong::json
