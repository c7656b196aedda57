// What the page says about a hand it cannot score yet, at the phone viewport:
// how many tiles are missing, a full hand that does not win, a fifth copy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, build, eventually, handLink, readProblem, readTotal, tap, tapTile, DESKTOP , openKeyboard } from './harness.mjs';

const env = useBrowser();

test('an empty hand says how to start', async (t) => {
  const { page } = await env.open(t);
  const problem = await readProblem(page);
  assert.equal(problem.code, 'tile_count');
  assert.match(problem.text, /Tap tiles to build a hand/);
  assert.equal(await readTotal(page), '');
});

test('an incomplete hand says how many tiles to add', async (t) => {
  const { page } = await env.open(t);
  await build(page, '123m45p');
  await eventually(async () => assert.deepEqual(await readProblem(page), { code: 'tile_count', text: 'Add 9 more tiles.' }));
  await build(page, '[EEE1]6p789s5p');
  await eventually(async () => assert.deepEqual(await readProblem(page), { code: 'tile_count', text: 'Add 1 more tile.' }));
  assert.match(await page.locator('[data-testid=tile-count]').textContent(), /^13\/14/);
  assert.equal(await readTotal(page), '');
  assert.equal(await page.locator('[data-fan]').count(), 0);
});

test('a full hand that does not win says so (not_winning), and the palette says the hand is full', async (t) => {
  // from its link: the tapping is the other tests' subject
  const { page } = await env.open(t, { path: handLink('13579m13579p1357s') });
  // A full hand is told what a winning hand needs, not only that it is not one.
  await eventually(async () => assert.deepEqual(await readProblem(page), {
    code: 'not_winning', text: 'Not a winning hand yet: a win needs four sets and a pair (or a special hand).',
  }));
  assert.equal(await readTotal(page), '');
  // On a phone the keyboard folds away, leaving the room to the result; its
  // handle opens it again (for flowers), and removing a tile keeps it open.
  assert.equal(await page.locator('[data-testid=keyboard-toggle]').getAttribute('aria-expanded'), 'false');
  const palette = page.locator('[data-tile="2m"]');
  assert.equal(await palette.isVisible(), false, 'no tiles to tap on a full hand');
  await openKeyboard(page);
  await page.getByText('The hand is full: tap a tile in the hand to remove it.').waitFor();
  assert.equal(await palette.getAttribute('aria-disabled'), 'true');
  assert.equal(await palette.getAttribute('title'), 'The hand already has 14 tiles.');
  await tapTile(page, 'f1');
  await eventually(async () => assert.equal(await page.locator('[data-tile="f1"]').getAttribute('aria-pressed'), 'true'));
  await openKeyboard(page);
  await tap(page, page.locator('[data-hand-tile="7s"]'));
  await tapTile(page, '2m');
  assert.equal(await page.locator('[data-hand-tile]').count(), 14);
  assert.equal(await page.locator('[data-hand-tile="2m"]').count(), 1);
});

test('on a wide screen a full hand keeps the palette in view, every tile saying why it is blocked', async (t) => {
  const { page } = await env.open(t, { device: DESKTOP, path: handLink('13579m13579p1357s') });
  const palette = page.locator('[data-tile="2m"]');
  await eventually(async () => assert.equal(await palette.getAttribute('aria-disabled'), 'true'));
  assert.equal(await palette.isVisible(), true);
  // A tap on a full hand adds nothing.
  await tapTile(page, '2m', { force: true });
  assert.equal(await page.locator('[data-hand-tile]').count(), 14);
});

test('a fifth copy is blocked in the palette', async (t) => {
  const { page } = await env.open(t);
  await build(page, '1111m');
  const one = page.locator('[data-tile="1m"]');
  await eventually(async () => assert.equal(await one.getAttribute('aria-disabled'), 'true'));
  assert.equal(await one.getAttribute('title'), 'There are only four of each tile.');
  await tapTile(page, '1m', { force: true });
  await tapTile(page, '2m');
  await eventually(async () => assert.equal(await page.locator('[data-hand-tile]').count(), 5));
  assert.equal(await page.locator('[data-hand-tile="1m"]').count(), 4);
  // Declared melds count too: with three 5p standing, a pung of 5p would make six.
  await build(page, '5p5p5p');
  await openKeyboard(page);
  await tap(page, '[data-mode=pung]');
  await eventually(async () => assert.equal(await page.locator('[data-tile="5p"]').getAttribute('aria-disabled'), 'true'));
  await tapTile(page, '5p', { force: true });
  assert.equal(await page.locator('[data-meld]').count(), 0);
  // A chow of 1m 2m 3m needs a fifth 1m: blocked as well.
  await openKeyboard(page);
  await tap(page, '[data-mode=chow]');
  await eventually(async () => assert.equal(await page.locator('[data-tile="1m"]').getAttribute('aria-disabled'), 'true'));
  assert.equal(await page.locator('[data-tile="2m"]').getAttribute('aria-disabled'), null);
});

// Regression: the reason was only a title attribute, which touch screens never show.
test('a tap on a blocked palette tile says why, where a phone shows it', async (t) => {
  const { page } = await env.open(t);
  await build(page, '1111m');
  await tapTile(page, '1m', { force: true });
  await page.getByText('There are only four of each tile.').first().waitFor({ state: 'visible', timeout: 2000 });
});

test('F5: with no total there is no dash (read as 一 on a Chinese screen), and the total keeps its line', async (t) => {
  const { page } = await env.open(t, { device: { viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true, locale: 'zh-TW' } });
  await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hant'));
  await page.getByTestId('problem').waitFor();
  assert.equal(await readTotal(page), '');
  const summary = await page.locator('[data-part=summary]').innerText();
  assert.doesNotMatch(summary.trim(), /^[–\-一]/, summary);
  const height = await page.getByTestId('fan-total').evaluate((el) => el.getBoundingClientRect().height);
  assert.ok(height >= 30, `the empty total keeps a 2.2rem line: ${height}px`);
});
