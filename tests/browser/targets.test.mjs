// The controls one tap from the result (your seat, Self-drawn, each Discard)
// are tall enough for a thumb: 40 px, and on a phone on its side what still
// keeps eight fans and the payments in view (29 px, measured; layout.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './harness.mjs';

const env = useBrowser();

for (const [width, height, least] of [[320, 568, 40], [360, 640, 40], [640, 360, 29], [768, 1024, 40]]) {
  test(`F2: at ${width}x${height} the seat, self-drawn and discard buttons are at least ${least} px tall`, async (t) => {
    const device = { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
    const { page } = await env.open(t, { device, path: '#h=[EEE1]123m456p789s5p5p&d=W&sw=S' });
    const heights = await page.locator('.seats button').evaluateAll((els) => els.map((el) => [el.textContent, el.getBoundingClientRect().height]));
    assert.equal(heights.length, 9, 'four seats, self-drawn and four discards');
    for (const [label, h] of heights) assert.ok(h >= least - 0.5, `${label}: ${h} px`);
  });
}
