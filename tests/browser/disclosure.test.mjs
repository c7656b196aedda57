// "Rule options" opens and closes: its summary shows a chevron (the browser's
// own marker is gone with display:flex), pointing down closed and up open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, tap } from './harness.mjs';

const env = useBrowser();

test('F8: the Rule options summary shows a chevron that turns when it opens', async (t) => {
  const { page } = await env.open(t);
  // The card is drawn again once the catalogue is read, after the first
  // result (a CI run caught the summary detached by that redraw).
  await page.locator('.options [data-option]').first().waitFor({ state: 'attached' });
  const summary = page.locator('.options summary').first();
  await summary.scrollIntoViewIfNeeded();
  const chevron = () => summary.evaluate((el) => {
    const s = getComputedStyle(el, '::after');
    return { content: s.content, width: parseFloat(s.width), border: parseFloat(s.borderRightWidth), transform: s.transform, open: el.parentElement.open };
  });
  const closed = await chevron();
  assert.equal(closed.open, false);
  assert.notEqual(closed.content, 'none');
  assert.ok(closed.width >= 6 && closed.border >= 2, JSON.stringify(closed));
  await tap(page, summary);
  const opened = await chevron();
  assert.equal(opened.open, true);
  assert.notEqual(opened.transform, closed.transform, 'it turns');
});
