// Riichi on the page, its pure parts (issue 22): the indicator rows filled
// from the keys as the hand is (1 + one per kong, ura under dora), red fives
// on the keys (one of each, a copy of its five), the hand the scorer gets,
// the payments in players' words, and a hand carried by a link and by the
// saved state. The browser file is tests/browser/riichi-page.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { calculator } from './situation-table.mjs';
import * as S from '../../web/state.js';
import { readSavedState } from '../../web/saved-state.js';
import { ROMAJI, paymentWords, fanNames, tableValue } from '../../web/rules/riichi/result.js';
import zhName from '../../web/rules/riichi/zh.js';
import zhWords from '../../web/rules/riichi/zh-words.js';
import ja from '../../web/rules/riichi/ja.js';
import { loadRuleWords, ruleWordsLoaded, strings } from '../../web/i18n.js';
import RULE_SETS from '../../web/rules/all-page.js';
const zh = { ...zhName, ...zhWords }; // its name on every Chinese load, its words with Riichi

// Riichi's words and result hooks (web/rules/riichi/words.js) come when
// Riichi is first shown; what the page had before they did, then them.
const before = { loaded: ruleWordsLoaded('riichi'), unit: strings('en', 'riichi').total_han, hooks: typeof RULE_SETS.riichi.shown };
await loadRuleWords('riichi');

const riichi = () => S.setRules(S.initialState(), 'riichi');
const taps = (state, steps) => steps.reduce((s, step) => (step.startsWith('mode:') ? S.setMode(s, step.slice(5)) : S.tap(s, step)), state);
// South's closed hand with a concealed kong of 1s and a red five, 14 tiles with the winning 6m.
const HAND = ['mode:concealed_kong', '1s', '4m', '0m', '2p', '2p', '3p', '4p', '5p', '5s', '6s', '7s', '6m'];

test('Riichi\'s words load apart, once asked for; the word table built before them is not kept', async () => {
  assert.deepEqual(before, { loaded: false, unit: undefined, hooks: 'undefined' });
  assert.equal(ruleWordsLoaded('riichi'), true);
  assert.equal(strings('en', 'riichi').total_han, 'han');
  assert.equal(typeof RULE_SETS.riichi.shown, 'function');
  assert.equal(ruleWordsLoaded('mcr'), true, 'a rule set without words.js has its words in page.js');
  await loadRuleWords('riichi'); // a second call: nothing more to load
  assert.equal(RULE_SETS.mcr.NAME, 'MCR');
});

test('the dora row takes one indicator and one more per kong, then the keys add to the hand again', () => {
  let s = taps(riichi(), ['4m', 'mode:dora', '3m']);
  assert.deepEqual(s.dora_indicators, ['3m']);
  assert.equal(s.mode, 'tile', 'full at 1 without a kong');
  assert.deepEqual(s.tiles, ['4m']);
  s = taps(s, ['mode:concealed_kong', 'E', 'mode:dora']);
  assert.equal(S.blockedTiles(s).get('4p'), undefined);
  s = taps(s, ['4p']);
  assert.deepEqual(s.dora_indicators, ['3m', '4p']);
  assert.equal(s.mode, 'tile');
  // the ura row: as many as the dora indicators
  s = taps(s, ['mode:ura_dora', '9s', 'N']);
  assert.deepEqual(s.ura_dora_indicators, ['9s', 'N']);
  assert.equal(S.blockedTiles(S.setMode(s, 'ura_dora')).get('1m'), 'ura_dora_full');
  // a tap on an indicator takes it out
  assert.deepEqual(S.removeIndicator(s, 'dora_indicators', 0).dora_indicators, ['4p']);
});

test('removing the kong drops the indicator it allowed (the core\'s situation table)', () => {
  let s = taps(riichi(), ['mode:concealed_kong', 'E', 'mode:dora', '3m', '4p', 'mode:ura_dora', '1m', '2m']);
  s = S.removeMeld(s, 0);
  assert.deepEqual(s.dora_indicators, ['3m']);
  assert.deepEqual(s.ura_dora_indicators, ['1m']);
});

