// The fan definitions (web/rules/<id>/fans.js) against the catalogue:
// what a fan does not count again is written once, in the line the page
// builds from the catalogue's `implies`; a definition never repeats it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, definitionText, inScript, isChinese, loadLanguage } from '../../web/i18n.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mahjong = path.join(ROOT, 'build/wasm/mahjong.js');
await loadLanguage('zh-Hans');

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('F9: no definition text repeats the fans its implies line lists, in any rule set or language', { skip: !existsSync(mahjong) && 'the wasm module is not built' }, async () => {
  const { load } = await import(pathToFileURL(mahjong).href);
  const calculator = await load();
  let checked = 0;
  for (const rules of ['mcr', 'hk']) {
    const definitions = (await import(pathToFileURL(path.join(ROOT, `web/rules/${rules}/fans.js`)).href)).default;
    const fans = calculator.catalog(rules).fans;
    const byId = Object.fromEntries(fans.map((f) => [f.id, f]));
    for (const fan of fans) {
      const definition = definitions[fan.id];
      if (!definition || !fan.implies.length) continue;
      for (const lang of LANGUAGES) {
        const text = definitionText(definition, lang);
        for (const id of fan.implies) {
          const name = isChinese(lang) ? inScript(byId[id].zh, lang) : byId[id].name;
          const repeat = isChinese(lang) ? new RegExp(`不[计計][^。；（]*${escape(name)}`) : new RegExp(`Not counted[^.;]*\\b${escape(name)}\\b`);
          assert.doesNotMatch(text, repeat, `${rules} ${fan.id} ${lang} repeats "${name}": ${text}`);
          checked++;
        }
      }
    }
  }
  assert.ok(checked > 300, `checked ${checked} exclusions`);
});
