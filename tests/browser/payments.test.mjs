// What each seat pays reads as separate whole numbers, down to a 320 px
// phone: values up to 7 characters ("+256000", "-12.50") fit their cells,
// and Riichi's thousands ("-32,000", "+144,000") as large as they hold.
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
    const style = getComputedStyle(el);
    return { value: el.textContent, left: r.left, right: r.right, inkLeft: ink.left, inkRight: ink.right, clipped: el.scrollWidth > el.clientWidth,
      size: parseFloat(style.fontSize), weight: Number(style.fontWeight) };
  }));
}

// Whole, inside its cell, and apart from the next.
function assertApart(row) {
  for (const [i, cell] of row.entries()) {
    assert.equal(cell.clipped, false, `${cell.value} is whole`);
    assert.ok(cell.inkLeft >= cell.left - 0.5 && cell.inkRight <= cell.right + 0.5, `${cell.value} stays in its cell`);
    const next = row[i + 1];
    if (next) assert.ok(next.inkLeft - cell.inkRight >= 4, `${cell.value} and ${next.value} are apart (${next.inkLeft - cell.inkRight}px)`);
  }
}

// Riichi's payments are thousands ("-32,000"): as large as the cell holds and
// bold, as MCR's "+24" are (they were 10 px and medium weight). The smallest
// size each screen's cell allows them (Linux's DejaVu Sans, the widest face):
// a 320 px phone's 50 px cell, landscape's 46 px (the result beside the keys).
const RIICHI_FLOOR = { 320: 12.5, 360: 14.5, 640: 11.25, 768: 16 };
const RIICHI = [
  // a dealer's yakuman by self-draw, a yakuman off the dealer, and three yakuman stacked (8 characters)
  ['#r=riichi&h=19m19p19sESWNCFP1m&sd=1&sw=E', ['+48,000', '-16,000', '-16,000', '-16,000']],
  ['#r=riichi&h=19m19p19sESWNCFP1m&d=E&sw=S', ['-32,000', '+32,000', '0', '0']],
  ['#r=riichi&h=111z222z333z444z55z&d=S&sw=E', ['+144,000', '-144,000', '0', '0']],
];

for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
  test(`F6: at ${width}x${height} payments of up to 7 characters show whole and apart`, async (t) => {
    const device = { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
    const { page } = await env.open(t, { device, path: hand(1) });
    for (const [stake, longest] of [[5, '+2560'], [1000, '+512000'], [0.05, '+25.6']]) {
      await page.goto(`${env.baseURL}${hand(stake)}`);
      await eventually(async () => assert.equal((await cells(page))[0]?.value, longest));
      assertApart(await cells(page));
    }
  });

  test(`at ${width}x${height} Riichi's payments (-32,000, +144,000) show whole, apart, bold and as large as their cells hold`, async (t) => {
    const device = { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
    const { page } = await env.open(t, { device, path: RIICHI[0][0] });
    for (const [link, values] of RIICHI) {
      await page.goto(`${env.baseURL}${link}`);
      await eventually(async () => assert.deepEqual((await cells(page)).map((c) => c.value), values));
      const row = await cells(page);
      assertApart(row);
      for (const cell of row) assert.ok(cell.weight >= 700, `${cell.value} is bold (${cell.weight})`);
      // one size for the row; 7 characters at least the floor, 8 a little less
      assert.equal(new Set(row.map((c) => c.size)).size, 1, 'one size for all four');
      const floor = RIICHI_FLOOR[width] * (values[0].length > 7 ? 0.85 : 1);
      assert.ok(row[0].size >= floor, `${values[0]}: ${row[0].size}px, at least ${floor}px`);
    }
  });
}
