// Keyboard operation and accessibility basics: every button has a name,
// palette targets are at least 44x44 CSS px on a phone and on a desktop, no
// console errors or CSP violations; and the screenshots kept as artifacts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  ARTIFACTS, DESKTOP, PHONE, useBrowser, build, eventually, expectResult, handLink, readFans, setSituation, tap,
  openKeyboard,
} from './harness.mjs';

const env = useBrowser();
const HAND = '[EEE1]123m456p789s5p5p';
const RESULT = { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } };
const GROUPS = ['m', 'p', 's', 'z', 'f'];

const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? { tile: el.dataset?.tile ?? null, id: el.id || null, role: el.getAttribute('role') } : null;
});
const handTiles = (page) => page.locator('[data-hand-tile]').evaluateAll((els) => els.map((el) => el.dataset.handTile));

/** Presses Tab until a palette tile has the focus (from the top of the page). */
async function tabToPalette(page) {
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now?.tile) return now;
  }
  throw new Error('Tab never reached a palette tile');
}

test('keyboard: Tab reaches a palette tile, Enter adds it, and Space too', async (t) => {
  const { page } = await env.open(t);
  const first = await tabToPalette(page);
  assert.equal(first.tile, '1m', 'the first tile of the selected suit');
  await page.keyboard.press('Enter');
  await eventually(async () => assert.deepEqual(await handTiles(page), ['1m']));
  // Back to the palette (the page re-renders it) and Space adds the next one.
  await page.locator('[data-tile="2m"]').focus();
  await page.keyboard.press('Space');
  await eventually(async () => assert.deepEqual(await handTiles(page), ['1m', '2m']));
});

// Regression: rendering replaced the focused button and focus fell to <body>.
test('keyboard: after Enter on a palette tile the focus stays there, so Enter again adds another', async (t) => {
  const { page } = await env.open(t);
  await tabToPalette(page);
  await page.keyboard.press('Enter');
  await eventually(async () => assert.deepEqual(await handTiles(page), ['1m']));
  assert.equal((await focused(page))?.tile, '1m');
  await page.keyboard.press('Enter');
  await eventually(async () => assert.deepEqual(await handTiles(page), ['1m', '1m']));
});

test('keyboard: arrow keys move between the suit tabs (and wrap), Tab goes into the selected suit', async (t) => {
  const { page } = await env.open(t);
  await page.locator('#tab-m').focus();
  for (const [key, expected] of [['ArrowRight', 'p'], ['ArrowRight', 's'], ['ArrowRight', 'z'], ['ArrowRight', 'f'], ['ArrowRight', 'm'], ['ArrowLeft', 'f'], ['ArrowLeft', 'z']]) {
    await page.keyboard.press(key);
    await eventually(async () => {
      assert.equal(await page.locator(`#tab-${expected}`).getAttribute('aria-selected'), 'true');
      assert.deepEqual(await focused(page), { tile: null, id: `tab-${expected}`, role: 'tab' });
    });
    assert.equal(await page.locator(`#panel-${expected}`).isVisible(), true);
    for (const other of GROUPS.filter((g) => g !== expected)) {
      assert.equal(await page.locator(`#panel-${other}`).isVisible(), false);
      assert.equal(await page.locator(`#tab-${other}`).getAttribute('tabindex'), '-1', 'one tab stop for the tab list');
    }
  }
  // Honours are selected: Tab enters the panel at East, Enter adds it.
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).tile, 'E');
  await page.keyboard.press('Enter');
  await eventually(async () => assert.deepEqual(await handTiles(page), ['E']));
});

/** The accessibility tree's interactive nodes without a name. */
async function unnamedControls(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const interactive = new Set(['button', 'tab', 'checkbox', 'radio', 'combobox', 'textbox', 'link', 'menuitem', 'switch']);
    return nodes
      .filter((n) => !n.ignored && interactive.has(n.role?.value) && !String(n.name?.value ?? '').trim())
      .map((n) => `${n.role.value} (backend node ${n.backendDOMNodeId})`);
  } finally {
    await cdp.detach();
  }
}

