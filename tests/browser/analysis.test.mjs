// The hand analysis on the page and in the embed (issue 13): at 13 tiles the
// waits table, each wait's totals the same as scoring that 14-tile hand (in
// Node, through score(), not analyze()); a tap on a wait shows that hand
// scored; at 14 tiles that do not win, the discard advice, its shanten and
// useful counts checked against values worked out here; the embed's quiz.
// The waits table is in view, uncovered, without scrolling, with the
// keyboard folded. Screenshots at four sizes in tests/artifacts/.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ARTIFACTS, ROOT, useBrowser, eventually, seenWhole, tap } from './harness.mjs';

const env = useBrowser();
// Loaded in a hook: a top-level await of load() would file the tests under
// another file's suite (lane.mjs).
let calculator;
before(async () => {
  const { load } = await import(pathToFileURL(path.join(ROOT, 'build/wasm/mahjong.js')).href);
  calculator = await load();
});
const link = (notation, rest = '') => `#h=${encodeURIComponent(notation)}${rest}`;

// What a 13-tile hand's wait is worth, scored whole: [by discard, self-drawn].
const worth = (concealed, tile, situation = {}) => [false, true].map((self_drawn) =>
  calculator.score({ concealed, win_tile: tile, melds: [], self_drawn, ...situation }).total);

async function rows(page, selector, attributes) {
  return page.locator(selector).evaluateAll((els, names) => els.map((el) => names.map((n) => el.getAttribute(n))), attributes);
}

// Folds the keyboard as a tap does (a dispatched click: Playwright's own tap
// would first scroll the handle "into view", which a thumb never does).
async function foldKeyboard(page) {
  const toggle = page.locator('[data-testid=keyboard-toggle]');
  // Beside the result (a wide screen) the keyboard has no fold.
  if (!await toggle.isVisible()) return;
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.evaluate((el) => el.click());
  await page.locator('[data-testid=keyboard-toggle][aria-expanded=false]').waitFor();
}

