// The page's words for the Hong Kong options (web/rules/hk/options.js)
// and faan (web/rules/hk/fans.js) against the core's catalogue, read from the
// native command line: every option has a label and a one-line help in each
// language and a name for every choice; every faan has its definition; no
// definition names an option by its id.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import labels from '../../web/rules/hk/options.js';
import definitions from '../../web/rules/hk/fans.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const catalog = JSON.parse(
  execFileSync(`${root}build/native/mahjong-score`, ['--catalog', 'hk'], { encoding: 'utf8' }),
);
const LANGS = ['en', 'zh-Hans', 'zh-Hant'];
const HAN = /\p{Script=Han}/u;
// Characters that exist only in one script, among the words these files use.
const SIMPLIFIED_ONLY = /[铳庄计数张杠风门对顶满这两钱级传简东闲选订码发页]/u;
const TRADITIONAL_ONLY = /[銃莊計數張槓風門對頂滿這兩錢級傳簡東閒選訂碼後幾發頁]/u;

test('every option of the catalogue has a label and a help in en, zh-Hans and zh-Hant', () => {
  assert.ok(catalog.options.length >= 20);
  for (const option of catalog.options) {
    const words = labels[option.id];
    assert.ok(words, `no words for ${option.id}`);
    for (const lang of LANGS) {
      const { label, help } = words[lang] ?? {};
      assert.ok(label && label.trim(), `${option.id}: no ${lang} label`);
      assert.ok(help && help.trim(), `${option.id}: no ${lang} help`);
      assert.ok(!/_/.test(label + help), `${option.id} (${lang}) shows an identifier: ${label} / ${help}`);
      if (lang !== 'en') assert.match(label, HAN, `${option.id}: the ${lang} label is not Chinese`);
    }
    assert.ok(!SIMPLIFIED_ONLY.test(words['zh-Hant'].label + words['zh-Hant'].help), `${option.id}: simplified characters in zh-Hant`);
    assert.ok(!TRADITIONAL_ONLY.test(words['zh-Hans'].label + words['zh-Hans'].help), `${option.id}: traditional characters in zh-Hans`);
  }
});

test('every choice of the catalogue has a name in each language, and no other choice is named', () => {
  for (const option of catalog.options.filter((o) => o.type === 'choice')) {
    for (const lang of LANGS) {
      const names = labels[option.id][lang].choices ?? {};
      assert.deepEqual(Object.keys(names).sort(), [...option.choices].sort(), `${option.id} (${lang})`);
      for (const [choice, name] of Object.entries(names)) {
        assert.ok(name.trim() && !/_/.test(name), `${option.id}.${choice} (${lang}): ${name}`);
        if (lang === 'zh-Hant') assert.ok(!SIMPLIFIED_ONLY.test(name), `${option.id}.${choice}: simplified in zh-Hant: ${name}`);
        if (lang === 'zh-Hans') assert.ok(!TRADITIONAL_ONLY.test(name), `${option.id}.${choice}: traditional in zh-Hans: ${name}`);
      }
    }
  }
  for (const option of catalog.options.filter((o) => o.type !== 'choice'))
    for (const lang of LANGS) assert.equal(labels[option.id][lang].choices, undefined, `${option.id} has no choices`);
});

test('the words name only options of the catalogue', () => {
  const ids = new Set(catalog.options.map((o) => o.id));
  for (const id of Object.keys(labels)) assert.ok(ids.has(id), `${id} is not an option of the catalogue`);
});

test('stakes and discard payments use Hong Kong names in Chinese', () => {
  assert.equal(labels.stake_preset['zh-Hant'].choices.two_five_chicken, '二五雞');
  assert.equal(labels.stake_preset['zh-Hans'].choices.two_five_chicken, '二五鸡');
  assert.match(labels.discard_payment['zh-Hant'].choices.half, /^半銃/);
  assert.match(labels.discard_payment['zh-Hant'].choices.all, /^全銃/);
  assert.match(labels.min_faan['zh-Hant'].label, /起糊/);
});

test('every faan of the catalogue has a definition in English and Chinese', () => {
  for (const faan of catalog.fans) {
    const d = definitions[faan.id];
    assert.ok(d, `no definition for ${faan.id}`);
    assert.ok(d.en?.trim() && d.zh?.trim(), faan.id);
    assert.ok(!SIMPLIFIED_ONLY.test(d.zh), `${faan.id}: simplified characters in the Chinese definition`);
  }
  for (const id of Object.keys(definitions)) assert.ok(catalog.fans.some((f) => f.id === id), `${id} is not a faan`);
});

test('no faan definition names an option or a choice by its id', () => {
  // Ids that are plain words ("limit", "stake") are English too; the
  // snake_case ones never are.
  const ids = catalog.options.flatMap((o) => [o.id, ...(o.choices ?? [])]).filter((id) => id.includes('_'));
  assert.ok(ids.length > 20);
  for (const [faan, d] of Object.entries(definitions))
    for (const text of [d.en, d.zh]) {
      for (const id of ids) assert.ok(!text.includes(id), `${faan} names ${id}: ${text}`);
      assert.ok(!/[a-z]+_[a-z]+/.test(text), `${faan} shows an identifier: ${text}`);
    }
});
