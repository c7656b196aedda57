// The analysis panel's state (web/panels/analysis/state.js), with the real
// module, and its words (strings.js) in every language and rule set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as S from '../../web/state.js';
import { analysisHand, analysisKind } from '../../web/panels/analysis/kind.js';
import { analyse, letGo, usefulCount, winOn } from '../../web/panels/analysis/state.js';
import { TABLES, analysisStrings } from '../../web/panels/analysis/strings.js';
import { loadLanguage } from '../../web/i18n.js';

await loadLanguage('zh-Hant'); // the Chinese words and script map load on demand

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { load } = await import(pathToFileURL(path.join(root, 'build/wasm/mahjong.js')).href);
const calculator = await load('analysis');

const hand = (text, base = S.initialState()) => [...text.matchAll(/([1-9]+)([mps])|([ESWNCFP])/g)]
  .flatMap(([, digits, suit, honor]) => (honor ? [honor] : [...digits].map((d) => d + suit)))
  .reduce((s, t) => S.tap(s, t), base);
const scored = (state) => calculator.score(S.toHand(state));
const analysed = (state) => analyse(calculator, state, analysisKind(state, scored(state)), analysisHand(S.toHand(state)));

test('which analysis: waits at 13 tiles, discards at 14 that do not win, none otherwise', () => {
  assert.equal(analysisKind(hand('1112345678999m'), null), 'waits');
  const fourteen = hand('1112345678999m5p');
  assert.equal(analysisKind(fourteen, scored(fourteen)), 'discards');
  const won = hand('1112345678999m5m');
  assert.equal(analysisKind(won, scored(won)), null);
  assert.equal(analysisKind(hand('123m'), null), null);
  assert.equal(analysed(won), null);
});

test('a wait tapped wins the hand on it; a discard tapped lets that tile go', () => {
  const nine = hand('1112345678999m');
  const won = winOn(nine, '5m');
  assert.equal(scored(won).ok, true);
  assert.equal(S.toHand(won).win_tile, '5m');
  const fourteen = hand('1112345678999m5p');
  const back = letGo(fourteen, '5p');
  assert.deepEqual(back.tiles, nine.tiles);
  // The drawn tile goes when it is the one let go; else the last copy.
  const drawnOne = letGo(hand('1112345678999m1m'), '1m');
  assert.deepEqual(drawnOne.tiles, nine.tiles);
  assert.equal(letGo(nine, 'E'), nine);
});

test('the analysis for the panel: the waits, and Hong Kong\'s winnings read from scoring each win', () => {
  const mcr = analysed(hand('1112345678999m'));
  assert.equal(mcr.kind, 'waits');
  assert.equal(mcr.result.waits.length, 9);
  assert.equal(mcr.pays, null);
  const hk = analysed(hand('234m567p345s99p67s', { ...S.initialState(), rules: 'hk', seat_wind: 'S' }));
  assert.deepEqual(Object.keys(hk.pays), ['2s', '5s', '8s']);
  // Self-drawn, every other seat pays: more than one discarder alone.
  for (const tile of ['2s', '5s', '8s']) assert.ok(hk.pays[tile].self_drawn > hk.pays[tile].discard && hk.pays[tile].discard > 0, tile);
});

