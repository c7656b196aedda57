// Hostile values through the JS API (issue 10): whatever a caller hands
// score(), the answer is a value (never a throw), an error says what is wrong
// with a spec code, the work done is bounded before anything is expanded, and
// afterwards every reference hand scores exactly as the native scorer does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from '../../build/wasm/mahjong.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const calculator = await load('json'); // the JSON way's module, loaded when first needed (issue 21)

// Every hand of the fixtures, and what the native scorer says of each (its
// id, when it has one, dropped: the JS API does not echo it).
const hands = ['mcr-public.jsonl', 'mcr-invalid.jsonl', 'mcr-seed-examples.jsonl', 'hk-seed-examples.jsonl']
  .flatMap((file) => readFileSync(path.join(root, 'tests/fixtures', file), 'utf8').split('\n'))
  .filter((l) => l.trim()).map((l) => JSON.parse(l)).filter((v) => v.hand !== undefined).map((v) => v.hand);
const nativeOut = spawnSync(path.join(root, 'build/native/mahjong-score'), ['--jsonl'], {
  input: hands.map((h) => JSON.stringify(h)).join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28,
}).stdout.split('\n').filter(Boolean).map((l) => {
  const { id, ...result } = JSON.parse(l);
  return result;
});

function everyReferenceHandScoresAsNative() {
  assert.equal(nativeOut.length, hands.length);
  for (let i = 0; i < hands.length; i++) assert.deepEqual(calculator.score(hands[i]), nativeOut[i], JSON.stringify(hands[i]));
}

function assertErrorValue(result, pattern) {
  assert.equal(typeof result, 'object');
  assert.equal(result.ok, false, JSON.stringify(result));
  assert.equal(result.error.code, 'parse');
  assert.equal(typeof result.error.message, 'string');
  assert.match(result.error.message, pattern);
  assert.ok(result.error.message.length < 300, result.error.message);
}

// A proxy that counts what is read through it: the walk's work, measured
// without a clock.
function counted(target) {
  const counter = { reads: 0 };
  const proxy = new Proxy(target, {
    get(t, key, receiver) {
      counter.reads++;
      return Reflect.get(t, key, receiver);
    },
  });
  return { proxy, counter };
}

test('the JS API gives the native scorer\'s result for every fixture hand (2,500+)', () => {
  assert.ok(hands.length > 2500);
  everyReferenceHandScoresAsNative();
});

test('20,000 calls whose hand has a throwing getter (depth 0 and 15): error values, and the module keeps working', () => {
  const atTop = { text: '[EEE1]123m456p789s5p5p', get self_drawn() { throw new Error('no'); } };
  let deep = { get x() { throw new TypeError('deep trap'); } };
  for (let i = 0; i < 14; i++) deep = { a: deep };
  const atDepth15 = { text: '[EEE1]123m456p789s5p5p', options: deep };
  for (let i = 0; i < 20000; i++) {
    const r0 = calculator.score(atTop);
    const r15 = calculator.score(atDepth15);
    if (r0.ok !== false || r15.ok !== false) assert.fail('a throwing getter was scored');
    if (i === 0) {
      assertErrorValue(r0, /reading "self_drawn" threw Error: no/);
      assertErrorValue(r15, /reading "options(\.a){14}\.x" threw TypeError: deep trap/);
    }
  }
  everyReferenceHandScoresAsNative();
});

test('a proxy whose traps throw (ownKeys, get, isArray of a revoked proxy) is an error value', () => {
  const ownKeys = new Proxy({}, { ownKeys() { throw new Error('ownKeys'); } });
  assertErrorValue(calculator.score(ownKeys), /threw Error: ownKeys/);
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  assertErrorValue(calculator.score({ text: '1m', options: proxy }), /threw TypeError/);
  const thrownNonError = { get text() { throw { toString() { throw new Error('again'); } }; } };
  assertErrorValue(calculator.score(thrownNonError), /threw object/);
});

