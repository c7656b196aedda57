// A shared hand the scorer refuses for a fault beyond a hand being built's
// (a fifth copy): the first module finds it without its message, which the
// JSON way's module brings (issue 21, core/words.h). On a fresh load, in each
// of the page's languages, the result says what is wrong in that language and
// the core's English message beneath it, as before the message moved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, eventually, handLink, readProblem } from './harness.mjs';

const env = useBrowser();
const phone = (locale) => ({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale });
const MESSAGE = 'The hand has 5 copies of the 1 of Characters (1m), counting melds and the winning tile; a set has only four.';

for (const [locale, lang, headline] of [['en-GB', 'en', /^There are only four of each tile\.$/], ['zh-CN', 'zh-Hans', /^每种牌只有四张。$/],
  ['zh-TW', 'zh-Hant', /^每種牌只有四張。$/], ['ja-JP', 'ja', /^同じ牌は4枚しかありません。$/]]) {
  test(`${lang}: a fifth copy from a link, on a first visit, says so with the core's message`, async (t) => {
    const { page } = await env.open(t, { device: phone(locale), firstVisit: true, path: handLink('11111m456p789s5p5p') });
    await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), lang));
    await eventually(async () => {
      const problem = await readProblem(page);
      assert.equal(problem.code, 'too_many_copies');
      assert.match(problem.text, headline);
    });
    const detail = page.locator('[data-part=summary] .detail');
    await eventually(async () => assert.equal((await detail.textContent()).trim(), MESSAGE), { timeout: 10000 });
    assert.equal(await detail.isVisible(), true);
    assert.equal(await detail.getAttribute('lang'), 'en');
  });
}
