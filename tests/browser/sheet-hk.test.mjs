// The score sheet in the page: a Hong Kong game with dealer repeats, a draw,
// a hand from each payment table and hands entered by their faan.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, tap, useBrowser } from './harness.mjs';
import { WINDS, byPlayer, closeSheet, enterHand, openSheet, readSheet, record, setHand, startMatch } from './sheet-pages.mjs';

const env = useBrowser();
const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];

// Hong Kong's deal: the dealer keeps it after winning (and, by default, after
// a draw); otherwise it passes to the player who sat South, and every seat
// moves one back. The prevalent wind moves once each player has dealt.
const seatsFor = (dealer) => [0, 1, 2, 3].map((p) => WINDS[(p - dealer + 4) % 4]);

// hand -> winner, discarder (null: self-drawn), the payment table, the hand
const PLAN = [
  { winner: 0, discarder: 1, table: 'traditional', text: '[CCC1][FFF1]222m333m5p5p' }, // the dealer wins: repeats
  'draw', // the dealer keeps the deal
  { winner: 0, discarder: null, table: 'simplified', text: '234m567p345s99p67s8s' }, // repeats again
  { winner: 1, discarder: null, table: 'canton', text: '11123455678999m' }, // passes to Bo
  { winner: 2, discarder: 3, table: 'half_spicy', text: '[CCC1][FFF1]222m333m5p5p' }, // passes to Cy
  { winner: 2, discarder: 0, table: 'full_spicy', text: '234m567p345s99p67s8s' }, // Cy repeats
  { winner: 0, discarder: 3, table: 'traditional', text: '11123455678999m' }, // passes to Di
];

test('an HK game: the dealer repeats on a win and a draw, each payment table settles as the core says, a hand by faan', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES, { rules: 'hk' });
  await closeSheet(page);
  let dealer = 0;
  let passes = 0;
  const totals = [0, 0, 0, 0];
  const expected = [];
  for (const [i, plan] of PLAN.entries()) {
    const seats = seatsFor(dealer);
    const prevalent = WINDS[Math.floor(passes / 4)];
    if (plan === 'draw') {
      await openSheet(page);
      await tap(page, '[data-testid=record-draw]');
      await page.locator(`[data-testid=sheet-hand][data-hand="${i + 1}"]`).waitFor();
      await closeSheet(page);
      expected.push({ seats: seats.join(''), delta: [0, 0, 0, 0] });
      continue;
    }
    const result = await setHand(page, {
      rules: 'hk', text: plan.text, self_drawn: plan.discarder === null, discarder: plan.discarder === null ? undefined : seats[plan.discarder],
      seat_wind: seats[plan.winner], prevalent_wind: prevalent, options: { payment_table: plan.table },
    });
    assert.match(await record(page), new RegExp(`Hand ${i + 1} recorded`));
    const delta = byPlayer(result.payments, seats);
    delta.forEach((d, p) => { totals[p] += d; });
    expected.push({ seats: seats.join(''), delta });
    if (plan.winner !== dealer) {
      dealer = (dealer + 1) % 4;
      passes += 1;
    }
  }
  assert.equal(dealer, 3);

  // An eighth hand by its faan: Bo wins 6 faan (16 base points on the traditional
  // table) on Ann's discard, Di deals. Seed 001: the discarder pays double, East
  // (Di) double: Ann 32, Cy 16, Di 32; Bo +80.
  await openSheet(page);
  await tap(page, '[data-testid=enter-hand]');
  await page.locator('[data-testid=form-winner][value="1"]').check();
  await page.locator('[data-testid=form-how][value="0"]').check();
  await page.locator('[data-testid=form-points]').fill('6');
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=sheet-hand][data-hand="8"]').waitFor();
  expected.push({ seats: seatsFor(3).join(''), delta: [-32, 80, -16, -32] });
  [-32, 80, -16, -32].forEach((d, p) => { totals[p] += d; });
  dealer = 0; // Bo was not the dealer: the deal passes to Ann, each player has dealt once
  passes += 1;

  const sheet = await readSheet(page);
  assert.deepEqual(sheet.rows.map((r) => ({ seats: r.seats, delta: r.delta })), expected);
  assert.deepEqual(sheet.standings, Object.fromEntries(NAMES.map((n, p) => [n, totals[p]])));
  assert.equal(sheet.next.seats, seatsFor(dealer).join(''));
  assert.equal(sheet.next.prevalent, 'S', 'the South round once every player has dealt');
  for (const row of sheet.rows) assert.equal(row.delta.reduce((a, b) => a + b, 0), 0);
  // Hong Kong's words on the sheet, and in Traditional Chinese
  assert.match(sheet.rows[1].text, /流局/);
  await tap(page, '[data-action=language]');
  await tap(page, '[data-action=language]');
  await page.locator('[data-testid=sheet-hand][data-hand="2"]', { hasText: '東 · 流局' }).waitFor();
  assert.match(await page.locator('[data-testid=sheet-hand][data-hand="8"]').textContent(), /Bo食糊，Ann出銃/);
  await page.screenshot({ path: path.join(ARTIFACTS, 'sheet-hk-zh-Hant-360x640.png') });
});

