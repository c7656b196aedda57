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
  for (const file of ['mcr-public.jsonl', 'mcr-invalid.jsonl', 'mcr-seed-examples.jsonl']) {
    const input = readFileSync(path.join(root, 'tests/fixtures', file), 'utf8')
      .split('\n').filter((l) => l.trim()).map((l) => JSON.stringify(JSON.parse(l).hand)).join('\n') + '\n';
    const run = (cmd, args) => spawnSync(cmd, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 }).stdout;
    const native = run(path.join(root, 'build/native/mahjong-score'), ['--jsonl']);
    const wasm = run(process.execPath, [wasmCli, '--jsonl']);
    assert.ok(native.length > 1000, file);
    assert.equal(wasm, native, file);
  }
});
