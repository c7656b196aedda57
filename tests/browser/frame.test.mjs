// A tap's own frame (issue 12: a frame within 16 ms on a slow phone): the
// tap that completes a hand shows the total, every fan row and the payments
// in the frame that follows it; how the hand was read comes right after,
// its boxes laid out in that frame so that nothing moves when its tile faces
// are drawn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, tap, useBrowser } from './harness.mjs';

const env = useBrowser();
const link = (notation, rest = '') => `#h=${encodeURIComponent(notation)}${rest}`;

// Where the arrangement and its faces are in the page, and the fan rows and
// the cards after the result (what its growing would move).
function boxes() {
  const at = (el) => { const b = el.getBoundingClientRect(); return [b.x, b.y + scrollY, b.width, b.height].map((v) => Math.round(v * 10) / 10); };
  const arrangement = document.querySelector('[data-part=arrangement]');
  return {
    arrangement: at(arrangement),
    faces: [...arrangement.querySelectorAll('.face')].map(at),
    fanRows: [...document.querySelectorAll('[data-part=result] [data-fan]')].map(at),
    below: [...document.querySelectorAll('[data-part=situation], [data-part=options]')].map(at),
  };
}

for (const [name, device] of [
  ['a phone', { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
  ['a tablet', { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }],
]) {
  test(`on ${name}, the 14th tile's frame shows the result; how it reads comes after, moving nothing`, async (t) => {
    // 13 tiles, waiting on 5p: Mixed Straight, Prevalent Wind, Closed Wait once it comes.
    const { page } = await env.open(t, { device, path: link('[EEE1]123m456p789s5p', '&sw=S&d=W') });
    await page.locator('[data-testid=problem]').waitFor();
    if (await page.locator('#tab-p').isVisible()) await page.locator('#tab-p').click();
    const tile = page.locator('[data-part=palette] [data-tile="5p"]');
    await tile.waitFor();
    await page.evaluate(`window.boxes = ${boxes}`);
    // The tap, then what its frame shows (read once that frame is laid out
    // and painted: a message posted from its animation callback).
    const first = await tile.evaluate((button) => new Promise((resolve) => {
      button.click();
      const channel = new MessageChannel();
      requestAnimationFrame(() => channel.port2.postMessage(null));
      channel.port1.onmessage = () => resolve({
        total: document.querySelector('[data-testid=fan-total]').textContent,
        fans: [...document.querySelectorAll('[data-part=result] [data-fan]')].map((el) => el.dataset.fan),
        payments: [...document.querySelectorAll('[data-testid=payments] [data-seat]')].map((el) => el.textContent),
        drawn: document.querySelectorAll('[data-part=arrangement] svg').length,
        ...window.boxes(),
      });
    }));
    assert.equal(first.total, '11');
    assert.deepEqual(first.fans.sort(), ['closed_wait', 'mixed_straight', 'prevalent_wind']);
    assert.deepEqual(first.payments, ['-8', '+35', '-19', '-8']);
    assert.equal(first.faces.length, 14, 'a box for each tile of the arrangement');
    assert.equal(first.drawn, 0, 'the faces are not yet drawn in the tap\'s frame');
    // The faces come right after, into their boxes.
    await eventually(async () => assert.equal(await page.locator('[data-part=arrangement] svg').count(), 14));
    const { total, fans, payments, drawn, ...laidOut } = first;
    assert.deepEqual(await page.evaluate(boxes), laidOut, 'nothing moved when the faces were drawn');
  });
}

test('a change that reads the hand the same way keeps its faces (a seat, self-drawn)', async (t) => {
  const { page } = await env.open(t, { path: link('[EEE1]123m456p789s5p5p', '&sw=S&d=W') });
  await eventually(async () => assert.equal(await page.locator('[data-part=arrangement] svg').count(), 14));
  const kept = await page.evaluate(() => { window.firstFace = document.querySelector('[data-part=arrangement] .face'); return true; });
  assert.ok(kept);
  await page.locator('[data-part=result] [data-won-from=self]').click();
  await eventually(async () => assert.equal(await page.locator('[data-part=result] [data-won-from=self]').getAttribute('aria-pressed'), 'true'));
  assert.equal(await page.evaluate(() => document.querySelector('[data-part=arrangement] .face') === window.firstFace), true,
    'the same faces, not drawn again');
  // A tile out: nothing to read, no arrangement left behind.
  await tap(page, '[data-testid=keyboard-toggle]');
  await tap(page, '.win-slot [data-hand-tile]');
  await page.locator('[data-testid=problem]').waitFor();
  assert.equal(await page.locator('[data-part=arrangement] > *').count(), 0);
});