const NINE_GATES = ['1m', '1m', '1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '9m', '9m'];

test('nine gates: nine waits, each worth what scoring that hand gives, by discard and self-drawn', async (t) => {
  const { page } = await env.open(t, { path: link('1112345678999m') });
  await page.locator('[data-testid=waits] [data-wait]').first().waitFor();
  const shown = await rows(page, '[data-testid=waits] [data-wait]', ['data-wait', 'data-total-discard', 'data-total-self-drawn']);
  const expected = ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m'].map((tile) => [tile, ...worth(NINE_GATES, tile).map(String)]);
  assert.deepEqual(shown, expected);
  // Copies left: three 1m and three 9m are in the hand.
  // (A hidden label leads each cell, for screen readers.)
  assert.match(await page.locator('[data-wait="1m"] .copies').textContent(), /^Left 1$/);
  assert.match(await page.locator('[data-wait="5m"] .copies').textContent(), /^Left 3$/);
});

test('a wait below 8 by discard but not self-drawn is marked so, and a tap on it shows that hand scored', async (t) => {
  const concealed = ['6m', '8m', '6s', '7s', '7s', '8s', '8s', '9s', '9p', '9p', 'P', 'P', 'P'];
  const { page } = await env.open(t, { path: link('6m8m6s7s7s8s8s9s9p9pPPP', '&pw=N&sw=W') });
  await page.locator('[data-testid=waits] [data-wait]').first().waitFor();
  const [discard, selfDrawn] = worth(concealed, '7m', { prevalent_wind: 'N', seat_wind: 'W' });
  assert.ok(discard < 8 && selfDrawn >= 8, `${discard} / ${selfDrawn}: the hand this test needs`);
  assert.deepEqual(await rows(page, '[data-testid=waits] [data-wait]', ['data-wait', 'data-total-discard', 'data-total-self-drawn']),
    [['7m', String(discard), String(selfDrawn)]]);
  const cells = page.locator('[data-wait="7m"] .wv');
  assert.equal(await cells.nth(0).getAttribute('class'), 'wv low');
  assert.equal(await cells.nth(1).getAttribute('class'), 'wv ok');
  await tap(page, '[data-wait="7m"]');
  await eventually(async () => assert.equal(await page.locator('[data-testid=fan-total]').textContent(), String(discard)));
  assert.equal(await page.locator('[data-testid=waits]').count(), 0, 'the waits give way to the result');
  await tap(page, '[data-part=result] [data-won-from=self]');
  await eventually(async () => assert.equal(await page.locator('[data-testid=fan-total]').textContent(), String(selfDrawn)));
});

test('not ready: the shanten and the useful tiles', async (t) => {
  // 123m 456p 789s EE and F P: one tile from ready; E, F or P makes it ready.
  const { page } = await env.open(t, { path: link('123m456p789sEEFP') });
  const panel = page.locator('[data-testid=not-ready]');
  await panel.waitFor();
  assert.equal(await panel.getAttribute('data-shanten'), '1');
  assert.deepEqual(await page.locator('[data-testid=useful] [data-useful]').evaluateAll((els) => els.map((e) => e.dataset.useful)), ['E', 'F', 'P']);
});

// 14 tiles, 123m 456p 789s EE C F P, worked out by hand: letting one dragon go
// leaves three sets, the EE pair and two single dragons, one tile from ready,
// helped by E (a pung) or either single dragon (a second pair). Letting
// anything else go leaves it two from ready.
const FOURTEEN = ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', 'E', 'E', 'C', 'F', 'P'];
const copies = (tile) => FOURTEEN.filter((x) => x === tile).length;

test('14 tiles that do not win: the discards best first, with their shanten and useful counts', async (t) => {
  const { page } = await env.open(t, { path: link('123m456p789sEECFP') });
  await page.locator('[data-testid=discards] [data-discard]').first().waitFor();
  const shown = await rows(page, '[data-testid=discards] [data-discard]', ['data-discard', 'data-shanten', 'data-useful-count']);
  assert.deepEqual(shown.map((r) => r[0]).sort(), [...new Set(FOURTEEN)].sort(), 'each distinct tile once');
  const dragons = ['C', 'F', 'P'];
  assert.deepEqual(shown.slice(0, 3).map((r) => r[0]).sort(), dragons, 'the dragons first');
  for (const [tile, shanten, useful] of shown.slice(0, 3)) {
    const helps = ['E', ...dragons.filter((d) => d !== tile)];
    assert.equal(shanten, '1', tile);
    assert.equal(Number(useful), helps.reduce((n, x) => n + 4 - copies(x), 0), tile);
  }
  for (const [tile, shanten] of shown.slice(3)) assert.equal(shanten, '2', tile);
  // Best first: the useful count never rises among equal shanten.
  for (let i = 4; i < shown.length; i++) assert.ok(Number(shown[i - 1][2]) >= Number(shown[i][2]), JSON.stringify(shown));
});

test('a discard that leaves the hand ready: tapping it shows its waits', async (t) => {
  const { page } = await env.open(t, { path: link('1112345678999m5p') });
  await page.locator('[data-testid=discards] [data-discard]').first().waitFor();
  const first = page.locator('[data-testid=discards] [data-discard]').first();
  assert.deepEqual([await first.getAttribute('data-discard'), await first.getAttribute('data-shanten')], ['5p', '0']);
  assert.equal(await first.locator('.mini').count(), 9, 'its nine waits drawn');
  // The tap's cost in the page, printed (not asserted), with the CPU slowed
  // 4x as a phone's: the click handler (the analysis in wasm, the render),
  // and until the frame after it (its style, layout and paint).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const cost = await first.evaluate((el) => new Promise((resolve) => {
    const start = performance.now();
    el.click();
    const handled = performance.now() - start;
    requestAnimationFrame(() => setTimeout(() => resolve([handled, performance.now() - start])));
  }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  t.diagnostic(`a discard tap, CPU slowed 4x: handler ${cost[0].toFixed(1)} ms, to the next frame ${cost[1].toFixed(1)} ms`);
  await page.locator('[data-testid=waits] [data-wait]').nth(8).waitFor();
  assert.equal(await page.locator('[data-testid=waits] [data-wait]').count(), 9);
});

test('the three languages, and Hong Kong\'s words and payments', async (t) => {
  const { page } = await env.open(t, { path: link('234m567p345s99p67s', '&r=hk&sw=S') });
  await page.locator('[data-testid=waits] [data-wait]').first().waitFor();
  assert.deepEqual((await rows(page, '[data-testid=waits] [data-wait]', ['data-wait'])).flat(), ['2s', '5s', '8s']);
  assert.match(await page.locator('[data-testid=waits] .wait-head').textContent(), /Discard.*Self-drawn/);
  assert.match(await page.locator('[data-wait="5s"] .wv').first().textContent(), /faan\s*\+\d+/);
  await tap(page, '[data-part=lang-switch]');
  await tap(page, '[data-lang="zh-Hant"]');
  await eventually(async () => assert.match(await page.locator('.analysis-title').textContent(), /叫糊/));
  assert.match(await page.locator('[data-testid=waits] .wait-head').textContent(), /食出銃.*自摸/);
  await tap(page, '[data-part=lang-switch]');
  await tap(page, '[data-lang="zh-Hans"]');
  await eventually(async () => assert.match(await page.locator('[data-testid=waits] .wait-head').textContent(), /食出铳/));
});

