// Riichi on the page, as its players read it (issue 22), at a phone upright
// (360x640) and on its side (640x360), in English and in 日本語 (a Japanese
// phone's first visit, which starts on Riichi): a riichi self-draw whose two dora
// indicators are tapped in from the keys shows its han, fu, "Mangan" and
// what each seat pays at the top of the screen; a yakuman; a complete hand
// without a yaku says so; a link carries the hand whole (rules, indicators,
// flags, counters, rule book) and the saved hand does too. The hands come
// from links where tapping is not the subject.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, assertDiscardersWhole, useBrowser, eventually, tap, tapTile } from './harness.mjs';

const env = useBrowser();

const SIZES = [[360, 640], [640, 360]];
const device = (width, height, locale = 'en-US') => ({ viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale });

// What the page says, by language: the words Riichi players use (romaji in
// English; ツモ, ロン, 飜, 符, 満貫, 役満, 役なし in Japanese).
const WORDS = {
  en: {
    locale: 'en-US', han: 'han', fu: (n) => `${n} fu ▾`, mangan: 'Mangan', yakuman: 'Yakuman',
    tsumo: 'Tsumo 2,000/4,000', dealerTsumo: 'Tsumo 4,000 all', ron: 'Ron 32,000',
    noYaku: 'No yaku (yaku nashi): not a winning hand', noPayments: /No yaku, no payments/,
    yaku: ['Riichi', 'Menzen Tsumo', 'Dora', 'Aka Dora'],
  },
  ja: {
    locale: 'ja-JP', han: '飜', fu: (n) => `${n}符 ▾`, mangan: '満貫', yakuman: '役満',
    tsumo: 'ツモ 2,000・4,000', dealerTsumo: 'ツモ 4,000オール', ron: 'ロン 32,000',
    noYaku: '役なし：和了れません', noPayments: /役なし、支払いはありません/,
    yaku: ['立直', '門前清自摸和', 'ドラ', '赤ドラ'],
  },
};
const yakuNames = (page) => page.locator('[data-part=fans] [data-fan] .fan-name').evaluateAll((els) => els.map((el) => el.firstChild.textContent.trim()));

// South's closed hand with a concealed kong (so two dora indicators), a red
// five, won self-drawn after riichi: riichi, menzen tsumo, aka dora, and the
// two dora the indicators 3m and 4p make (4m, 5p): 5 han 60 fu, mangan.
const RIICHI_TSUMO = '#r=riichi&h=[1111s]40m22345p567s6m&sd=1&sw=S&ri=1';

async function summary(page) {
  return page.locator('[data-part=summary]').evaluate((el) => ({
    total: el.querySelector('[data-testid=fan-total]')?.textContent,
    unit: el.querySelector('.unit')?.textContent,
    fu: el.querySelector('[data-testid=fu]')?.textContent ?? null,
    limit: el.querySelector('[data-testid=limit]')?.textContent ?? null,
    status: el.querySelector('[data-testid=minimum-status]')?.textContent,
    ok: el.querySelector('.summary')?.classList.contains('ok'),
  }));
}

const payments = (page) => page.locator('[data-testid=payments] .pay').evaluateAll((els) => Object.fromEntries(els.map((el) => [el.dataset.seat, el.textContent])));
const yaku = (page) => page.locator('[data-part=fans] [data-fan]').evaluateAll((els) => els.map((el) => [el.dataset.fan, el.querySelector('.fan-points').textContent]));

// Whether an element is whole on screen, above the docked keyboard when there is one.
async function inView(page, selector) {
  return page.evaluate((sel) => {
    const r = document.querySelector(sel).getBoundingClientRect();
    const dock = document.querySelector('[data-part=dock]');
    const docked = getComputedStyle(dock).position === 'sticky';
    const bottom = docked ? dock.getBoundingClientRect().top : innerHeight;
    return r.top >= 0 && r.bottom <= bottom + 0.5 && r.left >= 0 && r.right <= innerWidth + 0.5;
  }, selector);
}

async function shot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

