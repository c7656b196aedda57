// The embeds under a hostile host: a stylesheet that tries to reach into the
// element, a 360 px column, hands that cannot be read or are far too long,
// opaque origins given to embed.html, fragments that change. Each gets a
// bounded answer, and the element stays usable with its hand intact.
// Screenshots land in tests/artifacts/ (embed-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { ARTIFACTS, DESKTOP, PHONE, eventually, useBrowser } from './harness.mjs';
import { embeddedStylesheet } from '../../scripts/embedded-css.mjs';

const env = useBrowser();

// A host page on another origin, as a tutorial site is. `headers` per path.
async function hostSite(t, pages, headers = {}) {
  const server = createServer((req, res) => {
    const where = new URL(req.url, 'http://x').pathname;
    const body = typeof pages[where] === 'function' ? pages[where]() : pages[where];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', ...(headers[where] ?? {}) });
    res.end(body ?? 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${server.address().port}`;
}

// Everything a host page's CSS commonly (or spitefully) sets that is inherited,
// or that matches the element itself.
const HOSTILE_CSS = `
  html { font-size: 62.5%; }
  :root { --ink: rgb(255, 0, 0); --tap: 10px; --rem: 3px; --line: red; }
  body { font: italic 30px/4 serif; color: rgb(0, 0, 255); text-transform: uppercase; letter-spacing: 3px;
    word-spacing: 12px; direction: rtl; text-align: center; pointer-events: none; cursor: wait;
    text-shadow: 2px 2px red; font-variant: small-caps; white-space: pre; text-indent: 40px;
    -webkit-text-fill-color: green; visibility: visible; }
  * { box-sizing: content-box; }
  button { font-size: 40px; padding: 30px; }
  mahjong-calculator { text-transform: lowercase; letter-spacing: 5px; font-size: 8px; line-height: 0; }`;

const page = (css, body) => `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <style>.column { max-width: 360px; margin: 0 auto; } ${css}</style>
  <div class="column">${body}</div>
  <script>window.scores = []; document.addEventListener('score', (e) => scores.push(e.detail));</script>
  <script type="module" src="${env.baseURL}mahjong-calculator.js"></script>`;

const COMPACT = '<mahjong-calculator id="c" hand="[EEE1]123m456p789s5p5p" seat-wind="S"></mahjong-calculator>';
const INTERACTIVE = '<mahjong-calculator id="c" mode="interactive" hand="123m456m789m123p5s5s"></mahjong-calculator>';

// What the element looks like inside: for each selector in its shadow root,
// the box and the inherited properties a host could reach.
const fingerprint = (p, selectors) => p.evaluate((list) => {
  const root = document.querySelector('#c').shadowRoot;
  const out = {};
  for (const selector of list) {
    const el = root.querySelector(selector);
    if (!el) { out[selector] = 'missing'; continue; }
    const box = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    out[selector] = {
      width: Math.round(box.width), height: Math.round(box.height),
      ...Object.fromEntries(['fontSize', 'fontFamily', 'fontStyle', 'fontVariant', 'lineHeight', 'color', 'textTransform',
        'letterSpacing', 'wordSpacing', 'direction', 'writingMode', 'pointerEvents', 'textAlign', 'cursor', 'textShadow',
        'whiteSpace', 'textIndent', 'webkitTextFillColor'].map((k) => [k, s[k]])),
    };
  }
  return out;
}, selectors);

async function open(t, html, device = DESKTOP) {
  const host = await hostSite(t, { '/': html });
  const { page: p } = await env.open(t, { device, path: null });
  await p.goto(`${host}/`);
  await eventually(async () => assert.ok((await p.evaluate(() => window.scores.length)) >= 1), { timeout: 10000 });
  return p;
}

// A complete hand folds the keyboard and shows the hand as a preview (the
// page's phone layout, web/panels/hand/view.js): one tap on the handle opens
// both, and the hand's tiles take taps again.
async function unfold(p) {
  const toggle = p.locator('#c [data-testid=keyboard-toggle]');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    await p.locator('#c [data-testid=keyboard-toggle][aria-expanded=true]').waitFor();
  }
}

const screenshot = async (p, name) => {
  mkdirSync(ARTIFACTS, { recursive: true });
  await p.screenshot({ path: path.join(ARTIFACTS, name) });
};

const COMPACT_PARTS = ['.shell', '.compact', '.tiles svg', '[data-fan="mixed_straight"]', '[data-fan="mixed_straight"] .fan-head',
  '[data-fan="mixed_straight"] small', '.total', '[data-testid=fan-total]'];
const INTERACTIVE_PARTS = ['.shell', '.bar h1', '[data-testid=fan-total]', '.fan-head', '.tab', '[data-tile="1m"]',
  '.palette', '.dock', 'button.in-hand'];

test('a hostile host stylesheet changes nothing inside the compact element: sizes and inherited properties as on a plain page', async (t) => {
  const plain = await fingerprint(await open(t, page('', COMPACT)), COMPACT_PARTS);
  const hostilePage = await open(t, page(HOSTILE_CSS, COMPACT));
  const hostile = await fingerprint(hostilePage, COMPACT_PARTS);
  assert.ok(!Object.values(plain).includes('missing'));
  assert.deepEqual(hostile, plain);
  assert.equal(plain['[data-fan="mixed_straight"]'].fontSize, '15px', 'sizes in px, not the host\'s rem');
  // pointer-events: none on the host's body must not make the fans dead: a tap opens a definition.
  await hostilePage.locator('#c [data-fan="mixed_straight"] .fan-head').click();
  await eventually(async () => assert.match(await hostilePage.locator('#c [data-fan="mixed_straight"] .definition').textContent(), /\w{4}/));
  await screenshot(hostilePage, 'embed-compact-hostile-css-1280x800.png');
});

test('a hostile host stylesheet changes nothing inside the interactive element either', async (t) => {
  const plainPage = await open(t, page('', INTERACTIVE), { ...PHONE });
  await unfold(plainPage);
  const plain = await fingerprint(plainPage, INTERACTIVE_PARTS);
  const hostilePage = await open(t, page(HOSTILE_CSS, INTERACTIVE), { ...PHONE });
  await unfold(hostilePage);
  const hostile = await fingerprint(hostilePage, INTERACTIVE_PARTS);
  assert.ok(!Object.values(plain).includes('missing'), JSON.stringify(plain));
  assert.deepEqual(hostile, plain);
  assert.equal(plain['button.in-hand'].height >= 44, true, 'hand tiles stay 44 px targets');
  await screenshot(hostilePage, 'embed-interactive-hostile-css-360x640.png');
});

test('attribute changes while the interactive calculator loads: mounted once, the last hand shown', async (t) => {
  // Changes one microtask apart from the moment the element is defined: some
  // land while calculator.js is still being imported.
  const p = await open(t, page('', INTERACTIVE + `<script>
    customElements.whenDefined('mahjong-calculator').then(async () => {
      const c = document.querySelector('#c');
      for (let i = 0; i < 40; i += 1) {
        await null;
        c.setAttribute('hand', i % 2 ? '[CCC1][FFF1]123m9pPPP9p' : '[EEE1]123m456p789s5p5p');
      }
    });
  </script>`), PHONE);
  await eventually(async () => assert.equal(await p.evaluate(() => window.scores.at(-1)?.total), 94), { timeout: 10000 });
  assert.equal(await p.evaluate(() => document.querySelector('#c').shadowRoot.querySelectorAll('.app').length), 1);
  assert.equal(await p.locator('#c [data-testid=fan-total]').textContent(), '94');
});

// The page's layout decides the fold (docked at the foot, a complete hand
// folds the keyboard), so the element mounts the calculator once its
// stylesheets are in: a scorer faster than the CSS left a complete hand
// with its keyboard open over the result (a CI run).
test('a stylesheet slower than the scorer: the complete hand still folds the keyboard, nothing drawn unstyled', async (t) => {
  const host = await hostSite(t, { '/': page('body { margin: 0; }', INTERACTIVE) });
  const { page: p } = await env.open(t, { device: PHONE, path: null });
  let held = 0;
  await p.route(/embed-(calculator|interactive)\.css$/, async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await p.goto(`${host}/`);
  await eventually(async () => assert.ok((await p.evaluate(() => window.scores.length)) >= 1), { timeout: 10000 });
  assert.equal(held, 2);
  await p.locator('#c [data-testid=keyboard-toggle][aria-expanded=false]').waitFor({ timeout: 5000 });
  assert.equal(await p.locator('#c .palette').isVisible(), false, 'the keyboard is folded under the complete hand');
  assert.ok(await p.locator('#c [data-testid=fan-total]').isVisible());
});

test('writing-mode on the host does not turn the element\'s text', async (t) => {
  const p = await open(t, page('body { writing-mode: vertical-rl; }', COMPACT));
  const row = await fingerprint(p, ['[data-fan="mixed_straight"] .fan-head']);
  assert.equal(row['[data-fan="mixed_straight"] .fan-head'].writingMode, 'horizontal-tb');
  assert.ok(row['[data-fan="mixed_straight"] .fan-head'].width > row['[data-fan="mixed_straight"] .fan-head'].height, `the fan row runs across: ${JSON.stringify(row)}`);
});

// The interactive element in a 360 px column: as usable as the page on a phone.
for (const [name, device] of [
  ['360x640', PHONE],
  ['320x568', { ...PHONE, viewport: { width: 320, height: 568 } }],
  ['640x360', { ...PHONE, viewport: { width: 640, height: 360 } }],
  ['768x1024', { viewport: { width: 768, height: 1024 }, hasTouch: true }],
  ['1280x800', DESKTOP],
]) {
  test(`the interactive element in a 360 px column at ${name}: fits its column and the screen, tabs whole, the keyboard in reach, a hand built by taps`, async (t) => {
    const p = await open(t, page('body { margin: 0; }', INTERACTIVE), device);
    // The complete hand folds the keyboard once it is drawn: measure after that.
    await p.locator('#c [data-testid=keyboard-toggle][aria-expanded=false]').waitFor();
    const geometry = await p.evaluate(() => {
      const el = document.querySelector('#c');
      const root = el.shadowRoot;
      const shell = root.querySelector('.shell');
      const rect = (node) => node.getBoundingClientRect().toJSON();
      return {
        element: rect(el),
        shell: { scrollWidth: shell.scrollWidth, clientWidth: shell.clientWidth },
        tabs: [...root.querySelectorAll('.tab')].filter((tab) => tab.offsetParent).map((tab) => ({
          text: tab.textContent, scrollWidth: tab.scrollWidth, clientWidth: tab.clientWidth, ...rect(tab),
        })),
        total: rect(root.querySelector('[data-testid=fan-total]')),
        palette: rect(root.querySelector('.palette')),
        viewport: { width: innerWidth, height: innerHeight },
      };
    });
    const column = Math.min(360, geometry.viewport.width);
    assert.ok(geometry.element.width <= column + 0.5, `the element stays in its column (${geometry.element.width})`);
    assert.ok(geometry.element.height <= geometry.viewport.height + 0.5, `no taller than the screen (${geometry.element.height})`);
    assert.ok(geometry.shell.scrollWidth <= geometry.shell.clientWidth, 'nothing overflows sideways');
    for (const tab of geometry.tabs) {
      assert.ok(tab.scrollWidth <= tab.clientWidth, `the tab "${tab.text}" shows its whole label`);
      assert.ok(tab.left >= geometry.palette.left - 0.5 && tab.right <= geometry.palette.right + 0.5, `the tab "${tab.text}" lies inside the keyboard`);
    }
    // The total at the top and the keyboard at the foot of the element, both on screen at once.
    assert.ok(geometry.total.top >= geometry.element.top && geometry.total.bottom <= geometry.viewport.height);
    assert.ok(geometry.palette.bottom <= geometry.element.bottom + 0.5 && geometry.palette.top >= geometry.element.top,
      `the palette is inside the element (${JSON.stringify(geometry.palette)})`);
    // How the hand was read has its tile faces drawn just after the result's frame.
    await eventually(async () => assert.equal(await p.locator('#c [data-part=arrangement] svg').count(), 14));
    await screenshot(p, `embed-interactive-column-${name}.png`);

    // Taps work inside the column: remove the winning tile, add it back.
    const scores = () => p.evaluate(() => window.scores.map((s) => s.total ?? s.error?.code));
    await eventually(async () => assert.equal((await scores()).at(-1), 22));
    await unfold(p);
    // Opened, the keyboard stays inside the element, and on a short screen
    // its bar (the handle that folds it, Undo) is not pushed out of view:
    // the keys scroll inside it.
    const opened = await p.evaluate(() => {
      const el = document.querySelector('#c');
      const root = el.shadowRoot;
      const rect = (node) => node.getBoundingClientRect().toJSON();
      const toggle = root.querySelector('[data-testid=keyboard-toggle]');
      const box = rect(toggle);
      const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { element: rect(el), dock: rect(root.querySelector('.dock')), toggleOnTop: toggle.contains(hit), viewport: innerHeight };
    });
    assert.ok(opened.dock.top >= opened.element.top - 0.5 && opened.dock.bottom <= Math.min(opened.element.bottom, opened.viewport) + 0.5,
      `the open keyboard lies inside the element and the screen (${JSON.stringify(opened)})`);
    assert.ok(opened.toggleOnTop, 'the handle that folds the keyboard is in view and takes the tap');
    const tile = p.locator('#c button.in-hand').last();
    await (device.hasTouch ? tile.tap() : tile.click());
    await eventually(async () => assert.equal((await scores()).at(-1), 'tile_count'));
    const tab = p.locator('#c #tab-s');
    if (await tab.isVisible()) await (device.hasTouch ? tab.tap() : tab.click());
    const add = p.locator('#c [data-tile="5s"]');
    await (device.hasTouch ? add.tap() : add.click());
    await eventually(async () => assert.equal((await scores()).at(-1), 22));
  });
}

test('an unreadable hand in a compact element: its error, never a literal null, and the next hand scores', async (t) => {
  const p = await open(t, page('', '<mahjong-calculator id="c" hand="123m456x"></mahjong-calculator>'));
  for (const hand of ['123m456x', 'null', '[[[', '9999999m', '', 'undefined', '<img src=x onerror=alert(1)>']) {
    await p.evaluate((h) => { window.scores = []; document.querySelector('#c').setAttribute('hand', h); }, hand);
    await eventually(async () => assert.equal((await p.evaluate(() => window.scores.length)), 1));
    const view = await p.evaluate(() => {
      const box = document.querySelector('#c').shadowRoot.querySelector('.compact');
      return { text: box.textContent, strayText: [...box.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.data) };
    });
    assert.deepEqual(view.strayText, [], `${hand}: nothing but the view's own elements`);
    if (!/null|undefined/.test(hand)) assert.doesNotMatch(view.text, /\bnull\b|undefined|NaN/, `${hand}: ${view.text}`);
    assert.ok(await p.evaluate(() => !!document.querySelector('#c').shadowRoot.querySelector('.error[data-code]')), `${hand}: an error is shown`);
    assert.equal(await p.evaluate(() => document.querySelector('#c').shadowRoot.querySelectorAll('img').length), 0);
  }
  await p.evaluate(() => document.querySelector('#c').setAttribute('hand', '[EEE1]123m456p789s5p5p'));
  await eventually(async () => assert.equal(await p.evaluate(() => window.scores.at(-1).total), 13));
});

test('a hand or options far too long is refused at once with a message, nothing drawn, and the element keeps working', async (t) => {
  const p = await open(t, page('', COMPACT));
  const huge = '123m'.repeat(250_000); // 1 MB
  const took = await p.evaluate(async (text) => {
    const started = performance.now();
    window.scores = [];
    document.querySelector('#c').setAttribute('hand', text);
    while (!window.scores.length) await new Promise((r) => setTimeout(r, 10));
    return performance.now() - started;
  }, huge);
  assert.ok(took < 2000, `answered in ${Math.round(took)} ms`);
  const view = await p.evaluate(() => {
    const root = document.querySelector('#c').shadowRoot;
    return { nodes: root.querySelectorAll('*').length, text: root.querySelector('.error')?.textContent, code: window.scores[0].error?.code };
  });
  assert.equal(view.code, 'parse');
  assert.match(view.text, /hand attribute is too long: 1000000 characters, at most 200/);
  assert.ok(view.nodes < 20, `a bounded view (${view.nodes} nodes)`);

  await p.evaluate(() => {
    const c = document.querySelector('#c');
    c.setAttribute('hand', '[EEE1]123m456p789s5p5p');
    c.setAttribute('options', JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))));
  });
  await eventually(async () => assert.match(await p.evaluate(() => window.scores.at(-1).error?.message ?? ''), /options attribute is too long/));
  await p.evaluate(() => document.querySelector('#c').removeAttribute('options'));
  await eventually(async () => assert.equal(await p.evaluate(() => window.scores.at(-1).total), 11));
});

