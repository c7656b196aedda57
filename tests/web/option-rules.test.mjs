// The options panel's state logic against the core's option rules (catalogue
// `option_rules`, core/option_rules.cpp), read from the native command line:
// a change that would break a row is refused (the state unchanged) or
// carries the other option along in one state; a link's conflicting option
// is dropped and the hand kept; the stake is bounded at the field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { breaksRule, changeOption, keepValidOptions, optionProblem, refusedFacts } from '../../web/panels/options/state.js';
import * as S from '../../web/state.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const catalogOf = (rules) =>
  JSON.parse(execFileSync(`${root}build/native/mahjong-score`, ['--catalog', rules], { encoding: 'utf8' }));
const hk = catalogOf('hk');
const mcr = catalogOf('mcr');
const optionOf = (catalog, id) => catalog.options.find((o) => o.id === id);
const stateOf = (rules, options = {}, flowers = rules === 'hk' ? [] : 0) => ({ rules, options, flowers });

function change(catalog, state, id, value) {
  return changeOption(state, optionOf(catalog, id), value, catalog);
}

test('the catalogue has the option rules, each with its reason in the three languages and no option id in it', () => {
  assert.deepEqual(hk.option_rules.map((r) => r.option), ['min_faan', 'stake', 'flowers_in_play']);
  assert.deepEqual(mcr.option_rules.map((r) => r.option), ['melded_and_concealed_kong_as_two_melded_kongs']);
  for (const rule of [...hk.option_rules, ...mcr.option_rules]) {
    for (const lang of ['en', 'zh-Hans', 'zh-Hant']) {
      assert.ok(rule[lang].trim(), `${rule.option}: no ${lang} reason`);
      assert.doesNotMatch(rule[lang], /_/, `${rule.option} (${lang}) names an option by its id`);
    }
  }
});

test('HK: a minimum above the faan cap is refused, whichever is changed last; the state is unchanged', () => {
  const capped = change(hk, stateOf('hk'), 'limit', 5);
  assert.equal(capped.refused, null);
  assert.deepEqual(capped.state.options, { limit: 5 });
  const refused = change(hk, capped.state, 'min_faan', 8);
  assert.equal(refused.refused?.option, 'min_faan');
  assert.equal(refused.state, capped.state);
  const equal = change(hk, capped.state, 'min_faan', 5);
  assert.equal(equal.refused, null);
  assert.deepEqual(equal.state.options, { limit: 5, min_faan: 5 });
  // The cap lowered under the default minimum (3) is refused too.
  const low = change(hk, stateOf('hk'), 'limit', 2);
  assert.equal(low.refused?.option, 'min_faan');
  assert.deepEqual(low.state.options, {});
});

test('MCR: ticking one reading of a melded and a concealed kong unticks the other, in one state', () => {
  const ticked = change(mcr, stateOf('mcr'), 'melded_and_concealed_kong_as_two_melded_kongs', true);
  assert.equal(ticked.refused, null);
  assert.deepEqual(ticked.state.options, {
    melded_and_concealed_kong_as_two_melded_kongs: true,
    concealed_and_melded_kong_fan: false,
  });
  assert.equal(ticked.carried[0].id, 'concealed_and_melded_kong_fan');
  const back = change(mcr, ticked.state, 'concealed_and_melded_kong_fan', true);
  assert.deepEqual(back.state.options, {}, 'both back at their defaults');
  assert.equal(back.carried[0].id, 'melded_and_concealed_kong_as_two_melded_kongs');
  // Unticking needs nothing carried.
  assert.deepEqual(change(mcr, ticked.state, 'melded_and_concealed_kong_as_two_melded_kongs', false).carried, []);
});

test('HK: a typed money per point makes the stake custom; a named stake puts the money back to 1', () => {
  const named = change(hk, stateOf('hk'), 'stake_preset', 'five_one');
  assert.deepEqual(named.state.options, { stake_preset: 'five_one' });
  const typed = change(hk, named.state, 'stake', 3);
  assert.deepEqual(typed.state.options, { stake: 3 });
  assert.equal(typed.carried[0].id, 'stake_preset');
  const renamed = change(hk, typed.state, 'stake_preset', 'one_two');
  assert.deepEqual(renamed.state.options, { stake_preset: 'one_two' });
  assert.equal(renamed.carried[0].id, 'stake');
});

