// Hong Kong's bonus-tile hands on the page (option flower_hands, off by
// default; docs/hk-rules.md 3.6): 花糊, seven bonus tiles while another player
// holds the eighth, and 八仙過海, all eight, entered as the bonus tiles alone.
// Payments worked out here from section 6 (base points, doublings).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, eventually, expectResult, readProblem, setSituation, tap, tapTile } from './harness.mjs';

const env = useBrowser();

async function payments(page) {
  const out = {};
  for (const cell of await page.locator('[data-testid=payments] [data-seat]').all()) {
    out[await cell.getAttribute('data-seat')] = Number((await cell.textContent()).replace(/[+,]/g, ''));
  }
  return out;
}

async function hongKongWithFlowerHands(page) {
  await tap(page, '[data-rules=hk]');
  await page.locator('[data-rules=hk][aria-pressed=true]').waitFor();
  const details = page.locator('[data-part=options] details');
  if (!(await details.evaluate((d) => d.open))) await tap(page, '[data-part=options] summary');
  const option = page.locator('[data-option=flower_hands]');
  await option.waitFor();
  assert.equal(await option.isChecked(), false, 'off by default');
  await tap(page, option);
  await eventually(async () => assert.match(await page.evaluate(() => location.hash), /o\.flower_hands=true/));
}

test('without the option, seven bonus tiles alone are not a hand: no faan, the page asks for tiles', async (t) => {
  const { page } = await env.open(t);
  await tap(page, '[data-rules=hk]');
  await page.locator('[data-rules=hk][aria-pressed=true]').waitFor();
  await setSituation(page, { seat_wind: 'S', flowers: ['f1', 'f2', 'f3', 'f4', 's1', 's2', 's3'] });
  await eventually(async () => assert.equal((await readProblem(page)).code, 'tile_count'));
  assert.equal(await page.locator('[data-part=result] [data-fan]').count(), 0, 'no faan is shown');
});

test('花糊: seven bonus tiles win 3 faan; the holder of the eighth pays as the discarder', async (t) => {
  const { page } = await env.open(t);
  await hongKongWithFlowerHands(page);
  // South wins; North holds s4. Base 8 (3 faan, traditional): North 8 x 2
  // (discarder) = 16, East 8 x 2 (dealer) = 16, West 8; South +40.
  await setSituation(page, { seat_wind: 'S', flowers: ['f1', 'f2', 'f3', 'f4', 's1', 's2', 's3'] });
  await page.locator('[data-field=discarder]').selectOption('N');
  await expectResult(page, { total: 3, fans: { flower_hand: 1 } });
  await eventually(async () => assert.deepEqual(await payments(page), { E: -16, S: 40, W: -8, N: -16 }));
});

test('八仙過海: all eight bonus tiles, self-drawn, are a limit hand', async (t) => {
  const { page } = await env.open(t);
  await hongKongWithFlowerHands(page);
  // West self-draws 13 faan, base 64: East 64 x 2 (self-drawn) x 2 (dealer)
  // = 256, South and North 128 each; West +512.
  await setSituation(page, { seat_wind: 'W', self_drawn: true, flowers: ['f1', 'f2', 'f3', 'f4', 's1', 's2', 's3', 's4'] });
  await expectResult(page, { total: 13, fans: { eight_immortals: 1 } });
  await eventually(async () => assert.deepEqual(await payments(page), { E: -256, S: -128, W: 512, N: -128 }));
  // Nobody can have discarded the eighth bonus tile: the page says why.
  assert.equal(await page.locator('[data-field=discarder]').isDisabled(), true);
  // Undo takes the eighth tile back: 花糊 again, now self-drawn.
  await tap(page, '[data-testid=undo]');
  await expectResult(page, { total: 3, fans: { flower_hand: 1 } });
  await tapTile(page, 's4');
  await expectResult(page, { total: 13, fans: { eight_immortals: 1 } });
});

// Regression (audit): with "Play with flowers" off, tapping a flower added it
// and the result turned into "The situation contradicts the hand", naming
// flowers_in_play. The palette now refuses it with the reason, as it refuses
// a fifth copy; the hand and its result stay.
for (const [locale, reason] of [['en-US', /Flowers are not in play/], ['zh-HK', /現在不打花/]]) {
  test(`with flowers off, a flower tap is refused with its reason, the result kept (${locale})`, async (t) => {
    const context = await env.browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale, baseURL: env.baseURL });
    t.after(() => context.close());
    const { page } = await env.open(t, { context, path: `#r=hk&h=${encodeURIComponent('[EEE1]123m456p789s5p5p')}&d=W&sw=S&o.flowers_in_play=false` });
    const total = await page.getByTestId('fan-total').textContent();
    assert.match(total, /\d/);
    await tapTile(page, 'f1', { force: true });
    await eventually(async () => assert.match(await page.locator('#mode-hint').textContent(), reason));
    assert.equal(await page.locator('[data-tile=f1]').getAttribute('aria-pressed'), 'false');
    assert.equal(await page.locator('[data-tile=f1]').getAttribute('aria-disabled'), 'true');
    assert.equal(await page.getByTestId('fan-total').textContent(), total);
    assert.equal(await page.locator('[data-testid=problem]').count(), 0);
    assert.doesNotMatch(await page.locator('body').innerText(), /flowers_in_play/);
  });
}
