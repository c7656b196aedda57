// Thumbs and eyes at the table (issue 26): at each size a phone or tablet is
// held, every button, key and hand tile a thumb uses is at least 44x44 CSS px,
// with "Larger tiles" off and on; the keyboard open with 13 tiles leaves no
// key cut at the screen's edge; "Larger tiles" makes every tile the player
// reads or taps larger (keys, the hand open and folded, "Read as", the
// analysis's rows). The one exception is the fan rows, a list of up to eight
// whose height the whole result's first screen needs (README, "Thumbs").
// Screenshots at each size in each language go to tests/artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, useBrowser, eventually, readFans, scorerReady, tap } from './harness.mjs';

const env = useBrowser();
const SIZES = [[320, 568], [360, 640], [640, 360], [768, 1024]];
const link = (notation, rest = '') => `#h=${encodeURIComponent(notation)}${rest}`;
const FULL = link('[789m]111p789sNFFFN', '&sd=1');          // eight MCR fans, a meld
const THIRTEEN = link('[789m]111p789sNFFN');                  // ready, two waits
const NOT_WINNING = link('13579m13579p1357s');                // 14 tiles that do not win
const device = (width, height, locale = 'en-GB') => ({ viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale });

/** Every control on screen a thumb uses that is smaller than 44x44: [description]. */
function smallTargets(page) {
  return page.evaluate(() => {
    const small = [];
    const controls = document.querySelectorAll('button, summary, select, input, [role=tab]');
    for (const el of controls) {
      // Fan rows are the documented exception; a folded hand's tiles are inert (the whole preview is the target).
      if (!el.checkVisibility() || el.closest('[inert]') || el.matches('.fan-head')) continue;
      // A checkbox or radio is tapped by its label.
      const target = el.matches('input[type=radio], input[type=checkbox]') ? el.closest('label') : el;
      const box = target.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || box.width === 0) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        small.push(`${el.dataset.testid ?? el.dataset.tile ?? el.dataset.handTile ?? el.className} "${el.textContent.trim().slice(0, 16)}" ${box.width.toFixed(1)}x${box.height.toFixed(1)}`);
      }
    }
    const folded = document.querySelector('.hand.folded');
    if (folded?.checkVisibility()) {
      const box = folded.getBoundingClientRect();
      if (box.height < 43.5) small.push(`the folded hand ${box.width.toFixed(1)}x${box.height.toFixed(1)}`);
    }
    return small;
  });
}

async function setLarge(page, on) {
  const box = page.locator('[data-setting=large-tiles]');
  if (await box.isChecked() !== on) await tap(page, box);
  await eventually(async () => assert.equal(await page.locator('.layout.large-tiles').count(), on ? 1 : 0));
}

async function openTheKeyboard(page) {
  const toggle = page.locator('[data-testid=keyboard-toggle]');
  if (await toggle.isVisible() && await toggle.getAttribute('aria-expanded') === 'false') await tap(page, toggle);
  await eventually(async () => assert.equal(await page.locator('[data-part=keyboard]').isVisible(), true));
}

