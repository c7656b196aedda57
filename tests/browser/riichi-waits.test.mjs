// A closed Riichi hand not in riichi (issue 22): each wait's value by ron and
// by tsumo dama, and below it with riichi declared, each with what the
// player collects ("Riichi 3 han +5,200"), the ura dora not counted; with
// riichi already set, or an open hand, the one value the flags say. Read
// against scoring each won hand in Node. Screenshots at four sizes (and in
// Japanese) in tests/artifacts/riichi-waits-*.png.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ARTIFACTS, ROOT, useBrowser, eventually } from './harness.mjs';

const env = useBrowser();
// Loaded in a hook: a top-level await of load() would file the tests under
// another file's suite (lane.mjs).
let calculator;
before(async () => {
  const { load } = await import(pathToFileURL(path.join(ROOT, 'build/wasm/mahjong.js')).href);
  calculator = await load('riichi');
});

// South, closed, waiting on 2s or 5s (shanpon); dora 1m (indicator 9m) and a
// red five: dama, a win on a discard has dora but no yaku. An ura indicator
// 1s is set, which riichi would make count (the 2s) if it were known.
const CONCEALED = ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', '2s', '2s', '0s', '5s'];
const SITUATION = { rules: 'riichi', seat_wind: 'S', dora_indicators: ['9m'], ura_dora_indicators: ['1s'] };
const LINK = '#r=riichi&h=123m456p789s22s0s5s&sw=S&di=9m&ui=1s';

// What winning on `tile` scores in Node, and what South collects: by ron
// (from East, the seat before, as the page takes it) and by tsumo.
function worth(tile, extra = {}) {
  return ['discard', 'self_drawn'].map((way) => {
    const r = calculator.score({ ...SITUATION, ...extra, concealed: CONCEALED, win_tile: tile, ...(way === 'discard' ? { discarder: 'E' } : { self_drawn: true }) });
    return { han: r.han, pays: r.payments?.S ?? null };
  });
}
const points = (n) => `+${n.toLocaleString('en-US')}`;

const rows = (page) => page.locator('[data-testid=waits] [data-wait]').evaluateAll((els) => els.map((el) => ({
  tile: el.dataset.wait,
  dama: [el.dataset.totalDiscard, el.dataset.totalSelfDrawn],
  riichi: [el.dataset.declaredDiscard ?? null, el.dataset.declaredSelfDrawn ?? null],
  lines: [...el.querySelectorAll('.wv')].map((v) => [...v.childNodes].filter((n) => !n.classList?.contains('hidden-label')).map((n) => n.textContent).join(' ').replace(/\s+/g, ' ').trim()),
})));

async function shot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

// The keyboard folded as a thumb folds it (beside the result there is no fold).
async function foldKeyboard(page) {
  const toggle = page.locator('[data-testid=keyboard-toggle]');
  if (!await toggle.isVisible()) return;
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.evaluate((el) => el.click());
  await page.locator('[data-testid=keyboard-toggle][aria-expanded=false]').waitFor();
}

for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
  test(`${width}x${height}: a closed hand not in riichi shows each wait dama and with riichi, with what each collects`, async (t) => {
    const device = { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
    const { page } = await env.open(t, { device, path: LINK });
    await page.locator('[data-testid=waits] [data-wait] .wv.declared').first().waitFor();
    const [[ron, tsumo], [riichiRon, riichiTsumo]] = [worth('2s'), worth('2s', { riichi: true, ura_dora_indicators: [] })];
    // The ura dora are not counted: with them riichi would be 3 han more (the 2s).
    assert.equal(worth('2s', { riichi: true })[0].han, riichiRon.han + 3);
    await eventually(async () => {
      const two = (await rows(page)).find((r) => r.tile === '2s');
      assert.deepEqual(two.dama, [String(ron.han), String(tsumo.han)]);
      assert.deepEqual(two.riichi, [String(riichiRon.han), String(riichiTsumo.han)]);
      assert.equal(riichiRon.han, ron.han + 1);
      // Ron dama: no yaku, nothing collected; with riichi, 3 han 40 fu: 5,200.
      assert.equal(ron.pays, null);
      assert.equal(riichiRon.pays, 5200);
      assert.deepEqual(two.lines, [
        `${ron.han} han 40 fu no yaku`,
        `Riichi ${riichiRon.han} han ${points(riichiRon.pays)}`,
        `${tsumo.han} han 30 fu ${points(tsumo.pays)}`,
        `Riichi ${riichiTsumo.han} han ${points(riichiTsumo.pays)}`,
      ]);
    });
    assert.match(await page.locator('[data-testid=waits]').locator('xpath=..').locator('.analysis-title .hint').textContent(), /^Dama above, with riichi below\./);
    // Each row fits the screen's width: nothing runs out of its cell.
    const overflow = await page.locator('[data-testid=waits] [data-wait]').evaluateAll((els) => els.some((el) => el.scrollWidth > el.clientWidth + 1
      || [...el.querySelectorAll('.wv')].some((v) => v.getBoundingClientRect().right > el.getBoundingClientRect().right + 1)));
    assert.equal(overflow, false);
    await foldKeyboard(page);
    await page.locator('[data-testid=waits]').scrollIntoViewIfNeeded();
    await shot(page, `riichi-waits-${width}x${height}`);
  });
}

test('日本語, 360x640: 立直 under each value, and the note says ダマ above', async (t) => {
  const device = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'ja-JP' };
  const { page } = await env.open(t, { device, path: LINK });
  await page.locator('[data-testid=waits] .wv.declared').first().waitFor();
  await eventually(async () => assert.deepEqual(await page.locator('[data-wait="2s"] .wv.declared .tag').allTextContents(), ['立直', '立直']));
  assert.match(await page.locator('.analysis-title .hint').textContent(), /^上段ダマ、下段立直。/);
  await foldKeyboard(page);
  await page.locator('[data-testid=waits]').scrollIntoViewIfNeeded();
  await shot(page, 'riichi-waits-ja-360x640');
});

test('riichi already declared, or an open hand: one value per way, as the flags say', async (t) => {
  const { page } = await env.open(t, { path: `${LINK}&ri=1` });
  await page.locator('[data-testid=waits] [data-wait="2s"]').waitFor();
  const [ron] = worth('2s', { riichi: true });
  await eventually(async () => assert.deepEqual((await rows(page)).find((r) => r.tile === '2s').dama[0], String(ron.han)));
  // With riichi set, its ura indicator counts: the 2s pair and pung are dora.
  assert.equal(ron.han, worth('2s', { riichi: true, ura_dora_indicators: [] })[0].han + 3);
  assert.equal(await page.locator('[data-testid=waits] .wv.declared').count(), 0);
  assert.deepEqual((await rows(page)).map((r) => r.riichi), [[null, null], [null, null]]);
  await page.goto(`${env.baseURL}#r=riichi&h=[789s]123m456p22s0s5s&sw=S&di=9m`);
  await page.locator('[data-testid=waits] [data-wait="5s"]').waitFor();
  assert.equal(await page.locator('[data-testid=waits] .wv.declared').count(), 0);
  assert.doesNotMatch(await page.locator('.analysis-title .hint').textContent(), /riichi below/);
});