async function buttonsCount(page) {
  return page.evaluate(() => [...document.querySelectorAll('button')].filter((b) => b.checkVisibility()).length);
}

for (const [label, device] of [['phone 360x640', PHONE], ['desktop 1280x800', DESKTOP]]) {
  test(`every button and control has an accessible name (${label})`, async (t) => {
    const { page } = await env.open(t, { device });
    assert.deepEqual(await unnamedControls(page), [], 'empty hand');
    await page.goto(env.baseURL + handLink(HAND, { seat_wind: 'S', discarder: 'W', flowers: ['f1'] }));
    await expectResult(page, { ...RESULT, total: 12, fans: { ...RESULT.fans, flower_tiles: 1 } });
    await tap(page, '[data-fan=mixed_straight] .fan-head');
    assert.ok(await buttonsCount(page) > 20);
    for (const group of GROUPS) {
      const tab = page.locator(`#tab-${group}`);
      if (await tab.isVisible()) await tap(page, tab);
      assert.deepEqual(await unnamedControls(page), [], `a scored hand, ${group} tiles showing`);
    }
    await tap(page, '[data-part=options] summary');
    await page.locator('[data-option]').first().waitFor();
    assert.deepEqual(await unnamedControls(page), [], 'the rule options open');
    await tap(page, '[data-part=options] summary');
    // While choosing the winning tile the hand's tiles say what a tap does.
    await openKeyboard(page);
    await tap(page, '[data-part=choose-win]');
    assert.equal(await page.getByRole('button', { name: 'Make 3 of Characters the winning tile' }).count(), 1);
    assert.deepEqual(await unnamedControls(page), [], 'choosing the winning tile');
  });
}

/** Palette targets (tiles, and tabs where they show) smaller than 44x44 CSS px. */
async function smallTargets(page) {
  const small = [];
  for (const group of GROUPS) {
    const tab = page.locator(`#tab-${group}`);
    if (await tab.isVisible()) {
      await tab.click();
      await page.locator(`#tab-${group}[aria-selected=true]`).waitFor();
    }
    // The palette's tiles and tabs, and the hand's tiles and melds (a tap
    // removes them), measured in one look, not a round trip per target.
    small.push(...await page.evaluate(() => {
      const out = [];
      for (const target of document.querySelectorAll('[data-part=palette] [role=tab], [data-part=palette] [data-tile], [data-hand-tile], [data-meld]')) {
        const box = target.getBoundingClientRect();
        if (!box.width || !box.height || !target.checkVisibility({ visibilityProperty: true })) continue;
        const name = target.dataset.tile ?? target.dataset.handTile ?? (target.id || `meld ${target.dataset.meld}`);
        if (box.width < 44 || box.height < 44) out.push(`${name} ${box.width.toFixed(1)}x${box.height.toFixed(1)}`);
      }
      return out;
    }));
  }
  return small;
}

for (const [label, device, expectedTiles] of [['phone 360x640', PHONE, 42], ['desktop 1280x800', DESKTOP, 42]]) {
  test(`every palette and hand target is at least 44x44 CSS px (${label})`, async (t) => {
    // Thirteen tiles: with fourteen a phone folds the suits away.
    const { page } = await env.open(t, { device, path: handLink(HAND.slice(0, -2)) });
    assert.deepEqual(await smallTargets(page), []);
    // And every tile was measured: all 42 show, one suit at a time or all at once.
    assert.equal(await page.locator('[data-tile]').count(), expectedTiles);
    if (device === DESKTOP) {
      assert.equal(await page.locator('[data-tile]').evaluateAll((els) => els.filter((e) => e.checkVisibility()).length), 42, 'every suit at once');
      assert.equal(await page.locator('#tab-m').isVisible(), false, 'no tabs on a wide screen');
    } else {
      assert.equal(await page.locator('#tab-m').isVisible(), true, 'tabs on a narrow phone');
    }
  });
}

