// Riichi's module loads with Riichi (issue 21, issue 22's "the first load of
// an MCR or HK visitor does not grow with Riichi"): an MCR or a Hong Kong
// first load never fetches mahjong-riichi.*; the JS API fetches it on the
// first Riichi call and scores as Node does; after one visit it is
// precached and works offline. A Riichi first load fetches no other rule set's scorer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as api from '../../build/wasm/mahjong.js';
import { PHONE, ROOT, eventually, scorerReady, tap, useBrowser, watchProblems } from './harness.mjs';

const env = useBrowser();
const RIICHI_FILES = /^\/mahjong-riichi\.(mjs|wasm)$/; // (its glue is the first modules', in app.js: no .mjs is fetched)
// Riichi's page words and result hooks, a chunk of the page's bundle (Hong
// Kong's words are another app-words chunk: the build lists which is whose).
const RIICHI_WORDS = new RegExp(`^/(${JSON.parse(readFileSync(path.join(ROOT, 'build/site-sizes.json'), 'utf8'))
  .loaded_when_needed.riichi.adds.map((f) => f.file).filter((f) => f.startsWith('app-words-')).join('|')})$`);
// South's closed riichi self-draw with a concealed kong, a red five and two
// dora indicators (tests/browser/riichi-page.test.mjs): 5 han 60 fu, mangan.
const RIICHI_LINK = '#r=riichi&h=[1111s]40m22345p567s6m&sd=1&sw=S&ri=1&di=3m,4p';
const riichiRequests = (responses) => responses.filter((r) => RIICHI_FILES.test(r.path) || RIICHI_WORDS.test(r.path)).map((r) => r.path);
const summaryOf = (page) => page.locator('[data-part=summary]').evaluate((el) => ({
  total: el.querySelector('[data-testid=fan-total]')?.textContent,
  unit: el.querySelector('.unit')?.textContent,
  limit: el.querySelector('[data-testid=limit]')?.textContent ?? null,
  status: el.querySelector('[data-testid=minimum-status]')?.textContent,
}));
const HAND = { rules: 'riichi', text: '123m406789p13s99m2s', riichi: true, seat_wind: 'S', discarder: 'W', options: { aka_dora: true } };
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });

// A page's requests by path, each with whether the service worker answered it.
function record(page) {
  const responses = [];
  page.on('response', (r) => responses.push({ path: new URL(r.url()).pathname, fromWorker: r.fromServiceWorker() }));
  return responses;
}

// The JS API as a site loads it (dist/mahjong.js), scoring a Riichi hand.
const scoreInPage = (page, hand) => page.evaluate(async (h) => (await import('/mahjong.js')).score(h), hand);

