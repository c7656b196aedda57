// Back (the phone's gesture, the browser's button) closes what is open on
// top, one layer per press, and leaves the page only when nothing is open;
// the hand is never touched (web/navigation.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, clearStorage, eventually, installServiceWorker, readTotal, scorerReady, tap, tapTile, useBrowser } from './harness.mjs';
import { openSheet, startMatch } from './sheet-pages.mjs';

// Leaving unloads the page (the back-forward cache would keep it in another
// renderer; these tests are about Back leaving, not about that cache).
const FEATURES_OFF = ['BackForwardCache'];
// In the whole browser: its Back button and history (chromium.mjs).
const env = useBrowser({ featuresOff: FEATURES_OFF, wholeBrowser: true });
// No test here may hang the suite: each step has its own limit, and so has each test.
const LIMIT = { timeout: 60_000 };
const HAND = '[EEE1]123m456p789s5p5p';
const before = () => 'about:blank';

// One context for the file, its service worker installed once, never closed
// before the browser is (after Back left a page, closing a context could hang
// headless Chromium): each test has a tab of its own in it (history is a
// tab's), on the origin's storage emptied.
let shared = null;

// The page opened after another, so that Back has somewhere to leave to.
async function openPage(t) {
  shared ??= env.browser.newContext({ ...PHONE, baseURL: env.baseURL })
    .then(async (context) => { await installServiceWorker(context, env.baseURL); return context; });
  const { page } = await env.open(t, { path: null, context: await shared });
  // Left for the next test's tab: unloaded (its last writes land before that tab empties the storage).
  t.after(() => page.goto(before()));
  // What an earlier test kept (its hand, a match) is not this one's: emptied
  // from a document of the origin (one of the site's scripts, shown as text).
  await page.goto(new URL('mahjong.js', env.baseURL).href);
  await clearStorage(page, env.baseURL, { check: true });
  await page.goto(before());
  await page.goto(`${env.baseURL}#h=${encodeURIComponent(HAND)}`);
  await scorerReady(page);
  page.total = await readTotal(page);
  assert.match(page.total, /^\d+$/, 'the hand scores');
  // The address as the page writes it (the core's notation of the hand).
  await eventually(async () => assert.notEqual(new URL(page.url()).hash, `#h=${encodeURIComponent(HAND)}`));
  page.hash = new URL(page.url()).hash;
  return page;
}

async function handIntact(page, message) {
  assert.ok(page.url().startsWith(env.baseURL), `${message}: still on the page (${page.url()})`);
  assert.equal(await readTotal(page), page.total, `${message}: the hand's total`);
  assert.equal(new URL(page.url()).hash, page.hash, `${message}: the hand in the address`);
}

// A layer's entry: pushed as it opens (a details' toggle event comes a task after the tap).
const depth = (page) => page.evaluate(() => history.state?.layer ?? 0);

async function back(page) {
  await page.goBack({ waitUntil: 'commit' });
}

async function leaves(page) {
  await back(page);
  await eventually(() => assert.equal(page.url(), before(), 'Back with nothing open leaves the page'));
}

const fanRow = (page) => page.locator('[data-fan=mixed_straight] .fan-head');
const definition = (page) => page.locator('[data-fan=mixed_straight] .definition');
const fanTable = (page) => page.locator('[data-testid=fan-table]');
const options = (page) => page.locator('[data-part=options] > details');
const langMenu = (page) => page.locator('[data-part=lang-menu]');
const isOpen = (locator) => locator.evaluate((el) => el.open);
// The keyboard's handle says whether it is unfolded (a full hand folds it on a phone).
const keyboardOpen = async (page) => (await page.getByTestId('keyboard-toggle').getAttribute('aria-expanded')) === 'true';

