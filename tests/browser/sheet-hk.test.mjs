// The score sheet in the page: a Hong Kong game with dealer repeats, a draw,
// hands entered by their faan; a game at each payment table, paid as
// docs/hk-rules.md §6 says; a hand scored at another table than the game's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, eventually, tap, useBrowser } from './harness.mjs';
import { WINDS, byPlayer, closeSheet, enterHand, openSheet, readSheet, record, scorer, setHand, startMatch } from './sheet-pages.mjs';
import LABELS from '../../web/rules/hk/options.js';
import { FORM_OPTIONS as HK_FORM_OPTIONS } from '../../web/rules/hk/sheet.js';
import { LANGUAGE_NAMES, SHEET_LANGUAGES } from '../../web/sheet/i18n.js';

const env = useBrowser();
const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];

// Hong Kong's deal: the dealer keeps it after winning (and, by default, after
// a draw); otherwise it passes to the player who sat South, and every seat
// moves one back. The prevalent wind moves once each player has dealt.
const seatsFor = (dealer) => [0, 1, 2, 3].map((p) => WINDS[(p - dealer + 4) % 4]);

// hand -> winner, discarder (null: self-drawn), the hand; the game plays the traditional table
const PLAN = [
  { winner: 0, discarder: 1, text: '[CCC1][FFF1]222m333m5p5p' }, // the dealer wins: repeats
  'draw', // the dealer keeps the deal
  { winner: 0, discarder: null, text: '234m567p345s99p67s8s' }, // repeats again
  { winner: 1, discarder: null, text: '11123455678999m' }, // passes to Bo
  { winner: 2, discarder: 3, text: '[CCC1][FFF1]222m333m5p5p' }, // passes to Cy
  { winner: 2, discarder: 0, text: '234m567p345s99p67s8s' }, // Cy repeats
  { winner: 0, discarder: 3, text: '11123455678999m' }, // passes to Di
];

test('an HK game: the dealer repeats on a win and a draw, hands from the calculator settle as the core says, a hand by faan', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES, { rules: 'hk' });
  await closeSheet(page);
  let dealer = 0;
  let passes = 0;
  const totals = [0, 0, 0, 0];
  const expected = [];
  for (const [i, plan] of PLAN.entries()) {
    const seats = seatsFor(dealer);
    const prevalent = WINDS[Math.floor(passes / 4)];
    if (plan === 'draw') {
      await openSheet(page);
      await tap(page, '[data-testid=record-draw]');
      await page.locator(`[data-testid=sheet-hand][data-hand="${i + 1}"]`).waitFor();
      await closeSheet(page);
      expected.push({ seats: seats.join(''), delta: [0, 0, 0, 0] });
      continue;
    }
    const result = await setHand(page, {
      rules: 'hk', text: plan.text, self_drawn: plan.discarder === null, discarder: plan.discarder === null ? undefined : seats[plan.discarder],
      seat_wind: seats[plan.winner], prevalent_wind: prevalent,
    });
    assert.match(await record(page), new RegExp(`Hand ${i + 1} recorded`));
    const delta = byPlayer(result.payments, seats);
    delta.forEach((d, p) => { totals[p] += d; });
    expected.push({ seats: seats.join(''), delta });
    if (plan.winner !== dealer) {
      dealer = (dealer + 1) % 4;
      passes += 1;
    }
  }
  assert.equal(dealer, 3);
  // An eighth hand by its faan: Bo wins 6 faan (16 base points on the traditional
  // table) on Ann's discard, Di deals. Seed 001: the discarder pays double, East
  // (Di) double: Ann 32, Cy 16, Di 32; Bo +80.
  await openSheet(page);
  await tap(page, '[data-testid=enter-hand]');
  await page.locator('[data-testid=form-winner][value="1"]').check();
  await page.locator('[data-testid=form-how][value="0"]').check();
  await page.locator('[data-testid=form-points]').fill('6');
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=sheet-hand][data-hand="8"]').waitFor();
  expected.push({ seats: seatsFor(3).join(''), delta: [-32, 80, -16, -32] });
  [-32, 80, -16, -32].forEach((d, p) => { totals[p] += d; });
  dealer = 0; // Bo was not the dealer: the deal passes to Ann, each player has dealt once
  passes += 1;

  const sheet = await readSheet(page);
  assert.deepEqual(sheet.rows.map((r) => ({ seats: r.seats, delta: r.delta })), expected);
  assert.deepEqual(sheet.standings, Object.fromEntries(NAMES.map((n, p) => [n, totals[p]])));
  assert.equal(sheet.next.seats, seatsFor(dealer).join(''));
  assert.equal(sheet.next.prevalent, 'S', 'the South round once every player has dealt');
  for (const row of sheet.rows) assert.equal(row.delta.reduce((a, b) => a + b, 0), 0);
  // Hong Kong's words on the sheet, and in Traditional Chinese
  assert.match(sheet.rows[1].text, /流局/);
  await tap(page, '[data-action=language]');
  await tap(page, '[data-action=language]');
  await page.locator('[data-testid=sheet-hand][data-hand="2"]', { hasText: '東 · 流局' }).waitFor();
  assert.match(await page.locator('[data-testid=sheet-hand][data-hand="8"]').textContent(), /Bo食糊，Ann出銃/);
  await page.screenshot({ path: path.join(ARTIFACTS, 'sheet-hk-zh-Hant-360x640.png') });
});

