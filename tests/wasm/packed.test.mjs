// score()'s fast path (issue 10): a well-formed hand crosses packed
// (wasm/packed_hand.h), anything else goes the JSON way. Both ways must give
// the same answer for every hand: the same result, or the same error with
// the same message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from '../../build/wasm/mahjong.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const calculator = await load('json'); // the JSON way's module, loaded when first needed (issue 21)
const { packed, json } = calculator[Symbol.for('mahjong-calculator.score-paths')];

const handsOf = (file) =>
  readFileSync(path.join(root, 'tests/fixtures', file), 'utf8').split('\n').filter((l) => l.trim())
    .map((l) => JSON.parse(l)).filter((v) => v.hand !== undefined).map((v) => v.hand);

test('every well-formed fixture hand takes the fast path and gets the JSON way\'s answer', () => {
  let count = 0;
  for (const file of ['mcr-public.jsonl', 'mcr-seed-examples.jsonl', 'hk-seed-examples.jsonl']) {
    for (const hand of handsOf(file)) {
      const fast = packed(hand);
      assert.notEqual(fast, null, `${file}: ${JSON.stringify(hand)} went the JSON way`);
      assert.deepEqual(fast, json(hand), JSON.stringify(hand));
      assert.deepEqual(calculator.score(hand), fast);
      count++;
    }
  }
  assert.ok(count >= 2300, `${count} hands`);
});

test('the invalid fixture hands get the same answer either way (packed or sent back to JSON)', () => {
  let fast = 0;
  for (const hand of handsOf('mcr-invalid.jsonl')) {
    const result = packed(hand);
    if (result) fast++, assert.deepEqual(result, json(hand), JSON.stringify(hand));
    assert.deepEqual(calculator.score(hand), json(hand), JSON.stringify(hand));
  }
  assert.ok(fast > 0); // errors found by scoring itself (not_winning, ...) come the fast way
});

