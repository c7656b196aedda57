// How the hand was won, at the phone viewport: self-drawn or on a discard and
// what each seat pays; flags that cannot apply are disabled and say why;
// flags add their fans (exact expectations from the seeds' worked examples).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser, eventually, expectResult, fixture, handLink, notationOf, readFans, readTotal, setSituation, tap, tapTile, addressMatching, addressNotMatching, openKeyboard,
} from './harness.mjs';

const env = useBrowser();

async function payments(page) {
  const cells = page.locator('[data-testid=payments] [data-seat]');
  const out = {};
  for (const cell of await cells.all()) out[await cell.getAttribute('data-seat')] = Number((await cell.textContent()).replace('+', ''));
  return out;
}

test('on a discard with the discarder said, the discarder pays 8 + total and the others 8; self-drawn, everyone pays 8 + total', async (t) => {
  const { page } = await env.open(t, { path: handLink('[EEE1]123m456p789s5p5p', { seat_wind: 'S' }) });
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
  // Without a discarder there is nothing to pay yet: the page says what to set.
  assert.equal(await page.locator('[data-testid=payments] [data-seat]').count(), 0);
  await page.getByText('Tap self-drawn or who discarded to see the payments.').waitFor();
  // The winner cannot have discarded: South is not offered.
  const offered = await page.locator('[data-field=discarder] option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(offered, ['', 'E', 'W', 'N']);

  await page.locator('[data-field=discarder]').selectOption('W');
  await page.locator('[data-testid=payments] [data-seat]').first().waitFor();
  assert.deepEqual(await payments(page), { E: -8, S: 8 + 11 + 8 + 8, W: -(8 + 11), N: -8 });
  await addressMatching(page, /d=W/);

  await page.locator('[data-field=self_drawn][value=true]').check();
  // Self-Drawn (1) joins the fans; nobody discarded.
  await expectResult(page, { total: 12, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1, self_drawn: 1 } });
  const each = 8 + 12;
  await eventually(async () => assert.deepEqual(await payments(page), { E: -each, S: 3 * each, W: -each, N: -each }));
  const discarder = page.locator('[data-field=discarder]');
  assert.equal(await discarder.isDisabled(), true);
  assert.equal(await discarder.inputValue(), '');
  await page.locator('#why-discarder').getByText('A self-drawn hand has no discarder.').waitFor();

  // Back to a discard: the discarder is to be said again.
  await page.locator('[data-field=self_drawn][value=false]').check();
  await expectResult(page, { total: 11, fans: { mixed_straight: 1, prevalent_wind: 1, closed_wait: 1 } });
  assert.equal(await page.locator('[data-testid=payments] [data-seat]').count(), 0);
  assert.equal(await discarder.isDisabled(), false);
});

test('a hand below the 8-point minimum shows no payments', async (t) => {
  const { page } = await env.open(t, { path: handLink('[234m][567p]9p345678s9p', { seat_wind: 'S' }) });
  await setSituation(page, { discarder: 'E' });
  await expectResult(page, { total: 4, fans: { all_chows: 1, short_straight: 1, single_wait: 1 } });
  assert.match(await page.locator('[data-testid=minimum-status]').textContent(), /Below the 8-point minimum/);
  assert.equal(await page.locator('[data-testid=payments] [data-seat]').count(), 0);
  await page.getByText('No payments below the minimum.').waitFor();
});

/** A flag's checkbox and its visible reason, if any. */
async function flagState(page, flag) {
  const box = page.locator(`[data-flag=${flag}]`);
  const why = page.locator(`#why-${flag}`);
  return {
    disabled: await box.isDisabled(),
    checked: await box.isChecked(),
    why: (await why.count()) && (await why.isVisible()) ? (await why.textContent()).trim() : null,
    describedBy: await box.getAttribute('aria-describedby'),
  };
}

test('kong replacement needs a declared kong: disabled with its reason until there is one', async (t) => {
  const { page } = await env.open(t, { path: handLink('[234p]3367899s9s') });
  assert.deepEqual(await flagState(page, 'kong_replacement'),
    { disabled: true, checked: false, why: 'Needs a declared kong.', describedBy: 'why-kong_replacement' });
  await openKeyboard(page);
  await tap(page, '[data-mode=kong]');
  await page.locator('[data-mode=kong][aria-pressed=true]').waitFor();
  await tapTile(page, '5m');
  await page.locator('[data-meld="1"]').waitFor();
  await eventually(async () => assert.deepEqual(await flagState(page, 'kong_replacement'),
    { disabled: false, checked: false, why: null, describedBy: null }));

  // Checking it makes the win self-drawn (a replacement tile comes from the wall).
  await page.locator('[data-flag=kong_replacement]').check();
  await eventually(async () => assert.equal(await page.locator('[data-field=self_drawn][value=true]').isChecked(), true));
  // Removing the kong turns the flag off again.
  await openKeyboard(page);
  await tap(page, page.locator('[data-meld="1"]'));
  await eventually(async () => assert.deepEqual(await flagState(page, 'kong_replacement'),
    { disabled: true, checked: false, why: 'Needs a declared kong.', describedBy: 'why-kong_replacement' }));
});