test('odd attributes (rule set, options, flowers, winds) each get the scorer\'s error, and the element recovers', async (t) => {
  const p = await open(t, page('', COMPACT));
  const cases = [
    ['rules', 'xyz', /rules/], ['options', 'null', /options/], ['options', '[]', /options/], ['options', '"x"', /options/],
    ['options', '{{', /options|unreadable/], ['options', '{"limit": 1e400}', /limit|options/], ['flowers', '999999999', /flowers/],
    ['flowers', 'zz f9', /flowers/], ['seat-wind', 'Q', /seat_wind/], ['discarder', '<b>x</b>', /discarder/],
  ];
  for (const [name, value, mention] of cases) {
    await p.evaluate(([n, v]) => { window.scores = []; document.querySelector('#c').setAttribute(n, v); }, [name, value]);
    await eventually(async () => assert.equal(await p.evaluate(() => window.scores.length), 1));
    const { result, shown } = await p.evaluate(() => ({
      result: window.scores[0], shown: document.querySelector('#c').shadowRoot.querySelector('.error')?.textContent,
    }));
    assert.equal(result.ok, false, `${name}=${value}`);
    assert.match(result.error.message, mention, `${name}=${value}: ${result.error.message}`);
    assert.equal(shown, result.error.message, 'the message is shown in the element');
    await p.evaluate((n) => {
      window.scores = [];
      const c = document.querySelector('#c');
      c.removeAttribute(n);
      c.setAttribute('seat-wind', 'S');
    }, name);
    await eventually(async () => assert.equal(await p.evaluate(() => window.scores.at(-1)?.total), 11), { timeout: 3000 });
  }
  await p.evaluate(() => document.querySelector('#c').setAttribute('rules', ' HK '));
  await eventually(async () => assert.equal(await p.evaluate(() => window.scores.at(-1)?.rules), 'hk'), { timeout: 3000 });
});

