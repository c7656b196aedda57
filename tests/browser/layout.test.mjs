// The result first, at every size a phone or tablet is held: with a complete
// hand, the total, every fan row (up to eight) and the payments lie in the
// viewport and nothing covers them (the element at each one's centre is the
// row itself); the keyboard folds to a handle that opens in one tap, and sits
// beside the result in landscape; the seats that change the payments are one
// tap from them. Screenshots of each size are kept in tests/artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, assertDiscardersWhole, useBrowser, eventually, readFans, tap } from './harness.mjs';

const env = useBrowser();
const SIZES = [[320, 568], [360, 640], [640, 360], [768, 1024], [1280, 800]];
const link = (notation, rest) => `#h=${encodeURIComponent(notation)}${rest}`;
const HANDS = [
  // All Types, Outside Hand, Dragon Pung, Two Concealed Pungs, Mixed Double Chow,
  // Pung of Terminals or Honors, Single Wait, Self-Drawn (seed 002's example).
  { name: 'mcr-eight-fans', fragment: link('[789m]111p789sNFFFN', '&sd=1'), fans: 8 },
  // Hong Kong: eight faan, a limit hand, paid on a kong's replacement.
  { name: 'hk-eight-faan', fragment: link('[1111m1]EEESSS999mCC', '&r=hk&kr=1&sd=1&pw=S&f=f1,s1'), fans: 8 },
];

/**
 * For every element each selector finds (none found: a failure), named by its
 * fan or selector: whether it is inside the viewport and the topmost thing at
 * its centre.
 */
async function everySeenWhole(page, selectors) {
  return page.evaluate((list) => list.flatMap((selector) => {
    const found = [...document.querySelectorAll(selector)];
    if (!found.length) return [{ name: selector, inside: false, topmost: false, missing: true }];
    return found.map((el) => {
      const box = el.getBoundingClientRect();
      const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight + 0.5 && box.right <= innerWidth + 0.5 && box.height > 0;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const fan = el.closest('[data-fan]')?.dataset.fan;
      return { name: fan ? `fan ${fan}` : selector, inside, topmost: !!hit && (el === hit || el.contains(hit)), box: [box.top, box.bottom].map(Math.round), at: hit?.className ?? null };
    });
  }), selectors);
}

// Each language, chosen as on a first visit from the browser's (zh-HK reads Traditional).
const LOCALES = { en: 'en-GB', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-HK', ja: 'ja-JP' };

for (const [width, height] of SIZES) {
  for (const hand of HANDS) for (const [lang, locale] of Object.entries(LOCALES)) {
    test(`${width}x${height}, ${hand.name}, ${lang}: the total, every fan row and the payments show, uncovered, without scrolling`, async (t) => {
      const device = width > 1000 ? { viewport: { width, height }, locale }
        : { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale };
      const { page } = await env.open(t, { device, path: hand.fragment });
      await eventually(async () => assert.equal(Object.keys(await readFans(page)).length, hand.fans));
      await page.locator('[data-testid=payments] [data-seat]').first().waitFor();
      assert.equal(await page.evaluate(() => scrollY), 0, 'nothing scrolled');
      // The total, the payments and each fan's row; and self-drawn, the
      // discarder and your seat beside them, one tap away (looked at in one go).
      const seen = await everySeenWhole(page, ['[data-testid=fan-total]', '[data-testid=payments]', '[data-part=result] [data-fan] .fan-head',
        '[data-part=result] [data-won-from=self]', '[data-part=result] [data-won-from=W]', '[data-part=result] [data-seat-choice=S]']);
      assert.equal(seen.filter((s) => s.name.startsWith('fan ')).length, hand.fans, 'every fan row looked at');
      for (const s of seen) assert.ok(s.inside && s.topmost, `${s.name}: ${JSON.stringify(s)}`);
      // Who dealt in: each word of each button whole on one line and inside
      // it (a label's words are parted by spaces, and in Chinese and Japanese
      // after the seat's name: 東家 點炮), never "Discar/d", 點/炮, か/らロン.
      await assertDiscardersWhole(page);
      // The title is whole, not cut.
      const title = await page.locator('h1').evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth + 1, shown: el.checkVisibility() }));
      assert.ok(!title.shown || !title.cut, 'the title fits');
      mkdirSync(ARTIFACTS, { recursive: true });
      assert.equal(await page.getAttribute('html', 'lang'), lang);
      await page.screenshot({ path: path.join(ARTIFACTS, `layout-${width}x${height}-${hand.name}${lang === 'en' ? '' : `-${lang}`}.png`) });
      // And the rest of the card, scrolled to: the score sheet's buttons and how the hand was read.
      await page.locator('[data-part=result-actions]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, `layout-${width}x${height}-${hand.name}-${lang}-below.png`) });
    });
  }
}

