// The groups a result shows of its winning arrangement (Score::arrangement),
// built alike by the rule sets that show one (MCR, Hong Kong); which set
// holds the winning tile and what counts as concealed is each rule set's.
#pragma once

#include "../score.h"
#include "../shapes.h"

namespace mahjong {

// A set as shown: its three tiles (a chow's run) or four (a kong's).
inline ShownGroup shown_set(const TileSet& s, bool concealed, bool holds_win) {
  ShownGroup g = ShownGroup::of(s.kind == SetKind::chow   ? ShownGroup::Kind::chow
                                : s.kind == SetKind::pung ? ShownGroup::Kind::pung
                                                          : ShownGroup::Kind::kong,
                                s.declared, concealed, holds_win);
  for (int k = 0, n = s.kind == SetKind::kong ? 4 : 3; k < n; ++k)
    g.add(s.kind == SetKind::chow ? Tile(s.tile + k) : s.tile);
  return g;
}

// A pair of `t`, standing.
inline ShownGroup shown_pair(Tile t, bool holds_win) {
  ShownGroup g = ShownGroup::of(ShownGroup::Kind::pair, false, true, holds_win);
  g.add(t), g.add(t);
  return g;
}

// Every standing tile as one group holding the winning tile (thirteen orphans).
inline ShownGroup shown_tiles(const Counts& standing) {
  ShownGroup g = ShownGroup::of(ShownGroup::Kind::tiles, false, true, true);
  for (int t = 0; t < kTileKinds; ++t)
    for (int k = 0; k < standing[t]; ++k) g.add(Tile(t));
  return g;
}

}  // namespace mahjong
