// npm run bench:web (through scripts/bench-web, which builds dist/ first): the
// page's speed as a phone would feel it, in Debian's Chromium at 360x640 with
// the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), from dist/ served
// locally (no network throttling):
//   (a) navigation start to the first result: when the total shows a number
//       in the page, and when the frame showing it has been painted; median
//       of several cold loads, each in a fresh browser context;
//   (b) a tap on a palette tile (or a hand tile): its work (the handler, then
//       the style, layout and paint of the frame that shows it) against the
//       16 ms of a frame, and the time from the click to that frame painted
//       (which adds the wait for the display's refresh); median and p95;
//   (c) the first load's transfer: every response the page gets from dist/ on
//       a cold load (until the network has been quiet for a second after the
//       first result: also what loads after it), each body gzipped, against
//       the 60 KB budget (issue 12); in English, and for a first visit from
//       Hong Kong (browser language zh-HK), whose words load with it;
//   (d) a first visit on a slow phone network (Lighthouse's slow 4G: 150 ms
//       round trips, 1.6 Mbps down; dist/ served gzipped), at the page's
//       address with no hand: when the first screen says what to do (the
//       empty hand's guidance) and when the scorer is in; median of the
//       cold loads;
//   (e) a Riichi link's first visit over the same network: when its result,
//       which needs Riichi's module beside the first, is on screen.
// A benchmark, not a test: it prints and never fails on slowness; it exits 1
// only when the page does not load (no result within the time limit).
//
//   BENCH_WEB_LOADS   cold loads for (a) (default 7)
//   BENCH_WEB_TAPS    timed taps for (b) (default 140)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../tests/browser/chromium.mjs';
import { serve } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : path.join(root, 'dist');
const LOADS = Number(process.env.BENCH_WEB_LOADS ?? 7);
const TAPS = Number(process.env.BENCH_WEB_TAPS ?? 140);
const CPU_SLOWDOWN = 4;
const BUDGET = 60 * 1024;
// The network is quiet (the cold load over) after this long without a response.
const QUIET_MS = 1000;
const LOAD_TIMEOUT = 60_000;
// Seat South, on a discard from West: Mixed Straight, Prevalent Wind, Closed Wait.
const HAND = '#h=' + encodeURIComponent('[EEE1]123m456p789s5p5p') + '&sw=S&d=W';
// The same hand under Hong Kong rules: (c)'s Hong Kong link (its own first module).
const HK_HAND = HAND.replace('#', '#r=hk&');
// (e): South's closed riichi self-draw, a concealed kong, a red five, two dora indicators: mangan.
const RIICHI_HAND = '#r=riichi&h=' + encodeURIComponent('[1111s]40m22345p567s6m') + '&sd=1&sw=S&ri=1&di=3m,4p';
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const median = (xs) => quantile(xs, 0.5);
function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (i - lo);
}
const ms = (x) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// In the page from its first script on: the moment the total first shows a
// number, in performance.now() (milliseconds since navigation start).
function watchFirstResult() {
  const check = () => {
    if (window.__firstResult !== undefined) return;
    const total = document.querySelector('[data-testid=fan-total]');
    if (total && /\d/.test(total.textContent)) {
      window.__firstResult = performance.now();
      observer.disconnect();
      // And when the frame that shows it has been laid out and painted.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { window.__firstResultPainted = performance.now(); };
        channel.port2.postMessage(null);
      });
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(watchFirstResult);
  return page;
}

async function firstResult(page) {
  await page.waitForFunction(() => window.__firstResultPainted !== undefined, null, { timeout: LOAD_TIMEOUT, polling: 50 });
  return page.evaluate(() => ({
    result: window.__firstResult,
    painted: window.__firstResultPainted,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? NaN,
    total: document.querySelector('[data-testid=fan-total]').textContent,
  }));
}

