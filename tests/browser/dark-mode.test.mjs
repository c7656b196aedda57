// Dark mode and the display settings: the phone's dark setting and the page's
// switch give a dark page with light tiles that passes axe-core's contrast
// rules (axe-core, npm, run inside the page); light mode passes them too; the
// larger-tile setting makes the tiles larger; a bad number in a rule option is
// refused beside its field, never blamed on the hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, useBrowser, eventually, openOptionsCard, readFans, readTotal, tap } from './harness.mjs';

const env = useBrowser();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const HAND = `#h=${encodeURIComponent('[789m]111p789sNFFFN')}&sd=1&r=mcr`;
const HK = `#h=${encodeURIComponent('234m567p345s99p67s8s')}&r=hk&sw=S&d=W&f=f2`;

async function contrastViolations(page) {
  await page.evaluate(AXE); // evaluated by the driver, so the page's CSP does not apply
  const result = await page.evaluate(() => window.axe.run(document, { runOnly: ['color-contrast'] }));
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary.split('\n').pop().trim()}`));
}

for (const [name, scheme, fragment] of [['dark (phone setting)', 'dark', HAND], ['light', 'light', HAND], ['dark, Hong Kong', 'dark', HK]]) {
  test(`${name}: no contrast violations with a scored hand and the options open`, async (t) => {
    const device = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, colorScheme: scheme };
    const { page } = await env.open(t, { device, path: fragment });
    await eventually(async () => assert.ok(Object.keys(await readFans(page)).length > 0));
    await openOptionsCard(page);
    await tap(page, '[data-testid=keyboard-toggle]');
    assert.deepEqual(await contrastViolations(page), []);
    if (scheme === 'dark') {
      const background = await page.locator('[data-part=result]').evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.notEqual(background, 'rgb(255, 255, 255)', 'the result card is dark');
      const tile = await page.locator('[data-tile="1m"] svg rect').first().getAttribute('fill');
      assert.match(tile ?? '', /#fbf8ef/i, 'tiles stay light');
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: path.join(ARTIFACTS, `dark-360x640-${fragment === HK ? 'hk' : 'mcr'}.png`) });
    }
  });
}

test('the colour switch overrides the phone\'s setting and is remembered; larger tiles are larger', async (t) => {
  const { page } = await env.open(t, { path: HAND });
  await eventually(async () => assert.ok(Object.keys(await readFans(page)).length > 0));
  await page.locator('[data-theme-choice=dark]').check();
  await eventually(async () => assert.equal(await page.locator('.layout').getAttribute('data-theme'), 'dark'));
  await tap(page, '[data-testid=keyboard-toggle]');
  const before = (await page.locator('[data-tile="1m"]').boundingBox()).height;
  await page.locator('[data-setting=large-tiles]').check();
  await eventually(async () => assert.ok((await page.locator('[data-tile="1m"]').boundingBox()).height > before + 4));
  await page.reload();
  await eventually(async () => assert.equal(await page.locator('.layout').getAttribute('data-theme'), 'dark'));
  assert.equal(await page.locator('[data-setting=large-tiles]').isChecked(), true);
});

test('regression: a limit of 99 is refused beside its field, the hand still scored', async (t) => {
  const { page } = await env.open(t, { path: HK });
  await eventually(async () => assert.equal(await readTotal(page), '3'));
  await page.locator('[data-part=options] summary').click(); // the labels load when the options open
  // The cap's number box opens under "Other" (8, 10 and 13 are one tap).
  await page.locator('[data-part=options][data-labels=ready] label:has([data-option-choice="limit:other"])').click();
  const limit = page.locator('input[data-option=limit]');
  await limit.waitFor();
  await limit.fill('99');
  await limit.press('Enter');
  await limit.blur();
  await page.locator('#option-limit-error').getByText('A whole number from 1 to 13.').waitFor();
  assert.equal(await limit.getAttribute('aria-invalid'), 'true');
  assert.equal(await readTotal(page), '3', 'the hand is scored as before');
  assert.equal(await page.locator('[data-testid=problem]').count(), 0, 'no "that is not a hand"');
  assert.doesNotMatch(await page.evaluate(() => location.hash), /o\.limit/);
  await limit.fill('8');
  await limit.blur();
  await eventually(async () => assert.match(await page.evaluate(() => location.hash), /o\.limit=8/));
  assert.equal(await page.locator('#option-limit-error').textContent(), '');
});
