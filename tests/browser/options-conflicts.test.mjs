// Options that cannot go together (core/option_rules.cpp), on the real page,
// as a player sets them, in English and 繁體中文: the change is refused (the
// field keeps its value) or carries the other option along, the reason shows
// beside the field in the screen's language, and the result card keeps its
// total and payments, never a red "bad hand", never an option id. A link
// with options that conflict drops one, says so, and scores the hand.
// Screenshots (tests/artifacts/options-conflicts-*) at 360x640 (English),
// 320x568 (繁體中文), 640x360 (简体中文) and 768x1024 (English).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, ROOT, useBrowser, addressMatching, eventually, readTotal, tap } from './harness.mjs';

const env = useBrowser();
const catalogOf = (rules) =>
  JSON.parse(execFileSync(path.join(ROOT, 'build/native/mahjong-score'), ['--catalog', rules], { encoding: 'utf8' }));
const reasons = { hk: catalogOf('hk').option_rules, mcr: catalogOf('mcr').option_rules };
const reasonFor = (rules, option, lang) => reasons[rules].find((r) => r.option === option)[lang];

// English at 360x640; 繁體中文 (a Hong Kong phone) at 320x568; 简体中文 on a
// phone held sideways (640x360); English on a tablet (768x1024).
const SCREENS = [
  { lang: 'en', locale: 'en-US', width: 360, height: 640 },
  { lang: 'zh-Hant', locale: 'zh-HK', width: 320, height: 568 },
  { lang: 'zh-Hans', locale: 'zh-CN', width: 640, height: 360 },
  { lang: 'en', locale: 'en-US', width: 768, height: 1024 },
];
// East's hand, 3 faan (seat and prevailing wind, no flowers): paid under a cap of 5.
const HK_HAND = `#r=hk&h=${encodeURIComponent('[EEE1]123m456p789s5p5p')}&d=W&sw=E`;
// The audit's link (South's hand, 2 faan: scored, below the minimum).
const HK_LINK = `#r=hk&h=${encodeURIComponent('[EEE1]123m456p789s5p5p')}&d=W&sw=S&o.limit=5&o.min_faan=8`;
const MCR_KONGS = `#h=${encodeURIComponent('[EEEE1][SSSS]123m456p5p5p')}&d=W`;