async function overflow(page) {
  return page.evaluate(() => ({ width: document.documentElement.scrollWidth, viewport: window.innerWidth }));
}

test('nothing makes a phone page scroll sideways (360px wide), with a scored hand and a definition open', async (t) => {
  const { page } = await env.open(t);
  assert.deepEqual(await overflow(page), { width: 360, viewport: 360 });
  await page.goto(env.baseURL + handLink(HAND, { seat_wind: 'S', discarder: 'W' }));
  await tap(page, '[data-fan=mixed_straight] .fan-head');
  await page.locator('#def-mixed_straight').getByText('Loading').waitFor({ state: 'detached' });
  assert.deepEqual(await overflow(page), { width: 360, viewport: 360 });
});

// Regression: with a CJK font installed (as on every phone) "中文" wrapped to
// two lines in the header at 360px.
test('the header fits one line on a phone (360px), in both languages', async (t) => {
  const { page } = await env.open(t);
  for (const lang of ['en', 'zh']) {
    for (const button of await page.locator('.bar button:visible, .bar summary').all()) {
      const lines = await button.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      assert.equal(lines, 1, `${lang}: "${await button.textContent()}" takes ${lines} lines`);
    }
    if (lang === 'en') {
      await tap(page, '[data-part=lang-switch]');
      await tap(page, '[data-lang=zh-Hans]');
    }
    await page.locator('html[lang=zh-Hans]').waitFor();
  }
  assert.deepEqual(await overflow(page), { width: 360, viewport: 360 });
});

// Regression: the option ids (two_concealed_kongs_with_two_concealed_pungs...)
// did not wrap; the page became 409px wide and the phone zoomed out.
test('the rule options open on a phone do not widen the page (360px)', async (t) => {
  const { page } = await env.open(t);
  await tap(page, '[data-part=options] summary');
  await page.locator('[data-option]').first().waitFor();
  assert.deepEqual(await overflow(page), { width: 360, viewport: 360 });
});

test('no console errors, exceptions or CSP violations over a whole session (phone)', async (t) => {
  const { page, problems } = await env.open(t, { allowProblems: true });
  await page.locator('[data-field=seat_wind]').selectOption('S');
  await build(page, HAND);
  await setSituation(page, { discarder: 'W', flowers: ['f1', 's2'] });
  await tap(page, '[data-fan=mixed_straight] .fan-head');
  await page.locator('#def-mixed_straight').getByText('Loading').waitFor({ state: 'detached' });
  await tap(page, '[data-part=lang-switch]');
  await tap(page, '[data-lang=zh-Hans]');
  await tap(page, '[data-rules=hk]');
  await tap(page, '[data-rules=mcr]');
  await expectResult(page, { total: 13, fans: { ...RESULT.fans, flower_tiles: 2 } });
  await page.locator('#notation').fill('123m45x');
  await page.locator('#notation').press('Enter');
  await page.locator('#notation-error').getByText(/x/).waitFor();
  await page.reload();
  await eventually(async () => assert.ok((await readFans(page)).mixed_straight));
  // The page runs under a Content-Security-Policy (header and meta) without tripping it.
  assert.equal(await page.locator('meta[http-equiv=Content-Security-Policy]').count(), 1);
  assert.deepEqual(problems, []);
});

test('screenshots of a scored hand: phone 360x640 and desktop 1280x800 (tests/artifacts/)', async (t) => {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const [name, device] of [['phone-360x640.png', PHONE], ['desktop-1280x800.png', DESKTOP]]) {
    const { page } = await env.open(t, { device, path: handLink(HAND, { seat_wind: 'S', discarder: 'W' }) });
    await expectResult(page, RESULT);
    await page.locator('[data-testid=payments] [data-seat]').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = path.join(ARTIFACTS, name);
    await page.screenshot({ path: file });
    if (device === PHONE) {
      await page.screenshot({ path: path.join(ARTIFACTS, 'phone-360x640-full.png'), fullPage: true });
    }
  }
});