test('an interactive element given a 1 MB hand starts empty and usable, at once', async (t) => {
  const host = await hostSite(t, { '/': page('', '<mahjong-calculator id="c" mode="interactive"></mahjong-calculator>') });
  const { page: p } = await env.open(t, { device: PHONE, path: null });
  await p.addInitScript(() => {
    customElements.whenDefined('mahjong-calculator').then(() => document.querySelector('#c')?.setAttribute('hand', '123m'.repeat(250_000)));
  });
  await p.goto(`${host}/`);
  await p.locator('#c [data-tile="1m"]').waitFor({ timeout: 10000 });
  assert.equal(await p.locator('#c [data-hand-tile]').count(), 0, 'nothing of it drawn');
  await p.locator('#c [data-tile="1m"]').tap();
  await eventually(async () => assert.equal(await p.locator('#c [data-hand-tile]').count(), 1));
});

test('compact fans open their definition on a tap, in English and in Chinese, and close again', async (t) => {
  const p = await open(t, page('', COMPACT), PHONE);
  const head = p.locator('#c [data-fan="mixed_straight"] .fan-head');
  const note = p.locator('#c [data-fan="mixed_straight"] .definition');
  assert.equal(await head.getAttribute('aria-expanded'), 'false');
  await head.tap();
  await eventually(async () => assert.match(await note.textContent(), /each suit/i));
  assert.equal(await head.getAttribute('aria-expanded'), 'true');
  const box = await head.boundingBox();
  assert.ok(box.height >= 44, 'a thumb-sized target');
  await head.tap();
  assert.equal(await note.isVisible(), false);
  await p.evaluate(() => document.querySelector('#c').setAttribute('lang', 'zh'));
  await eventually(async () => assert.match(await p.locator('#c [data-fan="mixed_straight"]').textContent(), /花龙/));
  await p.locator('#c [data-fan="mixed_straight"] .fan-head').tap();
  await eventually(async () => assert.match(await p.locator('#c [data-fan="mixed_straight"] .definition').textContent(), /[\u4e00-\u9fff]{4}/));
  await screenshot(p, 'embed-compact-definition-360x640.png');
});

