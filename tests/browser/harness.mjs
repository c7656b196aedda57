// The browser tests' harness: Debian's Chromium driven by playwright-core
// (never a downloaded browser), dist/ served on a free port, one browser per
// test file, or per process when several files run in one (lane.mjs: a
// browser in the same process, never one shared over a connection, which
// would keep downloads out of the tests' reach: Download.path()), and a
// context per test whose storage starts empty, so that local storage never
// leaks from one test into the next.
//
//   const env = useBrowser();                      // at the top of a test file
//   test('...', async (t) => {
//     const { page } = await env.open(t);          // phone 360x640, scorer loaded
//     await build(page, '[EEE1]123m456p789s5p5p'); // taps, as a player would
//     await expectResult(page, { total: 11, fans: { mixed_straight: 1, ... } });
//   });
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { serve } from '../../scripts/serve.mjs';
import { launchChromium } from './chromium.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
export const ARTIFACTS = path.join(ROOT, 'tests/artifacts');

export { CHROMIUM } from './chromium.mjs';

/** A narrow phone: the palette shows one suit at a time behind tabs. */
export const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

// Pages opened on a touch device tap; the others click.
const touchPages = new WeakSet();

/**
 * Registers the file's before/after hooks: serves dist/ and launches Chromium
 * once (its headless shell, or the whole browser when `wholeBrowser`: see
 * chromium.mjs), with `args` added to its flags and `featuresOff` switched
 * off; in a lane (lane.mjs), takes the server and browser an earlier file
 * started with the same options, and leaves them to the next. Returns
 * {baseURL, browser, open(t, options)}.
 */
export function useBrowser({ args = [], featuresOff = [], wholeBrowser = false } = {}) {
  const env = { baseURL: null, browser: null, server: null, warm: null };
  const options = { args, featuresOff, wholeBrowser };
  before(async () => {
    assert.ok(existsSync(path.join(DIST, 'index.html')), 'dist/ is missing: run scripts/build first');
    Object.assign(env, await (sharedBetweenFiles ? sharedStart(options) : start(options)));
  });
  after(async () => {
    if (!sharedBetweenFiles) await stop(env);
  });

  // A context with the service worker installed, and the page the last test
  // left in it (or none): a free warm one for the device, or a new one.
  async function checkout(device) {
    const { viewport, ...rest } = device;
    const key = JSON.stringify(rest);
    const free = env.warm.get(key)?.pop();
    if (free) return { ...free, key, used: true };
    const context = await env.browser.newContext({ ...device, baseURL: env.baseURL });
    // the page that installed the worker becomes the tab (a new page costs
    // 0.37 s of CPU, measured), its storage still empty
    const page = await installServiceWorker(context, env.baseURL, { keepPage: true });
    return { context, page, key, used: false, fresh: true };
  }

  /**
   * A page in a context of its own, closed when the test ends; by default at
   * the page's root, waiting until the scorer is in. `problems` collects
   * console errors, uncaught exceptions and CSP violations; unless
   * `allowProblems`, the test fails on any.
   *
   * The page opens as on a second visit, its service worker installed
   * beforehand, so that the worker's install and activation never run in the
   * middle of a test (first-visit.test.mjs covers a first visit).
   * `firstVisit: true` opens it as a first visit, in a new context.
   *
   * Installing the worker takes seconds and a new page 0.4 s of CPU, so
   * the next test on the same device gets the same context and the same tab,
   * with its storage (local storage, IndexedDB, cookies) emptied, the worker
   * and its cache kept, and a new document (the tab goes by one of the site's stylesheets shown as text, so
   * the page unloads first, as a player's closed tab does). A test that takes
   * `context` from the result may change it (routes, offline, permissions):
   * that context is closed after the test, never reused; a test that changes
   * its page (routes, listeners, init scripts, media) has its page closed
   * after it. `freshTab: true` opens a tab with no history before it.
   */
  env.open = async (t, {
    device = PHONE, path: where = '', wait = true, allowProblems = false, context: reuse, firstVisit = false,
    freshTab = false,
  } = {}) => {
    let context = reuse;
    let page;
    let taken = false;
    let tab = null;
    if (reuse) {
      page = await context.newPage();
      tab = await watchTab(page, device);
    } else if (firstVisit) {
      context = await env.browser.newContext({ ...device, baseURL: env.baseURL });
      t.after(() => context.close());
      page = await context.newPage();
      tab = await watchTab(page, device);
    } else {
      const lease = await checkout(device);
      context = lease.context;
      if (lease.page && freshTab) await lease.page.close();
      else page = lease.page;
      if (page && lease.fresh) {
        tab = await watchTab(page, device);
      } else if (page) {
        tab = tabs.get(page);
        tab.problems = [];  // what the tab's last page says while it unloads is nobody's
        await leavePage(page, env.baseURL);
        await clearStorage(page, env.baseURL, { check: true });
      } else {
        page = await context.newPage();
        if (lease.used) await clearStorage(page, env.baseURL);
        tab = await watchTab(page, device);
      }
      if (device.viewport) await page.setViewportSize(device.viewport);
      t.after(async () => {
        if (taken) return context.close();
        const keep = !tab.changed && !page.isClosed();
        if (!keep && !page.isClosed()) await page.close();
        await keepWarm(env.warm, lease.key, { context, page: keep ? page : undefined });
      });
    }
    const problems = [];
    tab.problems = problems;
    if (!allowProblems) {
      t.after(() => assert.deepEqual(problems, [], 'console errors, exceptions or CSP violations'));
    }
    if (where !== null) {
      await page.goto(env.baseURL + where);
      if (wait) await scorerReady(page);
    }
    const opened = { page, problems };
    Object.defineProperty(opened, 'context', { enumerable: true, get: () => { taken = true; return context; } });
    return opened;
  };
  return env;
}

