// What the result panel reads from a scoring (web/panels/result/state.js) and
// the fan table's search (web/panels/fan-table/state.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as S from '../../web/state.js';
import { isEmptyHand, minimumOf, paymentsOf, problemOf } from '../../web/panels/result/state.js';
import { searchFans } from '../../web/panels/fan-table/state.js';
import { loadLanguage } from '../../web/i18n.js';

await loadLanguage('zh-Hant'); // the script map comes with the Chinese words

const hand = (text) => [...text.matchAll(/([1-9]+)([mps])|([ESWNCFP])/g)]
  .flatMap(([, digits, suit, honor]) => (honor ? [honor] : [...digits].map((d) => d + suit)))
  .reduce((s, t) => S.tap(s, t), S.initialState());

test('the problem line: guidance while building, a full hand that does not win told what it needs', () => {
  const error = (code) => ({ ok: false, error: { code, message: 'm' } });
  assert.deepEqual(problemOf(S.initialState(), error('tile_count')), { key: 'empty_hand', neutral: true });
  assert.deepEqual(problemOf(hand('123m'), error('tile_count')), { key: 'add_more', arg: 11, neutral: true });
  assert.deepEqual(problemOf(hand('13579m13579p1357s'), error('not_winning')), { key: 'not_winning', neutral: true });
  assert.deepEqual(problemOf(hand('123m'), error('parse')), { key: 'error', code: 'parse' });
});

test('an empty hand is guided before the scorer is in (no result yet); any tile or meld needs the scorer', () => {
  assert.equal(isEmptyHand(S.initialState()), true);
  assert.deepEqual(problemOf(S.initialState(), null), { key: 'empty_hand', neutral: true });
  assert.equal(isEmptyHand(hand('1m')), false);
  assert.equal(isEmptyHand(S.setOption(S.initialState(), 'flowers', 2, 0)), true, 'an option is not a tile');
});

test('payments: paid, below the minimum, or waiting for the discarder', () => {
  const s = S.initialState();
  assert.deepEqual(paymentsOf(s, { ok: true, meets_minimum: true, payments: { E: 3, S: -1, W: -1, N: -1 } }),
    { kind: 'paid', values: { E: 3, S: -1, W: -1, N: -1 } });
  assert.deepEqual(paymentsOf(s, { ok: true, meets_minimum: false }), { kind: 'below' });
  assert.deepEqual(paymentsOf(s, { ok: true, meets_minimum: true }), { kind: 'unsaid' });
  // the option that sets the minimum is the catalogue's minimum_option (Hong Kong's min_faan)
  assert.equal(minimumOf(S.setOption(s, 'min_faan', 5, 3), { rules: 'hk' }, { minimum: 3, minimum_option: 'min_faan' }), 5);
  assert.equal(minimumOf(S.setOption(s, 'min_faan', 5, 3), { rules: 'hk' }, { minimum: 3 }), 3, 'no option named, the catalogue\'s minimum');
  assert.equal(minimumOf(s, { rules: 'mcr' }, { minimum: 8 }), 8);
});

test('the fan table finds fans by English or Chinese name in either script, number or points', () => {
  const catalog = { fans: [
    { id: 'dragon_pung', number: 59, name: 'Dragon Pung', zh: '箭刻', points: 2 },
    { id: 'kong_on_replacement', number: 45, name: 'Out with Replacement Tile', zh: '杠上开花', points: 8 },
    { id: 'all_chows', number: 63, name: 'All Chows', zh: '平和', points: 2 },
  ] };
  const ids = (q) => searchFans(catalog, q).map((f) => f.id);
  assert.deepEqual(ids(''), ['dragon_pung', 'kong_on_replacement', 'all_chows']);
  assert.deepEqual(ids('dragon'), ['dragon_pung']);
  assert.deepEqual(ids('槓上開花'), ['kong_on_replacement'], 'Traditional finds a Simplified name');
  assert.deepEqual(ids('杠上'), ['kong_on_replacement']);
  assert.deepEqual(ids('63'), ['all_chows']);
});
