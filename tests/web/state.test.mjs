// The page's state functions (web/state.js): pure, so tested without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import './situation-table.mjs';
import * as S from '../../web/state.js';
import { reasonText } from '../../web/panels/situation/rules.js';

const build = (taps, base = S.initialState()) => taps.reduce((state, step) => {
  if (step.startsWith('mode:')) return S.setMode(state, step.slice(5));
  return S.tap(state, step);
}, base);
// "123m5pE" -> ['1m', '2m', '3m', '5p', 'E']: a run of digits shares its suit letter.
const tiles = (text) => [...text.matchAll(/([1-9]+)([mps])|([ESWNCFP])/g)]
  .flatMap(([, digits, suit, honor]) => (honor ? [honor] : [...digits].map((d) => d + suit)));

test('tapping adds tiles; the last added is the winning tile', () => {
  const s = build(tiles('123m456p789s1sE9s'));
  assert.equal(S.tileCount(s), 12);
  assert.equal(S.winTile(s), '9s');
  assert.deepEqual(S.toHand(s).concealed, tiles('123m456p789s1sE'));
  assert.equal(S.toHand(s).win_tile, '9s');
});

test('meld modes declare one meld and return to single tiles', () => {
  let s = build(['mode:chow', '7m', 'mode:pung', 'E', 'mode:kong', '5p', 'mode:concealed_kong', 'C', '1s']);
  assert.deepEqual(s.melds, [
    { type: 'chow', concealed: false, tiles: ['7m', '8m', '9m'] },
    { type: 'pung', concealed: false, tiles: ['E', 'E', 'E'] },
    { type: 'kong', concealed: false, tiles: ['5p', '5p', '5p', '5p'] },
    { type: 'kong', concealed: true, tiles: ['C', 'C', 'C', 'C'] },
  ]);
  assert.equal(s.mode, 'tile');
  assert.deepEqual(s.tiles, ['1s']);
  assert.deepEqual(S.toHand(s).melds.map((m) => m.concealed), [false, false, false, true]);
  s = S.removeMeld(s, 0);
  assert.equal(s.melds.length, 3);
});

test('what cannot be added, and why', () => {
  assert.equal(S.cannotAdd(S.setMode(S.initialState(), 'chow'), 'E'), 'chow_needs_suit');
  assert.equal(S.cannotAdd(build(['5m', '5m', '5m', '5m']), '5m'), 'fifth_copy');
  assert.equal(S.cannotAdd(S.setMode(build(['5m', '5m']), 'pung'), '5m'), 'fifth_copy');
  assert.equal(S.cannotAdd(build(tiles('123m456p789s123sEE')), 'E'), 'hand_full');
  const fourMelds = build(['mode:pung', '1m', 'mode:pung', '2m', 'mode:pung', '3m', 'mode:pung', '4m']);
  assert.equal(S.cannotAdd(S.setMode(fourMelds, 'pung'), '5m'), 'four_melds');
  assert.equal(S.tap(build(['5m', '5m', '5m', '5m']), '5m').tiles.length, 4, 'a refused tap changes nothing');
});

test('the winning tile can be chosen, and follows removals', () => {
  let s = build(tiles('123m456p'));
  s = S.setWinning(s, 1);
  assert.equal(S.winTile(s), '2m');
  s = S.removeTile(s, 0);
  assert.equal(S.winTile(s), '2m', 'its index moves with the removal');
  s = S.removeTile(s, 0);
  assert.equal(S.winTile(s), '6p', 'removing it makes the last tile the winning one again');
});

