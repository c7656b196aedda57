// Building hands by tapping, at the phone viewport: the total and the exact
// set of fan rows for hands of the rule texts' worked examples and the
// reference vectors; the winning tile; removing tiles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser, build, buildHand, eventually, expectResult, fixture, handLink, notationOf, tap, tapTile, addressMatching, addressNotMatching, openKeyboard,
} from './harness.mjs';

const env = useBrowser();

async function handTiles(page) {
  return page.locator('[data-hand-tile]').evaluateAll((els) => els.map((el) => el.dataset.handTile));
}

test('a hand with a declared chow, pung and kong and a concealed kong, made with the mode buttons (mcr-02530)', async (t) => {
  const { page } = await env.open(t);
  const { hand, expect } = await fixture('mcr-public.jsonl', 'mcr-02530');
  await buildHand(page, hand);
  // The four melds show as melds, in the order they were declared.
  assert.equal(await page.locator('[data-meld]').count(), 4);
  assert.match(await page.locator('[data-meld="3"]').getAttribute('class'), /concealed_kong/);
  assert.deepEqual(await handTiles(page), ['C', 'C']);
  await expectResult(page, expect);
});

const KONG_OPTION = '[data-option=concealed_and_melded_kong_fan]';

async function openOptions(page) {
  const details = page.locator('[data-part=options] details');
  if (!(await details.evaluate((d) => d.open))) await tap(page, '[data-part=options] summary');
  await page.locator(KONG_OPTION).waitFor();
}

// The options' tests load their hand from its link: the tapping is the tests' above.
test('the rule option Concealed Kong and Melded Kong off re-scores the same hand (mcr-02530 with the option)', async (t) => {
  const { hand, expect: withFan } = await fixture('mcr-public.jsonl', 'mcr-02530');
  const { expect: withoutFan } = await fixture('mcr-public.jsonl', 'mcr-02530', { options: { concealed_and_melded_kong_fan: false } });
  const { page } = await env.open(t, { path: handLink(notationOf(hand), hand) });
  await expectResult(page, withFan);
  await openOptions(page);
  assert.equal(await page.locator(KONG_OPTION).isChecked(), true);
  await tap(page, KONG_OPTION);
  // Melded Kong (1) + Concealed Kong (2) instead of the 5-point fan.
  await expectResult(page, withoutFan);
  await addressMatching(page, /o\.concealed_and_melded_kong_fan=false/);
  await openOptions(page);
  assert.equal(await page.locator(KONG_OPTION).isChecked(), false);
  await tap(page, KONG_OPTION);
  await expectResult(page, withFan);
  await addressNotMatching(page, /o\./);
});

// Regression: every change rebuilt the <details>, which closed.
test('the rule options stay open after an option is changed, and the option keeps the focus', async (t) => {
  const { page } = await env.open(t, { path: handLink('[SSS1][9999s1][456m1][WWWW]CC') });
  await page.locator('[data-testid=fan-total]').filter({ hasText: /\d/ }).waitFor();
  await openOptions(page);
  await page.locator(KONG_OPTION).focus();
  await page.keyboard.press('Space');
  await eventually(async () => assert.match(await page.evaluate(() => location.hash), /o\.concealed_and_melded_kong_fan=false/));
  assert.equal(await page.locator('[data-part=options] details').evaluate((d) => d.open), true, 'the options are still open');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.option), 'concealed_and_melded_kong_fan', 'focus stays on the option');
});

test('Seven Pairs 七对 (seed 000, Seven Pairs, example 1)', async (t) => {
  const { page } = await env.open(t);
  const { hand, expect } = await fixture('mcr-seed-examples.jsonl', 's000-seven-pairs-ex1');
  await buildHand(page, hand);
  await expectResult(page, expect);
});

test('Thirteen Orphans 十三幺 (seed 002)', async (t) => {
  const { page } = await env.open(t);
  const { hand, expect } = await fixture('mcr-seed-examples.jsonl', 's002-thirteen-orphans-ex');
  await buildHand(page, hand);
  await expectResult(page, expect);
});

test('Knitted Straight 组合龙 (seed 000, Knitted Straight, example 1)', async (t) => {
  const { page } = await env.open(t);
  const { hand, expect } = await fixture('mcr-seed-examples.jsonl', 's000-knitted-straight-ex1');
  await buildHand(page, hand);
  await expectResult(page, expect);
});

