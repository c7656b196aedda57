// The words of the first module's catalogues out of its wasm (issue 21):
// option descriptions and sources, the situation and option rules' reasons
// (core/words.h). The first module is built without them; the JS API joins
// them from mahjong-words-<id>.json, written at build time from the JSON
// way's module, so catalog() answers as before, byte for byte.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as api from '../../build/wasm/mahjong.js';
import createJsonModule from '../../build/wasm/mahjong-json.mjs';

const wasm = (name) => readFileSync(new URL(`../../build/wasm/${name}`, import.meta.url));
const CATALOG_NOW = Symbol.for('mahjong-calculator.catalog-now');
const FIRST = ['mcr', 'hk'];

// This file's process loads the API afresh: the page's way first (loadScorer, no words).
test('loadScorer() alone: scores, and catalog() of MCR and Hong Kong is not_loaded naming its words until load() brings them', async () => {
  const calculator = await api.loadScorer();
  assert.equal(calculator.score({ text: '[EEE1]123m456p789s5p5p' }).total, 13);
  for (const rules of FIRST) {
    const answer = calculator.catalog(rules);
    assert.equal(answer.error?.code, 'not_loaded', rules);
    assert.match(answer.error.message, new RegExp(`await load\\('words-${rules}'\\)`));
    // What the page draws with meanwhile: the catalogue, its words empty.
    const now = calculator[CATALOG_NOW](rules);
    assert.ok(now.fans.length > 0 && now.options.length > 0 && now.situation_rules.length > 0);
    assert.ok(now.options.every((o) => o.en === '' && o.zh === '' && o.source === ''), rules);
    assert.ok(now.situation_rules.every((r) => r.en === '' && r['zh-Hans'] === '' && r.message !== ''), rules);
  }
  assert.strictEqual(await api.load(), calculator); // one calculator; load() brings the words
  for (const rules of FIRST) assert.ok(calculator.catalog(rules).options.every((o) => o.en !== ''), rules);
});

test('catalog() of every rule set the first module carries equals the JSON way module\'s, byte for byte', async () => {
  const calculator = await api.load();
  const json = await createJsonModule({ wasmBinary: wasm('mahjong-json.wasm') });
  for (const rules of FIRST) {
    assert.equal(JSON.stringify(calculator.catalog(rules)), JSON.stringify(JSON.parse(json.catalog(rules))), rules);
    assert.equal(JSON.stringify(await api.catalog(rules)), JSON.stringify(JSON.parse(json.catalog(rules))), rules);
  }
});

test('the words are in the JSON way\'s module and not in the first module; the scorer\'s messages stay in both', () => {
  const has = (name, text) => wasm(name).includes(Buffer.from(text));
  // An option's description, a situation reason and an option rule's reason.
  for (const words of ['Robbing the kong wins on another player\'s tile: not self-drawn.', '抢杠和是和别人加杠的那张牌，不是自摸。',
    'ticking one of these two unticks the other', 'competition rules (seed 003, notes 4-5)']) {
    assert.ok(has('mahjong-json.wasm', words), words);
    assert.ok(!has('mahjong-core.wasm', words), words);
  }
  // A situation rule's message is a score() error's: it stays.
  assert.ok(has('mahjong-core.wasm', 'A hand cannot both rob a kong and win on its own kong\'s replacement tile.'));
});