test('flags that cannot apply come with a reason; contradictions are cleared', () => {
  const hand = build(tiles('123m456p789s5p5pEE'));
  assert.equal(S.unavailable(hand).kong_replacement, 'needs_kong');
  // The winning E has another copy standing: no robbed kong, not the last of its kind.
  assert.equal(S.unavailable(hand).robbing_kong, 'robbing_tile_shows');
  assert.equal(S.unavailable(build(tiles('123m456p789s5p5pE'))).robbing_kong, undefined);
  const selfDrawn = S.setSituation(hand, 'self_drawn', true);
  assert.equal(S.unavailable(selfDrawn).robbing_kong, 'robbing_not_self_drawn');
  assert.equal(S.unavailable(selfDrawn).discarder, 'self_drawn_no_discarder');
  assert.equal(S.unavailable(hand).last_of_kind, 'last_of_kind_copy_standing');
  // Turning self-drawn on drops the discarder and robbing the kong.
  let s = S.setSituation(S.setSituation(hand, 'discarder', 'W'), 'self_drawn', true);
  assert.equal(s.discarder, null);
  // A kong replacement is self-drawn, and goes when the kong goes.
  s = build(['mode:kong', '9s', ...tiles('123m456p789s5p')]);
  s = S.setSituation(s, 'kong_replacement', true);
  assert.equal(s.self_drawn, true);
  assert.equal(S.removeMeld(s, 0).kong_replacement, false);
  // The discarder cannot be the winner.
  assert.equal(S.setSituation(S.setSituation(hand, 'discarder', 'S'), 'seat_wind', 'S').discarder, null);
});

test('Hong Kong flags: only under HK rules, with their conditions', () => {
  let s = S.setRules(build(tiles('123m456p789s5p5pEE')), 'hk');
  assert.equal(S.unavailable(S.setSituation(s, 'seat_wind', 'S')).heavenly, 'heavenly_needs_east');
  assert.equal(S.unavailable(s).earthly, 'earthly_not_east');
  assert.equal(S.unavailable(s).kong_on_kong, 'needs_two_kongs');
  assert.equal(S.unavailable(s).kong_replacement, 'needs_kong_or_flower');
  s = S.toggleFlower(s, 'f1');
  assert.equal(S.unavailable(s).kong_replacement, undefined, 'a flower\'s replacement tile counts in HK');
  s = S.setSituation(s, 'heavenly', true);
  assert.equal(S.toHand(s).heavenly, true);
  assert.deepEqual(S.toHand(s).flowers, ['f1']);
  const mcr = S.setRules(s, 'mcr');
  assert.equal(mcr.heavenly, false, 'MCR has no heavenly hand');
  assert.equal(S.toHand(mcr).flowers, 1, 'MCR counts flowers');
});

test('the reasons are the core\'s, in each language and in the words of each rule set', () => {
  assert.equal(reasonText('mcr', 'self_drawn_no_discarder', 'en'), 'A self-drawn hand has no discarder.');
  assert.match(reasonText('mcr', 'self_drawn_no_discarder', 'zh-Hans'), /点炮/);
  assert.match(reasonText('hk', 'self_drawn_no_discarder', 'zh-Hant'), /出銃/);
  assert.equal(reasonText('hk', 'no_such_reason', 'en'), '');
  // A row the page never wrote: an earthly hand is won on East's discard.
  let s = S.setRules(S.setSituation(build(tiles('123m456p789s5p5pEE')), 'seat_wind', 'S'), 'hk');
  s = S.setSituation(S.setSituation(s, 'discarder', 'W'), 'earthly', true);
  assert.equal(s.earthly, false, 'cleared: the discarder is not East');
  assert.equal(S.unavailable(S.setSituation(s, 'self_drawn', true)).earthly, 'earthly_not_self_drawn');
});

