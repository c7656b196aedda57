// How far one group of tiles (a suit, or the honours) is from holding a given
// number of sets and pairs: the per-group table every shape's shanten is built
// from, as the fast shanten calculators do (one lookup per group, then a few
// additions to combine the groups).
//
// Distances are by shape: the fewest tiles to add (each added tile replacing
// one that is let go) as if every tile had enough copies. Whether a copy is
// left to draw is the caller's business (useful tiles, waits with in_hand 4).
#pragma once

#include <array>
#include <cstdint>

#include "suit_patterns.h"
#include "tile.h"

namespace mahjong::analysis {

constexpr int kMaxSets = 4;

// to[sets][pairs]: tiles to add so that the group holds `sets` sets (0-4) and
// `pairs` pairs (0-1) among its tiles.
struct GroupDistance {
  std::array<std::array<std::uint8_t, 2>, kMaxSets + 1> to;
};

// A suit coded as suit_patterns.h codes it (three bits per rank; up to five
// copies of a rank, as a hand with a wait on its fifth copy has). Filled on
// first use into a per-thread table, then one lookup.
GroupDistance suit_distance(SuitCode code);

// Forgets every pattern met (this thread's table): for benchmarks that time a
// first analysis.
void forget_group_distances();

// The seven honours, coded the same way (three bits per kind, E S W N C F P).
GroupDistance honor_distance(SuitCode code);

// The distances of two groups together: for each count of sets and pairs,
// the best way to share them (up to `sets` sets).
GroupDistance combine(const GroupDistance& a, const GroupDistance& b, int sets);

// The four groups of `counts`: the three suits, then the honours.
std::array<SuitCode, 4> group_codes(const Counts& counts);

}  // namespace mahjong::analysis