// ---- embed.html ----

const frameTotal = (frame) => frame.evaluate(() => document.querySelector('mahjong-calculator').shadowRoot.querySelector('[data-testid=fan-total]')?.textContent);

// One host page with a frame for each origin named (a page and a worker
// install each cost seconds): a frame that posted would be named by its origin.
test('embed.html trusts http(s) origins only: with origin=data:, javascript:, file:, blob:, null it posts to nobody and obeys nobody', async (t) => {
  const HAND = encodeURIComponent('[EEE1]123m456p789s5p5p');
  const ORIGINS = ['data:text/html,hi', 'javascript:alert(1)', 'file:///etc/passwd', 'null', 'blob:null/0', 'about:blank', 'ftp://x.example'];
  const host = await hostSite(t, {
    '/': `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>
      ${ORIGINS.map((origin, i) => `<iframe id="f${i}" data-origin="${encodeURIComponent(origin)}" src="${env.baseURL}embed.html#h=${HAND}&origin=${encodeURIComponent(origin)}"></iframe>`).join('\n')}
      <script>
        window.scores = [];
        addEventListener('message', (e) => {
          const from = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source);
          if (e.data?.type === 'mahjong-calculator:score') scores.push(decodeURIComponent(from?.dataset.origin) + ': ' + e.data.result.total);
        });
        window.drive = () => document.querySelectorAll('iframe').forEach((f) => f.contentWindow.postMessage({ type: 'mahjong-calculator:set', hand: '119m19p19sESWNCFP' }, '*'));
      </script>`,
  });
  const { page: p } = await env.open(t, { device: DESKTOP, path: null });
  await p.goto(`${host}/`);
  const frames = [];
  for (const [i, origin] of ORIGINS.entries()) {
    const frame = await (await p.locator(`#f${i}`).elementHandle()).contentFrame();
    await eventually(async () => assert.equal(await frameTotal(frame), '13', `${origin}: the hand shows`));
    frames.push([origin, frame]);
  }
  await p.evaluate(() => window.drive());
  await p.waitForTimeout(300);
  for (const [origin, frame] of frames) assert.equal(await frameTotal(frame), '13', `${origin}: a set message is ignored`);
  assert.deepEqual(await p.evaluate(() => window.scores), [], 'no result is posted');
});

