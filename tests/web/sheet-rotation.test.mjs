// The score sheet's seating (web/rules/<id>/sheet.js): MCR as a table passes
// the deal (to the dealer's right-hand neighbour), or by the e-book's table
// (seed 003) when a match chose it; HK by the dealer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { START as HK_START, nextDealer as hkNext, seating as hkSeating } from '../../web/rules/hk/sheet.js';
import { seating as mcrSeating } from '../../web/rules/mcr/sheet.js';

test('MCR: the prevalent wind is East for hands 1-4, South 5-8, West 9-12, North 13-16', () => {
  const prevalent = Array.from({ length: 16 }, (_, n) => mcrSeating(n).prevalent).join('');
  assert.equal(prevalent, 'EEEESSSSWWWWNNNN');
});

test('MCR at the table: the deal passes to the dealer\'s right (下家): South deals next, the old dealer is North', () => {
  assert.deepEqual(mcrSeating(1).seats, ['N', 'E', 'S', 'W']);
  const firstDealer = Array.from({ length: 16 }, (_, n) => mcrSeating(n).seats[0]).join('');
  assert.equal(firstDealer, 'ENWSENWSENWSENWS');
  // the dealers in turn: players 0, 1, 2, 3, as the marker goes round the table
  const dealers = Array.from({ length: 8 }, (_, n) => mcrSeating(n).seats.indexOf('E'));
  assert.deepEqual(dealers, [0, 1, 2, 3, 0, 1, 2, 3]);
  assert.deepEqual(mcrSeating(1, 'right'), mcrSeating(1));
});

test('MCR by seed 003\'s table (deal: left): the player East at hand 1 is South at 2, West at 3, North at 4, East at 5', () => {
  const eastPlayer = Array.from({ length: 16 }, (_, n) => mcrSeating(n, 'left').seats[0]).join('');
  assert.equal(eastPlayer, 'ESWNESWNESWNESWN');
});

test('MCR: every hand seats each wind once, and each player sits at each wind once per round, either way', () => {
  for (const deal of ['right', 'left']) {
    for (let n = 0; n < 16; n += 1) assert.deepEqual([...mcrSeating(n, deal).seats].sort(), ['E', 'N', 'S', 'W']);
    for (let round = 0; round < 4; round += 1) {
      for (let p = 0; p < 4; p += 1) {
        const winds = [0, 1, 2, 3].map((k) => mcrSeating(round * 4 + k, deal).seats[p]).sort();
        assert.deepEqual(winds, ['E', 'N', 'S', 'W'], `${deal}: player ${p} in round ${round + 1}`);
      }
    }
  }
});

test('MCR and HK agree: a hand the dealer does not win passes the deal to the same player', () => {
  assert.deepEqual(mcrSeating(1).seats, hkSeating(hkNext(HK_START, 1)).seats);
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
