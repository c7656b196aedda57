// The command-line contract every scorer of the project keeps (the native
// `mahjong-score --jsonl` and, through wasm, `score:wasm`): one result line per
// input line, in order; bad lines get an error result and the run goes on.
// Shared by the test files that run each scorer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = (name) => path.join(root, 'tests/fixtures', name);

export function runScorer(command, args, input) {
  const res = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  assert.equal(res.status, 0, res.stderr);
  return res.stdout.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}

function loadVectors(name) {
  return readFileSync(fixture(name), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}

function fanKey(fans) {
  const counts = new Map();
  for (const f of fans) {
    const [name, points, count] = Array.isArray(f) ? f : [f.name, f.points, f.count];
    counts.set(`${name}/${points}`, (counts.get(`${name}/${points}`) ?? 0) + count);
  }
  return [...counts.entries()].sort().map(([k, n]) => `${k}x${n}`).join(', ');
}

// The Hong Kong hand fixtures: exact faan ([name, value] in result order) and
// the HK fields; the settlement rows are the core tests' business.
function checkHkHands(command, args) {
  const fixtures = loadVectors('hk-seed-examples.jsonl').filter((v) => v.kind === 'hand');
  const out = runScorer(command, [...args, '--jsonl'], fixtures.map((v) => JSON.stringify(v.hand)).join('\n') + '\n');
  assert.equal(out.length, fixtures.length);
  assert.ok(fixtures.length >= 44);
  fixtures.forEach((v, i) => {
    const got = out[i];
    if (v.expect_error) {
      assert.equal(got.ok, false, v.id);
      assert.equal(got.error.code, v.expect_error, v.id);
      return;
    }
    assert.equal(got.ok, true, `${v.id}: ${JSON.stringify(got.error)}`);
    assert.equal(got.rules, 'hk', v.id);
    assert.deepEqual(got.fans.map((f) => [f.name, f.points]), v.expect.faan, v.id);
    for (const key of ['total', 'capped_total', 'limit', 'meets_minimum', 'base_points', 'payments']) {
      if (key in v.expect) assert.deepEqual(got[key], v.expect[key], `${v.id}: ${key}`);
    }
  });
}

export function scorerContract(label, command, args) {
  test(`${label}: Hong Kong hands score and settle as the fixtures say`, () => checkHkHands(command, args));

  test(`${label}: one result per line, in order, errors inline`, () => {
    const lines = [
      '{"id": "a", "text": "[EEE1]123m456p789s5p5p"}',
      'this is not json',
      '{"id": "c", "text": "123m456p789s1122z"}',
      '{"text": "[EEE1]123m456p789s5p5p", "self_drawn": "yes"}',
      '{"text": "123m456p789s11z22z3z"}',
      '{"rules": "mcr", "concealed": ["1m"], "melds": [], "win_tile": "1m"}',
    ];
    const out = runScorer(command, [...args, '--jsonl'], lines.join('\n') + '\n');
    assert.equal(out.length, lines.length);
    assert.equal(out[0].id, 'a');
    assert.equal(out[0].ok, true);
    assert.equal(out[0].total, 13);
    assert.equal(out[1].ok, false);
    assert.equal(out[1].error.code, 'parse');
    assert.equal(out[2].id, 'c');
    assert.equal(out[3].error.code, 'parse');
    assert.match(out[3].error.message, /self_drawn/);
    assert.equal(out[4].error.code, 'not_winning');
    assert.equal(out[5].error.code, 'tile_count');
  });

  test(`${label}: --repeat scores each hand K times and prints it once`, () => {
    const input = '{"text": "[EEE1]123m456p789s5p5p"}\n{"text": "1m"}\n';
    const once = runScorer(command, [...args, '--jsonl'], input);
    const many = runScorer(command, [...args, '--jsonl', '--repeat', '5'], input);
    assert.deepEqual(many, once);
  });

  test(`${label}: every reference vector, scored and refused as expected`, () => {
    for (const file of ['mcr-public.jsonl', 'mcr-invalid.jsonl', 'mcr-seed-examples.jsonl']) {
      const vectors = loadVectors(file);
      const out = runScorer(command, [...args, '--jsonl'], vectors.map((v) => JSON.stringify(v.hand)).join('\n') + '\n');
      assert.equal(out.length, vectors.length, file);
      vectors.forEach((v, i) => {
        const got = out[i];
        if (v.expect_error) {
          const codes = [v.expect_error].flat();
          assert.equal(got.ok, false, `${v.id}`);
          assert.ok(codes.includes(got.error.code), `${v.id}: ${got.error.code}`);
          assert.ok(got.error.message.length > 0);
        } else {
          assert.equal(got.ok, true, `${v.id}: ${JSON.stringify(got.error)}`);
          assert.equal(got.total, v.expect.total, v.id);
          if (!v.tie) assert.equal(fanKey(got.fans), fanKey(v.expect.fans), v.id);
        }
      });
    }
  });
}
