// Four languages: chosen from the browser's on a first visit (Hong Kong,
// Taiwan and Macau read Traditional; Japan 日本語), switchable, remembered; each whole
// screen in one language, with the rule set's own words, and no option id,
// snake_case word, "null", "undefined" or "NaN" anywhere, in either rule set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, eventually, framesDrawn, openOptionsCard, readFans, tap } from './harness.mjs';

const env = useBrowser();
const phone = (locale) => ({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale });
const MCR = `#h=${encodeURIComponent('[789m]111p789sNFFFN')}&sd=1`;
const MCR_LOW = `#h=${encodeURIComponent('[234m][567p]9p345678s9p')}&sw=S&d=E`;
const HK = `#h=${encodeURIComponent('234m567p345s99p67s8s')}&r=hk&sw=S&d=W&f=f2`;

/** Every text the page shows or says (labels, titles, option texts), rule options opened. */
async function everyText(page) {
  // Opened, and drawn again after its toggle event (the page keeps it open).
  await openOptionsCard(page);
  await framesDrawn(page);
  return page.evaluate(() => {
    const out = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], option')) {
      out.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '', el.getAttribute('placeholder') ?? '', el.textContent);
    }
    return out.join('\n');
  });
}

function assertClean(text, where) {
  // The notation's example ([EEE1]…) and tile codes are not words.
  for (const bad of [/\bnull\b/, /\bundefined\b/, /\bNaN\b/, /\b[a-z]+_[a-z_]+\b/]) {
    const m = bad.exec(text);
    assert.equal(m, null, `${where}: "${m?.[0]}" in …${m ? text.slice(Math.max(0, m.index - 40), m.index + 40) : ''}…`);
  }
}

for (const lang of ['en', 'zh-Hans', 'zh-Hant', 'ja']) {
  for (const [rules, fragment] of [['mcr', MCR], ['mcr-below', MCR_LOW], ['hk', HK]]) {
    test(`${lang}, ${rules}: no option id, snake_case, null, undefined or NaN on the screen`, async (t) => {
      const { page } = await env.open(t, { path: fragment });
      await page.locator('[data-part=lang-switch]').click();
      await tap(page, `[data-lang=${lang}]`);
      await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), lang));
      await eventually(async () => assert.ok(Object.keys(await readFans(page)).length > 0));
      assertClean(await everyText(page), `${lang} ${rules}`);
      // And every definition, in the fan table.
      await page.locator('[data-part=open-fan-table]').click();
      const table = page.locator('[data-testid=fan-table]');
      await eventually(async () => assert.ok(await table.locator('.fan-entry p').count() > 20, 'definitions shown'));
      assertClean(await table.innerText(), `${lang} ${rules}, the fan table`);
    });
  }
}

test('a Hong Kong browser starts in Traditional Chinese, with Hong Kong words under HK rules', async (t) => {
  const { page } = await env.open(t, { device: phone('zh-HK'), path: HK });
  await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hant'));
  const text = await page.locator('body').innerText();
  assert.match(text, /出銃/);
  assert.match(text, /起糊/);
  assert.doesNotMatch(text, /点炮|和牌|饼|条子/);
  assert.equal(await page.locator('[data-fan=common_hand] .fan-name').evaluate((el) => el.firstChild.textContent), '平糊');
});

test('a mainland browser starts in Simplified Chinese; MCR fan names in Traditional when switched, and the choice is remembered', async (t) => {
  const { page } = await env.open(t, { device: phone('zh-CN'), path: MCR });
  await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans'));
  const name = page.locator('[data-fan=outside_hand] .fan-name');
  await eventually(async () => assert.match(await name.textContent(), /^全带幺/));
  await page.locator('[data-part=lang-switch]').click();
  await tap(page, '[data-lang=zh-Hant]');
  await eventually(async () => assert.match(await name.textContent(), /^全帶么/));
  await page.reload();
  await eventually(async () => assert.match(await name.textContent(), /^全帶么/));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hant');
});
