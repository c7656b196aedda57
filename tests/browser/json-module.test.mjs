// The JSON way's own module (issue 21): a shared hand's cold load shows its
// result without mahjong-json.* (the link's notation is read and the hand
// scored packed, by the first module); a notation that does not parse
// fetches it and shows the core's message, as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coldLoad as coldLoadIn, eventually, readTotal, tap, useBrowser } from './harness.mjs';

const env = useBrowser();
const JSON_FILES = /^\/mahjong-json\.(mjs|wasm)$|^\/app-hand-json-[A-Z0-9]+\.js$/;
const link = (notation) => `#h=${encodeURIComponent(notation)}`;

const coldLoad = (t, where) => coldLoadIn(env, t, where);

test('a shared hand\'s cold load shows its result and its notation without the JSON way\'s module', async (t) => {
  const { page, requests } = await coldLoad(t, link('[EEE1]123m456p789s5p5p'));
  await page.waitForLoadState('networkidle');
  assert.equal(await readTotal(page), '13'); // as score() gives it (tests/wasm/json-module.test.mjs)
  assert.equal(await page.locator('#notation').inputValue(), '[EEE]123m4556p789s5p'); // the core's format(), packed
  assert.ok(requests.includes('/mahjong-mcr.wasm'));
  assert.deepEqual(requests.filter((r) => JSON_FILES.test(r)), []);
});

test('a notation that does not parse fetches it and shows the core\'s message', async (t) => {
  const { page, requests } = await coldLoad(t, link('[EEE1]123m456p789s5p5p'));
  await page.locator('#notation').fill('123m456p789s5p5x');
  await tap(page, page.locator('[data-part=notation-form] button[type=submit]'));
  await eventually(async () => assert.match(await page.locator('#notation-error').textContent(), /'x'/));
  assert.deepEqual(requests.filter((r) => /^\/mahjong-json\./.test(r)).sort(), ['/mahjong-json.wasm'], 'its wasm alone: its glue is the first module\'s, in app.js');
});