test('embed.html under an opaque-origin host (a sandboxed page) that names an opaque origin: nothing goes either way', async (t) => {
  const HAND = encodeURIComponent('[EEE1]123m456p789s5p5p');
  const host = await hostSite(t, {
    '/': `<!doctype html><meta charset="utf-8"><title>sandboxed host</title>
      <iframe id="f" src="${env.baseURL}embed.html#h=${HAND}&origin=${encodeURIComponent('data:,x')}"></iframe>
      <script>
        window.scores = [];
        addEventListener('message', (e) => { if (e.data?.type === 'mahjong-calculator:score') scores.push(e.data.result.total); });
        document.getElementById('f').addEventListener('load', () => setTimeout(() =>
          document.getElementById('f').contentWindow.postMessage({ type: 'mahjong-calculator:set', hand: '119m19p19sESWNCFP' }, '*'), 500));
      </script>`,
  }, { '/': { 'Content-Security-Policy': 'sandbox allow-scripts' } });
  const { page: p } = await env.open(t, { device: DESKTOP, path: null, allowProblems: true });
  await p.goto(`${host}/`);
  assert.equal(await p.evaluate(() => origin), 'null', 'the host really is opaque');
  const frame = p.frames().find((f) => f.url().startsWith(env.baseURL));
  await eventually(async () => assert.equal(await frameTotal(frame), '13'));
  await p.waitForTimeout(1000);
  assert.equal(await frameTotal(frame), '13', 'the opaque host cannot drive it');
  assert.deepEqual(await p.evaluate(() => window.scores), [], 'and hears nothing');
});

