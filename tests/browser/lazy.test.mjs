// The page's first load (issue 12's budget): a cold load fetches only what
// the first screen needs (listed below); the panels it does not show (the
// analysis, the fan table, the Chinese words) load apart when needed, each
// works once its chunk is in, also offline after the service worker has
// installed; a Chinese first visit paints Chinese from its first frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST, PHONE, ROOT, addressMatching, eventually, readTotal, scorerReady, tap, tapTile, useBrowser, watchProblems } from './harness.mjs';
import * as api from '../../build/wasm/mahjong.js';

const env = useBrowser();
const link = (notation) => `#h=${encodeURIComponent(notation)}`;
const WINNING = link('[EEE1]123m456p789s5p5p');
// Ready, waiting on 1m-4m-7m (and not yet a hand: the analysis shows).
const READY = link('23456m456p789s5p5p');

// The chunks app.js imports at once, which dist/index.html would name for
// preloading: none since the build folds them into app.js.
const preloaded = () => [...readFileSync(path.join(DIST, 'index.html'), 'utf8').matchAll(/rel="modulepreload" href="([^"]+)"/g)]
  .map((m) => `/${m[1]}`);
// What every cold load of the page fetches, and nothing else: the page, its
// stylesheet, its script and that script's chunks, the scorer, and after the
// first result what the build lists for then (the second stylesheet, the
// score sheet's buttons, the service worker's script, the options' rows:
// first-script.test.mjs checks when). The favicon is in the page.
// (the words of the first hand's rule set beside the first module, and no other's:
// regression, an MCR first visit fetched Hong Kong's too)
const afterFirstResult = () => JSON.parse(readFileSync(path.join(ROOT, 'build/site-sizes.json'), 'utf8'))
  .after_first_result.files.map((f) => `/${f.file}`);
const FIRST_LOAD = (rules = 'mcr') => ['/', '/style.css', '/app.js', ...preloaded(), `/mahjong-${rules}.wasm`, `/mahjong-words-${rules}.json`,
  ...afterFirstResult()].sort();
// Headless Chromium does not read the manifest; a phone's browser does.
const OPTIONAL = ['/manifest.webmanifest'];

// A first visit with no service worker (its precache would fetch every file):
// the page's own requests, in order, with the page.
async function coldPage(t, { locale = 'en-US', path: where = WINNING } = {}) {
  const context = await env.browser.newContext({ ...PHONE, locale, baseURL: env.baseURL, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = await context.newPage();
  const problems = await watchProblems(page);
  t.after(() => assert.deepEqual(problems, [], 'console errors, exceptions or CSP violations'));
  const requests = record(page);
  await page.goto(env.baseURL + where);
  await scorerReady(page);
  return { page, requests, fetched: () => quiet(page, requests) };
}

// The page's requests as they start, and how many are still in flight.
function record(page) {
  const requests = [];
  requests.pending = 0;
  page.on('request', (r) => { requests.push(new URL(r.url()).pathname); requests.pending += 1; });
  for (const end of ['requestfinished', 'requestfailed']) page.on(end, () => { requests.pending -= 1; });
  return requests;
}

// The requests once the page has settled: nothing in flight, and nothing new
// started over two rounds of the page going idle (where it starts its lazy
// loads) and drawing a frame.
async function quiet(page, requests) {
  for (let calm = 0, seen = -1, round = 0; calm < 2; round += 1) {
    assert.ok(round < 200, `the network never settled: ${requests.pending} requests in flight`);
    await page.evaluate(() => new Promise((resolve) =>
      requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 50)), { timeout: 1000 })));
    calm = requests.pending === 0 && seen === requests.length ? calm + 1 : 0;
    seen = requests.length;
  }
  return [...new Set(requests)].sort();
}

const chunk = (requests, pattern) => requests.filter((r) => pattern.test(r));

test('a cold load fetches only the first screen\'s files: no lazy panel, no Chinese words, no option labels', async (t) => {
  const { fetched } = await coldPage(t);
  const files = (await fetched()).filter((f) => !OPTIONAL.includes(f));
  assert.deepEqual(files, FIRST_LOAD());
  assert.deepEqual(preloaded(), [], 'app.js holds the modules it shares (the fold): no chunk to preload');
});

