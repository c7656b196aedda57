// The analysis in a module of its own (issue 21), built at -O2 and loaded when
// the analysis is first needed: load() alone scores but does not analyse (the
// not_loaded error says how to load it), the module's analyze() loads it, and
// the first module carries no analysis at all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as api from '../../build/wasm/mahjong.js';
import createFirstModule from '../../build/wasm/mahjong-first.mjs';
import { firstModuleBytes } from './first-modules.mjs';
import createAnalysisModule from '../../build/wasm/mahjong-analysis.mjs';

const wasm = (name) => readFileSync(new URL(`../../build/wasm/${name}`, import.meta.url));
const READY = { text: '23456m456p789s5p5p' };

// This file's process loads the API afresh: nothing has asked for the analysis yet.
test('load() alone: score() answers, analyze() is the not_loaded error, naming the analysis', async () => {
  const calculator = await api.load();
  assert.equal(calculator.score({ text: '[EEE1]123m456p789s5p5p' }).total, 13);
  const answer = calculator.analyze(READY);
  assert.equal(answer.ok, false);
  assert.equal(answer.error.code, 'not_loaded');
  assert.match(answer.error.message, /"analysis" loads on first use: await load\('analysis'\)/);
  assert.equal(JSON.parse(calculator.analyzeLine(JSON.stringify(READY))).error.code, 'not_loaded');
});

test('the module\'s analyze() loads the analysis\'s module; the calculator then analyses', async () => {
  const got = await api.analyze(READY);
  assert.equal(got.ok, true, JSON.stringify(got));
  assert.deepEqual(got.waits.map((w) => w.tile), ['1m', '4m', '7m']);
  const calculator = await api.load();
  assert.deepEqual(calculator.analyze(READY), got);
  // A name no registry has is the analysis module's reader's error, as before.
  assert.match(calculator.analyze({ ...READY, rules: 'sanma' }).error.message, /"rules" must be "mcr", "hk" or "riichi"/);
});

test('the first modules have no analysis and the analysis module no scoring: each is what its bindings say', async () => {
  const analysis = await createAnalysisModule({ wasmBinary: wasm('mahjong-analysis.wasm') });
  for (const [file, wasmBinary] of firstModuleBytes()) {
    const first = await createFirstModule({ wasmBinary });
    for (const f of ['analyzeInput', 'analyzePacked', 'analyzeLine']) assert.equal(typeof first[f], 'undefined', `${file}: ${f}`);
  }
  for (const f of ['scoreInput', 'scorePacked', 'scoreLine', 'settle', 'parse', 'format']) assert.equal(typeof analysis[f], 'undefined', f);
  assert.equal(typeof analysis.analyzePacked, 'function');
});
