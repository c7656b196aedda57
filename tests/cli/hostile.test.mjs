// Hostile input at the command line (issue 11, "Native command line"): every
// line, however large, deep or malformed, gets one bounded error line in
// bounded time and memory, and the results of the lines before it are kept.
// score:wasm reads lines through the same core reader, so it must print the
// same bytes for all of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const native = path.join(root, 'build/native/mahjong-score');
const wasmCli = path.join(root, 'wasm/score-cli.mjs');

const GOOD = '{"id":"before","text":"[EEE1]123m456p789s5p5p"}';
const AFTER = '{"id":"after","text":"[EEE1]123m456p789s5p5p"}';

// The native scorer under a 64 MB address-space cap: the old reader took
// 10-27 times a line's size, so a 10 MB line could not pass under it.
function runNative(input, args = ['--jsonl']) {
  const started = Date.now();
  const res = spawnSync('bash', ['-c', 'ulimit -v 65536; exec "$0" "$@"', native, ...args], {
    input, maxBuffer: 1 << 26, timeout: 20000,
  });
  return { ...res, seconds: (Date.now() - started) / 1000, stdout: res.stdout.toString('utf8') };
}

function runWasm(input) {
  const res = spawnSync(process.execPath, [wasmCli, '--jsonl'], { input, maxBuffer: 1 << 26, timeout: 60000 });
  return { ...res, stdout: res.stdout.toString('utf8') };
}

// One hostile line between two good ones: three answers, the good ones intact.
function checkBetween(name, hostile, expectMessage) {
  test(`native: ${name} gets one bounded error line; the lines around it are scored`, () => {
    const input = Buffer.concat([Buffer.from(GOOD + '\n'), Buffer.from(hostile), Buffer.from('\n' + AFTER + '\n')]);
    const res = runNative(input);
    assert.equal(res.status, 0, `${res.signal ?? ''} ${res.stderr}`);
    const lines = res.stdout.split('\n').filter(Boolean);
    assert.equal(lines.length, 3);
    const [before, bad, after] = lines.map((l) => JSON.parse(l));
    assert.equal(before.id, 'before');
    assert.equal(before.total, 13);
    assert.equal(after.id, 'after');
    assert.equal(after.total, 13);
    assert.equal(bad.ok, false);
    assert.equal(bad.error.code, 'parse');
    assert.match(bad.error.message, expectMessage);
    assert.ok(lines[1].length < 400, `the error echoes too much: ${lines[1].length} bytes`);
    assert.ok(res.seconds < 5, `took ${res.seconds} s`);
  });
}