test('HK: with "dealer keeps the deal on a draw" off, a draw passes the deal', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES, { rules: 'hk', options: { dealer_keeps_on_draw: false, stake: 2 } });
  await tap(page, '[data-testid=record-draw]');
  await page.locator('[data-testid=sheet-hand]').waitFor();
  assert.equal((await readSheet(page)).next.seats, seatsFor(1).join(''));
  // an evening of no set length: the next line counts no "of n", and says who deals
  assert.equal(await page.locator('[data-testid=next-hand] p').first().textContent(), `Next: hand 2, East round, ${NAMES[seatsFor(1).indexOf('E')]} is dealer (莊)`);
  // the calculator at stake 1 would not add up in a game at stake 2: refused, and said why
  await closeSheet(page);
  await setHand(page, { rules: 'hk', text: '234m567p345s99p67s8s', self_drawn: true, seat_wind: 'S', prevalent_wind: 'E' });
  assert.match(await record(page), /Money per point: the calculator has “1”, this game “2”/);
  const won = await setHand(page, { rules: 'hk', text: '234m567p345s99p67s8s', self_drawn: true, seat_wind: 'S', prevalent_wind: 'E', options: { stake: 2 } });
  assert.match(await record(page), /Hand 2 recorded/);
  const hand2 = byPlayer(won.payments, seatsFor(1)); // Cy sits South at hand 2
  await openSheet(page);
  // a false win (詐糊) by Bo: a self-drawn limit hand's share to each, 64 x 2 x stake 2
  await tap(page, '[data-testid=add-penalty]');
  await page.locator('[data-testid=form-offender][value="1"]').check();
  assert.equal(await page.locator('[data-testid=form-each]').inputValue(), '256');
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=sheet-penalty]').waitFor();
  const penalty = [256, -768, 256, 256];
  assert.deepEqual((await readSheet(page)).standings, Object.fromEntries(NAMES.map((n, p) => [n, hand2[p] + penalty[p]])));
});

