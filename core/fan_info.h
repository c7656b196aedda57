// What every rule set's fan table says of a fan, and what a result shows.
#pragma once

#include <string_view>

#include "words.h"

namespace mahjong {

struct FanInfo {
  std::string_view id;    // e.g. "pure_straight"
  // Its names, which the scorer never reads: a result names a fan by its
  // row, and the JS API joins the names from mahjong-words-<id>.json in a
  // build without them (core/words.h).
  Words name;  // English, as the spec writes it
  Words zh;    // Chinese (traditional for Hong Kong)
  int points;             // per occurrence (faan in Hong Kong)
};

}  // namespace mahjong
