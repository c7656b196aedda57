// The page's words (web/i18n.js): four languages, each in one script and
// with the vocabulary of the rule set on screen; the option labels
// (web/rules/*/options.js); the script conversion's coverage.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_SHORT, inScript, languageLoaded, loadLanguage, loadRuleWords, pickLanguage, ruleSetName, strings, tileName } from '../../web/i18n.js';
import { overlay } from '../../web/i18n/overlay.js';
import { LABELLED, labelOf, loadLabels } from '../../web/panels/options/labels.js';
import { S2T, SAME_S, SAME_T, T2S } from '../../web/i18n/script-map.js';
import { toHant } from '../../web/i18n/script.js';
import { chineseCharacters, chineseSources } from '../../scripts/chinese-sources.mjs';
import { RULE_SET_IDS } from '../../web/rules/all-page.js';

// English is always at hand; Chinese loads on demand (web/i18n/zh.js).
// (Read before this file loads Chinese for the tests below.)
const beforeLoading = {
  en: languageLoaded('en'), zh: languageLoaded('zh-Hant'), title: strings('zh-Hant', 'hk').title, script: inScript('杠上开花', 'zh-Hant'),
};
await loadLanguage('zh-Hans');
// Japanese too, so that every test below that walks LANGUAGES reads its words.
await loadLanguage('ja');
// Hong Kong's own words (its badges' and minimum's), as the page has them once Hong Kong is shown.
await loadRuleWords('hk');

test('English needs nothing loaded; Chinese words come with loadLanguage, English until then', () => {
  assert.ok(beforeLoading.en);
  assert.equal(beforeLoading.zh, false);
  assert.equal(beforeLoading.title, strings('en', 'hk').title, 'English while Chinese is not loaded');
  assert.equal(beforeLoading.script, '杠上开花', 'text as it is while the script map is not loaded');
  assert.ok(languageLoaded('zh-Hans') && languageLoaded('zh-Hant'));
  assert.equal(strings('zh-Hant', 'hk').title, '麻雀計番器', 'an English fallback is not kept once Chinese is loaded');
});

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Every text of a table, its functions called with sample arguments.
function texts(table, out = []) {
  for (const value of Object.values(table)) {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'function') out.push(value(3, 13));
    else if (value && typeof value === 'object') texts(value, out);
  }
  return out;
}

test('first visit: Hong Kong, Taiwan and Macau read Traditional; other Chinese Simplified; else English', () => {
  assert.equal(pickLanguage(['zh-HK', 'en']), 'zh-Hant');
  assert.equal(pickLanguage(['zh-TW']), 'zh-Hant');
  assert.equal(pickLanguage(['zh-MO']), 'zh-Hant');
  assert.equal(pickLanguage(['zh-Hant-HK']), 'zh-Hant');
  assert.equal(pickLanguage(['zh-CN']), 'zh-Hans');
  assert.equal(pickLanguage(['zh']), 'zh-Hans');
  assert.equal(pickLanguage(['fr-FR', 'en-GB']), 'en');
  assert.equal(pickLanguage(['fr-FR']), 'en');
  assert.equal(pickLanguage([]), 'en');
});

test('every language has every word, for both rule sets, with no id, "null", "undefined" or "NaN" in it', () => {
  const keys = (t) => JSON.stringify(Object.keys(t).sort());
  const common = Object.keys(strings('en', 'mcr'));
  for (const rules of ['mcr', 'hk']) {
    for (const lang of LANGUAGES) {
      const t = strings(lang, rules);
      // a rule set's words in every language; its own (HK's badges) beside every common one
      assert.equal(keys(t), keys(strings('en', rules)), `${lang} ${rules}`);
      for (const key of common) assert.ok(key in t, `${lang} ${rules}: ${key}`);
      for (const text of texts(t)) {
        assert.doesNotMatch(text, /\bnull\b|\bundefined\b|\bNaN\b|[a-z]+_[a-z]+/, `${lang} ${rules}: ${text}`);
      }
    }
  }
});