test('HK hands entered by faan under 半銃 (discard_payment half): totals and the catch-up in faan', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES, { rules: 'hk', options: { discard_payment: 'half', dealer_doubles: false } });
  // Hand 1, Ann deals: Di (North) wins 3 faan on Cy's (West) discard, issue 15's
  // example: base 8, Cy pays 8 x2, Ann and Bo 8 each; Di +32. The deal passes to Bo.
  await enterHand(page, { winner: 3, from: 2, points: 3 });
  // Hand 2, Bo deals: Ann self-draws 5 faan, base 16, doubled for the self-draw: 32 from each.
  await enterHand(page, { winner: 0, points: 5 });
  // Hand 3, Cy deals: Cy wins 10 faan (the 10+ row, base 64) on Bo's discard: Bo 128, Ann 64, Di 64.
  await tap(page, '[data-testid=enter-hand]');
  await page.locator('[data-testid=form-winner][value="2"]').check();
  await page.locator('[data-testid=form-how][value="1"]').check();
  await page.locator('[data-testid=form-points]').fill('10');
  await page.setViewportSize({ width: 360, height: 640 });
  await page.screenshot({ path: path.join(ARTIFACTS, 'sheet-hk-enter-faan-360x640.png') });
  await tap(page, '[data-testid=form-save]');
  await page.locator('[data-testid=form-hand]').waitFor({ state: 'detached' });

  const expected = [[-8, -8, -16, 32], [96, -32, -32, -32], [-64, -128, 256, -64]];
  const totals = [0, 1, 2, 3].map((p) => expected.reduce((sum, d) => sum + d[p], 0));
  assert.deepEqual(totals, [24, -168, 208, -64]);
  const sheet = await readSheet(page);
  assert.deepEqual(sheet.rows.map((r) => r.delta), expected);
  assert.deepEqual(sheet.rows.map((r) => r.seats), ['ESWN', 'NESW', 'WNES']);
  assert.deepEqual(sheet.standings, Object.fromEntries(NAMES.map((n, p) => [n, totals[p]])));
  assert.equal(sheet.next.seats, 'WNES', 'Cy won as dealer: Cy deals again');

  // Bo is 376 behind Cy, who deals again (no dealer doubling): a self-draw
  // brings Bo 6b and costs Cy 2b, so 8b > 376 needs 64 base points, 10 faan;
  // Cy's discard: Bo +4b, Cy -2b: 6b, 10 faan; a third's: 5b > 376 needs more
  // than the limit pays.
  const line = page.locator('[data-testid=catch-up] li[data-a=Bo][data-b=Cy]');
  assert.equal(await line.getAttribute('data-self'), '10');
  assert.equal(await line.getAttribute('data-from-b'), '10');
  assert.match(await line.textContent(), /self-pick 10 faan; from Cy 10 faan; from Ann –; from Di –/);
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, 'sheet-hk-catchup-faan-360x640.png') });

  // 2 faan is below the 3-faan minimum: refused, and said why
  await tap(page, '[data-testid=enter-hand]');
  await page.locator('[data-testid=form-winner][value="3"]').check();
  await page.locator('[data-testid=form-points]').fill('2');
  await tap(page, '[data-testid=form-save]');
  assert.match(await page.locator('.sheet-error[role=alert]').textContent(), /fewest faan/);
  await tap(page, '[data-action=cancel-form]');
  assert.equal((await readSheet(page)).rows.length, 3);
});