test('red fives: one of each, a copy of its five, an indicator out of play', () => {
  let s = taps(riichi(), ['0p', '5p', '5p', '5p']);
  assert.equal(S.blockedTiles(s).get('0p'), 'one_red_five');
  assert.equal(S.blockedTiles(s).get('5p'), 'fifth_copy', 'four fives with the red one');
  s = taps(riichi(), ['mode:dora', '0s']);
  assert.equal(S.blockedTiles(s).get('0s'), 'one_red_five', 'an indicator is a tile out of play');
});

// Regression: a red five key was refused in every meld mode, so a pung,
// kong or chow holding one could only be written in the text box.
test('a red five key declares its meld with the red five once: pung, kong, concealed kong, chow from the five', () => {
  const meldOf = (mode, tile) => taps(riichi(), [`mode:${mode}`, tile]).melds;
  assert.deepEqual(meldOf('pung', '0p'), [{ type: 'pung', concealed: false, tiles: ['0p', '5p', '5p'] }]);
  assert.deepEqual(meldOf('kong', '0m'), [{ type: 'kong', concealed: false, tiles: ['0m', '5m', '5m', '5m'] }]);
  assert.deepEqual(meldOf('concealed_kong', '0s'), [{ type: 'kong', concealed: true, tiles: ['0s', '5s', '5s', '5s'] }]);
  assert.deepEqual(meldOf('chow', '0s'), [{ type: 'chow', concealed: false, tiles: ['0s', '6s', '7s'] }]);
  // one red five of each: a second is refused, in a meld or standing
  const s = taps(riichi(), ['mode:pung', '0p']);
  assert.equal(S.blockedTiles(s).get('0p'), 'one_red_five');
  assert.equal(S.blockedTiles(S.setMode(s, 'chow')).get('0p'), 'one_red_five');
  assert.equal(S.blockedTiles(S.setMode(taps(riichi(), ['5m', '5m']), 'kong')).get('0m'), 'fifth_copy', 'a kong of fives beside two fives');
});

// Regression: a chow was named by its lowest tile alone, so [340m] and
// [406m] with the red five could not be tapped in.
test('a red five in chow mode stands in each of its three chows that fits: the keyboard asks which', () => {
  const chow = S.setMode(riichi(), 'chow');
  assert.deepEqual(S.redFiveChows(chow, '0m'), [['3m', '4m', '0m'], ['4m', '0m', '6m'], ['0m', '6m', '7m']]);
  assert.deepEqual(S.addChow(chow, ['4m', '0m', '6m']).melds, [{ type: 'chow', concealed: false, tiles: ['4m', '0m', '6m'] }]);
  assert.equal(S.addChow(chow, ['4m', '0m', '6m']).mode, 'tile', 'a meld is one action');
  // four 6m out of play: only [340m] fits, and a tap declares it
  const sixes = S.setMode(taps(riichi(), ['6m', '6m', '6m', '6m']), 'chow');
  assert.deepEqual(S.redFiveChows(sixes, '0m'), [['3m', '4m', '0m']]);
  assert.deepEqual(S.tap(sixes, '0m').melds, [{ type: 'chow', concealed: false, tiles: ['3m', '4m', '0m'] }]);
  assert.equal(S.blockedTiles(sixes).get('0m'), undefined);
  // none fits: refused with the reason, and nothing to choose
  const noneLeft = S.setMode(taps(riichi(), ['4m', '4m', '4m', '4m', '6m', '6m', '6m', '6m']), 'chow');
  assert.equal(S.blockedTiles(noneLeft).get('0m'), 'fifth_copy');
  assert.deepEqual(S.redFiveChows(noneLeft, '0m'), []);
  // not in chow mode, or not a red five: no question
  assert.deepEqual(S.redFiveChows(riichi(), '0m'), []);
  assert.deepEqual(S.redFiveChows(chow, '5m'), []);
});

test('a tapped meld with a red five scores its aka dora', () => {
  // South's open pung of fives with the red one, ron on 2p from West: tanyao and aka dora 1.
  let s = taps(riichi(), ['mode:pung', '0p', '2m', '3m', '4m', '6s', '7s', '8s', '3p', '4p', '5m', '5m', '2p']);
  s = S.setWonFrom({ ...s, seat_wind: 'S', options: { aka_dora: true } }, 'W');
  const got = calculator.score(S.toHand(s));
  assert.equal(got.ok, true, JSON.stringify(got));
  assert.deepEqual(got.yaku.map((y) => [y.id, y.han]).sort(), [['aka_dora', 1], ['tanyao', 1]]);
});

