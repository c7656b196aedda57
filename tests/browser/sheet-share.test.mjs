// The score sheet kept and shared: a reload and offline use keep the match,
// the link and its QR code open the same sheet in a fresh browser, a newer
// copy asks before replacing, the CSV has every hand; and screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import qrcode from 'qrcode-generator';
import { ARTIFACTS, DIST, PHONE, scorerReady, tap, useBrowser } from './harness.mjs';
import { serve } from '../../scripts/serve.mjs';
import { closeSheet, enterHand, openSheet, readSheet, record, setHand, startMatch } from './sheet-pages.mjs';

const { encodeMatch, inflateBounded, payloadOf } = await import('../../web/sheet/share.js');

const env = useBrowser();
const NAMES = ['Ann', 'Bo, Jr', '小明', 'Di'];

/** A match of three hands and a penalty with a note. */
async function playSome(page) {
  await startMatch(page, NAMES);
  await closeSheet(page);
  await setHand(page, { text: '123m456p789s123s5p5p', discarder: 'W', seat_wind: 'S', prevalent_wind: 'E' });
  assert.match(await record(page), /Hand 1 recorded/);
  await openSheet(page);
  await enterHand(page, { winner: 0, points: 9 });
  await tap(page, '[data-testid=record-draw]');
  await page.locator('[data-testid=sheet-hand]').nth(2).waitFor();
  await tap(page, '[data-testid=add-penalty]');
  await page.locator('[data-testid=form-reason][value=custom]').check();
  await page.locator('[data-testid=form-amount]').nth(3).fill('-5');
  await page.locator('[data-testid=form-note]').fill('slow play, twice');
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=sheet-penalty]').waitFor();
  return readSheet(page);
}

// The match playSome enters (three hands and a penalty with a note), as the
// page keeps it and a share link carries it. The tests whose subject is not
// entering a match (a reload, the CSV, the archive, the screenshots) open it
// from its link in one step; the share test enters it by the player's path,
// and shows that a link opens the same sheet as the match entered.
const PLAYED = {
  format: 1, id: 'e75c687aaf44a2db', rules: 'mcr', players: NAMES,
  options: {
    deal: 'right', concealed_and_melded_kong_fan: true, two_concealed_kongs_with_two_concealed_pungs: false,
    melded_and_concealed_kong_as_two_melded_kongs: false, all_terminals_without_triple_pung: false,
    wind_pungs_in_wind_fans_score_terminal_pungs: false,
  },
  entries: [
    {
      kind: 'win', source: 'calculator', winner: 1, self_drawn: false, discarder: 2,
      fans: [['mixed_straight', 8], ['concealed_hand', 2], ['all_chows', 2], ['mixed_double_chow', 1], ['closed_wait', 1]]
        .map(([id, points]) => ({ id, points, count: 1 })),
      delta: [-8, 38, -22, -8], at: 1795738499223, points: 14, hand: '123m4556p123789s5p',
    },
    { kind: 'win', source: 'hand', winner: 0, self_drawn: true, discarder: null, points: 9, at: 1795738499880 },
    { kind: 'draw', at: 1795738500028 },
    { kind: 'penalty', reason: 'custom', delta: [0, 0, 0, -5], note: 'slow play, twice', at: 1795738500416 },
  ],
  created: 1795738498716, updated: 1795738500431, finished: false,
};

/** PLAYED opened from its share link (on the site at `base`), the sheet open on it: the sheet as read. */
async function openPlayed(page, base = env.baseURL) {
  await page.evaluate((href) => { location.href = href; }, `${base}#sheet=${encodeMatch(PLAYED)}`);
  await page.locator('[data-testid=sheet-notice]', { hasText: 'Opened the shared match' }).waitFor();
  const sheet = await readSheet(page);
  assert.equal(sheet.rows.length, 4, 'three hands and a penalty');
  return sheet;
}