for (const [width, height] of SIZES) for (const [lang, w] of Object.entries(WORDS)) {
  test(`${lang}, at ${width}x${height}: a riichi self-draw with two dora indicators tapped in shows han, fu, Mangan and the payments topmost`, async (t) => {
    const { page } = await env.open(t, { device: device(width, height, w.locale), path: RIICHI_TSUMO });
    // Before the indicators: 3 han (riichi, tsumo, red five), 60 fu.
    await eventually(async () => assert.equal((await summary(page)).total, '3'));
    // The dora row fills like the hand: "+" makes the keys add indicators, two with a kong.
    await tap(page, '[data-add-indicator=dora_indicators]');
    await tapTile(page, '3m');
    assert.equal(await page.locator('[data-indicators=dora_indicators] [data-indicator]').count(), 1);
    await tapTile(page, '4p');
    await eventually(async () => assert.deepEqual(await summary(page), {
      total: '5', unit: w.han, fu: w.fu(60), limit: w.mangan, status: w.tsumo, ok: true,
    }));
    // Full (1 + one kong): no more "+", and the next tap adds to the hand again.
    assert.equal(await page.locator('[data-add-indicator=dora_indicators]').count(), 0);
    assert.deepEqual(await page.locator('[data-indicators=dora_indicators] [data-indicator]').evaluateAll((els) => els.map((e) => e.dataset.indicator)), ['3m', '4p']);
    assert.deepEqual(await payments(page), { E: '-4,000', S: '+8,000', W: '-2,000', N: '-2,000' });
    assert.deepEqual(await yaku(page), [['riichi', '1'], ['menzen_tsumo', '1'], ['dora', '1 × 2'], ['aka_dora', '1']]);
    assert.deepEqual(await yakuNames(page), w.yaku);
    await eventually(async () => {
      for (const sel of ['[data-testid=fan-total]', '[data-testid=fu]', '[data-testid=limit]', '[data-testid=minimum-status]', '[data-testid=payments]']) {
        assert.ok(await inView(page, sel), `${sel} is in view`);
      }
    });
    // The fu on a tap: base 20, tsumo 2, the concealed kong of terminals 32, rounded up to 60.
    await tap(page, '[data-testid=fu]');
    assert.deepEqual(await page.locator('[data-testid=fu-details] [data-fu-reason]').evaluateAll((els) => els.map((e) => [e.dataset.fuReason, e.querySelector('b').textContent])),
      [['base', '20'], ['tsumo', '2'], ['closed_kong', '32']]);
    await shot(page, `riichi-tsumo-${lang}-${width}x${height}`);
    // A dealer's self-draw is "all": the same hand as East.
    await tap(page, '[data-seat-choice=E]');
    await eventually(async () => assert.equal((await summary(page)).status, w.dealerTsumo));
  });

  test(`${lang}, at ${width}x${height}: a yakuman reads as one, and a complete hand without a yaku says "No yaku"`, async (t) => {
    const { page } = await env.open(t, { device: device(width, height, w.locale), path: '#r=riichi&h=19m19p19sESWNCFP1m&d=E&sw=S' });
    // named, not counted in han: "Yakuman" is the headline (no unit, no badge saying it again), and its yaku's row
    await eventually(async () => assert.deepEqual(await summary(page), {
      total: w.yakuman, unit: undefined, fu: null, limit: null, status: w.ron, ok: true,
    }));
    assert.deepEqual(await payments(page), { E: '-32,000', S: '+32,000', W: '0', N: '0' });
    assert.deepEqual(await yaku(page), [['kokushi_13', w.yakuman]]);
    // who dealt in: "Ron"/"East", 東家/からロン, each word whole on one line (からロン was か/らロン)
    await assertDiscardersWhole(page);
    await shot(page, `riichi-yakuman-${lang}-${width}x${height}`);
    // An open hand of no yaku: complete, but not a win.
    await page.goto(`${env.baseURL}#r=riichi&h=[123m]345p567s22p66s6s&d=E&sw=S`);
    await eventually(async () => assert.deepEqual(await summary(page), {
      total: '0', unit: w.han, fu: w.fu(30), limit: null, status: w.noYaku, ok: false,
    }));
    assert.match(await page.locator('[data-testid=payments]').textContent(), w.noPayments);
    await shot(page, `riichi-no-yaku-${lang}-${width}x${height}`);
  });

}