// A first module per rule set (issue 21). Regression: one module scored MCR
// and Hong Kong, so each visitor's first load carried the other's scorer.
const SCORERS = /^\/mahjong-(core|mcr|hk)\.wasm$|^\/mahjong-words-(mcr|hk)\.json$/;
const HK_HAND = '[EEE1]123m456p789s5p5p';
for (const [name, where, locale, rules, expected] of [
  ['an MCR link', WINNING, 'en-US', 'mcr', () => api.score({ text: HK_HAND })],
  ['a Hong Kong link', `#r=hk&h=${encodeURIComponent(HK_HAND)}&sw=S&d=W`, 'en-US', 'hk', () => api.score({ rules: 'hk', text: HK_HAND, seat_wind: 'S', discarder: 'W' })],
  ['a first visit from Hong Kong (zh-HK, no link)', '', 'zh-HK', 'hk', null],
]) {
  test(`${name}: the first load fetches its rule set's scorer and words alone, and the result is right`, async (t) => {
    const { page, fetched } = await coldPage(t, { path: where, locale });
    const scorers = (await fetched()).filter((f) => SCORERS.test(f));
    assert.deepEqual(scorers, [`/mahjong-${rules}.wasm`, `/mahjong-words-${rules}.json`]);
    if (expected) assert.equal(await readTotal(page), String((await expected()).total));
  });
}

// Riichi's own module carries all of it: a Riichi visitor's first module is
// that one, with no MCR or Hong Kong scorer beside it. Regression: the first
// module was MCR's whatever the link, so a Riichi link fetched 28 KB for nothing.
const RIICHI_LINK = '#r=riichi&h=[1111s]40m22345p567s6m&sd=1&sw=S&ri=1&di=3m,4p';
for (const [name, where, locale] of [['a Riichi link', RIICHI_LINK, 'en-US'], ['a first visit from Japan (ja-JP, no link)', '', 'ja-JP']]) {
  test(`${name}: the first load fetches Riichi's module and no other rule set's scorer`, async (t) => {
    const { page, fetched } = await coldPage(t, { path: where, locale });
    const files = await fetched();
    assert.deepEqual(files.filter((f) => SCORERS.test(f)), []);
    assert.deepEqual(files.filter((f) => /^\/mahjong-riichi\.(mjs|wasm)$/.test(f)).sort(), ['/mahjong-riichi.wasm']);
    if (where) {
      const hand = { rules: 'riichi', text: '[1111s]40m22345p567s6m', self_drawn: true, seat_wind: 'S', riichi: true, dora_indicators: ['3m', '4p'] };
      const { han, fu } = await api.score(hand);
      assert.equal(await readTotal(page), String(han));
      assert.match(await page.locator('[data-testid=fu]').textContent(), new RegExp(`\\b${fu}\\b`));
    }
  });
}

// Regression: the favicon, a file, was fetched again at each change of the
// address, so after every tap (the page writes the hand into the fragment).
test('no file is fetched twice, the favicon neither, also when taps rewrite the address', async (t) => {
  const { page, requests, fetched } = await coldPage(t);
  await fetched();
  await tap(page, '[data-testid=new-hand]');
  for (const code of ['1m', '2m', '3m']) await tapTile(page, code);
  await addressMatching(page, /3m/);
  await quiet(page, requests);
  assert.deepEqual(requests.filter((r, i) => requests.indexOf(r) !== i), [], 'fetched more than once');
  assert.equal(await page.locator('link[rel=icon]').getAttribute('href').then((href) => href.startsWith('data:image/svg+xml,')), true,
    'the favicon is in the page');
});

test('the analysis loads when a hand has one, and works: a wait shown, tapped, wins the hand', async (t) => {
  const { page, requests, fetched } = await coldPage(t);
  const before = await fetched();
  assert.deepEqual(chunk(before, /^\/app-view-/), [], 'no panel chunk for a winning hand');
  // From the tenth tile on the analysis's code comes, before it is needed.
  await page.evaluate((hash) => { location.hash = hash; }, READY);
  const waits = page.locator('[data-testid=waits] [data-wait]');
  await eventually(async () => assert.deepEqual(await waits.evaluateAll((els) => els.map((e) => e.dataset.wait)), ['1m', '4m', '7m']));
  assert.equal(chunk(await quiet(page, requests), /^\/app-view-/).length, 1, 'one chunk: the analysis');
  await tap(page, '[data-wait="4m"]');
  await eventually(async () => assert.match(await page.getByTestId('fan-total').textContent(), /\d/));
  assert.equal(await page.locator('[data-testid=waits]').count(), 0, 'a winning hand has no waits');
});