// A tab in a new context without a service worker (its precache fetches
// every file the site has); the test fails on any console error, exception
// or CSP violation in it.
async function coldPage(t, { locale = 'en-US' } = {}) {
  const context = await env.browser.newContext({ ...PHONE, locale, baseURL: env.baseURL, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = await context.newPage();
  const problems = await watchProblems(page);
  t.after(() => assert.deepEqual(problems, [], 'console errors, exceptions or CSP violations'));
  return page;
}

// The page and its first result, in a cold tab.
async function coldLoad(t, { locale, where = '#h=' + encodeURIComponent('[EEE1]123m456p789s5p5p') } = {}) {
  const page = await coldPage(t, { locale });
  const responses = record(page);
  await page.goto(env.baseURL + where);
  await scorerReady(page);
  await page.waitForLoadState('networkidle');
  return { page, responses };
}

test('an MCR first load does not fetch the Riichi module; the first Riichi call does, and scores as Node', async (t) => {
  const { page, responses } = await coldLoad(t);
  assert.ok(responses.some((r) => r.path === '/mahjong-mcr.wasm'));
  assert.deepEqual(responses.filter((r) => RIICHI_FILES.test(r.path)), []);
  const got = await scoreInPage(page, HAND);
  assert.deepEqual(responses.filter((r) => RIICHI_FILES.test(r.path)).map((r) => r.path).sort(), ['/mahjong-riichi.wasm']);
  assert.deepEqual(got, (await api.load('riichi')).score(HAND));
  assert.equal(got.ok, true);
  assert.deepEqual(got.yaku.map((y) => y.id).sort(), ['aka_dora', 'riichi']);
});

test('Riichi\'s page words are not fetched by an MCR first load; choosing Riichi fetches them with its module, and the result reads right', async (t) => {
  const { page, responses } = await coldLoad(t);
  assert.deepEqual(riichiRequests(responses), [], 'no Riichi words or module');
  await tap(page, '[data-rules=riichi]');
  await page.locator('[data-rules=riichi][aria-pressed=true]').waitFor();
  await eventually(async () => assert.equal((await summaryOf(page)).unit, 'han'));
  assert.deepEqual(riichiRequests(responses).filter((p) => RIICHI_WORDS.test(p)).length, 1, 'the words, once');
  assert.ok(riichiRequests(responses).includes('/mahjong-riichi.wasm'));
  // a Riichi hand given by the address: its han, limit and payments in Riichi's words
  await page.evaluate((hash) => { location.hash = hash; }, RIICHI_LINK);
  await eventually(async () => assert.deepEqual(await summaryOf(page), { total: '5', unit: 'han', limit: 'Mangan', status: 'Tsumo 2,000/4,000' }));
});

test('a Riichi link\'s cold load fetches the words beside the module and draws Riichi from its first result', async (t) => {
  const { page, responses } = await coldLoad(t, { where: RIICHI_LINK });
  assert.equal(riichiRequests(responses).filter((p) => RIICHI_WORDS.test(p)).length, 1);
  assert.deepEqual(await summaryOf(page), { total: '5', unit: 'han', limit: 'Mangan', status: 'Tsumo 2,000/4,000' });
  assert.equal(await page.locator('[data-quick-flag=riichi]').getAttribute('aria-pressed'), 'true', 'the row of circumstances, in Riichi\'s words');
  assert.equal(await page.locator('[data-quick-flag=riichi]').textContent(), 'Riichi');
});

// Riichi's own module is a Riichi link's first module: no MCR or Hong Kong
// scorer is fetched (regression: MCR's first module was, 28 KB for nothing),
// and Riichi's page words come beside the module, not once it is in.
test('a Riichi link\'s cold load fetches Riichi\'s module as its first, its words beside it, and no other rule set\'s scorer', async (t) => {
  const page = await coldPage(t);
  // Riichi's bytes held back until its page words are asked for (or 3 s):
  // loaded one after the other, the words' request comes only once the module is in.
  const order = [];
  const scorers = [];
  let wordsAsked;
  const asked = new Promise((resolve) => { wordsAsked = resolve; });
  page.on('request', (r) => {
    const where = new URL(r.url()).pathname;
    if (RIICHI_WORDS.test(where)) order.push('words asked'), wordsAsked();
    if (/^\/mahjong-(mcr|hk)\.wasm$|^\/mahjong-words-/.test(where)) scorers.push(where);
  });
  await page.route('**/mahjong-riichi.wasm', async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 3000))]);
    order.push('module sent');
    await route.continue();
  });
  await page.goto(env.baseURL + RIICHI_LINK);
  await scorerReady(page);
  assert.deepEqual(order, ['words asked', 'module sent']);
  assert.deepEqual(await summaryOf(page), { total: '5', unit: 'han', limit: 'Mangan', status: 'Tsumo 2,000/4,000' });
  assert.deepEqual(scorers, [], 'no other rule set\'s scorer or words');
});

test('a Hong Kong first visit (zh-HK) does not fetch the Riichi module either', async (t) => {
  const { page, responses } = await coldLoad(t, { locale: 'zh-HK', where: '' });
  assert.match(await page.evaluate(() => location.hash), /[#&]r=hk(&|$)/, 'the page chose Hong Kong rules');
  assert.ok(responses.some((r) => r.path === '/mahjong-hk.wasm'), 'Hong Kong\'s first module');
  assert.deepEqual(riichiRequests(responses), [], 'nor Riichi\'s words');
});

test('after one visit the Riichi module is precached: offline, the first Riichi call is answered by the service worker', async (t) => {
  const { context, page } = await env.open(t);
  await controlled(page);
  const cached = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys())[0]);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  assert.ok(cached.includes('/mahjong-riichi.wasm') && !cached.includes('/mahjong-riichi.mjs'), 'precached, its wasm alone');
  await context.setOffline(true);
  const offline = await context.newPage();
  const responses = record(offline);
  await offline.goto(env.baseURL);
  await scorerReady(offline);
  const got = await scoreInPage(offline, HAND);
  assert.equal(got.ok, true, JSON.stringify(got));
  assert.equal(got.han, (await api.load('riichi')).score(HAND).han);
  const riichi = responses.filter((r) => RIICHI_FILES.test(r.path));
  assert.equal(riichi.length, 1);
  assert.ok(riichi.every((r) => r.fromWorker), 'served by the service worker');
});
