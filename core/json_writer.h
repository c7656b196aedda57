// Writing JSON text: the pieces every result is made of, appended to a string.
// Numbers print as JavaScript prints them (shortest round trip), so that a
// result reads the same from the command line and from the JS API.
#pragma once

#include <string>
#include <string_view>

#include "document.h"

namespace mahjong::json {

void write_string(std::string& out, std::string_view s);  // quoted and escaped
void write_int(std::string& out, long long n);
void write_number(std::string& out, double n);           // finite numbers only
inline void write_bool(std::string& out, bool b) { out += b ? "true" : "false"; }

// A whole Document (the catalogue, say), compact.
void write_document(std::string& out, const Document& d);

}  // namespace mahjong::json
