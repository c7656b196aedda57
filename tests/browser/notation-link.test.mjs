// The text box and the shared link, at the phone viewport: a pasted hand
// replaces the hand, a bad one is refused without losing anything; a link
// opened elsewhere shows the same hand, situation and result.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser, build, eventually, expectResult, fixture, handLink, readFans, readTotal, setSituation, tap, tapTile, addressMatching, openKeyboard,
} from './harness.mjs';

const env = useBrowser();

const handTiles = (page) => page.locator('[data-hand-tile]').evaluateAll((els) => els.map((el) => el.dataset.handTile));

async function submitNotation(page, text, { enter = false } = {}) {
  const box = page.locator('#notation');
  await box.fill(text);
  if (enter) await box.press('Enter');
  else await tap(page, page.locator('[data-part=notation-form] button[type=submit]'));
}

test('a pasted hand replaces the hand being built (Big Four Winds, seed 000 example 1)', async (t) => {
  const { page } = await env.open(t);
  const { text, hand, expect } = await fixture('mcr-seed-examples.jsonl', 's000-big-four-winds-ex1');
  await setSituation(page, { seat_wind: hand.seat_wind });
  await build(page, '123m4p');
  await submitNotation(page, text);
  await expectResult(page, expect);
  assert.equal(await page.locator('[data-meld]').count(), 3);
  assert.deepEqual(await handTiles(page), ['9m', 'N', 'N', 'N', '9m']);
  assert.equal(await page.locator('[data-hand-tile].winning').getAttribute('data-hand-tile'), '9m');
  assert.equal(await page.locator('#notation-error').textContent(), '');
  // The situation stays as it was: only the tiles are replaced.
  assert.equal(await page.locator('[data-field=seat_wind]').inputValue(), 'S');
});

test('Enter in the box applies it too, and the box shows the canonical text afterwards', async (t) => {
  const { page } = await env.open(t);
  await page.locator('[data-field=seat_wind]').selectOption('S');
  await submitNotation(page, '[EEE1] 123m 456p 789s 5p 5p', { enter: true });
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
  await page.locator('#notation').blur();
  await tapTile(page, 'f1');
  // The core's canonical text (calculator.format), not one the page writes itself.
  await eventually(async () => assert.equal(await page.locator('#notation').inputValue(), '[EEE]123m4556p789s5p'));
});

// The hands below the pasted ones open from their link: tapping is other tests' subject.
test('a bad hand shows an error and keeps the previous hand and the text', async (t) => {
  const { page } = await env.open(t, { path: handLink('[EEE1]123m456p789s5p5p', { seat_wind: 'S' }) });
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
  const before = await handTiles(page);

  for (const [bad, names] of [['123m456p789s5p5x', /'x'/], ['[124m1]456p789s5p5p', /\[124m1\]/]]) {
    await submitNotation(page, bad);
    const error = page.locator('#notation-error');
    await eventually(async () => assert.match(await error.textContent(), names, 'the message names what is wrong'));
    assert.equal(await error.isVisible(), true);
    assert.equal(await page.locator('#notation').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('#notation').inputValue(), bad, 'the text stays for fixing');
    await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
    assert.deepEqual(await handTiles(page), before);
    // Taps meanwhile do not overwrite the text being fixed.
    await tapTile(page, 'f2');
    assert.equal(await page.locator('#notation').inputValue(), bad);
    await tapTile(page, 'f2');
  }

  // Fixed, it applies and the error goes.
  await submitNotation(page, '[EEE1]123m456p789s5p5p');
  await eventually(async () => assert.equal((await page.locator('#notation-error').textContent()).trim(), ''));
  assert.equal(await page.locator('#notation').getAttribute('aria-invalid'), null);
});

test('a readable hand that cannot be scored (a fifth copy) is loaded, and the result says what is wrong', async (t) => {
  const { page } = await env.open(t, { path: handLink('[EEE1]123m456p789s5p5p') });
  await page.locator('[data-meld="0"]').waitFor({ state: 'attached' });
  await submitNotation(page, '11111m456p789s5p5p');
  await eventually(async () => assert.equal(await page.locator('[data-testid=problem]').getAttribute('data-code'), 'too_many_copies'));
  assert.equal(await page.locator('[data-testid=problem]').textContent(), 'There are only four of each tile.');
  assert.equal((await page.locator('#notation-error').textContent()).trim(), '');
  assert.equal(await page.locator('[data-hand-tile="1m"]').count(), 5);
  // Removing one makes it a hand the palette could have built.
  await openKeyboard(page);
  await tap(page, page.locator('[data-hand-tile="1m"]').first());
  await eventually(async () => assert.equal(await page.locator('[data-testid=problem]').getAttribute('data-code'), 'tile_count'));
});

async function flags(page) {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-flag]')].map((el) => [el.dataset.flag, el.checked])));
}

async function situation(page) {
  return {
    self_drawn: await page.locator('[data-field=self_drawn][value=true]').isChecked(),
    discarder: await page.locator('[data-field=discarder]').inputValue(),
    seat_wind: await page.locator('[data-field=seat_wind]').inputValue(),
    prevalent_wind: await page.locator('[data-field=prevalent_wind]').inputValue(),
    flags: await flags(page),
    flowers: await page.locator('[data-tile][aria-pressed=true]').evaluateAll((els) => els.map((el) => el.dataset.tile)),
  };
}