// The narrowest phone and a tablet, as players see them: a yakuman (its
// headline, its payments in its cells) and the mangan self-draw, in English
// and 日本語 (the screenshots: tests/artifacts/riichi-*-320x568, -768x1024).
for (const [width, height] of [[320, 568], [768, 1024]]) for (const [lang, w] of Object.entries(WORDS)) {
  test(`${lang}, at ${width}x${height}: a yakuman and a mangan self-draw read whole, their payments and who dealt in in view`, async (t) => {
    const { page } = await env.open(t, { device: device(width, height, w.locale), path: '#r=riichi&h=19m19p19sESWNCFP1m&d=E&sw=S' });
    await eventually(async () => assert.deepEqual(await summary(page), {
      total: w.yakuman, unit: undefined, fu: null, limit: null, status: w.ron, ok: true,
    }));
    await assertDiscardersWhole(page);
    for (const sel of ['[data-testid=fan-total]', '[data-testid=payments]']) assert.ok(await inView(page, sel), `${sel} is in view`);
    await shot(page, `riichi-yakuman-${lang}-${width}x${height}`);
    await page.goto(`${env.baseURL}${RIICHI_TSUMO}&di=3m,4p`);
    await eventually(async () => assert.deepEqual(await summary(page), {
      total: '5', unit: w.han, fu: w.fu(60), limit: w.mangan, status: w.tsumo, ok: true,
    }));
    assert.deepEqual(await payments(page), { E: '-4,000', S: '+8,000', W: '-2,000', N: '-2,000' });
    await assertDiscardersWhole(page);
    for (const sel of ['[data-testid=fan-total]', '[data-testid=payments]']) assert.ok(await inView(page, sel), `${sel} is in view`);
    await shot(page, `riichi-tsumo-${lang}-${width}x${height}`);
  });
}

for (const [width, height] of SIZES) {
  test(`at ${width}x${height} a link carries a Riichi hand whole, and so does the saved hand`, async (t) => {
    const link = '#r=riichi&h=[1111s]40m22345p567s6m&sd=1&sw=S&pw=S&ri=1&ip=1&di=3m,4p&ui=9s&hb=2&rs=1&o.preset=wrc';
    const { page } = await env.open(t, { device: device(width, height), path: link });
    const read = async () => ({
      summary: await summary(page),
      payments: await payments(page),
      dora: await page.locator('[data-indicators=dora_indicators] [data-indicator]').evaluateAll((els) => els.map((e) => e.dataset.indicator)),
      ura: await page.locator('[data-indicators=ura_dora_indicators] [data-indicator]').evaluateAll((els) => els.map((e) => e.dataset.indicator)),
      pressed: await page.locator('[data-quick-flag][aria-pressed=true]').evaluateAll((els) => els.map((e) => e.dataset.quickFlag)),
      counters: await page.locator('[data-counter] .count').allTextContents(),
      round: await page.locator('[data-quick-round]').getAttribute('data-quick-round'),
    });
    // Riichi, ippatsu, tsumo, 2 dora, ura 1 (9s shows 1s: the kong's four), red five not counted under WRC.
    let first;
    await eventually(async () => {
      first = await read();
      assert.equal(first.summary.limit, 'Baiman');
    });
    assert.deepEqual(first.dora, ['3m', '4p']);
    assert.deepEqual(first.ura, ['9s']);
    assert.deepEqual(first.pressed, ['riichi', 'ippatsu']);
    assert.deepEqual(first.counters, ['Honba 2', 'Deposits 1']);
    assert.equal(first.round, 'S');
    // South's self-draw: 4,000/8,000 and 2 honba (+200 a payer), a deposit to the winner.
    assert.equal(first.summary.status, 'Tsumo 4,000/8,000 · 2 honba');
    assert.deepEqual(first.payments, { E: '-8,200', S: '+17,600', W: '-4,200', N: '-4,200' });
    // The page writes the address again as the core formats the hand: the same hand opened afresh.
    const written = await page.evaluate(() => location.hash);
    for (const part of ['r=riichi', 'ri=1', 'ip=1', 'di=3m%2C4p', 'ui=9s', 'hb=2', 'rs=1', 'o.preset=wrc', 'pw=S']) assert.ok(written.includes(part), `${part} in ${written}`);
    await page.goto(`${env.baseURL}${written}`);
    await eventually(async () => assert.deepEqual(await read(), first));
    // Saved on the phone: the page opened again without a link shows it as it was.
    await page.goto(env.baseURL);
    await eventually(async () => assert.deepEqual(await read(), first));
  });
}

