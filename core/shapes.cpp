#include "shapes.h"

namespace mahjong {
namespace {

constexpr int kWays[kKnittedWays][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                        {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

constexpr TileMask make_knitted_mask(int way) {
  TileMask m = 0;
  for (int row = 0; row < 3; ++row)  // row 0: 1-4-7, row 1: 2-5-8, row 2: 3-6-9
    for (int rank = row + 1; rank <= 9; rank += 3)
      m |= mask_of(suited_tile(Suit(kWays[way][row]), rank));
  return m;
}

constexpr TileMask kKnittedMasks[kKnittedWays] = {make_knitted_mask(0), make_knitted_mask(1),
                                                  make_knitted_mask(2), make_knitted_mask(3),
                                                  make_knitted_mask(4), make_knitted_mask(5)};

constexpr TileMask kTerminalsAndHonors = kHonorMask | mask_of(0) | mask_of(8) | mask_of(9) |
                                         mask_of(17) | mask_of(18) | mask_of(26);

TileMask present_mask(const Counts& c) {
  TileMask m = 0;
  for (int i = 0; i < kTileKinds; ++i)
    if (c[i]) m |= mask_of(Tile(i));
  return m;
}

// Nine ranks of one suit split into sets only. For the lowest tile with n
// copies, n % 3 chows must start there (three equal chows are three pungs).
bool suit_is_sets(const std::uint8_t* c) {
  int a[11] = {c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], 0, 0};
  for (int i = 0; i < 9; ++i) {
    if (a[i] < 0) return false;
    int chows = a[i] % 3;
    a[i + 1] -= chows;
    a[i + 2] -= chows;
  }
  return a[9] == 0 && a[10] == 0;
}

bool suit_is_sets_and_pair(const std::uint8_t* c) {
  std::uint8_t copy[9];
  for (int i = 0; i < 9; ++i) copy[i] = c[i];
  for (int i = 0; i < 9; ++i) {
    if (copy[i] < 2) continue;
    copy[i] -= 2;
    bool ok = suit_is_sets(copy);
    copy[i] += 2;
    if (ok) return true;
  }
  return false;
}

}  // namespace

TileMask knitted_mask(int way) { return kKnittedMasks[way]; }

bool is_standard_complete(const Counts& c, int sets_needed) {
  int total = 0, pair_groups = 0;
  // Honours: each kind is a pung, the pair, or absent.
  for (int i = 27; i < kTileKinds; ++i) {
    int n = c[i];
    total += n;
    if (n == 1 || n == 4) return false;
    if (n == 2) ++pair_groups;
  }
  if (pair_groups > 1) return false;
  bool pair_in_suit = pair_groups == 0;
  for (int s = 0; s < 3; ++s) {
    const std::uint8_t* suit = &c[s * 9];
    int n = 0;
    for (int r = 0; r < 9; ++r) n += suit[r];
    total += n;
    if (n % 3 == 1) return false;
    if (n % 3 == 2) {
      if (!pair_in_suit) return false;
      pair_in_suit = false;
      if (!suit_is_sets_and_pair(suit)) return false;
    } else if (n && !suit_is_sets(suit)) {
      return false;
    }
  }
  return !pair_in_suit && total == 3 * sets_needed + 2;
}

bool is_seven_pairs(const Counts& c) {
  int pairs = 0;
  for (int i = 0; i < kTileKinds; ++i) {
    if (c[i] & 1) return false;
    pairs += c[i] / 2;
  }
  return pairs == 7;
}

bool is_thirteen_orphans(const Counts& c) {
  int total = 0;
  for (int i = 0; i < kTileKinds; ++i) {
    if (c[i] && !(kTerminalsAndHonors & mask_of(Tile(i)))) return false;
    if ((kTerminalsAndHonors & mask_of(Tile(i))) && c[i] == 0) return false;
    total += c[i];
  }
  return total == 14;
}

int honors_and_knitted_way(const Counts& c) {
  int total = 0;
  for (int i = 0; i < kTileKinds; ++i) {
    if (c[i] > 1) return -1;
    total += c[i];
  }
  if (total != 14) return -1;
  TileMask present = present_mask(c);
  for (int way = 0; way < kKnittedWays; ++way)
    if ((present & ~(kKnittedMasks[way] | kHonorMask)) == 0) return way;
  return -1;
}

unsigned knitted_straight_ways(const Counts& c) {
  TileMask present = present_mask(c);
  unsigned ways = 0;
  for (int way = 0; way < kKnittedWays; ++way)
    if ((present & kKnittedMasks[way]) == kKnittedMasks[way]) ways |= 1u << way;
  return ways;
}

bool is_winning_shape(const Counts& c, int melds, const ShapeRules& rules) {
  if (is_standard_complete(c, 4 - melds)) return true;
  if (melds == 0) {
    if (rules.seven_pairs && is_seven_pairs(c)) return true;
    if (rules.thirteen_orphans && is_thirteen_orphans(c)) return true;
    if (rules.knitted && honors_and_knitted_way(c) >= 0) return true;
  }
  if (rules.knitted && melds <= 1) {
    for (unsigned ways = knitted_straight_ways(c); ways; ways &= ways - 1) {
      TileMask m = kKnittedMasks[__builtin_ctz(ways)];
      Counts rest = c;
      for (int i = 0; i < 27; ++i)
        if (m & mask_of(Tile(i))) --rest[i];
      if (is_standard_complete(rest, 1 - melds)) return true;
    }
  }
  return false;
}

}  // namespace mahjong