// The words of every option the game's form offers, exactly as the options
// panel's definitions give them, in each language; each choice fits its box
// at a phone's size (measured in the box's own font); the form looked at.
test('the HK game form names each of its options and choices as the options panel does, in en, zh-Hans, zh-Hant and ja', async (t) => {
  const { page } = await env.open(t, { device: { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } });
  await openSheet(page);
  await tap(page, '[data-testid=new-match]');
  await page.locator('input[name=rules][value=hk]').check();
  const catalog = await page.evaluate(async () => (await import('./mahjong.js')).catalog('hk'));
  for (const [i, lang] of SHEET_LANGUAGES.entries()) {
    if (i) await tap(page, '[data-action=language]');
    await page.locator('.sheet-bar [data-action=language]', { hasText: LANGUAGE_NAMES[lang] }).waitFor();
    const form = page.locator('[data-testid=hk-form-options]');
    const shown = await form.locator('[data-label]').evaluateAll((spans) => spans.map((s) => {
      const select = s.closest('label').querySelector('select');
      return { id: s.dataset.label, label: s.textContent, choices: select ? [...select.options].map((o) => [o.value, o.textContent]) : null };
    }));
    assert.deepEqual(shown.map((o) => o.id), HK_FORM_OPTIONS, `${lang}: the form's options, in order`);
    for (const { id, label, choices } of shown) {
      const words = LABELS[id][lang];
      assert.equal(label, words.label, `${lang} ${id}: the options panel's label`);
      const option = catalog.options.find((o) => o.id === id);
      assert.deepEqual(choices, option.type === 'choice' ? option.choices.map((c) => [c, words.choices[c]]) : null, `${lang} ${id}: its choices`);
    }
    // Hong Kong's words in Chinese (in Japanese: 放銃, 爆棚, 縛り), none of MCR's (点炮, 起和, 和牌)
    const text = await form.textContent();
    if (lang !== 'en') {
      const words = { 'zh-Hans': /出铳[\s\S]*爆棚[\s\S]*起糊/, 'zh-Hant': /出銃[\s\S]*爆棚[\s\S]*起糊/, ja: /放銃[\s\S]*爆棚[\s\S]*縛り/ };
      assert.match(text, words[lang], lang);
      assert.doesNotMatch(text, /点炮|點炮|起和|和牌/, lang);
    }
    await page.locator('[data-testid=option-stake_preset]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-hk-form-${lang}-360x640.png`) });
    await page.locator('[name=min_faan]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-hk-form-${lang}-360x640-end.png`) });
    // every choice readable in its closed box, down to the smallest phone:
    // its text no wider than the box leaves it (the arrow takes about 1.5 em)
    for (const [width, height] of [[360, 640], [320, 568]]) {
      await page.setViewportSize({ width, height });
      const overflowing = await form.locator('select').evaluateAll((selects) => selects.flatMap((select) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d');
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.fontSize) * 1.5;
        return [...select.options].filter((o) => context.measureText(o.textContent).width > room).map((o) => `${select.name}: ${o.textContent}`);
      }));
      assert.deepEqual(overflowing, [], `${lang}: choices cut in their box at ${width} px`);
    }
    await page.locator('[name=min_faan]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-hk-form-${lang}-320x568-end.png`) });
    await page.setViewportSize({ width: 360, height: 640 });
  }
});

test('a named stake with another money per point is refused, the message naming both fields by their labels', async (t) => {
  const { page } = await env.open(t);
  await openSheet(page);
  await tap(page, '[data-testid=new-match]');
  await page.locator('input[name=rules][value=hk]').check();
  await page.locator('[name=stake_preset]').selectOption('two_five_chicken');
  await page.locator('[name=stake]').fill('2');
  await tap(page, '[data-testid=start-match]');
  const notice = page.locator('[data-testid=sheet-notice]');
  await eventually(async () => assert.equal(await notice.textContent(),
    `“${LABELS.stake_preset.en.label}” already sets the money per point: leave “${LABELS.stake.en.label}” at 1.`));
  assert.equal(await page.locator('[data-testid=standings]').count(), 0, 'no game started');
  await tap(page, '[data-action=language]');
  await tap(page, '[data-action=language]');
  await tap(page, '[data-testid=start-match]');
  await eventually(async () => assert.equal(await notice.textContent(), `揀了${LABELS.stake_preset['zh-Hant'].label}就唔使再設${LABELS.stake['zh-Hant'].label}：請保留為1。`));
});

// The form is opened once and shown at each size by turning the same tab to
// it (as a phone turned): its layout is the subject, not a fresh load.
test('the HK game form: the core\'s payment tables and discard payments, in the options panel\'s words, fit every phone size', async (t) => {
  const { page } = await env.open(t, { device: { viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } });
  await openSheet(page);
  await tap(page, '[data-testid=new-match]');
  await page.locator('input[name=rules][value=hk]').check();
  for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
    await page.setViewportSize({ width, height });
    const tables = page.locator('[data-testid=option-payment_table] option');
    const catalog = (await page.evaluate(async () => (await import('./mahjong.js')).catalog('hk')))
      .options.find((o) => o.id === 'payment_table');
    assert.deepEqual(await tables.evaluateAll((os) => os.map((o) => o.value)), catalog.choices);
    assert.equal(await page.locator('[data-testid=option-payment_table]').inputValue(), catalog.default);
    assert.deepEqual(await page.locator('[data-testid=option-discard_payment] option').evaluateAll((os) => os.map((o) => o.textContent)),
      ['half', 'all'].map((c) => LABELS.discard_payment.en.choices[c]));
    for (const name of ['payment_table', 'discard_payment', 'limit', 'min_faan']) {
      const box = await page.locator(`[name=${name}]`).boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width, `${width}x${height} ${name}: within the screen`);
    }
    await page.locator('[name=limit]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-hk-new-game-${width}x${height}.png`) });
  }
});

