// Stored state and links read as strictly as each other: whatever cannot be
// read is dropped (and counted), whatever part of the hand is valid is kept
// (web/saved-state.js, web/panels/notation/state.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import './situation-table.mjs';
import * as S from '../../web/state.js';
import { MAX_SAVED, parseSaved } from '../../web/persistence.js';
import { readSavedState } from '../../web/saved-state.js';
import { MAX_FRAGMENT, MAX_OPTIONS, normalizeNotation } from '../../web/panels/notation/state.js';
import { keepValidOptions, optionProblem, readField } from '../../web/panels/options/state.js';

const base = S.initialState();
const read = (raw) => readSavedState(raw, base);

test('a saved state that is null, not an object or not JSON is unreadable, and the page starts afresh', () => {
  for (const raw of [null, 7, 'x', [1, 2], true]) {
    const r = read(raw);
    assert.equal(r.unreadable, true, JSON.stringify(raw));
    assert.equal(r.state, base);
  }
  assert.equal(parseSaved('{not json').unreadable, true);
  assert.equal(parseSaved('x'.repeat(MAX_SAVED + 1)).unreadable, true);
  assert.deepEqual(parseSaved(null), { raw: undefined, unreadable: false });
  assert.equal(read(undefined).dropped, 0);
});

test('wrong types are dropped field by field; the valid tiles are kept', () => {
  const r = read({ rules: 'xx', tiles: ['1m', 'zz', 5, '2m', null], melds: 'no', options: null, flowers: ['f1', 'f9', 'f1'],
    self_drawn: 'yes', seat_wind: 'Q', discarder: 3, win: 99 });
  assert.deepEqual(r.state.tiles, ['1m', '2m']);
  assert.deepEqual(r.state.melds, []);
  assert.deepEqual(r.state.flowers, ['f1']);
  assert.deepEqual(r.state.options, {});
  assert.equal(r.state.rules, 'mcr');
  assert.equal(r.state.self_drawn, false);
  assert.equal(r.state.seat_wind, 'E');
  assert.equal(r.state.discarder, null);
  assert.equal(r.state.win, null, 'an index out of range is dropped');
  assert.ok(r.dropped >= 10, `dropped ${r.dropped}`);
  assert.equal(r.unreadable, false);
});

test('melds are checked for their shape, and the hand for four copies and fourteen tiles', () => {
  const r = read({
    melds: [
      { type: 'chow', tiles: ['7m', '8m', '9m'] },
      { type: 'chow', tiles: ['8m', '9m', '1p'] },
      { type: 'pung', tiles: ['E', 'E', 'S'] },
      { type: 'kong', concealed: true, tiles: ['C', 'C', 'C', 'C'] },
      { type: 'kong', concealed: 'yes', tiles: ['F', 'F', 'F', 'F'] },
      null,
    ],
    tiles: [...Array(20).fill('5p')],
  });
  assert.deepEqual(r.state.melds.map((m) => m.tiles.join('')), ['7m8m9m', 'CCCC']);
  assert.deepEqual(r.state.tiles, ['5p', '5p', '5p', '5p'], 'a fifth copy is dropped');
  const big = read({ tiles: [...'123456789'].flatMap((n) => [`${n}m`, `${n}s`]) });
  assert.equal(S.tileCount(big.state), 14, 'no more than fourteen tiles');
});

test('a valid saved state is read back as it was', () => {
  let s = S.setRules(base, 'hk');
  for (const t of ['1m', '2m', '3m', 'E', 'E']) s = S.tap(s, t);
  s = S.setWinning(s, 1);
  s = S.setSituation(S.toggleFlower(s, 's3'), 'seat_wind', 'S');
  const r = read(JSON.parse(JSON.stringify(s)));
  assert.equal(r.dropped, 0);
  assert.deepEqual(r.state, s);
});

test('links: past the size limit refused whole before anything is read; a hand past the notation limit too', () => {
  const huge = '#h=123m' + Array.from({ length: 100_000 }, (_, i) => `&o.k${i}=1`).join('');
  const r = S.fromFragment(huge);
  assert.equal(r.tooLong, true);
  assert.equal(S.fromFragment('#h=' + '1m'.repeat(1000)).tooLong, true);
  assert.equal(S.fromFragment('#h=123m&sw=S').tooLong, false);
  assert.ok(MAX_FRAGMENT < 100_000);
});

