// score:wasm keeps the native scorer's contract, and prints exactly what the
// native scorer prints for every fixture.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scorerContract } from './scorer-contract.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const wasmCli = path.join(root, 'wasm/score-cli.mjs');
scorerContract('wasm', process.execPath, [wasmCli]);

test('wasm and native: byte-identical results on every fixture', () => {
  for (const file of ['mcr-public.jsonl', 'mcr-invalid.jsonl', 'mcr-seed-examples.jsonl', 'hk-seed-examples.jsonl', 'riichi-public.jsonl']) {
    // The HK file also has settlement rows, which are not hands.
    const input = readFileSync(path.join(root, 'tests/fixtures', file), 'utf8')
      .split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l)).filter((v) => v.hand)
      .map((v) => JSON.stringify(v.hand)).join('\n') + '\n';
    const run = (cmd, args) => spawnSync(cmd, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 }).stdout;
    const native = run(path.join(root, 'build/native/mahjong-score'), ['--jsonl']);
    const wasm = run(process.execPath, [wasmCli, '--jsonl']);
    assert.ok(native.length > 1000, file);
    assert.equal(wasm, native, file);
  }
});

test('wasm and native: the same Hong Kong payments with fractional stakes', () => {
  const hand = { rules: 'hk', text: '234m567p345s99p67s8s', seat_wind: 'S', discarder: 'W', flowers: ['f2'] };
  const input = [0.1, 0.3, 0.25, 1 / 3, 7.5, 1e-3]
    .map((stake) => JSON.stringify({ ...hand, options: { stake, payment_table: 'canton' } })).join('\n') + '\n';
  const run = (cmd, args) => spawnSync(cmd, args, { input, encoding: 'utf8' }).stdout;
  const native = run(path.join(root, 'build/native/mahjong-score'), ['--jsonl']);
  assert.equal(native.split('\n').filter(Boolean).length, 6);
  assert.equal(run(process.execPath, [wasmCli, '--jsonl']), native);
});