test('the fan table loads when opened, and works: every fan listed, search filters', async (t) => {
  const { page, requests, fetched } = await coldPage(t);
  const before = await fetched();
  assert.equal(await page.locator('[data-testid=fan-table]').count(), 0, 'not in the page before it is opened');
  await page.locator('[data-part=open-fan-table]').click();
  const table = page.locator('[data-testid=fan-table]');
  await table.waitFor({ state: 'visible' });
  await eventually(async () => assert.equal(await table.locator('[data-fan-entry]').count(), 82, 'every MCR fan'));
  await table.locator('[data-part=fan-search]').fill('seven pairs');
  await eventually(async () => assert.ok(await table.locator('[data-fan-entry=seven_pairs]').isVisible()));
  assert.ok(await table.locator('[data-fan-entry]').count() < 82, 'the search filters');
  // A Chinese name in the other script than the core's brings the Chinese words (their script map).
  await table.locator('[data-part=fan-search]').fill('槓上開花');
  await eventually(async () => assert.ok(await table.locator('[data-fan-entry=out_with_replacement_tile]').isVisible()));
  const after = await quiet(page, requests);
  assert.equal(chunk(after, /^\/app-view-/).length - chunk(before, /^\/app-view-/).length, 1, 'one chunk: the fan table');
  assert.equal(chunk(after, /^\/app-zh-/).length, 1, 'and the Chinese words, for the search');
});

test('Chinese words load when the language is switched to, and the page then shows them', async (t) => {
  const { page, requests, fetched } = await coldPage(t);
  assert.deepEqual(chunk(await fetched(), /^\/app-zh-/), [], 'an English load has no Chinese words');
  await tap(page, '[data-part=lang-switch]');
  await tap(page, '[data-lang=zh-Hant]');
  await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hant'));
  assert.equal(await page.title(), '麻雀計番器');
  assert.match(await page.locator('body').innerText(), /槓|門風|自摸/);
  assert.equal(chunk(await quiet(page, requests), /^\/app-zh-/).length, 1);
});

// What the page first renders: an init script records the calculator's first
// frame (the layout gets its lang when the first render is done).
function recordFirstRender() {
  const observer = new MutationObserver(() => {
    const layout = document.querySelector('.layout[lang]');
    if (!layout || window.__firstRender) return;
    window.__firstRender = { lang: layout.getAttribute('lang'), title: document.title, text: layout.innerText };
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['lang'] });
}

test('a Hong Kong first visit paints Traditional Chinese in its first render: no flash of English', async (t) => {
  const context = await env.browser.newContext({ ...PHONE, locale: 'zh-HK', baseURL: env.baseURL, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = await context.newPage();
  const requests = record(page);
  await page.addInitScript(recordFirstRender);
  await page.goto(env.baseURL + WINNING);
  await scorerReady(page);
  const first = await page.evaluate(() => window.__firstRender);
  assert.equal(first.lang, 'zh-Hant');
  assert.equal(first.title, '麻雀計番器');
  assert.match(first.text, /[\u4e00-\u9fff]/);
  for (const english of ['Mahjong calculator', 'How it was won', 'New hand', 'Undo', 'Self-drawn', 'Rules']) {
    assert.ok(!first.text.includes(english), `"${english}" in the first render`);
  }
  // Its words came with the first load, apart from the English one's.
  const files = await quiet(page, requests);
  assert.equal(chunk(files, /^\/app-zh-/).length, 1);
  assert.deepEqual(files.filter((f) => !/^\/app-zh-/.test(f) && !OPTIONAL.includes(f)), FIRST_LOAD());
});

test('offline after one visit, every lazy panel opens: the fan table, the analysis, Chinese', async (t) => {
  const { context, page } = await env.open(t, { path: WINNING });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  await context.setOffline(true);
  await page.reload();
  await scorerReady(page);
  await page.locator('[data-part=open-fan-table]').click();
  const table = page.locator('[data-testid=fan-table]');
  await eventually(async () => assert.equal(await table.locator('[data-fan-entry]').count(), 82));
  await tap(page, '[data-part=fan-table-close]');
  await page.evaluate((hash) => { location.hash = hash; }, READY);
  await eventually(async () => assert.equal(await page.locator('[data-testid=waits] [data-wait]').count(), 3));
  await tap(page, '[data-part=lang-switch]');
  await tap(page, '[data-lang=zh-Hans]');
  await eventually(async () => assert.equal(await page.title(), '麻将算番器'));
  assert.match(await page.locator('[data-testid=waits]').innerText(), /[\u4e00-\u9fff]/, 'the analysis in Chinese too');
});
