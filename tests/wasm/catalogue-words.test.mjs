// The words of the first module's catalogues out of its wasm (issue 21):
// option descriptions and sources, the situation and option rules' reasons,
// the fans' names (core/words.h, core/fan_info.h). The first module is built without them; the JS API joins
// them from mahjong-words-<id>.json, written at build time from the JSON
// way's module, so catalog() answers as before, byte for byte.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as api from '../../build/wasm/mahjong.js';
import createJsonModule from '../../build/wasm/mahjong-first.mjs'; // the JSON way's module shares the first modules' glue
import { firstModuleBytes } from './first-modules.mjs';

const wasm = (name) => readFileSync(new URL(`../../build/wasm/${name}`, import.meta.url));
const CATALOG_NOW = Symbol.for('mahjong-calculator.catalog-now');
const FIRST = ['mcr', 'hk'];

// This file's process loads the API afresh: the page's way first (loadScorer, no words).
const MISSING_PART = Symbol.for('mahjong-calculator.missing-part');

test('loadScorer() alone: MCR\'s first module; MCR\'s calls are not_loaded naming its words, Hong Kong\'s naming its module, until they are in', async () => {
  const calculator = await api.loadScorer();
  // A result names its fans: the words carry their names.
  const hand = { text: '[EEE1]123m456p789s5p5p' };
  const before = calculator.score(hand);
  assert.equal(before.error?.code, 'not_loaded');
  assert.equal(calculator[MISSING_PART](before), 'words-mcr'); // the part the page loads for it
  const answer = calculator.catalog('mcr');
  assert.equal(answer.error?.code, 'not_loaded');
  assert.match(answer.error.message, /await load\('words-mcr'\)/);
  // What the page draws with meanwhile: the catalogue, its words empty.
  const now = calculator[CATALOG_NOW]('mcr');
  assert.ok(now.fans.length > 0 && now.options.length > 0 && now.situation_rules.length > 0);
  assert.ok(now.options.every((o) => o.en === '' && o.zh === '' && o.source === ''));
  assert.ok(now.fans.every((f) => f.name === '' && f.zh === '' && f.id !== ''));
  // (A situation rule's message too: a score() error's, which the JSON way's module says, core/words.h.)
  assert.ok(now.situation_rules.every((r) => r.en === '' && r['zh-Hans'] === '' && r.message === ''));
  assert.ok(now.option_rules.every((r) => r.en === '' && r.message === ''));
  // Hong Kong's scorer is a module of its own, not in yet: every call names it.
  for (const hk of [calculator.score({ ...hand, rules: 'hk' }), calculator.score({ ...hand, rules: 'hk', options: { max_faan: 13 } }),
    calculator.catalog('hk'), calculator[CATALOG_NOW]('hk')]) {
    assert.equal(hk.error?.code, 'not_loaded', JSON.stringify(hk));
    assert.equal(calculator[MISSING_PART](hk), 'hk');
    assert.match(hk.error.message, /await load\('hk'\)/);
  }
  await api.loadScorer('words-mcr');
  const scored = calculator.score(hand);
  assert.equal(scored.total, 13);
  assert.ok(scored.fans.every((f) => f.name !== '' && f.zh !== '' && f.name !== '?'), JSON.stringify(scored.fans));
  assert.equal(calculator.score({ ...hand, rules: 'hk' }).error?.code, 'not_loaded', 'Hong Kong\'s scorer is its own module');
  await api.loadScorer('hk'); // its module and its words
  assert.equal(calculator.score({ ...hand, rules: 'hk' }).ok, true);
  assert.strictEqual(await api.load(), calculator); // one calculator
  for (const rules of FIRST) assert.ok(calculator.catalog(rules).options.every((o) => o.en !== ''), rules);
});

test('score() of the first module names each fan as the JSON way\'s module does', async () => {
  const calculator = await api.load('json');
  const paths = calculator[Symbol.for('mahjong-calculator.score-paths')];
  const hands = [
    { text: '[EEE1]123m456p789s5p5p' },
    { text: '19m19p19sESWNCFPP', self_drawn: true },
    { rules: 'hk', text: '[EEE1]123m456p789s5p5p', flowers: ['f1', 's3'] },
    { rules: 'hk', text: '11123455678999m', self_drawn: true },
  ];
  for (const hand of hands) {
    const fast = paths.packed(hand);
    assert.ok(fast?.ok && fast.fans.length > 0, JSON.stringify(hand));
    assert.ok(fast.fans.every((f) => f.name && f.zh), JSON.stringify(fast.fans));
    assert.deepEqual(fast, paths.json(hand), JSON.stringify(hand));
  }
});

test('the words are in the JSON way\'s module and in no first module; of the scorer\'s messages, only a hand being built\'s stay in both', () => {
  const has = (name, text) => wasm(name).includes(Buffer.from(text));
  // An option's description, a situation reason and an option rule's reason.
  for (const words of ['Robbing the kong wins on another player\'s tile: not self-drawn.', '抢杠和是和别人加杠的那张牌，不是自摸。',
    'ticking one of these two unticks the other', 'competition rules (seed 003, notes 4-5)',
    'Big Four Winds', '大四喜', 'Thirteen Orphans', '十三幺', 'Pure Straight']) {
    assert.ok(has('mahjong-json.wasm', words), words);
    for (const [file, first] of firstModuleBytes()) assert.ok(!first.includes(Buffer.from(words)), `${words} in ${file}`);
  }
  // A situation rule's message (a score() error's) is the JSON way's module's
  // too; those of a hand being built (too few tiles, not a winning hand) stay.
  assert.ok(has('mahjong-json.wasm', 'A hand cannot both rob a kong and win on its own kong\'s replacement tile.'));
  for (const [file, first] of firstModuleBytes()) {
    assert.ok(!first.includes(Buffer.from('A hand cannot both rob a kong and win on its own kong\'s replacement tile.')), file);
    assert.ok(first.includes(Buffer.from('The hand has no winning tile. It needs 13 tiles (')), file);
  }
  assert.ok(has('mahjong-mcr.wasm', 'These 14 tiles do not make a winning hand'));
});