const LAYERS = {
  'a fan definition': {
    open: (page) => tap(page, fanRow(page)),
    shown: async (page) => (await definition(page).count()) === 1,
  },
  'the fan table': {
    open: (page) => tap(page, '[data-part=open-fan-table]'),
    shown: (page) => isOpen(fanTable(page)),
  },
  'the options': {
    open: (page) => tap(page, '[data-part=options] summary'),
    shown: (page) => isOpen(options(page)),
  },
  'the language menu': {
    open: (page) => tap(page, '[data-part=lang-switch]'),
    shown: (page) => isOpen(langMenu(page)),
  },
  'the keyboard unfolded by its handle': {
    open: (page) => tap(page, '[data-testid=keyboard-toggle]'),
    shown: keyboardOpen,
  },
  'the score sheet': {
    open: (page) => openSheet(page),
    shown: async (page) => (await page.locator('[data-testid=score-sheet]').count()) === 1,
  },
};

for (const [name, layer] of Object.entries(LAYERS)) {
  test(`Back closes ${name} and keeps the page and its hand; the next Back leaves`, LIMIT, async (t) => {
    const page = await openPage(t);
    await layer.open(page);
    await eventually(async () => assert.equal(await layer.shown(page), true, `${name} opened`));
    await eventually(async () => assert.equal(await depth(page), 1, `${name} has its entry`));
    await back(page);
    await eventually(async () => assert.equal(await layer.shown(page), false, `${name} closed by Back`));
    await handIntact(page, `after Back on ${name}`);
    await leaves(page);
  });
}

test('several layers close in order, one per Back', LIMIT, async (t) => {
  const page = await openPage(t);
  await LAYERS['the options'].open(page);
  await eventually(async () => assert.equal(await depth(page), 1));
  await LAYERS['a fan definition'].open(page);
  await LAYERS['the fan table'].open(page);
  const shown = async () => ({
    options: await isOpen(options(page)), definition: (await definition(page).count()) === 1, table: await isOpen(fanTable(page)),
  });
  await eventually(async () => assert.deepEqual(await shown(), { options: true, definition: true, table: true }));
  await eventually(async () => assert.equal(await depth(page), 3, 'one entry per layer'));
  await back(page);
  await eventually(async () => assert.deepEqual(await shown(), { options: true, definition: true, table: false }));
  await back(page);
  await eventually(async () => assert.deepEqual(await shown(), { options: true, definition: false, table: false }));
  await back(page);
  await eventually(async () => assert.deepEqual(await shown(), { options: false, definition: false, table: false }));
  await handIntact(page, 'after three Backs');
  await leaves(page);
});

test('a layer closed by its own button leaves no entry behind: the next Back leaves', LIMIT, async (t) => {
  const page = await openPage(t);
  const length = await page.evaluate(() => history.length);
  for (let i = 0; i < 3; i++) {
    await LAYERS['the fan table'].open(page);
    await tap(page, '[data-part=fan-table-close]');
    await eventually(async () => assert.equal(await isOpen(fanTable(page)), false));
    await LAYERS['a fan definition'].open(page);
    await tap(page, fanRow(page));
    await eventually(async () => assert.equal(await definition(page).count(), 0));
  }
  await eventually(async () => assert.equal(await depth(page), 0, 'back on the page\'s own entry'));
  assert.ok(await page.evaluate(() => history.length) <= length + 1, 'no pile of entries');
  await leaves(page);
});

test('the score sheet\'s form for a hand closes first, then the sheet', LIMIT, async (t) => {
  const page = await openPage(t);
  await startMatch(page, ['Ann', 'Bo', 'Cy', 'Di']);
  await tap(page, '[data-testid=enter-hand]');
  const form = page.locator('[data-action=cancel-form]');
  await form.waitFor();
  await back(page);
  await form.waitFor({ state: 'detached' });
  assert.equal(await page.locator('[data-testid=score-sheet]').count(), 1, 'the sheet stays open under its form');
  await back(page);
  await eventually(async () => assert.equal(await page.locator('[data-testid=score-sheet]').count(), 0, 'the sheet closed'));
  await handIntact(page, 'after the sheet');
  await leaves(page);
});

