// The score sheet's settlement of hands entered by their value (web/sheet/settlement.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { falseWinAmount, falseWinPayments, hkPayments, mcrPayments } from '../../web/sheet/settlement.js';

const sum = (a) => a.reduce((x, y) => x + y, 0);

test('MCR self-drawn: 8 + x from each other player (seeds 000, 002)', () => {
  assert.deepEqual(mcrPayments(12, 1), [-20, 60, -20, -20]);
});

test('MCR on a discard: 8 + x from the discarder, 8 from the other two (seeds 000, 002)', () => {
  assert.deepEqual(mcrPayments(12, 1, 3), [-8, 36, -8, -20]);
});

test('HK: seed 001 traditional table hand 1, West self-draws 1 base point: East -4, South -2, North -2, West +8', () => {
  // players 0..3 sit E S W N; the dealer (East) is player 0
  assert.deepEqual(hkPayments(1, 2, null, 0), [-4, -2, 8, -2]);
});

test('HK: seed 001 hand 2, North wins 2 base points on South\'s discard: East -4, South -4, West -2, North +10', () => {
  assert.deepEqual(hkPayments(2, 3, 1, 0), [-4, -4, -2, 10]);
});

test('HK: seed 001 hand 3, East wins 8 base points on West\'s discard: +64, South -16, West -32, North -16', () => {
  assert.deepEqual(hkPayments(8, 0, 2, 0), [64, -16, -32, -16]);
});

test('HK: discard_payment all and half, the stake, and no dealer doubling', () => {
  assert.deepEqual(hkPayments(2, 3, 1, 0, { discard_payment: 'all' }), [0, -10, 0, 10]);
  assert.deepEqual(hkPayments(2, 3, 1, 0, { discard_payment: 'half' }), [0, -4, 0, 4]);
  assert.deepEqual(hkPayments(2, 3, 1, 0, { stake: 5 }), [-20, -20, -10, 50]);
  assert.deepEqual(hkPayments(2, 3, 1, 0, { dealer_doubles: false }), [-2, -4, -2, 8]);
});

test('every settlement sums to zero', () => {
  for (let w = 0; w < 4; w += 1) {
    for (const d of [null, 0, 1, 2, 3]) {
      if (d === w) continue;
      assert.equal(sum(mcrPayments(8 + w + 3, w, d)), 0);
      for (const discard_payment of ['seed', 'all', 'half']) {
        for (let east = 0; east < 4; east += 1) assert.equal(sum(hkPayments(16, w, d, east, { discard_payment, stake: 3 })), 0);
      }
    }
  }
});

test('a false win: the offender pays each other player; MCR 10 each, HK a self-drawn limit share', () => {
  assert.deepEqual(falseWinPayments(2, 10), [10, 10, -30, 10]);
  assert.equal(falseWinAmount('mcr'), 10);
  assert.equal(falseWinAmount('hk', { limit_base: 64, stake: 2 }), 256);
});
