// The score sheet's settlement (web/sheet/core.js, settlement.js): every
// hand is the core's settle(), and sums to zero; a false win's custom amount.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../build/wasm/mahjong.js';
import { coreOptions, settleWin, useCore } from '../../web/sheet/core.js';
import { falseWinAmount, falseWinPayments } from '../../web/sheet/settlement.js';
import { newMatch } from '../../web/sheet/match.js';

const calculator = await load('json'); // settle() is the JSON way's module, which loads with the sheet (issue 21)
useCore(calculator);
const sum = (a) => a.reduce((x, y) => x + y, 0);
const NAMES = ['A', 'B', 'C', 'D'];
const SEATINGS = [['E', 'S', 'W', 'N'], ['N', 'E', 'S', 'W'], ['W', 'N', 'E', 'S'], ['S', 'W', 'N', 'E']];

test('MCR by points: 8 + x, by player at their seats (seeds 000, 002)', () => {
  const m = newMatch({ players: NAMES });
  assert.deepEqual(settleWin(m, SEATINGS[0], { winner: 1, value: 12 }).delta, [-20, 60, -20, -20]);
  assert.deepEqual(settleWin(m, SEATINGS[1], { winner: 1, discarder: 3, value: 12 }).delta, [-8, 36, -8, -20]);
});

test('HK by faan: issue 15\'s 半銃 example, North wins 3 faan on West\'s discard: W -16, E -8, S -8, N +32', () => {
  const m = newMatch({ rules: 'hk', players: NAMES, options: { discard_payment: 'half', dealer_doubles: false } });
  assert.deepEqual(settleWin(m, SEATINGS[0], { winner: 3, discarder: 2, value: 3 }).delta, [-8, -8, -16, 32]);
});

test('every hand by value sums to zero: each seating, winner, discarder, table and discard payment', () => {
  const mcr = newMatch({ players: NAMES });
  for (const seats of SEATINGS) {
    for (let w = 0; w < 4; w += 1) {
      for (const d of [null, 0, 1, 2, 3]) {
        if (d === w) continue;
        assert.equal(sum(settleWin(mcr, seats, { winner: w, discarder: d, value: 8 + w * 5 }).delta), 0);
        for (const payment_table of ['traditional', 'canton', 'full_spicy', 'parlour']) {
          for (const discard_payment of ['half', 'all']) {
            const hk = newMatch({ rules: 'hk', players: NAMES, options: { payment_table, discard_payment, stake: 0.5 } });
            for (const faan of [3, 7, 13]) assert.equal(sum(settleWin(hk, seats, { winner: w, discarder: d, value: faan }).delta), 0);
          }
        }
      }
    }
  }
});

test('an older sheet\'s options read as the core\'s: "seed" is 半銃 ("half"), its own keys are left out', () => {
  const old = { rules: 'hk', options: { stake: 1, dealer_keeps_on_draw: true, dealer_doubles: true, discard_payment: 'seed', limit_base: 64 } };
  assert.deepEqual(coreOptions(old), { stake: 1, dealer_doubles: true, discard_payment: 'half' });
});

test('a false win: the offender pays each other player; MCR 10 each, HK a self-drawn limit hand\'s share from the core', () => {
  assert.deepEqual(falseWinPayments(2, 10), [10, 10, -30, 10]);
  assert.equal(falseWinAmount(newMatch({ players: NAMES })), 10);
  // traditional, limit 13: 64 base points, x2 for the self-draw, x stake 2
  assert.equal(falseWinAmount(newMatch({ rules: 'hk', players: NAMES, options: { stake: 2 } })), 256);
  // Canton's limit row is 384 base points; a limit of 8 on the traditional table is 32
  assert.equal(falseWinAmount(newMatch({ rules: 'hk', players: NAMES, options: { payment_table: 'canton' } })), 768);
  assert.equal(falseWinAmount(newMatch({ rules: 'hk', players: NAMES, options: { limit: 8 } })), 64);
});
