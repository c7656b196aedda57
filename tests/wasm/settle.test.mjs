// settle() through the JS API: a win entered by its value pays what score()
// pays for the same hand, and hostile values get error values, never a throw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, settle as settleOnce } from '../../build/wasm/mahjong.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const calculator = await load('json'); // the JSON way's module, loaded when first needed (issue 21)
const WINDS = ['E', 'S', 'W', 'N'];

test('issue 15: 3 faan on West\'s discard under 半銃 pays W -16, E -8, S -8, N +32, as score() pays the hand', () => {
  const options = { discard_payment: 'half', dealer_doubles: false };
  const scored = calculator.score({ rules: 'hk', text: '234m567p345s99p67s8s', seat_wind: 'N', discarder: 'W', flowers: ['f4'], options });
  assert.equal(scored.total, 3);
  const settled = calculator.settle({ rules: 'hk', faan: 3, winner: 'N', discarder: 'W', options });
  assert.deepEqual(settled, {
    ok: true, rules: 'hk', total: 3, meets_minimum: true, capped_total: 3, limit: false, base_points: 8, stake: 1,
    payments: { E: -8, S: -8, W: -16, N: 32 },
  });
  assert.deepEqual(settled.payments, scored.payments);
});

test('the module-level settle() answers as the loaded calculator does', async () => {
  const request = { points: 16, winner: 'W', self_drawn: true };
  assert.deepEqual(await settleOnce(request), calculator.settle(request));
  assert.deepEqual(calculator.settle(request).payments, { E: -24, S: -24, W: 72, N: -24 });
});

test('every fixture hand that scores with payments pays the same settled by its total or faan', () => {
  const hands = ['mcr-seed-examples.jsonl', 'hk-seed-examples.jsonl']
    .flatMap((file) => readFileSync(path.join(root, 'tests/fixtures', file), 'utf8').split('\n'))
    .filter((l) => l.trim()).map((l) => JSON.parse(l)).filter((v) => v.hand).map((v) => v.hand);
  let compared = 0;
  for (const hand of hands) {
    const scored = calculator.score(hand);
    if (!scored.ok || !scored.payments || !scored.meets_minimum) continue;
    const hk = scored.rules === 'hk';
    const request = {
      rules: scored.rules, winner: hand.seat_wind ?? 'E', options: hand.options,
      self_drawn: hand.self_drawn || hand.kong_replacement || undefined, discarder: hand.discarder ?? undefined,
      robbing_kong: hand.robbing_kong || undefined, liable: hand.liable,
      ...(hk ? { faan: scored.total } : { points: scored.total, flowers: scored.flowers }),
    };
    // 十二張落地 under four_melds_liability: the table names the discarder.
    const laidDown = (hand.melds ?? []).filter((m) => !(m.type === 'kong' && m.concealed)).length;
    if (hand.options?.four_melds_liability && laidDown === 4 && hand.discarder) request.liable = hand.discarder;
    const settled = calculator.settle(request);
    assert.equal(settled.ok, true, JSON.stringify([hand, settled]));
    assert.deepEqual(settled.payments, scored.payments, JSON.stringify(hand));
    assert.equal(WINDS.reduce((sum, w) => sum + settled.payments[w], 0), 0);
    compared += 1;
  }
  assert.ok(compared >= 60, `compared ${compared}`);
});

test('requests the rules refuse: error values with the spec codes', () => {
  const code = (request) => {
    const r = calculator.settle(request);
    assert.equal(r.ok, false, JSON.stringify(r));
    assert.ok(r.error.message.length > 10 && r.error.message.length < 300, r.error.message);
    return r.error.code;
  };
  assert.equal(code({ rules: 'hk', faan: 3, winner: 'N', discarder: 'N' }), 'inconsistent');
  assert.equal(code({ rules: 'hk', faan: 3, winner: 'N' }), 'inconsistent');
  assert.equal(code({ rules: 'hk', faan: 13, winner: 'N', self_drawn: true, liable: 'E' }), 'inconsistent');
  assert.equal(code({ rules: 'hk', faan: 3.5, winner: 'N', self_drawn: true }), 'parse');
  assert.equal(code({ rules: 'hk', faan: 1e9, winner: 'N', self_drawn: true }), 'parse');
  assert.equal(code({ rules: 'hk', points: 8, winner: 'N', self_drawn: true }), 'parse');
  assert.equal(code({ rules: 'hk', faan: 3, winner: 'N', self_drawn: true, options: { discard_payment: 'seed' } }), 'parse');
  assert.equal(code({ rules: 'hk', faan: 3, winner: 'N', self_drawn: true, options: { limit_base: 64 } }), 'parse');
  assert.equal(code({ points: 8, winner: 'N', self_drawn: true, extra: 1 }), 'parse');
});

test('hostile values: an error value, never a throw, and settle() still works afterwards', () => {
  const cycle = { points: 8, winner: 'E', self_drawn: true };
  cycle.options = cycle;
  const deep = [];
  let at = deep;
  for (let i = 0; i < 100; i++) at = at[0] = [];
  const hostile = [
    undefined, null, 42, 'points', true, Symbol('x'), 10n, () => 1, [], new Uint8Array(1e6), new String('x'),
    cycle, { points: 8, winner: 'E', self_drawn: true, options: deep },
    { get points() { throw new Error('boom'); }, winner: 'E' },
    new Proxy({}, { ownKeys() { throw new Error('trap'); } }),
    { points: 8, winner: 'E', self_drawn: true, options: { big: 'x'.repeat(1e6) } },
    { points: Infinity, winner: 'E', self_drawn: true },
    { points: 8, winner: { toString() { throw new Error('no'); } }, self_drawn: true },
    Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])),
    { points: new Array(1e8), winner: 'E' },
  ];
  for (const value of hostile) {
    let result;
    assert.doesNotThrow(() => { result = calculator.settle(value); });
    assert.equal(result.ok, false, String(typeof value));
    assert.ok(['parse', 'inconsistent'].includes(result.error.code));
    assert.equal(typeof result.error.message, 'string');
  }
  assert.deepEqual(calculator.settle({ points: 8, winner: 'E', discarder: 'S' }).payments, { E: 32, S: -16, W: -8, N: -8 });
});
