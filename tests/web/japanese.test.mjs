// 日本語 on the page (web/i18n/ja.js and each rule folder's ja.js): loaded
// on demand, chosen by a Japanese browser (and Riichi first where the page
// has it), every word of every table, every fan named in Japanese forms, the
// core's reasons and the options' short words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  FIRST_RULES, LANGUAGES, definitionText, fanNameIn, japaneseReason, languageLoaded, loadLanguage, loadRuleWords, normalizeLanguage, pickLanguage, pickRules,
  ruleSetName, strings, tileName,
} from '../../web/i18n.js';
import RULE_SETS from '../../web/rules/all-page.js';
import JA_RULES from '../../web/rules/all-ja.js';
import { words as JA_WORDS } from '../../web/i18n/ja.js';
import { ruleWords } from '../../web/panels/result/rules-summary.js';
import { searchFans } from '../../web/panels/fan-table/state.js';
import { labelOf } from '../../web/panels/options/labels.js';
import { reasonOf } from '../../web/panels/options/words.js';
import { LAUNCHER, SHEET_LANGUAGES, STRING_TABLES, sheetLanguage, sheetStrings } from '../../web/sheet/i18n.js';
import { SAFETY_WORDS } from '../../web/sheet/i18n-safety.js';
import { fanNames, nameIn } from '../../web/sheet/fan-names.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RULES = ['mcr', 'hk'];
const definitionsOf = async (rules) => (await import(pathToFileURL(path.join(ROOT, `web/rules/${rules}/fans.js`)).href)).default;
const labelsOf = async (rules) => (await import(pathToFileURL(path.join(ROOT, `web/rules/${rules}/options.js`)).href)).default;

// Simplified forms that Japanese never writes, each beside the form it does:
// a Japanese name with one of these is a Chinese name left unconverted.
const CHINESE_ONLY = '杠发龙门对单张风听东边连红绿节饼齐铳钓顺无关开闭间么归';
const chineseOnly = (text) => [...text].filter((c) => CHINESE_ONLY.includes(c));

const beforeLoading = { loaded: languageLoaded('ja'), title: strings('ja', 'mcr').title, fan: fanNameIn({ id: 'pure_straight', name: 'Pure Straight', zh: '清龙' }, 'ja', 'mcr') };
await loadLanguage('ja');
// Hong Kong's own words, as the page has them once Hong Kong is shown.
await loadRuleWords('hk');

test('Japanese loads on demand: English words until it is in, then Japanese', () => {
  assert.equal(beforeLoading.loaded, false, 'an English or Chinese first load carries no Japanese');
  assert.equal(beforeLoading.title, strings('en', 'mcr').title);
  assert.equal(beforeLoading.fan, '清龙', 'the Chinese name until the Japanese names are in');
  assert.ok(languageLoaded('ja'));
  assert.equal(strings('ja', 'mcr').title, '麻雀点数計算');
  assert.ok(LANGUAGES.includes('ja'));
});

test('a Japanese browser chooses 日本語; ja, ja-JP and ja-Jpan-JP all read as Japanese', () => {
  assert.equal(pickLanguage(['ja-JP', 'en-US']), 'ja');
  assert.equal(pickLanguage(['ja']), 'ja');
  assert.equal(pickLanguage(['fr-FR', 'ja-JP']), 'ja');
  assert.equal(pickLanguage(['en-US', 'ja-JP']), 'en', 'the first language the page speaks decides');
  assert.equal(normalizeLanguage('ja-Jpan-JP'), 'ja');
  assert.equal(normalizeLanguage('jam'), null, 'Jamaican Creole is not Japanese');
});

test('Riichi first for a Japanese browser where the page has it; the first rule set where it does not', () => {
  assert.equal(FIRST_RULES.ja, 'riichi');
  assert.equal(pickRules(['ja-JP'], ['mcr', 'hk', 'riichi']), 'riichi');
  assert.equal(pickRules(['ja-JP'], ['mcr', 'hk']), 'mcr', 'harmless while Riichi is not registered');
  assert.equal(pickRules(['ja-JP']), RULE_SETS.riichi ? 'riichi' : 'mcr');
  assert.equal(pickRules(['zh-HK', 'ja-JP'], ['mcr', 'hk', 'riichi']), 'hk', 'the first language decides');
  assert.equal(pickRules(['en-GB', 'ja-JP'], ['mcr', 'hk', 'riichi']), 'mcr');
});

