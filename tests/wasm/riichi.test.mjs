// Riichi through the JS API: every reference hand gives the native scorer's
// answer (through score(), its packed and JSON ways, and from its text
// notation), the catalogue is the native one, and red fives read and write.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import * as api from '../../build/wasm/mahjong.js';
import { riichiRows, disagreement } from '../cli/riichi-vectors.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const native = path.join(root, 'build/native/mahjong-score');
const calculator = await api.load('riichi', 'json'); // its module loads on first use (README, "Sizes")
const rows = riichiRows();

function nativeResults(hands) {
  const res = spawnSync(native, ['--jsonl'], { input: hands.map((h) => JSON.stringify(h)).join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.equal(res.status, 0, res.stderr);
  return res.stdout.split('\n').filter((l) => l).map((l) => JSON.parse(l));
}

test('score(): every Riichi reference hand gives the native answer, and agrees with the reference', () => {
  const want = nativeResults(rows.map((r) => r.hand));
  rows.forEach((row, i) => {
    const got = calculator.score(row.hand);
    assert.deepEqual(got, want[i], row.id);
    assert.equal(disagreement(row, got), null, row.id);
  });
});

test('score(): the packed way and the JSON way give the same Riichi result', () => {
  const { packed, json } = calculator[Symbol.for('mahjong-calculator.score-paths')];
  // No fields of Riichi's own and no red fives: the packed way takes it.
  const plain = { rules: 'riichi', text: '123m456789p13s99m2s', seat_wind: 'S', discarder: 'W' };
  const fast = packed(plain);
  assert.notEqual(fast, null);
  assert.deepEqual(fast, json(plain));
  assert.equal(fast.rules, 'riichi');
  assert.equal(fast.meets_minimum, false); // closed, but no yaku: a kanchan won on a discard without riichi
  // Red fives in the text: the packed way reads them as the native reader does.
  const red = { rules: 'riichi', text: '123m406789p13s99m2s', seat_wind: 'S', discarder: 'W', options: { aka_dora: true } };
  const packedRed = packed(red);
  assert.notEqual(packedRed, null);
  assert.deepEqual(packedRed, json(red));
  assert.deepEqual(packedRed.yaku.map((y) => [y.id, y.count]), [['aka_dora', 1]]);
});

test('property: each reference hand scores the same from its text notation, and pays 1,000 x deposits in all', () => {
  let fromText = 0;
  const withLists = rows.filter((r) => r.hand.concealed).length; // the others are written as text already
  for (const row of rows) {
    const got = calculator.score(row.hand);
    if (got.ok && got.payments) {
      const sum = Object.values(got.payments).reduce((a, b) => a + b, 0);
      assert.equal(sum, 1000 * (row.hand.riichi_sticks ?? 0), row.id);
    }
    if (!row.hand.concealed) continue;
    const formatted = calculator.format(row.hand);
    assert.equal(formatted.ok, true, row.id);
    const { concealed, melds, win_tile: win, ...rest } = row.hand;
    assert.deepEqual(calculator.score({ ...rest, text: formatted.text }), got, `${row.id}: ${formatted.text}`);
    fromText++;
  }
  assert.equal(fromText, withLists);
  assert.ok(withLists >= 200);
});

test('catalog(\'riichi\') is the native --catalog riichi; ruleSets() lists it', () => {
  const res = spawnSync(native, ['--catalog', 'riichi'], { encoding: 'utf8' });
  assert.deepEqual(calculator.catalog('riichi'), JSON.parse(res.stdout));
  assert.ok(calculator.ruleSets().includes('riichi'));
});

test('parse() and format(): Riichi text with red fives', () => {
  const parsed = calculator.parse('[340m1]123p456s789s0p5p', 'riichi');
  assert.equal(parsed.ok, true, JSON.stringify(parsed.error));
  assert.deepEqual(parsed.hand.melds, [{ type: 'chow', concealed: false, tiles: ['3m', '4m', '0m'], claimed_from: 1 }]);
  assert.ok(parsed.hand.concealed.includes('0p'));
  assert.equal(parsed.text, '[340m1]1230p456789s5p');
  const again = calculator.parse(parsed.text, 'riichi');
  assert.deepEqual(again.hand.melds, parsed.hand.melds);
  assert.deepEqual([...again.hand.concealed].sort(), [...parsed.hand.concealed].sort());
  assert.equal(calculator.format({ rules: 'riichi', concealed: ['0s', '5s', '6s'], melds: [], win_tile: '4s' }).text, '056s4s');
  // Red fives are Riichi's: another rule set refuses them, naming the tile.
  assert.equal(calculator.parse('406p', 'mcr').ok, false);
  assert.equal(calculator.parse('406p').ok, false);
  assert.match(calculator.parse('1m', 'sanma').error.message, /rule set|rules/);
});

test('Riichi errors are values with the spec\'s codes', () => {
  const bad = (hand, code, pattern) => {
    const r = calculator.score(hand);
    assert.equal(r.ok, false, JSON.stringify(r));
    assert.equal(r.error.code, code);
    if (pattern) assert.match(r.error.message, pattern);
  };
  bad({ rules: 'riichi', text: '123m456789p13s99m2s', honba: -1 }, 'parse', /honba/);
  bad({ rules: 'riichi', text: '123m400p789p13s99m2s' }, 'too_many_copies', /red fives 0p/);
  bad({ rules: 'riichi', text: '123m456789p13s99m2s', ippatsu: true, discarder: 'W', seat_wind: 'S' }, 'inconsistent');
  bad({ rules: 'mcr', text: '123m456789p13s99m2s', riichi: true }, 'parse', /"riichi" is not part of a hand/);
});

test('analyze(): a Riichi hand gives the native analysis, riichi and dora in each wait', () => {
  const hand = { rules: 'riichi', text: '123m456p789s22s0s5s', riichi: true, dora_indicators: ['1s'], seat_wind: 'S' };
  const res = spawnSync(native, ['--analyze', '--jsonl'], { input: JSON.stringify(hand) + '\n', encoding: 'utf8' });
  const got = calculator.analyze(hand);
  assert.deepEqual(got, JSON.parse(res.stdout));
  const two = got.waits.find((w) => w.tile === '2s');
  // riichi, three dora (a pung of 2s) and the red five: 5 han by discard, a mangan.
  assert.equal(two.discard.total, 5);
  assert.equal(two.discard.limit, 'mangan');
});

// The compact analysis's bit 4 (wasm/compact_analysis.h), expanded under the
// catalogue's analysis_reading: the native line's bytes.
test('analyze(): a closed hand not in riichi, each wait dama and with riichi, as the native analysis writes it', () => {
  const nativeLine = (hand) => {
    const res = spawnSync(native, ['--analyze', '--jsonl'], { input: JSON.stringify(hand) + '\n', encoding: 'utf8' });
    return res.stdout.trimEnd();
  };
  const dama = { rules: 'riichi', text: '123m456p789s22s0s5s', dora_indicators: ['9m'], ura_dora_indicators: ['1s'], seat_wind: 'S' };
  for (const hand of [dama, { ...dama, text: '123m456p789s22s0s5s9p' }, { ...dama, riichi: true }, { ...dama, text: '[789s]123m456p22s0s5s' }]) {
    const got = calculator.analyze(hand);
    assert.equal(JSON.stringify(got), nativeLine(hand), JSON.stringify(hand));
  }
  assert.deepEqual(calculator.catalog('riichi').analysis_reading, { flag: 'riichi', unknown: 'ura_dora_indicators' });
  const two = calculator.analyze(dama).waits.find((w) => w.tile === '2s');
  // Dama on a discard: dora 1m and the red five, no yaku; riichi adds its han, the ura (2s) not counted.
  assert.deepEqual([two.discard.total, two.discard.meets_minimum], [2, false]);
  assert.deepEqual([two.riichi.discard.total, two.riichi.discard.meets_minimum], [3, true]);
  assert.equal(two.riichi.self_drawn.total, two.self_drawn.total + 1);
  assert.equal('riichi' in calculator.analyze({ ...dama, riichi: true }).waits[0], false);
  assert.equal('riichi' in calculator.analyze({ ...dama, text: '[789s]123m456p22s0s5s' }).waits[0], false);
});

test('mahjong.d.ts: the build adds Riichi\'s own types from its folder (core/rules/riichi/types.d.ts)', async () => {
  const { readFile } = await import('node:fs/promises');
  const types = await readFile(new URL('../../build/wasm/mahjong.d.ts', import.meta.url), 'utf8');
  const own = await readFile(new URL('../../core/rules/riichi/types.d.ts', import.meta.url), 'utf8');
  assert.ok(types.includes(own.trim()));
  assert.match(types, /export type OwnResult = OwnResults\[keyof OwnResults\];/);
  assert.doesNotMatch(types, /@MAHJONG_/);
  // Every hand field the catalogue names is typed.
  for (const f of calculator.catalog('riichi').hand_fields) assert.match(own, new RegExp(`\\b${f.id}\\?:`), f.id);
});