test('the scorer gets the indicators, flags and counters; other rule sets none of them', () => {
  let s = taps(riichi(), HAND);
  s = taps({ ...s, seat_wind: 'S', riichi: true, honba: 1, riichi_sticks: 1 }, ['mode:dora', '3m', '4p']);
  s = S.setWonFrom(s, 'self');
  const hand = S.toHand(s);
  assert.deepEqual([hand.dora_indicators, hand.riichi, hand.honba, hand.riichi_sticks, hand.self_drawn], [['3m', '4p'], true, 1, 1, true]);
  assert.equal(hand.ura_dora_indicators, undefined, 'an empty row is left out');
  const r = calculator.score(hand);
  assert.deepEqual([r.han, r.fu, r.limit], [5, 60, 'mangan']);
  assert.deepEqual(r.payments, { E: -4100, S: 9300, W: -2100, N: -2100 });
  assert.equal(S.toHand(S.setRules(s, 'mcr')).dora_indicators, undefined);
});

test('the payments as players say them, the honba taken back out', () => {
  const t = strings('en', 'riichi');
  const state = { self_drawn: true, seat_wind: 'S', honba: 1 };
  assert.equal(paymentWords({ payments: { E: -4100, S: 9300, W: -2100, N: -2100 } }, state, t), 'Tsumo 2,000/4,000 · 1 honba');
  assert.equal(paymentWords({ payments: { E: 12000, S: -4000, W: -4000, N: -4000 } }, { self_drawn: true, seat_wind: 'E' }, t), 'Tsumo 4,000 all');
  assert.equal(paymentWords({ payments: { E: -8600, S: 9600, W: 0, N: 0 } }, { seat_wind: 'S', discarder: 'E', honba: 2 }, t), 'Ron 8,000 · 2 honba');
  // 1 han 30 fu by self-draw: each payment rounds up on its own (the spec's 300/500)
  assert.equal(paymentWords({ payments: { E: -500, S: 1100, W: -300, N: -300 } }, { self_drawn: true, seat_wind: 'S' }, t), 'Tsumo 300/500');
  assert.equal(strings('zh-Hans', 'riichi').self_drawn, 'Tsumo (self-draw)', 'Chinese words wait for their chunk');
});

test('a yakuman is named, not counted in han: the headline and each yaku\'s row say yakuman; a counted yakuman keeps its han', () => {
  const page = RULE_SETS.riichi;
  const read = (hand) => {
    const t = strings('en', 'riichi');
    const shown = page.shown(calculator.score({ rules: 'riichi', ...hand }), t);
    return { total: shown.total, unit: shown.unit, badges: page.badges(shown, t).filter(Boolean), rows: shown.fans.map((f) => [f.id, f.points]) };
  };
  const kokushi = { text: '19m19p19sESWNCFP1m', discarder: 'E', seat_wind: 'S' };
  assert.deepEqual(read(kokushi), { total: 'Yakuman', unit: '', badges: [], rows: [['kokushi_13', 'Yakuman']] });
  // one yaku that counts twice (the option), and three yakuman stacked
  assert.deepEqual(read({ ...kokushi, options: { double_yakuman: true } }),
    { total: 'Double yakuman', unit: '', badges: [], rows: [['kokushi_13', 'Double yakuman']] });
  assert.deepEqual(read({ text: '111z222z333z444z55z', discarder: 'E', seat_wind: 'S' }), {
    total: '3× yakuman', unit: '', badges: [], rows: [['tsuuiisou', 'Yakuman'], ['suuankou_tanki', 'Yakuman'], ['daisuushii', 'Yakuman']],
  });
  // kazoe: 15 han without a yakuman stays 15 han (the catalogue's unit), with its badge
  const kazoe = read({ text: '22334455667788m', self_drawn: true, seat_wind: 'S', riichi: true, dora_indicators: ['1m'] });
  assert.deepEqual([kazoe.total, kazoe.unit, kazoe.badges, kazoe.rows.find(([id]) => id === 'chinitsu')], [15, undefined, ['Kazoe yakuman'], ['chinitsu', 6]]);
});

