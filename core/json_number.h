// A JSON number's text to the nearest double, exactly (round half to even),
// without strtod: the module stays small (strtod brings long-double
// arithmetic into the WebAssembly build), and the command line and the
// module read every number alike.
#pragma once

#include <optional>
#include <string_view>

namespace mahjong::json {

// `text` is a number as JSON writes it (-?int(.frac)?([eE][+-]?exp)?). The
// nearest double, or nothing when the number is beyond a double's range.
std::optional<double> number_from_text(std::string_view text);

}  // namespace mahjong::json
