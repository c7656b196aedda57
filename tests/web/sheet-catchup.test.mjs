// Catch-up figures (web/sheet/catchup.js): the least hand that lets a player
// overtake another in the hand to come, checked against the core's settle().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../build/wasm/mahjong.js';
import { catchUp } from '../../web/sheet/catchup.js';
import { coreOptions, useCore } from '../../web/sheet/core.js';
import { newMatch } from '../../web/sheet/match.js';

const calculator = await load('json'); // settle() is the JSON way's module, which loads with the sheet (issue 21)
useCore(calculator);
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

// The figure is exact against the core: the hand it names overtakes, one
// point (faan) less does not, and null means even the most does not.
function checkExact(match, minimum, most, spread) {
  const wind = (p) => SEATS[p];
  // the core's answer for a win, asked once: the trials ask the same wins
  // tens of thousands of times (a minute of the suite's time)
  const answers = new Map();
  const settle = (v, w, d) => {
    const key = `${v},${w},${d}`;
    if (!answers.has(key)) answers.set(key, settleOnce(v, w, d));
    return answers.get(key);
  };
  const settleOnce = (v, w, d) => {
    const request = { rules: match.rules, winner: wind(w), options: coreOptions(match) };
    if (d === null) request.self_drawn = true;
    else request.discarder = wind(d);
    request[match.rules === 'hk' ? 'faan' : 'points'] = v;
    const r = calculator.settle(request);
    assert.equal(r.ok, true, JSON.stringify(r));
    return SEATS.map((s) => r.payments[s]);
  };
  for (let trial = 0; trial < 60; trial += 1) {
    const totals = [0, 1, 2, 3].map(() => Math.round((Math.random() - 0.5) * spread));
    for (const r of catchUp(match, totals, SEATS)) {
      const cases = [[r.self_drawn, null], [r.from_b, r.b], ...r.from_third.map((t) => [t.need, t.player])];
      for (const [v, d] of cases) {
        const after = (x) => settle(x, r.a, d).map((c, p) => totals[p] + c);
        if (v === null) {
          assert.ok(after(most)[r.a] <= after(most)[r.b], `null, yet ${most} overtakes`);
          continue;
        }
        assert.ok(after(v)[r.a] > after(v)[r.b], `overtakes with ${v}`);
        if (v > minimum) assert.ok(after(v - 1)[r.a] <= after(v - 1)[r.b], `not with ${v - 1}`);
      }
    }
  }
}

test('MCR: every figure overtakes, and one point less does not', () => {
  checkExact(mcr, 8, 1000, 400);
});

test('HK in faan (East doubling, each discard payment and a few tables): every figure overtakes, one faan less does not', () => {
  for (const discard_payment of ['half', 'all']) {
    for (const payment_table of ['traditional', 'canton', 'four_faan_max']) {
      const hk = newMatch({ rules: 'hk', players: ['A', 'B', 'C', 'D'], options: { discard_payment, payment_table, stake: 0.5 } });
      checkExact(hk, 3, 13, 1200);
    }
  }
});

test('HK "all" (全銃), A dealing 500 behind B: self-draw 7 faan, from B 7, from a third 10', () => {
  // A is East: every share doubles. Self-drawn: 4b from each, A +12b, B -4b:
  // 16b > 500 needs b = 32, 7 faan. From B: the shares are 4b (B, the
  // discarder), 2b, 2b and B pays all 8b: 16b, 7 faan. From C: C pays the
  // 8b, B nothing: 8b > 500 needs b = 64, 10 faan.
  const hk = newMatch({ rules: 'hk', players: ['A', 'B', 'C', 'D'], options: { discard_payment: 'all' } });
  const r = find(catchUp(hk, [0, 500, 0, 0], SEATS), 0, 1);
  assert.deepEqual([r.self_drawn, r.from_b, r.from_third[0].need], [7, 7, 10]);
  // 5000 behind: even a limit hand (64 base points) self-drawn brings 1024.
  assert.equal(find(catchUp(hk, [0, 5000, 0, 0], SEATS), 0, 1).self_drawn, null);
});
