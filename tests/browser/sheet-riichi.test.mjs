// A Riichi 半荘 on the score sheet, through the page: twelve hands, from
// the calculator (by link, and three by tapping the players' names), the
// sheet's form (a hand by han and fu, two draws, a double ron) and a chombo;
// a reload midway; the share link in a second browser; the final ±scores
// under Tenhou's and Mahjong Soul's presets. Every figure is worked out here from
// the rules (the spec's payments from the basic points, the honba, the
// deposits, the noten payments, the uma and oka of docs/riichi-rules.md §8);
// the calculator hands' basic points are the core's own (scored in Node).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { pathToFileURL } from 'node:url';
import { ARTIFACTS, DIST, eventually, scorerReady, tap, useBrowser } from './harness.mjs';
import { WINDS, closeSheet, openSheet, readSheet, record, startMatch } from './sheet-pages.mjs';

const env = useBrowser();
const NAMES = ['Aki', 'Bun', 'Chie', 'Dai'];
// riichi and pinfu, closed, waiting on 1s or 4s: ron 2 han 30 fu, tsumo 3 han 20 fu (with riichi)
const TILES = '123m456p789s55p23s4s';

// hand plan: a hand from the calculator (winner, who dealt in or 'self', riichi; `names`: tapped by name),
// a draw (who was ready, who declared riichi), a hand by han and fu, several winners, a chombo
const PLAN = [
  { winner: 0, from: 3, riichi: true }, // East 1: the dealer wins: 連荘
  { draw: [1, 2], riichi: [1], button: true }, // two ready, Bun's riichi stays on the table; the dealer not ready: passes
  { winner: 2, from: 'self', names: true }, // East 2, 2 honba, 1 deposit
  { winner: 2, from: 0, riichi: true }, // East 3: the dealer wins
  { draw: [2] }, // the dealer alone ready: keeps the deal
  { form: { winner: 3, from: 2, han: 3, fu: 30, others: [{ winner: 0, han: 2, fu: 40 }], riichi: [0] } }, // double ron on the dealer
  { chombo: 1 },
  { winner: 1, from: 2, riichi: true }, // East 4
  { winner: 3, from: 'self', riichi: true, names: true, reload: true }, // South 1, after a reload
  { form: { winner: 1, from: 0, han: 3, fu: 40, riichi: [] } }, // South 2: the dealer by han and fu
  { winner: 0, from: 3, names: true }, // South 2, 1 honba
  { winner: 3, from: 2, riichi: true }, // South 3
  { winner: 2, from: 'self' }, // South 4, all last: the game ends
];

// ---- the rules, as the test works them out ----
const up100 = (x) => Math.ceil(x / 100) * 100;
const basic = (han, fu) => Math.min(2000, fu * 2 ** (2 + han)); // below mangan, no 4/30 or 3/60 here (kiriage aside)
/** One winner's payments: a discard pays 4x (6x to the dealer), a self-draw 1x each (2x from or to the dealer), each up to 100; 300 per honba; 1,000 per deposit. */
function pays({ base, winner, from, dealer, honba, deposits }) {
  const d = [0, 0, 0, 0];
  if (from !== 'self') {
    const v = up100(base * (winner === dealer ? 6 : 4)) + 300 * honba;
    d[from] -= v;
    d[winner] += v;
  } else {
    for (const p of [0, 1, 2, 3]) {
      if (p === winner) continue;
      const v = up100(base * (winner === dealer || p === dealer ? 2 : 1)) + 100 * honba;
      d[p] -= v;
      d[winner] += v;
    }
  }
  d[winner] += 1000 * deposits;
  return d;
}
const seatsOf = (dealer) => [0, 1, 2, 3].map((p) => WINDS[(p - dealer + 4) % 4]);
const add = (a, b) => a.map((x, i) => x + b[i]);