test('HK: with "dealer keeps the deal on a draw" off, a draw passes the deal', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES, { rules: 'hk', options: { dealer_keeps_on_draw: false, stake: 2 } });
  await tap(page, '[data-testid=record-draw]');
  await page.locator('[data-testid=sheet-hand]').waitFor();
  assert.equal((await readSheet(page)).next.seats, seatsFor(1).join(''));
  // the calculator at stake 1 would not add up in a game at stake 2: refused, and said why
  await closeSheet(page);
  await setHand(page, { rules: 'hk', text: '234m567p345s99p67s8s', self_drawn: true, seat_wind: 'S', prevalent_wind: 'E' });
  assert.match(await record(page), /option “Stake \(money per base point\)”/);
  const won = await setHand(page, { rules: 'hk', text: '234m567p345s99p67s8s', self_drawn: true, seat_wind: 'S', prevalent_wind: 'E', options: { stake: 2 } });
  assert.match(await record(page), /Hand 2 recorded/);
  const hand2 = byPlayer(won.payments, seatsFor(1)); // Cy sits South at hand 2
  await openSheet(page);
  // a false win (詐糊) by Bo: a self-drawn limit hand's share to each, 64 x 2 x stake 2
  await tap(page, '[data-testid=add-penalty]');
  await page.locator('[data-testid=form-offender][value="1"]').check();
  assert.equal(await page.locator('[data-testid=form-each]').inputValue(), '256');
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=sheet-penalty]').waitFor();
  const penalty = [256, -768, 256, 256];
  assert.deepEqual((await readSheet(page)).standings, Object.fromEntries(NAMES.map((n, p) => [n, hand2[p] + penalty[p]])));
});

test('HK hands entered by faan under 半銃 (discard_payment half): totals and the catch-up in faan', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES, { rules: 'hk', options: { discard_payment: 'half', dealer_doubles: false } });
  // Hand 1, Ann deals: Di (North) wins 3 faan on Cy's (West) discard, issue 15's
  // example: base 8, Cy pays 8 x2, Ann and Bo 8 each; Di +32. The deal passes to Bo.
  await enterHand(page, { winner: 3, from: 2, points: 3 });
  // Hand 2, Bo deals: Ann self-draws 5 faan, base 16, doubled for the self-draw: 32 from each.
  await enterHand(page, { winner: 0, points: 5 });
  // Hand 3, Cy deals: Cy wins 10 faan (the 10+ row, base 64) on Bo's discard: Bo 128, Ann 64, Di 64.
  await tap(page, '[data-testid=enter-hand]');
  await page.locator('[data-testid=form-winner][value="2"]').check();
  await page.locator('[data-testid=form-how][value="1"]').check();
  await page.locator('[data-testid=form-points]').fill('10');
  await page.setViewportSize({ width: 360, height: 640 });
  await page.screenshot({ path: path.join(ARTIFACTS, 'sheet-hk-enter-faan-360x640.png') });
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=form-hand]').waitFor({ state: 'detached' });

  const expected = [[-8, -8, -16, 32], [96, -32, -32, -32], [-64, -128, 256, -64]];
  const totals = [0, 1, 2, 3].map((p) => expected.reduce((sum, d) => sum + d[p], 0));
  assert.deepEqual(totals, [24, -168, 208, -64]);
  const sheet = await readSheet(page);
  assert.deepEqual(sheet.rows.map((r) => r.delta), expected);
  assert.deepEqual(sheet.rows.map((r) => r.seats), ['ESWN', 'NESW', 'WNES']);
  assert.deepEqual(sheet.standings, Object.fromEntries(NAMES.map((n, p) => [n, totals[p]])));
  assert.equal(sheet.next.seats, 'WNES', 'Cy won as dealer: Cy deals again');

  // Bo is 376 behind Cy, who deals again (no dealer doubling): a self-draw
  // brings Bo 6b and costs Cy 2b, so 8b > 376 needs 64 base points, 10 faan;
  // Cy's discard: Bo +4b, Cy -2b: 6b, 10 faan; a third's: 5b > 376 needs more
  // than the limit pays.
  const line = page.locator('[data-testid=catch-up] li[data-a=Bo][data-b=Cy]');
  assert.equal(await line.getAttribute('data-self'), '10');
  assert.equal(await line.getAttribute('data-from-b'), '10');
  assert.match(await line.textContent(), /self-pick 10 faan; from Cy 10 faan; from Ann –; from Di –/);
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'sheet-hk-catchup-faan-360x640.png') });

  // 2 faan is below the 3-faan minimum: refused, and said why
  await tap(page, '[data-testid=enter-hand]');
  await page.locator('[data-testid=form-winner][value="3"]').check();
  await page.locator('[data-testid=form-points]').fill('2');
  await tap(page, '[data-testid=form-save]');
  assert.match(await page.locator('.sheet-error[role=alert]').textContent(), /fewest faan/);
  await tap(page, '[data-action=cancel-form]');
  assert.equal((await readSheet(page)).rows.length, 3);
});

test('the HK game form: the core\'s payment tables and discard payments, in the sheet\'s words, fit every phone size', async (t) => {
  for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
    const { page } = await env.open(t, { device: { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } });
    await openSheet(page);
    await tap(page, '[data-testid=new-match]');
    await page.locator('input[name=rules][value=hk]').check();
    const tables = page.locator('[data-testid=option-payment_table] option');
    const catalog = (await page.evaluate(async () => (await import('./mahjong.js')).catalog('hk')))
      .options.find((o) => o.id === 'payment_table');
    assert.deepEqual(await tables.evaluateAll((os) => os.map((o) => o.value)), catalog.choices);
    assert.equal(await page.locator('[data-testid=option-payment_table]').inputValue(), catalog.default);
    assert.deepEqual(await page.locator('[data-testid=option-discard_payment] option').evaluateAll((os) => os.map((o) => o.textContent)),
      ['all pay, the discarder double (半銃)', 'the discarder pays all (全銃)']);
    for (const name of ['payment_table', 'discard_payment', 'limit', 'min_faan']) {
      const box = await page.locator(`[name=${name}]`).boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width, `${width}x${height} ${name}: within the screen`);
    }
    await page.locator('[name=limit]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-hk-new-game-${width}x${height}.png`) });
    await page.close();
  }
});