// What a file's tests run on: dist/ served, Chromium launched, and the
// contexts whose service worker is installed, by device (its viewport aside:
// each page sets its own), each with the page a test left, free for the next
// test once the last one is done with it (see env.open).
async function start(options) {
  const server = await serve(DIST, 0);
  return {
    server,
    baseURL: `http://127.0.0.1:${server.address().port}/`,
    browser: await launchChromium(options),
    warm: new Map(),
  };
}

async function stop({ server, browser, warm }) {
  for (const leases of warm?.values() ?? []) for (const { context } of leases) await context.close();
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
}

// Several files in one process (lane.mjs): each set of launch options starts
// once, and its server, browser and warm contexts pass from file to file
// (a file of its own costs about 3 s of CPU more: Node, Playwright, the
// browser's launch, a worker's install), until stopSharing().
let sharedBetweenFiles = null;

/** From now on, this process's files share what they run on (lane.mjs). */
export function shareBetweenFiles() {
  sharedBetweenFiles ??= new Map();
}

function sharedStart(options) {
  const key = JSON.stringify(options);
  if (!sharedBetweenFiles.has(key)) sharedBetweenFiles.set(key, start(options));
  return sharedBetweenFiles.get(key);
}

/** Closes what the files shared: their contexts, browsers and servers. */
export async function stopSharing() {
  const started = [...(sharedBetweenFiles?.values() ?? [])];
  sharedBetweenFiles = null;
  for (const one of await Promise.allSettled(started)) if (one.status === 'fulfilled') await stop(one.value);
}

// Shared between files, at most this many warm contexts wait for a test
// (each a renderer with the page its last test left): past it the one unused
// longest is closed. The files of a process ask for many devices (locales,
// dark, desktop); one file asks for eight at most (layout's locales).
const WARM_LIMIT = 10;
let handedBack = 0;

async function keepWarm(warm, key, lease) {
  warm.set(key, [...(warm.get(key) ?? []), { ...lease, at: (handedBack += 1) }]);
  const all = [...warm.entries()].flatMap(([k, leases]) => leases.map((l) => [k, l]));
  if (!sharedBetweenFiles || all.length <= WARM_LIMIT) return;
  const [oldestKey, oldest] = all.reduce((a, b) => (b[1].at < a[1].at ? b : a));
  warm.set(oldestKey, warm.get(oldestKey).filter((l) => l !== oldest));
  await oldest.context.close();
}

// A tab's state kept by the harness: where its problems go, whether a test
// changed it in a way a new document does not undo.
const tabs = new WeakMap();

// Page methods whose effect outlives the document: a test calling one has
// changed its tab, which is then not handed on.
const CHANGES_TAB = ['route', 'routeFromHAR', 'routeWebSocket', 'addInitScript', 'exposeFunction', 'exposeBinding',
  'setExtraHTTPHeaders', 'emulateMedia', 'on', 'once', 'addListener', 'prependListener', 'prependOnceListener',
  'setDefaultTimeout', 'setDefaultNavigationTimeout', 'addLocatorHandler'];