/** The final ±scores: (points - return) / 1000 + uma, oka to the first; no ties in this game. */
function finalOf(totals, { ret, uma, oka, fines = [0, 0, 0, 0] }) {
  const order = [0, 1, 2, 3].sort((a, b) => totals[b] - totals[a]);
  const out = [];
  order.forEach((p, i) => { out[p] = Math.round(((totals[p] - ret) / 1000 + uma[i] + (i === 0 ? oka : 0) - fines[p]) * 10) / 10; });
  return out;
}

async function setLink(page, fragment, han) {
  const set = () => page.evaluate((f) => new Promise((resolve) => {
    if (location.hash === f) return resolve();
    location.hash = f;
    requestAnimationFrame(() => requestAnimationFrame(resolve));
  }), fragment);
  await set();
  await eventually(async () => {
    const total = (await page.locator('[data-testid=fan-total]').textContent()).trim();
    if (total !== String(han)) await set();
    assert.equal(total, String(han));
  });
}

async function pasteTiles(page, tiles) {
  await page.locator('#notation').fill(tiles);
  await tap(page, page.locator('[data-part=notation-form] button[type=submit]'));
  await eventually(async () => assert.notEqual((await page.locator('[data-testid=fan-total]').textContent()).trim(), ''));
}

const counter = (page, key) => page.locator(`[data-counter=${key}] .count`).textContent();

async function saveForm(page) {
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=form-hand], [data-testid=form-penalty]').waitFor({ state: 'detached' });
}

/** The final table: {name: [place, points, score]}. */
const finalTable = (page) => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-testid=final] [data-player]')]
  .map((tr) => [tr.dataset.player, [Number(tr.dataset.place), Number(tr.dataset.points), Number(tr.dataset.final)]])));