// docs/hk-rules.md §6.1: the base points of each payment table by the capped faan (0 to 13).
const BASE = {
  traditional: [1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64, 64],
  simplified: [0, 0, 0, 1, 2, 2, 2, 4, 4, 4, 8, 8, 8, 8],
  canton: [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384],
  half_spicy: [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384],
  full_spicy: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192],
  four_faan_max: [1, 2, 4, 8, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16],
  seven_faan_max: [1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 32, 32, 32, 32],
  parlour: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
};
// §6.2 and §6.3 (半銃, the dealer doubling, stake 1): each loser pays b × 2^(self-drawn + discarder + dealer involved).
function hkChanges(b, winner, discarder, seats) {
  const delta = [0, 1, 2, 3].map((p) => {
    if (p === winner) return 0;
    const doublings = (discarder === null ? 1 : 0) + (p === discarder ? 1 : 0) + (seats[winner] === 'E' || seats[p] === 'E' ? 1 : 0);
    return -b * 2 ** doublings;
  });
  delta[winner] = -delta.reduce((a, c) => a + c, 0);
  return delta;
}

test('every payment table is a game of its own: its table chosen in the form, hands from the calculator and by faan paid as §6 says', async (t) => {
  const { page } = await env.open(t);
  for (const table of Object.keys(BASE)) {
    await startMatch(page, NAMES, { rules: 'hk', options: { payment_table: table } });
    // the game says its table (the default, traditional, is the rules' default)
    // (by the options panel's words, web/rules/hk/options.js)
    const line = await page.locator('[data-testid=match-options]').textContent();
    if (table === 'traditional') assert.match(line, /by default/);
    else assert.ok(line.includes(`${LABELS.payment_table.en.label}: ${LABELS.payment_table.en.choices[table]}`), `${table}: ${line}`);
    await closeSheet(page);
    // Hand 1, Ann deals: Bo self-draws a hand from the calculator, at the game's table
    const result = await setHand(page, {
      rules: 'hk', text: '234m567p345s99p67s8s', self_drawn: true, seat_wind: 'S', prevalent_wind: 'E', options: { payment_table: table },
    });
    assert.match(await record(page), /Hand 1 recorded/, table);
    const rows = [hkChanges(BASE[table][result.capped_total], 1, null, seatsFor(0))];
    assert.deepEqual(byPlayer(result.payments, seatsFor(0)), rows[0], `${table}: the core pays the calculator's hand as §6 says`);
    // Hand 2, Bo deals: Cy wins 7 faan on Ann's discard; hand 3, Cy deals and self-draws 10 faan (entered through the page)
    await openSheet(page);
    await enterHand(page, { winner: 2, from: 0, points: 7 });
    rows.push(hkChanges(BASE[table][7], 2, 0, seatsFor(1)));
    await enterHand(page, { winner: 2, points: 10 });
    rows.push(hkChanges(BASE[table][10], 2, null, seatsFor(2)));
    const sheet = await readSheet(page);
    assert.deepEqual(sheet.rows.map((r) => r.delta), rows, `${table}: each hand`);
    const totals = [0, 1, 2, 3].map((p) => rows.reduce((sum, d) => sum + d[p], 0));
    assert.deepEqual(sheet.standings, Object.fromEntries(NAMES.map((n, p) => [n, totals[p]])), `${table}: the totals`);
    assert.deepEqual(sheet.rows.at(-1).after, totals, `${table}: the running totals`);
    if (table === 'parlour') {
      // the game's table named under the next hand, at each size
      for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
        await page.setViewportSize({ width, height });
        await page.locator('.sheet-main').evaluate((el) => { el.scrollTop = 0; });
        const box = await page.locator('[data-testid=match-options]').boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= width, `${width}x${height}: the game's options within the screen`);
        await page.screenshot({ path: path.join(ARTIFACTS, `sheet-hk-parlour-${width}x${height}.png`) });
      }
    }
    await closeSheet(page);
  }
});

