// Plain JS values <-> Document, so the bindings hand plain objects both ways.
#pragma once

#include <emscripten/val.h>

#include "document.h"

namespace mahjong {

// Undefined properties are left out, as JSON.stringify would.
Document document_from_val(const emscripten::val& v);
emscripten::val val_from_document(const Document& d);

}  // namespace mahjong
