// Issue 21's first screen: what it does not show loads after the first
// result is drawn, never before: the page's second stylesheet (later.css:
// the fan table, the update banner, the analysis), the service worker's
// script (updates.js), the options' rows, the score sheet's buttons
// (build/site-sizes.json's after_first_result lists them). The service
// worker precaches them, so after a first visit they work offline, each
// styled when it shows. And what the first result never runs (issue 21's
// ninth stop) is out of the first load and comes when needed: the reading of
// the analysis's compact form (wasm/compact-analysis.js), the analysis
// panel's taps and counts (panels/analysis/state.js, with its view), Riichi's
// quick row and fu (panels/result/quick.js, fu.js, with Riichi's words).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, PHONE, ROOT, eventually, framesDrawn, scorerReady, tap, useBrowser, watchProblems } from './harness.mjs';

const env = useBrowser();
// A shared MCR hand that wins (Big Three Winds and more): its result shows at once.
const SHARED = `#h=${encodeURIComponent('[EEE1]123m456p789s5p5p')}`;
const AFTER = () => JSON.parse(readFileSync(path.join(ROOT, 'build/site-sizes.json'), 'utf8'))
  .after_first_result.files.map((f) => `/${f.file}`);

// The sources moved out of the first load, and the file of dist/ each is
// bundled into (build/app-meta.json, esbuild's metafile).
const MOVED = ['compact-analysis.js', 'panels/analysis/state.js', 'panels/result/quick.js', 'panels/result/fu.js'];
function movedFiles() {
  const { outputs } = JSON.parse(readFileSync(path.join(ROOT, 'build/app-meta.json'), 'utf8'));
  const fileOf = (source) => Object.entries(outputs).filter(([out]) => out.endsWith('.js'))
    .find(([, o]) => Object.keys(o.inputs).some((i) => i.endsWith(`site-src/${source}`)))?.[0];
  return Object.fromEntries(MOVED.map((source) => [source, fileOf(source) && `/${path.basename(fileOf(source))}`]));
}
const firstLoad = () => JSON.parse(readFileSync(path.join(ROOT, 'build/site-sizes.json'), 'utf8')).files.map((f) => `/${f.file}`);
const RIICHI = '#r=riichi&h=[1111s]40m22345p567s6m&sd=1&sw=S&ri=1&di=3m,4p';
const READY = `#h=${encodeURIComponent('23456m456p789s5p5p')}`;

// How long the waits below may take: guards, not measures (a first visit's
// install, the moved files offline, take 15 s with four files at once under
// two busy loops on 2 cores, measured; past 15 s once in CI).
const GUARD = 30_000;

// The paths the service worker's cache holds.
const precached = (page) => page.evaluate(async () => {
  const cache = await caches.open((await caches.keys())[0]);
  return (await cache.keys()).map((r) => new URL(r.url).pathname);
});
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: GUARD });

// When the first result was drawn (the layout says the scorer's answer
// shows), on the page's clock, and every resource's start on the same clock.
async function markFirstResult(page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-part=layout][data-scorer=ready]')) {
        window.__firstResultAt = performance.now();
        // and once its frame is painted (as web/frames.js's afterPaint)
        requestAnimationFrame(() => setTimeout(() => { window.__paintedAt = performance.now(); }));
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-scorer'] });
  });
}
const fetchedAt = (page) => page.evaluate(() => ({
  drawn: window.__firstResultAt,
  resources: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
}));

