// The score sheet in the page: a whole 16-hand MCR match entered at a phone's
// size, by touch. The seats and the sums are worked out here from the seeds'
// rules and checked against what the sheet shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, build, eventually, setSituation, tap, useBrowser } from './harness.mjs';
import { WINDS, byPlayer, closeSheet, openSheet, readSheet, record, setHand, startMatch } from './sheet-pages.mjs';

const env = useBrowser();
const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];

// Seed 003's table, "Rotation and rounds" (the option "the deal passes to the
// dealer's left"; a table's way is sheet-table.test.mjs): the player East at
// hand 1 is South at 2, West at 3, North at 4, East at 5; four hands per
// prevalent wind (seeds 000, 002).
const seatOf = (player, hand) => WINDS[(player + hand - 1) % 4];
const prevalentOf = (hand) => WINDS[Math.floor((hand - 1) / 4)];
// Seeds 000, 002: self-drawn, 8 + x from each; on a discard 8 + x from the
// discarder and 8 from the other two.
function settle(x, winner, discarder) {
  return [0, 1, 2, 3].map((p) => {
    if (p === winner) return discarder === null ? 3 * (8 + x) : 8 + x + 16;
    return -(discarder === null || p === discarder ? 8 + x : 8);
  });
}

const HANDS = ['[EEE1]123m456p789s5p5p', '123m456p789s123s5p5p', '11123455678999m'];
// hand -> [winner, discarder (null: self-drawn)], or 'draw'
const PLAN = {
  1: [1, 2], 2: [0, null], 3: [2, 0], 4: [3, 1], 5: [1, null], 6: 'draw', 7: [3, 2], 8: [0, 3],
  9: [2, null], 10: [2, 1], 11: [1, 0], 12: [3, null], 13: [0, 2], 14: [1, 3], 15: [2, null], 16: [3, 0],
};

