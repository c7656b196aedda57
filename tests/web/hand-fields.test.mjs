// The rule sets' own hand fields on the page come from their catalogues
// (web/rules/all-page.js HAND_FIELDS, written by the build) and their short
// names in a link from their folders (web/rules/<id>/page.js LINK_KEYS).
// Links and stored states saved before that move read exactly as they did:
// tests/fixtures/page-fields-before.json is what the page made of them when
// Riichi's and Hong Kong's fields were written out in the shared panels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import './situation-table.mjs';
import { calculator } from './situation-table.mjs';
import * as S from '../../web/state.js';
import { readSavedState } from '../../web/saved-state.js';
import { analysisHand } from '../../web/panels/analysis/kind.js';
import { OWN_FIELDS } from '../../web/panels/situation/state.js';
import RULE_SETS, { HAND_FIELDS, RULE_SET_IDS } from '../../web/rules/all-page.js';

const before = JSON.parse(readFileSync(new URL('../fixtures/page-fields-before.json', import.meta.url), 'utf8'));
const riichiBase = { ...S.initialState(), rules: 'riichi', riichi: true, dora_indicators: ['2m'], honba: 3, riichi_sticks: 1 };
const bases = { fresh: S.initialState(), riichi: riichiBase };

test('all-page.js carries each rule set\'s catalogue hand_fields', () => {
  assert.deepEqual(Object.keys(HAND_FIELDS), RULE_SET_IDS);
  for (const id of RULE_SET_IDS) assert.deepEqual(HAND_FIELDS[id], calculator.catalog(id).hand_fields, id);
});

test('links saved before read to the same state and are written back the same', () => {
  assert.ok(before.links.length >= 10);
  for (const { link, base, read, fragment } of before.links) {
    const r = S.fromFragment(link, bases[base]);
    assert.deepEqual(r, read, `${link} onto ${base}`);
    assert.equal(S.toFragment(r.state, r.notation), fragment, `${link} onto ${base}`);
  }
});

test('stored states saved before read to the same state, dropping the same', () => {
  assert.ok(before.saved.length >= 10);
  for (const { raw, base, read } of before.saved) assert.deepEqual(readSavedState(raw, bases[base]), read, `${JSON.stringify(raw)} onto ${base}`);
});

test('the analysis keeps the same fields of each hand: Riichi\'s declarations, indicators and counters, no win flags', () => {
  for (const { link, base, hand } of before.analysis) {
    const r = S.fromFragment(link, bases[base]);
    assert.deepEqual(analysisHand(S.toHand(r.state)), hand, `${link} onto ${base}`);
  }
  const won = S.toHand({ ...riichiBase, ippatsu: true, first_turn: true, double_riichi: true });
  assert.deepEqual(Object.keys(analysisHand(won)).filter((k) => k in HAND_FIELDS.riichi.reduce((o, f) => ({ ...o, [f.id]: 1 }), {})).sort(),
    ['dora_indicators', 'double_riichi', 'honba', 'riichi', 'riichi_sticks']);
});

test('a fresh state, a new hand and a change of rule set are as before', () => {
  assert.deepEqual(S.initialState(), before.empty);
  assert.deepEqual(S.newHand(riichiBase), before.newHand);
  assert.deepEqual(S.setRules(riichiBase, 'hk'), before.setRules);
});

// Whatever field a catalogue lists is carried, with no line of the shared
// panels naming it: each set off its blank value goes through a link and a
// stored state and back (a stored state as the core's situation table
// leaves it: Hong Kong's liable seat only with a great hand).
test('every catalogue hand field goes through a link and a stored state', () => {
  const values = { flag: true, seat: 'N', tiles: ['3m', '0p'], count: 7 };
  for (const id of RULE_SET_IDS) {
    for (const f of HAND_FIELDS[id]) {
      const state = { ...S.initialState(), rules: id, seat_wind: 'S', riichi: id === 'riichi', [f.id]: values[f.type] };
      const link = S.toFragment(state, '');
      assert.deepEqual(S.fromFragment(link).state[f.id], values[f.type], `${id} ${f.id} by ${link}`);
      const stored = readSavedState(JSON.parse(JSON.stringify(state)), S.initialState());
      assert.deepEqual(stored.state[f.id], S.sanitize(state)[f.id], `${id} ${f.id} stored`);
      assert.equal(stored.dropped, 0);
    }
  }
});

test('the short names of a link are each one field\'s', () => {
  const names = ['h', 'r', 'd', 'pw', 'sw', 'f', 'sd', 'lk', 'kr', 'rk', 'lt'];
  for (const page of Object.values(RULE_SETS)) names.push(...Object.values(page.LINK_KEYS ?? {}));
  assert.equal(new Set(names).size, names.length, names.join(' '));
  for (const [id, page] of Object.entries(RULE_SETS)) {
    for (const field of Object.keys(page.LINK_KEYS ?? {})) assert.ok(HAND_FIELDS[id].some((f) => f.id === field), `${id} ${field}`);
  }
  assert.equal(OWN_FIELDS.length, new Set(Object.values(HAND_FIELDS).flat().map((f) => f.id)).size);
});

// Hong Kong's liable seat (包) is its catalogue's seat field, named while its
// folder's SEAT_WHEN says the hand calls for it; no shared module names it.
test('a rule set\'s own seat applies as its folder says: HK 包 with the option on and a great hand only', () => {
  const dragons = ['C', 'C', 'C', 'F', 'F', 'F', 'P', 'P', 'P', '1m', '1m', '2m', '3m', '4m'];
  const hk = { ...S.initialState(), rules: 'hk', tiles: dragons, options: { great_hands_liability: true } };
  assert.equal(S.seatApplies(hk, 'liable'), true);
  assert.equal(S.seatApplies({ ...hk, options: {} }, 'liable'), false, 'the option off');
  assert.equal(S.seatApplies({ ...hk, tiles: dragons.slice(3).concat(['5m', '6m', '7m']) }, 'liable'), false, 'no great hand');
  assert.equal(S.seatApplies({ ...hk, rules: 'mcr' }, 'liable'), false, 'MCR reads no liable seat');
  const named = S.setSituation(hk, 'liable', 'W');
  assert.equal(S.toHand(named).liable, 'W');
  assert.equal(S.setSituation({ ...named, options: {} }, 'liable', 'W').liable, null, 'cleared when it no longer applies');
  assert.equal(S.toHand(S.setRules(named, 'mcr')).liable, undefined, 'not sent under another rule set');
});