test('Big Four Winds 大四喜 with declared pungs (seed 000, example 1)', async (t) => {
  const { page } = await env.open(t);
  const { hand, expect } = await fixture('mcr-seed-examples.jsonl', 's000-big-four-winds-ex1');
  await buildHand(page, hand);
  await expectResult(page, expect);
});

// A 13-tile hand waits: none of its tiles is the winning tile (its waits are
// what could be), until the 14th is added.
test('a hand still being built has no winning tile set apart; the tile that makes it whole is', async (t) => {
  const { page } = await env.open(t, { path: handLink('[EEE1]123m456p789s5p', { seat_wind: 'S' }) });
  await eventually(async () => assert.equal(await page.locator('[data-hand-tile]').count(), 10));
  assert.equal(await page.locator('.win-slot, [data-hand-tile].winning').count(), 0);
  assert.deepEqual(await page.locator('[data-hand-tile]').evaluateAll((els) => els.map((e) => e.dataset.handTile)),
    ['1m', '2m', '3m', '4p', '5p', '5p', '6p', '7s', '8s', '9s'], 'the last tile sorted in with the others');
  await tapTile(page, '5p');
  await eventually(async () => assert.equal(await page.locator('.win-slot [data-hand-tile].winning').getAttribute('data-hand-tile'), '5p'));
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
});

test('the winning tile is the last tile added, and "Choose winning tile" changes it (and the wait fan)', async (t) => {
  const { page } = await env.open(t);
  await page.locator('[data-field=seat_wind]').selectOption('S');
  await build(page, '[EEE1]123m456p789s5p5p');
  // 5p last: the only tile that completes 4556p, a closed wait.
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
  const winning = page.locator('[data-hand-tile].winning');
  assert.equal(await winning.getAttribute('data-hand-tile'), '5p');

  const choose = page.locator('[data-part=choose-win]');
  // 3m completing 12m: an edge wait.
  await openKeyboard(page);
  await tap(page, choose);
  await openKeyboard(page);
  await tap(page, page.locator('[data-hand-tile="3m"]'));
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, edge_wait: 1 } });
  assert.equal(await winning.getAttribute('data-hand-tile'), '3m');
  assert.equal(await page.locator('[data-hand-tile]').count(), 11, 'choosing the winning tile removes nothing');

  // 9s completing 78s, which also waits on 6s: no wait fan.
  await openKeyboard(page);
  await tap(page, choose);
  await openKeyboard(page);
  await tap(page, page.locator('[data-hand-tile="9s"]'));
  await expectResult(page, { total: 10, fans: { mixed_straight: 1, prevalent_wind: 1 } });
  // (The text box is written just after the tap's frame.)
  await eventually(async () => assert.match(await page.locator('#notation').inputValue(), /9s$/, 'the notation writes the winning tile last'));

  // A tile added afterwards becomes the winning tile again.
  await openKeyboard(page);
  await tap(page, page.locator('[data-hand-tile="5p"]').first());
  await tapTile(page, '5p');
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
  assert.equal(await winning.getAttribute('data-hand-tile'), '5p');
});

test('tapping a hand tile removes it; tapping a meld removes the meld; New hand empties the hand', async (t) => {
  // the hand from its link (5p last, the winning tile): the taps tested are the removals
  const { page } = await env.open(t, { path: handLink('[EEE1]123m456p789s5p5p', { seat_wind: 'S' }) });
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
  const count = page.locator('[data-testid=tile-count]');

  await openKeyboard(page);

  await tap(page, page.locator('[data-hand-tile="7s"]'));
  await eventually(async () => assert.equal(await page.locator('[data-hand-tile="7s"]').count(), 0));
  assert.match(await count.textContent(), /^13\/14/);
  assert.match(await page.locator('[data-testid=problem]').textContent(), /Add 1 more tile\./);

  await tapTile(page, '7s');
  // 7s added last is now the winning tile: 789s waits on 7s only? 89s is an edge wait.
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, edge_wait: 1 } });

  await openKeyboard(page);

  await tap(page, page.locator('[data-meld="0"]'));
  await eventually(async () => assert.equal(await page.locator('[data-meld]').count(), 0));
  assert.match(await count.textContent(), /^11\/14/);
  assert.match(await page.locator('[data-testid=problem]').textContent(), /Add 3 more tiles\./);

  await tap(page, '[data-testid=new-hand]');
  await eventually(async () => assert.equal(await page.locator('[data-hand-tile], [data-meld]').count(), 0));
  assert.match(await count.textContent(), /^0\/14/);
});
