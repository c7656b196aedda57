// The controls one tap from the result (your seat, Self-drawn, each discarder)
// are tall enough for a thumb: 44 px at every size, a phone on its side
// included (issue 26; thumbs.test.mjs checks every control).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './harness.mjs';

const env = useBrowser();

for (const [width, height, least] of [[320, 568, 44], [360, 640, 44], [640, 360, 44], [768, 1024, 44]]) {
  test(`F2: at ${width}x${height} the seat, self-drawn and discard buttons are at least ${least} px tall`, async (t) => {
    const device = { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
    const { page } = await env.open(t, { device, path: '#h=[EEE1]123m456p789s5p5p&d=W&sw=S' });
    const heights = await page.locator('.seats button').evaluateAll((els) => els.map((el) => [el.textContent, el.getBoundingClientRect().height]));
    assert.equal(heights.length, 9, 'four seats, self-drawn and four discards');
    for (const [label, h] of heights) assert.ok(h >= least - 0.5, `${label}: ${h} px`);
  });
}
