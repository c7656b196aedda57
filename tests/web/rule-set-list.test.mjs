// The page's lists of rule sets (scripts/rule-set-list.mjs): one per part of
// a folder web/rules/<id>/, in the core's registry order. The lists kept in
// git are what the build writes; a folder is a rule set the page knows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PARTS, handFieldsOf, ruleSetLists } from '../../scripts/rule-set-list.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mahjong = path.join(ROOT, 'build/wasm/mahjong.js');

test('the lists kept in web/rules/ are the folders\' in the core\'s order', { skip: !existsSync(mahjong) && 'the wasm module is not built' }, async () => {
  const module = await import(pathToFileURL(mahjong).href);
  const { ruleSets } = module;
  const lists = ruleSetLists(path.join(ROOT, 'web/rules'), await ruleSets(), await handFieldsOf(module));
  assert.deepEqual(Object.keys(lists).sort(), Object.keys(PARTS).map((p) => `all-${p}.js`).sort());
  for (const [file, text] of Object.entries(lists)) {
    assert.equal(readFileSync(path.join(ROOT, 'web/rules', file), 'utf8'), text, `${file} is stale: run scripts/build`);
  }
  const { RULE_SET_IDS } = await import(pathToFileURL(path.join(ROOT, 'web/rules/all-page.js')).href);
  assert.deepEqual(RULE_SET_IDS, (await ruleSets()).filter((id) => existsSync(path.join(ROOT, 'web/rules', id))));
});

test('a new folder is listed in the core\'s order, in the lists of the parts it has only', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-'));
  try {
    for (const [id, parts] of [['mcr', ['page', 'sheet', 'fans']], ['third', ['page', 'options']]]) {
      mkdirSync(path.join(dir, id));
      for (const part of parts) writeFileSync(path.join(dir, id, `${part}.js`), 'export default {};\n');
    }
    const lists = ruleSetLists(dir, ['mcr', 'hk', 'third']);
    assert.match(lists['all-page.js'], /import r0 from '\.\/mcr\/page\.js';\nimport r1 from '\.\/third\/page\.js';/);
    assert.match(lists['all-page.js'], /RULE_SET_IDS = \["mcr","third"\]/);
    assert.match(lists['all-page.js'], /SHIPPED = \{"fans":\["mcr"\],"options":\["third"\]\}/);
    assert.match(lists['all-page.js'], /HAND_FIELDS = \{"mcr":\[\],"third":\[\]\}/, 'a rule set without fields given has none');
    const own = [{ id: 'counter', type: 'count', min: 0, max: 9 }];
    assert.match(ruleSetLists(dir, ['mcr', 'third'], { third: own })['all-page.js'],
      /HAND_FIELDS = \{"mcr":\[\],"third":\[\{"id":"counter","type":"count","min":0,"max":9\}\]\}/);
    assert.match(lists['all-sheet.js'], /import \* as r0 from '\.\/mcr\/sheet\.js';\n\nexport default \{ "mcr": r0 \};/);
    assert.match(lists['all-zh.js'], /export default \{  \};/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a folder the core does not register is refused by name', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-'));
  try {
    mkdirSync(path.join(dir, 'mcr'));
    mkdirSync(path.join(dir, 'typo'));
    assert.throws(() => ruleSetLists(dir, ['mcr', 'hk']), /does not register: typo/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// A page.js that says how its hands carry flowers (for the keys' first
// draw, before the rule set's module is in) says what its catalogue says.
test('a rule folder\'s FLOWERS, where given, is its catalogue\'s flowers', { skip: !existsSync(mahjong) && 'the wasm module is not built' }, async () => {
  const { load } = await import(pathToFileURL(mahjong).href);
  const calculator = await load(...(await (await import(pathToFileURL(mahjong).href)).ruleSets()));
  const { default: PAGES } = await import(pathToFileURL(path.join(ROOT, 'web/rules/all-page.js')).href);
  let given = 0;
  for (const [id, page] of Object.entries(PAGES)) {
    const catalog = calculator.catalog(id);
    assert.ok(['count', 'list', 'none'].includes(catalog.flowers), id);
    if (page.FLOWERS === undefined) continue;
    given += 1;
    assert.equal(page.FLOWERS, catalog.flowers, id);
  }
  assert.ok(given > 0, 'Riichi\'s says none');
});
