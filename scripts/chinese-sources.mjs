// The Chinese the page may show through its character table (web/i18n.js
// inScript: a text written in one script, shown in the other): the page's
// own words and every rule folder's files (web/rules/<id>/), found as the
// build finds the folders. A file is read as written in Simplified unless it
// says `export const SCRIPT = 'hant'` (Hong Kong's definitions); what a file
// gives whole in each script (`hant`, `zh-Hant`) and its Japanese (`ja`) are
// never converted, and are left out. Used by scripts/make-script-map.mjs and
// the test that the table covers them (tests/web/i18n.test.mjs).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const NEVER_CONVERTED = new Set(['ja', 'hant', 'zh-Hant']);

/**
 * {simplified, traditional}: lists of {file, text}, paths relative to
 * `root`; `scripts`: each rule folder's script ('hans' or 'hant', its fans.js
 * SCRIPT), in which its catalogue's Chinese names are written too.
 */
export async function chineseSources(root) {
  const out = { simplified: [], traditional: [], scripts: {} };
  // the page's own words (its Japanese switch name, 日本語, is no Chinese)
  for (const file of ['web/i18n.js', 'web/i18n/zh.js']) {
    out.simplified.push({ file, text: readFileSync(path.join(root, file), 'utf8').replaceAll('日本語', '') });
  }
  const rules = path.join(root, 'web/rules');
  for (const id of readdirSync(rules).filter((d) => existsSync(path.join(rules, d, 'page.js'))).sort()) {
    for (const name of readdirSync(path.join(rules, id)).filter((f) => f.endsWith('.js')).sort()) {
      const file = `web/rules/${id}/${name}`;
      if (name === 'ja.js') continue; // Japanese, shown as written
      const module = await import(pathToFileURL(path.join(root, file)).href);
      const text = JSON.stringify(module.default ?? {}, (key, value) => (NEVER_CONVERTED.has(key) ? undefined : value)) ?? '';
      out[module.SCRIPT === 'hant' ? 'traditional' : 'simplified'].push({ file, text });
      if (name === 'fans.js') out.scripts[id] = module.SCRIPT ?? 'hans';
    }
  }
  return out;
}

/** The distinct Chinese characters of a text, in code-point order. */
export const chineseCharacters = (text) => [...new Set(text.match(/[\u3400-\u9fff]/g) ?? [])].sort();
