// A fan's definition (tapped in the result) and its fan-table entry say what
// the fan does not count again once: the line built from the catalogue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, eventually, tap } from './harness.mjs';

const env = useBrowser();

test('F9: Big Three Dragons says "Not counted with it" once, in its definition and in the fan table', async (t) => {
  const { page } = await env.open(t, { path: '#h=CCCFFFPPP123m5p5p&sd=1' });
  await page.locator('[data-fan=big_three_dragons]').waitFor();
  await tap(page, '[data-fan=big_three_dragons] .fan-head');
  const definition = page.locator('#def-big_three_dragons');
  await definition.getByText('Loading').waitFor({ state: 'detached' });
  await eventually(async () => assert.equal(await definition.locator('.implies').count(), 1));
  const text = await definition.innerText();
  assert.equal(text.match(/Not counted/g).length, 1, text);
  assert.match(await definition.locator('.implies').textContent(), /^Not counted with it: Little Three Dragons, Two Dragon Pungs, Dragon Pung$/);

  await tap(page, '[data-fan-table-link=big_three_dragons]');
  const entry = page.locator('[data-fan-entry=big_three_dragons]');
  await eventually(async () => assert.equal(await entry.locator('.implies').count(), 1));
  const entryText = await entry.innerText();
  assert.equal(entryText.match(/Not counted/g).length, 1, entryText);
});
