// The analysis's own module (issue 21): a cold load whose hand needs no
// analysis never fetches mahjong-analysis.*; a hand of 13 tiles fetches it
// with the analysis panel's script and shows its waits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coldLoad as coldLoadIn, useBrowser } from './harness.mjs';

const env = useBrowser();
const ANALYSIS_FILES = /^\/mahjong-analysis\.(mjs|wasm)$/;
const link = (notation) => `#h=${encodeURIComponent(notation)}`;

const coldLoad = (t, where) => coldLoadIn(env, t, where);

test('a winning hand\'s cold load does not fetch the analysis module', async (t) => {
  const { page, requests } = await coldLoad(t, link('[EEE1]123m456p789s5p5p'));
  await page.waitForLoadState('networkidle');
  assert.ok(requests.includes('/mahjong-mcr.wasm'));
  assert.deepEqual(requests.filter((r) => ANALYSIS_FILES.test(r)), []);
});

test('a ready hand of 13 tiles fetches it and shows its waits', async (t) => {
  const { page, requests } = await coldLoad(t, link('23456m456p789s5p5p'));
  await page.locator('[data-testid=waits] [data-wait]').first().waitFor();
  const waits = await page.locator('[data-testid=waits] [data-wait]').evaluateAll((rows) => rows.map((r) => r.dataset.wait));
  assert.deepEqual(waits, ['1m', '4m', '7m']);
  assert.deepEqual(requests.filter((r) => ANALYSIS_FILES.test(r)).sort(), ['/mahjong-analysis.mjs', '/mahjong-analysis.wasm']);
});
