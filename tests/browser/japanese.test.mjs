// 日本語 on the page: a Japanese browser's first visit is in Japanese (the
// document's lang is "ja", so kanji take their Japanese forms), a scored MCR
// hand shows the fan names Japanese players write with the result in view,
// the language switches to 日本語 and back, the score sheet speaks Japanese,
// and Japanese words fit the keyboard's buttons at 320 px. Screenshots at
// four sizes are kept in tests/artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, useBrowser, eventually, openOptionsCard, readFans, seenWhole, tap } from './harness.mjs';
import { openSheet, record, setHand, startMatch } from './sheet-pages.mjs';

const env = useBrowser();
const device = (width, height, locale = 'ja-JP') => ({ viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale });
// Seed 002's example: All Types, Outside Hand, Dragon Pung, Two Concealed
// Pungs, Mixed Double Chow, Pung of Terminals or Honors, Single Wait, Self-Drawn.
const MCR = `#h=${encodeURIComponent('[789m]111p789sNFFFN')}&sd=1`;
const MCR_JA = {
  all_types: '五門斉', outside_hand: '全帯幺', dragon_pung: '箭刻', two_concealed_pungs: '双暗刻',
  mixed_double_chow: '喜相逢', pung_of_terminals_or_honors: '幺九刻', single_wait: '単調将', self_drawn: '自摸',
};
const HK = `#h=${encodeURIComponent('[1111m1]EEESSS999mCC')}&r=hk&kr=1&sd=1&pw=S&f=f1,s1`;

const fanName = (page, id) => page.locator(`[data-part=result] [data-fan=${id}] .fan-name`).evaluate((el) => el.firstChild.textContent);

test('a Japanese browser\'s first visit is in 日本語, on the first rule set the page has for it', async (t) => {
  const { page } = await env.open(t, { device: device(360, 640), firstVisit: true });
  await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja'));
  assert.equal(await page.locator('h1').textContent(), '麻雀点数計算');
  assert.equal((await page.locator('[data-part=lang-switch]').textContent()).trim(), '日');
  assert.match(await page.locator('body').innerText(), /牌をタップして手牌を作ります/);
  // Riichi first where the page has it; MCR (the first) until then.
  const rules = await page.locator('[data-part=rules-switch] [aria-pressed=true]').getAttribute('data-rules');
  const known = await page.locator('[data-part=rules-switch] [data-rules]').evaluateAll((els) => els.map((el) => el.dataset.rules));
  assert.equal(rules, known.includes('riichi') ? 'riichi' : known[0]);
  // Japanese fonts: the document's language picks the Japanese stack.
  const font = await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily);
  assert.match(font, /Hiragino Sans|Noto Sans CJK JP/);
});

test('a scored MCR hand in 日本語: the fan names Japanese players write, English beside, the result in view', async (t) => {
  const { page } = await env.open(t, { device: device(360, 640), path: MCR });
  await eventually(async () => assert.equal(Object.keys(await readFans(page)).length, 8));
  for (const [id, name] of Object.entries(MCR_JA)) assert.equal(await fanName(page, id), name, id);
  assert.equal(await page.locator('[data-part=result] [data-fan=all_types] .fan-name small').getAttribute('lang'), 'en');
  assert.equal(await page.locator('[data-testid=fan-total]').textContent(), '18');
  assert.equal(await page.evaluate(() => scrollY), 0, 'nothing scrolled');
  for (const target of [page.locator('[data-testid=fan-total]'), ...await page.locator('[data-part=result] [data-fan] .fan-head').all()]) {
    const seen = await seenWhole(target);
    assert.ok(seen.inside && seen.topmost, JSON.stringify(seen));
  }
  const text = await page.locator('[data-part=result]').innerText();
  assert.match(text, /8点縛りを満たしています/);
  assert.match(text, /ツモ/);
  // A fan's definition opens beneath it, with what it does not count again in Japanese names.
  await tap(page, '[data-part=result] [data-fan=outside_hand] .fan-head');
  await page.locator('[data-part=result] [data-fan=outside_hand] .definition').waitFor();
});

test('switching to 日本語 and back to English: every panel follows, and the choice is remembered', async (t) => {
  const { page } = await env.open(t, { device: device(360, 640, 'en-GB'), path: MCR });
  await eventually(async () => assert.equal(await fanName(page, 'outside_hand'), 'Outside Hand'));
  await tap(page, '[data-part=lang-switch]');
  await tap(page, '[data-lang=ja]');
  await eventually(async () => assert.equal(await fanName(page, 'outside_hand'), '全帯幺'));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  const body = await page.locator('body').innerText();
  for (const english of ['How it was won', 'Seat wind', 'Rule options', 'Read as']) assert.ok(!body.includes(english), english);
  assert.match(body, /和了の状況/);
  await page.reload();
  await eventually(async () => assert.equal(await fanName(page, 'outside_hand'), '全帯幺'));
  await tap(page, '[data-part=lang-switch]');
  await tap(page, '[data-lang=en]');
  await eventually(async () => assert.equal(await fanName(page, 'outside_hand'), 'Outside Hand'));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.doesNotMatch(await page.locator('body').innerText(), /[\u3040-\u30ff]/, 'no kana left');
});

