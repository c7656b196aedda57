// What each player needs in the hand to come to overtake each player ahead:
// by self-draw, by a discard from that player, by a discard from a third. The
// differences follow from the settlement rules (settlement.js): how much the
// gap between the two closes for a win worth v.
import { hkPayments, mcrPayments } from './settlement.js';

const gain = (delta, a, b) => delta[a] - delta[b];

/**
 * For every player `a` behind `b` (or level): {a, b, gap, self_drawn,
 * from_b, from_third: [{player, need}]}. MCR needs are hand points (at least
 * the 8-point minimum); HK needs are base points (the catalogue does not give
 * the faan table, see settlement.js). Players ahead need nothing: not listed.
 */
export function catchUp(match, totals, seats) {
  const east = seats.indexOf('E');
  const settle = match.rules === 'hk'
    ? (v, w, d) => hkPayments(v, w, d, east, match.options)
    : (v, w, d) => mcrPayments(v, w, d);
  const minimum = match.rules === 'hk' ? 1 : 8;
  // The least v >= minimum with a gain above the gap; the gain grows with v
  // by a fixed slope, read off two settlements.
  const need = (gap, w, d, b) => {
    const at = (v) => gain(settle(v, w, d), w, b);
    const base = at(minimum);
    if (base > gap) return minimum;
    const slope = at(minimum + 1) - base;
    if (slope <= 0) return null; // never enough (e.g. HK "all": a third's discard costs b nothing)
    return minimum + Math.floor((gap - base) / slope) + 1;
  };
  const out = [];
  for (let a = 0; a < 4; a += 1) {
    for (let b = 0; b < 4; b += 1) {
      if (a === b || totals[a] > totals[b]) continue;
      const gap = totals[b] - totals[a];
      const thirds = [0, 1, 2, 3].filter((p) => p !== a && p !== b);
      out.push({
        a, b, gap,
        self_drawn: need(gap, a, null, b),
        from_b: need(gap, a, b, b),
        from_third: thirds.map((player) => ({ player, need: need(gap, a, player, b) })),
      });
    }
  }
  return out;
}