test('a Japanese phone\'s first visit opens on Riichi, in 日本語', async (t) => {
  const { page } = await env.open(t, { device: device(360, 640, 'ja-JP'), firstVisit: true });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  await eventually(async () => assert.equal(await page.locator('[data-rules=riichi][aria-pressed=true]').count(), 1));
});

test('regression: a Riichi link followed from an MCR hand (its module not loaded yet) shows its hand, not an empty one', async (t) => {
  const { page } = await env.open(t, { device: device(360, 640), path: '#h=123m456p789s1122z2z' });
  await page.evaluate(() => { location.hash = '#r=riichi&h=19m19p19sESWNCFP1m&d=E&sw=S'; });
  await eventually(async () => assert.equal((await summary(page)).total, 'Yakuman'));
  assert.deepEqual((await yaku(page)).map(([id]) => id), ['kokushi_13']);
});

// Regression: the red five keys were refused in the meld modes, so a pung
// with the red five could only be typed.
test('a pung tapped in with the red five key holds it once, and scores its aka dora', async (t) => {
  const { page } = await env.open(t, { device: device(360, 640), path: '#r=riichi&sw=S&d=W' });
  await tap(page, '[data-testid=new-hand]');
  await tap(page, '[data-mode=pung]');
  await tapTile(page, '0p');
  for (const code of ['2m', '3m', '4m', '6s', '7s', '8s', '3p', '4p', '5m', '5m', '2p']) await tapTile(page, code);
  await eventually(async () => assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /h=\[055p\]23455m34p678s2p/));
  assert.equal(await page.locator('[data-meld="0"] .in-meld').count(), 3);
  await eventually(async () => assert.deepEqual((await yaku(page)).map(([id]) => id).sort(), ['aka_dora', 'tanyao']));
});

// Regression: a chow is tapped by its lowest tile, so the red five's chows
// below it ([340m], [406m]) could only be typed. The red five in chow mode
// now asks which of its chows: each a thumb's target in view, at every size.
for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
  test(`at ${width}x${height} the red five in chow mode asks which chow, and [406m] is declared in two taps`, async (t) => {
    const { page } = await env.open(t, { device: device(width, height), path: '#r=riichi&sw=S&d=W' });
    await tap(page, '[data-testid=new-hand]');
    await tap(page, '[data-mode=chow]');
    await tapTile(page, '0m');
    const choices = page.locator('[data-part=red-chows] [data-red-chow]');
    await eventually(async () => assert.deepEqual(await choices.evaluateAll((els) => els.map((el) => el.dataset.redChow)), ['3m 4m 0m', '4m 0m 6m', '0m 6m 7m']));
    assert.equal(await page.locator('[data-meld]').count(), 0, 'nothing declared before the choice');
    for (const box of await choices.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) {
      assert.ok(box.height >= 44 && box.width >= 44, `a thumb's target: ${JSON.stringify(box)}`);
      assert.ok(box.top >= 0 && box.bottom <= height && box.left >= 0 && box.right <= width, `in view: ${JSON.stringify(box)}`);
    }
    assert.match(await page.locator('[data-part=red-chows]').getAttribute('aria-label'), /red five/);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `riichi-red-chow-${width}x${height}.png`) });
    await tap(page, '[data-red-chow="4m 0m 6m"]');
    await eventually(async () => assert.equal(await page.locator('[data-meld="0"] .in-meld').count(), 3));
    assert.match(await page.locator('[data-meld="0"]').getAttribute('aria-label'), /4 of Characters Red 5 of Characters 6 of Characters$/);
    assert.equal(await page.locator('[data-part=red-chows]').isHidden(), true, 'the question goes once answered');
    assert.equal(await page.getAttribute('[data-mode=tile]', 'aria-pressed'), 'true', 'a meld is one action');
    // the rest of the hand: open tanyao with the red five's aka dora
    for (const code of ['2p', '3p', '4p', '5p', '6p', '7p', '6s', '7s', '8s', '2s', '2s']) await tapTile(page, code);
    await eventually(async () => assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /h=\[4[0-9]+m\]|h=\[[0-9]*0[0-9]*m\]/));
    await eventually(async () => assert.ok((await yaku(page)).some(([id]) => id === 'aka_dora')));
  });
}
