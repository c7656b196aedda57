// Shanten over every shape a rule set wins with: the least of the shapes'
// distances (shape_distance.h), less one. -1: the tiles already win.
#pragma once

#include <array>

#include "hand.h"
#include "shapes.h"

namespace mahjong::analysis {

// MCR: every shape (the knitted ones too). Hong Kong: four sets and a pair,
// thirteen orphans, and seven pairs when its option is on.
ShapeRules shapes_for(RuleSet rules, const Options& options);

// The fewest tiles to add to `standing` (13 or 14 tiles counted with 3 per
// meld) for a shape `shapes` allows; special shapes only where the melds
// allow them (none, or one for the knitted straight).
int distance(const Counts& standing, int melds, const ShapeRules& shapes);

// `distance` of 13 standing tiles, and of the 14 each tile would make.
struct DrawDistances {
  int before = 0;
  std::array<int, kTileKinds> after{};
};
DrawDistances distances_by_draw(const Counts& standing, int melds, const ShapeRules& shapes);

inline int shanten(const Counts& standing, int melds, const ShapeRules& shapes) {
  return distance(standing, melds, shapes) - 1;
}

}  // namespace mahjong::analysis