for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
  test(`${width}x${height}: the waits table in view without scrolling, the keyboard folded; screenshots`, async (t) => {
    const device = { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
    const { page } = await env.open(t, { device, path: link('6m8m6s7s7s8s8s9s9p9pPPP', '&pw=N&sw=W') });
    await page.locator('[data-testid=waits] [data-wait]').first().waitFor();
    await foldKeyboard(page);
    assert.equal(await page.evaluate(() => scrollY), 0, 'nothing scrolled');
    if (width <= 360 || height > width) {
      for (const target of [page.locator('[data-testid=waits] .wait-head'), page.locator('[data-wait="7m"]')]) {
        const seen = await seenWhole(target);
        assert.ok(seen.inside && seen.topmost, JSON.stringify(seen));
      }
    }
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `analysis-waits-${width}x${height}.png`) });
    await page.goto(`${env.baseURL}${link('1112345678999m')}`);
    await page.locator('[data-testid=waits] [data-wait="9m"]').waitFor();
    await foldKeyboard(page);
    await page.screenshot({ path: path.join(ARTIFACTS, `analysis-nine-gates-${width}x${height}.png`) });
    await page.goto(`${env.baseURL}${link('123m456p789sEECFP')}`);
    await page.locator('[data-testid=discards] [data-discard]').first().waitFor();
    await foldKeyboard(page);
    await page.screenshot({ path: path.join(ARTIFACTS, `analysis-discards-${width}x${height}.png`) });
  });
}

// axe-core (npm), run inside the page on the analysis alone: names, roles,
// and contrast, in light and dark.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
for (const scheme of ['light', 'dark']) {
  for (const [name, fragment, ready] of [
    ['Hong Kong waits', link('234m567p345s99p67s', '&r=hk&sw=S'), '[data-wait]'],
    ['MCR waits below the minimum', link('6m8m6s7s7s8s8s9s9p9pPPP', '&pw=N&sw=W'), '[data-wait]'],
    ['discards', link('1112345678999m5p'), '[data-discard]'],
  ]) {
    test(`axe, ${scheme}: no violations in the analysis (${name})`, async (t) => {
      const device = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, colorScheme: scheme };
      const { page } = await env.open(t, { device, path: fragment });
      await page.locator(ready).first().waitFor();
      await page.evaluate(AXE); // by the driver, so the page's CSP does not apply
      const result = await page.evaluate(() => window.axe.run(document.querySelector('[data-part=analysis]')));
      assert.deepEqual(result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary.split('\n').pop().trim()}`)), []);
    });
  }
}

test('the embed\'s quiz: picks marked right, wrong and missed, then the waits with their values', async (t) => {
  const { page } = await env.open(t, { path: `embed.html${link('1112345678999m', '&m=waits&q=1')}`, wait: false });
  const pick = (code) => page.locator(`mahjong-calculator [data-pick="${code}"]`);
  await pick('1m').waitFor();
  assert.equal(await page.locator('mahjong-calculator [data-testid=waits]').count(), 0, 'the answer waits for the reader');
  for (const code of ['1m', '5m', '9m', 'E']) await tap(page, pick(code));
  assert.equal(await pick('5m').getAttribute('aria-pressed'), 'true');
  await tap(page, page.locator('mahjong-calculator [data-testid=quiz-check]'));
  await page.locator('mahjong-calculator [data-testid=waits] [data-wait]').first().waitFor();
  const verdicts = await page.locator('mahjong-calculator [data-verdict]').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.pick, e.dataset.verdict])));
  assert.deepEqual(verdicts, { '1m': 'right', '2m': 'missed', '3m': 'missed', '4m': 'missed', '5m': 'right', '6m': 'missed', '7m': 'missed', '8m': 'missed', '9m': 'right', E: 'wrong' });
  assert.match(await page.locator('mahjong-calculator [data-testid=quiz-result]').textContent(), /3 of 9 .*1 wrong/);
  const shown = await rows(page, 'mahjong-calculator [data-testid=waits] [data-wait]', ['data-wait', 'data-total-discard', 'data-total-self-drawn']);
  assert.deepEqual(shown, ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m'].map((tile) => [tile, ...worth(NINE_GATES, tile).map(String)]));
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'analysis-embed-quiz-360x640.png'), fullPage: true });
});

test('the embed without quiz shows the waits at once', async (t) => {
  const { page } = await env.open(t, { path: `embed.html${link('6m8m6s7s7s8s8s9s9p9pPPP', '&m=waits&pw=N&sw=W')}`, wait: false });
  await page.locator('mahjong-calculator [data-testid=waits] [data-wait="7m"]').waitFor();
  assert.equal(await page.locator('mahjong-calculator [data-pick]').count(), 0);
});