test('an object with three keys pointing to itself is refused at once', () => {
  const self = {};
  self.a = self;
  self.b = self;
  self.c = self;
  const { proxy, counter } = counted(self);
  assertErrorValue(calculator.score(proxy), /"a(\.a)?" is a list or object already used elsewhere.*cycle/);
  assert.ok(counter.reads <= 3, `${counter.reads} reads`);
  everyReferenceHandScoresAsNative();
});

test('an array with length = 1e8 is refused by its length, before any item is read', () => {
  const huge = [];
  huge.length = 1e8;
  const { proxy, counter } = counted(huge);
  assertErrorValue(calculator.score({ concealed: proxy, win_tile: '1m' }), /"concealed" is a list of 100000000 items; .* at most 1024/);
  assert.ok(counter.reads <= 2, `${counter.reads} reads`); // length (and nothing by index)
  everyReferenceHandScoresAsNative();
});

test('a child shared 3 wide and 16 deep is refused at its second use', () => {
  let shared = { leaf: true };
  for (let i = 0; i < 16; i++) shared = { a: shared, b: shared, c: shared };
  const started = performance.now();
  const result = calculator.score({ text: '1m', options: shared });
  assertErrorValue(result, /already used elsewhere/);
  assert.ok(performance.now() - started < 1000); // a safety net: the walk stops at the 18th object
  everyReferenceHandScoresAsNative();
});

test('a 1e7-item array is refused by its length', () => {
  const big = new Array(1e7).fill('1m');
  const { proxy, counter } = counted(big);
  assertErrorValue(calculator.score({ concealed: proxy, win_tile: '1m' }), /10000000 items/);
  assert.ok(counter.reads <= 2);
  everyReferenceHandScoresAsNative();
});

test('a typed array of 1e8 bytes or a String object of 1e7 characters is refused before its keys are listed', () => {
  const started = performance.now();
  assertErrorValue(calculator.score({ concealed: new Uint8Array(1e8), win_tile: '1m' }), /"concealed" holds binary data/);
  assertErrorValue(calculator.score({ text: new String('1'.repeat(1e7)) }), /"text" holds a String object/);
  assertErrorValue(calculator.score(new DataView(new ArrayBuffer(8))), /^The hand holds binary data/);
  assert.ok(performance.now() - started < 1000); // a safety net: listing 1e8 keys takes minutes
  everyReferenceHandScoresAsNative();
});

test('fresh objects made by a getter at every level stop at the depth cap', () => {
  const endless = () => ({ get next() { return endless(); } });
  assertErrorValue(calculator.score({ text: '1m', options: endless() }), /more than 32 deep/);
});

test('values JSON cannot carry are named, not scored', () => {
  const cases = [
    [{ text: '1m', flowers: NaN }, /"flowers" holds NaN/],
    [{ text: '1m', flowers: Infinity }, /"flowers" holds Infinity/],
    [{ text: '1m', flowers: 1n }, /"flowers" holds a bigint/],
    [{ text: '1m', self_drawn: Symbol('x') }, /holds a symbol/],
    [{ text: '1m', self_drawn() {} }, /"self_drawn" holds a function/],
    [{ text: 'x'.repeat(70000) }, /holds a string of 70000 characters/],
    [{ concealed: Array(2000).fill('1m'), win_tile: '1m' }, /2000 items/],
    [Object.fromEntries(Array.from({ length: 100000 }, (_, i) => [`k${i}`, 1])), /object of 100000 fields/],
    [{ melds: [{ tiles: ['1m'] }], text: '\ud800' }, /not valid UTF-8|half of a character/],
  ];
  for (const [hand, pattern] of cases) assertErrorValue(calculator.score(hand), pattern);
  // Not hostile, and read as JSON would: toJSON is not called, undefined is left out.
  const result = calculator.score({ text: '[EEE1]123m456p789s5p5p', self_drawn: undefined, toJSON() { return {}; } });
  assertErrorValue(result, /"toJSON" holds a function/);
  assert.equal(calculator.score({ text: '[EEE1]123m456p789s5p5p', discarder: undefined }).total, 13);
});

