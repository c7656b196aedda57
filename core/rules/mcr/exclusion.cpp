#include "exclusion.h"

namespace mahjong::mcr {

void apply_exclusions(FanCounts& fans) {
  for (int id = 0; id < kFanCount; ++id) {
    FanId f = FanId(id);
    if (!fans.present.has(f)) continue;
    const FanRow& row = fan_row(f);
    (fans.present & row.implies).for_each([&](FanId g) { fans.clear(g); });
    (fans.present & row.implies_one).for_each([&](FanId g) { fans.reduce(g); });
  }
}

}  // namespace mahjong::mcr