test('a Riichi 半荘: calculator hands by name and by link, draws, double ron, chombo, honba and deposits; reload; share; two presets', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES, { rules: 'riichi' });
  assert.equal(await page.locator('[data-testid=match-length]').getAttribute('data-length'), 'south');
  await closeSheet(page);
  // the core in Node, with Riichi's module
  const core = await (await import(pathToFileURL(path.join(DIST, 'mahjong.js')).href)).load('riichi');
  const g = { dealer: 0, passes: 0, honba: 0, deposits: 0 };
  let totals = [25000, 25000, 25000, 25000];
  const expected = [];
  let hand = 0;
  for (const step of PLAN) {
    const seats = seatsOf(g.dealer);
    const prevalent = WINDS[Math.floor(g.passes / 4)];
    let delta;
    let wins = null; // who won, for the deal
    if (step.reload) {
      await page.reload();
      await scorerReady(page);
      await page.locator('[data-seat-choice][data-player]').first().waitFor();
    }
    if (step.chombo !== undefined) {
      // Tenhou: a mangan paid by the offender as if the others had won it on a self-draw
      const p = step.chombo;
      delta = [0, 1, 2, 3].map((q) => (q === p ? 0 : q === g.dealer || p === g.dealer ? 4000 : 2000));
      delta[p] = -delta.reduce((a, b) => a + b, 0);
      await openSheet(page);
      await tap(page, '[data-testid=add-penalty]');
      await page.locator(`[data-testid=form-offender][value="${p}"]`).check();
      await saveForm(page);
      await closeSheet(page);
      totals = add(totals, delta);
      expected.push({ hand: null, delta, totals });
      continue;
    }
    hand += 1;
    if (step.draw) {
      // 3,000 shared between the ready and the rest; each riichi 1,000 to the table
      const k = step.draw.length;
      delta = [0, 1, 2, 3].map((p) => (k === 0 || k === 4 ? 0 : step.draw.includes(p) ? 3000 / k : -3000 / (4 - k))
        - ((step.riichi ?? []).includes(p) ? 1000 : 0));
      if (step.button) {
        // the calculator's Draw opens the sheet's form on a draw
        await tap(page, '[data-testid=launcher-draw]');
        await page.locator('[data-testid=form-hand]').waitFor();
      } else {
        await openSheet(page);
        await tap(page, '[data-testid=enter-hand]');
        await page.locator('[data-testid=form-winner][value=draw]').check();
      }
      await page.locator('[data-testid=form-ready]').first().waitFor();
      for (const p of step.draw) await page.locator(`[data-testid=form-ready][value="${p}"]`).check();
      for (const p of step.riichi ?? []) await page.locator(`[data-testid=form-riichi][value="${p}"]`).check();
      await saveForm(page);
      if (step.button) {
        // back at the calculator, with its line (and Undo), as a hand recorded there
        await page.locator('[data-testid=score-sheet]').waitFor({ state: 'detached' });
        await page.locator('[data-testid=record-status]', { hasText: `Hand ${hand} recorded: a draw` }).waitFor();
        await page.waitForFunction(() => (history.state?.layer ?? 0) === 0, null, { timeout: 5000 });
      } else await closeSheet(page);
      g.deposits += (step.riichi ?? []).length;
      g.honba += 1;
      if (!step.draw.includes(g.dealer)) { g.dealer = (g.dealer + 1) % 4; g.passes += 1; }
    } else if (step.form) {
      const f = step.form;
      // every winner paid by the discarder; the honba and deposits to the one nearest after the discarder in turn
      const all = [f, ...(f.others ?? [])];
      const after = (p) => (WINDS.indexOf(seats[p]) - WINDS.indexOf(seats[f.from]) + 4) % 4;
      const first = [...all].sort((a, b) => after(a.winner) - after(b.winner))[0];
      delta = [0, 1, 2, 3].map((p) => (f.riichi.includes(p) ? -1000 : 0));
      for (const w of all) {
        const table = w === first ? { honba: g.honba, deposits: g.deposits + f.riichi.length } : { honba: 0, deposits: 0 };
        delta = add(delta, pays({ base: basic(w.han, w.fu), winner: w.winner, from: f.from, dealer: g.dealer, ...table }));
      }
      await openSheet(page);
      await tap(page, '[data-testid=enter-hand]');
      await page.locator(`[data-testid=form-winner][value="${f.winner}"]`).check();
      await page.locator(`[data-testid=form-how][value="${f.from}"]`).check();
      await page.locator('[data-testid=form-points]').fill(String(f.han));
      await page.locator('[data-testid=form-fu]').fill(String(f.fu));
      for (const o of f.others ?? []) {
        await page.locator(`[data-testid=form-also][value="${o.winner}"]`).check();
        await page.locator(`[data-testid=form-also-han-${o.winner}]`).fill(String(o.han));
        await page.locator(`[data-testid=form-also-fu-${o.winner}]`).fill(String(o.fu));
      }
      for (const p of f.riichi) await page.locator(`[data-testid=form-riichi][value="${p}"]`).check();
      await saveForm(page);
      await closeSheet(page);
      wins = all.map((w) => w.winner);
    } else {
      // from the calculator: the core's basic points for this hand at these seats
      const self = step.from === 'self';
      const scored = core.score({
        rules: 'riichi', text: TILES, self_drawn: self, discarder: self ? undefined : seats[step.from],
        seat_wind: seats[step.winner], prevalent_wind: prevalent, riichi: !!step.riichi,
      });
      assert.ok(scored.ok && scored.meets_minimum, JSON.stringify(scored));
      delta = add(pays({ base: scored.base_points, winner: step.winner, from: step.from, dealer: g.dealer, honba: g.honba, deposits: g.deposits + (step.riichi ? 1 : 0) }),
        [0, 1, 2, 3].map((p) => (step.riichi && p === step.winner ? -1000 : 0)));
      if (step.names) {
        // the tiles pasted, the rest tapped: the calculator already holds the sheet's honba and deposits
        await pasteTiles(page, TILES);
        assert.match(await counter(page, 'honba'), new RegExp(`\\b${g.honba}$`), `hand ${hand}: honba`);
        assert.match(await counter(page, 'riichi_sticks'), new RegExp(`\\b${g.deposits}$`), `hand ${hand}: deposits`);
        if (step.riichi) await tap(page, '[data-quick-flag=riichi]');
        await tap(page, `[data-seat-choice][data-player="${NAMES[step.winner]}"]`);
        await tap(page, self ? '[data-won-from=self]' : `[data-dealt-in="${NAMES[step.from]}"]`);
        await eventually(async () => assert.equal((await page.locator('[data-testid=fan-total]').textContent()).trim(), String(scored.han)));
      } else {
        const p = new URLSearchParams({ h: TILES, r: 'riichi', pw: prevalent, sw: seats[step.winner] });
        if (self) p.set('sd', '1');
        else p.set('d', seats[step.from]);
        if (step.riichi) p.set('ri', '1');
        if (g.honba) p.set('hb', String(g.honba));
        const sticks = g.deposits + (step.riichi ? 1 : 0); // the table's, this riichi among them
        if (sticks) p.set('rs', String(sticks));
        await setLink(page, `#${p}`, scored.han);
      }
      assert.match(await record(page), new RegExp(`Hand ${hand} recorded: ${NAMES[step.winner]} wins`));
      wins = [step.winner];
    }
    if (wins) {
      const dealerWon = wins.includes(g.dealer);
      g.honba = dealerWon ? g.honba + 1 : 0;
      g.deposits = 0;
      if (!dealerWon) { g.dealer = (g.dealer + 1) % 4; g.passes += 1; }
    }
    totals = add(totals, delta);
    expected.push({ hand, delta, totals, seats: seats.join('') });
  }
  assert.equal(g.passes, 8, 'South 4 passed: the game is over');
  assert.equal(totals.reduce((a, b) => a + b, 0), 100000, 'no deposit left on the table');

  await openSheet(page);
  const sheet = await readSheet(page);
  assert.equal(sheet.rows.length, PLAN.length);
  for (const [i, row] of sheet.rows.entries()) {
    const want = expected[i];
    assert.deepEqual(row.delta, want.delta, `entry ${i + 1}: changes`);
    assert.deepEqual(row.after, want.totals, `entry ${i + 1}: scores after it`);
    if (want.seats) assert.equal(row.seats, want.seats, `entry ${i + 1}: seats`);
    assert.equal(row.hand, want.hand);
  }
  const rowText = sheet.rows.map((r) => r.text).join('\n');
  assert.match(rowText, /Draw \(流局\), ready: Bun, Chie/);
  assert.match(rowText, /Dai wins, ron off Chie, Aki too \(2 han\)/);
  assert.match(rowText, /Chombo by Bun/);
  assert.equal(hand, 12, 'twelve hands and a chombo');
  assert.equal(await page.locator('[data-testid=next-hand]').getAttribute('data-hand'), '13');
  await page.locator('[data-testid=next-hand]', { hasText: 'The game is over.' }).waitFor();
  assert.equal(await page.locator('[data-testid=record-draw]').isDisabled(), true);

  // Tenhou: 30,000 returned, oka 20, uma 10-20
  const tenhou = finalOf(totals, { ret: 30000, uma: [20, 10, -10, -20], oka: 20 });
  const shown = await finalTable(page);
  for (const [p, name] of NAMES.entries()) assert.deepEqual(shown[name].slice(1), [totals[p], tenhou[p]], `${name} under Tenhou`);
  assert.deepEqual(Object.values(shown).map((r) => r[0]).sort(), [1, 2, 3, 4]);
  assert.ok(await page.locator('[data-testid=final]', { hasText: `+${tenhou[3].toFixed(1)}` }).count(), 'the ±score as players quote it');

  // the last hand deleted: the game is on again (South 4 to play), Undo brings the end back
  await tap(page, '[data-testid=sheet-hand][data-hand="12"] [data-action=row]');
  await tap(page, '[data-testid=delete-entry]');
  await eventually(async () => assert.equal(await page.locator('[data-testid=next-hand]').getAttribute('data-hand'), '12'));
  assert.equal(await page.locator('[data-testid=final]').count(), 0);
  assert.equal(await page.locator('[data-testid=next-hand]').getAttribute('data-prevalent'), 'S');
  // the next line counts the game's own way (South 4), no "of n": a 半荘 has no set number of hands
  assert.match(await page.locator('[data-testid=next-hand] p').first().textContent(), /^Next: hand 12, South round, South 4(, [^,]+)*, (Aki|Bun|Chie|Dai) deals$/);
  await tap(page, '[data-testid=sheet-undo]');
  await page.locator('[data-testid=final]').waitFor();
  assert.deepEqual(await finalTable(page), shown);

  // the share link in a second browser: the same sheet and the same end
  await tap(page, '[data-testid=share] summary');
  const link = await page.locator('[data-testid=share-link]').inputValue();
  const other = await env.open(t, { path: null });
  await other.page.goto(link);
  await other.page.locator('[data-testid=sheet-notice]', { hasText: 'Opened the shared match' }).waitFor();
  assert.deepEqual(await readSheet(other.page), sheet);
  assert.deepEqual(await finalTable(other.page), shown);

  // The same hands as a Mahjong Soul game: the link's match under that preset (its hands, its
  // chombo and its end as Tenhou's), returned at 25,000 (no oka), uma 15/5/-5/-15. (M.League
  // plays neither the double ron nor, by head bump, the deal it kept: its chombo, 20 off the
  // final score, is tests/web/sheet-riichi.test.mjs's.)
  const match = JSON.parse(strFromU8(inflateSync(Buffer.from(link.split('#sheet=')[1], 'base64url'))));
  match.id = 'mahjong-soul';
  match.options.preset = 'mahjong_soul';
  const soulLink = `${link.split('#')[0]}#sheet=${Buffer.from(deflateSync(strToU8(JSON.stringify(match)))).toString('base64url')}`;
  await other.page.evaluate((href) => { location.href = href; }, soulLink);
  await other.page.locator('[data-testid=sheet-notice]', { hasText: 'Opened the shared match' }).waitFor();
  const want = finalOf(totals, { ret: 25000, uma: [15, 5, -5, -15], oka: 0 });
  const soulShown = await finalTable(other.page);
  for (const [p, name] of NAMES.entries()) assert.deepEqual(soulShown[name].slice(1), [totals[p], want[p]], `${name} under Mahjong Soul`);

  // the Riichi sheet at the four sizes: the end (the final table at the top), and the hands
  mkdirSync(ARTIFACTS, { recursive: true });
  await tap(page, '[data-testid=share] summary');
  for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
    await page.setViewportSize({ width, height });
    await page.locator('.sheet-main').evaluate((el) => { el.scrollTop = 0; });
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-riichi-${width}x${height}.png`) });
    await page.locator('[data-testid=sheet-hand][data-hand="6"]').scrollIntoViewIfNeeded();
    // four players' grouped points (+5,500 over 24,500) within the screen, at 320 px too
    for (const cell of await page.locator('[data-testid=sheet-hand][data-hand="6"] [data-delta]').all()) {
      const box = await cell.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width, `${width}x${height}: a player's points within the screen`);
    }
    if (width > height) {
      // a phone on its side: the hand's words across the row under its figures (they ran to six lines in a column beside them)
      const row = await page.locator('[data-testid=sheet-hand][data-hand="6"]').boundingBox();
      const words = await page.locator('[data-testid=sheet-hand][data-hand="6"] .sheet-rowbutton').boundingBox();
      assert.ok(words.width > row.width / 2, `${width}x${height}: the hand's words ${words.width} px wide in a row of ${row.width}`);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-riichi-hands-${width}x${height}.png`) });
  }
  // in Japanese: the end as Japanese players read it
  for (let i = 0; i < 3; i += 1) await tap(page, '[data-testid=score-sheet] [data-action=language]');
  await page.locator('[data-testid=final]', { hasText: '順位' }).waitFor();
  await page.locator('[data-testid=sheet-hand][data-hand="6"]', { hasText: '東3局、2本場' }).waitFor();
  await page.setViewportSize({ width: 360, height: 640 });
  await page.locator('.sheet-main').evaluate((el) => { el.scrollTop = 0; });
  await page.screenshot({ path: path.join(ARTIFACTS, 'sheet-riichi-ja-360x640.png') });
  // and its hand form, on a double ron
  await tap(page, '[data-testid=sheet-hand][data-hand="6"] [data-action=row]');
  await tap(page, '[data-testid=edit-entry]');
  await page.locator('[data-testid=form-others]').waitFor();
  for (const [width, height] of [[320, 568], [768, 1024]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-riichi-form-${width}x${height}.png`) });
  }
});

