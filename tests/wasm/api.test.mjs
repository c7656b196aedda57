// The JS API (wasm/mahjong.js) in Node: plain objects both ways, errors as
// values, one shared module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from '../../build/wasm/mahjong.js';

const calculator = await api.load('json'); // with the JSON way's module (settle, parse and format of anything, scoreLine), loaded when first needed (issue 21)

test('load() resolves once and is shared', async () => {
  assert.equal(await api.load(), calculator);
  assert.ok(Object.isFrozen(calculator));
});

test('score: a hand with its situation', () => {
  const result = calculator.score({ text: '[EEE1]123m456p789s5p5p', seat_wind: 'S', discarder: 'W', flowers: 1 });
  assert.equal(result.ok, true);
  assert.equal(result.total, 12);
  assert.deepEqual(result.fans.map((f) => [f.id, f.points, f.count]), [
    ['mixed_straight', 8, 1], ['prevalent_wind', 2, 1], ['closed_wait', 1, 1], ['flower_tiles', 1, 1],
  ]);
  assert.equal(result.fans[0].zh, '花龙');
  assert.deepEqual(result.payments, { E: -8, S: 36, W: -20, N: -8 });
  assert.equal(Object.getPrototypeOf(result), Object.prototype);
  assert.ok(Array.isArray(result.fans) && Array.isArray(result.arrangement));
  assert.equal(result.arrangement.find((g) => g.winning_tile).tiles.join(''), '4p5p6p');
});

test('score: the tiles as lists, as the spec writes them', () => {
  const result = calculator.score({
    concealed: ['1m', '2m', '3m', '5p', '5p', 'E', 'E', 'E', '7s', '8s'],
    melds: [{ type: 'chow', concealed: false, tiles: ['4p', '5p', '6p'] }],
    win_tile: '9s', seat_wind: 'S',
  });
  assert.equal(result.ok, true);
  // 123m 456p 789s: Mixed Straight; the East pung: Prevalent Wind.
  assert.deepEqual(result.fans.map((f) => f.id), ['mixed_straight', 'prevalent_wind']);
  assert.equal(result.meets_minimum, true);
  assert.equal(result.payments, undefined); // neither self-drawn nor a discarder given

  const small = calculator.score({ text: '[234m1]567m345p789s11p', seat_wind: 'S', discarder: 'E' });
  assert.equal(small.ok, true);
  assert.equal(small.meets_minimum, false);
  assert.equal(small.payments, undefined); // below 8 is no legal win
});

test('score: bad input comes back as an error value, never a throw', () => {
  const cyclic = {};
  cyclic.again = cyclic;
  const cases = [
    [null, 'parse'], [undefined, 'parse'], [42, 'parse'], ['123m', 'parse'], [[], 'parse'],
    [{ text: 42 }, 'parse'], [{ text: '123x' }, 'parse'], [{ text: '1m', self_drawn: 'yes' }, 'parse'],
    [{ text: '123m456p789s1s' }, 'tile_count'], [{ text: '11111m234p567s99s' }, 'too_many_copies'],
    [{ text: '[135m]123p456s11s' }, 'bad_meld'], [{ text: '13579m2468p13579s' }, 'not_winning'],
    [{ text: '[EEE1]123m456p789s5p5p', self_drawn: true, robbing_kong: true }, 'inconsistent'],
    [cyclic, 'parse'], [{ text: '1m', options: { no_such_option: true } }, 'parse'],
  ];
  for (const [hand, code] of cases) {
    const result = calculator.score(hand);
    assert.equal(result.ok, false, JSON.stringify(hand === cyclic ? 'cyclic' : hand));
    assert.equal(result.error.code, code, result.error.message);
    assert.ok(result.error.message.length > 10);
  }
});

test('score: undefined fields are left out, as JSON would', () => {
  const result = calculator.score({ text: '[EEE1]123m456p789s5p5p', self_drawn: undefined, discarder: undefined });
  assert.equal(result.ok, true);
});

test('parse and format: text notation both ways', () => {
  const parsed = calculator.parse('[EEE1]123m456p789s5p5p');
  assert.equal(parsed.ok, true);
  assert.equal(parsed.hand.win_tile, '5p');
  assert.deepEqual(parsed.hand.melds, [{ type: 'pung', concealed: false, tiles: ['E', 'E', 'E'], claimed_from: 1 }]);
  assert.equal(parsed.text, '[EEE1]123m4556p789s5p');
  assert.deepEqual(calculator.format(parsed.hand), { ok: true, text: '[EEE1]123m4556p789s5p' });
  assert.equal(calculator.parse('1234x').error.code, 'parse');
  assert.equal(calculator.parse(17).error.code, 'parse');
  assert.equal(calculator.format({ text: '[12m]' }).error.code, 'bad_meld');
});

test('catalog: the fan table and options from the core', () => {
  const catalog = calculator.catalog('mcr');
  assert.equal(catalog.fans.length, 82);
  const { implies, ...first } = catalog.fans[0];
  assert.deepEqual(first, { id: 'big_four_winds', number: 1, name: 'Big Four Winds', zh: '大四喜', points: 88, optional: false });
  assert.deepEqual([...implies].sort(),
    ['all_pungs', 'big_three_winds', 'little_four_winds', 'prevalent_wind', 'pung_of_terminals_or_honors', 'seat_wind']);
  assert.equal(catalog.minimum, 8);
  assert.ok(catalog.options.some((o) => o.id === 'concealed_and_melded_kong_fan' && o.default === true));
});

