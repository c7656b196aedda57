// A returning player's first draw (a measurement, not a test): a stored
// hand, the service worker installed, the page loaded again N times; prints
// the median time from navigation to the first contentful paint and to the
// stored hand's result on screen ([data-scorer=ready]), in Chromium at the
// phone's size. Compare two builds by --dist.
//
//   node tests/browser/returning-visit.mjs [--dist DIR] [--runs N]   (needs dist/: scripts/build)
import path from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { launchChromium } from './chromium.mjs';
import { DIST, PHONE } from './harness.mjs';

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const dir = path.resolve(arg('--dist', DIST));
const runs = Number(arg('--runs', 15));
const STORED = JSON.stringify({ lang: 'en', state: { rules: 'mcr', tiles: ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', 'E', 'E', 'E', '5p', '5p'], win: 13 } });

const server = await serve(dir, 0);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium({});
try {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  const page = await context.newPage();
  await page.goto(`${base}mahjong.js`);
  await page.evaluate(async (stored) => {
    localStorage.setItem('mahjong-calculator', stored);
    await navigator.serviceWorker.register('sw.js');
    await navigator.serviceWorker.ready;
  }, STORED);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-part=layout][data-scorer=ready]')) return;
      window.__ready = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-scorer'] });
  });
  const paint = [];
  const ready = [];
  for (let i = 0; i <= runs; i += 1) {
    await page.goto(base);
    await page.locator('[data-part=layout][data-scorer=ready]').waitFor({ state: 'attached' });
    const [fcp, done, tiles] = await page.evaluate(() => [performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      window.__ready, document.querySelectorAll('[data-part=hand] [data-hand-tile]').length]);
    if (tiles !== 14) throw new Error(`the stored hand is not on screen (${tiles} tiles)`);
    if (i === 0) continue; // the first load fills the worker's cache and the compile cache
    paint.push(fcp);
    ready.push(done);
  }
  const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1].toFixed(1);
  console.log(`${dir}: a returning visit over ${runs} loads: first contentful paint ${median(paint)} ms, ` +
    `the stored hand's result ${median(ready)} ms (medians)`);
} finally {
  await browser.close();
  server.close();
}