test('each Chinese screen is in one script: no Simplified character in Traditional, and the reverse', () => {
  const simplifiedOnly = new Set([...S2T[0]]);
  const traditionalOnly = new Set([...S2T[1]].filter((c) => !SAME_S.includes(c)));
  for (const rules of ['mcr', 'hk']) {
    for (const text of texts(strings('zh-Hant', rules))) {
      // A character the conversion keeps (只, 台, 么, 吃) is Traditional too.
      for (const c of text) assert.ok(!simplifiedOnly.has(c) || toHant(c) === c, `zh-Hant ${rules}: ${c} in ${text}`);
    }
    for (const text of texts(strings('zh-Hans', rules))) {
      for (const c of text) assert.ok(!traditionalOnly.has(c), `zh-Hans ${rules}: ${c} in ${text}`);
    }
  }
});

test('Hong Kong words in Hong Kong rules, MCR words in MCR', () => {
  const hk = strings('zh-Hant', 'hk');
  const mcr = strings('zh-Hans', 'mcr');
  assert.equal(hk.discard, '出銃');
  assert.equal(hk.self_drawn, '自摸');
  assert.match(hk.meets_minimum(3), /起糊/);
  assert.match(hk.below_minimum(3), /起糊/);
  assert.deepEqual([hk.suit_tabs.m, hk.suit_tabs.p, hk.suit_tabs.s], ['萬', '筒', '索']);
  assert.equal(mcr.discard, '点和');
  assert.match(mcr.meets_minimum(8), /起和/);
  assert.deepEqual([mcr.suit_tabs.m, mcr.suit_tabs.p, mcr.suit_tabs.s], ['万', '饼', '条']);
  assert.equal(strings('zh-Hant', 'mcr').suit_tabs.p, '餅');
  assert.equal(tileName('5p', 'zh-Hant', 'hk'), '五筒');
  assert.equal(tileName('5p', 'zh-Hans', 'mcr'), '五饼');
  assert.equal(tileName('F', 'zh-Hant'), '發財');
  assert.equal(inScript('杠上开花', 'zh-Hant'), '槓上開花');
  assert.equal(inScript('槓上開花', 'zh-Hans'), '杠上开花');
  assert.equal(strings('zh', 'mcr'), strings('zh-Hans', 'mcr'), 'the old "zh" is Simplified');
});

// Every text the page may show through its character table, as the
// generator reads them (scripts/chinese-sources.mjs): the page's words and
// every rule folder's, each in the script it is written in.
test('the script tables cover every Chinese character the page shows (regenerate with scripts/make-script-map.mjs)', async () => {
  const sources = await chineseSources(ROOT);
  const known = { simplified: new Set([...S2T[0], ...SAME_S]), traditional: new Set([...T2S[0], ...SAME_T]) };
  for (const script of ['simplified', 'traditional']) {
    for (const { file, text } of sources[script]) {
      assert.deepEqual(chineseCharacters(text).filter((c) => !known[script].has(c)), [], `${file} (${script})`);
    }
  }
  // every rule folder is read, and Hong Kong's definitions as written in Traditional
  assert.deepEqual(Object.keys(sources.scripts).sort(), [...RULE_SET_IDS].sort());
  assert.ok(sources.traditional.some((s) => s.file === 'web/rules/hk/fans.js'));
  // regression: Riichi's definitions are written in Simplified and were shown
  // half converted in Traditional (鸣, 场, 头 left as they were)
  assert.equal(inScript('鸣牌、场风、雀头', 'zh-Hant'), '鳴牌、場風、雀頭');
});