async function watchTab(page, device) {
  const tab = { problems: [], changed: false };
  tabs.set(page, tab);
  if (device.hasTouch) {
    touchPages.add(page);
    await countClicks(page);
  }
  await reportProblems(page, (text) => tab.problems.push(text));
  for (const name of CHANGES_TAB) {
    const own = page[name];
    if (typeof own !== 'function') continue;
    page[name] = function (...a) {
      tab.changed = true;
      return own.apply(this, a);
    };
  }
  return tab;
}

// What a test may leave behind in its origin's storage; the service worker
// and its cache stay, as on a second visit.
const STORAGE = 'cookies,file_systems,indexeddb,local_storage,websql';

/**
 * Unloads the tab's page, as a player's closed tab does (its pagehide
 * handlers write), for a same-origin document without scripts: the site's
 * smallest stylesheet shown as text (the worker precaches every file), so
 * that the origin's storage can be looked at from the tab. A small one: a
 * 37 KB script shown as text cost 0.04-0.07 s more CPU per test, measured.
 */
async function leavePage(page, baseURL) {
  await page.goto(new URL(smallestStylesheet(), baseURL).href);
}

let smallest = null;
function smallestStylesheet() {
  smallest ??= readdirSync(DIST).filter((f) => f.endsWith('.css'))
    .map((f) => [statSync(path.join(DIST, f)).size, f]).sort((a, b) => a[0] - b[0])[0]?.[1] ?? 'mahjong.js';
  return smallest;
}

/**
 * Empties the origin's storage (not its service worker) through the DevTools
 * protocol. With `check` (the tab is on a document of the origin), looks
 * again until it is empty: the last page's own write as it unloaded (the
 * calculator keeps its hand on pagehide) travels to the storage by another
 * way than the clearing, and once landed after it (a test opened on the
 * hand of the test before).
 */
export async function clearStorage(page, baseURL, { check = false } = {}) {
  const origin = new URL(baseURL).origin;
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let attempt = 0; ; attempt += 1) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE });
      const left = check ? await storageLeft(cdp, origin) : '';
      if (!left) return;
      if (attempt === 20) throw new Error(`the origin's storage is not emptied: ${left}`);
      await new Promise((resolve) => { setTimeout(resolve, 25); });
    }
  } finally {
    await cdp.detach();
  }
}

// What is still kept after a clearing: local storage's keys, IndexedDB's databases.
async function storageLeft(cdp, origin) {
  const { entries } = await cdp.send('DOMStorage.getDOMStorageItems', { storageId: { securityOrigin: origin, isLocalStorage: true } });
  const { databaseNames } = await cdp.send('IndexedDB.requestDatabaseNames', { securityOrigin: origin });
  return [...entries.map(([key]) => `localStorage ${key}`), ...databaseNames.map((name) => `IndexedDB ${name}`)].join(', ');
}

/**
 * Installs the site's service worker from a page that does not run the app
 * (one of its files, shown as text), so that the app's pages start under
 * its control. Nothing happens when the site has no service worker.
 * `keepPage`: that page is left open on the file and returned.
 */
export async function installServiceWorker(context, baseURL, { keepPage = false } = {}) {
  const page = await context.newPage();
  let kept = false;
  try {
    await page.goto(new URL(smallestStylesheet(), baseURL).href);
    await page.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return;
      const response = await fetch('sw.js', { method: 'HEAD' });
      if (!response.ok) return;
      await navigator.serviceWorker.register('sw.js');
      await navigator.serviceWorker.ready;
    });
    kept = keepPage;
    return kept ? page : undefined;
  } finally {
    if (!kept) await page.close();
  }
}

/** Console errors, uncaught exceptions and CSP violations, as strings, as they happen. */
export async function watchProblems(page) {
  const problems = [];
  await reportProblems(page, (text) => problems.push(text));
  return problems;
}