test('a 16-hand MCR match by seed 003\'s table: seats rotate every hand, every total is the seeds\' sum, a draw and a false win', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES, { options: { deal: 'left' } });
  await closeSheet(page);
  const totals = [0, 0, 0, 0];
  const expectedRows = [];
  for (let hand = 1; hand <= 16; hand += 1) {
    const plan = PLAN[hand];
    if (plan === 'draw') {
      await openSheet(page);
      await tap(page, '[data-testid=record-draw]');
      await page.locator(`[data-testid=sheet-hand][data-hand="${hand}"]`).waitFor();
      expectedRows.push({ hand, delta: [0, 0, 0, 0] });
      await closeSheet(page);
      continue;
    }
    const [winner, discarder] = plan;
    const situation = {
      self_drawn: discarder === null, discarder: discarder === null ? undefined : seatOf(discarder, hand),
      seat_wind: seatOf(winner, hand), prevalent_wind: prevalentOf(hand),
    };
    let x;
    if (hand === 1) {
      // the first hand is built by tapping tiles and the situation's controls, as a player does
      await build(page, '123m456p789s123s5p5p');
      await setSituation(page, { ...situation, self_drawn: false });
      x = Number((await page.locator('[data-testid=fan-total]').textContent()).trim());
    } else {
      x = (await setHand(page, { text: HANDS[hand % 3], ...situation })).total;
    }
    assert.match(await record(page), new RegExp(`Hand ${hand} recorded`));
    const delta = settle(x, winner, discarder);
    delta.forEach((d, p) => { totals[p] += d; });
    expectedRows.push({ hand, delta });
    if (hand === 8) {
      // a false win by Cy: 10 to each other player (the MCR custom, web/sheet/settlement.js)
      await openSheet(page);
      await tap(page, '[data-testid=add-penalty]');
      await page.locator('[data-testid=form-offender][value="2"]').check();
      await tap(page, '[data-testid=form-save]');
      await page.locator('[data-testid=sheet-penalty]').waitFor();
      [10, 10, -30, 10].forEach((d, p) => { totals[p] += d; });
      expectedRows.push({ hand: null, delta: [10, 10, -30, 10] });
      await closeSheet(page);
    }
  }
  // a 17th hand is refused: the match is over
  await setHand(page, { text: HANDS[0], self_drawn: true, seat_wind: 'E', prevalent_wind: 'N' });
  assert.match(await record(page), /over/);

  await openSheet(page);
  const sheet = await readSheet(page);
  assert.equal(sheet.rows.filter((r) => r.kind !== 'penalty').length, 16);
  assert.deepEqual(sheet.rows.map((r) => ({ hand: r.hand, delta: r.delta })), expectedRows);
  // each row shows where every player stands after it: the sums of the rows so far
  const running = [0, 0, 0, 0];
  for (const [i, row] of sheet.rows.entries()) {
    expectedRows[i].delta.forEach((d, p) => { running[p] += d; });
    assert.deepEqual(row.after, running, `running totals after row ${i + 1}`);
  }
  assert.deepEqual(running, totals);
  for (const row of sheet.rows) {
    if (row.hand === null) continue;
    assert.equal(row.prevalent, prevalentOf(row.hand), `prevalent wind of hand ${row.hand}`);
    assert.equal(row.seats, [0, 1, 2, 3].map((p) => seatOf(p, row.hand)).join(''), `seats at hand ${row.hand}`);
    assert.equal(row.delta.reduce((a, b) => a + b, 0), 0, `hand ${row.hand} sums to zero`);
  }
  assert.deepEqual(sheet.standings, Object.fromEntries(NAMES.map((n, p) => [n, totals[p]])));
  assert.equal(await page.locator('[data-testid=record-draw]').isDisabled(), true);

  // The running totals are readable on every phone: inside the screen's width, not clipped, at 320 px too.
  for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024], [568, 320], [280, 653]]) {
    await page.setViewportSize({ width, height });
    const row = page.locator('[data-testid=sheet-hand][data-hand="9"]');
    await row.scrollIntoViewIfNeeded();
    for (const cell of await row.locator('.sheet-after').all()) {
      const box = await cell.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width, `${width}x${height}: a running total within the screen`);
      assert.ok(box.height >= 10, `${width}x${height}: a running total is legible`);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-mcr-running-totals-${width}x${height}.png`) });
  }
});

test('a hand scored with the wrong prevalent wind, or not yet won, is not recorded, and says why', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES);
  await closeSheet(page);
  await setHand(page, { text: HANDS[0], self_drawn: true, seat_wind: 'S', prevalent_wind: 'S' });
  // said before recording, with one tap to record it as the hand to come (sheet-table.test.mjs takes it)
  assert.match(await record(page), /Not recorded: the calculator has the South round; this is hand 1, East round/);
  assert.equal(await page.locator('[data-testid=record-as-match]').textContent(), 'Record as hand 1, East round');
  await tap(page, '[data-testid=record-cancel]');
  // thirteen tiles under other options: no hand to score, said before any option (nothing to score again)
  await page.evaluate(() => new Promise((resolve) => {
    location.hash = '#h=123m456p789s123s5p&pw=E&sw=S&o.concealed_and_melded_kong_fan=false';
    requestAnimationFrame(() => requestAnimationFrame(resolve));
  }));
  assert.match(await record(page), /Score a hand in the calculator first/);
  assert.equal(await page.locator('[data-testid=record-as-match]').count(), 0);
  await page.evaluate(() => { location.hash = '#h=123m456p789s123s5p5p&pw=E&sw=S'; });
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid=fan-total]')?.textContent));
  assert.match(await record(page), /how the hand was won/);
  // recorded, the calculator starts the next hand: the same result cannot be recorded twice
  await setHand(page, { text: HANDS[1], self_drawn: true, seat_wind: 'S', prevalent_wind: 'E' });
  assert.match(await record(page), /Hand 1 recorded/);
  // the next hand is empty: nothing to record until its first tile
  await page.locator('[data-testid=record-hand]').waitFor({ state: 'hidden' });
  await openSheet(page);
  assert.equal(await page.locator('[data-testid=sheet-hand]').count(), 1);
});

// One tab turned to each size (as a phone turned or a window resized); the
// match is recorded once, and the module counted at every size.
test('the sheet\'s buttons sit in the result\'s own slot at every size, and the sheet uses the page\'s module (one wasm instance)', async (t) => {
  const sizes = [[320, 568], [360, 640], [640, 360], [768, 1024]];
  const device = { viewport: { width: sizes[0][0], height: sizes[0][1] }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
  const { page } = await env.open(t, { device, path: null });
  await page.addInitScript(() => {
    window.wasmInstances = 0;
    for (const name of ['instantiate', 'instantiateStreaming']) {
      const original = WebAssembly[name];
      WebAssembly[name] = function counted(...args) { window.wasmInstances += 1; return original.apply(this, args); };
    }
  });
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  const otherModules = () => fetched.filter((p) => /\/mahjong-(?!mcr\.)[\w-]+\.wasm$/.test(p));
  await page.goto(env.baseURL + '#h=' + encodeURIComponent('[EEE1]123m456p789s5p5p') + '&sw=S&d=W');
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    for (const id of ['open-sheet', 'record-hand']) {
      const button = page.locator(`[data-part=result-actions] [data-testid=${id}]`);
      await button.waitFor();
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      assert.ok(box.width >= 44 && box.height >= 44, `${width}x${height} ${id}: a thumb-sized button`);
      assert.ok(box.x >= 0 && box.x + box.width <= width, `${width}x${height} ${id}: within the screen's width`);
      const topmost = await button.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      assert.ok(topmost, `${width}x${height} ${id}: nothing covers it`);
    }
    assert.equal(await page.evaluate(() => window.wasmInstances), 1 + otherModules().length, `${width}x${height}: one core module`);
  }
  // Opening the sheet reads fan names from the page's own catalogue.
  await startMatch(page, NAMES);
  await closeSheet(page);
  // the winner picked for this hand: a seat read with the page is not taken for one (sheet-table.test.mjs)
  await tap(page, '[data-seat-choice="S"]');
  assert.match(await record(page), /1/);
  await openSheet(page);
  const sheet = await readSheet(page);
  assert.match(sheet.rows[0].text, /Mixed Straight/);
  // one core module; beside it only other modules, each once (the sheet loads
  // Riichi's, as it keeps Riichi games, and the JSON way's for settle())
  const others = otherModules();
  assert.equal(fetched.filter((p) => p.endsWith('/mahjong-mcr.wasm')).length <= 1, true, 'the core fetched once');
  assert.equal(new Set(others).size, others.length, 'each other module once');
  assert.equal(await page.evaluate(() => window.wasmInstances), 1 + others.length, 'one core module after the sheet');
  assert.ok(!fetched.some((p) => p.endsWith('/mahjong.js')), 'the JS API is not loaded a second time');
});

