// analyze() through the JS API (issue 13): the documented result, the same as
// the native analysis for the fixture hands, errors as values, and hostile
// values refused as score() refuses them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, analyze } from '../../build/wasm/mahjong.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const calculator = await load('analysis'); // its module loads when first needed (issue 21)

const assertError = (result, code, pattern) => {
  assert.equal(result.ok, false, JSON.stringify(result).slice(0, 200));
  assert.equal(result.error.code, code);
  if (pattern) assert.match(result.error.message, pattern);
};

// The native analysis of some fixture hands, as 13 tiles and as 14, without
// the echoed id.
const hands = readFileSync(path.join(root, 'tests/fixtures/mcr-public.jsonl'), 'utf8').split('\n').filter((l) => l.trim())
  .filter((_, i) => i % 16 === 0).map((l) => JSON.parse(l).hand)
  .flatMap(({ win_tile, ...rest }) => [rest, { ...rest, win_tile }]);
const nativeLines = spawnSync(path.join(root, 'build/native/mahjong-score'), ['--analyze', '--jsonl'], {
  input: hands.map((h) => JSON.stringify(h)).join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28,
}).stdout.split('\n').filter(Boolean);
const nativeOut = nativeLines.map((l) => JSON.parse(l));

function everyHandAnalysesAsNative() {
  assert.equal(nativeOut.length, hands.length);
  for (let i = 0; i < hands.length; i++) assert.deepEqual(calculator.analyze(hands[i]), nativeOut[i]);
}