// A form closed and its sheet closed before the form's step back has landed
// (a slow phone, a quick thumb): the sheet's step waited for an entry the
// page had not reached yet, was dropped, and its entry stayed, so the next
// Back closed nothing (CI, sheet-riichi).
test('regression: the sheet closed while its form\'s step back is on its way takes its entry back too', LIMIT, async (t) => {
  const page = await openPage(t);
  await startMatch(page, ['Ann', 'Bo', 'Cy', 'Di']);
  await tap(page, '[data-testid=enter-hand]');
  await page.locator('[data-action=cancel-form]').waitFor();
  await eventually(async () => assert.equal(await depth(page), 2));
  await page.evaluate(() => {
    // the sheet's close pressed just after the form's step back is asked for, before it lands
    const go = history.go.bind(history);
    history.go = (steps) => {
      history.go = go;
      go(steps);
      queueMicrotask(() => document.querySelector('[data-testid=close-sheet]').click());
    };
    document.querySelector('[data-action=cancel-form]').click();
  });
  await eventually(async () => assert.equal(await page.locator('[data-testid=score-sheet]').count(), 0, 'the sheet closed'));
  await eventually(async () => assert.equal(await depth(page), 0, 'both entries taken back'));
  await handIntact(page, 'after the sheet');
  await leaves(page);
});

test('a change made while a layer is open stays after Back closes it', LIMIT, async (t) => {
  const page = await openPage(t);
  await LAYERS['the options'].open(page);
  await eventually(async () => assert.equal(await depth(page), 1));
  await tap(page, '[data-seat-choice=S]');
  await eventually(async () => assert.match(new URL(page.url()).hash, /sw=S/));
  const changed = await readTotal(page);
  await back(page);
  await eventually(async () => assert.equal(await isOpen(options(page)), false));
  // The older entry's address must not bring the old seat back.
  await page.waitForTimeout(300);
  assert.equal(await page.locator('[data-seat-choice=S]').getAttribute('aria-pressed'), 'true', 'the seat chosen stays');
  assert.match(new URL(page.url()).hash, /sw=S/, 'and the address says so');
  assert.equal(await readTotal(page), changed, 'the total as it was before Back');
});

test('a reload with a layer\'s entry in history: the page works and Back still closes, then leaves', LIMIT, async (t) => {
  const page = await openPage(t);
  await LAYERS['the fan table'].open(page);
  await eventually(async () => assert.equal(await isOpen(fanTable(page)), true));
  await page.reload();
  await scorerReady(page);
  await handIntact(page, 'after the reload');
  // The fan table's dialog is made when first opened (it loads on demand): after a reload it is not there at all.
  const tableOpen = (await fanTable(page).count()) > 0 && (await isOpen(fanTable(page)));
  assert.equal(tableOpen, false, 'nothing open after a reload');
  await LAYERS['a fan definition'].open(page);
  await eventually(async () => assert.equal(await definition(page).count(), 1));
  await back(page);
  await eventually(async () => assert.equal(await definition(page).count(), 0, 'Back closed the definition'));
  await handIntact(page, 'after Back');
  await leaves(page);
});

test('undo is not Back: a Back with nothing open leaves even after changes, and undo still works', LIMIT, async (t) => {
  const page = await openPage(t);
  await tap(page, '[data-seat-choice=S]');
  await tap(page, '[data-testid=undo]');
  await eventually(async () => assert.equal(await page.locator('[data-seat-choice=E]').getAttribute('aria-pressed'), 'true'));
  await leaves(page);
});

test('the keyboard folded again by its handle takes its entry back: the next Back leaves', LIMIT, async (t) => {
  const page = await openPage(t);
  const length = await page.evaluate(() => history.length);
  assert.equal(await keyboardOpen(page), false, 'a full hand folds the keyboard');
  for (let i = 0; i < 3; i++) {
    await tap(page, '[data-testid=keyboard-toggle]');
    await eventually(async () => assert.equal(await depth(page), 1, 'unfolded by the player: one entry'));
    await tap(page, '[data-testid=keyboard-toggle]');
    await eventually(async () => assert.equal(await keyboardOpen(page), false));
    await eventually(async () => assert.equal(await depth(page), 0, 'folded by its handle: the entry taken back'));
  }
  assert.ok(await page.evaluate(() => history.length) <= length + 1, 'no pile of entries');
  await leaves(page);
});

