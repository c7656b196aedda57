#include "shanten.h"

#include <algorithm>

#include "shape_distance.h"

namespace mahjong::analysis {

ShapeRules shapes_for(RuleSet rules, const Options& options) {
  switch (rules) {
    case RuleSet::mcr: return ShapeRules{true, true, true};
    case RuleSet::hk: return ShapeRules{options.hk.seven_pairs, true, false};
  }
  return ShapeRules{};
}

int distance(const Counts& standing, int melds, const ShapeRules& shapes) {
  int best = standard_distance(standing, melds);
  if (shapes.seven_pairs) best = std::min(best, seven_pairs_distance(standing, melds));
  if (shapes.thirteen_orphans) best = std::min(best, thirteen_orphans_distance(standing, melds));
  if (shapes.knitted) {
    best = std::min(best, honors_and_knitted_distance(standing, melds));
    best = std::min(best, knitted_straight_distance(standing, melds));
  }
  return best;
}

}  // namespace mahjong::analysis
