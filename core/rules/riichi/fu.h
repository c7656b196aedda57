// Fu (符): the minipoints of a reading, each with its reason, and their total
// rounded up to 10 (seven pairs: 25 as it is).
#pragma once

#include "reading.h"
#include "riichi_score.h"

namespace mahjong::riichi {

struct Fu {
  FuList lines;
  int total = 0;  // rounded
};

Fu fu_of(const HandFacts& f, const Reading& r, bool pinfu);

// The fu of one pung or kong, by kind and concealment; terminals and honours double.
int set_fu(const TileSet& set, bool concealed);

}  // namespace mahjong::riichi
