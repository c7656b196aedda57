#include "val_document.h"

using emscripten::val;

namespace mahjong {
namespace {

// Deeper than any hand; also stops a cyclic object.
constexpr int kMaxDepth = 16;

Document from_val(const val& v, int depth) {
  if (depth > kMaxDepth) return Document();
  const std::string type = v.typeOf().as<std::string>();
  if (type == "boolean") return Document(v.as<bool>());
  if (type == "number") return Document(v.as<double>());
  if (type == "string") return Document(v.as<std::string>());
  if (type != "object" || v.isNull()) return Document();
  if (val::global("Array").call<bool>("isArray", v)) {
    Document list = Document::array();
    const unsigned n = v["length"].as<unsigned>();
    for (unsigned i = 0; i < n; ++i) list.push(from_val(v[i], depth + 1));
    return list;
  }
  Document object = Document::object();
  val keys = val::global("Object").call<val>("keys", v);
  const unsigned n = keys["length"].as<unsigned>();
  for (unsigned i = 0; i < n; ++i) {
    std::string key = keys[i].as<std::string>();
    val item = v[key];
    if (!item.isUndefined()) object.set(key, from_val(item, depth + 1));
  }
  return object;
}

}  // namespace

Document document_from_val(const val& v) { return from_val(v, 0); }

val val_from_document(const Document& d) {
  switch (d.type()) {
    case Document::Type::null: return val::null();
    case Document::Type::boolean: return val(d.as_bool());
    case Document::Type::number: return val(d.as_number());
    case Document::Type::string: return val(d.as_string());
    case Document::Type::array: {
      val list = val::array();
      for (std::size_t i = 0; i < d.items().size(); ++i) list.set(i, val_from_document(d.items()[i]));
      return list;
    }
    case Document::Type::object: {
      val object = val::object();
      for (const auto& [key, value] : d.fields()) object.set(key, val_from_document(value));
      return object;
    }
  }
  return val::null();
}

}  // namespace mahjong