async function openAt(t, screen, where) {
  const device = { viewport: { width: screen.width, height: screen.height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: screen.locale };
  const { page } = await env.open(t, { device, path: where });
  await page.locator('[data-testid=payments] [data-seat]').first().waitFor();
  return page;
}

async function openOptions(page) {
  const details = page.locator('[data-part=options] details');
  if (!(await details.evaluate((d) => d.open))) await tap(page, '[data-part=options] summary');
  await page.locator('[data-part=options][data-labels=ready]').waitFor();
}

async function payments(page) {
  const out = {};
  for (const cell of await page.locator('[data-testid=payments] [data-seat]').all()) {
    out[await cell.getAttribute('data-seat')] = (await cell.textContent()).trim();
  }
  return out;
}

async function typeNumber(page, id, text) {
  // The faan cap's box opens under "Other" (8, 10 and 13 are one tap).
  const other = page.locator(`label:has([data-option-choice="${id}:other"])`);
  if (await other.count() && !await page.locator(`input[data-option=${id}]`).count()) await tap(page, other);
  const field = page.locator(`input[data-option=${id}]`);
  await field.scrollIntoViewIfNeeded();
  await field.fill(text);
  await field.press('Tab');
}

/** The result card as scored: a total, four payments (someone paid, unless `unpaid`), no problem; and no option id anywhere on screen. */
async function expectScored(page, { total, pays, unpaid = false }) {
  await eventually(async () => {
    assert.equal(await page.locator('[data-testid=problem]').count(), 0, 'no "bad hand" for a setting');
    if (total !== undefined) assert.equal(await readTotal(page), total);
    else assert.match(await readTotal(page), /^\d+$/);
    const now = await payments(page);
    assert.equal(Object.keys(now).length, 4);
    if (pays) assert.deepEqual(now, pays);
    assert.equal(Object.values(now).some((p) => Number(p.replace(/[+,]/g, '')) !== 0), !unpaid, JSON.stringify(now));
  });
  const text = await page.locator('body').innerText();
  assert.doesNotMatch(text, /\b[a-z]+(?:_[a-z0-9]+)+\b/, 'an option id or snake_case word on screen');
}

async function expectReason(page, id, text, resolve) {
  const note = page.locator(`#option-${id}-rule`);
  await eventually(async () => assert.equal((await note.textContent()).trim(), text));
  assert.equal(await note.getAttribute('data-rule-resolve'), resolve);
  assert.ok(await note.isVisible());
}

async function shoot(page, name, screen, id) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const base = path.join(ARTIFACTS, `options-conflicts-${name}-${screen.lang}-${screen.width}x${screen.height}`);
  // The field and its reason, in the middle of the screen.
  await page.locator(`#option-${id}-rule`).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${base}-field.png` });
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: `${base}-result.png` });
}

for (const screen of SCREENS) {
  test(`HK (${screen.lang}): a minimum above the faan cap is refused at its field; the hand keeps its score`, async (t) => {
    const page = await openAt(t, screen, HK_HAND);
    await openOptions(page);
    await typeNumber(page, 'limit', '5');
    await addressMatching(page, /o\.limit=5/);
    const total = await readTotal(page);
    const pays = await payments(page);
    await typeNumber(page, 'min_faan', '8');
    await expectReason(page, 'min_faan', reasonFor('hk', 'min_faan', screen.lang), 'refuse');
    assert.equal(await page.locator('input[data-option=min_faan]').inputValue(), '3', 'the field keeps its value');
    await expectScored(page, { total, pays });
    assert.doesNotMatch(await page.evaluate(() => location.hash), /min_faan/);
    await shoot(page, 'hk-minimum', screen, 'min_faan');
  });

  test(`MCR (${screen.lang}): ticking Two Melded Kongs (4) unticks Concealed Kong and Melded Kong (5); Undo takes both back`, async (t) => {
    const page = await openAt(t, screen, MCR_KONGS);
    const before = await readTotal(page);
    await openOptions(page);
    const four = page.locator('input[data-option=melded_and_concealed_kong_as_two_melded_kongs]');
    const five = page.locator('input[data-option=concealed_and_melded_kong_fan]');
    assert.equal(await five.isChecked(), true);
    await four.scrollIntoViewIfNeeded();
    await tap(page, four);
    await eventually(async () => {
      assert.equal(await four.isChecked(), true);
      assert.equal(await five.isChecked(), false);
    });
    await expectReason(page, 'melded_and_concealed_kong_as_two_melded_kongs',
      reasonFor('mcr', 'melded_and_concealed_kong_as_two_melded_kongs', screen.lang), 'carry');
    await expectScored(page, {});
    assert.notEqual(await readTotal(page), before, 'Two Melded Kongs (4) in place of the 5-point fan');
    await shoot(page, 'mcr-kongs', screen, 'melded_and_concealed_kong_as_two_melded_kongs');
    await tap(page, '[data-testid=undo]');
    await eventually(async () => {
      assert.equal(await four.isChecked(), false);
      assert.equal(await five.isChecked(), true);
      assert.equal(await readTotal(page), before);
    });
    assert.equal(await page.locator('#option-melded_and_concealed_kong_as_two_melded_kongs-rule').count(), 0, 'the reason goes with the change');
  });

  test(`HK (${screen.lang}): a named stake, then a typed money per point, makes the stake custom`, async (t) => {
    const page = await openAt(t, screen, HK_HAND);
    await openOptions(page);
    const preset = page.locator('select[data-option=stake_preset]');
    await preset.scrollIntoViewIfNeeded();
    await preset.selectOption('five_one');
    await addressMatching(page, /o\.stake_preset=five_one/);
    await typeNumber(page, 'stake', '3');
    await expectReason(page, 'stake', reasonFor('hk', 'stake', screen.lang), 'carry');
    assert.equal(await preset.inputValue(), 'custom');
    assert.equal(await page.locator('input[data-option=stake]').inputValue(), '3');
    await expectScored(page, {});
    const hash = await addressMatching(page, /o\.stake=3/);
    assert.doesNotMatch(hash, /stake_preset/);
    await shoot(page, 'hk-stake', screen, 'stake');
  });

  test(`HK (${screen.lang}): with flowers in the hand, Play with flowers cannot be unticked; the stake is bounded at its field`, async (t) => {
    const page = await openAt(t, screen, `${HK_HAND}&f=f1,f2`);
    const total = await readTotal(page);
    const pays = await payments(page);
    await openOptions(page);
    const flowers = page.locator('input[data-option=flowers_in_play]');
    await flowers.scrollIntoViewIfNeeded();
    await tap(page, flowers);
    await expectReason(page, 'flowers_in_play', reasonFor('hk', 'flowers_in_play', screen.lang), 'refuse');
    assert.equal(await flowers.isChecked(), true, 'still ticked');
    await expectScored(page, { total, pays });
    await shoot(page, 'hk-flowers', screen, 'flowers_in_play');
    // A stake no table plays: refused at the field with its bound, the payments unchanged.
    await typeNumber(page, 'stake', '1000000000');
    await eventually(async () => assert.match(await page.locator('#option-stake-error').textContent(), /1000/));
    await expectScored(page, { total, pays });
  });

  test(`a link (${screen.lang}) with a minimum above the cap: the minimum is dropped, said in a notice, the hand scored`, async (t) => {
    const page = await openAt(t, screen, HK_LINK);
    await eventually(async () => assert.ok((await page.locator('[data-part=notice-text]').textContent()).trim()));
    await expectScored(page, { total: '2', unpaid: true });
    const hash = await addressMatching(page, /o\.limit=5/);
    assert.doesNotMatch(hash, /min_faan/);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `options-conflicts-link-${screen.lang}-${screen.width}x${screen.height}.png`) });
  });
}