test('robbing the kong cannot be self-drawn: disabled with its reason, and robbing rules out self-drawn', async (t) => {
  const { page } = await env.open(t, { path: handLink('[123m][456p]99m45789s3s') });
  await page.locator('[data-field=self_drawn][value=true]').check();
  await eventually(async () => assert.deepEqual(await flagState(page, 'robbing_kong'), {
    disabled: true, checked: false, why: 'Robbing the kong wins on another player\'s tile: not self-drawn.', describedBy: 'why-robbing_kong',
  }));
  await page.locator('[data-field=self_drawn][value=false]').check();
  await eventually(async () => assert.equal((await flagState(page, 'robbing_kong')).disabled, false));
  await page.locator('[data-flag=robbing_kong]').check();
  // Now self-drawn and the last tile of the wall are the ones that cannot apply.
  await eventually(async () => assert.equal(await page.locator('[data-field=self_drawn][value=true]').isDisabled(), true));
  assert.deepEqual(await flagState(page, 'last_tile_of_wall'), {
    disabled: true, checked: false, why: 'Nobody can declare a kong on the last tile of the wall.', describedBy: 'why-last_tile_of_wall',
  });
});

test('last of its kind is disabled, with its reason, while another copy of the winning tile stands in the hand', async (t) => {
  const { page } = await env.open(t, { path: handLink('[EEE1]123m456p789s5p5p') });
  assert.deepEqual(await flagState(page, 'last_of_kind'), {
    disabled: true, checked: false, why: 'Another copy of the winning tile stands in the hand.', describedBy: 'why-last_of_kind',
  });
});

test('the last tile of the wall: Last Tile Claim 海底捞月 on a discard, Last Tile Draw 妙手回春 self-drawn', async (t) => {
  const claim = await fixture('mcr-seed-examples.jsonl', 'fan-last-tile-claim');
  const draw = await fixture('mcr-seed-examples.jsonl', 'fan-last-tile-draw');
  const { page } = await env.open(t, { path: handLink(claim.text, { seat_wind: 'S' }) });
  await expectResult(page, { total: 4, fans: { all_chows: 1, short_straight: 1, single_wait: 1 } });
  await page.locator('[data-flag=last_tile_of_wall]').check();
  await expectResult(page, claim.expect);
  await page.locator('[data-field=self_drawn][value=true]').check();
  await expectResult(page, draw.expect);
  await page.locator('[data-flag=last_tile_of_wall]').uncheck();
  await eventually(async () => {
    const fans = await readFans(page);
    assert.equal(fans.last_tile_draw, undefined);
    assert.equal(fans.self_drawn, 1);
  });
});

for (const id of ['fan-out-with-replacement-tile', 'fan-out-with-replacement-and-last-tile-draw', 'fan-robbing-the-kong', 's002-lesser-honors-knitted-ex2']) {
  test(`flags set through the page score as the worked example ${id} says`, async (t) => {
    const { hand, expect } = await fixture('mcr-seed-examples.jsonl', id);
    // The hand from its link, its situation through the page's controls.
    const { page } = await env.open(t, { path: handLink(notationOf(hand)) });
    await setSituation(page, hand);
    await expectResult(page, expect);
    assert.ok(Number(await readTotal(page)) > 0);
  });
}

test('HK 包: with great_hands_liability on, Great Dragons names who fed the pung, who pays every share; kept in the link, cleared by New hand', async (t) => {
  const { page } = await env.open(t);
  // South wins Great Dragons on North's discard; the faan table by hand:
  // 大三元 8 + 無花 1 = 9 faan, 32 points (traditional table, 7-9 faan).
  // Half-銃: the discarder pays 2 x 32, East (the dealer, doubled) 2 x 32, West 32.
  const link = '#h=' + encodeURIComponent('[CCC1][FFF2]PPP123m5p5p') + '&r=hk&sw=S&d=N';
  await page.goto(env.baseURL + link);
  await expectResult(page, { total: 9, fans: { great_dragons: 1, no_flowers: 1 } });
  await eventually(async () => assert.deepEqual(await payments(page), { E: -64, S: 160, W: -32, N: -64 }));
  // The option is off: nobody is asked who fed the pung.
  assert.equal(await page.locator('[data-field=liable]').isVisible(), false);

  await page.goto(env.baseURL + link + '&o.great_hands_liability=true');
  await expectResult(page, { total: 9, fans: { great_dragons: 1, no_flowers: 1 } });
  const chooser = page.locator('[data-field=liable]');
  await chooser.waitFor();
  // The winner fed nobody: South is not offered.
  assert.deepEqual(await chooser.locator('option').evaluateAll((os) => os.map((o) => o.value)), ['', 'E', 'W', 'N']);
  await chooser.selectOption('W');
  // West fed the last pung: West pays everyone's share, 64 + 64 + 32.
  await eventually(async () => assert.deepEqual(await payments(page), { E: 0, S: 160, W: -160, N: 0 }));
  await addressMatching(page, /(^|&|#)l=W(&|$)/);
  // The link and the saved state keep it.
  await page.reload();
  await eventually(async () => assert.deepEqual(await payments(page), { E: 0, S: 160, W: -160, N: 0 }));
  assert.equal(await page.inputValue('[data-field=liable]'), 'W');

  // Not Great Dragons any more (a tile out): the chooser goes and so does 包.
  await tap(page, page.locator('[data-hand-tile=P]').first());
  await eventually(async () => assert.equal(await chooser.isVisible(), false));

  await page.goto(env.baseURL + link + '&o.great_hands_liability=true&l=W');
  await eventually(async () => assert.equal(await page.inputValue('[data-field=liable]'), 'W'));
  await tap(page, '[data-testid=new-hand]');
  await eventually(async () => assert.equal(await page.inputValue('[data-field=liable]'), ''));
  await addressNotMatching(page, /(^|&|#)l=/);
});
