// A first visit, with no service worker installed yet (every other test opens
// the page as on a second visit): no errors while the worker installs and
// takes control, and the page is not reloaded under the player's fingers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, build, eventually, expectResult, scorerReady } from './harness.mjs';

// In the whole browser, as a player's first visit is (chromium.mjs).
const env = useBrowser({ wholeBrowser: true });
const HAND = '[EEE1]123m456p789s5p5p';

// Every text the problem line shows from the page's first frame on.
async function problemsSeen(page) {
  const seen = [];
  await page.exposeFunction('__seen', (text) => seen.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const problem = document.querySelector('[data-testid=problem]');
      if (problem) window.__seen(problem.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return seen;
}

async function isControlled(page) {
  try {
    return await page.evaluate(() => !!navigator.serviceWorker?.controller);
  } catch {
    return false; // the page was navigating
  }
}

test('a first visit: the worker takes control without console errors or CSP violations, and the page scores', async (t) => {
  const { page } = await env.open(t, { firstVisit: true });
  await eventually(async () => assert.equal(await isControlled(page), true), { timeout: 15000 });
  await scorerReady(page);
  await page.locator('[data-field=seat_wind]').selectOption('S');
  await build(page, HAND);
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
});

// Regression: updates.js reloaded on every controllerchange, and the new
// worker's clients.claim() fires one on a first visit: the page reloaded about
// a second after it opened and "Ready to use offline." was never seen.
test('a first visit is not reloaded when the service worker takes control, and says it is ready offline', async (t) => {
  const { page } = await env.open(t, { firstVisit: true });
  let loads = 0;
  page.on('load', () => { loads += 1; });
  await page.getByText('Ready to use offline.').waitFor({ timeout: 10000 });
  assert.equal(await isControlled(page), true);
  assert.equal(loads, 0, 'no reload');
  assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation')[0].type), 'navigate');
});

// The first render waits a moment for the scorer, so that on a normal load the
// hand and its result are laid out together; on a slow network the palette
// must not wait for it: the player can build the hand meanwhile, and it is
// scored when the scorer arrives.
test('on a slow network the palette shows before the scorer, and the hand built meanwhile is scored when it arrives', async (t) => {
  const { context, page } = await env.open(t, { firstVisit: true, path: null });
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await context.route('**/mahjong-mcr.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(env.baseURL);
  await page.locator('[data-tile="1m"]').waitFor();
  assert.equal(await page.getByTestId('fan-total').textContent(), '');
  await page.locator('[data-field=seat_wind]').selectOption('S');
  await build(page, HAND);
  assert.equal(await page.locator('[data-hand-tile]').count(), 11, 'the melded pung and eleven standing tiles');
  assert.equal(await page.getByTestId('fan-total').textContent(), '', 'no result without the scorer');
  release();
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
});

// A first visit's hand is empty: what to do needs no scorer, so the page is
// drawn at once and the scorer (the largest download) is asked for only after
// that frame; on a slow network the first screen no longer waits for it.
test('a first visit shows what to do before the scorer is asked for, and the same message stays when it is in', async (t) => {
  const { context, page } = await env.open(t, { firstVisit: true, path: null });
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  let shownWhenAsked = null;
  await context.route('**/mahjong-mcr.wasm', async (route) => {
    shownWhenAsked ??= await page.evaluate(() => document.querySelector('[data-testid=problem]')?.textContent ?? null).catch(() => null);
    await held;
    await route.continue();
  });
  await page.goto(env.baseURL);
  const message = page.getByTestId('problem');
  await message.waitFor();
  assert.match(await message.textContent(), /^Tap tiles to build a hand/);
  assert.equal(await message.getAttribute('data-code'), 'tile_count');
  assert.equal(await page.getByTestId('fan-total').textContent(), '');
  await eventually(async () => assert.match(shownWhenAsked ?? '', /^Tap tiles to build a hand/, 'the message was on screen before the scorer was asked for'));
  assert.equal(await page.locator('[data-scorer=ready]').count(), 0);
  await page.evaluate(() => { window.firstMessage = document.querySelector('[data-testid=problem]'); });
  release();
  await scorerReady(page);
  assert.equal(await page.evaluate(() => document.querySelector('[data-testid=problem]') === window.firstMessage), true,
    'the scorer\'s answer keeps the element drawn before it');
  await page.locator('[data-field=seat_wind]').selectOption('S');
  await build(page, HAND);
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
});

// A hand to show (here in the address) waits for the scorer as before: its
// first screen is its result, never the empty hand's guidance.
test('a first visit to a hand\'s link shows its result first, not an empty hand\'s message', async (t) => {
  const { page } = await env.open(t, { firstVisit: true, path: null });
  const seen = await problemsSeen(page);
  await page.goto(`${env.baseURL}#h=${encodeURIComponent('[EEE1]123m456p789s5p')}`);
  await scorerReady(page);
  assert.deepEqual([...new Set(seen)].filter((text) => /Tap tiles/.test(text)), []);
});

// Regression: a scorer slower than the page's brief wait for it (a slow phone,
// a busy machine) drew the link's hand as empty, with the empty hand's "Tap
// tiles" guidance, until the scorer read the link. Seen in a parallel test run.
test('regression: a hand\'s link whose scorer is slow says it is loading, never the empty hand\'s message', async (t) => {
  const { page, context } = await env.open(t, { firstVisit: true, path: null });
  await context.route('**/mahjong-mcr.wasm', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const seen = await problemsSeen(page);
  await page.goto(`${env.baseURL}#h=${encodeURIComponent('[EEE1]123m456p789s5p')}`);
  await page.locator('.summary .status').filter({ hasText: 'Loading' }).waitFor();
  await scorerReady(page);
  assert.deepEqual([...new Set(seen)].filter((text) => /Tap tiles/.test(text)), []);
});