test('format and parse refuse hostile values the same way; catalog refuses unknown rule sets', () => {
  const self = {};
  self.self = self;
  assertErrorValue(calculator.format(self), /already used elsewhere/);
  assertErrorValue(calculator.parse({ toString() { return '1m'; } }), /must be a string, not object/);
  assertErrorValue(calculator.parse('1'.repeat(100000)), /100000 characters long/);
  assertErrorValue(calculator.catalog('HK'), /Unknown rule set "HK": the rule sets are "mcr", "hk" and "riichi"/);
  assertErrorValue(calculator.catalog('sanma'), /Unknown rule set/);
  assertErrorValue(calculator.catalog(null), /must be "mcr", "hk" or "riichi", not null/);
  assertErrorValue(calculator.catalog({ toString() { throw new Error('x'); } }), /not a object/);
  assert.equal(calculator.catalog().rules, 'mcr');
  assert.equal(calculator.catalog('hk').rules, 'hk');
});

test('scoreLine refuses anything but a string or bytes, as a value', () => {
  assertErrorValue(JSON.parse(calculator.scoreLine(42)), /string or bytes/);
  assert.equal(JSON.parse(calculator.scoreLine(new TextEncoder().encode('{"text":"[EEE1]123m456p789s5p5p"}'))).total, 13);
});

test('score() crosses through the module\'s buffers: UTF-8 both ways, any size up to the cap, memory growth', () => {
  assertErrorValue(calculator.score({ text: '1m', seat_wind: '東' }), /"seat_wind" must be one of "E", "S", "W", "N", not "東"/);
  const id = 'é'.repeat(20000); // 40,000 bytes of UTF-8 in 20,000 characters
  assert.equal(calculator.score({ id, text: '[EEE1]123m456p789s5p5p' }).total, 13);
  assertErrorValue(calculator.score({ id: '發'.repeat(30000), text: '1m' }), /longer than 65536 bytes/);
  // Grow the module's memory in between (a 60,000-byte line through scoreLine), then score again.
  JSON.parse(calculator.scoreLine(`{"id":"${'x'.repeat(60000)}","text":"1m"}`));
  everyReferenceHandScoresAsNative();
});

test('score() writes a hand\'s strings as JSON.stringify does: escapes, every UTF-8 length, surrogate pairs and lone halves', () => {
  // The module echoes a bad wind in its message; the same hand as
  // JSON.stringify's text, through scoreLine, must get the same answer.
  const strings = ['"', '\\', '\n\r\t\b\f', '\u0001\u001f\u007f', 'é', '東', '😀', 'a\ud800', '\udc00b', '\ud83d', 'x"y\\z/é東😀'];
  for (const s of strings) {
    for (const hand of [{ text: '1m', seat_wind: s }, { text: '1m', [s]: true }, { text: '1m', options: { [s]: [s] } }]) {
      const { id, ...expected } = JSON.parse(calculator.scoreLine(JSON.stringify(hand)));
      assert.deepEqual(calculator.score(hand), expected, JSON.stringify(hand));
    }
  }
});

test('a getter that calls score() while its hand is being written gets its own buffer: both answers are right', () => {
  const inner = [];
  const hand = {
    text: '[EEE1]123m456p789s5p5p',
    get seat_wind() {
      inner.push(calculator.score({ text: '123m456p789s123s5p5p', self_drawn: true, seat_wind: 'S' }));
      return 'E';
    },
    self_drawn: true,
  };
  const plain = { text: '[EEE1]123m456p789s5p5p', seat_wind: 'E', self_drawn: true };
  assert.deepEqual(calculator.score(hand), calculator.score(plain));
  assert.equal(inner.length, 1);
  assert.deepEqual(inner[0], calculator.score({ text: '123m456p789s123s5p5p', self_drawn: true, seat_wind: 'S' }));
  assert.equal(inner[0].ok, true);
});
