// Fans of pungs and kongs: winds, dragons, and pungs that match across suits
// or climb within one, with Double Pung counted once per the account-once rule.
#include <algorithm>

#include "reading.h"
#include "triples.h"

namespace mahjong::mcr {
namespace {

struct Pungs {
  Tile tile[4] = {};
  int n = 0;
};

// Three suited pungs that make a three-pung fan, or none.
FanId three_pung_fan(Tile a, Tile b, Tile c) {
  if (!is_suited(a) || !is_suited(b) || !is_suited(c)) return kFanCount;
  Tile lo = std::min({a, b, c}), hi = std::max({a, b, c});
  Tile mid = Tile(a + b + c - lo - hi);
  if (suit_of(lo) == suit_of(hi)) {  // sorted, so all three share the suit
    return (mid == lo + 1 && hi == lo + 2) ? pure_shifted_pungs : kFanCount;
  }
  bool three_suits = suit_of(a) != suit_of(b) && suit_of(b) != suit_of(c) && suit_of(a) != suit_of(c);
  if (!three_suits) return kFanCount;
  int ra = rank_of(a), rb = rank_of(b), rc = rank_of(c);
  if (ra == rb && rb == rc) return triple_pung;
  int rlo = std::min({ra, rb, rc}), rhi = std::max({ra, rb, rc});
  if (rhi - rlo == 2 && ra + rb + rc == 3 * rlo + 3) return mixed_shifted_pungs;
  return kFanCount;
}

bool double_pung_pair(Tile a, Tile b) {
  return is_suited(a) && is_suited(b) && suit_of(a) != suit_of(b) && rank_of(a) == rank_of(b);
}

void pung_fans(const HandFacts& h, const Reading& r, FanCounts& fans) {
  if (r.shape != Shape::standard && r.shape != Shape::knitted_straight) return;
  const Arrangement& a = r.arrangement;
  Pungs p;
  for (int i = 0; i < a.set_count; ++i)
    if (a.sets[i].is_pung_or_kong()) p.tile[p.n++] = a.sets[i].tile;
  if (p.n == 0) return;
  if (p.n == 4 && r.shape == Shape::standard) {
    fans.add(all_pungs);
    bool even = is_suited(a.pair) && rank_of(a.pair) % 2 == 0;
    for (int i = 0; i < 4; ++i) even &= is_suited(p.tile[i]) && rank_of(p.tile[i]) % 2 == 0;
    if (even) fans.add(all_even_pungs);
  }

  // Winds and dragons.
  int winds = 0, dragons = 0;
  for (int i = 0; i < p.n; ++i) {
    winds += is_wind(p.tile[i]);
    dragons += is_dragon(p.tile[i]);
    if (p.tile[i] == h.seat_wind) fans.add(seat_wind);
    if (p.tile[i] == h.prevalent_wind) fans.add(prevalent_wind);
  }
  if (winds == 4) fans.add(big_four_winds);
  else if (winds == 3) fans.add(is_wind(a.pair) ? little_four_winds : big_three_winds);
  if (dragons == 3) fans.add(big_three_dragons);
  else if (dragons == 2) fans.add(is_dragon(a.pair) ? little_three_dragons : two_dragon_pungs);
  fans.add(dragon_pung, dragons);

  // Pung of Terminals or Honors: a seat or prevalent wind pung scores as such,
  // a dragon as Dragon Pung, and three or four winds as their wind fan (an
  // option gives the seeds' reading for three).
  const int winds_counted = h.options.wind_pungs_in_wind_fans_score_terminal_pungs ? 4 : 3;
  int terminal_or_honor = 0;
  for (int i = 0; i < p.n; ++i) {
    Tile t = p.tile[i];
    if (is_terminal(t)) ++terminal_or_honor;
    else if (is_wind(t) && winds < winds_counted && t != h.seat_wind && t != h.prevalent_wind)
      ++terminal_or_honor;
  }
  fans.add(pung_of_terminals_or_honors, terminal_or_honor);

  // Suited pungs across and within suits.
  sort_sets(p.tile, p.n);
  if (p.n == 4 && is_suited(p.tile[3]) && suit_of(p.tile[0]) == suit_of(p.tile[3]) &&
      p.tile[3] == p.tile[0] + 3 && p.tile[1] == p.tile[0] + 1 && p.tile[2] == p.tile[0] + 2) {
    fans.add(four_pure_shifted_pungs);
    return;
  }
  // A three-pung fan takes three pungs; the fourth may still make one Double
  // Pung with one of them (account once).
  TripleFan three = best_triple_fan(p.tile, p.n, three_pung_fan);
  if (three.fan != kFanCount) {
    fans.add(three.fan);
    for (int i = 0; three.left_out >= 0 && i < p.n; ++i)
      if (i != three.left_out && double_pung_pair(p.tile[i], p.tile[three.left_out])) {
        fans.add(double_pung);
        break;
      }
    return;
  }
  int doubles = 0;
  for (int i = 0; i < p.n; ++i)
    for (int j = i + 1; j < p.n; ++j) doubles += double_pung_pair(p.tile[i], p.tile[j]);
  fans.add(double_pung, doubles);
}

}  // namespace

void detect_pung_fans(const HandFacts& h, const Reading& r, FanCounts& fans) { pung_fans(h, r, fans); }

}  // namespace mahjong::mcr