/** The dark modules of the drawn QR code, as "row,col" strings. */
async function drawnModules(page) {
  const d = await page.locator('[data-testid=share-qr] path').getAttribute('d');
  return new Set([...d.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${Number(y) - 4},${Number(x) - 4}`));
}

function encodedModules(text) {
  const qr = qrcode(0, 'L');
  qr.addData(text, 'Byte');
  qr.make();
  const out = new Set();
  for (let r = 0; r < qr.getModuleCount(); r += 1) for (let c = 0; c < qr.getModuleCount(); c += 1) if (qr.isDark(r, c)) out.add(`${r},${c}`);
  return out;
}

async function shareLink(page) {
  const share = page.locator('[data-testid=share] summary');
  if (!(await page.locator('[data-testid=share-link]').count())) await tap(page, share);
  const link = await page.locator('[data-testid=share-link]').inputValue();
  assert.match(link, /#sheet=[A-Za-z0-9_-]+$/);
  return link;
}

test('a reload and offline use keep the match', async (t) => {
  const { page, context } = await env.open(t);
  const before = await openPlayed(page);
  await page.reload();
  await scorerReady(page);
  await openSheet(page);
  assert.deepEqual(await readSheet(page), before);
  await context.setOffline(true);
  await page.reload();
  await scorerReady(page);
  await openSheet(page);
  assert.deepEqual(await readSheet(page), before);
  await context.setOffline(false);
});

// An update needs a second version of the site: a copy of dist/ on its own
// server whose service worker changes (as tests/browser/offline.test.mjs does).
test('an update of the site keeps the match', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mahjong-sheet-update-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(DIST, dir, { recursive: true });
  const server = await serve(dir, 0);
  t.after(() => new Promise((resolve) => server.close(resolve)));
  const context = await env.browser.newContext({ ...PHONE });
  t.after(() => context.close());
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await scorerReady(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  const before = await openPlayed(page, `http://127.0.0.1:${server.address().port}/`);
  const sw = path.join(dir, 'sw.js');
  writeFileSync(sw, readFileSync(sw, 'utf8').replace(/const VERSION = '([0-9a-f]+)'/, "const VERSION = '$1next'"));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const apply = page.getByTestId('apply-update');
  await apply.waitFor({ timeout: 15000 });
  await closeSheet(page);
  await Promise.all([page.waitForEvent('load'), tap(page, apply)]);
  await scorerReady(page);
  assert.match((await page.evaluate(() => caches.keys())).join(), /next$/);
  await openSheet(page);
  assert.deepEqual(await readSheet(page), before);
});

test('the share link and its QR code open the same match in a fresh browser; a newer copy asks first', async (t) => {
  const { page } = await env.open(t);
  const before = await playSome(page);
  const link = await shareLink(page);
  // the match entered is the one the other tests open from its link (its id and times aside)
  const timeless = (m) => JSON.parse(JSON.stringify({ ...m, id: '', created: 0, updated: 0 }, (k, v) => (k === 'at' ? 0 : v)));
  const shared = JSON.parse(inflateBounded(Buffer.from(payloadOf(new URL(link).hash), 'base64url'), 1 << 20));
  assert.deepEqual(timeless(shared), timeless(PLAYED));
  // the QR code drawn encodes exactly the link (its modules are the encoder's for that text)
  assert.equal(await page.locator('[data-testid=share-qr]').getAttribute('data-payload'), link);
  assert.deepEqual(await drawnModules(page), encodedModules(link));

  const other = await env.open(t, { path: null });
  await other.page.goto(link);
  await other.page.locator('[data-testid=score-sheet]').waitFor();
  await other.page.locator('[data-testid=sheet-notice]', { hasText: 'Opened the shared match' }).waitFor();
  assert.deepEqual(await readSheet(other.page), before);

  // a newer copy (one more hand) asks whether to replace the one kept
  await enterHand(page, { winner: 3, from: 2, points: 16 });
  const newer = await shareLink(page);
  const after = await readSheet(page);
  await other.page.evaluate((href) => { location.href = href; }, newer);
  await other.page.locator('[data-testid=replace-question]').waitFor();
  assert.deepEqual(await readSheet(other.page), before, 'nothing replaced before the answer');
  await tap(other.page, '[data-testid=replace-match]');
  await other.page.locator('[data-testid=replace-question]').waitFor({ state: 'detached' });
  assert.deepEqual(await readSheet(other.page), after);
  // the older copy again: ours is kept, without a question
  await other.page.evaluate((href) => { location.href = href; }, link);
  await other.page.locator('[data-testid=sheet-notice]', { hasText: 'as new or newer' }).waitFor();
  assert.deepEqual(await readSheet(other.page), after);
  // regression: the notice stayed in the language it was given in when the sheet's changed
  await tap(other.page, '[data-action=language]');
  await other.page.locator('.sheet-bar h1', { hasText: '记分表' }).waitFor();
  assert.equal(await other.page.locator('[data-testid=sheet-notice]').textContent(), '本机已有这场比赛的相同或更新版本。');
});

test('the CSV has a row for every hand and penalty, with each player\'s change and total', async (t) => {
  const { page } = await env.open(t);
  const sheet = await openPlayed(page);
  await shareLink(page);
  const [download] = await Promise.all([page.waitForEvent('download'), tap(page, '[data-testid=export-csv]')]);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
  const lines = csv.trimEnd().split('\r\n');
  assert.equal(lines.length, 1 + sheet.rows.length);
  assert.match(lines[0], /^hand,prevalent,result,points,Ann seat,"Bo, Jr seat",小明 seat,Di seat,/);
  sheet.rows.forEach((row, i) => {
    const line = lines[i + 1];
    assert.ok(line.startsWith(`${row.hand ?? ''},${row.prevalent},`), line);
    assert.ok(line.includes(`,${row.delta.join(',')},`), `${line} has ${row.delta}`);
  });
  assert.match(lines.at(-1), /"Other penalty: slow play, twice"/);
  assert.ok(lines.at(-1).endsWith(',"slow play, twice"'));
});

// The sheet is drawn anew on every tap; the share code of an unchanged link is
// kept (encoding a whole match's link took 50-110 ms a tap while Share was open).
test('regression: the share code is encoded once for a link, not again on each tap', async (t) => {
  const { page } = await env.open(t);
  await openPlayed(page);
  const link = await shareLink(page);
  const qr = page.locator('[data-testid=share-qr]');
  await qr.evaluate((svg) => { svg.kept = true; });
  await tap(page, '[data-section=figures]'); // a tap that draws the sheet again
  await page.locator('[data-testid=figures]').waitFor();
  assert.equal(await qr.evaluate((svg) => svg.kept === true), true, 'the same code, not encoded again');
  assert.equal(await qr.getAttribute('data-payload'), link);
  // a new label (another language) draws a new one
  await tap(page, '[data-testid=score-sheet] [data-action=language]');
  await page.locator('[data-testid=share-qr]:not([aria-label="Share"])').waitFor();
  assert.equal(await qr.evaluate((svg) => svg.kept === true), false);
  assert.equal(await qr.getAttribute('data-payload'), link);
});

test('a finished match is archived and reopened from the list; the sheet speaks Chinese', async (t) => {
  const { page } = await env.open(t);
  await openPlayed(page);
  await tap(page, '[data-action=finish]');
  await page.locator('[data-testid=record-draw][disabled]').waitFor();
  await tap(page, '[data-testid=matches]');
  await page.locator('[data-testid=kept-match]', { hasText: 'finished' }).waitFor();
  await tap(page, '[data-action=open]');
  await page.locator('[data-testid=standings]').waitFor();
  await tap(page, '[data-action=language]');
  await page.locator('.sheet-bar h1', { hasText: '记分表' }).waitFor();
  await tap(page, '[data-action=language]');
  await page.locator('.sheet-bar h1', { hasText: '記分表' }).waitFor();
});

const SIZES = [[320, 568], [360, 640], [640, 360], [768, 1024]];

// The match is entered at a phone's portrait size, then looked at in each size:
// in landscape (640x360) the calculator's dock covers the page and the buttons
// under the result (the page's layout, being rebuilt), but the sheet, a panel
// of its own, fits.
test('screenshots of the sheet at four sizes', async (t) => {
  const { page } = await env.open(t);
  await openSheet(page);
  await tap(page, '[data-testid=new-match]');
  await page.locator('input[name=rules][value=hk]').check();
  await page.locator('[name=stake]').waitFor();
  await page.screenshot({ path: path.join(ARTIFACTS, 'sheet-new-hk-360x640.png') });
  await closeSheet(page);
  await openPlayed(page);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.locator('.sheet-main').evaluate((el) => { el.scrollTop = 0; });
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-${width}x${height}.png`) });
    await tap(page, '[data-testid=enter-hand]');
    await page.locator('[data-testid=form-winner][value="1"]').check();
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-form-${width}x${height}.png`) });
    await tap(page, '[data-action=cancel-form]');
    await shareLink(page);
    await page.locator('[data-testid=share-qr]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-share-${width}x${height}.png`) });
  }
  // the printable sheet: standings and hands, nothing to tap
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('[data-testid=record-draw]').isVisible(), false);
  assert.equal(await page.locator('[data-testid=standings]').isVisible(), true);
  await page.screenshot({ path: path.join(ARTIFACTS, 'sheet-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await closeSheet(page);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.locator('[data-testid=record-hand]').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-launcher-${width}x${height}.png`) });
  }
});