test('the keyboard opening and folding by itself as the hand empties and fills adds no entry', LIMIT, async (t) => {
  const page = await openPage(t);
  const length = await page.evaluate(() => history.length);
  await tap(page, '[data-testid=new-hand]');
  await eventually(async () => assert.equal(await keyboardOpen(page), true, 'an empty hand opens it'));
  for (const code of ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '1p', '1p', '1p', '2p']) await tapTile(page, code);
  assert.equal(await keyboardOpen(page), true, 'open at 13 tiles');
  await tapTile(page, '2p');
  await eventually(async () => assert.equal(await keyboardOpen(page), false, 'the 14th tile folds it'));
  await tap(page, '[data-testid=undo]');
  await eventually(async () => assert.equal(await keyboardOpen(page), true, 'undone to 13 tiles, it opens'));
  assert.equal(await depth(page), 0, 'no layer entry');
  assert.equal(await page.evaluate(() => history.length), length, 'not one entry added');
  await leaves(page);
});

test('a keyboard the player unfolded goes back to the hand\'s fold: its entry goes with it', LIMIT, async (t) => {
  const page = await openPage(t);
  await tap(page, '[data-testid=keyboard-toggle]');
  await eventually(async () => assert.equal(await depth(page), 1));
  // A tile taken out: the keyboard would be open anyway, so it is no longer the player's layer.
  await tap(page, page.locator('[data-hand-tile="1m"]'));
  await eventually(async () => assert.equal(await depth(page), 0, 'the entry taken back'));
  assert.equal(await keyboardOpen(page), true);
  await tapTile(page, '1m');
  await eventually(async () => assert.equal(await keyboardOpen(page), false, 'the 14th tile folds it by itself'));
  assert.equal(await depth(page), 0);
  await leaves(page);
});

test('two layers that close with one tap (a fan\'s definition over the unfolded keyboard) take back both entries', LIMIT, async (t) => {
  const page = await openPage(t);
  await tap(page, '[data-testid=keyboard-toggle]');
  await eventually(async () => assert.equal(await depth(page), 1));
  await LAYERS['a fan definition'].open(page);
  await eventually(async () => assert.equal(await depth(page), 2));
  // A tile out: the hand no longer wins (the fan and its definition go) and the hand takes the fold over.
  await tap(page, page.locator('[data-hand-tile="1m"]'));
  await eventually(async () => assert.equal(await definition(page).count(), 0));
  await eventually(async () => assert.equal(await depth(page), 0, 'both entries taken back'));
  await page.waitForTimeout(300);
  assert.equal(await depth(page), 0, 'and it stays there');
  assert.equal(await keyboardOpen(page), true);
  await leaves(page);
});

// The step back waits for the tap's frame: its popstate, when it landed
// first, rewrote the address and forced the frame's layout early (about 25
// ms at 4x slower in Chromium's trace).
test('the keyboard\'s entry is taken back after the tap\'s frame, not before it', LIMIT, async (t) => {
  const page = await openPage(t);
  await tap(page, '[data-testid=keyboard-toggle]');
  await eventually(async () => assert.equal(await depth(page), 1));
  const order = await page.locator('[data-hand-tile="1m"]').first().evaluate((tile) => new Promise((resolve) => {
    const seen = [];
    addEventListener('popstate', () => { seen.push('popstate'); resolve(seen); }, { once: true });
    tile.addEventListener('click', () => requestAnimationFrame(() => seen.push('frame')), { once: true });
    tile.click();
  }));
  assert.deepEqual(order, ['frame', 'popstate']);
  await eventually(async () => assert.equal(await depth(page), 0));
  await leaves(page);
});

// A layer opened while that step waits takes the entry it would have left.
test('a layer opened in the same moment as the keyboard\'s entry goes keeps one entry, and Back closes it', LIMIT, async (t) => {
  const page = await openPage(t);
  await tap(page, '[data-testid=keyboard-toggle]');
  await eventually(async () => assert.equal(await depth(page), 1));
  await page.locator('[data-hand-tile="1m"]').first().evaluate((tile) => {
    tile.click();
    document.querySelector('[data-part=options] > details > summary').click();
  });
  await eventually(async () => assert.equal(await isOpen(options(page)), true));
  await page.waitForTimeout(300);
  assert.equal(await depth(page), 1, 'one entry: the options\'');
  await back(page);
  await eventually(async () => assert.equal(await isOpen(options(page)), false));
  assert.equal(await depth(page), 0);
  await leaves(page);
});
