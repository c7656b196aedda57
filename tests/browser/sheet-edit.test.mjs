// The score sheet in the page: editing and deleting recorded hands, with the
// totals and seats recomputed, and undo; a tap in the entry form changes the
// form alone, the sheet under it only when a hand is recorded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, eventually, tap, useBrowser } from './harness.mjs';
import { closeSheet, enterHand, readSheet, startMatch } from './sheet-pages.mjs';

const env = useBrowser();
const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];

const rowButton = (page, index) => page.locator(`[data-action=row][data-index="${index}"]`);

test('edit a hand, delete one, undo both: the totals and seats follow', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES);
  await enterHand(page, { winner: 0, points: 8 }); // Ann self-draws 8: +48, others -16
  await enterHand(page, { winner: 1, from: 0, points: 20 }); // Bo 20 off Ann: Bo +44, Ann -28, Cy -8, Di -8
  await enterHand(page, { winner: 2, from: 3, points: 10 }); // Cy 10 off Di: Cy +34, Di -18, Ann -8, Bo -8
  let sheet = await readSheet(page);
  assert.deepEqual(sheet.standings, { Ann: 12, Bo: 20, Cy: 10, Di: -42 });

  // an entered value that is not an MCR win is refused, and says why
  await tap(page, rowButton(page, 1));
  await tap(page, '[data-testid=edit-entry]');
  await page.locator('[data-testid=form-points]').fill('6');
  await tap(page, '[data-testid=form-save]');
  assert.match(await page.locator('.sheet-error').textContent(), /at least 8/);
  // hand 2 becomes 12 points: Bo +36, Ann -20
  await page.locator('[data-testid=form-points]').fill('12');
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=form-hand]').waitFor({ state: 'detached' });
  sheet = await readSheet(page);
  assert.deepEqual(sheet.rows[1].delta, [-20, 36, -8, -8]);
  assert.deepEqual(sheet.standings, { Ann: 20, Bo: 12, Cy: 10, Di: -42 });

  // delete hand 1: the others become hands 1 and 2, at those hands' seats
  await tap(page, rowButton(page, 0));
  await tap(page, '[data-testid=delete-entry]');
  await page.locator('[data-testid=sheet-hand]').nth(2).waitFor({ state: 'detached' });
  sheet = await readSheet(page);
  assert.deepEqual(sheet.rows.map((r) => [r.hand, r.seats]), [[1, 'ESWN'], [2, 'NESW']]);
  assert.deepEqual(sheet.standings, { Ann: -28, Bo: 28, Cy: 26, Di: -26 });

  // undo twice: the deletion, then the edit
  await tap(page, '[data-testid=sheet-undo]');
  await page.locator('[data-testid=sheet-hand]').nth(2).waitFor();
  assert.deepEqual((await readSheet(page)).standings, { Ann: 20, Bo: 12, Cy: 10, Di: -42 });
  await tap(page, '[data-testid=sheet-undo]');
  await page.locator('[data-testid=standings] [data-player=Ann][data-score="12"]').waitFor();
  assert.deepEqual((await readSheet(page)).standings, { Ann: 12, Bo: 20, Cy: 10, Di: -42 });

  // a hand edited into a draw
  await tap(page, rowButton(page, 2));
  await tap(page, '[data-testid=edit-entry]');
  await page.locator('[data-testid=form-winner][value=draw]').check();
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=sheet-hand][data-kind=draw]').waitFor();
  assert.deepEqual((await readSheet(page)).standings, { Ann: 20, Bo: 28, Cy: -24, Di: -24 });
});

test('catch-up figures follow the totals: what Ann needs to overtake Bo', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES);
  await enterHand(page, { winner: 1, from: 0, points: 60 }); // Bo +84, Ann -68: a gap of 152
  const line = page.locator('[data-testid=catch-up] li[data-a=Ann][data-b=Bo]');
  // 4 (8 + x) > 152: x = 31; from Bo 2x + 32 > 152: x = 61; from a third x + 32 > 152: x = 121
  assert.equal(await line.getAttribute('data-self'), '31');
  assert.equal(await line.getAttribute('data-from-b'), '61');
  assert.match(await line.textContent(), /Cy's discard 121 pts|from Cy 121 pts/);
});

