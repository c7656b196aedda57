// What every rule set's fan table says of a fan, and what a result shows.
#pragma once

#include <string_view>

namespace mahjong {

struct FanInfo {
  std::string_view id;    // e.g. "pure_straight"
  std::string_view name;  // English, as the spec writes it
  std::string_view zh;    // Chinese (traditional for Hong Kong)
  int points;             // per occurrence (faan in Hong Kong)
};

}  // namespace mahjong
