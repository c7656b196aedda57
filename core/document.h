// A JSON-shaped value tree. The catalogue is built as one (catalog(), written
// by json::write_document), and the core's tests hold hands and results in
// it; hands themselves are read from JSON text and results written to it
// without a tree (hand_io.h), so the field rules live in one place.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mahjong {

class Document {
 public:
  enum class Type { null, boolean, number, string, array, object };

  Document() = default;
  Document(bool b) : type_(Type::boolean), boolean_(b) {}
  Document(int n) : type_(Type::number), number_(n) {}
  Document(double n) : type_(Type::number), number_(n) {}
  Document(std::string s) : type_(Type::string), string_(std::move(s)) {}
  Document(std::string_view s) : type_(Type::string), string_(s) {}
  Document(const char* s) : type_(Type::string), string_(s) {}

  static Document array() { return Document(Type::array); }
  static Document object() { return Document(Type::object); }

  Type type() const { return type_; }
  bool is_null() const { return type_ == Type::null; }
  bool is_bool() const { return type_ == Type::boolean; }
  bool is_number() const { return type_ == Type::number; }
  bool is_string() const { return type_ == Type::string; }
  bool is_array() const { return type_ == Type::array; }
  bool is_object() const { return type_ == Type::object; }

  bool as_bool() const { return boolean_; }
  double as_number() const { return number_; }
  const std::string& as_string() const { return string_; }

  // Arrays.
  const std::vector<Document>& items() const { return items_; }
  Document& push(Document d) {
    items_.push_back(std::move(d));
    return items_.back();
  }

  // Objects keep their fields in order.
  const std::vector<std::pair<std::string, Document>>& fields() const { return fields_; }
  const Document* find(std::string_view key) const {
    for (const auto& [k, v] : fields_)
      if (k == key) return &v;
    return nullptr;
  }
  Document& set(std::string key, Document d) {
    fields_.emplace_back(std::move(key), std::move(d));
    return fields_.back().second;
  }

 private:
  explicit Document(Type t) : type_(t) {}
  Type type_ = Type::null;
  bool boolean_ = false;
  double number_ = 0;
  std::string string_;
  std::vector<Document> items_;
  std::vector<std::pair<std::string, Document>> fields_;
};

}  // namespace mahjong
