// The score sheet's browser tests share these steps: a match started through
// the page, hands set in the calculator's address and recorded, the sheet read
// back. The expected figures come from the tests' own arithmetic on the
// seeds' rules, and the hands' values from the core itself (dist/mahjong.js).
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, eventually, tap } from './harness.mjs';

export const WINDS = ['E', 'S', 'W', 'N'];

let core = null;
/** The core's scorer in Node, as the page has it. */
export async function scorer() {
  core ??= (await import(pathToFileURL(path.join(DIST, 'mahjong.js')).href)).load();
  return core;
}

/** Opens the sheet from the page. */
export async function openSheet(page) {
  await tap(page, '[data-testid=open-sheet]');
  await page.locator('[data-testid=score-sheet]').waitFor();
}

export async function closeSheet(page) {
  await tap(page, '[data-testid=close-sheet]');
  await page.locator('[data-testid=score-sheet]').waitFor({ state: 'detached' });
  // The sheet's Back entry is taken back (a step back in history) before the
  // next tap, which might navigate: that step would abort it.
  await page.waitForFunction(() => (history.state?.layer ?? 0) === 0, null, { timeout: 5000 });
}

/** Starts a match through the sheet: new match, the rules, four names, HK options, start. */
export async function startMatch(page, names, { rules = 'mcr', options = {} } = {}) {
  await openSheet(page);
  // a match already open: the list of matches has the button
  if (await page.locator('[data-testid=matches]').count()) await tap(page, '[data-testid=matches]');
  await tap(page, '[data-testid=new-match]');
  // the form starts on the calculator's rule set: choose the match's
  await page.locator(`input[name=rules][value=${rules}]`).check();
  const inputs = page.locator('[data-testid=player-name]');
  for (const [i, name] of names.entries()) await inputs.nth(i).fill(name);
  for (const [key, value] of Object.entries(options)) {
    const field = page.locator(`[name=${key}]`);
    if (key === 'deal') await page.locator(`[name=deal][value=${value}]`).check();
    else if (typeof value === 'boolean') await field.setChecked(value);
    else if (['discard_payment', 'payment_table', 'stake_preset'].includes(key)) await field.selectOption(value);
    else await field.fill(String(value));
  }
  await tap(page, '[data-testid=start-match]');
  await page.locator('[data-testid=standings]').waitFor();
}

/** The address fragment of a hand: #h=...&sd=1&d=W&pw=E&sw=S&r=hk&o.x=y. */
export function fragmentOf({ text, self_drawn, discarder, seat_wind, prevalent_wind, rules = 'mcr', options = {} }) {
  const p = new URLSearchParams();
  p.set('h', text);
  if (rules !== 'mcr') p.set('r', rules);
  if (self_drawn) p.set('sd', '1');
  if (discarder) p.set('d', discarder);
  p.set('pw', prevalent_wind);
  p.set('sw', seat_wind);
  for (const [k, v] of Object.entries(options)) p.set(`o.${k}`, String(v));
  return `#${p}`;
}

/**
 * Sets a hand in the calculator through its address and waits for its
 * result; returns the core's own result for the same hand (scored in Node).
 */
export async function setHand(page, hand) {
  const expected = (await scorer()).score({
    rules: hand.rules ?? 'mcr', text: hand.text, self_drawn: !!hand.self_drawn, discarder: hand.discarder,
    seat_wind: hand.seat_wind, prevalent_wind: hand.prevalent_wind, options: hand.options ?? {},
  });
  assert.ok(expected.ok && expected.meets_minimum && expected.payments, `a winning hand: ${JSON.stringify(hand)}`);
  // The page reads the new address on hashchange, a task after this one: two
  // frames later it has. A save of the page's own hand still pending (the
  // sheet has just started the next hand) may write its address back first:
  // then the address is set again.
  const fragment = fragmentOf(hand);
  const setAddress = () => page.evaluate((f) => new Promise((resolve) => {
    if (location.hash === f) return resolve();
    location.hash = f;
    requestAnimationFrame(() => requestAnimationFrame(resolve));
  }), fragment);
  await setAddress();
  await eventually(async () => {
    const total = (await page.locator('[data-testid=fan-total]').textContent()).trim();
    if (total !== String(expected.total)) await setAddress();
    assert.equal(total, String(expected.total));
  });
  return expected;
}

