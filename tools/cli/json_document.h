// nlohmann::ordered_json <-> Document, for the core's tests (tests/core/test_support.h):
// the command line itself reads and writes JSON with the core's own reader and writer.
#pragma once

#include <nlohmann/json.hpp>

#include "document.h"

namespace mahjong {

Document document_from_json(const nlohmann::ordered_json& j);
nlohmann::ordered_json json_from_document(const Document& d);

}  // namespace mahjong