test('embed.html follows hash changes: a new hand, mode and flags from the fragment; keys left out go back to their defaults', async (t) => {
  let hostOrigin;
  const host = await hostSite(t, {
    '/': () => `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>
      <iframe id="f" src="${env.baseURL}embed.html#h=${encodeURIComponent('[EEE1]123m456p789s5p5p')}&sw=S&origin=${encodeURIComponent(hostOrigin)}"></iframe>
      <script>
        window.scores = [];
        addEventListener('message', (e) => { if (e.data?.type === 'mahjong-calculator:score') scores.push(e.data.result.total ?? e.data.result.error.code); });
        window.show = (fragment) => { const f = document.getElementById('f'); f.src = f.src.replace(/#.*$/, '#' + fragment); };
      </script>`,
  });
  hostOrigin = host;
  const { page: p } = await env.open(t, { device: DESKTOP, path: null });
  await p.goto(`${host}/`);
  await eventually(async () => assert.deepEqual(await p.evaluate(() => window.scores), [11]));
  const frame = p.frames().find((f) => f.url().startsWith(env.baseURL));
  const navigations = await frame.evaluate(() => performance.getEntriesByType('navigation').length);

  await p.evaluate((h) => window.show(`h=${h}&origin=${encodeURIComponent(origin)}`), encodeURIComponent('[CCC1][FFF1]123m9pPPP9p'));
  await eventually(async () => assert.equal((await p.evaluate(() => window.scores)).at(-1), 94));
  // sw=S is gone from the new fragment: the seat is East again (the first hand then scores 13, not 11).
  await p.evaluate((h) => window.show(`h=${h}&origin=${encodeURIComponent(origin)}`), encodeURIComponent('[EEE1]123m456p789s5p5p'));
  await eventually(async () => assert.equal((await p.evaluate(() => window.scores)).at(-1), 13));
  assert.equal(await frame.evaluate(() => document.querySelector('mahjong-calculator').hasAttribute('seat-wind')), false);
  // A hostile fragment: a huge hand is refused, the frame stays usable.
  await p.evaluate(() => window.show('h=' + '1m'.repeat(100000)));
  await eventually(async () => assert.equal((await p.evaluate(() => window.scores)).at(-1), 'parse'));
  await p.evaluate((h) => window.show(`h=${h}&m=interactive`), encodeURIComponent('[EEE1]123m456p789s5p5p'));
  await eventually(async () => assert.equal((await p.evaluate(() => window.scores)).at(-1), 13));
  assert.equal(await frame.evaluate(() => !!document.querySelector('mahjong-calculator').shadowRoot.querySelector('.palette')), true, 'now the full calculator');
  assert.equal(await frame.evaluate(() => performance.getEntriesByType('navigation').length), navigations, 'no reload: the same document');
});