test('regression: making your seat the discarder\'s says the discarder is to be said again', async (t) => {
  const { page } = await env.open(t, { path: link('[EEE1]123m456p789s5p5p', '&sw=S&d=W') });
  await page.locator('[data-testid=payments] [data-seat]').first().waitFor();
  await tap(page, '[data-part=result] [data-seat-choice=W]');
  await page.locator('[data-testid=notice]').getByText('say who discarded again').waitFor();
  assert.equal(await page.locator('[data-part=result] [data-seat-choice=W]').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('[data-testid=payments] [data-seat]').count(), 0);
});

test('on a phone the keyboard folds when the hand is complete and opens again in one tap', async (t) => {
  const { page } = await env.open(t, { path: HANDS[0].fragment });
  const toggle = page.locator('[data-testid=keyboard-toggle]');
  await eventually(async () => assert.equal(await toggle.getAttribute('aria-expanded'), 'false'));
  assert.equal(await page.locator('[data-tile="1m"]').isVisible(), false);
  await tap(page, toggle);
  await eventually(async () => assert.equal(await toggle.getAttribute('aria-expanded'), 'true'));
  assert.equal(await page.locator('#tab-m').isVisible(), true);
  await tap(page, toggle);
  await eventually(async () => assert.equal(await toggle.getAttribute('aria-expanded'), 'false'));
});

// A screen too short and too narrow for the side column (a small phone on its
// side, a split screen): the open keyboard is docked at the foot but never
// taller than the screen below the header, so the handle that folds it and
// Undo stay in view, and the keys scroll inside it.
for (const [width, height] of [[480, 320], [360, 360]]) {
  test(`at ${width}x${height} the open keyboard keeps its bar in view and its keys reachable`, async (t) => {
    const device = { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
    const { page } = await env.open(t, { device, path: HANDS[0].fragment });
    // A finger where the thing is on screen (a locator's tap would first
    // scroll the page to it, which a player does not).
    const finger = async (selector) => {
      const box = await page.locator(selector).boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    const onTop = (selector) => page.evaluate((s) => {
      const el = document.querySelector(s);
      const box = el.getBoundingClientRect();
      const y = box.top + box.height / 2;
      return y >= 0 && y <= innerHeight && el.contains(document.elementFromPoint(box.left + box.width / 2, y));
    }, selector);
    const toggle = page.locator('[data-testid=keyboard-toggle]');
    await eventually(async () => assert.equal(await toggle.getAttribute('aria-expanded'), 'false'));
    await finger('[data-testid=keyboard-toggle]');
    await eventually(async () => assert.equal(await toggle.getAttribute('aria-expanded'), 'true'));
    for (const selector of ['[data-testid=keyboard-toggle]', '[data-testid=undo]', '[data-testid=new-hand]']) {
      assert.ok(await onTop(selector), `${selector} is in view and takes a tap`);
    }
    const dock = await page.locator('[data-part=dock]').boundingBox();
    assert.ok(dock.y >= 0 && dock.y + dock.height <= height + 0.5, `the dock fits the screen: ${JSON.stringify(dock)}`);
    // A key below the keyboard's fold is reached by scrolling inside it and
    // takes the tap: take the last tile out, then add a 9 of dots.
    const tiles = await page.locator('button.in-hand').count();
    await finger('button.in-hand.winning');
    await eventually(async () => assert.equal(await page.locator('button.in-hand').count(), tiles - 1));
    // (From 410 px the keyboard shows every suit at once, without tabs.)
    if (await page.locator('#tab-p').isVisible()) await finger('#tab-p');
    const scrolled = await page.locator('[data-part=dock]').evaluate((el) => {
      const before = el.scrollTop;
      el.scrollTop = el.scrollHeight; // as a swipe up inside the keyboard
      return el.scrollTop - before;
    });
    assert.ok(scrolled > 0, 'the keys scroll inside the open keyboard');
    assert.ok(await onTop('[data-tile="9p"]'), 'the 9 of dots is in view once the keyboard is scrolled');
    assert.ok(await onTop('[data-testid=keyboard-toggle]'), 'the handle stays in view while the keys scroll');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `layout-open-keyboard-${width}x${height}.png`) });
    await finger('[data-tile="9p"]');
    await eventually(async () => assert.equal(await page.locator('button.in-hand[data-hand-tile="9p"]').count(), 1));
  });
}