/** Taps "Record this hand" (or another button beside it) and returns what it says. */
export async function record(page, button = 'record-hand') {
  const status = page.locator('[data-testid=record-status]');
  const before = await status.textContent();
  await tap(page, `[data-testid=${button}]`);
  await eventually(async () => assert.notEqual(await status.textContent(), before), { timeout: 8000 });
  const text = await status.textContent();
  // the same words again would not change the text: clear it for the next one
  await page.evaluate(() => { document.querySelector('[data-testid=record-status]').textContent = ''; });
  return text;
}

/** The sheet as data: its entries, the standings and the hand to come. */
/** Enters a hand by its value (not from the calculator): the winner's index, who discarded ('self' or an index), its points. */
export async function enterHand(page, { winner, from = 'self', points }) {
  await tap(page, '[data-testid=enter-hand]');
  await page.locator(`[data-testid=form-winner][value="${winner}"]`).check();
  await page.locator(`[data-testid=form-how][value="${from}"]`).check();
  await page.locator('[data-testid=form-points]').fill(String(points));
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=form-hand]').waitFor({ state: 'detached' });
}

export async function readSheet(page) {
  await page.locator('[data-testid=score-sheet][data-fan-names]').waitFor(); // the fan names are in
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('[data-testid=sheet-hand], [data-testid=sheet-penalty]')].map((tr) => ({
      kind: tr.dataset.kind, hand: tr.dataset.hand ? Number(tr.dataset.hand) : null, prevalent: tr.dataset.prevalent,
      seats: tr.dataset.seats, delta: [...tr.querySelectorAll('[data-delta]')].map((td) => Number(td.dataset.delta)),
      // the running totals as shown beneath each change (the words for a screen reader left out)
      after: [...tr.querySelectorAll('[data-delta] .sheet-after')].map((s) => Number(s.lastChild.textContent.replace(/[+,]/g, ''))),
      text: tr.textContent,
    }));
    const standings = Object.fromEntries([...document.querySelectorAll('[data-testid=standings] [data-player]')]
      .map((tr) => [tr.dataset.player, Number(tr.dataset.score)]));
    const next = document.querySelector('[data-testid=next-hand]')?.dataset ?? {};
    return { rows, standings, next: { hand: Number(next.hand), prevalent: next.prevalent, seats: next.seats } };
  });
}

/** A calculator result's payments ({E: ..}) as changes per player, given each player's seat. */
export const byPlayer = (payments, seats) => seats.map((w) => payments[w]);

/** A one-hand MCR match as a share link carries it, with `extra` laid over (the hostile-link tests' base). */
export const sampleMatch = (extra = {}) => ({
  format: 1, id: 'good-one', rules: 'mcr', players: ['Ann', 'Bo', 'Cy', 'Di'], created: 1, updated: 2, finished: false,
  entries: [{ kind: 'win', source: 'hand', winner: 2, self_drawn: true, discarder: null, points: 8, at: 1 }], ...extra,
});

/**
 * The hand numbers under the score chart as drawn: each one's text and box.
 * Asserts that no two overlap (sorted left to right, a pixel's slack) and
 * that the last is `lastHand`.
 */
export async function assertHandLabelsApart(page, lastHand, where = '') {
  const labels = await page.locator('[data-testid=score-chart] text[data-hand]').evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { text: e.textContent, left: r.left, right: r.right };
  }));
  assert.ok(labels.length >= 2, `${where}: hand numbers under the chart (${labels.length})`);
  labels.sort((a, b) => a.left - b.left);
  for (let k = 1; k < labels.length; k += 1) {
    assert.ok(labels[k - 1].right + 1 < labels[k].left, `${where}: hand ${labels[k - 1].text} (to ${labels[k - 1].right}) and ${labels[k].text} (from ${labels[k].left}) overlap`);
  }
  assert.equal(labels.at(-1).text, String(lastHand), `${where}: the last hand labelled`);
  return labels.map((l) => l.text);
}
