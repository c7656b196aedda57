// A Riichi visitor's page names Riichi first (loadScorer('riichi')): Riichi's
// own module, which scores, reads JSON and analyses Riichi hands, is then the
// first module itself, and no MCR or Hong Kong scorer loads until a hand of
// theirs asks for it. (This file's process loads the API afresh, Riichi
// first; first-module-hk.test.mjs, Hong Kong first.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from '../../build/wasm/mahjong.js';

const MISSING_PART = Symbol.for('mahjong-calculator.missing-part');
const RIICHI = { rules: 'riichi', text: '123m456789p13s99m2s', riichi: true, seat_wind: 'S', discarder: 'W' };
const MCR = { text: '[EEE1]123m456p789s5p5p' };

test('loadScorer(\'riichi\'): Riichi scores, reads JSON and analyses at once; MCR and Hong Kong are not_loaded naming their module', async () => {
  const calculator = await api.loadScorer('riichi');
  const won = calculator.score(RIICHI);
  assert.equal(won.ok, true, JSON.stringify(won));
  assert.ok(won.yaku.length > 0 && won.yaku.every((y) => y.name), JSON.stringify(won.yaku));
  assert.deepEqual(calculator.ruleSets(), ['mcr', 'hk', 'riichi']);
  assert.ok(calculator.catalog('riichi').fans.every((y) => y.name !== '' && y.ja));
  // Its own module reads JSON (a hand the packer refuses) and analyses.
  assert.equal(calculator.analyze({ rules: 'riichi', text: '123m456789p13s99m' }).ok, true);
  assert.match(calculator.score({ rules: 'riichi', text: '123m456789p13s99m2s', seat_wind: 'X' }).error?.message, /"seat_wind" must be one of/);
  for (const [answer, part] of [[calculator.score(MCR), 'mcr'], [calculator.catalog('mcr'), 'mcr'], [calculator.score({ ...MCR, rules: 'hk' }), 'hk']]) {
    assert.equal(answer.error?.code, 'not_loaded', JSON.stringify(answer));
    assert.equal(calculator[MISSING_PART](answer), part);
  }
  // Another value's fault is named by the JSON way's module, as when MCR's loads first.
  const bad = calculator.score({ ...MCR, rules: 'nope' });
  assert.equal(bad.error?.code, 'not_loaded');
  assert.equal(calculator[MISSING_PART](bad), 'json');
  assert.match((await api.score({ ...MCR, rules: 'nope' })).error.message, /The field "rules" must be "mcr", "hk" or "riichi"/);
  // The module's functions bring MCR's module with its words.
  const mcr = await api.score(MCR);
  assert.equal(mcr.total, 13);
  assert.ok(mcr.fans.every((f) => f.name && f.zh), JSON.stringify(mcr.fans));
  assert.deepEqual(calculator.score(MCR), mcr);
  assert.strictEqual(await api.load(), calculator); // one calculator, Riichi's module its first
});