// (d): cold first visits of the bare address over an emulated slow network.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
async function slowFirstVisits(browser, url) {
  const loads = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext(PHONE);
    try {
      const page = await throttledPage(context);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.addInitScript(() => {
        const seen = () => {
          if (window.__guidance === undefined && document.querySelector('[data-testid=problem]')) window.__guidance = performance.now();
          if (window.__scorer === undefined && document.querySelector('[data-scorer=ready]')) window.__scorer = performance.now();
        };
        new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto(url, { timeout: LOAD_TIMEOUT });
      await page.waitForFunction(() => window.__scorer !== undefined || window.__guidance !== undefined, null, { timeout: LOAD_TIMEOUT, polling: 50 });
      // A build without the marker shows the guidance only once the scorer is in.
      await page.waitForFunction(() => window.__scorer !== undefined || !document.querySelector('[data-part=layout]')?.hasAttribute('data-scorer'),
        null, { timeout: LOAD_TIMEOUT, polling: 50 }).catch(() => {});
      loads.push(await page.evaluate(() => ({ guidance: window.__guidance, scorer: window.__scorer ?? window.__guidance })));
    } finally {
      await context.close();
    }
  }
  return loads;
}

// (a) and (c): cold loads, each in a fresh context (empty cache, no worker yet).
async function coldLoads(browser, url) {
  const loads = [];
  let transfer = null;
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext(PHONE);
    try {
      const page = await throttledPage(context);
      // What the page itself fetches until it is loaded and shows the result;
      // not what the service worker precaches after that (reported apart).
      const record = i === 0 ? recordResponses(page) : null;
      await page.goto(url, { timeout: LOAD_TIMEOUT });
      loads.push(await firstResult(page));
      if (record) transfer = await record.settle(url);
    } finally {
      await context.close();
    }
  }
  return { loads, transfer };
}

// Records every response the page gets; settle(), called once the first
// result is painted, waits for the network to be quiet and measures them all,
// each marked whether it was requested before the first result was painted
// or after.
function recordResponses(page) {
  const responses = [];
  let last = Date.now();
  const record = (r) => {
    last = Date.now();
    if (!r.fromServiceWorker()) responses.push(r);
  };
  page.on('response', record);
  return {
    async settle(url) {
      const painted = await page.evaluate(() => performance.timeOrigin + window.__firstResultPainted);
      await page.waitForLoadState('load');
      const end = Date.now() + LOAD_TIMEOUT;
      while (Date.now() - last < QUIET_MS && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      page.off('response', record);
      return measureTransfer(responses, url, painted);
    },
  };
}

async function measureTransfer(responses, url, painted) {
  const origin = new URL(url).origin;
  const files = [];
  for (const response of responses) {
    if (!response.url().startsWith(origin)) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    files.push({
      file: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length,
      after: response.request().timing().startTime > painted,
    });
  }
  return files;
}

// (c) for another first visit: from Hong Kong (zh-HK: the page in
// Traditional Chinese), or a Hong Kong link.
async function otherTransfer(browser, url, locale) {
  const context = await browser.newContext({ ...PHONE, locale });
  try {
    const page = await throttledPage(context);
    const record = recordResponses(page);
    await page.goto(url, { timeout: LOAD_TIMEOUT });
    await firstResult(page);
    return { transfer: await record.settle(url), lang: await page.evaluate(() => document.documentElement.lang) };
  } finally {
    await context.close();
  }
}

function printTransfer(title, transfer) {
  const sum = transfer.reduce((n, f) => n + f.gzip, 0);
  const raw = transfer.reduce((n, f) => n + f.bytes, 0);
  const later = transfer.filter((f) => f.after);
  console.log(`${title}: ${kb(sum)} over ${transfer.length} responses (${kb(raw)} uncompressed; ` +
    `${kb(later.reduce((n, f) => n + f.gzip, 0))} of it in ${later.length} after the first result); ` +
    `budget ${kb(BUDGET)}: ${sum <= BUDGET ? `within, ${kb(BUDGET - sum)} to spare` : `OVER by ${kb(sum - BUDGET)}`}`);
  for (const f of [...transfer].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`    ${f.file.padEnd(28)} ${String(f.bytes).padStart(8)} B  ${String(f.gzip).padStart(7)} B gzipped${f.after ? '  (after the first result)' : ''}`);
  }
}