test('yaku names: romaji with the English beside it; the table gives closed/open han', () => {
  const t = strings('en', 'riichi');
  const cat = calculator.catalog('riichi');
  const fan = (id) => cat.fans.find((f) => f.id === id);
  assert.deepEqual(fanNames(fan('tanyao'), t, false), ['Tanyao', 'All Simples']);
  assert.deepEqual(fanNames(fan('riichi'), t, false), ['Riichi', '立直']);
  assert.equal(tableValue(fan('chinitsu'), t), '6 han · open 5');
  assert.equal(tableValue(fan('pinfu'), t), '1 han · closed only');
  assert.equal(tableValue(fan('toitoi'), t), '2 han');
  assert.equal(tableValue(fan('daisangen'), t), 'yakuman');
  // every yaku of the core's table has its romaji, and its name in Chinese and Japanese
  assert.deepEqual(cat.fans.map((f) => f.id).filter((id) => !ROMAJI[id]), []);
  for (const words of [zh.hans, zh.hant, ja.ja]) assert.deepEqual(cat.fans.map((f) => f.id).filter((id) => !words.yaku_names[id]), []);
  assert.deepEqual(cat.fans.filter((f) => ja.ja.yaku_names[f.id] !== f.ja && !/^(haku|hatsu|chun|seat_wind|prevalent_wind)$/.test(f.id)).map((f) => f.id), [],
    'the Japanese names are the core\'s (the spec\'s table), 役牌 named by its tile');
});

test('a link carries the hand whole; what cannot be read is dropped and counted', () => {
  let s = taps(riichi(), HAND);
  s = { ...S.setWonFrom(s, 'self'), riichi: true, ippatsu: true, dora_indicators: ['3m', '0p'], ura_dora_indicators: ['9s'], honba: 2, riichi_sticks: 1, options: { preset: 'wrc' } };
  const fragment = S.toFragment(s, '[1111s]40m22345p567s6m');
  assert.match(fragment, /r=riichi.*ri=1.*ip=1.*di=3m%2C0p&ui=9s&hb=2&rs=1&o\.preset=wrc/);
  const read = S.fromFragment(fragment);
  assert.equal(read.dropped, 0);
  for (const key of ['rules', 'riichi', 'ippatsu', 'dora_indicators', 'ura_dora_indicators', 'honba', 'riichi_sticks', 'options', 'self_drawn']) {
    assert.deepEqual(read.state[key], s[key], key);
  }
  const bad = S.fromFragment('#r=riichi&h=123m&di=3m,xx,0z&hb=100&rs=-1');
  assert.deepEqual([bad.state.dora_indicators, bad.state.honba, bad.state.riichi_sticks, bad.dropped], [['3m'], 0, 0, 4]);
});

test('the saved state keeps the Riichi fields and drops what does not read', () => {
  const base = S.initialState();
  const { state, dropped } = readSavedState({
    rules: 'riichi', tiles: ['0m', '5m'], melds: [{ type: 'kong', concealed: true, tiles: ['0p', '5p', '5p', '5p'] }],
    riichi: true, dora_indicators: ['3m', '0s'], ura_dora_indicators: 'x', honba: 3, riichi_sticks: 1.5,
  }, base);
  assert.deepEqual([state.tiles, state.melds[0].tiles, state.riichi, state.dora_indicators, state.honba], [['0m', '5m'], ['0p', '5p', '5p', '5p'], true, ['3m', '0s'], 3]);
  assert.deepEqual([state.ura_dora_indicators, state.riichi_sticks, dropped], [[], 0, 2]);
});

test('switching to another rule set drops what only Riichi reads, so its keys count no indicator', () => {
  const s = S.setRules({ ...taps(riichi(), ['4m']), riichi: true, dora_indicators: ['3m', '3m', '3m', '3m'], honba: 2 }, 'mcr');
  assert.deepEqual([s.riichi, s.dora_indicators, s.honba, s.tiles], [false, [], 0, ['4m']]);
  assert.equal(S.blockedTiles(s).get('3m'), undefined);
});

test('a new hand clears the indicators, declarations and counters; the rule set and winds stay', () => {
  const s = S.newHand({ ...taps(riichi(), HAND), riichi: true, dora_indicators: ['3m'], honba: 2, prevalent_wind: 'S' });
  assert.deepEqual([s.rules, s.riichi, s.dora_indicators, s.honba, s.prevalent_wind], ['riichi', false, [], 0, 'S']);
});
