// A first module per rule set (issue 21): a Hong Kong visitor's page names
// Hong Kong first (loadScorer('hk')), and its first module is Hong Kong's
// alone; MCR's scorer is then a part like any other, loaded on first use,
// and the module's own functions wait for it. (This file's process loads the
// API afresh, Hong Kong first; tests/wasm/catalogue-words.test.mjs, MCR first.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from '../../build/wasm/mahjong.js';
import { FIRST_MODULES } from './first-modules.mjs';

const MISSING_PART = Symbol.for('mahjong-calculator.missing-part');
const HAND = { text: '[EEE1]123m456p789s5p5p' };
const HK = { ...HAND, rules: 'hk' };

test('the build has one first module a rule set but Riichi, MCR\'s and Hong Kong\'s', () => {
  assert.deepEqual(Object.keys(FIRST_MODULES).sort(), ['hk', 'mcr']);
});

test('loadScorer(\'hk\'): Hong Kong scores with its words; MCR is not_loaded naming "mcr" until the module\'s functions bring it', async () => {
  const calculator = await api.loadScorer('hk');
  const hk = calculator.score(HK);
  assert.equal(hk.ok, true, JSON.stringify(hk));
  assert.ok(hk.fans.every((f) => f.name && f.zh && f.name !== '?'), JSON.stringify(hk.fans));
  assert.ok(calculator.catalog('hk').options.every((o) => o.en !== ''));
  assert.deepEqual(calculator.ruleSets(), ['mcr', 'hk', 'riichi']);
  // MCR (a hand naming no rule set is MCR's), its catalogue, its notation's fast way: its module.
  for (const answer of [calculator.score(HAND), calculator.score({ ...HAND, rules: 'mcr' }), calculator.catalog('mcr'), calculator.catalog()]) {
    assert.equal(answer.error?.code, 'not_loaded', JSON.stringify(answer));
    assert.equal(calculator[MISSING_PART](answer), 'mcr');
    assert.match(answer.error.message, /"mcr" loads on first use: await load\('mcr'\)/);
  }
  // The module's functions wait for MCR's module and its words, then answer.
  const mcr = await api.score(HAND);
  assert.equal(mcr.total, 13);
  assert.ok(mcr.fans.every((f) => f.name && f.zh), JSON.stringify(mcr.fans));
  assert.deepEqual(calculator.score(HAND), mcr);
  assert.equal((await api.catalog('mcr')).unit, calculator.catalog('mcr').unit);
  assert.equal(calculator.score(HK).total, hk.total);
  // Riichi still its own module, loaded on first use, after either.
  assert.equal(calculator.score({ rules: 'riichi', text: '123m456789p13s99m2s', riichi: true, seat_wind: 'S', discarder: 'W' }).error?.code, 'not_loaded');
  assert.equal((await api.score({ rules: 'riichi', text: '123m456789p13s99m2s', riichi: true, seat_wind: 'S', discarder: 'W' })).ok, true);
  assert.strictEqual(await api.load(), calculator); // one calculator, the first module loaded once
});
