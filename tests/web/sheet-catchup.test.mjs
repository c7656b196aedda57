// Catch-up figures (web/sheet/catchup.js): the least hand that lets a player
// overtake another in the hand to come.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catchUp } from '../../web/sheet/catchup.js';
import { newMatch } from '../../web/sheet/match.js';
import { hkPayments, mcrPayments } from '../../web/sheet/settlement.js';

const SEATS = ['E', 'S', 'W', 'N'];
const mcr = newMatch({ players: ['A', 'B', 'C', 'D'] });
const find = (list, a, b) => list.find((r) => r.a === a && r.b === b);

test('MCR, 100 behind: self-draw 18 (4 x (8 + 18) > 100), from the leader 35 (2 x 35 + 32 > 100), from a third 69', () => {
  const r = find(catchUp(mcr, [0, 100, 0, 0], SEATS), 0, 1);
  assert.equal(r.gap, 100);
  assert.equal(r.self_drawn, 18);
  assert.equal(r.from_b, 35);
  assert.deepEqual(r.from_third, [{ player: 2, need: 69 }, { player: 3, need: 69 }]);
});

test('MCR: a small gap needs only the 8-point minimum; a player ahead is not listed', () => {
  const list = catchUp(mcr, [0, 20, 0, -20], SEATS);
  assert.equal(find(list, 0, 1).self_drawn, 8);
  assert.equal(find(list, 1, 0), undefined);
  assert.equal(find(list, 0, 2).self_drawn, 8); // level: any win overtakes
});

// The figure is exact: the hand it names overtakes, one point (base point) less does not.
function checkExact(match, settle, minimum) {
  for (let trial = 0; trial < 200; trial += 1) {
    const totals = [0, 1, 2, 3].map(() => Math.round((Math.random() - 0.5) * 400));
    for (const r of catchUp(match, totals, SEATS)) {
      const cases = [[r.self_drawn, null], [r.from_b, r.b], ...r.from_third.map((t) => [t.need, t.player])];
      for (const [v, d] of cases) {
        if (v === null) continue;
        const after = (x) => settle(x, r.a, d).map((c, p) => totals[p] + c);
        assert.ok(after(v)[r.a] > after(v)[r.b], `overtakes with ${v}`);
        if (v > minimum) assert.ok(after(v - 1)[r.a] <= after(v - 1)[r.b], `not with ${v - 1}`);
      }
    }
  }
}

test('MCR: every figure overtakes, and one point less does not', () => {
  checkExact(mcr, (v, w, d) => mcrPayments(v, w, d), 8);
});

test('HK (base points, East doubling, every discard mode): every figure overtakes, one base point less does not', () => {
  for (const discard_payment of ['seed', 'all', 'half']) {
    const hk = newMatch({ rules: 'hk', players: ['A', 'B', 'C', 'D'], options: { discard_payment, stake: 2 } });
    checkExact(hk, (v, w, d) => hkPayments(v, w, d, 0, hk.options), 1);
  }
});

test('HK "all" (the discarder pays every share), A dealing 50 behind B: self-draw 4, from B 4, from a third 7 base points', () => {
  // A is East: every share doubles. Self-drawn: 4b from each, A +12b, B -4b: 16b > 50.
  // From B: the shares are 4b (B, the discarder), 2b, 2b and B pays all 8b: 16b > 50.
  // From C: C pays the 8b, B nothing: 8b > 50.
  const hk = newMatch({ rules: 'hk', players: ['A', 'B', 'C', 'D'], options: { discard_payment: 'all' } });
  const r = find(catchUp(hk, [0, 50, 0, 0], SEATS), 0, 1);
  assert.deepEqual([r.self_drawn, r.from_b, r.from_third[0].need], [4, 4, 7]);
});