// Narrower than the tested phones (a folded phone's cover screen at 280 px),
// and an upright tablet whose keyboard column is 260 px: the payments stay
// apart, the handle and the six mode buttons stay inside the screen, open
// or folded (a "+768" ran into the next seat's "-256"; "Hide tiles" and
// "Winning tile…" were cut at the edge).
for (const [width, height] of [[280, 653], [600, 1024]]) {
  test(`at ${width}x${height} the payments stay apart and the keyboard's handle and modes stay on screen`, async (t) => {
    const device = { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
    const { page } = await env.open(t, { device, path: HANDS[1].fragment });
    const pays = await page.evaluate(() => [...document.querySelectorAll('[data-testid=payments] .pay')].map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect();
      return { text: cell.textContent, left: text.left, right: text.right };
    }));
    assert.equal(pays.length, 4);
    for (let i = 1; i < pays.length; i += 1) {
      assert.ok(pays[i].left - pays[i - 1].right >= 3, `"${pays[i - 1].text}" and "${pays[i].text}" stay apart: ${JSON.stringify(pays)}`);
    }
    const inside = (selector) => page.evaluate((s) => [...document.querySelectorAll(s)].filter((el) => el.offsetParent).map((el) => {
      const box = el.getBoundingClientRect();
      return { text: el.textContent, fits: box.left >= -0.5 && box.right <= innerWidth + 0.5 && el.scrollWidth <= el.clientWidth + 1 };
    }), selector);
    const toggle = page.locator('[data-testid=keyboard-toggle]');
    // Beside the result (600 px) the keyboard has no handle: it stays open.
    const folds = await toggle.isVisible();
    for (const expanded of folds ? ['false', 'true'] : ['true']) {
      if (await toggle.getAttribute('aria-expanded') !== expanded) await tap(page, toggle);
      await eventually(async () => assert.equal(await toggle.getAttribute('aria-expanded'), expanded));
      const shown = [...await inside('[data-testid=keyboard-toggle]'), ...await inside('.tools .modes .tool')];
      assert.ok(shown.length >= (expanded === 'true' ? 6 + Number(folds) : 1));
      for (const button of shown) assert.ok(button.fits, `"${button.text}" lies whole inside the screen (keyboard open: ${expanded})`);
    }
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `layout-narrow-keyboard-${width}x${height}.png`) });
  });
}

test('in landscape the keyboard sits beside the result, open, with the result in full', async (t) => {
  const device = { viewport: { width: 640, height: 360 }, isMobile: true, hasTouch: true };
  const { page } = await env.open(t, { device, path: HANDS[0].fragment });
  await eventually(async () => assert.equal(Object.keys(await readFans(page)).length, 8));
  const result = await page.locator('[data-part=result]').boundingBox();
  const keyboard = await page.locator('[data-part=palette]').boundingBox();
  assert.ok(keyboard, 'the palette shows beside a complete hand');
  assert.ok(keyboard.x >= result.x + result.width - 1, `keyboard at x=${keyboard.x}, result ends at ${result.x + result.width}`);
});

test('a fan\'s definition opens in view, and links to the fan table, which is searchable', async (t) => {
  const { page } = await env.open(t, { path: HANDS[0].fragment });
  await eventually(async () => assert.equal(Object.keys(await readFans(page)).length, 8));
  await tap(page, '[data-fan=self_drawn] .fan-head');
  const definition = page.locator('#def-self_drawn');
  await definition.locator('p').filter({ hasNotText: 'Loading' }).waitFor();
  const [seen] = await everySeenWhole(page, ['#def-self_drawn']);
  assert.ok(seen.inside && seen.topmost, JSON.stringify(seen));
  await tap(page, '[data-fan-table-link=self_drawn]');
  const table = page.locator('[data-testid=fan-table]');
  await table.waitFor();
  assert.equal(await table.locator('[data-fan-entry]').count(), 82, 'every MCR fan, the competition fan included');
  await table.locator('[data-fan-entry=self_drawn].focused').waitFor();
  await table.locator('[data-part=fan-search]').fill('dragon');
  await eventually(async () => {
    const ids = await table.locator('[data-fan-entry]').evaluateAll((els) => els.map((el) => el.dataset.fanEntry));
    assert.ok(ids.includes('big_three_dragons') && ids.includes('dragon_pung'), ids.join());
    assert.ok(ids.length < 10);
  });
  await table.locator('[data-part=fan-search]').fill('箭刻');
  await eventually(async () => assert.equal(await table.locator('[data-fan-entry=dragon_pung]').count(), 1));
  await tap(page, '[data-part=fan-table-close]');
  await eventually(async () => assert.equal(await table.isVisible(), false));
});

// Regression: the first visit's "Ready to use offline." line covered the header
// for three seconds and swallowed the taps meant for it.
test('the update line over the header lets a tap through to the button under it', async (t) => {
  const { page } = await env.open(t, { path: HANDS[0].fragment });
  await page.evaluate(() => {
    const line = document.createElement('div');
    line.id = 'update';
    line.className = 'update';
    line.textContent = 'Ready to use offline, and a long line that covers the header';
    document.body.append(line);
  });
  const hk = page.locator('[data-rules=hk]');
  const box = await hk.boundingBox();
  const line = await page.locator('#update').boundingBox();
  assert.ok(line.y < box.y + box.height && line.y + line.height > box.y, 'the line is over the rules switch');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await eventually(async () => assert.equal(await hk.getAttribute('aria-pressed'), 'true'));
});
