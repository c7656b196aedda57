// Undo and redo of every change (buttons, Ctrl+Z and Ctrl+Shift+Z), New hand,
// and a text box that never wipes the hand when applied empty.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, build, eventually, expectResult, handLink, readFans, tap, tapTile } from './harness.mjs';

const env = useBrowser();
const handTiles = (page) => page.locator('[data-part=hand] [data-hand-tile]').evaluateAll((els) => els.map((el) => el.dataset.handTile));
const HAND = '[EEE1]123m456p789s5p5p';
const RESULT = { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } };

test('undo and redo step through taps, with the buttons and with Ctrl+Z / Ctrl+Shift+Z', async (t) => {
  const { page } = await env.open(t);
  const undo = page.locator('[data-testid=undo]');
  const redo = page.locator('[data-testid=redo]');
  assert.equal(await undo.isDisabled(), true, 'nothing to undo on a fresh page');
  await build(page, '123m');
  await tap(page, undo);
  await eventually(async () => assert.deepEqual(await handTiles(page), ['1m', '2m']));
  await tap(page, undo);
  await eventually(async () => assert.deepEqual(await handTiles(page), ['1m']));
  await tap(page, redo);
  await eventually(async () => assert.deepEqual(await handTiles(page), ['1m', '2m']));
  await page.keyboard.press('Control+z');
  await eventually(async () => assert.deepEqual(await handTiles(page), ['1m']));
  await page.keyboard.press('Control+Shift+z');
  await eventually(async () => assert.deepEqual(await handTiles(page), ['1m', '2m']));
  // A situation change is a step too.
  await page.locator('[data-field=seat_wind]').selectOption('W');
  await page.keyboard.press('Control+z');
  await eventually(async () => assert.equal(await page.locator('[data-field=seat_wind]').inputValue(), 'E'));
});

test('New hand clears tiles, flowers and the win, keeps the rules and winds, and can be undone', async (t) => {
  const { page } = await env.open(t, { path: handLink(HAND, { seat_wind: 'S', flowers: ['f2'], discarder: 'W' }) });
  await eventually(async () => assert.equal(await page.locator('[data-field=discarder]').inputValue(), 'W'));
  await tap(page, '[data-testid=new-hand]');
  await eventually(async () => assert.deepEqual(await handTiles(page), []));
  assert.equal(await page.locator('[data-field=discarder]').inputValue(), '');
  assert.equal(await page.locator('[data-tile=f2]').getAttribute('aria-pressed'), 'false');
  assert.equal(await page.locator('[data-field=seat_wind]').inputValue(), 'S', 'the seat stays');
  await tap(page, '[data-testid=undo]');
  await expectResult(page, { total: 12, fans: { ...RESULT.fans, flower_tiles: 1 } });
  assert.equal(await page.locator('[data-field=discarder]').inputValue(), 'W');
});

test('regression: applying an empty text box says so and keeps the hand', async (t) => {
  const { page } = await env.open(t, { path: handLink(HAND, { seat_wind: 'S' }) });
  await expectResult(page, RESULT);
  await page.locator('#notation').fill('');
  await page.locator('#notation').press('Enter');
  await page.locator('#notation-error').getByText('The box is empty').waitFor();
  await expectResult(page, RESULT);
  assert.equal(Object.keys(await readFans(page)).length, 3);
});

test('regression: lowercase honours in the text box are read (e is East)', async (t) => {
  const { page } = await env.open(t);
  await page.locator('#notation').fill('[eee1]123m456p789s5p5p');
  await page.locator('#notation').press('Enter');
  await eventually(async () => {
    const fans = await readFans(page);
    assert.equal(fans.mixed_straight, 1);
    assert.equal(fans.prevalent_wind, 1, 'the EEE pung is read');
  });
  assert.equal(await page.locator('#notation-error').textContent(), '');
});

test('F13: undoing a declared meld lands in plain tile entry, so the next tap adds one tile', async (t) => {
  const { page } = await env.open(t);
  await build(page, '[345s]');
  for (const [mode, tile] of [['concealed_kong', 'E'], ['chow', '3s'], ['pung', '7p']]) {
    const before = await page.locator('[data-meld]').count();
    await tap(page, `[data-mode=${mode}]`);
    await tapTile(page, tile);
    await eventually(async () => assert.equal(await page.locator('[data-meld]').count(), before + 1));
    await tap(page, '[data-testid=undo]');
    await eventually(async () => assert.equal(await page.locator('[data-meld]').count(), before));
    assert.equal(await page.locator(`[data-mode=${mode}]`).getAttribute('aria-pressed'), 'false', `${mode} is not armed again`);
    assert.equal(await page.locator('[data-mode=tile]').getAttribute('aria-pressed'), 'true');
    await tapTile(page, 'S');
    await eventually(async () => assert.deepEqual(await handTiles(page), ['S']), 'S is one tile');
    assert.equal(await page.locator('[data-meld]').count(), before, 'no meld declared');
    await tap(page, '[data-testid=undo]');
    await eventually(async () => assert.deepEqual(await handTiles(page), []));
  }
});