test('Riichi: a closed hand not in riichi, what each wait collects dama and with riichi declared', async () => {
  const riichi = await load('riichi');
  const reading = riichi.catalog('riichi').analysis_reading;
  const state = { ...hand('123m456p789s22s5s5s', S.setRules(S.initialState(), 'riichi')), seat_wind: 'S' };
  // The hand as S.toHand gives it, the dora indicator 9m set (dora 1m).
  const full = { rules: 'riichi', concealed: ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', '2s', '2s', '5s'], win_tile: '5s',
    melds: [], prevalent_wind: 'E', seat_wind: 'S', flowers: 0, options: {}, dora_indicators: ['9m'] };
  const a = analyse(riichi, state, analysisKind(state, riichi.score(full)), analysisHand(full), reading);
  assert.deepEqual(Object.keys(a.pays), ['2s', '5s']);
  const won = { ...full, concealed: [...full.concealed, '5s'], win_tile: '2s' };
  const gain = (extra) => riichi.score({ ...won, ...extra }).payments?.S ?? null;
  // Dama on a discard: the dora but no yaku, so nothing; with riichi 2 han 40 fu from the seat before (East).
  assert.deepEqual(a.pays['2s'], {
    discard: null, self_drawn: gain({ self_drawn: true }),
    declared: { discard: gain({ riichi: true, discarder: 'E' }), self_drawn: gain({ riichi: true, self_drawn: true }) },
  });
  assert.equal(a.pays['2s'].declared.discard, 2600);
  // Riichi set: one reading, the flags'.
  const one = analyse(riichi, { ...state, riichi: true }, 'waits', analysisHand({ ...full, riichi: true }), reading);
  assert.equal(one.pays['2s'].declared, undefined);
  assert.equal(one.pays['2s'].discard, 2600);
});

test('useful count: copies not in the hand, a kong counting four', () => {
  const state = hand('123m456p789sEEFP');
  assert.equal(usefulCount(state, ['E', 'F', 'P']), 2 + 3 + 3);
});

test('every word in every language and rule set', () => {
  for (const key of Object.keys(TABLES.EN)) assert.ok(key in TABLES.HANS, `${key}: Chinese`);
  for (const key of Object.keys(TABLES.HANS)) assert.ok(key in TABLES.EN, `${key}: English`);
  assert.deepEqual(Object.keys(TABLES.JA).sort(), Object.keys(TABLES.EN).sort(), 'Japanese: every word, no other');
  for (const [id, own] of Object.entries(TABLES.own)) {
    for (const key of Object.keys(own.en ?? {})) assert.ok(key in (own.hans ?? {}) || key in TABLES.HANS, `${id} ${key}: Chinese`);
    for (const key of Object.keys(own.en ?? {})) assert.ok(key in (own.ja ?? {}) || key in TABLES.JA, `${id} ${key}: Japanese`);
    for (const key of Object.keys(own.hans ?? {})) assert.ok(key in (own.en ?? {}) || key in TABLES.EN, `${id} ${key}: English`);
  }
  for (const lang of ['en', 'zh-Hans', 'zh-Hant', 'ja']) {
    for (const rules of ['mcr', 'hk']) {
      const t = analysisStrings(lang, rules);
      for (const [key, value] of Object.entries(t)) {
        const text = typeof value === 'function' ? value(2, 3, 1, 4) : value;
        assert.ok(typeof text === 'string' && text.length > 0, `${lang} ${rules} ${key}`);
      }
    }
  }
  // Traditional: no character of the Simplified texts that has another form is left.
  for (const rules of ['mcr', 'hk']) {
    const t = analysisStrings('zh-Hant', rules);
    const text = Object.values(t).map((v) => (typeof v === 'function' ? v(2, 3, 1, 4) : v)).join('');
    assert.doesNotMatch(text, /[余进几钱错听张这点选对试显里铳么数后结]/, rules);
  }
  assert.match(analysisStrings('zh-Hant', 'hk').by_discard, /食出銃/);
  assert.match(analysisStrings('zh-Hant', 'mcr').waits_title(3), /聽牌/);
  assert.match(analysisStrings('en', 'hk').unit, /faan/);
  // Riichi's dama/riichi words: 立直 and ダマ (黙聴) in Japanese, 默听/默聽 in Chinese.
  assert.deepEqual(['en', 'zh-Hans', 'zh-Hant', 'ja'].map((lang) => analysisStrings(lang, 'riichi').declared), ['Riichi', '立直', '立直', '立直']);
  assert.deepEqual(['en', 'zh-Hans', 'zh-Hant', 'ja'].map((lang) => analysisStrings(lang, 'riichi').declared_note),
    ['Dama above, with riichi below.', '上为默听，下为立直。', '上為默聽，下為立直。', '上段ダマ、下段立直。']);
});