test('every English word has a Japanese one, for every rule set, and no Japanese word is English\'s', () => {
  // The general words, and each rule set's own English words in its ja.js (the page would show them in English).
  const keys = (table) => Object.keys(table).sort();
  assert.deepEqual(keys(JA_WORDS.ja), keys(strings('en', 'mcr')), 'web/i18n/ja.js');
  for (const [key, value] of Object.entries(strings('en', 'mcr'))) {
    if (value && typeof value === 'object') assert.deepEqual(keys(JA_WORDS.ja[key]), keys(value), key);
  }
  for (const rules of RULES) {
    for (const key of Object.keys(RULE_SETS[rules].en ?? {})) assert.ok(key in (JA_RULES[rules].ja ?? {}) || key in JA_WORDS.ja, `${rules} ${key}`);
  }
  for (const rules of RULES) {
    const en = strings('en', rules);
    const ja = strings('ja', rules);
    assert.deepEqual(Object.keys(ja).sort(), Object.keys(en).sort(), rules);
    for (const [key, value] of Object.entries(en)) {
      if (value && typeof value === 'object') assert.deepEqual(Object.keys(ja[key]).sort(), Object.keys(value).sort(), `${rules} ${key}`);
      if (typeof value === 'string' && /[a-z]{3}/.test(value)) assert.notEqual(ja[key], value, `${rules} ${key} is still English`);
    }
  }
  // Hong Kong's own words: faan are 番, its minimum a 番縛り; MCR's points 点
  assert.match(strings('ja', 'hk').meets_minimum(3), /3番縛り/);
  assert.match(strings('ja', 'mcr').meets_minimum(8), /8点縛り/);
  assert.equal(strings('ja', 'mcr').self_drawn, 'ツモ');
  assert.equal(strings('ja', 'mcr').discard, 'ロン');
});

test('every fan of MCR and Hong Kong has a Japanese name, in Japanese forms (槓 not 杠, 龍 not 龙)', async () => {
  for (const rules of RULES) {
    const ids = Object.keys(await definitionsOf(rules));
    const names = JA_RULES[rules].fans;
    assert.deepEqual(Object.keys(names).sort(), ids.sort(), `${rules}: a name for each fan, and only those`);
    for (const [id, name] of Object.entries(names)) {
      assert.ok(name.length > 0, `${rules} ${id}`);
      assert.deepEqual(chineseOnly(name), [], `${rules} ${id}: ${name}`);
    }
  }
  const fan = (id, zh) => ({ id, name: id, zh });
  assert.equal(fanNameIn(fan('pure_straight', '清龙'), 'ja', 'mcr'), '清龍');
  assert.equal(fanNameIn(fan('out_with_replacement_tile', '杠上开花'), 'ja', 'mcr'), '槓上開花');
  assert.equal(fanNameIn(fan('all_types', '五门齐'), 'ja', 'mcr'), '五門斉');
  assert.equal(fanNameIn(fan('all_in_triplets', '對對糊'), 'ja', 'hk'), '対対糊');
  assert.equal(fanNameIn(fan('unknown_fan', '某番'), 'ja', 'mcr'), '某番', 'the Chinese name where Japanese has none');
  // A catalogue that names its fans in Japanese (Riichi's core) is read as it is.
  assert.equal(fanNameIn({ id: 'pinfu', name: 'Pinfu', ja: '平和' }, 'ja', 'riichi'), '平和');
});

test('every fan\'s definition reads in Japanese, in Japanese forms', async () => {
  for (const rules of RULES) {
    for (const [id, entry] of Object.entries(await definitionsOf(rules))) {
      assert.match(entry.ja ?? '', /[\u3040-\u30ff]/, `${rules} ${id}: a Japanese definition`);
      assert.deepEqual(chineseOnly(entry.ja), [], `${rules} ${id}: ${entry.ja}`);
      assert.equal(definitionText(entry, 'ja'), entry.ja.replace(/\b[a-z]+(?:_[a-z0-9]+)+\b/g, (w) => w.replace(/_/g, ' ')));
    }
  }
});

test('the fan table finds a fan by its Japanese name', () => {
  const catalog = { rules: 'mcr', fans: [{ id: 'pure_straight', name: 'Pure Straight', zh: '清龙', number: 28, points: 16 }, { id: 'all_types', name: 'All Types', zh: '五门齐', number: 51, points: 6 }] };
  assert.deepEqual(searchFans(catalog, '清龍').map((f) => f.id), ['pure_straight']);
  assert.deepEqual(searchFans(catalog, '五門斉').map((f) => f.id), ['all_types']);
});

test('no Japanese word of the page writes a Chinese-only form', () => {
  const texts = (value) => (typeof value === 'string' ? [value] : typeof value === 'function' ? [String(value(3, 8))]
    : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : []);
  for (const rules of RULES) {
    for (const text of texts(strings('ja', rules))) assert.deepEqual(chineseOnly(text), [], `${rules}: ${text}`);
  }
});

test('tiles in Japanese: 萬筒索 with kanji numbers, 東南西北, 白發中, a red five', () => {
  assert.equal(tileName('5p', 'ja', 'mcr'), '五筒');
  assert.equal(tileName('3s', 'ja', 'mcr'), '三索');
  assert.equal(tileName('1m', 'ja', 'hk'), '一萬');
  assert.equal(tileName('E', 'ja'), '東');
  assert.equal(tileName('F', 'ja'), '發');
  assert.equal(tileName('f2', 'ja'), '蘭');
  assert.equal(tileName('0m', 'ja'), '赤五萬');
  // regression: the red five's key and melds were read out as "0 of Characters" (and "万" alone in Chinese)
  assert.equal(tileName('0m', 'en', 'riichi'), 'Red 5 of Characters');
  assert.equal(tileName('0p', 'zh-Hans', 'riichi'), '赤五筒');
  assert.equal(tileName('0s', 'zh-Hant', 'riichi'), '赤五索');
});