// (b): taps in one loaded page, timed inside it. Each round adds the 14 tiles
// of a winning hand from the palette (selecting the suit's tab first, untimed,
// as a player would), then removes them by tapping the hand's tiles.
async function tapTimes(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await throttledPage(context);
    await page.goto(url.replace(/#.*/, ''), { timeout: LOAD_TIMEOUT });
    // Once the service worker has taken control (it may reload the page as
    // it does), reload: the taps then run in a page nothing will replace.
    const end = Date.now() + LOAD_TIMEOUT;
    while (!(await page.evaluate(() => !!navigator.serviceWorker?.controller || !('serviceWorker' in navigator)).catch(() => false))) {
      if (Date.now() > end) throw new Error('the service worker never took control');
      await new Promise((r) => setTimeout(r, 100));
    }
    await page.reload({ timeout: LOAD_TIMEOUT });
    // The scorer is in (a build from before the layout said so: its first message).
    await page.waitForFunction(() => {
      const layout = document.querySelector('[data-part=layout]');
      return layout?.dataset.scorer === 'ready' || (layout && !layout.hasAttribute('data-scorer') && document.querySelector('[data-testid=problem]'));
    }, null, { timeout: LOAD_TIMEOUT });
    await page.locator('[data-field=seat_wind]').selectOption('S');
    return await page.evaluate(async (taps) => {
      const tiles = ['E', 'E', 'E', '1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', '5p', '5p'];
      const group = (code) => (/^[1-9][mps]$/.test(code) ? code[1] : 'z');
      // The next frame after the DOM update: a requestAnimationFrame callback
      // runs before that frame's style, layout and paint; a message posted
      // from it arrives once they are done.
      // Resolves with the time the frame began (its requestAnimationFrame callback).
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => {
        const frameStart = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(frameStart);
        channel.port2.postMessage(null);
      }));
      // frame: click to the frame painted, including the wait for the frame's
      // turn (the display's next refresh, up to 16.7 ms at 60 Hz);
      // work: what the tap costs the page, the handler plus that frame's
      // style, layout and paint, without the wait. A tap fits in a frame when
      // its work takes at most 16 ms.
      // A player's taps come hundreds of milliseconds apart: each timed tap
      // starts on a quiet page (what the last one deferred has run).
      const quiet = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 500 }));
      const analysisShown = () => !document.querySelector('[data-part=analysis]')?.hidden;
      const timed = async (button) => {
        await quiet();
        const start = performance.now();
        button.click();
        const handlerEnd = performance.now();
        const frameStart = await nextFrame();
        const end = performance.now();
        // A 13-tile hand also gets its analysis (waits, or useful tiles).
        const analysed = document.querySelectorAll('[data-hand-tile]').length === 13;
        // And when the analysis shows (it may come a frame later than the tap).
        let filled = null;
        if (analysed) {
          while (!analysisShown() && performance.now() - start < 2000) await nextFrame();
          filled = performance.now() - start;
        }
        return { frame: end - start, handled: handlerEnd - start, work: handlerEnd - start + (end - frameStart), analysed, filled };
      };
      const samples = [];
      let round = 0;
      while (samples.length < taps + 14) { // the first round warms up and is not kept
        for (const code of tiles) {
          document.getElementById(`tab-${group(code)}`)?.click();
          await nextFrame();
          const s = await timed(document.querySelector(`[data-tile="${code}"]`));
          if (round > 0) samples.push({ ...s, kind: 'add' });
        }
        const total = document.querySelector('[data-testid=fan-total]').textContent;
        if (!/\d/.test(total)) throw new Error(`the hand did not score (total "${total}")`);
        // A complete hand folds the keyboard on a phone: open it to tap the hand's tiles.
        const toggle = document.querySelector('[data-testid=keyboard-toggle][aria-expanded=false]');
        if (toggle) { toggle.click(); await nextFrame(); }
        while (document.querySelector('[data-hand-tile]')) {
          const s = await timed(document.querySelector('[data-hand-tile]'));
          if (round > 0) samples.push({ ...s, kind: 'remove' });
        }
        round += 1;
      }
      return samples.slice(0, taps);
    }, TAPS);
  } finally {
    await context.close();
  }
}