test('the score sheet in 日本語: its words, an MCR hand recorded with its fans named in Japanese', async (t) => {
  const { page } = await env.open(t, { device: device(360, 640) });
  await eventually(async () => assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja'));
  // A Japanese first visit opens on Riichi, whose games the sheet does not keep yet: an MCR player picks MCR.
  await tap(page, '[data-rules=mcr]');
  assert.equal((await page.locator('[data-testid=open-sheet]').textContent()).trim(), '点数表');
  await startMatch(page, ['Ann', 'Bo', 'Cy', 'Di']);
  const sheet = page.locator('[data-testid=score-sheet]');
  assert.equal(await sheet.getAttribute('lang'), 'ja');
  assert.match(await sheet.innerText(), /順位/);
  await tap(page, '[data-testid=close-sheet]');
  await setHand(page, { text: '[789m]111p789sNFFFN', self_drawn: true, seat_wind: 'S', prevalent_wind: 'E' });
  assert.match(await record(page), /第1局を記録/);
  await openSheet(page);
  await page.locator('[data-testid=score-sheet][data-fan-names]').waitFor();
  const row = page.locator('[data-testid=sheet-hand][data-hand="1"]');
  await tap(page, row);
  await eventually(async () => assert.match(await page.locator('[data-testid=score-sheet]').innerText(), /五門斉/));
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'japanese-sheet-360x640.png') });
});

for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
  test(`${width}x${height} in 日本語: the result in view, the keyboard's and header's words whole on screen; screenshots`, async (t) => {
    const { page } = await env.open(t, { device: device(width, height), path: HK });
    await eventually(async () => assert.equal(Object.keys(await readFans(page)).length, 8));
    assert.equal(await fanName(page, 'all_in_triplets'), '対対糊');
    assert.equal(await fanName(page, 'win_by_kong'), '槓上開花');
    // (once the page is still: a late layout, fonts or a worker's answer, may move it for a frame)
    await eventually(async () => {
      const seen = await seenWhole(page.locator('[data-testid=fan-total]'));
      assert.ok(seen.inside && seen.topmost, JSON.stringify(seen));
    });
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `japanese-${width}x${height}-hk.png`) });
    const whole = (selector) => page.evaluate((s) => [...document.querySelectorAll(s)].filter((el) => el.offsetParent).map((el) => {
      const box = el.getBoundingClientRect();
      return { text: el.textContent, fits: box.left >= -0.5 && box.right <= innerWidth + 0.5 && el.scrollWidth <= el.clientWidth + 1 };
    }), selector);
    const toggle = page.locator('[data-testid=keyboard-toggle]');
    if (await toggle.isVisible() && await toggle.getAttribute('aria-expanded') !== 'true') await tap(page, toggle);
    await page.locator('.tools .modes .tool').first().waitFor();
    const shown = [...await whole('.tools .modes .tool'), ...await whole('.tools .tool'), ...await whole('header.bar button, header.bar summary')];
    assert.ok(shown.length >= 6);
    for (const button of shown) assert.ok(button.fits, `"${button.text}" lies whole inside the screen`);
    await page.screenshot({ path: path.join(ARTIFACTS, `japanese-${width}x${height}-keyboard.png`) });
  });
}

test('the iframe and the element with lang="ja": Japanese fan names, definitions and fonts; interactive in 日本語', async (t) => {
  const { page } = await env.open(t, { device: device(360, 640, 'en-GB'), path: null });
  await page.goto(`${env.baseURL}embed.html#h=${encodeURIComponent('[789m]111p789sNFFFN')}&sd=1&lang=ja`);
  const row = page.locator('mahjong-calculator [data-fan=outside_hand]');
  await eventually(async () => assert.match(await row.textContent(), /^全帯幺\s*Outside Hand/));
  assert.equal(await page.locator('mahjong-calculator').getAttribute('lang'), 'ja');
  assert.match(await row.locator('.fan-head span').first().evaluate((el) => getComputedStyle(el).fontFamily), /Hiragino Sans/);
  await row.locator('.fan-head').click();
  await eventually(async () => assert.match(await row.locator('.definition').textContent(), /幺九牌/));
  // Interactive: the whole calculator, its layout's lang Japanese.
  await page.evaluate(() => { location.hash = `${location.hash}&m=interactive`; });
  await eventually(async () => assert.equal(await page.locator('mahjong-calculator .layout').getAttribute('lang'), 'ja'));
  await eventually(async () => assert.match(await page.locator('mahjong-calculator [data-fan=outside_hand]').textContent(), /全帯幺/));
  assert.match(await page.locator('mahjong-calculator [data-part=situation]').innerText(), /和了の状況/);
});

test('320x568 in 日本語: the HK options with their Japanese labels, and the fan table with Japanese names and definitions; screenshots', async (t) => {
  const { page } = await env.open(t, { device: device(320, 568), path: HK });
  await eventually(async () => assert.equal(Object.keys(await readFans(page)).length, 8));
  const options = page.locator('[data-part=options]');
  await openOptionsCard(page);
  await page.locator('[data-part=options][data-labels=ready], [data-part=options] [data-labels=ready]').first().waitFor();
  await eventually(async () => assert.match(await options.innerText(), /縛り（最低番数）/));
  assert.match(await options.innerText(), /半銃：放銃者が倍払い|全銃：放銃者が全員分を払う/);
  await options.scrollIntoViewIfNeeded();
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'japanese-320x568-options.png') });
  await page.locator('[data-part=open-fan-table]').click();
  const table = page.locator('[data-testid=fan-table]');
  await eventually(async () => assert.ok(await table.locator('.fan-entry p').count() > 20, 'definitions shown'));
  const text = await table.innerText();
  assert.match(text, /十八羅漢/);
  assert.match(text, /爆棚/);
  await page.screenshot({ path: path.join(ARTIFACTS, 'japanese-320x568-fan-table.png') });
});
