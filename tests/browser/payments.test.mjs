// What each seat pays reads as separate whole numbers, down to a 320 px
// phone: values up to 7 characters ("+256000", "-12.50") fit their cells.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, eventually } from './harness.mjs';

const env = useBrowser();
// A Hong Kong dealer's limit hand won by discard: the winner takes 4x.
const hand = (stake) => `#r=hk&h=19m19p19sESWNCFPP&d=W&sw=E&o.stake=${stake}`;

async function cells(page) {
  return page.locator('[data-testid=payments] .pay').evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    const text = document.createRange();
    text.selectNodeContents(el);
    const ink = text.getBoundingClientRect();
    return { value: el.textContent, left: r.left, right: r.right, inkLeft: ink.left, inkRight: ink.right, clipped: el.scrollWidth > el.clientWidth };
  }));
}

for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
  test(`F6: at ${width}x${height} payments of up to 7 characters show whole and apart`, async (t) => {
    const device = { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
    const { page } = await env.open(t, { device, path: hand(1) });
    for (const [stake, longest] of [[5, '+2560'], [1000, '+512000'], [0.05, '+25.6']]) {
      await page.goto(`${env.baseURL}${hand(stake)}`);
      await eventually(async () => assert.equal((await cells(page))[0]?.value, longest));
      const row = await cells(page);
      for (const [i, cell] of row.entries()) {
        assert.equal(cell.clipped, false, `${cell.value} is whole`);
        assert.ok(cell.inkLeft >= cell.left - 0.5 && cell.inkRight <= cell.right + 0.5, `${cell.value} stays in its cell`);
        const next = row[i + 1];
        if (next) assert.ok(next.inkLeft - cell.inkRight >= 4, `${cell.value} and ${next.value} are apart (${next.inkLeft - cell.inkRight}px)`);
      }
    }
  });
}