// A hand recorded from the calculator starts the next one in one step: the
// sheet's sync once set the next hand's honba and deposits on the hand just
// recorded (scoring it again, one more step of the calculator's Undo) before
// the new hand replaced it. One Undo now gives the recorded hand back as it was.
test('regression: recording from the calculator adds one Undo step, the recorded hand kept as it was scored', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES, { rules: 'riichi' });
  await closeSheet(page);
  // East 1: Aki (dealer) with riichi rons Dai: 2 han 30 fu, 2,900; his riichi stick on the table and back
  const p = new URLSearchParams({ h: TILES, r: 'riichi', pw: 'E', sw: 'E', d: 'N', ri: '1', rs: '1' });
  await setLink(page, `#${p}`, 2);
  assert.match(await record(page), /Hand 1 recorded: Aki wins, ron off Dai, 2 han: Aki \+2,900, Bun 0, Chie 0, Dai -2,900/);
  // the next hand: the dealer kept the deal, 1 honba, the deposit taken
  await eventually(async () => assert.match(await counter(page, 'honba'), /\b1$/));
  assert.match(await counter(page, 'riichi_sticks'), /\b0$/);
  await tap(page, '[data-testid=undo]');
  // the hand as recorded: its own honba and deposit, its value
  await eventually(async () => assert.equal((await page.locator('[data-testid=fan-total]').textContent()).trim(), '2'));
  assert.match(await counter(page, 'honba'), /\b0$/, 'the recorded hand\'s honba, not the next hand\'s');
  assert.match(await counter(page, 'riichi_sticks'), /\b1$/);
  await tap(page, '[data-testid=redo]');
  await eventually(async () => assert.match(await counter(page, 'honba'), /\b1$/));
  assert.equal(await page.locator('[data-testid=redo]').isDisabled(), true, 'nothing more to redo');
});