test('regression: matches kept before a match kept its options (none; an HK game\'s stake and old discard payment) open with the same totals', async (t) => {
  const old = {
    format: 1, id: 'kept-before-options', rules: 'mcr', players: ['Ann', 'Bo', 'Cy', 'Di'], created: 1, updated: 3, finished: false,
    entries: [
      // Cy self-draws 8 (16 from each); Ann wins 10 off Bo, recorded from the calculator with its payments; a draw
      { kind: 'win', source: 'hand', winner: 2, self_drawn: true, discarder: null, points: 8, at: 1 },
      { kind: 'win', source: 'calculator', winner: 0, self_drawn: false, discarder: 1, points: 10, fans: [], delta: [34, -18, -8, -8], at: 2 },
      { kind: 'draw', at: 3 },
    ],
  };
  const oldHk = {
    ...old, id: 'kept-before-options-hk', rules: 'hk', options: { stake: 2, discard_payment: 'seed', dealer_keeps_on_draw: true },
    // Ann deals; Bo wins 3 faan (base 8) on Cy's discard: Cy and Ann (the dealer) 2 x 8, Di 8, at stake 2
    entries: [{ kind: 'win', source: 'hand', winner: 1, self_drawn: false, discarder: 2, points: 3, at: 1 }],
  };
  const { page } = await env.open(t);
  for (const [match, totals] of [[old, [18, -34, 40, -24]], [oldHk, [-32, 80, -32, -16]]]) {
    await page.evaluate((href) => { location.href = href; }, `${env.baseURL}#sheet=${encodeMatch(match)}`);
    await page.locator('[data-testid=sheet-notice]', { hasText: 'Opened the shared match' }).waitFor();
    const sheet = await readSheet(page);
    assert.deepEqual(sheet.standings, Object.fromEntries(match.players.map((n, p) => [n, totals[p]])), match.id);
    assert.deepEqual(sheet.rows.at(-1).after, totals, `${match.id}: the running totals`);
    await closeSheet(page);
  }
  // kept on the phone: after a reload the older HK game still totals the same
  await page.reload();
  await scorerReady(page);
  await openSheet(page);
  assert.deepEqual((await readSheet(page)).standings, { Ann: -32, Bo: 80, Cy: -32, Di: -16 });
  // and it names the options it plays, its stake among them
  assert.match(await page.locator('[data-testid=match-options]').textContent(), /Money per point: 2/);
});

