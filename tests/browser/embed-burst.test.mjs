// The embeds under a flood and with attributes they cannot read (issue 27):
// the iframe merges a burst of set messages into one scoring, and the
// element in interactive mode says what it left out and why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { DESKTOP, eventually, useBrowser } from './harness.mjs';

const env = useBrowser();

// A host page on another origin, as a tutorial site is; `page` may use the origin.
async function hostSite(t, page) {
  let origin = null;
  const server = createServer((req, res) => {
    const body = new URL(req.url, 'http://x').pathname === '/' ? page(origin) : null;
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  origin = `http://127.0.0.1:${server.address().port}`;
  return origin;
}

test('regression: 10,000 set messages from the embedding page are scored a few times, not 10,000, and the last one wins', async (t) => {
  const host = await hostSite(t, (origin) => `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>
    <iframe id="f" src="${env.baseURL}embed.html#h=${encodeURIComponent('[EEE1]123m456p789s5p5p')}&origin=${encodeURIComponent(origin)}"></iframe>
    <script>
      window.scores = [];
      addEventListener('message', (e) => { if (e.data?.type === 'mahjong-calculator:score') scores.push(e.data.result.total); });
      window.flood = () => {
        const frame = document.getElementById('f').contentWindow;
        for (let i = 0; i < 10000; i += 1) {
          frame.postMessage({ type: 'mahjong-calculator:set', hand: i % 2 ? '[CCC1][FFF1]123m9pPPP9p' : '[EEE1]123m456p789s5p5p' }, '*');
        }
        frame.postMessage({ type: 'mahjong-calculator:set', hand: '119m19p19sESWNCFP' }, '*');
      };
    </script>`);
  const { page } = await env.open(t, { device: DESKTOP, path: null });
  await page.goto(`${host}/`);
  await eventually(async () => assert.equal((await page.evaluate(() => window.scores)).length, 1), { timeout: 15000 });
  await page.evaluate(() => window.flood());
  await eventually(async () => assert.equal((await page.evaluate(() => window.scores)).at(-1), 88), { timeout: 30000 });
  await page.waitForTimeout(500);
  const scores = await page.evaluate(() => window.scores);
  console.log(`10,001 set messages: ${scores.length - 1} scorings`);
  assert.ok(scores.length - 1 <= 50, `${scores.length - 1} scorings`);
  assert.equal(scores.at(-1), 88, 'the last message\'s hand');
});

test('regression: interactive mode says why it left out an attribute (options that are not a JSON object)', async (t) => {
  const host = await hostSite(t, () => `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>x</title>
    <mahjong-calculator id="c" mode="interactive" hand="[EEE1]123m456p789s5p5p" options="{seven_pairs: yes"></mahjong-calculator>
    <script type="module" src="${env.baseURL}mahjong-calculator.js"></script>`);
  const { page } = await env.open(t, { device: DESKTOP, path: null });
  await page.goto(`${host}/`);
  const notice = page.locator('mahjong-calculator [data-testid=dropped-attributes]');
  await eventually(async () => assert.match(await notice.textContent(), /options attribute is not a JSON object.*ignored/), { timeout: 15000 });
  // mended, the notice goes
  await page.evaluate(() => document.querySelector('#c').setAttribute('options', '{}'));
  await eventually(async () => assert.equal(await notice.textContent(), ''));
  assert.equal(await notice.isVisible(), false);
  // too long: said too
  await page.evaluate(() => document.querySelector('#c').setAttribute('options', `{"x":"${'y'.repeat(3000)}"}`));
  await eventually(async () => assert.match(await notice.textContent(), /options attribute is too long: \d+ characters, at most 2000/));
});
