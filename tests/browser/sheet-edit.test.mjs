// The score sheet in the page: editing and deleting recorded hands, with the
// totals and seats recomputed, and undo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tap, useBrowser } from './harness.mjs';
import { enterHand, readSheet, startMatch } from './sheet-pages.mjs';

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
