// The score sheet's words (web/sheet/i18n.js): every string in all three
// languages, Hong Kong's words for an HK game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LAUNCHER, SHEET_LANGUAGES, STRING_TABLES, sheetLanguage, sheetStrings } from '../../web/sheet/i18n.js';

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
// 点炮 and 起和, MCR's words, in Simplified Chinese.
test('an HK game in Simplified Chinese: Hong Kong\'s words in simplified characters, none of MCR\'s', () => {
  const t = sheetStrings('zh-Hans', 'hk');
  const words = [t.points, t.draw, t.false_win, t.dealt_in, t.off('阿明'), t.discard_payment, ...Object.values(t.discard_choices),
    t.min_faan, t.limit, t.errors.minimum, t.record_draw];
  for (const text of words) assert.doesNotMatch(text, /点炮|起和|和牌|荒庄|错和/, text);
  assert.equal(t.discard_payment, '出铳时');
  assert.equal(t.min_faan, '起糊番数');
});