for (const [width, height] of SIZES) {
  for (const large of [false, true]) {
    test(`${width}x${height}, larger tiles ${large ? 'on' : 'off'}: every button, key and hand tile is at least 44x44, folded and open`, async (t) => {
      const { page } = await env.open(t, { device: device(width, height), path: FULL });
      await eventually(async () => assert.equal(Object.keys(await readFans(page)).length, 8));
      await setLarge(page, large);
      await page.evaluate(() => scrollTo(0, 0));
      assert.deepEqual(await smallTargets(page), [], 'the first screen');
      await openTheKeyboard(page);
      for (const tab of await page.locator('[role=tab]').all()) {
        if (!await tab.isVisible()) continue;
        await tap(page, tab);
        assert.deepEqual(await smallTargets(page), [], `the keyboard open on ${await tab.textContent()}`);
      }
      if (!await page.locator('[role=tab]').first().isVisible()) assert.deepEqual(await smallTargets(page), [], 'the keyboard open');
    });
  }

  test(`${width}x${height}: with 13 tiles and the keyboard open, no key of the suit shown is cut at the screen's edge`, async (t) => {
    const { page } = await env.open(t, { device: device(width, height), path: THIRTEEN });
    await page.locator('[data-testid=waits]').waitFor();
    await openTheKeyboard(page);
    for (const code of ['1m', '5m', '6m', '9m']) {
      const box = await page.locator(`[data-tile="${code}"]`).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, hit: el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)) };
      });
      assert.ok(box.top >= 0 && box.bottom <= height + 0.5 && box.left >= 0 && box.right <= width + 0.5 && box.hit, `${code}: ${JSON.stringify(box)}`);
    }
  });

  test(`${width}x${height}: "Larger tiles" enlarges the keys, the hand open and folded, "Read as" and the analysis rows`, async (t) => {
    const faceWidth = (page, selector) => page.evaluate((s) => {
      const el = [...document.querySelectorAll(s)].find((e) => e.checkVisibility());
      return el ? el.getBoundingClientRect().width : null;
    }, selector);
    const measure = async (page) => ({
      key: await faceWidth(page, '.palette .panel.active [data-tile] svg, .palette [data-tile] svg'),
      hand: await faceWidth(page, '.hand:not(.folded) .in-hand svg'),
      readAs: await faceWidth(page, '[data-part=arrangement] .face'),
    });
    const { page } = await env.open(t, { device: device(width, height), path: FULL });
    await eventually(async () => assert.equal(Object.keys(await readFans(page)).length, 8));
    await page.locator('[data-part=arrangement] .face svg').first().waitFor();
    const sizes = { false: {}, true: {} };
    for (const large of [false, true]) {
      await setLarge(page, large);
      sizes[large].folded = await faceWidth(page, '.hand.folded .in-hand svg');
    }
    await openTheKeyboard(page);
    for (const large of [false, true]) {
      await setLarge(page, large);
      Object.assign(sizes[large], await measure(page));
    }
    // The analysis rows: 14 tiles that do not win, their discards (opened
    // in the same tab: a second tab in the test would need a context of its own).
    await page.goto(env.baseURL + NOT_WINNING);
    await page.reload();
    await scorerReady(page);
    await page.locator('[data-testid=discards] .mini svg').first().waitFor();
    for (const large of [false, true]) {
      await setLarge(page, large);
      sizes[large].analysis = await faceWidth(page, '[data-testid=discards] .mini svg');
      sizes[large].discard = await faceWidth(page, '[data-testid=discards] .wait-tile svg');
    }
    for (const part of ['key', 'hand', 'readAs', 'analysis', 'discard']) {
      assert.ok(sizes.false[part] > 0, `${part} measured: ${JSON.stringify(sizes)}`);
      assert.ok(sizes.true[part] >= sizes.false[part] * 1.08, `${part} grows: ${sizes.false[part]} → ${sizes.true[part]}`);
    }
    // Folded only where the keyboard folds (a phone held upright).
    if (sizes.false.folded) assert.ok(sizes.true.folded >= sizes.false.folded, `folded: ${sizes.false.folded} → ${sizes.true.folded}`);
    t.diagnostic(JSON.stringify(sizes));
  });
}

// Where the screen is tall enough, the folded preview takes two lines of larger faces.
test('360x640: "Larger tiles" enlarges the folded hand by a third, the eight fans still on the first screen', async (t) => {
  const { page } = await env.open(t, { device: device(360, 640), path: FULL });
  await eventually(async () => assert.equal(Object.keys(await readFans(page)).length, 8));
  const width = () => page.locator('.hand.folded .in-hand svg').first().evaluate((el) => el.getBoundingClientRect().width);
  const before = await width();
  await setLarge(page, true);
  await eventually(async () => assert.ok(await width() >= before * 1.3, `${before} → ${await width()}`));
  await page.evaluate(() => scrollTo(0, 0)); // the setting's tap scrolled to it
  const last = await page.locator('[data-part=result] [data-fan]').last().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  assert.ok(last, 'the eighth fan row is not under the dock');
});

// Screenshots, looked at: a Hong Kong hand with house rules in force (the
// summary line under the total), at each size in each language.
const HK_HOUSE = link('[1111m1]EEESSS999mCC', '&r=hk&kr=1&sd=1&pw=S&f=f1,s1&o.limit=8&o.discard_payment=all&o.payment_table=half_spicy&o.stake_preset=two_five_chicken');
for (const [width, height] of SIZES) {
  for (const [lang, locale] of [['en', 'en-GB'], ['zh-Hans', 'zh-CN'], ['zh-Hant', 'zh-HK']]) {
    test(`screenshot ${width}x${height} ${lang}: the result with house rules, then the keyboard open`, async (t) => {
      const { page } = await env.open(t, { device: device(width, height, locale), path: HK_HOUSE });
      await page.locator('[data-testid=rules-summary]').waitFor();
      await page.locator('[data-testid=payments] [data-seat]').first().waitFor();
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: path.join(ARTIFACTS, `thumbs-${width}x${height}-${lang}.png`) });
      await openTheKeyboard(page);
      await page.screenshot({ path: path.join(ARTIFACTS, `thumbs-${width}x${height}-${lang}-keyboard.png`) });
    });
  }
}