// A table's own game through the new game's form: its points, no tenpai
// renchan, uma 5-15, tied players sharing, deposits left lost; an East-only
// game of four hands (a draw, a nagashi mangan, two rons) to the final table,
// kept on reload, in the share link and once archived. Figures worked out here:
//  East 1 (Aki deals): Aki alone ready, Bun's riichi: +3,000 / -1,000 each, Bun 1,000 to the table:
//    33,000 28,000 29,000 29,000; the dealer ready passes the deal all the same (no tenpai renchan)
//  East 2 (Bun deals), 1 honba: Chie's nagashi mangan, nobody ready: Bun 4,000, Aki and Dai 2,000:
//    31,000 24,000 37,000 27,000
//  East 3 (Chie deals), 2 honba, 1 deposit: Dai rons Bun 3 han 30 fu: 3,900 + 600 + 1,000:
//    31,000 19,500 37,000 32,500
//  East 4 (Dai deals): Aki rons Dai 2 han 30 fu, 2,000: 33,000 19,500 37,000 30,500; Chie holds 30,000: over.
//  Final (30,000 returned, no oka, uma +15/+5/-5/-15): Chie +22.0, Aki +8.0, Dai -4.5, Bun -25.5.
test('a table\'s own game from the new game\'s form: its figures to the final table, kept on reload, shared and archived', async (t) => {
  const { page } = await env.open(t);
  await openSheet(page);
  if (await page.locator('[data-testid=matches]').count()) await tap(page, '[data-testid=matches]');
  await tap(page, '[data-testid=new-match]');
  await page.locator('input[name=rules][value=riichi]').check();
  const inputs = page.locator('[data-testid=player-name]');
  for (const [i, name] of NAMES.entries()) await inputs.nth(i).fill(name);
  await page.locator('input[name=length][value=east]').check();
  await page.locator('[data-testid=game-choice][value=custom]').check();
  // filled from the preset (Tenhou's) to start
  await page.locator('[data-testid=custom-game]').waitFor();
  assert.equal(await page.locator('[data-testid=custom-start_points]').inputValue(), '25000');
  assert.equal(await page.locator('[data-testid=custom-uma]').inputValue(), '+20/+10/-10/-20');
  await page.locator('[data-testid=custom-start_points]').fill('30000');
  await page.locator('[data-testid=custom-return_points]').fill('30000');
  // an uma that cannot be played is refused in the form's words
  await page.locator('[data-testid=custom-uma]').fill('15-5');
  await tap(page, '[data-testid=start-match]');
  await page.locator('[data-testid=sheet-notice]', { hasText: 'Check “Uma”' }).waitFor();
  await page.locator('[data-testid=custom-uma]').fill('5-15');
  await page.locator('[data-testid=custom-ties][value=split]').check();
  await page.locator('[data-testid=custom-leftover][value=lost]').check();
  await page.locator('[data-testid=custom-tenpai_renchan]').setChecked(false);
  await page.locator('[data-testid=custom-max_ron][value="3"]').check();
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
    await page.setViewportSize({ width, height });
    await page.locator('[data-testid=custom-game]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-riichi-custom-form-${width}x${height}.png`) });
  }
  await page.setViewportSize({ width: 360, height: 640 });
  await tap(page, '[data-testid=start-match]');
  await page.locator('[data-testid=standings]').waitFor();
  await page.locator('[data-testid=match-terms]', { hasText: 'The table\'s own game: 30,000 start, 30,000 returned (oka 0), uma +15/+5/-5/-15, tied players share the places, deposits left lost' }).waitFor();
  assert.deepEqual((await readSheet(page)).standings, { Aki: 30000, Bun: 30000, Chie: 30000, Dai: 30000 });
  await page.locator('[data-testid=standings]', { hasText: '30,000' }).waitFor();

  const hand = async ({ winner, from, han, fu }) => {
    await tap(page, '[data-testid=enter-hand]');
    await page.locator(`[data-testid=form-winner][value="${winner}"]`).check();
    await page.locator(`[data-testid=form-how][value="${from}"]`).check();
    await page.locator('[data-testid=form-points]').fill(String(han));
    await page.locator('[data-testid=form-fu]').fill(String(fu));
    await saveForm(page);
  };
  const drawn = async ({ ready = [], riichi = [], nagashi = [] }) => {
    await tap(page, '[data-testid=enter-hand]');
    await page.locator('[data-testid=form-winner][value=draw]').check();
    await page.locator('[data-testid=form-ready]').first().waitFor();
    for (const p of ready) await page.locator(`[data-testid=form-ready][value="${p}"]`).check();
    for (const p of riichi) await page.locator(`[data-testid=form-riichi][value="${p}"]`).check();
    for (const p of nagashi) await page.locator(`[data-testid=form-nagashi][value="${p}"]`).check();
    if (nagashi.length) {
      // the draw's form with its nagashi mangan, as the table fills it in
      for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
        await page.setViewportSize({ width, height });
        await page.locator('[data-testid=form-nagashi]').first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(ARTIFACTS, `sheet-riichi-nagashi-form-${width}x${height}.png`) });
      }
      await page.setViewportSize({ width: 360, height: 640 });
    }
    await saveForm(page);
  };
  await drawn({ ready: [0], riichi: [1] });
  assert.equal(await page.locator('[data-testid=next-hand]').getAttribute('data-seats'), 'NESW', 'the ready dealer passed the deal');
  await drawn({ nagashi: [2] });
  // a reload as a player makes one: the sheet closed (its Back step taken) and the calculator's next hand kept
  // (East 3 with 2 honba and Bun's deposit): a navigation begun before that write is aborted by it
  await closeSheet(page);
  await eventually(async () => {
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('mahjong-calculator')));
    assert.deepEqual([saved?.state?.honba, saved?.state?.riichi_sticks], [2, 1]);
  });
  await page.reload();
  await scorerReady(page);
  await openSheet(page);
  await hand({ winner: 3, from: 1, han: 3, fu: 30 });
  await hand({ winner: 0, from: 3, han: 2, fu: 30 });
  const sheet = await readSheet(page);
  assert.deepEqual(sheet.rows.map((r) => r.after), [
    [33000, 28000, 29000, 29000], [31000, 24000, 37000, 27000], [31000, 19500, 37000, 32500], [33000, 19500, 37000, 30500]]);
  assert.match(sheet.rows[1].text, /nagashi mangan: Chie/);
  const want = { Aki: [2, 33000, 8], Bun: [4, 19500, -25.5], Chie: [1, 37000, 22], Dai: [3, 30500, -4.5] };
  assert.deepEqual(await finalTable(page), want);
  // as players read them: grouped points and the ±score
  const final = page.locator('[data-testid=final]');
  for (const text of ['37,000', '19,500', '+22.0', '+8.0', '-4.5', '-25.5']) await final.filter({ hasText: text }).waitFor();
  await page.locator('[data-testid=final-terms]', { hasText: '30,000 start, 30,000 returned (oka 0), uma +15/+5/-5/-15' }).waitFor();
  for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
    await page.setViewportSize({ width, height });
    await page.locator('.sheet-main').evaluate((el) => { el.scrollTop = 0; });
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-riichi-custom-final-${width}x${height}.png`) });
  }
  // archived, then the share link in a second browser: the same end
  await tap(page, '[data-action=finish]');
  await page.locator('[data-action=finish]', { hasText: 'Reopen' }).waitFor();
  // the game's end said once: "The game is over." and no "finished" beside it (終了 above 対局終了 read twice)
  assert.equal(await page.locator('[data-testid=next-hand] p').first().textContent(), 'The game is over.');
  await tap(page, '[data-testid=share] summary');
  const link = await page.locator('[data-testid=share-link]').inputValue();
  const other = await env.open(t, { path: null });
  await other.page.goto(link);
  await other.page.locator('[data-testid=sheet-notice]', { hasText: 'Opened the shared match' }).waitFor();
  assert.deepEqual(await finalTable(other.page), want);
  await other.page.locator('[data-testid=final-terms]', { hasText: 'The table\'s own game' }).waitFor();
  // in Japanese, the same figures grouped as Japanese players write them
  for (let i = 0; i < 3; i += 1) await tap(other.page, '[data-testid=score-sheet] [data-action=language]');
  await other.page.locator('[data-testid=final-terms]', { hasText: '卓のルール：30,000点持ち30,000点返し（オカ0）、ウマ+15/+5/-5/-15' }).waitFor();
  await other.page.setViewportSize({ width: 360, height: 640 });
  await other.page.screenshot({ path: path.join(ARTIFACTS, 'sheet-riichi-custom-final-ja-360x640.png') });
});