test('a shared MCR hand: none of the moved files is fetched before its first result is drawn, each right after', async (t) => {
  const context = await env.browser.newContext({ ...PHONE, baseURL: env.baseURL, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = await context.newPage();
  const problems = await watchProblems(page);
  t.after(() => assert.deepEqual(problems, [], 'console errors, exceptions or CSP violations'));
  await markFirstResult(page);
  await page.goto(env.baseURL + SHARED);
  await scorerReady(page);
  const moved = AFTER();
  assert.ok(moved.includes('/later.css') && moved.some((f) => /^\/app-updates-/.test(f)) && moved.some((f) => /^\/app-rows-/.test(f)),
    `the moved files are listed: ${moved}`);
  await eventually(async () => {
    const { resources } = await fetchedAt(page);
    for (const file of moved) assert.ok(resources.some((r) => r.path === file), `${file} arrives after the first result`);
  }, { timeout: GUARD });
  const { drawn, resources } = await fetchedAt(page);
  assert.ok(drawn > 0, 'the first result was drawn');
  for (const { path: file, start } of resources.filter((r) => moved.includes(r.path))) {
    assert.ok(start >= drawn, `${file} started at ${start.toFixed(1)} ms, before the first result (${drawn.toFixed(1)} ms)`);
  }
  // and the page's first stylesheet no longer holds what moved (a fan table, an analysis row)
  assert.equal(await page.evaluate(() => [...document.styleSheets].filter((s) => /later\.css$/.test(s.href ?? '')).length), 1);
});

test('after a first visit the moved files are precached; offline, the options, the fan table and the analysis show styled', async (t) => {
  const { context, page } = await env.open(t, { firstVisit: true, path: SHARED });
  await controlled(page);
  const cached = await precached(page);
  for (const file of AFTER()) assert.ok(cached.includes(file), `${file} is precached`);
  await context.setOffline(true);
  // How often the analysis's waits are drawn (once a hand: the view arriving
  // within the hand's frame asked for the same analysis again, seen here).
  await page.addInitScript(() => {
    window.waitsDrawn = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1 && n.matches('.waits')) window.waitsDrawn++;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.reload();
  await scorerReady(page);
  // The options' rows (their own module) are in once the card opens.
  await tap(page, '[data-part=options] summary');
  await page.locator('[data-part=options][data-labels=ready] [data-option]').first().waitFor({ state: 'attached' });
  assert.ok(await page.locator('[data-part=options] details[open] [data-option]').count() > 3, 'the options\' rows show');
  // The fan table opens styled: a flex column (later.css), never a bare dialog.
  await tap(page, '[data-part=open-fan-table]');
  const table = page.locator('dialog.fan-table[open]');
  await table.waitFor();
  assert.equal(await table.evaluate((d) => getComputedStyle(d).flexDirection), 'column');
  await page.keyboard.press('Escape');
  // The table's history entry goes in a step back a frame later: a link
  // followed before that step lands is stepped back out of, to the last hand
  // (seen in lanes: the waits never came). A player's next tap comes later.
  await page.waitForFunction(() => history.state?.layer === 1);
  // A ready hand's analysis: its rows laid out as a grid (later.css).
  await page.goto(env.baseURL + `#h=${encodeURIComponent('23456m456p789s5p5p')}`);
  await scorerReady(page);
  const wait = page.locator('.waits .wait:not(.wait-head)').first();
  await wait.waitFor({ timeout: GUARD });
  assert.equal(await wait.evaluate((w) => getComputedStyle(w).display), 'grid');
  await framesDrawn(page, 3);
  assert.equal(await page.evaluate(() => window.waitsDrawn), 1, 'the ready hand\'s waits drawn once');
});

test('what the first result never runs is in none of the first load\'s files, and an MCR link or a first visit never fetches it', async (t) => {
  const files = movedFiles();
  for (const [source, file] of Object.entries(files)) {
    assert.ok(file, `${source} is bundled`);
    assert.ok(!firstLoad().includes(file), `${source} is not in the first load (${file})`);
  }
  for (const where of [SHARED, '']) {
    const context = await env.browser.newContext({ ...PHONE, baseURL: env.baseURL, serviceWorkers: 'block' });
    t.after(() => context.close());
    const page = await context.newPage();
    const problems = await watchProblems(page);
    t.after(() => assert.deepEqual(problems, [], 'console errors, exceptions or CSP violations'));
    await page.goto(env.baseURL + where);
    await scorerReady(page);
    // once what follows the first result is in too
    await eventually(async () => {
      const { resources } = await fetchedAt(page);
      for (const file of AFTER()) assert.ok(resources.some((r) => r.path === file), `${file} arrives`);
    }, { timeout: GUARD });
    const { resources } = await fetchedAt(page);
    assert.deepEqual(resources.map((r) => r.path).filter((f) => Object.values(files).includes(f)), [], `nothing moved is fetched (${where || 'a first visit'})`);
  }
});

test('after a first visit the moved files are precached; offline, the analysis and Riichi\'s quick row and fu work', async (t) => {
  const { context, page } = await env.open(t, { firstVisit: true, path: SHARED });
  await controlled(page);
  const cached = await precached(page);
  for (const [source, file] of Object.entries(movedFiles())) assert.ok(cached.includes(file), `${source} (${file}) is precached`);
  await context.setOffline(true);
  // A ready hand: its waits (the compact form read, the view's state), one tapped wins it.
  await page.goto(env.baseURL + READY);
  await scorerReady(page);
  const waits = page.locator('[data-testid=waits] [data-wait]');
  await eventually(async () => assert.deepEqual(await waits.evaluateAll((els) => els.map((e) => e.dataset.wait)), ['1m', '4m', '7m']), { timeout: GUARD });
  await tap(page, '[data-wait="4m"]');
  await eventually(async () => assert.equal(await page.locator('[data-testid=waits]').count(), 0, 'the hand won on the wait'));
  // A Riichi link: the quick row and the fu, drawn with Riichi's words; a tap on each works.
  await page.goto(env.baseURL + RIICHI);
  await scorerReady(page);
  const flag = page.locator('[data-quick-flag=ippatsu]');
  await flag.waitFor({ timeout: GUARD });
  assert.equal(await page.locator('[data-quick-flag=riichi]').getAttribute('aria-pressed'), 'true', 'the link\'s riichi shows pressed');
  const total = await page.getByTestId('fan-total').textContent();
  await tap(page, '[data-quick-flag=ippatsu]');
  await eventually(async () => assert.equal(await flag.getAttribute('aria-pressed'), 'true'));
  await eventually(async () => assert.equal(Number(await page.getByTestId('fan-total').textContent()), Number(total) + 1, 'ippatsu adds a han'));
  await tap(page, '[data-testid=fu]');
  await page.getByTestId('fu-details').waitFor();
  assert.ok(await page.locator('[data-testid=fu-details] li').count() > 1, 'the fu listed');
});

// The first screen at a phone's and a tablet's sizes: nothing moves once the
// first result is drawn (what loads after it adds no layout shift), saved
// for a look (tests/artifacts/first-script-<w>x<h>.png).
for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
  test(`a shared MCR link's first screen at ${width}x${height}: no layout shift while the moved files arrive`, async (t) => {
    const context = await env.browser.newContext({ ...PHONE, viewport: { width, height }, baseURL: env.baseURL, serviceWorkers: 'block' });
    t.after(() => context.close());
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (!e.hadRecentInput) window.__shifts.push({ value: e.value, at: e.startTime, what: e.sources.map((s) => `${s.node?.nodeName}.${s.node?.className ?? ''} ${s.previousRect.y}->${s.currentRect.y} h${s.previousRect.height}->${s.currentRect.height}`) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await markFirstResult(page);
    await page.goto(env.baseURL + SHARED);
    await scorerReady(page);
    const moved = AFTER();
    await eventually(async () => {
      const { resources } = await fetchedAt(page);
      for (const file of moved) assert.ok(resources.some((r) => r.path === file), `${file} arrives`);
    }, { timeout: GUARD });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    // (the frame that draws the first result is the first result, not a shift after it)
    const { shifts, drawn } = await page.evaluate(() => ({ shifts: window.__shifts, drawn: window.__paintedAt }));
    const after = shifts.filter((s) => s.at > drawn).reduce((n, s) => n + s.value, 0);
    const all = shifts.reduce((n, s) => n + s.value, 0);
    t.diagnostic(`layout shift: ${all.toFixed(4)} in all, ${after.toFixed(4)} after the first result`);
    for (const s of shifts) t.diagnostic(`  ${s.value.toFixed(4)} at ${(s.at - drawn).toFixed(0)} ms: ${s.what.join('; ')}`);
    // The score sheet's buttons, arriving after the first result in the
    // result card, move what is under them (about 0.01 to 0.03, as before
    // issue 21's moves); nothing else may: a stylesheet or a panel that moved.
    assert.ok(after < 0.05, `layout shift after the first result ${after.toFixed(4)}, under Lighthouse's "good" (0.1) with room`);
    const ours = shifts.filter((s) => s.at > drawn).flatMap((s) => s.what).filter((w) => /options|fan-table|analysis|update/.test(w) && !/SECTION\.card options \d/.test(w));
    assert.deepEqual(ours, [], 'no shift of a part whose styles or script moved');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `first-script-${width}x${height}.png`) });
  });
}