test('HK: play without flowers is refused while the hand holds flowers, allowed without', () => {
  const withFlowers = stateOf('hk', {}, ['f1']);
  const refused = change(hk, withFlowers, 'flowers_in_play', false);
  assert.equal(refused.refused?.option, 'flowers_in_play');
  assert.equal(refused.state, withFlowers);
  assert.deepEqual(change(hk, stateOf('hk'), 'flowers_in_play', false).state.options, { flowers_in_play: false });
});

test('a link or saved state with options that cannot go together: the conflicting option is dropped, the rest kept', () => {
  assert.deepEqual(keepValidOptions({ limit: 5, min_faan: 8 }, hk, stateOf('hk')), { options: { limit: 5 }, dropped: 1 });
  assert.deepEqual(keepValidOptions({ limit: 2 }, hk, stateOf('hk')), { options: {}, dropped: 1 });
  assert.deepEqual(keepValidOptions({ stake: 3, stake_preset: 'five_one', seven_pairs: true }, hk, stateOf('hk')),
    { options: { stake_preset: 'five_one', seven_pairs: true }, dropped: 1 });
  assert.deepEqual(keepValidOptions({ flowers_in_play: false }, hk, stateOf('hk', {}, ['f2'])), { options: {}, dropped: 1 });
  assert.deepEqual(keepValidOptions({ flowers_in_play: false }, hk, stateOf('hk')), { options: { flowers_in_play: false }, dropped: 0 });
  assert.deepEqual(keepValidOptions({ melded_and_concealed_kong_as_two_melded_kongs: true }, mcr, stateOf('mcr')),
    { options: {}, dropped: 1 });
  const kept = keepValidOptions({ melded_and_concealed_kong_as_two_melded_kongs: true, concealed_and_melded_kong_fan: false }, mcr);
  assert.equal(kept.dropped, 0);
  for (const rule of hk.option_rules) assert.equal(breaksRule(rule, kept.options, hk, {}), false);
});

test('the stake is bounded at the field: above 0, at most the catalogue\'s 1,000', () => {
  const stake = optionOf(hk, 'stake');
  assert.equal(stake.max, 1000);
  assert.equal(optionProblem(stake, 1000), null);
  assert.equal(optionProblem(stake, 0.25), null);
  assert.deepEqual(optionProblem(stake, 1001), { key: 'positive', max: 1000 });
  assert.deepEqual(optionProblem(stake, 1e9), { key: 'positive', max: 1000 });
  assert.deepEqual(optionProblem(stake, 0), { key: 'positive', max: 1000 });
  assert.equal(keepValidOptions({ stake: 1e9 }, hk).dropped, 1);
});

test('the palette reads the same rows: with flowers off no flower can be added, one in the hand can be taken out', () => {
  const off = { ...S.initialState(), rules: 'hk', options: { flowers_in_play: false } };
  assert.deepEqual([...refusedFacts(off, hk)], ['bonus_tiles']);
  assert.deepEqual([...refusedFacts({ ...off, options: {} }, hk)], [], 'on by default');
  assert.deepEqual([...refusedFacts(S.initialState(), mcr)], [], 'MCR has no such row');
  const refused = refusedFacts(off, hk);
  assert.equal(S.cannotAdd(off, 'f1', refused), 'flowers_off');
  assert.equal(S.tap(off, 'f1', refused), off, 'refused: the state unchanged');
  const holding = { ...off, flowers: ['f1'] };
  assert.equal(S.cannotAdd(holding, 'f1', refused), null, 'a flower in the hand can be taken out');
  assert.deepEqual(S.tap(holding, 'f1', refused).flowers, []);
  assert.equal(refusedFacts(off, undefined).size, 0, 'before the catalogue is in, nothing is refused');
});
