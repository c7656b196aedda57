// Installed and offline: the manifest, the service worker, scoring with the
// network off after one visit, the hand kept across reloads. Updates (static
// hosts' caching, half-finished deploys, a cleared cache) are in
// hostile-updates.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  build, eventually, expectResult, readTotal, scorerReady, setSituation, tap, useBrowser,
} from './harness.mjs';

// In the whole browser, as an installed player's is (chromium.mjs).
const env = useBrowser({ wholeBrowser: true });

const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });

// A complete concealed hand: Pure Straight 16, Concealed Hand 2, All Chows 2,
// Mixed Double Chow 1, Single Wait 1 (it waits on the 5s alone) = 22.
const HAND = '123m456m789m123p5s5s';
const HAND_FANS = { pure_straight: 1, concealed_hand: 1, all_chows: 1, mixed_double_chow: 1, single_wait: 1 };

test('the manifest makes the page installable: name, standalone, start URL and PNG icons of 192 and 512', async (t) => {
  const { page } = await env.open(t);
  const href = await page.getAttribute('link[rel=manifest]', 'href');
  const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href);
  assert.ok(manifest.name && manifest.short_name);
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.ok(manifest.theme_color && manifest.background_color);
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && i.purpose === 'any');
    assert.ok(icon, `a ${size}px icon`);
    const { status, type, width, height } = await page.evaluate(async (src) => {
      const res = await fetch(src);
      const bytes = new DataView(await res.arrayBuffer());
      // A PNG's IHDR gives its size at bytes 16-23.
      return { status: res.status, type: res.headers.get('content-type'), width: bytes.getUint32(16), height: bytes.getUint32(20) };
    }, icon.src);
    assert.equal(status, 200);
    assert.equal(type, 'image/png');
    assert.deepEqual([width, height], [size, size]);
  }
  assert.ok(manifest.icons.some((i) => i.purpose === 'maskable'));
});

test('after one visit a service worker controls the page and has cached every file', async (t) => {
  const { page } = await env.open(t);
  await controlled(page);
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys[0]);
    return { keys, urls: (await cache.keys()).map((r) => new URL(r.url).pathname) };
  });
  assert.equal(cached.keys.length, 1);
  assert.match(cached.keys[0], /^mahjong-calculator-[0-9a-f]{12}$/);
  for (const file of ['/', '/index.html', '/mahjong-mcr.wasm', '/mahjong-hk.wasm', '/mahjong-first.mjs', '/mahjong-words-hk.json', '/rules/mcr/fans.js', '/icons/icon-192.png']) {
    assert.ok(cached.urls.includes(file), `${file} is precached`);
  }
});

test('offline after one visit: the page loads, a hand is built by tapping and scored, a fan definition opens', async (t) => {
  const { context, page } = await env.open(t);
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await scorerReady(page);
  await build(page, HAND);
  await expectResult(page, { total: 22, fans: HAND_FANS });
  await tap(page, page.locator('[data-fan=pure_straight] button'));
  await eventually(async () => assert.match(await page.textContent('[data-fan=pure_straight] .definition'), /123.*456.*789/));
  // And a fresh navigation, not just a reload, is served from the cache too.
  const second = await context.newPage();
  await second.goto(env.baseURL + '#h=' + encodeURIComponent('[EEE1]123m456p789s5p5p'));
  await scorerReady(second);
  assert.equal(Number(await readTotal(second)), 13);
});

test('hand, situation, rule set and language survive a reload (local storage), even without the URL', async (t) => {
  const { context, page } = await env.open(t);
  await build(page, HAND);
  await setSituation(page, { seat_wind: 'S', self_drawn: true });
  await tap(page, '[data-part=lang-switch]');
  await tap(page, '[data-lang=zh-Hans]');
  const before = Number(await readTotal(page));
  await eventually(async () => {
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('mahjong-calculator')));
    assert.equal(saved?.lang, 'zh-Hans');
  });
  // The root opened afresh, in a tab of its own: in this one the page's
  // later writes of its address (history.replaceState after a frame) once
  // aborted a navigation begun meanwhile (net::ERR_ABORTED in CI, twice).
  const fresh = await context.newPage();
  await fresh.goto(env.baseURL); // no fragment: local storage alone restores
  await scorerReady(fresh);
  assert.equal(Number(await readTotal(fresh)), before);
  assert.equal(await fresh.locator('[data-hand-tile]').count(), 14);
  assert.equal(await fresh.inputValue('[data-field=seat_wind]'), 'S');
  assert.equal(await fresh.getAttribute('html', 'lang'), 'zh-Hans');
});
