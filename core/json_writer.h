// Writing JSON text: the pieces every result is made of, appended to a string.
// Numbers print as JavaScript prints them (shortest round trip), so that a
// result reads the same from the command line and from the JS API.
#pragma once

#include <string>
#include <string_view>

#include "document.h"

namespace mahjong::json {

// A build with MAHJONG_WHOLE_NUMBERS_ONLY (the page's first wasm module,
// wasm/CMakeLists.txt, whose only numbers written as text are its
// catalogues') writes whole numbers alone: the shortest-digits printing of
// any other (json_number.cpp, 3 KB of that module's 45 gzipped) is left
// out, and such a number is written null. The catalogues hold whole numbers
// only (tests/core/rule_set_test.cpp).
#ifdef MAHJONG_WHOLE_NUMBERS_ONLY
inline constexpr bool kWritesFractions = false;
#else
inline constexpr bool kWritesFractions = true;
#endif

void write_string(std::string& out, std::string_view s);  // quoted and escaped
void write_int(std::string& out, long long n);
void write_number(std::string& out, double n);           // finite numbers only
inline void write_bool(std::string& out, bool b) { out += b ? "true" : "false"; }

// A whole Document (the catalogue, say), compact.
void write_document(std::string& out, const Document& d);

}  // namespace mahjong::json
