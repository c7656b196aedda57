#include "json_document.h"

namespace mahjong {

Document document_from_json(const nlohmann::ordered_json& j) {
  switch (j.type()) {
    case nlohmann::ordered_json::value_t::boolean: return Document(j.get<bool>());
    case nlohmann::ordered_json::value_t::number_integer:
    case nlohmann::ordered_json::value_t::number_unsigned:
    case nlohmann::ordered_json::value_t::number_float: return Document(j.get<double>());
    case nlohmann::ordered_json::value_t::string: return Document(j.get<std::string>());
    case nlohmann::ordered_json::value_t::array: {
      Document d = Document::array();
      for (const auto& item : j) d.push(document_from_json(item));
      return d;
    }
    case nlohmann::ordered_json::value_t::object: {
      Document d = Document::object();
      for (const auto& [key, value] : j.items()) d.set(key, document_from_json(value));
      return d;
    }
    default: return Document();
  }
}

nlohmann::ordered_json json_from_document(const Document& d) {
  switch (d.type()) {
    case Document::Type::null: return nullptr;
    case Document::Type::boolean: return d.as_bool();
    case Document::Type::number: {
      double n = d.as_number();
      if (n == double(static_cast<long long>(n))) return static_cast<long long>(n);
      return n;
    }
    case Document::Type::string: return d.as_string();
    case Document::Type::array: {
      nlohmann::ordered_json a = nlohmann::ordered_json::array();
      for (const Document& item : d.items()) a.push_back(json_from_document(item));
      return a;
    }
    case Document::Type::object: {
      nlohmann::ordered_json o = nlohmann::ordered_json::object();
      for (const auto& [key, value] : d.fields()) o[key] = json_from_document(value);
      return o;
    }
  }
  return nullptr;
}

}  // namespace mahjong