async function reportProblems(page, report) {
  page.on('console', (m) => {
    if (m.type() === 'error') report(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => report(`exception: ${e.message}`));
  page.on('crash', () => report('crash'));
  await page.exposeFunction('__reportCsp', (text) => report(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__reportCsp?.(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

/**
 * Waits until the scorer has loaded and the page shows its answer (an empty
 * hand's guidance is drawn before it: the layout says when it is in).
 */
export async function scorerReady(page) {
  // (Playwright's waitFor, which polls from its own world: a wait in the
  // page's own scripts stops with the page's clock when a test pauses it,
  // as hostile-updates does, and did hang there.)
  await page.locator('[data-part=layout][data-scorer=ready]').waitFor({ state: 'attached' });
}

/**
 * A cold load of `where` (the page's address after its root) in a fresh
 * context without the service worker, at the phone viewport, the scorer in:
 * {page, requests} (every request's path, as made). It fails the test on a
 * console error, an exception or a CSP violation.
 */
export async function coldLoad(env, t, where) {
  const context = await env.browser.newContext({ ...PHONE, baseURL: env.baseURL, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = await context.newPage();
  const problems = await watchProblems(page);
  t.after(() => assert.deepEqual(problems, [], 'console errors, exceptions or CSP violations'));
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(env.baseURL + where);
  await scorerReady(page);
  return { page, requests };
}

// ---- tapping ----

/** The palette tab that holds a tile code: m, p, s, z (honours) or f (bonus tiles). */
export function groupOf(code) {
  if (/^[0-9][mps]$/.test(code)) return code[1]; // 0m 0p 0s: Riichi's red fives
  if (/^[fs][1-4]$/.test(code)) return 'f';
  return 'z';
}

// A tap resolves before the browser has turned the touch into a click (it
// waits to tell a tap from a gesture), so on a touch page each tap waits for
// its click to arrive: the next step then sees what the tap did.
// `force` taps a control that says it is disabled (aria-disabled), as a
// player can; Playwright would otherwise wait for it to be enabled.
// A tap that makes the page navigate (say, "Update") counts as arrived.
async function press(page, locator, { force = false } = {}) {
  if (!touchPages.has(page)) return locator.click({ force });
  // Aimed in one look (Playwright's tap takes about eight round trips to the
  // page for the same checks: most of a test's time at a sheet of 16 hands).
  const deadline = Date.now() + TAP_TIMEOUT;
  let why = '';
  let covered = 0; // times it was under another element: scrolled elsewhere next
  while (Date.now() < deadline) {
    const aim = await locator.evaluate(aimAt, { force, scroll: SCROLLS[covered % SCROLLS.length] }, { timeout: Math.max(1, deadline - Date.now()) })
      .catch((err) => ({ error: err }));
    if (aim.error) {
      if (/Timeout/i.test(aim.error.message)) break;
      throw aim.error;
    }
    if (aim.frame) return tapAsPlaywright(page, locator, force); // in a frame: coordinates are the frame's
    if (aim.wait) {
      why = aim.wait;
      if (aim.covered) covered += 1;
      await new Promise((resolve) => { setTimeout(resolve, 20); });
      continue;
    }
    await page.touchscreen.tap(aim.x, aim.y);
    const arrived = await page.evaluate(() => window.__tap).catch((err) => {
      if (/context was destroyed|navigat|Target.*closed/i.test(err.message)) return { ok: true };
      throw err;
    });
    if (arrived?.missed) {
      why = `it moved: the click reached ${arrived.missed}`;
      continue;
    }
    assert.ok(arrived?.ok, 'the tap\'s click arrived within 5 s');
    return undefined;
  }
  throw new Error(`tap: ${locator} was not tappable within ${TAP_TIMEOUT / 1000} s: ${why || 'not found'}`);
}

const TAP_TIMEOUT = 15000;
// Where an element is scrolled to, by attempt: as a person would first, then
// elsewhere when a sticky bar covers it there.
const SCROLLS = ['nearest', 'center', 'end', 'start'];

/**
 * In the page: scrolls `el` into view and returns where to tap it ({x, y}),
 * once it is shown, enabled (unless `force`), still over two frames and the
 * topmost element at that point; else {wait: why}. Leaves `window.__tap`: a
 * promise of the next click, a frame after it, and whether it reached `el`.
 */
async function aimAt(el, { force, scroll }) {
  if (window !== window.top) return { frame: true };
  // whether `inner` is `outer` or inside it, through shadow roots
  const holds = (outer, inner) => {
    for (let n = inner; n; n = n.parentNode ?? n.host) if (n === outer) return true;
    return false;
  };
  const frame = () => new Promise((resolve) => { requestAnimationFrame(resolve); });
  if (!el.isConnected || !el.checkVisibility()) return { wait: 'not visible' };
  if (!force && (el.matches(':disabled') || el.closest('[aria-disabled=true]'))) return { wait: 'disabled' };
  const box = el.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return { wait: 'no size' };
  if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth || scroll !== 'nearest') {
    el.scrollIntoView({ block: scroll, inline: 'nearest' });
  }
  // Still: no animation or transition runs on it or around it, or it keeps
  // its place over two frames.
  const rect = () => (el.getClientRects()[0] ?? el.getBoundingClientRect()).toJSON();
  const first = rect();
  const moving = document.getAnimations().some((a) => a.playState === 'running' && holds(a.effect?.target, el));
  if (moving) {
    await frame();
    await frame();
  }
  const now = rect();
  if (['x', 'y', 'width', 'height'].some((k) => Math.abs(first[k] - now[k]) > 0.5)) return { wait: 'moving' };
  const x = now.x + now.width / 2;
  const y = now.y + now.height / 2;
  // the topmost element there, through open shadow roots (the element's own)
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  if (!force && !holds(el, hit)) return { wait: `covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`, covered: true };
  window.__tap = new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false }), 5000);
    document.addEventListener('click', (event) => {
      clearTimeout(timer);
      // asked at once: the page's own handlers may redraw what was tapped
      const target = event.composedPath()[0];
      if (!force && !holds(el, target)) {
        // the page moved under the finger (a bar drawn in since): this click
        // goes nowhere, and the tap is aimed again
        event.stopImmediatePropagation();
        event.preventDefault();
        resolve({ ok: false, missed: target?.outerHTML?.slice(0, 80) });
        return;
      }
      requestAnimationFrame(() => resolve({ ok: true }));
    }, { capture: true, once: true });
  });
  return { x, y };
}

// Playwright's own tap, for an element in a frame.
async function tapAsPlaywright(page, locator, force) {
  const arrived = page.evaluate((ms) => new Promise((resolve) => {
    document.addEventListener('click', () => requestAnimationFrame(() => resolve(true)), { capture: true, once: true });
    setTimeout(() => resolve(false), ms);
  }), 5000).catch((err) => {
    if (/context was destroyed|navigat|Target.*closed/i.test(err.message)) return true;
    throw err;
  });
  await locator.tap({ force });
  assert.ok(await arrived, 'the tap\'s click arrived within 5 s');
}

async function countClicks(page) {
  await page.addInitScript(() => {
    window.__document = Math.random();
    window.__clicks = 0;
    document.addEventListener('click', () => { window.__clicks += 1; }, true);
  });
}

/**
 * Taps a palette tile, selecting its suit's tab first when the tabs show (a
 * narrow phone). `force`: tap it even when it is blocked (aria-disabled).
 */
export async function tapTile(page, code, { force = false } = {}) {
  // What the tap needs first, read in one look (a round trip each cost more
  // than the tap).
  const tabId = `tab-${groupOf(code)}`;
  const { folded, tabToSelect } = await page.evaluate((id) => {
    const tab = document.getElementById(id);
    const shown = tab && tab.checkVisibility();
    return {
      folded: document.querySelector('[data-testid=keyboard-toggle]')?.getAttribute('aria-expanded') === 'false',
      tabToSelect: Boolean(shown && tab.getAttribute('aria-selected') !== 'true'),
    };
  }, tabId);
  if (folded) await openKeyboard(page);
  if (tabToSelect || (folded && await page.locator(`#${tabId}[aria-selected=false]`).isVisible())) {
    await press(page, page.locator(`#${tabId}`));
    await page.locator(`#${tabId}[aria-selected=true]`).waitFor();
  }
  await press(page, page.locator(`[data-tile="${code}"]`), { force });
}

/**
 * Opens the tile keyboard when it is folded (a complete hand folds it on a
 * narrow screen), with its handle, as a player would.
 */
export async function openKeyboard(page) {
  const toggle = page.locator('[data-testid=keyboard-toggle]');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') {
    await press(page, toggle);
    await page.locator('[data-testid=keyboard-toggle][aria-expanded=true]').waitFor();
  }
}

/**
 * Whether the element is inside the viewport and the topmost thing at its
 * centre; `box` (its top and bottom, the viewport's height, the page's
 * scroll) says where it was when it is not.
 */
export function seenWhole(locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight + 0.5 && box.right <= innerWidth + 0.5 && box.height > 0;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { inside, topmost: !!hit && (el === hit || el.contains(hit)), box: [box.top, box.bottom, innerHeight, scrollY].map(Math.round) };
  });
}

