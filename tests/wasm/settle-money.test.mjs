// Money through the JS API at a fractional stake (issue 27): whole units of
// the stake's last decimal, never 9.600000000000001, and every settlement's
// payments summing to zero counted in that unit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from '../../build/wasm/mahjong.js';

const calculator = await load('json'); // the JSON way's module, loaded when first needed (issue 21)
const WINDS = ['E', 'S', 'W', 'N'];
const TABLES = ['traditional', 'simplified', 'canton', 'half_spicy', 'full_spicy', 'four_faan_max', 'seven_faan_max', 'parlour'];

// Each payment as a whole number of the stake's unit (10^-decimals), or a failure.
function inUnits(payments, decimals) {
  return WINDS.map((w) => {
    const p = payments[w];
    const text = String(p);
    assert.ok(!/e/.test(text) && (text.split('.')[1] ?? '').length <= decimals, `${p} has no more decimals than the stake`);
    return Math.round(p * 10 ** decimals);
  });
}

test('regression: settle() at a stake of 0.1 pays 9.6, not 9.600000000000001', () => {
  const got = calculator.settle({ rules: 'hk', base_points: 8, winner: 'E', self_drawn: true, options: { stake: 0.1 } });
  assert.deepEqual(got.payments, { E: 9.6, S: -3.2, W: -3.2, N: -3.2 });
});

test('regression: a 0.1 stake sums to zero over 1,408 settlements (every table, 0-10 faan, every winner and way)', () => {
  let count = 0;
  for (const payment_table of TABLES) {
    for (let faan = 0; faan <= 10; faan += 1) {
      for (const winner of WINDS) {
        for (const how of [null, ...WINDS]) {
          if (how === winner) continue;
          const request = { rules: 'hk', faan, winner, options: { stake: 0.1, payment_table, min_faan: 0 } };
          if (how) request.discarder = how;
          else request.self_drawn = true;
          const got = calculator.settle(request);
          assert.ok(got.ok, JSON.stringify(got));
          assert.equal(inUnits(got.payments, 1).reduce((a, b) => a + b, 0), 0, JSON.stringify(request));
          count += 1;
        }
      }
    }
  }
  assert.equal(count, 1408);
});

test('regression: score() pays money in the stake\'s decimals too', () => {
  for (const stake of [0.1, 0.3, 0.7, 1.1]) {
    const got = calculator.score({
      rules: 'hk', text: '234m567p345s99p67s8s', seat_wind: 'N', discarder: 'W', flowers: ['f4'], options: { stake },
    });
    assert.ok(got.ok, JSON.stringify(got));
    assert.equal(inUnits(got.payments, 1).reduce((a, b) => a + b, 0), 0, `stake ${stake}`);
  }
});
