// Fans of chows. The 1-point chow fans follow the account-once and
// non-identical principles (套算一次, 不得相同), settled as docs/mcr-rulings.md
// says; `count_chow_pair_fans` is that rule in one place.
#include <algorithm>

#include "reading.h"
#include "triples.h"

namespace mahjong::mcr {
namespace {

int suit_index(Tile t) { return t / 9; }

// The 1-point fan two chows make, or none.
FanId chow_pair_fan(Tile a, Tile b) {
  if (a > b) std::swap(a, b);
  if (a == b) return pure_double_chow;
  if (suit_index(a) != suit_index(b)) return rank_of(a) == rank_of(b) ? mixed_double_chow : kFanCount;
  if (b - a == 3) return short_straight;
  if (b - a == 6) return two_terminal_chows;
  return kFanCount;
}

// When a fan takes three chows, the fourth may join one of them for one more
// fan; the closer kinship counts first.
constexpr FanId kPairFanPreference[] = {pure_double_chow, mixed_double_chow, short_straight,
                                        two_terminal_chows};
// With more pair fans than the chows allow, repeats go first, in this order.
constexpr FanId kPairFanDropOrder[] = {two_terminal_chows, short_straight, mixed_double_chow,
                                       pure_double_chow};

FanId three_chow_fan(Tile a, Tile b, Tile c) {
  Tile t[3] = {a, b, c};
  sort_sets(t, 3);
  int s0 = suit_index(t[0]), s1 = suit_index(t[1]), s2 = suit_index(t[2]);
  if (s0 == s1 && s1 == s2) {
    int d1 = t[1] - t[0], d2 = t[2] - t[1];
    if (d1 == 0 && d2 == 0) return pure_triple_chow;
    if (d1 == 3 && d2 == 3) return pure_straight;  // 123 456 789
    if (d1 == d2 && (d1 == 1 || d1 == 2)) return pure_shifted_chows;
    return kFanCount;
  }
  if (s0 == s1 || s1 == s2 || s0 == s2) return kFanCount;
  int r[3] = {rank_of(t[0]), rank_of(t[1]), rank_of(t[2])};
  sort_sets(r, 3);
  if (r[0] == r[1] && r[1] == r[2]) return mixed_triple_chow;
  if (r[0] == 1 && r[1] == 4 && r[2] == 7) return mixed_straight;
  if (r[1] == r[0] + 1 && r[2] == r[1] + 1) return mixed_shifted_chows;
  return kFanCount;
}

}  // namespace

// The 1-point fans among chows with no fan made of three or four of them:
// every pair counts, but at most one fewer than the chows taking part.
void count_chow_pair_fans(const Tile* chows, int n, FanCounts& fans) {
  // found[k] counts kPairFanDropOrder[k].
  int found[4] = {};
  unsigned taking_part = 0;
  int total = 0;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      FanId f = chow_pair_fan(chows[i], chows[j]);
      if (f == kFanCount) continue;
      for (int k = 0; k < 4; ++k) found[k] += kPairFanDropOrder[k] == f;
      ++total;
      taking_part |= (1u << i) | (1u << j);
    }
  if (total == 0) return;
  const int limit = __builtin_popcount(taking_part) - 1;
  for (int keep : {1, 0})
    for (int k = 0; k < 4; ++k)
      while (total > limit && found[k] > keep) --found[k], --total;
  for (int k = 0; k < 4; ++k) fans.add(kPairFanDropOrder[k], found[k]);
}

void detect_chow_fans(const HandFacts&, const Reading& r, FanCounts& fans) {
  const Arrangement& a = r.arrangement;
  if (r.shape == Shape::knitted_straight) {
    // The knitted tiles read as three chows for All Chows only.
    if (a.sets[0].kind == SetKind::chow && is_suited(a.pair)) fans.add(all_chows);
    return;
  }
  if (r.shape != Shape::standard) return;
  Tile c[4];
  int n = 0;
  for (int i = 0; i < a.set_count; ++i)
    if (a.sets[i].kind == SetKind::chow) c[n++] = a.sets[i].tile;
  if (n == 4 && is_suited(a.pair)) fans.add(all_chows);
  if (n < 2) return;
  sort_sets(c, n);

  if (n == 4) {
    int d = c[1] - c[0];
    bool one_suit = suit_index(c[0]) == suit_index(c[3]);
    if (one_suit && d == 0 && c[3] == c[0]) return fans.add(quadruple_chow);
    if (one_suit && (d == 1 || d == 2) && c[2] - c[1] == d && c[3] - c[2] == d)
      return fans.add(four_pure_shifted_chows);
    // 123 123 789 789 around a pair of 5, in one suit or two.
    int p = a.pair;
    bool terminal_pairs = c[0] == c[1] && c[2] == c[3] && rank_of(c[0]) == 1 && c[2] == c[0] + 6;
    if (terminal_pairs && is_suited(Tile(p)) && rank_of(Tile(p)) == 5 && suit_index(Tile(p)) == suit_index(c[0]))
      return fans.add(pure_terminal_chows);
    bool two_suits_terminal = rank_of(c[0]) == 1 && rank_of(c[1]) == 7 && rank_of(c[2]) == 1 &&
                              rank_of(c[3]) == 7 && suit_index(c[0]) == suit_index(c[1]) &&
                              suit_index(c[2]) == suit_index(c[3]) && suit_index(c[0]) != suit_index(c[2]);
    if (two_suits_terminal && is_suited(Tile(p)) && rank_of(Tile(p)) == 5 &&
        suit_index(Tile(p)) != suit_index(c[0]) && suit_index(Tile(p)) != suit_index(c[2])) {
      fans.add(three_suited_terminal_chows);
      // Its own chows make its Mixed Double Chows and Two Terminal Chows.
      return;
    }
  }

  // A fan made of three chows; the fourth may join one of them once.
  TripleFan three = best_triple_fan(c, n, three_chow_fan);
  if (three.fan != kFanCount) {
    fans.add(three.fan);
    if (three.left_out < 0) return;
    for (FanId wanted : kPairFanPreference)
      for (int i = 0; i < n; ++i)
        if (i != three.left_out && chow_pair_fan(c[i], c[three.left_out]) == wanted)
          return fans.add(wanted);
    return;
  }
  count_chow_pair_fans(c, n, fans);
}

}  // namespace mahjong::mcr