test('nine gates: ready on all nine tiles, each worth Nine Gates by discard and self-drawn', async () => {
  const r = await analyze({ text: '1112345678999m' });
  assert.deepEqual(Object.keys(r), ['ok', 'rules', 'tiles', 'shanten', 'waits', 'useful']);
  assert.deepEqual([r.ok, r.rules, r.tiles, r.shanten, r.useful], [true, 'mcr', 13, 0, []]);
  assert.deepEqual(r.waits.map((w) => w.tile), ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m']);
  for (const w of r.waits) {
    assert.deepEqual(Object.keys(w), ['tile', 'in_hand', 'discard', 'self_drawn']);
    assert.equal(w.in_hand, ['1m', '9m'].includes(w.tile) ? 3 : 1);
    assert.equal(w.discard.fans[0].id, 'nine_gates');
    assert.equal(w.discard.meets_minimum, true);
    // Self-drawn adds Self-Drawn (1): Fully Concealed is implied by Nine Gates.
    assert.equal(w.self_drawn.total, w.discard.total + 1, w.tile);
    // The same as scoring that hand.
    const scored = calculator.score({ text: `1112345678999m${w.tile}` });
    assert.equal(w.discard.total, scored.total);
    assert.deepEqual(w.discard.fans, scored.fans);
  }
});

test('a wait below 8 by discard reaches it self-drawn', () => {
  const r = calculator.analyze({ text: '6m8m6s7s7s8s8s9s9p9pPPP', prevalent_wind: 'N', seat_wind: 'W' });
  assert.deepEqual(r.waits.map((w) => [w.tile, w.in_hand, w.discard.total, w.discard.meets_minimum, w.self_drawn.total, w.self_drawn.meets_minimum]),
    [['7m', 0, 6, false, 8, true]]);
});

test('a tile whose four copies are in the hand is listed without values', () => {
  // 111m and a single 1m: only a fifth 1m would complete the hand.
  const r = calculator.analyze({ text: '1111m234p567s789s' });
  const w = r.waits.find((x) => x.tile === '1m');
  assert.ok(w, JSON.stringify(r.waits.map((x) => x.tile)));
  assert.deepEqual(w, { tile: '1m', in_hand: 4 });
});

test('14 tiles: discard advice best first, useful counts as the issue defines them', () => {
  const r = calculator.analyze({ concealed: ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', 'E', 'E', 'C', 'F'], win_tile: 'P' });
  assert.deepEqual([r.tiles, r.shanten], [14, 1]);
  assert.deepEqual(Object.keys(r.discards[0]), ['tile', 'shanten', 'useful', 'useful_count', 'waits']);
  // Letting any dragon go leaves E E + two single dragons: ready for neither,
  // one step away, waiting to pair a dragon or pung E.
  for (const d of r.discards) {
    const copies = (t) => ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', 'E', 'E', 'C', 'F', 'P'].filter((x) => x === t).length;
    assert.equal(d.useful_count, d.useful.reduce((n, t) => n + 4 - copies(t), 0), d.tile);
  }
  const best = r.discards[0];
  assert.ok(['C', 'F', 'P'].includes(best.tile), best.tile);
  assert.equal(best.shanten, 1);
  for (let i = 1; i < r.discards.length; i++) assert.ok(r.discards[i - 1].shanten <= r.discards[i].shanten);
});

test('Hong Kong: faan, the capped total and the limit on each wait', () => {
  const r = calculator.analyze({ rules: 'hk', text: '234m567p345s99p67s', seat_wind: 'S' });
  assert.deepEqual(r.waits.map((w) => w.tile), ['2s', '5s', '8s']);
  for (const w of r.waits) {
    assert.deepEqual(Object.keys(w.discard), ['total', 'meets_minimum', 'capped_total', 'limit', 'fans']);
    assert.equal(w.discard.capped_total, w.discard.total);
    assert.equal(w.discard.limit, false);
  }
});

test('the JS API gives the native analysis for fixture hands as 13 and 14 tiles', () => {
  assert.ok(hands.length > 200);
  everyHandAnalysesAsNative();
});

// Issue 21: analyze() takes the packed hand (or its JSON text) and gets its
// analysis back as numbers, expanded here with the catalogue's names: each
// way gives the native analysis, its fields in the native order.
test('analyze() by numbers: the packed way and the JSON way each print as the native line, byte for byte', () => {
  const { packed, json } = calculator[Symbol.for('mahjong-calculator.analyze-paths')];
  let packedWay = 0;
  for (let i = 0; i < hands.length; i++) {
    const fast = packed(hands[i]);
    if (fast) packedWay++, assert.equal(JSON.stringify(fast), nativeLines[i], `packed ${i}`);
    assert.equal(JSON.stringify(json(hands[i])), nativeLines[i], `json ${i}`);
  }
  assert.equal(packedWay, hands.length, 'every fixture hand packs');
  // Hong Kong's own fields (capped_total, limit) and an error, both ways.
  for (const hand of [{ rules: 'hk', text: '234m567p345s99p67s', seat_wind: 'S' }, { text: '111234567899m' }]) {
    const native = spawnSync(path.join(root, 'build/native/mahjong-score'), ['--analyze', '--jsonl'], { input: JSON.stringify(hand) + '\n', encoding: 'utf8' }).stdout.trim();
    assert.equal(JSON.stringify(packed(hand)), native);
    assert.equal(JSON.stringify(json(hand)), native);
  }
});

test('errors are values with scoring\'s codes', () => {
  assertError(calculator.analyze({ text: '111234567899m' }), 'tile_count', /12 tiles/);
  assertError(calculator.analyze({ text: '1111123456789m' }), 'too_many_copies');
  assertError(calculator.analyze({ concealed: ['1m'], melds: [{ type: 'chow', tiles: ['1m', '3m', '5m'] }] }), 'bad_meld');
  assertError(calculator.analyze({ text: '1112345678999m', rules: 'sanma' }), 'parse', /"rules"/);
  assertError(calculator.analyze('1112345678999m'), 'parse', /JSON object/);
  assertError(calculator.analyze(null), 'parse');
  assertError(calculator.analyze(), 'parse');
});

test('hostile values: the same refusals as score(), and the module keeps working', () => {
  const self = { text: '1112345678999m' };
  self.options = self;
  assertError(calculator.analyze(self), 'parse', /already used elsewhere/);
  const huge = [];
  huge.length = 1e8;
  assertError(calculator.analyze({ concealed: huge }), 'parse', /100000000 items/);
  assertError(calculator.analyze({ text: '1112345678999m', get seat_wind() { throw new Error('trap'); } }), 'parse', /threw Error: trap/);
  assertError(calculator.analyze({ text: '1112345678999m', flowers: NaN }), 'parse', /NaN/);
  assertError(calculator.analyze({ text: 'x'.repeat(70000) }), 'parse', /70000 characters/);
  const endless = () => ({ get next() { return endless(); } });
  assertError(calculator.analyze({ text: '1m', options: endless() }), 'parse', /deep/);
  for (let i = 0; i < 2000; i++) if (calculator.analyze({ text: '1m', get x() { throw 1; } }).ok !== false) assert.fail('scored');
  assertError(JSON.parse(calculator.analyzeLine(42)), 'parse', /string or bytes/);
  everyHandAnalysesAsNative();
});
