// The harness's reuse of contexts and tabs (tests/browser/harness.mjs,
// env.open): the next test on the same device (whatever its viewport) gets
// the same context and tab, its service worker still in control, a new
// document at its own size, and nothing of what the test before left in
// storage; a context a test took (it may have changed it) is never handed on,
// nor a tab a test changed (a route, a listener). The tests
// run in order: each looks at what the one before left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumOptions, commandLineOf } from './chromium.mjs';
import { DESKTOP, PHONE, useBrowser } from './harness.mjs';

const env = useBrowser();
const contexts = [];

const controlled = (page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test('a test opens the page under the service worker and leaves local storage, IndexedDB and a cookie behind', async (t) => {
  const { page } = await env.open(t);
  contexts.push(page.context());
  assert.equal(await controlled(page), true, 'a second visit: the worker controls the page');
  await page.evaluate(() => new Promise((resolve, reject) => {
    localStorage.setItem('left-behind', '1');
    document.cookie = 'left=1; max-age=3600';
    const open = indexedDB.open('left-behind', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('things');
    open.onsuccess = () => { open.result.close(); resolve(); };
    open.onerror = () => reject(open.error);
  }));
});

test('the next test gets the same context, under the worker, with none of it', async (t) => {
  const { page } = await env.open(t);
  contexts.push(page.context());
  assert.equal(contexts[1], contexts[0], 'the context is reused');
  assert.equal(await controlled(page), true, 'the worker still controls the page');
  assert.deepEqual(await page.evaluate(async () => ({
    local: localStorage.getItem('left-behind'),
    cookie: document.cookie.includes('left=1'),
    databases: (await indexedDB.databases()).map((d) => d.name).filter((name) => name === 'left-behind'),
  })), { local: null, cookie: false, databases: [] });
  assert.ok(await page.evaluate(() => caches.keys()).then((keys) => keys.length > 0), 'the worker\'s cache is kept');
});

test('two pages open at once in one test are in contexts of their own', async (t) => {
  const { page } = await env.open(t);
  const { page: other } = await env.open(t);
  assert.notEqual(page.context(), other.context());
  await page.evaluate(() => localStorage.setItem('mine', '1'));
  assert.equal(await other.evaluate(() => localStorage.getItem('mine')), null);
});

test('a test that takes its context (to change it) has it to itself: it is closed after the test', async (t) => {
  const { context, page } = await env.open(t);
  contexts.push(context);
  await context.setOffline(true);
  assert.equal(await page.evaluate(() => navigator.onLine), false);
});

test('the next test does not get that context, and is online', async (t) => {
  const { page } = await env.open(t);
  assert.notEqual(page.context(), contexts[2], 'the context taken is not handed on');
  assert.equal(await page.evaluate(() => navigator.onLine), true);
});

test('another device gets a context of its own', async (t) => {
  const { page } = await env.open(t, { device: DESKTOP });
  assert.ok(!contexts.includes(page.context()));
  assert.equal(await page.evaluate(() => innerWidth), DESKTOP.viewport.width);
  assert.equal(await controlled(page), true);
});

const tabs = [];

test('a test leaves a global and a route-free tab behind', async (t) => {
  const { page } = await env.open(t);
  tabs.push(page);
  await page.evaluate(() => { window.leftBehind = 1; });
});

test('the next test on the device, at another size, gets that tab with a new document at its size', async (t) => {
  const { page } = await env.open(t, { device: { ...PHONE, viewport: { width: 320, height: 568 } } });
  tabs.push(page);
  assert.equal(page, tabs[0], 'the tab is reused');
  assert.deepEqual(await page.evaluate(() => [window.leftBehind ?? null, innerWidth, innerHeight]), [null, 320, 568]);
  await page.route('**/nothing-here', (route) => route.abort());
});

test('a tab a test changed (a route) is not handed on, its context is', async (t) => {
  const { page } = await env.open(t);
  tabs.push(page);
  assert.notEqual(page, tabs[1], 'a new tab');
  assert.equal(page.context(), tabs[1].context(), 'in the same context');
  assert.equal(tabs[1].isClosed(), true, 'the changed tab was closed');
  assert.deepEqual(await page.evaluate(() => [innerWidth, innerHeight]), [PHONE.viewport.width, PHONE.viewport.height]);
});

test('freshTab: the next test on the device gets its context in a new tab', async (t) => {
  const { page } = await env.open(t, { freshTab: true });
  assert.equal(page.context(), tabs[2].context(), 'the same context');
  assert.notEqual(page, tabs[2], 'a new tab');
  assert.equal(tabs[2].isClosed(), true, 'the old tab was closed');
});

// Chromium counts the last --disable-features flag only: a test's own list
// (back.test.mjs's) once replaced Playwright's (paint holding back on).
test('the browser runs with Playwright\'s features off, the address bar\'s popup pages off and a test\'s own', async () => {
  const argv = await commandLineOf(await chromiumOptions({ featuresOff: ['BackForwardCache'] }));
  const off = argv.filter((a) => a.startsWith('--disable-features=')).at(-1).split('=')[1].split(',');
  for (const feature of ['PaintHolding', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'BackForwardCache']) {
    assert.ok(off.includes(feature), `${feature} in the flag that counts: ${off}`);
  }
});

// Most files run in the headless shell; a file about the browser itself asks
// for the whole browser (chromium.mjs), and MAHJONG_CHROMIUM=full gives it to every file.
test('a file gets the headless shell, or the whole browser when it asks (or when MAHJONG_CHROMIUM=full)', async () => {
  const programOf = async (options) => (await commandLineOf(await chromiumOptions(options)))[0];
  const everyFileWhole = process.env.MAHJONG_CHROMIUM === 'full';
  assert.match(await programOf({}), everyFileWhole ? /\/chromium$/ : /\/chromium-headless-shell$/);
  assert.match(await programOf({ wholeBrowser: true }), /\/chromium$/);
});

// A test registered after a top-level await of a promise another file began
// is filed under that file's ended suite and fails unrun (lane.mjs). Read
// from each file's statements at the top level (those that start a line),
// an async function's own awaits aside.
test('no test file awaits at its top level anything but an import()', () => {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const awaiting = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.mjs'))) {
    readFileSync(path.join(dir, file), 'utf8').split('\n').forEach((line, i) => {
      const statement = line.replace(/await import\(/g, '');
      if (/^[^\s/]/.test(line) && /\bawait\b/.test(statement) && !/=>|^(async )?function\b/.test(statement)) awaiting.push(`${file}:${i + 1}: ${line}`);
    });
  }
  assert.deepEqual(awaiting, []);
});
