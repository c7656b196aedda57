#include "exclusion.h"

namespace mahjong::mcr {

namespace {

// Most fans imply nothing; the walk only visits those that do (or may, with
// an option on).
FanMask fans_that_imply() {
  FanMask m;
  for (const FanRow& row : fan_table())
    if (!row.implies.empty() || !row.implies_one.empty()) m.add(row.id);
  for (const OptionEffect& e : option_effects()) m.add(e.fan);
  return m;
}

}  // namespace

void apply_exclusions(FanCounts& fans, const ImpliesTable& table) {
  static const FanMask kImplying = fans_that_imply();
  // Fans only imply fans of lower or equal value, so one walk from the top
  // sees every fan before anything it could be removed by has acted.
  (fans.present & kImplying).for_each([&](FanId f) {
    if (!fans.present.has(f)) return;  // removed by a bigger fan
    (fans.present & table.implies[f]).for_each([&](FanId g) { fans.clear(g); });
    (fans.present & fan_row(f).implies_one).for_each([&](FanId g) { fans.reduce(g); });
  });
}

}  // namespace mahjong::mcr
