// The first visit's "Ready to use offline." line covers nothing a player
// reads or taps: at each size, every point of it lies over the header's title.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, useBrowser } from './harness.mjs';

const env = useBrowser();
// An 8-fan hand with seats, payments and a discarder: the result fills the screen.
const HAND = '#h=[EEE1]123m456p789s5p5p&d=W&sw=S';

for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
  test(`F4: at ${width}x${height} the ready-offline notice sits over the title only`, async (t) => {
    const device = { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
    const { page } = await env.open(t, { device, path: HAND, firstVisit: true });
    const notice = page.locator('#update.notice');
    await notice.waitFor({ timeout: 15000 });
    const under = await notice.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const title = document.querySelector('.bar h1');
      const found = [];
      for (let x = r.left + 1; x < r.right; x += 4) {
        for (let y = r.top + 1; y < r.bottom; y += 3) {
          const at = document.elementFromPoint(x, y); // the notice lets points through
          if (!at || at === title || title.contains(at)) continue;
          if (at.closest('.bar') && !at.closest('button, summary, a, input, select, details')) continue;
          found.push(`${Math.round(x)},${Math.round(y)} ${at.tagName}.${at.className}`);
        }
      }
      return { found, rect: [r.left, r.top, r.right, r.bottom], text: el.textContent };
    });
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `ready-offline-${width}x${height}.png`), clip: { x: 0, y: 0, width, height: 60 } });
    assert.equal(under.text, 'Ready to use offline.');
    assert.deepEqual(under.found, [], `covers something at ${JSON.stringify(under.rect)}`);
    // And the whole line is on screen.
    assert.ok(under.rect[0] >= 0 && under.rect[1] >= 0 && under.rect[2] <= width && under.rect[3] <= height, JSON.stringify(under.rect));
  });
}