// Regression (a CI run): a shared match's link followed while the sheet's
// buttons were still loading was missed (their hashchange listener was not
// there yet), and the calculator then wrote its hand over the address.
test('a shared match\'s link followed while the sheet\'s buttons load still opens the match', async (t) => {
  const match = {
    format: 1, id: 'followed-while-loading', rules: 'mcr', players: ['Ann', 'Bo', 'Cy', 'Di'], created: 1, updated: 1, finished: false,
    entries: [{ kind: 'win', source: 'hand', winner: 2, self_drawn: true, discarder: null, points: 8, at: 1 }],
  };
  // No service worker yet, so the route holds the buttons' script.
  const { context, page } = await env.open(t, { path: null, firstVisit: true });
  let release;
  let asked = false;
  const held = new Promise((resolve) => { release = resolve; });
  await context.route('**/sheet/launcher.js', async (route) => { asked = true; await held; await route.continue(); });
  await page.goto(env.baseURL);
  await scorerReady(page);
  while (!asked) await page.waitForTimeout(20);
  await page.evaluate((href) => { location.href = href; }, `${env.baseURL}#sheet=${encodeMatch(match)}`);
  await page.waitForTimeout(100);
  release();
  await page.locator('[data-testid=sheet-notice]', { hasText: 'Opened the shared match' }).waitFor();
  assert.deepEqual((await readSheet(page)).standings, { Ann: -16, Bo: -16, Cy: 48, Di: -16 });
});