// The sheet's parts that follow the match, not the form, kept on the page to
// compare with after the taps (the same node: not drawn again).
const PARTS = {
  table: '.sheet-table', row: '[data-testid=sheet-hand]', standings: '[data-testid=standings]',
  chart: '.sheet-standing-card svg', next: '[data-testid=next-hand]',
};
const keepSheet = (page) => page.evaluate((parts) => {
  window.__sheet = Object.fromEntries(Object.entries(parts).map(([k, s]) => [k, document.querySelector(s)]));
  return Object.fromEntries(Object.entries(window.__sheet).map(([k, v]) => [k, !!v]));
}, PARTS);
const sheetKept = (page) => page.evaluate((parts) => Object.fromEntries(Object.entries(parts)
  .map(([k, s]) => [k, document.querySelector(s) === window.__sheet[k]])), PARTS);
const ALL_KEPT = Object.fromEntries(Object.keys(PARTS).map((k) => [k, true]));
const ALL_NEW = Object.fromEntries(Object.keys(PARTS).map((k) => [k, false]));
const howChoices = (page) => page.locator('[data-testid=form-how]').evaluateAll((l) => l.map((i) => `${i.value}${i.checked ? '*' : ''}`));

test('a tap in the form changes the form alone: the sheet\'s table, standings and chart keep their nodes until a hand is recorded (a row opened and the figures too); the total follows the taps', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES);
  await enterHand(page, { winner: 0, points: 8 });
  await enterHand(page, { winner: 1, from: 0, points: 20 });
  await closeSheet(page);
  // the form "by fans", from the calculator, over the sheet
  await tap(page, '[data-testid=record-by-fans]');
  await page.locator('[data-testid=fan-list]').waitFor();
  assert.deepEqual(await keepSheet(page), ALL_KEPT, 'the sheet has a table, a row, standings, a chart and the next hand');
  const total = page.locator('[data-testid=fans-total]');

  await tap(page, '[data-testid=form-winner][value="1"]');
  // who dealt in: anyone but the winner, self-drawn first
  assert.deepEqual(await howChoices(page), ['self*', '0', '2', '3']);
  await tap(page, '[data-testid=form-how][value="2"]');
  assert.deepEqual(await howChoices(page), ['self', '0', '2*', '3']);
  await tap(page, '[data-testid=form-winner][value="2"]');
  // the discarder who became the winner: self-drawn again
  assert.deepEqual(await howChoices(page), ['self*', '0', '1', '3']);
  await tap(page, '[data-testid=form-how][value="1"]');
  // the fan tapped is the node the player tapped, kept through the taps after it
  await page.evaluate(() => { window.__fan = document.querySelector('[data-fan=half_flush]'); });
  for (const id of ['half_flush', 'all_chows', 'pure_double_chow']) await tap(page, `[data-testid=fan-list] [data-fan="${id}"]`);
  assert.equal(await total.getAttribute('data-points'), '9');
  assert.match(await total.textContent(), /3 fans ticked: 9 pts/);
  const times = page.locator('[data-fan-times="pure_double_chow"]');
  await tap(page, times);
  // the form keeps its place: a tap far down its list does not scroll it
  const form = page.locator('[data-testid=form-hand]');
  const scrolled = await form.evaluate((f) => f.scrollTop);
  await tap(page, times);
  assert.equal(await form.evaluate((f) => f.scrollTop), scrolled);
  await tap(page, times);
  assert.equal((await times.textContent()).trim(), '×2');
  assert.match(await times.getAttribute('aria-label'), /Pure Double Chow/);
  assert.equal(await total.getAttribute('data-points'), '10');
  await page.locator('[data-testid=form-flowers]').fill('2');
  await page.locator('[data-testid=form-flowers]').press('Tab'); // the change lands when the field is left
  await eventually(async () => assert.equal(await total.getAttribute('data-points'), '12'));
  await tap(page, '[data-testid=fan-list] [data-fan="all_chows"]');
  assert.equal(await total.getAttribute('data-points'), '10');
  assert.match(await total.textContent(), /3 fans ticked: 10 pts/); // Pure Double Chow counted twice
  assert.equal(await page.evaluate(() => window.__fan === document.querySelector('[data-fan=half_flush]') && window.__fan.checked), true);
  // from the keyboard: the box ticked with Space keeps the focus, ticked and unticked
  const box = page.locator('[data-fan="all_chows"]');
  await box.focus();
  await page.keyboard.press('Space');
  assert.equal(await total.getAttribute('data-points'), '12');
  await page.keyboard.press('Space');
  assert.equal(await total.getAttribute('data-points'), '10');
  assert.equal(await box.evaluate((b) => b === document.activeElement && !b.checked), true);
  assert.deepEqual(await sheetKept(page), ALL_KEPT);
  for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
    await page.setViewportSize({ width, height });
    await times.scrollIntoViewIfNeeded();
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-form-by-fans-${width}x${height}.png`) });
    // The count's heading, stuck at the top while the fans scroll under it,
    // covers the list's whole width (no fan's words showing beside it).
    const [heading, list] = await total.evaluate((legend) => [legend, legend.closest('fieldset')]
      .map((e) => e.getBoundingClientRect().width));
    assert.ok(heading >= list - 40, `the heading is ${heading} px of the list's ${list}`);
  }
  await page.setViewportSize({ width: 360, height: 640 });
  assert.deepEqual(await sheetKept(page), ALL_KEPT, 'nor a new size');

  // a draw: the form's own fields go, and come back with a winner
  await tap(page, '[data-testid=form-winner][value=draw]');
  assert.equal(await page.locator('[data-testid=form-how]').count(), 0);
  assert.equal(await page.locator('[data-testid=fan-list]').count(), 0);
  await tap(page, '[data-testid=form-winner][value="2"]');
  await tap(page, '[data-testid=form-how][value="1"]');
  await page.locator('[data-testid=fan-list]').waitFor();
  assert.deepEqual(await sheetKept(page), ALL_KEPT);
  for (const id of ['half_flush', 'all_chows']) await tap(page, `[data-testid=fan-list] [data-fan="${id}"]`);
  assert.equal(await total.getAttribute('data-points'), '8');

  // the hand recorded: it is the third row, drawn with the rest of the sheet
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=record-confirmation]').waitFor();
  await eventually(async () => assert.match(await page.locator('[data-testid=record-confirmation]').textContent(), /Hand 3 recorded/));

  // the sheet's own form (by points): its taps keep the sheet; its Save draws it anew
  await tap(page, '[data-testid=open-sheet]');
  await page.locator('[data-testid=sheet-hand]').nth(2).waitFor();
  await tap(page, '[data-testid=enter-hand]');
  await keepSheet(page);
  await tap(page, '[data-testid=form-winner][value="3"]');
  await tap(page, '[data-testid=form-how][value="0"]');
  await page.locator('[data-testid=form-points]').fill('9');
  assert.deepEqual(await sheetKept(page), ALL_KEPT);
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=form-hand]').waitFor({ state: 'detached' });
  assert.deepEqual(await sheetKept(page), ALL_NEW);
  const sheet = await readSheet(page);
  assert.deepEqual(sheet.rows.map((r) => r.hand), [1, 2, 3, 4]);
  // Cy 8 off Bo, then Di 9 off Ann (seeds' MCR: 8 + x from the discarder, 8 from the others)
  assert.deepEqual(sheet.rows[2].delta, [-8, -16, 32, -8]);
  assert.deepEqual(sheet.rows[3].delta, [-17, -8, -8, 33]);

  // a row opened and closed, and the figures: in place too
  await keepSheet(page);
  await tap(page, rowButton(page, 1));
  assert.equal(await page.locator('[data-testid=edit-entry]').count(), 1);
  assert.equal(await rowButton(page, 1).getAttribute('aria-expanded'), 'true');
  await tap(page, rowButton(page, 2));
  assert.equal(await rowButton(page, 1).getAttribute('aria-expanded'), 'false');
  assert.equal(await page.locator('.sheet-table tr.open').count(), 1);
  assert.equal(await page.locator('.sheet-rowtools').evaluate((r) => r.previousElementSibling.dataset.index), '2');
  await tap(page, rowButton(page, 2));
  assert.equal(await page.locator('[data-testid=edit-entry]').count(), 0);
  await tap(page, '[data-section=figures]');
  assert.equal(await page.locator('[data-testid=figures]').isVisible(), true);
  await tap(page, '[data-section=figures]');
  assert.equal(await page.locator('[data-testid=figures]').isVisible(), false);
  assert.deepEqual(await sheetKept(page), ALL_KEPT);
});