/**
 * Opens the rule options' card without a tap (its summary may lie under the
 * keyboard), once its toggle event has come. The card is drawn anew when its
 * rows arrive after the first result: the details found may be off the page
 * by the time it is opened (a third of the runs at 320x568, measured), so it
 * is opened again until the one on the page is.
 */
export async function openOptionsCard(page) {
  const details = page.locator('[data-part=options] > details');
  await eventually(async () => {
    const opened = await details.evaluate((d) => new Promise((resolve) => {
      if (!d.isConnected) resolve(false);
      else if (d.open) resolve(true);
      else {
        d.addEventListener('toggle', () => resolve(d.isConnected), { once: true });
        setTimeout(() => resolve(d.isConnected && d.open), 2000); // (a toggle event never seen)
        d.open = true;
      }
    }));
    assert.ok(opened, 'the options card on the page is open');
  });
}

/** Taps any element (a tap on a phone, a click elsewhere). */
export async function tap(page, locatorOrSelector) {
  const locator = typeof locatorOrSelector === 'string' ? page.locator(locatorOrSelector) : locatorOrSelector;
  await press(page, locator);
}

/** "123m" -> ['1m', '2m', '3m']; honours are single letters. */
export function expandTiles(text) {
  const out = [];
  let digits = '';
  for (const ch of text) {
    if (/[1-9]/.test(ch)) digits += ch;
    else if (/[mps]/.test(ch)) {
      for (const d of digits) out.push(d + ch);
      digits = '';
    } else if (/[ESWNCFP]/.test(ch)) out.push(ch);
    else throw new Error(`not a tile: ${ch} in ${text}`);
  }
  if (digits) throw new Error(`digits without a suit in ${text}`);
  return out;
}

