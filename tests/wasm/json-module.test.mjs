// The JSON way in a module of its own (issue 21): the first module scores,
// parses and formats packed hands, and nothing else; what reads JSON (a hand
// the packer refuses, settle(), scoreLine(), a notation that does not parse,
// each with the core's message) is in mahjong-json, loaded when first needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as api from '../../build/wasm/mahjong.js';
import createJsonModule from '../../build/wasm/mahjong-first.mjs'; // the JSON way's module shares the first modules' glue
import { firstModuleBytes } from './first-modules.mjs';

const wasm = (name) => readFileSync(new URL(`../../build/wasm/${name}`, import.meta.url));
const fixture = (name) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const MCR = { text: '[EEE1]123m456p789s5p5p' };

// This file's process loads the API afresh: nothing has asked for the JSON way yet.
test('load() alone: score(), parse() and format() of well-formed hands answer; settle(), scoreLine() and a bad notation are not_loaded, naming "json"', async () => {
  const calculator = await api.load();
  assert.equal(calculator.score(MCR).total, 13);
  assert.equal(calculator.parse('123m456p789s123sEE').hand.win_tile, 'E');
  assert.equal(calculator.format({ concealed: ['1m', '2m', '3m'], melds: [] }).text, '123m');
  for (const answer of [
    calculator.settle({ rules: 'hk', faan: 3, winner: 'N', discarder: 'W' }),
    JSON.parse(calculator.scoreLine(JSON.stringify(MCR))),
    calculator.parse('123x'),
    calculator.score({ text: '123m', unknown_field: 1 }),
  ]) {
    assert.equal(answer.error?.code, 'not_loaded', JSON.stringify(answer));
    assert.match(answer.error.message, /"json" loads on first use: await load\('json'\)/);
  }
  // The module's async functions load it and answer.
  assert.equal((await api.parse('123x')).error.code, 'parse');
  assert.equal((await api.settle({ rules: 'hk', faan: 3, winner: 'N', discarder: 'W' })).ok, true);
  assert.strictEqual(await api.load('json'), calculator); // one calculator, loaded once
  assert.equal(calculator.score({ text: '123m', unknown_field: 1 }).error.code, 'parse');
});

test('parse() and format() of a packed hand answer as the JSON way does, byte for byte, over every MCR and Hong Kong fixture hand', async () => {
  const calculator = await api.load();
  const json = await createJsonModule({ wasmBinary: wasm('mahjong-json.wasm') });
  let count = 0;
  for (const name of ['mcr-public.jsonl', 'mcr-seed-examples.jsonl', 'mcr-invalid.jsonl', 'hk-seed-examples.jsonl']) {
    for (const { hand } of fixture(name)) {
      if (!hand) continue;
      const formatted = calculator.format(hand);
      assert.deepEqual(formatted, JSON.parse(json.format(JSON.stringify(hand))), JSON.stringify(hand));
      if (!formatted.ok) continue;
      for (const rules of [undefined, hand.rules ?? 'mcr']) {
        assert.deepEqual(calculator.parse(formatted.text, rules), JSON.parse(json.parse(formatted.text, rules ?? '')), formatted.text);
      }
      count++;
    }
  }
  assert.ok(count > 2000, count);
});

test('the first module carries none of the JSON reader\'s field messages; the JSON way\'s module does', () => {
  const own = wasm('mahjong-json.wasm');
  for (const message of ['is not part of a hand', 'A hand must be a JSON object']) {
    for (const [file, first] of firstModuleBytes()) assert.ok(!first.includes(Buffer.from(message)), `"${message}" in ${file}`);
    assert.ok(own.includes(Buffer.from(message)), `"${message}" not in mahjong-json.wasm`);
  }
});

test('the first module carries no rule set\'s settlement by value (MAHJONG_SETTLES_ELSEWHERE); the JSON way\'s module does', () => {
  const own = wasm('mahjong-json.wasm');
  for (const message of ['Hong Kong hands are settled by', 'MCR hands are settled by', 'The request names a liable player']) {
    for (const [file, first] of firstModuleBytes()) assert.ok(!first.includes(Buffer.from(message)), `"${message}" in ${file}`);
    assert.ok(own.includes(Buffer.from(message)), `"${message}" not in mahjong-json.wasm`);
  }
});

test('the first module carries none of the notation\'s refusals (core/words.h told()); the JSON way\'s module does, and parse() still names the fault', async () => {
  const own = wasm('mahjong-json.wasm');
  for (const message of ['Cannot read the hand', 'is not a suit letter', 'a meld takes at most one digit', 'is not a chow (three consecutive tiles']) {
    for (const [file, first] of firstModuleBytes()) assert.ok(!first.includes(Buffer.from(message)), `"${message}" in ${file}`);
    assert.ok(own.includes(Buffer.from(message)), `"${message}" not in mahjong-json.wasm`);
  }
  // What the first module answers for such a text ("": refused), the JSON way words.
  const calculator = await api.load('json');
  assert.deepEqual(calculator.parse('123m4x'), { ok: false, error: { code: 'parse', message: 'Cannot read the hand "123m4x" at character 6: \'x\' after "4" is not a suit letter (m, p, s or z).' } });
  assert.deepEqual(calculator.parse('[123m45]'), { ok: false, error: { code: 'parse', message: 'The meld [123m45] ends in "45"; a meld takes at most one digit saying who it was claimed from (1-3, or 5-7 for an added kong).' } });
  assert.equal(calculator.parse('[124m1]').error.message, 'The meld [124m1] is not a chow (three consecutive tiles of one suit), a pung (three identical tiles) or a kong (four identical tiles).');
  assert.equal(calculator.parse('[111m8]').error.message, 'The meld [111m8] ends in 8; the claim digit is 1-3 (5-7 only for a kong added to a claimed pung).');
  assert.equal(calculator.parse('123m\u00e9').error.message, 'Cannot read the hand "123m\u00e9" at character 5: a non-ASCII character is not a tile; tiles are 1-9 with m, p or s, or E S W N C F P.');
});
