// What each player needs in the hand to come to overtake each player ahead:
// by self-draw, by a discard from that player, by a discard from a third.
// Every figure is read off the core's settlement (core.js): the least hand
// whose payments close the gap between the two.
import { settleWin } from './core.js';
import { sheetOf } from './rules.js';

/**
 * For every player `a` behind `b` (or level): {a, b, gap, self_drawn,
 * from_b, from_third: [{player, need}]}, each need in the rule set's unit
 * (its sheet module's need(): null when no hand is enough).
 * Players ahead need nothing: not listed.
 */
export function catchUp(match, totals, seats) {
  const cache = new Map();
  // Each player's change for a win worth v by w, on d's discard (null: self-drawn).
  const settled = (v, w, d) => {
    const key = `${v},${w},${d}`;
    if (!cache.has(key)) cache.set(key, settleWin(match, seats, { winner: w, discarder: d, value: v }));
    return cache.get(key);
  };
  const gain = (v, w, d, b) => {
    const { delta } = settled(v, w, d);
    return delta[w] - delta[b];
  };
  const rule = sheetOf(match.rules);
  const need = (gap, w, d, b) => rule.need(gap, { settled, gain, w, d, b });
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
