// The score sheet's seating (web/sheet/rotation.js): MCR by the e-book's
// table (seed 003), HK by the dealer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HK_START, hkNext, hkSeating, mcrSeating } from '../../web/sheet/rotation.js';

test('MCR: the prevalent wind is East for hands 1-4, South 5-8, West 9-12, North 13-16', () => {
  const prevalent = Array.from({ length: 16 }, (_, n) => mcrSeating(n).prevalent).join('');
  assert.equal(prevalent, 'EEEESSSSWWWWNNNN');
});

test('MCR: the player East at hand 1 is South at 2, West at 3, North at 4, East at 5 (seed 003, Rotation and rounds)', () => {
  const eastPlayer = Array.from({ length: 16 }, (_, n) => mcrSeating(n).seats[0]).join('');
  assert.equal(eastPlayer, 'ESWNESWNESWNESWN');
});

test('MCR: every hand seats each wind once, and each player sits at each wind once per round', () => {
  for (let n = 0; n < 16; n += 1) assert.deepEqual([...mcrSeating(n).seats].sort(), ['E', 'N', 'S', 'W']);
  for (let round = 0; round < 4; round += 1) {
    for (let p = 0; p < 4; p += 1) {
      const winds = [0, 1, 2, 3].map((k) => mcrSeating(round * 4 + k).seats[p]).sort();
      assert.deepEqual(winds, ['E', 'N', 'S', 'W'], `player ${p} in round ${round + 1}`);
    }
  }
});

test('HK: the dealer keeps the deal after winning, passes it to South otherwise', () => {
  let s = HK_START;
  assert.deepEqual(hkSeating(s).seats, ['E', 'S', 'W', 'N']);
  s = hkNext(s, 0); // East wins: keeps the deal
  assert.deepEqual(s, HK_START);
  s = hkNext(s, 2); // West wins: the deal passes
  assert.deepEqual(hkSeating(s).seats, ['N', 'E', 'S', 'W']);
  assert.equal(hkSeating(s).prevalent, 'E');
});

test('HK: a drawn hand keeps the deal by default, passes it with dealer_keeps_on_draw off', () => {
  assert.deepEqual(hkNext(HK_START, null), HK_START);
  assert.deepEqual(hkNext(HK_START, null, { dealer_keeps_on_draw: false }), { dealer: 1, passes: 1 });
});

test('HK: the prevalent wind moves once each player has dealt', () => {
  let s = HK_START;
  const winds = [];
  for (let k = 0; k < 17; k += 1) {
    winds.push(hkSeating(s).prevalent);
    s = hkNext(s, (s.dealer + 1) % 4); // a non-dealer wins every time
  }
  assert.equal(winds.join(''), 'EEEESSSSWWWWNNNNE');
});
