// Riichi in a module of its own (issue 21): the first module carries MCR and
// Hong Kong only; load() alone leaves Riichi out, and the calculator says so
// as an error value; load('riichi') and the module's async functions bring it
// in, after which every call takes Riichi hands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as api from '../../build/wasm/mahjong.js';
import createJsonModule from '../../build/wasm/mahjong-first.mjs'; // the JSON way's module shares the first modules' glue
import { firstModuleBytes } from './first-modules.mjs';

const wasm = (name) => readFileSync(new URL(`../../build/wasm/${name}`, import.meta.url));
const HAND = { rules: 'riichi', text: '123m456789p13s99m2s', riichi: true, seat_wind: 'S', discarder: 'W' };
const MCR = { text: '[EEE1]123m456p789s5p5p' };

// This file's process loads the API afresh: nothing has asked for Riichi yet.
test('load() alone: MCR scores, and each Riichi call is the not_loaded error, saying how to load it', async () => {
  const calculator = await api.load();
  assert.equal(calculator.score(MCR).total, 13);
  assert.deepEqual(calculator.ruleSets(), ['mcr', 'hk', 'riichi']);
  const notLoaded = (answer) => {
    assert.equal(answer.ok, false, JSON.stringify(answer));
    assert.equal(answer.error.code, 'not_loaded');
    assert.match(answer.error.message, /"riichi" loads on first use: await load\('riichi'\)/);
  };
  notLoaded(calculator.score(HAND));
  notLoaded(calculator.score({ ...HAND, dora_indicators: ['1s'] })); // the JSON way, too
  notLoaded(calculator.catalog('riichi'));
  notLoaded(calculator.parse('123m', 'riichi'));
  notLoaded(calculator.analyze({ ...HAND, text: '123m456789p13s99m' }));
  notLoaded(calculator.format(HAND));
  notLoaded(JSON.parse(calculator.scoreLine(JSON.stringify(HAND))));
  // An escaped id names it too; an unknown name is still the first module's error.
  notLoaded(JSON.parse(calculator.scoreLine('{"rules":"\\u0072iichi","text":"1m"}')));
  assert.match(calculator.catalog('riichii').error.message, /Unknown rule set "riichii"/);
});

test('the module\'s async functions wait for Riichi\'s module; then the calculator takes Riichi hands', async () => {
  const got = await api.score(HAND);
  assert.equal(got.ok, true, JSON.stringify(got));
  assert.equal(got.rules, 'riichi');
  assert.deepEqual(got.yaku.map((y) => y.id), ['riichi']);
  const calculator = await api.load();
  assert.deepEqual(calculator.score(HAND), got);
  assert.equal(calculator.catalog('riichi').unit, 'han');
  assert.equal((await api.catalog('riichi')).unit, 'han');
  assert.equal(calculator.score(MCR).total, 13); // MCR still the first module's
  assert.strictEqual(await api.load('riichi'), calculator); // one calculator, loaded once
});

test('no first module carries any of Riichi\'s yaku names; Riichi\'s module carries them all', async () => {
  const own = wasm('mahjong-riichi.wasm');
  // Its Japanese and English names but those MCR's and Hong Kong's catalogues
  // use too ("All Simples", 平和).
  const shared = JSON.stringify(await Promise.all(['mcr', 'hk'].map(api.catalog)));
  const fans = (await api.catalog('riichi')).fans;
  const names = fans.flatMap((f) => [f.ja, f.name]).filter((n) => n.length >= 3 && !shared.includes(n));
  assert.ok(names.length > 50, names.length);
  for (const name of names) {
    for (const [file, first] of firstModuleBytes()) assert.ok(!first.includes(Buffer.from(name)), `"${name}" in ${file}`);
    assert.ok(own.includes(Buffer.from(name)), `"${name}" not in mahjong-riichi.wasm`);
  }
});

test('the JSON way\'s module (MCR and Hong Kong, as the first) given a Riichi hand itself (past mahjong.js) answers with an error value, not a crash', async () => {
  const core = await createJsonModule({ wasmBinary: wasm('mahjong-json.wasm') });
  const answer = JSON.parse(core.scoreLine(JSON.stringify({ rules: 'riichi', text: '123m456789p13s99m2s' })));
  assert.equal(answer.ok, false);
  assert.match(answer.error.message, /"riichi" is in a module of its own \(mahjong-riichi\.wasm\)/);
  assert.equal(JSON.parse(core.scoreLine(JSON.stringify(MCR))).total, 13);
});
