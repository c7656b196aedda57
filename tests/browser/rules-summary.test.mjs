// House rules in sight (issue 26): a line under the total names every option
// that differs from the rule set's defaults, after each change, and opens the
// options; the faan cap is chosen from 8, 10, 13 or another number; a first
// visit from Hong Kong or Macau starts on Hong Kong rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, eventually, tap } from './harness.mjs';

const env = useBrowser();
const HK_HAND = `#h=${encodeURIComponent('[111m1][555m1]999mEEESS')}&r=hk&d=W&sw=S`; // 7 faan, won on West's discard
const MCR_HAND = `#h=${encodeURIComponent('[789m]111p789sNFFFN')}&sd=1`;
const summary = (page) => page.locator('[data-testid=rules-summary]');
// A cap's choice, by its label (the radio inside it is the label's whole area).
const cap = (page, value) => page.locator(`label:has([data-option-choice="limit:${value}"])`);

async function openOptions(page) {
  const details = page.locator('[data-part=options] details');
  if (!await details.evaluate((el) => el.open)) await tap(page, page.locator('[data-part=options] summary'));
  await page.locator('[data-part=options][data-labels=ready]').waitFor();
}

test('Hong Kong: each house rule changed shows in the line under the total, in the table\'s words, and the line opens the options', async (t) => {
  const { page } = await env.open(t, { path: HK_HAND });
  await page.locator('[data-testid=payments] [data-seat]').first().waitFor();
  assert.equal(await summary(page).count(), 0, 'no line while every option is the default');
  await openOptions(page);
  const steps = [
    [() => page.locator('[data-option=payment_table]').selectOption('half_spicy'), 'Half-spicy'],
    [() => page.locator('[data-option=discard_payment]').selectOption('all'), 'Full shot'],
    [() => tap(page, cap(page, 8)), '8-faan limit'],
    [() => page.locator('[data-option=stake_preset]').selectOption('two_five_chicken'), '2/5 chicken'],
  ];
  const seen = [];
  for (const [change, words] of steps) {
    const before = await page.locator('[data-testid=payments]').textContent();
    await change();
    seen.push(words);
    await eventually(async () => {
      const text = await summary(page).textContent();
      for (const w of seen) assert.ok(text.includes(w), `"${text}" names ${w}`);
    });
    if (words !== '8-faan limit') {
      await eventually(async () => assert.notEqual(await page.locator('[data-testid=payments]').textContent(), before, `${words} changes the payments`));
    }
  }
  assert.equal(await summary(page).textContent(), '8-faan limit · Half-spicy · Full shot · 2/5 chicken', 'in the catalogue\'s order');
  // Closed and scrolled back to the result, the line opens the options in view.
  await tap(page, page.locator('[data-part=options] summary'));
  await page.evaluate(() => scrollTo(0, 0));
  await eventually(async () => assert.equal(await page.locator('[data-part=options] details').evaluate((el) => el.open), false));
  await tap(page, summary(page));
  await eventually(async () => assert.equal(await page.locator('[data-part=options] details').evaluate((el) => el.open), true));
  await eventually(async () => {
    const box = await page.locator('[data-part=options] summary').boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 640, `the options' heading is in view: ${JSON.stringify(box)}`);
  });
  // Back to the defaults, the line goes.
  await page.locator('[data-option=payment_table]').selectOption('traditional');
  await page.locator('[data-option=discard_payment]').selectOption('half');
  await tap(page, cap(page, 13));
  await page.locator('[data-option=stake_preset]').selectOption('custom');
  await eventually(async () => assert.equal(await summary(page).count(), 0));
});

test('the line speaks the page\'s language: 半辣上 · 全銃 · 8番爆棚 · 二五雞 in Traditional Chinese', async (t) => {
  const device = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'zh-HK' };
  const { page } = await env.open(t, { device, path: `${HK_HAND}&o.limit=8&o.discard_payment=all&o.payment_table=half_spicy&o.stake_preset=two_five_chicken` });
  await eventually(async () => assert.equal(await summary(page).textContent(), '8番爆棚 · 半辣上 · 全銃 · 二五雞'));
});

test('MCR: a ruling changed from its default shows too', async (t) => {
  const { page } = await env.open(t, { path: `${MCR_HAND}&o.concealed_and_melded_kong_fan=false` });
  await eventually(async () => assert.equal(await summary(page).textContent(), 'Kongs scored apart'));
});

test('the faan cap is one tap among 8, 10 and 13, and "Other" opens the number box', async (t) => {
  const { page } = await env.open(t, { path: HK_HAND });
  await openOptions(page);
  const box = page.locator('input[data-option=limit]');
  assert.equal(await page.locator('[data-option-choice="limit:13"]').isChecked(), true, '13, the default, is chosen');
  assert.equal(await box.count(), 0, 'no number box while a common cap is chosen');
  await tap(page, cap(page, 10));
  await eventually(async () => assert.match(await page.evaluate(() => location.hash), /o\.limit=10/));
  await tap(page, cap(page, 'other'));
  await box.waitFor();
  await box.fill('12');
  await box.press('Enter');
  await box.dispatchEvent('change');
  await eventually(async () => assert.match(await page.evaluate(() => location.hash), /o\.limit=12/));
  await eventually(async () => assert.match(await summary(page).textContent(), /12-faan limit/));
  // A cap that is not one of the three opens on "Other", its box showing it.
  await page.reload();
  await openOptions(page);
  assert.equal(await page.locator('[data-option-choice="limit:other"]').isChecked(), true);
  assert.equal(await box.inputValue(), '12');
});

for (const [locale, rules] of [['zh-HK', 'hk'], ['zh-MO', 'hk'], ['zh-TW', 'mcr'], ['zh-CN', 'mcr'], ['en-GB', 'mcr']]) {
  test(`a first visit from ${locale} starts on ${rules === 'hk' ? 'Hong Kong' : 'MCR'} rules, switchable and remembered`, async (t) => {
    const device = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale };
    const { page } = await env.open(t, { device });
    await eventually(async () => assert.equal(await page.locator(`[data-rules=${rules}]`).getAttribute('aria-pressed'), 'true'));
    const other = rules === 'hk' ? 'mcr' : 'hk';
    await tap(page, `[data-rules=${other}]`);
    await eventually(async () => assert.equal(await page.locator(`[data-rules=${other}]`).getAttribute('aria-pressed'), 'true'));
    await page.waitForTimeout(300); // the state is saved just after the tap's frame
    await page.goto(new URL('/', page.url()).href);
    await eventually(async () => assert.equal(await page.locator(`[data-rules=${other}]`).getAttribute('aria-pressed'), 'true', 'the choice is kept'));
  });
}