const good = { text: '[EEE1]123m456p789s5p5p', seat_wind: 'S' };
const tiles = { concealed: ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', 'E', 'E', 'E', 'C'], win_tile: 'C' };

// Each kind of oddity the fast path leaves to the JSON way, with what the
// JSON way says of it (a pattern of its message, or ok for a result).
const oddities = [
  ['an unknown key', { ...good, colour: 'red' }, /"colour" is not part of a hand/],
  ['a key named as an object\'s own machinery', JSON.parse('{"text": "1m", "__proto__": 1}'), /"__proto__" is not part of a hand/],
  ['a key named constructor', { ...good, constructor: true }, /"constructor" is not part of a hand/],
  ['a tile named as an object\'s own machinery', { ...tiles, concealed: [...tiles.concealed.slice(1), 'toString'] }, /"concealed\[12\]" holds "toString"/],
  ['a flag that is not a boolean', { ...good, self_drawn: 'yes' }, /"self_drawn" must be true or false/],
  ['a wind no table has', { ...good, seat_wind: 'X' }, /"seat_wind" must be one of/],
  ['liable null', { ...good, liable: null }, /"liable" must be one of/],
  ['rules no table has', { ...good, rules: 'sanma' }, /"rules" must be "mcr", "hk" or "riichi"/],
  ['a tile code no table has', { ...tiles, concealed: [...tiles.concealed.slice(1), 'Z'] }, /"concealed\[12\]" holds "Z"/],
  ['a winning tile no table has', { ...tiles, win_tile: '0m' }, /"win_tile" holds "0m"/], // a red five is Riichi's
  ['tiles that are not a list', { ...tiles, concealed: '123m' }, /"concealed" must be a list of tiles/],
  ['more tiles than any hand', { ...tiles, concealed: Array(65).fill('1m') }, /far more tiles/],
  ['flowers out of range', { ...good, flowers: 9 }, /"flowers" must be a whole number from 0 to 8/],
  ['flowers not whole', { ...good, flowers: 2.5 }, /"flowers" must be a whole number/],
  ['flowers as a string', { ...good, flowers: '2' }, /"flowers" must be a number/],
  ['a bonus code no table has', { ...good, flowers: ['f1', 'f9'] }, /"flowers\[1\]" holds "f9"/],
  ['nine bonus tiles', { ...good, flowers: ['f1', 'f2', 'f3', 'f4', 's1', 's2', 's3', 's4', 'f1'] }, /lists 9 bonus tiles/],
  ['a meld without a type', { concealed: ['1m'], melds: [{ tiles: ['E', 'E', 'E'] }], win_tile: '1m' }, /needs both "type" and "tiles"/],
  ['a meld of an unknown type', { concealed: ['1m'], melds: [{ type: 'quad', tiles: ['E', 'E', 'E'] }], win_tile: '1m' }, /must be "chow", "pung" or "kong"/],
  ['a meld with an unknown key', { concealed: ['1m'], melds: [{ type: 'pung', tiles: ['E', 'E', 'E'], open: true }], win_tile: '1m' }, /"melds\[0\]\.open" is not part of a meld/],
  ['claimed_from out of range', { concealed: ['1m'], melds: [{ type: 'pung', tiles: ['E', 'E', 'E'], claimed_from: 12 }], win_tile: '1m' }, /"melds\[0\]\.claimed_from" must be a whole number from 0 to 9/],
  ['a list used twice', (() => { const l = ['E', 'E', 'E']; return { concealed: l, melds: [{ type: 'pung', tiles: l }], win_tile: 'E' }; })(), /already used elsewhere/],
  ['text and tiles both', { ...tiles, text: '1m' }, /either as "text" or as "concealed"/],
  ['notation that does not parse', { text: '123x' }, /./],
  ['notation that is not ASCII', { text: '123m東' }, /./],
  ['notation too long', { text: '1m'.repeat(200) }, /"text" is 400 characters long/],
  ['an option these rules do not have', { ...good, options: { stake: 2 } }, /"options\.stake" is not an option of these rules/],
  ['an MCR option that is not a boolean', { ...good, options: { concealed_and_melded_kong_fan: 1 } }, /must be true or false/],
  ['a Hong Kong number out of range', { ...good, rules: 'hk', options: { min_faan: 99 } }, /"options\.min_faan" must be a whole number/],
  ['a Hong Kong stake of zero', { ...good, rules: 'hk', options: { stake: 0 } }, /"options\.stake" must be a number above 0/],
  ['a Hong Kong choice no table has', { ...good, rules: 'hk', options: { payment_table: 'nope' } }, /"options\.payment_table" must be one of/],
  ['options before rules (read for the rules given)', { options: { stake: 2 }, ...good, rules: 'mcr' }, /not an option of these rules/],
  ['an id that is an object', { ...good, id: { a: 1 } }, 'ok'],
  ['an id with a lone surrogate', { ...good, id: 'a\ud800' }, /./],
  ['a hand that is a class instance', new (class { constructor() { Object.assign(this, good); } })(), 'ok'],
  ['a hand that is an array', [good], /A hand must be a JSON object/],
  ['a getter that throws', { ...good, get self_drawn() { throw new Error('no'); } }, /reading "self_drawn" threw Error: no/],
];

test('each kind of oddity goes the JSON way and gets the answer it got before', () => {
  for (const [what, hand, expected] of oddities) {
    assert.equal(packed(hand), null, `${what}: taken by the fast path`);
    const result = calculator.score(hand);
    assert.deepEqual(result, json(hand), what);
    if (expected === 'ok') assert.equal(result.ok, true, what);
    else {
      assert.equal(result.ok, false, `${what}: ${JSON.stringify(result)}`);
      assert.match(result.error.message, expected, what);
    }
  }
});

test('what the fast path takes it reads as the JSON way does: every field, flag, option and value kind', () => {
  const hands = [
    { ...good, self_drawn: true, last_of_kind: false, prevalent_wind: 'W', discarder: null, flowers: 3, id: 'x' },
    { ...good, text: '[EEE1]55m456p789s12m3m', discarder: 'N', robbing_kong: true, flowers: ['f1', 's2'], id: 7 },
    { rules: 'mcr', concealed: ['1m'], melds: [{ type: 'pung', tiles: ['E', 'E', 'E'], claimed_from: 2 }, { type: 'kong', concealed: true, tiles: ['9s', '9s', '9s', '9s'] }, { type: 'chow', tiles: ['1p', '2p', '3p'], concealed: false }, { type: 'chow', tiles: ['4p', '5p', '6p'] }], win_tile: '1m', self_drawn: true, kong_replacement: true },
    { ...good, options: { concealed_and_melded_kong_fan: true } },
    { text: '123m456p789s123s5p5p', seat_wind: 'E', self_drawn: true, rules: 'hk', heavenly: true, earthly: false, kong_on_kong: false, options: { stake: 0.5, min_faan: 1, payment_table: calculator.catalog('hk').options.find((o) => o.id === 'payment_table').choices.at(-1), seven_pairs: true } },
    { text: '[CCC1][FFF2]PPP5p5p6p7p8p', rules: 'hk', liable: 'S', discarder: 'S', seat_wind: 'E', options: { great_hands_liability: true } },
    { text: '123m456p789s123s5p5p', self_drawn: undefined, options: undefined },
  ];
  for (const hand of hands) {
    const fast = packed(hand);
    assert.notEqual(fast, null, JSON.stringify(hand));
    assert.deepEqual(fast, json(hand), JSON.stringify(hand));
  }
  // A fault the first module finds without its message (core/words.h: a
  // situation's conflict here, 5p standing beside the last of its kind) is the JSON way's to say.
  const faulty = { ...good, self_drawn: true, last_of_kind: true, prevalent_wind: 'W', discarder: null, flowers: 3, id: 'x' };
  assert.equal(packed(faulty), null);
  assert.equal(json(faulty).error.code, 'inconsistent');
  assert.match(calculator.score(faulty).error.message, /cannot be the last of its kind/);
});

test('hands changed at random (a seeded generator) get the same answer either way, 5,000 of them', () => {
  let seed = 12345;
  const random = (n) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
  const pick = (list) => list[random(list.length)];
  const base = [...handsOf('mcr-seed-examples.jsonl'), ...handsOf('hk-seed-examples.jsonl')];
  const hkOptions = calculator.catalog('hk').options;
  const values = [true, false, null, 0, 1, 2, 8, 9, -1, 2.5, 1e300, '1m', 'E', 'P', 'f1', 's4', 'hk', 'mcr', 'pung', '', [], {}, ['1m'], 'x'];
  const keys = ['self_drawn', 'heavenly', 'discarder', 'liable', 'seat_wind', 'prevalent_wind', 'flowers', 'rules', 'win_tile', 'text', 'id', 'options', 'melds', 'concealed'];
  // Values each field takes, so that many changed hands stay well formed.
  const valid = [['self_drawn', [true, false]], ['heavenly', [true, false]], ['discarder', ['E', 'S', 'W', 'N', null]], ['liable', ['E', 'N']],
    ['seat_wind', ['E', 'S', 'W', 'N']], ['prevalent_wind', ['E', 'S']], ['flowers', [0, 3, 8, ['f1', 's3']]], ['rules', ['mcr', 'hk']]];
  let fast = 0;
  for (let n = 0; n < 5000; n++) {
    const hand = structuredClone(pick(base));
    for (let changes = 1 + random(3); changes > 0; changes--) {
      switch (random(7)) {
        case 0: hand[pick(keys)] = pick(values); break;
        case 5: { const [key, choices] = pick(valid); hand[key] = pick(choices); break; }
        case 1: delete hand[pick(Object.keys(hand))]; break;
        case 2: if (Array.isArray(hand.concealed) && hand.concealed.length) hand.concealed[random(hand.concealed.length)] = pick(values); break;
        case 3: if (Array.isArray(hand.melds) && hand.melds.length) hand.melds[random(hand.melds.length)][pick(['type', 'tiles', 'concealed', 'claimed_from', 'open'])] = pick(values); break;
        case 4: { const row = pick(hkOptions); hand.options = { ...(hand.options ?? {}), [row.id]: row.choices ? pick([...row.choices, 'nope']) : pick([row.default, row.min, row.max, ...values]) }; break; }
        default: if (typeof hand.text === 'string') hand.text = hand.text.slice(0, random(hand.text.length + 1)) + pick(['', '1m', 'E', '[', '5']);
      }
    }
    const result = packed(hand);
    if (result) fast++;
    assert.deepEqual(calculator.score(hand), json(hand), JSON.stringify(hand));
    if (result) assert.deepEqual(result, json(hand), JSON.stringify(hand));
  }
  assert.ok(fast > 1000 && fast < 4000, `${fast} of 5,000 took the fast path`); // both ways were exercised
});