/**
 * The notation as the taps that build it: each bracketed meld is a mode
 * button and a tap ([567m] chow, [999s1] pung, [8888p1] melded kong,
 * [8888p] concealed kong), then the standing tiles in order, the last being
 * the winning tile.
 */
export function tapsFor(notation) {
  const melds = [];
  const standing = notation.replace(/\s+/g, '').replace(/\[([^\]]*)\]/g, (_, inner) => {
    const [, body, digit] = /^(.*?)([1-7])?$/.exec(inner);
    const tiles = expandTiles(body);
    let mode;
    if (tiles.length === 4) mode = digit ? 'kong' : 'concealed_kong';
    else if (tiles.length === 3) mode = tiles[0] === tiles[1] ? 'pung' : 'chow';
    else throw new Error(`not a meld: [${inner}]`);
    melds.push({ mode, tile: mode === 'chow' ? [...tiles].sort()[0] : tiles[0] });
    return '';
  });
  return { melds, tiles: expandTiles(standing) };
}

/** Builds a hand by tapping, from notation: melds with the mode buttons, then the standing tiles. */
export async function build(page, notation) {
  const { melds, tiles } = tapsFor(notation);
  for (const { mode, tile } of melds) {
    await openKeyboard(page);
    await tap(page, `[data-mode=${mode}]`);
    await page.locator(`[data-mode=${mode}][aria-pressed=true]`).waitFor();
    await tapTile(page, tile);
  }
  for (const tile of tiles) await tapTile(page, tile);
}

/** The spec's JSON hand as notation (melds claimed from seat 1, concealed kongs bare). */
export function notationOf(hand) {
  const melds = (hand.melds ?? []).map((m) => `[${m.tiles.join('')}${m.type === 'kong' && m.concealed ? '' : '1'}]`);
  return melds.join('') + [...hand.concealed, hand.win_tile].join('');
}

const BONUS = ['f1', 'f2', 'f3', 'f4', 's1', 's2', 's3', 's4'];

/**
 * Sets the win's situation through the page's controls, in an order the page
 * accepts (winds, then how it was won, then the flags, then the discarder).
 */