checkBetween('a number beyond double range (1e400) in a field', '{"text":"1m","flowers":1e400}', /1e400.*beyond the range/);
checkBetween('a number beyond double range (1e400) as the id', '{"id":1e400,"text":"1m"}', /1e400/);
checkBetween('-1e400', '{"id":-1e400}', /beyond the range/);
checkBetween('16,000 levels of nesting (a 32 KB line)', `{"id":${'['.repeat(16000)}${']'.repeat(16000)}}`, /more than 32 deep/);
checkBetween('an id nested 5,000 deep', `{"id":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)},"text":"1m"}`, /deep/);
checkBetween('an object of 5,000 keys', `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":1`).join(',')}}`, /more than 64 fields/);
checkBetween('100,000 keys (1.6 MB)', `{${Array.from({ length: 100000 }, (_, i) => `"k${i}":1`).join(',')}}`, /longer than 65536 bytes/);
checkBetween('a 10 MB line', 'x'.repeat(10_000_000), /longer than 65536 bytes/);
checkBetween('a 10 MB string in a field', `{"text":"${'1'.repeat(10_000_000)}"}`, /longer than 65536 bytes/);
checkBetween('a list of 5,000 tiles', `{"concealed":[${Array(5000).fill('"1m"').join(',')}],"win_tile":"1m"}`, /more than 1024 items/);
checkBetween('invalid UTF-8', Buffer.from([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), /not valid UTF-8/);
checkBetween('a key given twice', '{"text":"1m","self_drawn":true,"self_drawn":false}', /"self_drawn" is given twice/);
checkBetween('a lone surrogate escape', '{"id":"\\ud800"}', /half of a character/);
checkBetween('text past the end', '{"text":"1m"} {}', /after the value/);
checkBetween('a message echoing a long value is capped', `{"text":"1m","seat_wind":"${'W'.repeat(60000)}"}`, /seat_wind.*WWW\.\.\./);

test('native: a notation of 300 copies is refused by its length, never counted as "255 copies"', () => {
  const res = runNative(`{"text":"${'1'.repeat(300)}m"}\n`);
  const out = JSON.parse(res.stdout);
  assert.equal(out.error.code, 'parse');
  assert.match(out.error.message, /301 characters long; a hand's notation is at most 256/);
  const at = JSON.parse(runNative(`{"text":"${'1'.repeat(255)}m"}\n`).stdout);
  assert.match(at.error.message, /255 copies/); // the count is true below the cap
});

test('native: a byte order mark before a line is skipped, as RFC 8259 allows', () => {
  const out = JSON.parse(runNative(`\ufeff${GOOD}\n`).stdout);
  assert.equal(out.id, 'before');
  assert.equal(out.total, 13);
});

test('native: ids are echoed as written (8.0, 2^63, strings with escapes)', () => {
  const res = runNative('{"id":8.0,"text":"1m"}\n{"id":9223372036854775808,"text":"1m"}\n{"id":"a\\"b\\u00e9","text":"1m"}\n');
  const lines = res.stdout.split('\n');
  assert.ok(lines[0].startsWith('{"id":8.0,"ok":false'));
  assert.ok(lines[1].startsWith('{"id":9223372036854775808,"ok":false'));
  assert.ok(lines[2].startsWith('{"id":"a\\"bé","ok":false'));
});

test('native: the single-hand mode gives an error, not an abort, for 1e400 and bad flags', () => {
  const bad = runNative(undefined, ['[EEE1]123m456p789s5p5p', '{"flowers": 1e400}']);
  assert.equal(bad.status, 2); // was 134, an abort
  assert.match(bad.stderr.toString(), /1e400 is beyond the range/);
  const refused = runNative(undefined, ['[EEE1]123m456p789s5p5p', '{"flowers": 9}']);
  assert.equal(refused.status, 1);
  assert.equal(JSON.parse(refused.stdout).error.code, 'parse');
  const notJson = runNative(undefined, ['[EEE1]123m456p789s5p5p', '{"flowers": ']);
  assert.equal(notJson.status, 2);
  assert.match(notJson.stderr.toString(), /not JSON/);
  const ok = runNative(undefined, ['[EEE1]123m456p789s5p5p', '{"self_drawn": true}']);
  assert.equal(ok.status, 0);
  assert.equal(JSON.parse(ok.stdout).total, 14);
});

test('native: --catalog with an unknown rule set is an error (no quiet MCR)', () => {
  for (const name of ['HK', 'Riichi', 'sanma', '']) {
    const res = runNative(undefined, ['--catalog', name]);
    assert.equal(res.status, 2, name);
    assert.match(res.stderr.toString(), /Unknown rule set/);
    assert.equal(res.stdout, '');
  }
  assert.equal(JSON.parse(runNative(undefined, ['--catalog', 'hk']).stdout).rules, 'hk');
});

test('native and wasm: the same bytes for every hostile line, each one line', () => {
  const lines = [
    GOOD, '{"id":1e400}', '{"text":"1m","flowers":1e400}', `{"id":${'['.repeat(16000)}${']'.repeat(16000)}}`,
    `{"id":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`, '{"id":8.0,"text":"1m"}', '{"id":9223372036854775808}',
    `\ufeff${GOOD}`, '{"id":-0.0,"text":"1m"}', '{"id":1E+2}', 'null', '[]', '"text"', '{"id":"\\ud83c\\udc04"}',
    `{"text":"${'x'.repeat(70000)}"}`, 'x'.repeat(65536), 'x'.repeat(65537), '   ', AFTER,
  ];
  const input = Buffer.concat([Buffer.from(lines.join('\n') + '\n'), Buffer.from([0x7b, 0xc0, 0x80, 0x7d, 0x0a]), Buffer.from(AFTER)]);
  const fromNative = runNative(input);
  const fromWasm = runWasm(input);
  assert.equal(fromWasm.status, 0, fromWasm.stderr?.toString());
  assert.equal(fromNative.stdout.split('\n').filter(Boolean).length, lines.length - 1 + 2); // the blank line has none
  assert.equal(fromWasm.stdout, fromNative.stdout);
});
