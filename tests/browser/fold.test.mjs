// The fold (issue 21, scripts/build-site.mjs): the modules app.js shares with
// the lazily loaded files are in app.js, so the first load is one script, and
// each module is evaluated once: the lazy files import them from app.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST, PHONE, ROOT, eventually, scorerReady, watchProblems, useBrowser } from './harness.mjs';

const env = useBrowser();
const READY = `#h=${encodeURIComponent('23456m456p789s5p5p')}`;
const PAGE_SCRIPTS = readdirSync(DIST).filter((f) => /^app.*\.js$/.test(f));

test('the first load is one script: app.js, no chunk beside it, none preloaded', async (t) => {
  const context = await env.browser.newContext({ ...PHONE, baseURL: env.baseURL, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = await context.newPage();
  const problems = await watchProblems(page);
  const scripts = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  await page.goto(`${env.baseURL}#h=${encodeURIComponent('[EEE1]123m456p789s5p5p')}`);
  await scorerReady(page);
  assert.deepEqual(scripts.slice(0, 1), ['/app.js']);
  assert.deepEqual(scripts.filter((s) => /^\/app-chunk-/.test(s)), [], 'no shared chunk fetched');
  assert.doesNotMatch(readFileSync(path.join(DIST, 'index.html'), 'utf8'), /modulepreload/);
  const counted = JSON.parse(readFileSync(path.join(ROOT, 'build/site-sizes.json'), 'utf8')).files.map((f) => f.file);
  assert.deepEqual(counted.filter((f) => f.endsWith('.js')), ['app.js'], 'the count names one script');
  assert.deepEqual(problems, []);
});

test('no module is in two of the page\'s scripts, and every import from app.js is one it exports', () => {
  const owner = new Map();
  for (const file of PAGE_SCRIPTS) {
    const { sources } = JSON.parse(readFileSync(path.join(DIST, `${file}.map`), 'utf8'));
    for (const source of sources) {
      assert.ok(!owner.has(source), `${source} is in ${owner.get(source)} and ${file}`);
      owner.set(source, file);
    }
  }
  assert.ok(owner.size > 20, 'the source maps name the sources');
  const app = readFileSync(path.join(DIST, 'app.js'), 'utf8');
  const exported = new Set([...app.matchAll(/export\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((s) => s.split(' as ').pop().trim())));
  let imports = 0;
  for (const file of PAGE_SCRIPTS.filter((f) => f !== 'app.js')) {
    const text = readFileSync(path.join(DIST, file), 'utf8');
    assert.doesNotMatch(text, /app-chunk-/, `${file} imports no shared chunk`);
    for (const m of text.matchAll(/import\{([^}]*)\}from"\.\/app\.js"/g)) {
      for (const s of m[1].split(',')) {
        imports += 1;
        assert.ok(exported.has(s.split(' as ')[0].trim()), `${file} imports ${s}, which app.js does not export`);
      }
    }
  }
  assert.ok(imports > 10, 'the lazy files import from app.js');
});

// One instance of web/i18n.js: app.js takes the Chinese words in (their
// script conversion), and the analysis panel, a lazy file, writes its tile
// names with them. With a copy of its own (a module evaluated twice), it
// would have no Chinese module and leave the names in Simplified script.
test('a lazily loaded panel shares app.js\'s modules: the analysis names tiles in Traditional Chinese', async (t) => {
  const context = await env.browser.newContext({ ...PHONE, locale: 'zh-HK', baseURL: env.baseURL, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = await context.newPage();
  const problems = await watchProblems(page);
  const lazy = [];
  page.on('request', (r) => { if (/^\/app-view-/.test(new URL(r.url()).pathname)) lazy.push(r.url()); });
  await page.goto(env.baseURL + READY);
  await scorerReady(page);
  const waits = page.locator('[data-testid=waits]');
  await eventually(async () => assert.match(await waits.innerText(), /萬/));
  assert.doesNotMatch(await waits.innerText(), /万/);
  assert.equal(lazy.length, 1, 'the analysis came as a lazy file');
  assert.deepEqual(problems, []);
});
