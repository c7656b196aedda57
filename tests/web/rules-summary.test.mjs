// The rules-in-force line (web/panels/result/rules-summary.js) against the
// core's catalogues: every option of both rule sets has short words for each
// value that is not its default, in the three languages, and the line lists
// exactly the options that differ, in the catalogue's order. The discarder
// labels come from one function (web/panels/result/seat-labels.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadLanguage, loadRuleWords } from '../../web/i18n.js';
import { ruleWords, rulesInForce, rulesLine, worded } from '../../web/panels/result/rules-summary.js';
import { discarderLabel } from '../../web/panels/result/seat-labels.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { load } = await import(pathToFileURL(path.join(root, 'build/wasm/mahjong.js')).href);
const calculator = await load();
await loadLanguage('zh-Hans');
// Hong Kong's short words come with its page words, as on the page once it is shown.
await loadRuleWords('hk');
const catalogs = { mcr: calculator.catalog('mcr'), hk: calculator.catalog('hk') };

// A value other than the default: the other boolean, each other choice, a number.
const othersOf = (o) => (o.type === 'boolean' ? [!o.default] : o.type === 'choice' ? o.choices.filter((c) => c !== o.default) : [o.id === 'stake' ? 0.25 : 8]);

test('every option of both rule sets has short words for its other values, in each language', () => {
  for (const [rules, catalog] of Object.entries(catalogs)) {
    assert.ok(catalog.options.length > 0, rules);
    for (const o of catalog.options) {
      assert.ok(worded(rules).includes(o.id), `${rules}: ${o.id} has no short words`);
      for (const value of othersOf(o)) {
        for (const lang of ['en', 'zh-Hans', 'zh-Hant']) {
          const words = ruleWords({ id: o.id, value }, lang, rules);
          // Not the fallback ("<id spelt out>: <value>"), which a player should never meet.
          assert.ok(words && !words.includes('_') && !words.startsWith(`${o.id.replace(/_/g, ' ')}:`), `${rules} ${o.id}=${value} ${lang}: "${words}"`);
        }
      }
    }
  }
});

test('the line lists the options that differ, in the catalogue\'s order, and nothing at the defaults', () => {
  const hk = (options) => ({ rules: 'hk', options });
  assert.equal(rulesLine(hk({}), catalogs.hk, 'en'), '');
  assert.equal(rulesLine(hk({ limit: 13 }), catalogs.hk, 'en'), '', 'a default written out is no house rule');
  const house = hk({ stake_preset: 'two_five_chicken', discard_payment: 'all', payment_table: 'half_spicy', limit: 8 });
  assert.equal(rulesLine(house, catalogs.hk, 'zh-Hant'), '8番爆棚 · 半辣上 · 全銃 · 二五雞');
  assert.equal(rulesLine(house, catalogs.hk, 'zh-Hans'), '8番爆棚 · 半辣上 · 全铳 · 二五鸡');
  assert.equal(rulesLine(house, catalogs.hk, 'en'), '8-faan limit · Half-spicy · Full shot · 2/5 chicken');
  assert.deepEqual(rulesInForce(hk({ unknown: 1 }), catalogs.hk), [], 'an option the catalogue lacks is not shown');
  assert.equal(rulesLine(hk({ limit: 8 }), undefined, 'en'), '', 'nothing before the catalogue is in');
});

// MCR's Chinese short words come with the page's Chinese (web/rules/mcr/zh.js),
// not in an English page's first load; each script its own.
test('MCR\'s rules line in Chinese, each script\'s words, and in English', () => {
  const mcr = (options) => ({ rules: 'mcr', options });
  const house = mcr({ all_terminals_without_triple_pung: true, concealed_and_melded_kong_fan: false });
  assert.equal(rulesLine(house, catalogs.mcr, 'zh-Hans'), '明暗杠分计 · 清幺九不计三同刻');
  assert.equal(rulesLine(house, catalogs.mcr, 'zh-Hant'), '明暗槓分計 · 清么九不計三同刻');
  assert.equal(rulesLine(house, catalogs.mcr, 'en'), 'Kongs scored apart · All Terminals, no Triple Pung');
});

test('the discarder buttons say whose discard it was, or the player\'s name when given', () => {
  assert.equal(discarderLabel('en', 'mcr', 'S'), 'from South');
  assert.equal(discarderLabel('zh-Hans', 'mcr', 'S'), '南家点炮');
  assert.equal(discarderLabel('zh-Hans', 'hk', 'W'), '西家出铳');
  assert.equal(discarderLabel('zh-Hant', 'hk', 'N'), '北家出銃');
  assert.equal(discarderLabel('en', 'hk', 'E', 'Ann'), 'from Ann');
  assert.equal(discarderLabel('zh-Hant', 'hk', 'E', '阿明'), '阿明出銃');
});
