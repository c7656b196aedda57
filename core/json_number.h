// Numbers and their text, both ways and exactly, without strtod or printf:
// the module stays small (they bring long-double arithmetic and the printf
// machinery into the WebAssembly build, about 9 KB gzipped), and the command
// line and the module read and write every number alike.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace mahjong::json {

// `text` is a number as JSON writes it (-?int(.frac)?([eE][+-]?exp)?). The
// nearest double, or nothing when the number is beyond a double's range.
std::optional<double> number_from_text(std::string_view text);

// The fewest significant digits that read back as x (finite), the nearest
// such: |x| = digits × 10^exponent, digits without trailing zeros.
void shortest_digits(double x, std::string& digits, int& exponent);

}  // namespace mahjong::json

namespace mahjong::json {

// Whether a number's JSON text is a whole number as written: its digits past
// the point (after the exponent moves it) are all zeros. The double it reads
// as cannot tell: 1e-400 underflows to 0 and 1.0000000000000000001 rounds to 1.
bool whole_number_text(std::string_view text);

}  // namespace mahjong::json