test('a hand scored at another payment table than the game\'s is not recorded silently: one tap records it at the game\'s, or cancels', async (t) => {
  const { page } = await env.open(t);
  await startMatch(page, NAMES, { rules: 'hk', options: { payment_table: 'four_faan_max' } });
  await closeSheet(page);
  const hand = { rules: 'hk', text: '[CCC1][FFF1]222m333m5p5p', discarder: 'W', seat_wind: 'S', prevalent_wind: 'E' };
  const canton = await setHand(page, { ...hand, options: { payment_table: 'canton' } });
  assert.ok(canton.capped_total > 4, 'a hand over four faan, which the two tables pay differently');
  const tables = LABELS.payment_table.en.choices;
  assert.ok((await record(page)).includes(`Faan to points: the calculator has “${tables.canton}”, this game “${tables.four_faan_max}”`));
  // while it asks, its two answers are the only buttons: no second "Record" beside them
  for (const id of ['record-hand', 'launcher-draw', 'record-by-fans', 'open-sheet']) {
    assert.equal(await page.locator(`[data-testid=${id}]`).isVisible(), false, `${id} set aside while the question is open`);
  }
  await tap(page, '[data-testid=record-cancel]');
  assert.equal(await page.locator('[data-testid=record-as-match]').count(), 0);
  for (const id of ['record-hand', 'launcher-draw', 'record-by-fans', 'open-sheet']) {
    assert.ok(await page.locator(`[data-testid=${id}]`).isVisible(), `${id} back after Cancel`);
  }
  await openSheet(page);
  assert.equal(await page.locator('[data-testid=sheet-hand]').count(), 0, 'cancelled: nothing recorded');
  await closeSheet(page);

  // asked again, at a small phone's size: the question and both buttons in reach
  await tap(page, '[data-testid=record-hand]');
  for (const [width, height] of [[320, 568], [360, 640], [640, 360], [768, 1024]]) {
    await page.setViewportSize({ width, height });
    await page.locator('[data-testid=record-as-match]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, `sheet-hk-other-options-${width}x${height}.png`) });
    assert.ok(await page.locator('[data-testid=record-status]').isVisible(), `${width}x${height}: the question shows`);
    assert.equal(await page.locator('[data-testid=record-hand]').isVisible(), false, `${width}x${height}: no "Record this hand" beside the answers`);
    for (const id of ['record-as-match', 'record-cancel']) {
      const box = await page.locator(`[data-testid=${id}]`).boundingBox();
      assert.ok(box.height >= 44 && box.x >= 0 && box.x + box.width <= width, `${width}x${height} ${id}: a thumb-sized button within the screen`);
    }
  }
  assert.match(await record(page, 'record-as-match'), /^Hand 1 recorded: Bo wins, on Cy's discard, \d+ faan: .* Scored again under the game's options/);
  // answered: the question gone and the bar back (its "Record this hand" waits for the next hand's first tile, style.css)
  assert.equal(await page.locator('[data-testid=record-as-match]').count(), 0);
  for (const id of ['launcher-draw', 'record-by-fans', 'open-sheet']) {
    assert.ok(await page.locator(`[data-testid=${id}]`).isVisible(), `${id} back once answered`);
  }
  // the calculator now scores at the game's table, and the sheet has its payments
  const expected = (await scorer()).score({ ...hand, self_drawn: false, options: { payment_table: 'four_faan_max' } });
  assert.deepEqual(byPlayer(expected.payments, seatsFor(0)), hkChanges(16, 1, 2, seatsFor(0)));
  // (its next hand, started by the sheet, keeps them; the address is written just after)
  await eventually(async () => assert.match(await page.evaluate(() => location.hash), /o\.payment_table=four_faan_max/));
  await openSheet(page);
  assert.deepEqual((await readSheet(page)).rows.map((r) => r.delta), [byPlayer(expected.payments, seatsFor(0))]);
  await closeSheet(page);

  // in Traditional Chinese, Hong Kong's words (Bo deals hand 2: Cy sits South, Di West)
  await tap(page, '[data-part=lang-switch]');
  await tap(page, '[data-lang=zh-Hant]');
  await setHand(page, { ...hand, options: { payment_table: 'canton' } });
  await page.setViewportSize({ width: 320, height: 568 });
  await tap(page, '[data-testid=record-hand]');
  await page.locator('[data-testid=record-as-match]').scrollIntoViewIfNeeded();
  assert.equal(await page.locator('[data-testid=record-status]').textContent(),
    '未記錄：番數計法：算番器為「廣東表（同半辣上）」，本局為「四番滿：四番或以上同計16」。');
  await page.screenshot({ path: path.join(ARTIFACTS, 'sheet-hk-other-options-zh-Hant-320x568.png') });
  assert.match(await record(page, 'record-as-match'), /^第2局已記錄：.*已按本局設定重新計算/);
});
