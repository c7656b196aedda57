// A row of a rule set's detector list: a family of patterns, the fans it can
// award (so each table's test can check that every fan has a detector) and
// the function that looks for them. The rule set gives its mask and the
// detector's signature (core/rules/<id>/reading.h).
#pragma once

namespace mahjong {

template <class Mask, class Detect>
struct DetectorEntry {
  const char* family;
  Mask awards;
  Detect detect;
};

}  // namespace mahjong
