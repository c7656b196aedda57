// A hand's faults beyond those of a hand being built (too many copies, a bad
// meld, a situation's or the options' conflict): the first modules find them
// without their messages (core/words.h told_by()), which the JSON way's
// module says; their code answers at once (issue 21: text out of the first
// module). This file's process loads the API afresh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from '../../build/wasm/mahjong.js';
import { firstModuleBytes } from './first-modules.mjs';
import { readFileSync } from 'node:fs';

const MISSING_PART = Symbol.for('mahjong-calculator.missing-part');
const FAULTS = [
  ['too_many_copies', { text: '11111m456p789s234s' }, /^The hand has 5 copies of the 1 of Characters \(1m\)/],
  ['too_many_copies', { text: '123m456p789s234s5p5p', flowers: ['f1', 'f1'] }, /^The bonus tile f1 is listed twice/],
  ['bad_meld', { concealed: ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', '5p'], melds: [{ type: 'chow', tiles: ['1m', '2m', '4m'] }], win_tile: '5p' }, /^Meld 1 \(chow 124m\) is not a chow/],
  ['inconsistent', { text: '[EEE1]123m456p789s5p5p', self_drawn: true, discarder: 'W' }, /^A self-drawn hand has no discarder, but the hand names one \(W\)/],
  ['inconsistent', { text: '[EEE1]123m456p789s5p5p', options: { concealed_and_melded_kong_fan: true, melded_and_concealed_kong_as_two_melded_kongs: true } }, /both say how one melded and one concealed kong score/],
  ['inconsistent', { rules: 'hk', text: '[EEE1]123m456p789s5p5p', liable: 'W', discarder: 'W' }, /^The hand names a liable player \(包\), but the option great_hands_liability is off/],
];

test('load() alone: a fault answers its code at once, its message \'\' naming "json"; score() waits for it and says the message', async () => {
  const calculator = await api.load();
  for (const [code, hand] of FAULTS) {
    const answer = calculator.score(hand);
    assert.deepEqual(answer, { ok: false, error: { code, message: '' } }, JSON.stringify(hand));
    assert.equal(calculator[MISSING_PART](answer), 'json');
  }
  // A hand being built keeps its message in the first module: nothing to wait for.
  for (const hand of [{ text: '123m' }, { text: '13579m13579p1357s' }]) {
    const answer = calculator.score(hand);
    assert.ok(answer.error.message.length > 20, JSON.stringify(answer));
    assert.equal(calculator[MISSING_PART](answer), undefined);
  }
  for (const [code, hand, message] of FAULTS) {
    const answer = await api.score(hand);
    assert.equal(answer.error.code, code);
    assert.match(answer.error.message, message);
  }
  // Once the JSON way's module is in, the calculator says them at once.
  for (const [code, hand, message] of FAULTS) {
    const answer = calculator.score(hand);
    assert.equal(answer.error.code, code);
    assert.match(answer.error.message, message);
    assert.equal(calculator[MISSING_PART](answer), undefined);
  }
});

test('no first module carries those messages; the JSON way\'s module does', () => {
  const json = readFileSync(new URL('../../build/wasm/mahjong-json.wasm', import.meta.url));
  for (const text of ['copies of the', 'is listed twice; each flower', 'is marked concealed; only a kong', 'A self-drawn hand has no discarder',
    'both say how one melded and one concealed kong score', 'The hand names a liable player (包), but', 'is in a module of its own (mahjong-']) {
    assert.ok(json.includes(Buffer.from(text)), `"${text}" not in mahjong-json.wasm`);
    for (const [file, first] of firstModuleBytes()) assert.ok(!first.includes(Buffer.from(text)), `"${text}" in ${file}`);
  }
});
