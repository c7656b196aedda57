// Switching to Chinese while its words are still on their way: whatever the
// page draws meanwhile (a tap, a new address) must not leave English behind
// once they arrive. Regression: panels drawn in between kept English words
// under the Chinese language until the next change of language or rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, eventually, framesDrawn, tap } from './harness.mjs';

const env = useBrowser();
const HK = `#h=${encodeURIComponent('[CCC][FFF]222333m5p5p')}&r=hk&sw=S&d=W`;
const ENGLISH = ['How it was won', 'Read as', 'Seat wind', 'Self-drawn', 'Your seat', 'Rule options'];

for (const [how, drawMeanwhile] of [
  ['a seat tapped', (page) => tap(page, '[data-seat-choice=N]')],
  ['a new address', (page) => page.evaluate(() => { location.hash = `${location.hash}&pw=S`; })],
]) {
  test(`Chinese chosen, ${how} before its words arrive: the whole page is Chinese once they do`, async (t) => {
    const { context, page } = await env.open(t, { firstVisit: true, path: null });
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await context.route(/\/app-zh-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${env.baseURL}${HK}`);
    await page.getByTestId('fan-total').filter({ hasText: /\d/ }).waitFor();
    await tap(page, '[data-part=lang-switch]');
    await tap(page, '[data-lang=zh-Hant]');
    await drawMeanwhile(page);
    await framesDrawn(page); // the page draws what changed while the words are held
    release();
    await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hant'));
    await eventually(async () => {
      const text = await page.locator('body').innerText();
      for (const words of ENGLISH) assert.equal(text.includes(words), false, `"${words}" is still in English`);
      assert.match(text, /食糊情況/);
    });
  });
}