test('the URL fragment round-trips the situation and the notation', () => {
  let s = build(['mode:pung', 'E', ...tiles('123m456p789s5p5p')]);
  for (const [key, value] of [['seat_wind', 'S'], ['prevalent_wind', 'W'], ['discarder', 'N'], ['last_tile_of_wall', true]]) {
    s = S.setSituation(s, key, value);
  }
  s = S.toggleFlower(S.toggleFlower(s, 's3'), 'f2');
  s = S.setOption(s, 'concealed_and_melded_kong_fan', false, true);
  // The notation is the core's (calculator.format); the fragment carries it.
  const fragment = S.toFragment(s, '[EEE]123m4556p789s5p');
  const { state, notation } = S.fromFragment(fragment);
  assert.equal(notation, '[EEE]123m4556p789s5p');
  for (const key of ['seat_wind', 'prevalent_wind', 'discarder', 'last_tile_of_wall', 'rules']) assert.equal(state[key], s[key], key);
  assert.deepEqual(state.flowers, ['f2', 's3']);
  assert.deepEqual(state.options, { concealed_and_melded_kong_fan: false });
  const hk = S.fromFragment(S.toFragment(S.setSituation(S.setRules(S.initialState(), 'hk'), 'seat_wind', 'E'), ''));
  assert.equal(hk.state.rules, 'hk');
});

test('a malformed fragment falls back to defaults instead of failing', () => {
  const { state, notation } = S.fromFragment('#h=123m&pw=X&sw=&d=Z&f=f9,s2&sd=yes&o.x=7');
  assert.equal(notation, '123m');
  assert.equal(state.prevalent_wind, 'E');
  assert.equal(state.seat_wind, 'E');
  assert.equal(state.discarder, null);
  assert.deepEqual(state.flowers, ['s2']);
  assert.equal(state.self_drawn, false);
  assert.deepEqual(state.options, { x: 7 });
});

test('a parsed hand replaces the tiles and keeps the situation', () => {
  const base = S.setSituation(S.initialState(), 'seat_wind', 'N');
  const s = S.withParsedTiles(base, { concealed: ['1m', '2m'], melds: [{ type: 'kong', concealed: true, tiles: ['P', 'P', 'P', 'P'] }], win_tile: '3m' });
  assert.equal(s.seat_wind, 'N');
  assert.deepEqual(s.tiles, ['1m', '2m', '3m']);
  assert.equal(S.winTile(s), '3m');
  assert.deepEqual(S.toHand(s).melds, [{ type: 'kong', concealed: true, tiles: ['P', 'P', 'P', 'P'] }]);
});

// Regression (issue 23): what a situation condition means was written twice,
// in C++ (holds()) and in the page (facts()); the page now asks the core
// which rows' conditions hold, and has no meaning of its own to fall back on.
test('which situation rows apply is the core\'s answer: the page forbids what the core says holds, nothing else', async () => {
  const { calculator } = await import('./situation-table.mjs');
  const { conditionsOf, useSituationRules } = await import('../../web/panels/situation/rules.js');
  const table = (rules) => calculator.catalog(rules).situation_rules;
  const hand = build(tiles('123m456p789s5p5pEE'));
  const asked = [];
  try {
    // A core that says no condition holds: nothing is forbidden, whatever the hand.
    useSituationRules(table, (rules) => calculator.catalog(rules), (state) => { asked.push(state); return table(state.rules).map(() => false); });
    assert.deepEqual(S.unavailable(hand), {});
    assert.ok(asked.length > 0, 'the core was asked');
    // One that says only the row "robbing the kong: another copy shows" holds.
    const row = table('mcr').findIndex((r) => r.reason === 'robbing_tile_shows');
    useSituationRules(table, (rules) => calculator.catalog(rules), (state) => table(state.rules).map((_, i) => i === row));
    assert.deepEqual(S.unavailable(hand), { robbing_kong: 'robbing_tile_shows' });
    // An answer of the wrong length (another table) is not read.
    useSituationRules(table, (rules) => calculator.catalog(rules), () => [true]);
    assert.deepEqual(S.unavailable(hand), {});
  } finally {
    useSituationRules(table, (rules) => calculator.catalog(rules), (state) => conditionsOf(calculator, S.toHand(state)));
  }
  // The real answer, by the wasm module: the core's own for this hand.
  const holds = calculator.situation(S.toHand(hand));
  assert.equal(holds.ok, true);
  assert.equal(holds.holds.length, table('mcr').length);
  assert.equal(S.unavailable(hand).robbing_kong, 'robbing_tile_shows');
});