test('the page loads the label file of every rule set that has one: Hong Kong options show their labels', async () => {
  for (const rules of ['mcr', 'hk']) {
    assert.ok(existsSync(path.join(ROOT, `web/rules/${rules}/options.js`)), rules);
    assert.ok(LABELLED.includes(rules), `${rules} is in LABELLED`);
  }
  const hk = await loadLabels('hk');
  assert.equal(hk.min_faan['zh-Hant'].label, '起糊番數');
  const shown = labelOf({ id: 'discard_payment', en: 'discard_payment', zh: '', type: 'choice', choices: ['half', 'all'] }, hk, 'zh-Hant');
  assert.match(shown.choice('half'), /^半銃/);
  assert.doesNotMatch(shown.label, /_/);
});

// The catalogue, read through the built module (npm test builds the wasm first).
const mahjong = path.join(ROOT, 'build/wasm/mahjong.js');

test('every catalogue option has a label and a one-line help in every language, and a name for every choice', { skip: !existsSync(mahjong) && 'the wasm module is not built' }, async () => {
  const { load } = await import(pathToFileURL(mahjong).href);
  const calculator = await load();
  for (const rules of ['mcr', 'hk']) {
    const file = path.join(ROOT, `web/rules/${rules}/options.js`);
    const labels = existsSync(file) ? (await import(pathToFileURL(file).href)).default : null;
    for (const option of calculator.catalog(rules).options) {
      for (const lang of LANGUAGES) {
        const shown = labelOf(option, labels, lang);
        const words = [shown.label, shown.help, ...(option.choices ?? []).map(shown.choice)];
        for (const text of words) assert.doesNotMatch(text, /[a-z0-9]+_[a-z0-9]+|\bnull\b|\bundefined\b/, `${rules} ${option.id} ${lang}: ${text}`);
        assert.ok(shown.label, `${rules} ${option.id} ${lang}: a label`);
        if (labels) {
          const entry = labels[option.id]?.[lang];
          assert.ok(entry?.label && entry?.help, `${rules}-options.js: ${option.id} ${lang} has a label and help`);
          for (const choice of option.choices ?? []) assert.ok(entry.choices?.[choice], `${option.id} ${lang}: a name for ${choice}`);
        }
      }
    }
  }
});

test('F12: Traditional Chinese quotes with 「」, never the mainland “”', () => {
  const texts = (value) => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : []);
  for (const rules of ['mcr', 'hk']) {
    const all = texts(strings('zh-Hant', rules));
    assert.ok(all.length > 100);
    for (const text of all) assert.doesNotMatch(text, /[“”]/, `${rules}: ${text}`);
    assert.match(strings('zh-Hant', rules).flowers_hint, /「花」/);
  }
});

test('a rule set\'s own words lie over the general ones one level deep: a table of words adds to the general table', () => {
  assert.deepEqual(overlay({ a: 1, t: { x: 1, y: 2 }, f: [1] }, { a: 2, t: { y: 3 }, f: [2] }), { a: 2, t: { x: 1, y: 3 }, f: [2] });
  assert.equal(overlay({ a: 1 }, undefined).a, 1);
  // HK's chow hint replaces MCR's; the other hints stay the general ones
  const hk = strings('zh-Hans', 'hk');
  const mcr = strings('zh-Hans', 'mcr');
  assert.notEqual(hk.mode_hint.chow, mcr.mode_hint.chow);
  for (const key of Object.keys(mcr.mode_hint).filter((k) => k !== 'chow')) assert.equal(hk.mode_hint[key], mcr.mode_hint[key], key);
  assert.deepEqual(Object.keys(hk.errors).sort(), Object.keys(mcr.errors).sort());
  assert.match(hk.errors.not_winning, /食糊/);
});

test('each rule set names itself on the header\'s switch, in each language (its folder\'s page.js and zh.js)', async () => {
  await loadLanguage('zh-Hant');
  const names = (lang) => ['mcr', 'hk'].map((id) => ruleSetName(id, lang));
  assert.deepEqual(names('en'), ['MCR', 'HK']);
  assert.deepEqual(names('zh-Hans'), ['国标', '港式']);
  assert.deepEqual(names('zh-Hant'), ['國標', '港式']);
});
