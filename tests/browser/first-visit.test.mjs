// A first visit, with no service worker installed yet (every other test opens
// the page as on a second visit): no errors while the worker installs and
// takes control, and the page is not reloaded under the player's fingers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, build, eventually, expectResult, scorerReady } from './harness.mjs';

const env = useBrowser();
const HAND = '[EEE1]123m456p789s5p5p';

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
  await context.route('**/mahjong-core.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(env.baseURL);
  await page.locator('[data-tile="1m"]').waitFor();
  assert.equal(await page.getByTestId('fan-total').textContent(), '–');
  await page.locator('[data-field=seat_wind]').selectOption('S');
  await build(page, HAND);
  assert.equal(await page.locator('[data-hand-tile]').count(), 11, 'the melded pung and eleven standing tiles');
  assert.equal(await page.getByTestId('fan-total').textContent(), '–', 'no result without the scorer');
  release();
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
});