export async function setSituation(page, s) {
  for (const key of ['seat_wind', 'prevalent_wind']) {
    if (s[key]) await page.locator(`[data-field=${key}]`).selectOption(s[key]);
  }
  if (s.self_drawn !== undefined) await page.locator(`[data-field=self_drawn][value="${s.self_drawn}"]`).check();
  for (const flag of ['last_of_kind', 'kong_replacement', 'robbing_kong', 'last_tile_of_wall']) {
    if (s[flag]) await page.locator(`[data-flag=${flag}]`).check();
  }
  if (s.discarder) await page.locator('[data-field=discarder]').selectOption(s.discarder);
  const flowers = typeof s.flowers === 'number' ? BONUS.slice(0, s.flowers) : s.flowers ?? [];
  for (const code of flowers) await tapTile(page, code);
}

// The link's short names for the win's flags (web/panels/notation/state.js).
const LINK_FLAGS = { self_drawn: 'sd', last_of_kind: 'lk', kong_replacement: 'kr', robbing_kong: 'rk', last_tile_of_wall: 'lt' };

/**
 * A shared link's fragment for a hand and its situation (as setSituation
 * takes it): for tests whose subject is not the tapping, a hand loads from
 * the link in one step where tapping it in takes seconds.
 */
export function handLink(notation, s = {}) {
  const p = new URLSearchParams({ h: notation });
  for (const [flag, short] of Object.entries(LINK_FLAGS)) if (s[flag] === true || s[flag] === 'true') p.set(short, '1');
  if (s.discarder) p.set('d', s.discarder);
  if (s.prevalent_wind) p.set('pw', s.prevalent_wind);
  if (s.seat_wind) p.set('sw', s.seat_wind);
  const flowers = typeof s.flowers === 'number' ? BONUS.slice(0, s.flowers) : s.flowers ?? [];
  if (flowers.length) p.set('f', flowers.join(','));
  return `#${p}`;
}

/** Builds a fixture's hand and its situation by tapping. */
export async function buildHand(page, hand) {
  await build(page, notationOf(hand));
  await setSituation(page, hand);
}

// ---- reading the result ----

/** The counted fans as {id: count}, read from the rows ("8" or "1 × 5"). */
export async function readFans(page) {
  const rows = await page.locator('[data-part=result] [data-fan]').evaluateAll((els) =>
    els.map((el) => [el.dataset.fan, el.querySelector('.fan-points')?.textContent ?? '']));
  return Object.fromEntries(rows.map(([id, points]) => {
    const m = /×\s*(\d+)/.exec(points);
    return [id, m ? Number(m[1]) : 1];
  }));
}

export async function readTotal(page) {
  return (await page.locator('[data-testid=fan-total]').textContent()).trim();
}

/**
 * Each element of `locator` as drawn: its text's lines (each character
 * placed by its own box, grouped by the line it sits on), whether a
 * character lies outside the element or the element that holds its line
 * (cut, or hidden behind "…": a player's name, in `.who`, may be, not
 * counted), whether its content overflows; and its text, its `.who` and
 * `.you` parts (a named button's), its data attributes and its font size.
 * A word broken across lines ("Discar/d", 點/炮) shows as a line that is
 * not a whole word.
 */
export async function drawnLines(locator) {
  return locator.evaluateAll((elements) => elements.map((element) => {
    const box = element.getBoundingClientRect();
    const lines = new Map();
    let cut = false;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node; (node = walker.nextNode());) {
      const name = !!node.parentElement.closest('.who');
      for (let i = 0; i < node.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (!r.width) continue; // a space where the line breaks
        const top = Math.round(r.top + r.height / 2);
        const line = [...lines.keys()].find((t) => Math.abs(t - top) < r.height / 2) ?? top;
        lines.set(line, (lines.get(line) ?? '') + node.data[i]);
        // the element a line is drawn in clips its text ("からロ…"), the element all of it
        const holder = node.parentElement === element ? null : node.parentElement.getBoundingClientRect();
        const outside = (b, slack) => r.left < b.left - slack || r.right > b.right + slack || r.top < b.top - slack || r.bottom > b.bottom + slack;
        if (!name && (outside(box, 0.5) || (holder && (r.left < holder.left - 0.01 || r.right > holder.right + 0.01)))) cut = true;
      }
    }
    return {
      text: element.textContent, who: element.querySelector('.who')?.textContent ?? null, you: element.querySelector('.you')?.textContent ?? null,
      data: { ...element.dataset },
      lines: [...lines.entries()].sort(([a], [b]) => a - b).map(([, text]) => text.trim()),
      cut, overflows: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      fontSize: parseFloat(getComputedStyle(element).fontSize),
    };
  }));
}

