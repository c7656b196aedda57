// nlohmann::ordered_json <-> Document: the command line's edge.
#pragma once

#include <nlohmann/json.hpp>

#include "document.h"

namespace mahjong {

Document document_from_json(const nlohmann::ordered_json& j);
nlohmann::ordered_json json_from_document(const Document& d);

}  // namespace mahjong