test('regression: the sheet\'s buttons speak the page\'s language, Traditional included (they read Simplified for every Chinese)', async (t) => {
  const device = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale: 'zh-HK' };
  const { page } = await env.open(t, { device, path: '#h=' + encodeURIComponent('[EEE1]123m456p789s5p5p') + '&sw=S&d=W' });
  const open = page.locator('[data-part=result-actions] [data-testid=open-sheet]');
  await eventually(async () => assert.equal(await open.textContent(), '記分表'));
  assert.equal(await page.locator('[data-testid=record-hand]').textContent(), '記錄此局');
  await tap(page, '[data-part=lang-switch]');
  await tap(page, '[data-lang=zh-Hans]');
  await eventually(async () => assert.equal(await open.textContent(), '记分表'));
});

test('an MCR match keeps the calculator\'s scoring options; a hand scored otherwise is scored again under them on one tap', async (t) => {
  const { page } = await env.open(t);
  // One melded and one concealed kong: 10 points with the competition's fan (the default), 8 without
  const hand = { text: '[1111m1][9999p]123s456s7z7z', self_drawn: true, seat_wind: 'S', prevalent_wind: 'E' };
  const without = await setHand(page, { ...hand, options: { concealed_and_melded_kong_fan: false } });
  assert.equal(without.total, 8);
  await openSheet(page);
  await tap(page, '[data-testid=new-match]');
  assert.equal(await page.locator('input[name=rules][value=mcr]').isChecked(), true, 'the calculator\'s rule set');
  assert.match(await page.locator('[data-testid=match-options]').textContent(),
    /Scoring options, from the calculator: One melded and one concealed kong: Concealed Kong and Melded Kong \(5\): off/);
  await page.screenshot({ path: path.join(ARTIFACTS, 'sheet-new-mcr-options-360x640.png') });
  await page.locator('[data-testid=player-name]').first().fill('Ann');
  await tap(page, '[data-testid=start-match]');
  await page.locator('[data-testid=standings]').waitFor();
  await closeSheet(page);
  assert.match(await record(page), /Hand 1 recorded/, 'scored as the match plays: recorded at once');
  // hand 2 at the default: the match's option is off, so it asks, then scores it again at 8
  await setHand(page, { ...hand, seat_wind: 'W' });
  assert.match(await record(page), /Not recorded: One melded and one concealed kong: Concealed Kong and Melded Kong \(5\): the calculator has “on”, this match “off”/);
  assert.match(await record(page, 'record-as-match'), /Hand 2 recorded: Player 4 wins, self-drawn, 8 pts: .*Scored again under the match's options/);
  await openSheet(page);
  const sheet = await readSheet(page);
  // self-drawn 8 + 8 from each: +48 for the winner (the players left unnamed: South at hand 1 is Player 2; the deal passed to them, so West at hand 2 is Player 4)
  assert.deepEqual(sheet.rows.map((r) => r.delta), [[-16, 48, -16, -16], [-16, -16, -16, 48]]);
});