test('the shared link round-trip: a hand with flags opens the same in a fresh context', async (t) => {
  const { page } = await env.open(t);
  await build(page, '[5555m1][234p]3367899s9s');
  await setSituation(page, { seat_wind: 'S', prevalent_wind: 'W', kong_replacement: true, last_tile_of_wall: true, flowers: ['f1', 's2'] });
  await eventually(async () => assert.ok((await readFans(page)).last_tile_draw));
  const total = await readTotal(page);
  const fans = await readFans(page);
  const shown = await situation(page);
  assert.deepEqual(shown.flags, { last_of_kind: false, kong_replacement: true, robbing_kong: false, last_tile_of_wall: true });

  // The address follows once the last change (the flowers) is in.
  const hash = await addressMatching(page, /f=f1%2Cs2/);
  const params = new URLSearchParams(hash.slice(1));
  assert.equal(params.get('h'), '[5555m1][234p]3367899s9s', 'the core\'s canonical notation');
  for (const [key, value] of [['sd', '1'], ['kr', '1'], ['lt', '1'], ['sw', 'S'], ['pw', 'W'], ['f', 'f1,s2']]) {
    assert.equal(params.get(key), value, `${key} in ${hash}`);
  }

  // A friend opens the link: nothing shared but the URL.
  const { page: other } = await env.open(t, { path: hash });
  await expectResult(other, { total: Number(total), fans });
  assert.deepEqual(await situation(other), shown);
  assert.equal(await other.locator('[data-meld]').count(), 2);
  assert.deepEqual(await handTiles(other), await handTiles(page));
});

test('a link with a discarder and a rule option, and a fragment changed in place, load that hand', async (t) => {
  const { page } = await env.open(t);
  const hash = '#h=%5BSSS1%5D%5B9999s1%5D%5B456m1%5D%5BWWWW%5DCC&d=E&pw=S&sw=W&f=f1,f2,f3,f4,s1&o.concealed_and_melded_kong_fan=false';
  await page.goto(env.baseURL + hash);
  const { expect } = await fixture('mcr-public.jsonl', 'mcr-02530', { options: { concealed_and_melded_kong_fan: false } });
  await expectResult(page, expect);
  assert.equal(await page.locator('[data-field=discarder]').inputValue(), 'E');
  await page.locator('[data-testid=payments] [data-seat]').first().waitFor();
  assert.equal(await page.locator('[data-testid=payments] [data-seat=E]').textContent(), String(-(8 + expect.total)));

  // Editing the address bar's fragment (a hashchange) loads the new hand.
  await page.evaluate(() => { location.hash = '#h=119m19p19sESWNCFP'; });
  await expectResult(page, { total: 88, fans: { thirteen_orphans: 1 } });
  assert.equal(await page.locator('[data-field=seat_wind]').inputValue(), 'E');
});

// CI's sheet-table runs lost hands set by address right after a tap: the
// tap's save, run before the new address's hashchange reached the page,
// wrote the tapped hand's address over it. The save is forced here (the page
// is hidden) between the address change and its hashchange.
test('regression: a save pending when a new address is followed never writes the old hand over it', async (t) => {
  const { page } = await env.open(t);
  await build(page, '123m');
  await page.evaluate(() => {
    location.hash = '#h=119m19p19sESWNCFP';
    dispatchEvent(new PageTransitionEvent('pagehide'));
  });
  await expectResult(page, { total: 88, fans: { thirteen_orphans: 1 } });
  assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /^#h=119m19p19sESWNCFP/);
});

test('"Copy link" copies the page address with the hand in it', async (t) => {
  const { page, context } = await env.open(t);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.baseURL });
  await page.locator('[data-field=seat_wind]').selectOption('S');
  await build(page, '[EEE1]123m456p789s5p5p');
  await setSituation(page, { discarder: 'W' });
  await tap(page, page.getByRole('button', { name: 'Copy link' }));
  await page.locator('[data-part=copy-status]').getByText('Link copied').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.evaluate(() => location.href));
  assert.match(copied, /#h=.*&d=W&sw=S/);
});

test('F7: a notation error on a Chinese screen is said in Chinese; the core\'s English sentence is only a detail marked lang=en', async (t) => {
  const { page } = await env.open(t, { device: { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'zh-HK' }, path: '#r=hk' });
  await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hant'));
  const error = page.locator('#notation-error');
  for (const bad of ['[1234m1]123m456p789s5p5p', '[EEE1]123m456p789s5p5']) {
    await submitNotation(page, bad);
    await eventually(async () => assert.notEqual((await error.textContent()).trim(), ''));
    const headline = await error.evaluate((el) => [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join('').trim());
    assert.match(headline, /[\u4e00-\u9fff]/, `${bad}: the headline is in Chinese`);
    assert.doesNotMatch(headline, /[A-Za-z]{3}/, `${bad}: no English words in the headline`);
    assert.equal(await error.locator('[lang=en]').count(), 1, `${bad}: the core's sentence is kept as an English detail`);
    assert.match(await error.locator('[lang=en]').textContent(), /[A-Za-z]/);
    assert.equal(await page.locator('#notation').inputValue(), bad, 'the typed text stays in the box');
  }
  // Switching the language says the same error in the new one.
  await tap(page, '[data-part=lang-switch]');
  await tap(page, '[data-lang=en]');
  await eventually(async () => assert.match(await error.textContent(), /^That is not a hand\./));
});
