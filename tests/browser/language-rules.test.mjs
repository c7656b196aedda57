// The language switch, the fans' definitions and the rules switch, at the
// phone viewport.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ROOT, useBrowser, build, eventually, expectResult, handLink, readFans, readTotal, tap, addressMatching, addressNotMatching,
} from './harness.mjs';

const env = useBrowser();
const HAND = '[EEE1]123m456p789s5p5p';
const RESULT = { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } };

// The language switch: the menu in the header, and its choices.
const languageSwitch = (page) => page.locator('[data-part=lang-switch]');
async function switchTo(page, lang) {
  const depth = () => page.evaluate(() => history.state?.layer ?? 0);
  const before = await depth();
  await tap(page, languageSwitch(page));
  await tap(page, `[data-lang=${lang}]`);
  // The menu's Back entry is gone (its step back in history is done) before
  // anything navigates, or that step would abort the navigation.
  await eventually(async () => assert.equal(await depth(), before));
}

// The scored hand from its link: these tests are about the switches, not the tapping.
async function scoredHand(t, options) {
  const opened = await env.open(t, { ...options, path: handLink(HAND, { seat_wind: 'S' }) });
  await expectResult(opened.page, RESULT);
  return opened;
}

test('the language switch shows Chinese labels, fan rows with the Chinese name first, and survives a reload', async (t) => {
  const { page } = await scoredHand(t);
  const fanName = page.locator('[data-fan=mixed_straight] .fan-name');
  assert.match(await fanName.textContent(), /^Mixed Straight/);
  assert.equal(await languageSwitch(page).textContent(), 'EN');

  await switchTo(page, 'zh-Hans');
  await eventually(async () => assert.match(await fanName.textContent(), /^花龙/));
  assert.equal(await fanName.locator('small').textContent(), 'Mixed Straight');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  assert.equal(await page.locator('[data-mode=chow]').textContent(), '吃');
  assert.equal(await page.locator('h1').textContent(), '麻将算番器');
  assert.equal(await languageSwitch(page).textContent(), '简');
  assert.match(await page.locator('[data-testid=minimum-status]').textContent(), /达到8番起和/);
  await expectResult(page, RESULT); // the same score

  await page.reload();
  await eventually(async () => assert.match(await fanName.textContent(), /^花龙/));
  assert.equal(await page.locator('h1').textContent(), '麻将算番器');
  await expectResult(page, RESULT); // and the same hand

  await switchTo(page, 'en');
  await eventually(async () => assert.match(await fanName.textContent(), /^Mixed Straight/));
  await page.reload();
  await eventually(async () => assert.match(await fanName.textContent(), /^Mixed Straight/));
});

test('a browser set to Chinese starts in Chinese', async (t) => {
  const { page } = await env.open(t, { device: { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'zh-CN' } });
  await eventually(async () => assert.equal(await page.locator('h1').textContent(), '麻将算番器'));
  assert.match(await page.locator('[data-testid=problem]').textContent(), /点牌组成手牌/);
});

const definitions = (await import(pathToFileURL(path.join(ROOT, 'web/rules/mcr/fans.js')).href)).default;

test('tapping a fan row expands its definition, loaded only then (rules/mcr/fans.js)', async (t) => {
  const { page } = await env.open(t, { path: null });
  const loaded = [];
  // The fans' definitions (not the option labels, read once the page is idle).
  page.on('request', (r) => { if (/\/rules\/(mcr|hk)\/fans\.js$/.test(r.url())) loaded.push(new URL(r.url()).pathname); });
  await page.goto(env.baseURL);
  await page.locator('[data-field=seat_wind]').selectOption('S');
  await build(page, HAND);
  await expectResult(page, RESULT);
  assert.deepEqual(loaded, [], 'no definitions before a fan is tapped');

  const head = page.locator('[data-fan=mixed_straight] .fan-head');
  assert.equal(await head.getAttribute('aria-expanded'), 'false');
  await tap(page, head);
  const definition = page.locator('#def-mixed_straight');
  await eventually(async () => assert.match(await definition.textContent(), new RegExp(`^${definitions.mixed_straight.en.slice(0, 20)}`)));
  assert.equal(await head.getAttribute('aria-expanded'), 'true');
  assert.deepEqual(loaded, ['/rules/mcr/fans.js']);

  // Another row: the module is not fetched again.
  await tap(page, page.locator('[data-fan=closed_wait] .fan-head'));
  await eventually(async () => assert.match(await page.locator('#def-closed_wait').textContent(), new RegExp(`^${definitions.closed_wait.en.slice(0, 20)}`)));
  assert.equal(await definition.count(), 0, 'one definition open at a time');
  // In Chinese, the Chinese text.
  await switchTo(page, 'zh-Hans');
  await eventually(async () => assert.match(await page.locator('#def-closed_wait').textContent(), new RegExp(`^${definitions.closed_wait.zh.slice(0, 8)}`)));
  // Tapping the open row closes it.
  await tap(page, page.locator('[data-fan=closed_wait] .fan-head'));
  await eventually(async () => assert.equal(await page.locator('#def-closed_wait').count(), 0));
  assert.deepEqual(loaded, ['/rules/mcr/fans.js']);
});

test('every MCR fan has a definition in both languages', async () => {
  const { load } = await import(pathToFileURL(path.join(ROOT, 'dist/mahjong.js')).href);
  const fans = (await load()).catalog('mcr').fans.map((f) => f.id);
  for (const id of fans) {
    assert.ok(definitions[id]?.en && definitions[id]?.zh, `a definition for ${id}`);
  }
});

test('the HK switch re-scores the hand without errors, and MCR comes back the same', async (t) => {
  const { page } = await scoredHand(t);
  await tap(page, '[data-rules=hk]');
  await eventually(async () => assert.equal(await page.locator('[data-rules=hk]').getAttribute('aria-pressed'), 'true'));
  assert.equal(await page.locator('[data-rules=mcr]').getAttribute('aria-pressed'), 'false');
  await addressMatching(page, /r=hk/);
  // Scored under HK: a number, or the core's error value while HK is not ready; nothing about HK numbers here.
  await eventually(async () => {
    const total = await readTotal(page);
    const problem = await page.locator('[data-testid=problem]').count();
    assert.ok(/^\d+$/.test(total) || problem === 1, `a result or a problem, not "${total}"`);
  });
  assert.equal(await page.locator('[data-testid=minimum-status], [data-testid=problem]').count(), 1);

  await tap(page, '[data-rules=mcr]');
  await expectResult(page, RESULT);
  await addressNotMatching(page, /r=hk/);
  assert.deepEqual(Object.keys(await readFans(page)).sort(), Object.keys(RESULT.fans).sort());
});
