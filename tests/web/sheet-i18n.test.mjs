// The score sheet's words (web/sheet/i18n.js): every string in all three
// languages, Hong Kong's words for an HK game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LAUNCHER, SHEET_LANGUAGES, STRING_TABLES, sheetLanguage, sheetStrings } from '../../web/sheet/i18n.js';
import { loadOptionWords, optionLabel, valueWords } from '../../web/sheet/option-words.js';
import { FORM_OPTIONS as HK_FORM_OPTIONS } from '../../web/rules/hk/sheet.js';

test('every string of the sheet is in English, Simplified and Traditional Chinese', () => {
  const keys = (o) => Object.keys(o).sort();
  for (const lang of SHEET_LANGUAGES) {
    assert.deepEqual(keys(STRING_TABLES[lang]), keys(STRING_TABLES.en), lang);
    assert.deepEqual(keys(STRING_TABLES[lang].errors), keys(STRING_TABLES.en.errors), `${lang} errors`);
    assert.deepEqual(keys(LAUNCHER[lang]), keys(LAUNCHER.en), `${lang} launcher`);
    for (const [key, value] of Object.entries(STRING_TABLES[lang])) {
      if (typeof value === 'function') assert.equal(typeof value('X', 'Y', 1), 'string', `${lang}.${key}`);
    }
  }
});

test('the page\'s Chinese is Simplified for MCR and Traditional for HK', () => {
  assert.equal(sheetLanguage('zh', 'mcr'), 'zh-Hans');
  assert.equal(sheetLanguage('zh', 'hk'), 'zh-Hant');
  assert.equal(sheetLanguage('en', 'hk'), 'en');
});

test('an HK game speaks Hong Kong\'s words: 流局, 詐糊, 出銃, faan', () => {
  assert.equal(sheetStrings('zh-Hant', 'hk').draw, '流局');
  assert.equal(sheetStrings('zh-Hant', 'hk').false_win, '詐糊');
  assert.equal(sheetStrings('zh-Hant', 'hk').off('阿明'), '阿明出銃');
  assert.equal(sheetStrings('en', 'hk').points, 'Faan');
  assert.equal(sheetStrings('zh-Hans', 'mcr').draw, '荒庄');
  assert.equal(sheetStrings('zh-Hans', 'mcr').false_win, '错和');
});

// Regression: the game form's settlement fields (Hong Kong's alone) said
// 点炮 and 起和, MCR's words, in Simplified Chinese. They are now the options
// panel's own words (web/rules/hk/options.js, read by option-words.js).
test('an HK game in Simplified Chinese: Hong Kong\'s words in simplified characters, none of MCR\'s', async () => {
  await loadOptionWords('hk');
  const t = sheetStrings('zh-Hans', 'hk');
  const form = HK_FORM_OPTIONS.flatMap((id) => [optionLabel('hk', id, 'zh-Hans'),
    ...['half', 'all'].map((c) => (id === 'discard_payment' ? valueWords('hk', id, c, 'zh-Hans', t) : ''))]);
  const words = [t.points, t.draw, t.false_win, t.dealt_in, t.off('阿明'), t.keeps_on_draw, t.errors.minimum, t.record_draw, ...form];
  for (const text of words) assert.doesNotMatch(text, /点炮|起和|和牌|荒庄|错和/, text);
  assert.equal(optionLabel('hk', 'discard_payment', 'zh-Hans'), '出铳计法');
  assert.equal(optionLabel('hk', 'min_faan', 'zh-Hans'), '起糊番数');
  assert.equal(optionLabel('hk', 'limit', 'zh-Hans'), '爆棚番数');
  assert.match(valueWords('hk', 'discard_payment', 'half', 'zh-Hans', t), /^半铳：出铳者/);
});

test('the sheet keeps no copy of the options\' words: none of its strings is an option\'s label or choice name', async () => {
  const labels = (await import('../../web/rules/hk/options.js')).default;
  const theirs = new Set(Object.values(labels).flatMap((byLang) => Object.values(byLang)
    .flatMap((w) => [w.label, ...Object.values(w.choices ?? {})])));
  const ours = (o) => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? ours(v) : []));
  for (const lang of SHEET_LANGUAGES) {
    for (const text of ours(STRING_TABLES[lang])) assert.ok(!theirs.has(text), `${lang}: "${text}" is an option's word`);
  }
});

test('each rule set names itself in the sheet and in the new match\'s choice, in each language (its sheet module)', () => {
  assert.deepEqual(sheetStrings('en', 'hk').rule_names, { mcr: 'Chinese Official (MCR)', hk: 'Hong Kong', riichi: 'Riichi' });
  assert.equal(sheetStrings('zh-Hant').rule_choices.hk, '香港麻雀，不限局數');
  for (const lang of SHEET_LANGUAGES) {
    for (const rules of ['mcr', 'hk', 'riichi']) {
      const t = sheetStrings(lang, rules);
      assert.deepEqual(Object.keys(t.rule_names), ['mcr', 'hk', 'riichi'], lang);
      for (const id of ['mcr', 'hk', 'riichi']) assert.ok(t.rule_names[id] && t.rule_choices[id], `${lang} ${rules}: ${id}`);
    }
  }
});

// Regression: "Next: hand 4, East round of 16" read as a round of sixteen hands (東風圈／16).
test('the next hand says its place among the match\'s hands beside the number, not after the round', () => {
  const next = (lang, rules, of) => sheetStrings(lang, rules).next_hand(4, sheetStrings(lang, rules).winds.E, of);
  assert.equal(next('en', 'mcr', 16), 'Next: hand 4 of 16, East round');
  assert.equal(next('zh-Hans', 'mcr', 16), '下一局：第4局（共16局），东风圈');
  assert.equal(next('zh-Hant', 'mcr', 16), '下一局：第4局（共16局），東風圈');
  assert.equal(next('ja', 'mcr', 16), '次：第4局（全16局）、東場');
  // a game of no set length (Hong Kong's) says no count
  assert.equal(next('en', 'hk'), 'Next: hand 4, East round');
  assert.equal(next('zh-Hant', 'hk'), '下一局：第4局，東風圈');
});