test('each rule set names itself on the header\'s switch in Japanese', () => {
  assert.deepEqual(RULES.map((id) => ruleSetName(id, 'ja')), ['国標', '香港']);
});

test('every option has a Japanese label and help, and a name for every choice', async () => {
  for (const rules of RULES) {
    const labels = await labelsOf(rules);
    for (const [id, entry] of Object.entries(labels)) {
      assert.ok(entry.ja?.label && entry.ja?.help, `${rules} ${id}`);
      assert.deepEqual(Object.keys(entry.ja.choices ?? {}).sort(), Object.keys(entry.en.choices ?? {}).sort(), `${rules} ${id} choices`);
      const shown = labelOf({ id, en: id, zh: id }, labels, 'ja');
      assert.equal(shown.label, entry.ja.label);
    }
  }
});

test('every short word of the rules in force has a Japanese one', () => {
  for (const rules of RULES) {
    const own = RULE_SETS[rules].RULE_WORDS;
    const ja = JA_RULES[rules].rule_words;
    assert.deepEqual(Object.keys(ja).sort(), Object.keys(own).sort(), rules);
    for (const [id, words] of Object.entries(own)) {
      if (typeof words === 'function') {
        assert.equal(typeof ja[id], 'function', `${rules} ${id}`);
        assert.match(ruleWords({ id, value: 5 }, 'ja', rules), /5/);
      } else {
        for (const value of Object.keys(words)) {
          assert.ok(ja[id][value], `${rules} ${id} ${value}`);
          assert.equal(ruleWords({ id, value: value === 'true' ? true : value === 'false' ? false : value }, 'ja', rules), ja[id][value]);
        }
      }
    }
  }
});

// The catalogue, read through the built module (npm test builds the wasm first).
const mahjong = path.join(ROOT, 'build/wasm/mahjong.js');

test('every reason of the core (situations, options that cannot go together) reads in Japanese', { skip: !existsSync(mahjong) && 'the wasm module is not built' }, async () => {
  const { load } = await import(pathToFileURL(mahjong).href);
  const calculator = await load();
  for (const rules of RULES) {
    const catalog = calculator.catalog(rules);
    for (const row of catalog.situation_rules) assert.ok(japaneseReason('reasons', rules, row.reason), `${rules} ${row.reason}`);
    for (const rule of catalog.option_rules) {
      const text = reasonOf(rule, 'ja', rules);
      assert.notEqual(text, rule.en, `${rules} ${rule.option}`);
      assert.match(text, /[\u3040-\u30ff]/, `${rules} ${rule.option}: Japanese`);
    }
  }
});

test('the score sheet speaks Japanese: every word, its launcher and its safety words', () => {
  assert.ok(SHEET_LANGUAGES.includes('ja'));
  const keys = (o) => Object.keys(o).sort();
  assert.deepEqual(keys(STRING_TABLES.ja), keys(STRING_TABLES.en));
  assert.deepEqual(keys(STRING_TABLES.ja.errors), keys(STRING_TABLES.en.errors));
  assert.deepEqual(keys(LAUNCHER.ja), keys(LAUNCHER.en));
  assert.deepEqual(keys(SAFETY_WORDS.ja), keys(SAFETY_WORDS.en));
  assert.deepEqual(keys(SAFETY_WORDS.ja.errors), keys(SAFETY_WORDS.en.errors));
  assert.equal(sheetLanguage('ja', 'mcr'), 'ja');
  assert.equal(sheetStrings('ja', 'hk').points_unit, '番');
  assert.equal(sheetStrings('ja', 'mcr').points_unit, '点');
  assert.equal(sheetStrings('ja', 'mcr').rule_names.hk, '香港麻雀');
  assert.match(sheetStrings('ja', 'mcr').errors.bad_match('hands'), /16局/);
});

test('the sheet names a fan in Japanese from the page\'s words, read when shown', () => {
  let japanese = null;
  const catalog = () => ({ fans: [{ id: 'pure_straight', name: 'Pure Straight', zh: '清龙', points: 16 }] });
  const names = fanNames('test-rules', catalog, (rules, fan, lang) => (lang === 'ja' ? japanese : null));
  assert.equal(nameIn(names.pure_straight, 'ja'), '清龙', 'the Chinese name before the Japanese is in');
  japanese = '清龍';
  assert.equal(nameIn(names.pure_straight, 'ja'), '清龍');
  assert.equal(nameIn(names.pure_straight, 'en'), 'Pure Straight');
  assert.equal(nameIn(names.pure_straight, 'zh-Hans'), '清龙');
});