test('the embedded stylesheet has no rem outside at-rule conditions and turns size media queries into container queries', () => {
  const out = embeddedStylesheet(`/* 1rem in a comment */ a { margin: .5rem 1rem; width: 100vw; height: 50dvh }
    @media (min-width: 410px) { b { font-size: 2.6rem } }
    @media (prefers-color-scheme: dark) { c { padding: 1rem } }
    @container (min-width: 30rem) { d { top: 0 } }
    @media screen and (orientation: landscape) and (max-height: 30rem) { e { top: 0 } }
    @media (width >= 600px), (max-aspect-ratio: 1/1) { f { top: 0 } }
    @media (min-width: 600px) and (hover: hover) { g { top: 0 } }
    @media print, (min-width: 600px) { h { top: 0 } }`);
  assert.doesNotMatch(out.replace(/@[^{]*\{/g, ''), /\drem\b/);
  assert.match(out, /margin: calc\(\.5 \* var\(--rem\)\) calc\(1 \* var\(--rem\)\)/);
  assert.match(out, /width: 100cqw; height: 50cqh/);
  assert.match(out, /@container calculator \(min-width: 410px\) \{ b \{ font-size: calc\(2\.6 \* var\(--rem\)\)/);
  assert.match(out, /@media \(prefers-color-scheme: dark\) \{ c \{ padding: calc\(1 \* var\(--rem\)\)/);
  assert.match(out, /@container \(min-width: 30em\)/);
  assert.match(out, /@container calculator \(orientation: landscape\) and \(max-height: 30em\) \{ e/);
  assert.match(out, /@container calculator \(\(width >= 600px\)\) or \(\(max-aspect-ratio: 1\/1\)\) \{ f/);
  assert.match(out, /@media \(min-width: 600px\) and \(hover: hover\) \{ g/, 'a query the window alone can answer stays');
  assert.match(out, /@media print, \(min-width: 600px\) \{ h/);
});
