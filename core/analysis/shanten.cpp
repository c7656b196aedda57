#include "shanten.h"

#include <algorithm>

#include "../rule_set.h"
#include "shape_distance.h"

namespace mahjong::analysis {

ShapeRules shapes_for(RuleSet rules, const Options& options) { return rule_set(rules).shapes(options); }

namespace {

// The special shapes, given the standard shape's distance.
int with_special_shapes(int best, const Counts& standing, int melds, const ShapeRules& shapes) {
  if (shapes.seven_pairs) best = std::min(best, seven_pairs_distance(standing, melds));
  if (shapes.thirteen_orphans) best = std::min(best, thirteen_orphans_distance(standing, melds));
  if (shapes.knitted) {
    best = std::min(best, honors_and_knitted_distance(standing, melds));
    best = knitted_straight_distance(standing, melds, best);
  }
  return best;
}

}  // namespace

int distance(const Counts& standing, int melds, const ShapeRules& shapes) {
  return with_special_shapes(standard_distance(standing, melds), standing, melds, shapes);
}

DrawDistances distances_by_draw(const Counts& standing, int melds, const ShapeRules& shapes) {
  DrawDistances d;
  d.before = distance(standing, melds, shapes);
  standard_distances_by_draw(standing, melds, d.after);
  const bool special = melds == 0 || (melds == 1 && shapes.knitted);
  if (!special) return d;
  // A tile brings a shape at most one closer: where the special shapes were
  // already no closer than the standard one will be, they need no look.
  const int special_before = with_special_shapes(kUnreachable, standing, melds, shapes);
  Counts more = standing;
  for (int t = 0; t < kTileKinds; ++t) {
    if (special_before - 1 >= d.after[t]) continue;
    ++more[t];
    d.after[t] = with_special_shapes(d.after[t], more, melds, shapes);
    --more[t];
  }
  return d;
}

}  // namespace mahjong::analysis