test('the async shortcuts', async () => {
  assert.equal((await api.score({ text: '[EEE1]123m456p789s5p5p' })).total, 13);
  assert.equal((await api.parse('1m')).hand.win_tile, '1m');
  assert.equal((await api.catalog()).rules, 'mcr');
});

test('ruleSets(): the registry\'s ids, the first a hand\'s default', async () => {
  assert.deepEqual(calculator.ruleSets(), ['mcr', 'hk', 'riichi']);
  assert.deepEqual(await api.ruleSets(), ['mcr', 'hk', 'riichi']);
  assert.equal(calculator.score({ text: '[EEE1]123m456p789s5p5p', seat_wind: 'S', discarder: 'W' }).rules, calculator.ruleSets()[0]);
  // A copy: changing it changes nothing.
  calculator.ruleSets().push('x');
  assert.deepEqual(calculator.ruleSets(), ['mcr', 'hk', 'riichi']);
});

test('catalog(): what a page needs of each rule set (unit, minimum, its hand and result fields)', () => {
  const mcr = calculator.catalog('mcr'), hk = calculator.catalog('hk');
  assert.equal(mcr.unit, 'points');
  assert.equal(mcr.minimum, 8);
  assert.deepEqual(mcr.hand_fields, []);
  assert.deepEqual(mcr.result_fields, []);
  assert.equal(hk.unit, 'faan');
  assert.equal(hk.minimum, 3);
  assert.deepEqual(hk.hand_fields.map((f) => [f.id, f.type]), [['heavenly', 'flag'], ['earthly', 'flag'], ['kong_on_kong', 'flag'], ['liable', 'seat']]);
  assert.deepEqual(hk.result_fields, [
    { id: 'capped_total', type: 'number', analysis: true },
    { id: 'limit', type: 'boolean', analysis: true },
    { id: 'base_points', type: 'number', analysis: false },
  ]);
  for (const c of [mcr, hk]) for (const o of c.options) assert.ok(['boolean', 'number', 'choice'].includes(o.type), o.id);
  assert.deepEqual(calculator.catalog('sanma').error, { code: 'parse', message: 'Unknown rule set "sanma": the rule sets are "mcr", "hk" and "riichi".' });
  assert.equal(calculator.catalog(5).error.message, 'The rule set must be "mcr", "hk" or "riichi", not a number.');
});

test('score(): a result\'s own fields are named by its catalogue, in the native writer\'s order', () => {
  const hand = { rules: 'hk', text: '[EEE1]123m456p789s5p5p', seat_wind: 'S', discarder: 'W', options: { limit: 1, min_faan: 1, stake: 0.5 } };
  const result = calculator.score(hand);
  assert.deepEqual(Object.keys(result).slice(0, 9), ['ok', 'rules', 'total', 'fans', 'flowers', 'meets_minimum', 'capped_total', 'limit', 'base_points']);
  assert.equal(result.capped_total, 1);
  assert.equal(result.limit, true);
  assert.equal(JSON.stringify(result), calculator.scoreLine(JSON.stringify(hand)));
  const mcr = calculator.score({ text: '[EEE1]123m456p789s5p5p', seat_wind: 'S', discarder: 'W' });
  assert.ok(!('capped_total' in mcr) && !('limit' in mcr) && !('base_points' in mcr));
});

test('mahjong.d.ts: the build writes the RuleSet union from the registry', async () => {
  const { readFile } = await import('node:fs/promises');
  const types = await readFile(new URL('../../build/wasm/mahjong.d.ts', import.meta.url), 'utf8');
  const union = calculator.ruleSets().map((id) => `'${id}'`).join(' | ');
  assert.ok(types.includes(`export type RuleSet = ${union};`), 'the RuleSet union');
  assert.ok(!types.includes('@MAHJONG_'), 'no placeholder left');
});

// Regression: the settlement's types named MCR and Hong Kong by hand in the
// shared file; each rule set's are its folder's, and the unions the registry's.
test('mahjong.d.ts: each rule set\'s settlement types come from its folder, the unions name none by hand', async () => {
  const { readFile } = await import('node:fs/promises');
  const types = await readFile(new URL('../../build/wasm/mahjong.d.ts', import.meta.url), 'utf8');
  const shared = await readFile(new URL('../../wasm/mahjong.d.ts.in', import.meta.url), 'utf8');
  assert.match(types, /export type SettleRequest = SettleRequests\[keyof SettleRequests\];/);
  assert.match(types, /export type Settlement = Settlements\[keyof Settlements\];/);
  for (const id of calculator.ruleSets()) {
    assert.match(types, new RegExp(`interface SettleRequests \\{\\s*${id}:`), `${id}'s settle request`);
    assert.match(types, new RegExp(`interface Settlements \\{\\s*${id}:`), `${id}'s settlement`);
  }
  assert.doesNotMatch(shared, /'mcr'|'hk'|Hong Kong only|McrSettle|HkSettle/, 'the shared file names no rule set');
  // every hand field a catalogue names is typed, in its folder
  const all = await api.load(...calculator.ruleSets());
  for (const id of calculator.ruleSets()) {
    for (const f of all.catalog(id).hand_fields) assert.match(types, new RegExp(`\\b${f.id}\\?:`), `${id} ${f.id}`);
  }
});