/**
 * The discarder buttons under the seats, each as drawn (drawnLines) with
 * its seat and its words: a label's are parted by spaces, and in Chinese
 * and Japanese after the seat's name (東家 點炮); a named button's, the name
 * and the role.
 */
export async function discarderLines(page) {
  return (await drawnLines(page.locator('[data-part=result] [data-won-from]:not(.self)'))).map(({ who, you, data, ...b }) => ({
    seat: data.wonFrom, ...b, words: who !== null ? [who, you] : b.text.split(/ |(?<=家)/),
  }));
}

/** Each discarder button's words whole, each on one line, and inside the button. */
export async function assertDiscardersWhole(page) {
  for (const b of await discarderLines(page)) {
    for (const word of b.words) assert.ok(b.lines.some((line) => line.includes(word)), `"${word}" whole: ${JSON.stringify(b)}`);
    assert.ok(!b.cut && !b.overflows, `${b.text} inside its button: ${JSON.stringify(b)}`);
  }
}

// The page writes the address just after a tap's frame, not during it: these
// wait for the fragment to satisfy `check`, and return it.
async function addressWhere(page, check) {
  let hash = '';
  await eventually(async () => {
    hash = await page.evaluate(() => location.hash);
    check(hash);
  });
  return hash;
}

/** The page's address fragment once it matches `pattern` (or is non-empty). */
export const addressMatching = (page, pattern = /./) => addressWhere(page, (hash) => assert.match(hash, pattern));

/** The page's address fragment once it no longer matches `pattern`. */
export const addressNotMatching = (page, pattern) => addressWhere(page, (hash) => assert.doesNotMatch(hash, pattern));

/**
 * Resolves once the page has drawn `count` frames and run the tasks each
 * queued: what a tap or an event changed is then on screen (a condition
 * where a fixed sleep used to wait).
 */
export async function framesDrawn(page, count = 2) {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  }, count);
}

/** Retries an assertion until it holds or the time is up (auto-waiting for plain assertions). */
export async function eventually(check, { timeout = 5000, interval = 50 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, interval));
    }
  }
}

/** The total and the exact set of fan rows (with counts). */
export async function expectResult(page, { total, fans }) {
  await eventually(async () => {
    assert.equal(await readTotal(page), String(total));
    assert.deepEqual(await readFans(page), fans);
  });
}

/** The problem shown for a hand that cannot be scored: {code, text}. */
export async function readProblem(page) {
  const problem = page.locator('[data-testid=problem]');
  await problem.waitFor({ timeout: 5000 });
  return { code: await problem.getAttribute('data-code'), text: (await problem.textContent()).trim() };
}

// ---- fixtures ----

const fixtureCache = new Map();

/**
 * A hand of tests/fixtures/<file> by id, with its expectation as
 * {total, fans: {id: count}}. Some ids repeat with rule options: `options`
 * picks the row with those options (by default the one without).
 */
export async function fixture(file, id, { options = {} } = {}) {
  if (!fixtureCache.has(file)) {
    const rows = readFileSync(path.join(ROOT, 'tests/fixtures', file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
    fixtureCache.set(file, rows);
  }
  const row = fixtureCache.get(file).find((r) => r.id === id && isDeepStrictEqual(r.hand.options ?? {}, options));
  assert.ok(row, `no ${id} with options ${JSON.stringify(options)} in ${file}`);
  const ids = await fanIdsByName();
  const fans = Object.fromEntries(row.expect.fans.map(([name, , count]) => {
    assert.ok(ids[name], `no fan named ${name} in the catalogue`);
    return [ids[name], count];
  }));
  return { hand: row.hand, text: row.text ?? notationOf(row.hand), expect: { total: row.expect.total, fans } };
}

let namesToIds = null;

// The fixtures name fans by their English names; rows carry ids. The table
// (the core's catalogue, as the page reads it) maps one to the other.
async function fanIdsByName() {
  if (!namesToIds) {
    const { load } = await import(pathToFileURL(path.join(DIST, 'mahjong.js')).href);
    const catalog = (await load()).catalog('mcr');
    namesToIds = Object.fromEntries(catalog.fans.map((f) => [f.name, f.id]));
  }
  return namesToIds;
}
