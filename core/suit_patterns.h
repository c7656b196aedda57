// Whether the nine ranks of one suit split into sets (with or without one
// pair), answered by one lookup in a table of every such pattern. A suit is
// coded three bits per rank, so adding a tile is adding rank_bit(rank).
#pragma once

#include <cstdint>

namespace mahjong {

using SuitCode = std::uint32_t;

constexpr SuitCode rank_bit(int rank_index) { return SuitCode(1) << (3 * rank_index); }

inline SuitCode suit_code(const std::uint8_t* ranks) {
  SuitCode code = 0;
  for (int r = 0; r < 9; ++r) code |= SuitCode(ranks[r]) << (3 * r);
  return code;
}

enum SuitShape : std::uint8_t {
  kNotComplete = 0,
  kSets = 1,         // sets only (also the empty suit)
  kSetsAndPair = 2,  // sets and exactly one pair
};

SuitShape suit_shape(SuitCode code);

}  // namespace mahjong
