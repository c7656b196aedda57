// What each player needs in the hand to come to overtake each player ahead:
// by self-draw, by a discard from that player, by a discard from a third.
// Every figure is read off the core's settlement (core.js): the least hand
// whose payments close the gap between the two.
import { coreMinimum, settleWin } from './core.js';

const MAX_FAAN = 100; // the core's bound on a request's faan; the limit comes long before

/**
 * For every player `a` behind `b` (or level): {a, b, gap, self_drawn,
 * from_b, from_third: [{player, need}]}. MCR needs are hand points; HK needs
 * are faan (up to the limit: null when even a limit hand is not enough).
 * Players ahead need nothing: not listed.
 */
export function catchUp(match, totals, seats) {
  const hk = match.rules === 'hk';
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
  const needMcr = (gap, w, d, b) => {
    // MCR pays 8 + x: a straight line from the minimum, read off two settlements.
    const low = coreMinimum('mcr');
    const base = gain(low, w, d, b);
    if (base > gap) return low;
    const slope = gain(low + 1, w, d, b) - base;
    if (slope <= 0) return null;
    return low + Math.floor((gap - base) / slope) + 1;
  };
  // HK: the faan from 0 up to the limit (the core says when it is reached);
  // a hand below the minimum is no win.
  const needHk = (gap, w, d, b) => {
    for (let v = 0; v <= MAX_FAAN; v += 1) {
      const s = settled(v, w, d);
      if (s.meets_minimum && s.delta[w] - s.delta[b] > gap) return v;
      if (s.limit) return null;
    }
    return null;
  };
  const need = hk ? needHk : needMcr;
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