test('links: more option keys than any rule set has are cut at the limit, and counted', () => {
  const keys = Array.from({ length: 60 }, (_, i) => `o.k${i}=1`).join('&');
  const r = S.fromFragment(`#h=123m&${keys}`);
  assert.equal(Object.keys(r.state.options).length, MAX_OPTIONS);
  assert.equal(r.dropped, 60 - MAX_OPTIONS);
});

test('regression: a fragment without h= keeps its other keys, and the current hand', () => {
  let current = S.tap(S.tap(base, '1m'), '2m');
  current = S.setSituation(current, 'prevalent_wind', 'S');
  const r = S.fromFragment('#sw=W&sd=1', current);
  assert.equal(r.hasHand, false);
  assert.equal(r.state.seat_wind, 'W');
  assert.equal(r.state.self_drawn, true);
  assert.equal(r.state.prevalent_wind, 'S', 'a key the fragment does not name stays');
  assert.deepEqual(r.state.tiles, ['1m', '2m']);
  // With h= the fragment describes the whole situation.
  assert.equal(S.fromFragment('#h=123m&sw=W', current).state.prevalent_wind, 'E');
});

test('options are kept only when the catalogue has them with a value in range', () => {
  const catalog = { options: [
    { id: 'limit', type: 'number', default: 13, min: 1, max: 13 },
    { id: 'stake', type: 'number', default: 1 },
    { id: 'seven_pairs', type: 'boolean', default: false },
    { id: 'payment_table', type: 'choice', default: 'traditional', choices: ['traditional', 'half_spicy'] },
  ] };
  const r = keepValidOptions({ limit: 99, stake: 2, seven_pairs: 'yes', payment_table: 'half_spicy', nope: 1 }, catalog);
  assert.deepEqual(r.options, { stake: 2, payment_table: 'half_spicy' });
  assert.equal(r.dropped, 3);
  assert.deepEqual(optionProblem(catalog.options[0], 99), { key: 'range', min: 1, max: 13 });
  assert.deepEqual(optionProblem(catalog.options[0], 2.5), { key: 'range', min: 1, max: 13 });
  assert.equal(optionProblem(catalog.options[0], 8), null);
  assert.deepEqual(optionProblem(catalog.options[1], 0), { key: 'positive' });
  assert.equal(optionProblem(catalog.options[1], 0.5), null);
  assert.ok(Number.isNaN(readField(catalog.options[0], '  ')), 'an empty field is not 0');
  // 100,000 keys: one pass over the catalogue's options, every key counted as dropped.
  const many = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 1]));
  assert.equal(keepValidOptions(many, catalog).dropped, 100_000);
});

test('typed notation: honours in lowercase are read as honours, suit letters stay', () => {
  assert.equal(normalizeNotation('[eee1]123m456p789s5p5p'), '[EEE1]123m456p789s5p5p');
  assert.equal(normalizeNotation('s p w n c f'), 'S P W N C F');
  assert.equal(normalizeNotation('11s ss 2p p'), '11s SS 2p P');
});

test('HK 包: the liable seat is kept by the link and the saved state, read strictly, cleared by New hand and when it no longer applies', () => {
  const tiles = ['C', 'C', 'C', 'F', 'F', 'F', 'P', 'P', 'P', '1m', '2m', '3m', '5p', '5p'];
  let s = S.setOption(S.setRules(S.initialState(), 'hk'), 'great_hands_liability', true, false);
  s = tiles.reduce((state, t) => S.tap(state, t), S.setSituation(s, 'seat_wind', 'S'));
  s = S.setSituation(s, 'liable', 'W');
  assert.equal(s.liable, 'W');
  assert.equal(S.toHand(s).liable, 'W');
  const fragment = S.toFragment(s, 'x');
  assert.match(fragment, /&l=W/);
  assert.equal(S.fromFragment(fragment).state.liable, 'W');
  assert.equal(S.fromFragment(fragment.replace('l=W', 'l=Q')).dropped, 1);
  assert.equal(read({ ...s, liable: 'W' }).state.liable, 'W');
  const bad = read({ ...s, liable: 7 });
  assert.deepEqual([bad.state.liable, bad.dropped], [null, 1]);
  assert.equal(S.newHand(s).liable, null);
  assert.equal(S.setOption(s, 'great_hands_liability', false, false).liable, null, 'the option off');
  assert.equal(S.setSituation(s, 'seat_wind', 'W').liable, null, 'the winner fed nobody');
  assert.equal(S.removeTile(s, 6).liable, null, 'a dragon pung broken');
  assert.equal(S.setRules(s, 'mcr').liable, null);
});
