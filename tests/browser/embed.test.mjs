// Embedding: <mahjong-calculator> on a host page (several sharing one wasm
// module, styles kept in the shadow root, the score event, attributes), the
// iframe route with its origin-checked postMessage API, and the promise that
// an embedding page makes no request anywhere else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { useBrowser, DESKTOP, eventually } from './harness.mjs';

const env = useBrowser();

// A host page on another origin (its own server): what a tutorial site is.
async function hostSite(t, pages) {
  const server = createServer((req, res) => {
    const body = pages[new URL(req.url, 'http://x').pathname];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${server.address().port}`;
}

const scoresOf = (page) => page.evaluate(() => window.scores);
// Seat South: Mixed Straight 8, Prevalent Wind 2, Closed Wait 1; Big Three
// Dragons 88, Outside Hand 4, One Voided Suit 1, Single Wait 1; Thirteen Orphans.
const HANDS = [
  ['[EEE1]123m456p789s5p5p', 11],
  ['[CCC1][FFF1]123m9pPPP9p', 94],
  ['119m19p19sESWNCFP', 88],
];

test('several elements on one page: each renders its fans and fires score with its total; one wasm download', async (t) => {
  const calculatorUrl = `${env.baseURL}mahjong-calculator.js`;
  const host = await hostSite(t, {
    '/': `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>rules</title>
      <style>p { color: rgb(1, 2, 3); } .fans { display: none; }</style>
      <p id="own">The host's own paragraph.</p>
      ${HANDS.map(([hand], i) => `<mahjong-calculator id="c${i}" hand="${hand}" seat-wind="S"></mahjong-calculator>`).join('\n')}
      <script>window.scores = []; document.addEventListener('score', (e) => scores.push([e.target.id, e.detail.total]));</script>
      <script type="module" src="${calculatorUrl}"></script>`,
  });
  const { page } = await env.open(t, { device: DESKTOP, path: null });
  const wasm = [];
  page.on('request', (r) => r.url().endsWith('.wasm') && wasm.push(r.url()));
  await page.goto(`${host}/`);
  await eventually(async () => assert.equal((await scoresOf(page)).length, HANDS.length));
  const scores = Object.fromEntries(await scoresOf(page));
  HANDS.forEach(([, total], i) => assert.equal(scores[`c${i}`], total));
  assert.equal(wasm.length, 1, 'one module for every element');

  // The fans show inside the element, whatever the host's CSS says (.fans is hidden on the host).
  const rows = await page.evaluate(() => [...document.querySelector('#c1').shadowRoot.querySelectorAll('[data-fan]')]
    .map((li) => [li.dataset.fan, getComputedStyle(li.parentElement).display]));
  assert.deepEqual(rows.map(([id]) => id).sort(), ['big_three_dragons', 'one_voided_suit', 'outside_hand', 'single_wait'].sort());
  assert.ok(rows.every(([, display]) => display !== 'none'));
  // And the element's styles do not leak out.
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#own')).color), 'rgb(1, 2, 3)');
  assert.equal(await page.evaluate(() => document.styleSheets.length), 1, 'no stylesheet added to the host page');
  // A fan's definition says once what it does not count again: the catalogue's line (F9).
  await page.evaluate(() => document.querySelector('#c1').shadowRoot.querySelector('[data-fan=big_three_dragons] .fan-head').click());
  const note = () => page.evaluate(() => document.querySelector('#c1').shadowRoot.querySelector('#definition-big_three_dragons').textContent);
  await eventually(async () => assert.match(await note(), /Not counted with it: Little Three Dragons, Two Dragon Pungs, Dragon Pung$/));
  assert.equal((await note()).match(/Not counted/g).length, 1);
});

test('an attribute change re-scores and fires score again; a bad hand fires an error value', async (t) => {
  const host = await hostSite(t, {
    '/': `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>x</title>
      <mahjong-calculator id="c" hand="[EEE1]123m456p789s5p5p"></mahjong-calculator>
      <script>window.scores = []; document.addEventListener('score', (e) => scores.push(e.detail));</script>
      <script type="module" src="${env.baseURL}mahjong-calculator.js"></script>`,
  });
  const { page } = await env.open(t, { device: DESKTOP, path: null });
  await page.goto(`${host}/`);
  await eventually(async () => assert.equal((await scoresOf(page)).length, 1));
  await page.evaluate(() => {
    const c = document.querySelector('#c');
    c.setAttribute('seat-wind', 'S');
    c.setAttribute('discarder', 'W');
    c.toggleAttribute('last-tile-of-wall', true);
  });
  await eventually(async () => assert.equal((await scoresOf(page)).length, 2, 'three attribute changes, one scoring'));
  const [, second] = await scoresOf(page);
  assert.equal(second.total, 13 - 2 + 8, 'Seat Wind gone (seat S), Last Tile Claim added');
  assert.ok(second.fans.some((f) => f.id === 'last_tile_claim'));
  assert.deepEqual(second.payments, { E: -8, S: 43, W: -27, N: -8 });

  await page.evaluate(() => document.querySelector('#c').setAttribute('hand', '123m456x'));
  await eventually(async () => assert.equal((await scoresOf(page)).length, 3));
  const [, , third] = await scoresOf(page);
  assert.equal(third.ok, false);
  assert.equal(third.error.code, 'parse');
  assert.match(await page.evaluate(() => document.querySelector('#c').shadowRoot.textContent), /x/);
});

// Regression: the element read its hand without its rule set, so a red five
// (0m) was a parse error, and it had no attributes for Riichi's own fields.
test('rules="riichi": a red five in the hand, the dora indicators and riichi as attributes; han, limit and yaku as Riichi players read them', async (t) => {
  const host = await hostSite(t, {
    '/': `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>x</title>
      <mahjong-calculator id="c" rules="riichi" hand="[1111s]40m22345p567s6m" seat-wind="S" self-drawn riichi dora-indicators="3m 4p"></mahjong-calculator>
      <mahjong-calculator id="i" rules="riichi" mode="interactive" hand="[1111s]40m22345p567s6m" seat-wind="S" self-drawn riichi dora-indicators="3m 4p" honba="1"></mahjong-calculator>
      <script>window.scores = []; document.addEventListener('score', (e) => scores.push([e.target.id, e.detail]));</script>
      <script type="module" src="${env.baseURL}mahjong-calculator.js"></script>`,
  });
  const { page } = await env.open(t, { device: DESKTOP, path: null });
  await page.goto(`${host}/`);
  const last = async (id) => (await scoresOf(page)).filter(([from]) => from === id).at(-1)?.[1];
  await eventually(async () => assert.equal((await last('c'))?.ok, true, JSON.stringify(await last('c'))));
  const compact = await last('c');
  // riichi, menzen tsumo, aka dora (the red 0m), dora 2 (4m, 5p from 3m, 4p): 5 han, mangan
  assert.deepEqual(compact.yaku.map((y) => [y.id, y.han * y.count]).sort(), [['aka_dora', 1], ['dora', 2], ['menzen_tsumo', 1], ['riichi', 1]]);
  assert.deepEqual([compact.han, compact.limit], [5, 'mangan']);
  const shown = await page.evaluate(() => {
    const root = document.querySelector('#c').shadowRoot;
    return { total: root.querySelector('[data-testid=fan-total]').textContent, text: root.querySelector('.total').textContent,
      rows: [...root.querySelectorAll('[data-fan]')].map((li) => [li.dataset.fan, li.querySelector('.fan-head span').textContent]) };
  });
  assert.equal(shown.total, '5');
  assert.match(shown.text, /^5 han — Mangan$/);
  assert.deepEqual(Object.fromEntries(shown.rows).aka_dora, 'Aka Dora Red Five', 'the romaji with the English beside it');
  // The full calculator takes the same attributes into its state: the honba too.
  await eventually(async () => assert.equal((await last('i'))?.han, 5));
  assert.deepEqual((await last('i')).payments, { E: -4100, S: 8300, W: -2100, N: -2100 });
});

test('interactive mode is the full calculator inside the element', async (t) => {
  const host = await hostSite(t, {
    '/': `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>x</title>
      <mahjong-calculator id="c" mode="interactive" hand="123m456m789m123p5s" lang="zh"></mahjong-calculator>
      <script>window.scores = []; document.addEventListener('score', (e) => scores.push(e.detail));</script>
      <script type="module" src="${env.baseURL}mahjong-calculator.js"></script>`,
  });
  const { page } = await env.open(t, { device: DESKTOP, path: null });
  await page.goto(`${host}/`);
  // 13 tiles: the calculator asks for one more; tapping 5s in its palette completes the hand.
  await eventually(async () => assert.equal((await scoresOf(page)).at(-1)?.error?.code, 'tile_count'));
  await page.locator('mahjong-calculator [data-tile="5s"]').click();
  await eventually(async () => assert.equal((await scoresOf(page)).at(-1)?.total, 22));
  assert.equal(await page.locator('mahjong-calculator [data-testid=fan-total]').textContent(), '22');
  assert.match(await page.locator('mahjong-calculator [data-fan=pure_straight]').textContent(), /清龙/);
  assert.equal(await page.evaluate(() => location.hash), '', 'an embed leaves the host page\'s URL alone');
  assert.equal(await page.evaluate(() => localStorage.length), 0, 'and its storage');
});

test('the iframe route: the hand in the fragment, results posted to the embedding origin, set messages accepted from it only', async (t) => {
  // The host frames the calculator and, in a second frame from a third origin, a page that tries to drive it.
  const rogue = await hostSite(t, {
    '/rogue': `<!doctype html><link rel="icon" href="data:,"><title>rogue</title><script>
      parent.frames[0].postMessage({ type: 'mahjong-calculator:set', hand: '119m19p19sESWNCFP' }, '*');
    </script>`,
  });
  let hostOrigin;
  const host = await hostSite(t, {
    get '/'() {
      return `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>
        <iframe id="f" src="${env.baseURL}embed.html#h=${encodeURIComponent('[EEE1]123m456p789s5p5p')}&sw=S&origin=${encodeURIComponent(hostOrigin)}"></iframe>
        <script>
          window.scores = [];
          addEventListener('message', (e) => { if (e.data?.type === 'mahjong-calculator:score') scores.push([e.origin, e.data.result.total]); });
          window.drive = (hand) => document.getElementById('f').contentWindow.postMessage({ type: 'mahjong-calculator:set', hand, attributes: { 'seat-wind': 'E' } }, '*');
          window.addRogue = () => { const r = document.createElement('iframe'); r.src = '${rogue}/rogue'; document.body.append(r); };
        </script>`;
    },
  });
  hostOrigin = host;
  const { page } = await env.open(t, { device: DESKTOP, path: null });
  await page.goto(`${host}/`);
  const embedOrigin = env.baseURL.replace(/\/$/, '');
  await eventually(async () => assert.deepEqual(await scoresOf(page), [[embedOrigin, 11]]));

  // The rogue frame's message is sent as it loads, before the host's: the
  // host's answer (94) comes after the rogue's would have (88), in order.
  const rogueLoaded = page.waitForEvent('framenavigated', (f) => f.url().endsWith('/rogue')).then((f) => f.waitForLoadState());
  await page.evaluate(() => window.addRogue());
  await rogueLoaded;
  assert.deepEqual(await scoresOf(page), [[embedOrigin, 11]], 'a message from another frame is ignored');

  await page.evaluate(() => window.drive('[CCC1][FFF1]123m9pPPP9p'));
  await eventually(async () => assert.deepEqual((await scoresOf(page)).at(-1), [embedOrigin, 94]));
  assert.deepEqual(await scoresOf(page), [[embedOrigin, 11], [embedOrigin, 94]], 'nothing came of the rogue\'s message');
});

test('the tutorial page embeds a dozen worked examples, every total right, and makes no request anywhere else', async (t) => {
  const { page } = await env.open(t, { device: DESKTOP, path: null });
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${env.baseURL}tutorial.html`);
  const compact = page.locator('mahjong-calculator[mode=compact]');
  assert.ok(await compact.count() >= 12);
  await eventually(async () => {
    const totals = await compact.evaluateAll((els) => els.map((e) => e.shadowRoot.querySelector('[data-testid=fan-total]')?.textContent));
    assert.ok(totals.every(Boolean), 'every example scored');
  }, { timeout: 10000 });
  // Each caption states the total the rule texts' example works out to.
  const pairs = await compact.evaluateAll((els) => els.map((e) => [
    e.closest('figure').querySelector('figcaption').textContent.match(/(\d+) points\)/)[1],
    e.shadowRoot.querySelector('[data-testid=fan-total]').textContent,
  ]));
  for (const [stated, shown] of pairs) assert.equal(shown, stated);
  const frame = page.frameLocator('iframe');
  assert.equal(await frame.locator('mahjong-calculator [data-testid=fan-total]').textContent(), '94');
  const elsewhere = requests.filter((u) => !u.startsWith(env.baseURL));
  assert.deepEqual(elsewhere, []);
});