// The files dist/sw.js precaches, and their size: what a first visit also
// downloads once the page is up.
function precached() {
  const sw = path.join(dist, 'sw.js');
  if (!existsSync(sw)) return null;
  // sw.js's PRECACHE is an object: path -> the file's SHA-256.
  const list = /const PRECACHE = (\{[^}]*\})/.exec(readFileSync(sw, 'utf8'));
  if (!list) return null;
  let bytes = 0;
  let gzip = 0;
  const files = Object.keys(JSON.parse(list[1])).filter((f) => f !== './');
  for (const file of files) {
    const body = readFileSync(path.join(dist, file));
    bytes += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: files.length, bytes, gzip };
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error('bench-web: dist/ is missing; run scripts/build (scripts/bench-web does).');
    process.exit(1);
  }
  const server = await serve(dist, 0);
  const url = `http://127.0.0.1:${server.address().port}/${HAND}`;
  // the whole browser, as a player's (launched as the browser tests launch it)
  const browser = await launchChromium({ wholeBrowser: true });
  try {
    console.log(`Web benchmark: dist/ from a local server, Chromium ${browser.version()}, 360x640 phone, CPU slowed ${CPU_SLOWDOWN}x, no network throttling`);

    const { loads, transfer } = await coldLoads(browser, url);
    const results = loads.map((l) => l.result);
    console.log(`\n(a) navigation start to the first result (total ${loads[0].total}), ${loads.length} cold loads:`);
    const painted = loads.map((l) => l.painted);
    console.log(`    in the page: median ${ms(median(results))}  (min ${ms(Math.min(...results))}, max ${ms(Math.max(...results))})`);
    console.log(`    on screen (its frame laid out and painted): median ${ms(median(painted))}  (min ${ms(Math.min(...painted))}, max ${ms(Math.max(...painted))})`);
    console.log(`    first contentful paint median ${ms(median(loads.map((l) => l.fcp)))}, DOMContentLoaded median ${ms(median(loads.map((l) => l.dcl)))}`);

    const taps = await tapTimes(browser, url);
    const frame = taps.map((s) => s.frame);
    const handled = taps.map((s) => s.handled);
    console.log(`\n(b) a tap, ${taps.length} taps ` +
      `(${taps.filter((s) => s.kind === 'add').length} adding a tile, ${taps.filter((s) => s.kind === 'remove').length} removing one):`);
    const work = taps.map((s) => s.work);
    console.log(`    the tap's work (handler, then the frame's style, layout and paint): median ${ms(median(work))}, p95 ${ms(quantile(work, 0.95))}` +
      ` — ${work.filter((w) => w <= 16).length} of ${work.length} fit in a 16 ms frame`);
    console.log(`    of which the click handler (scoring and DOM updates): median ${ms(median(handled))}, p95 ${ms(quantile(handled, 0.95))}`);
    console.log(`    click to the frame painted, with the wait for the display's refresh: median ${ms(median(frame))}, p95 ${ms(quantile(frame, 0.95))}, max ${ms(Math.max(...frame))}`);
    for (const [label, kind] of [['leaving 13 tiles (the hand analysed)', true], ['any other', false]]) {
      const some = taps.filter((s) => s.analysed === kind);
      if (!some.length) continue;
      const w = some.map((s) => s.work);
      const f = some.map((s) => s.frame);
      console.log(`    ${some.length} taps ${label}: work median ${ms(median(w))}, p95 ${ms(quantile(w, 0.95))}; click to frame median ${ms(median(f))}, p95 ${ms(quantile(f, 0.95))}`);
      const filled = some.map((s) => s.filled).filter((x) => x !== null);
      if (filled.length) console.log(`      click to the analysis on screen (waits or useful tiles): median ${ms(median(filled))}, p95 ${ms(quantile(filled, 0.95))}`);
    }

    console.log('');
    printTransfer('(c) first-load transfer, every response of a cold load gzipped (level 9)', transfer);
    const chinese = await otherTransfer(browser, url, 'zh-HK');
    printTransfer(`    a first visit from Hong Kong (browser language zh-HK, page in ${chinese.lang})`, chinese.transfer);
    const hk = await otherTransfer(browser, url.replace(HAND, HK_HAND), 'en-US');
    printTransfer('    a Hong Kong link\'s first visit (its own first module)', hk.transfer);
    const precache = precached();
    if (precache) {
      console.log(`    then the service worker precaches ${precache.files} files for offline use: ${kb(precache.gzip)} gzipped (${kb(precache.bytes)})`);
    }
    const sizes = path.join(root, 'build/site-sizes.json');
    if (existsSync(sizes)) {
      const { total_gzip: listed, files, after_first_result: after, chinese_first_visit: zh } = JSON.parse(readFileSync(sizes, 'utf8'));
      console.log(`    (build/site-sizes.json lists ${files.length} first-load files up to the first result, ${kb(listed)} gzipped` +
        `${after ? `, and ${after.files.length} right after it, ${kb(after.total_gzip)}` : ''}` +
        `${zh ? `; ${kb(zh.total_gzip)} for a Chinese first visit` : ''})`);
    }

    const gzipped = await serve(dist, 0, '127.0.0.1', { compress: true });
    try {
      const slow = await slowFirstVisits(browser, `http://127.0.0.1:${gzipped.address().port}/`);
      const guidance = slow.map((l) => l.guidance);
      const scorer = slow.map((l) => l.scorer);
      console.log(`\n(d) a first visit on slow 4G (150 ms round trips, 1.6 Mbps), no hand, ${slow.length} cold loads:`);
      console.log(`    the first screen says what to do: median ${ms(median(guidance))}  (min ${ms(Math.min(...guidance))}, max ${ms(Math.max(...guidance))})`);
      console.log(`    the scorer is in: median ${ms(median(scorer))}  (min ${ms(Math.min(...scorer))}, max ${ms(Math.max(...scorer))})`);
      const riichi = (await slowFirstVisits(browser, `http://127.0.0.1:${gzipped.address().port}/${RIICHI_HAND}`)).map((l) => l.scorer);
      console.log(`\n(e) a Riichi link's first visit on slow 4G, ${riichi.length} cold loads:`);
      console.log(`    its result on screen: median ${ms(median(riichi))}  (min ${ms(Math.min(...riichi))}, max ${ms(Math.max(...riichi))})`);
    } finally {
      gzipped.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err) => {
  console.error(`bench-web: the page did not load or could not be measured: ${err.message}`);
  process.exit(1);
});
