// Riichi through the native command line: every reference hand agrees with
// the independent engine's answer, as check-riichi judges it, and the
// catalogue and help name the rule set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { runScorer } from './scorer-contract.mjs';
import { riichiRows, disagreement } from './riichi-vectors.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scorer = path.join(root, 'build/native/mahjong-score');

test('native: all 300 Riichi reference hands agree with the independent engine', () => {
  const rows = riichiRows();
  assert.equal(rows.length, 300);
  const out = runScorer(scorer, ['--jsonl'], rows.map((r) => JSON.stringify(r.hand)).join('\n') + '\n');
  assert.equal(out.length, rows.length);
  const bad = rows.map((r, i) => [r.id, disagreement(r, out[i])]).filter(([, why]) => why);
  assert.deepEqual(bad, []);
});

test('native: a Riichi hand with red fives in text, the spec example result', () => {
  const [r] = runScorer(scorer, ['--jsonl'], JSON.stringify({
    rules: 'riichi', text: '111m067p22s34568s7s', seat_wind: 'S', self_drawn: true, riichi: true, dora_indicators: ['1s'], honba: 1,
  }) + '\n');
  assert.equal(r.ok, true, JSON.stringify(r.error));
  assert.equal(r.rules, 'riichi');
  // riichi, tsumo, two dora (2s) and the red 5p: 5 han, mangan.
  assert.deepEqual(r.yaku.map((y) => [y.id, y.han, y.count]), [['riichi', 1, 1], ['menzen_tsumo', 1, 1], ['dora', 1, 2], ['aka_dora', 1, 1]]);
  assert.equal(r.limit, 'mangan');
  assert.deepEqual(r.payments, { E: -4100, S: 8300, W: -2100, N: -2100 });
});

test('native: --catalog riichi lists the yaku, options with bounds and presets', () => {
  const res = spawnSync(scorer, ['--catalog', 'riichi'], { encoding: 'utf8' });
  assert.equal(res.status, 0, res.stderr);
  const c = JSON.parse(res.stdout);
  assert.equal(c.rules, 'riichi');
  assert.equal(c.unit, 'han');
  assert.equal(c.red_fives, true);
  assert.equal(c.fans.length, 49);
  assert.deepEqual(c.fans.find((f) => f.id === 'sanshoku'), {
    id: 'sanshoku', number: 18, name: 'Mixed Triple Sequence', zh: '', points: 2, ja: '三色同順', kind: 'yaku', han_closed: 2, han_open: 1, double_by_option: false,
  });
  assert.equal(c.fans.find((f) => f.id === 'pinfu').han_open, null);
  assert.deepEqual(c.options.map((o) => o.id), ['preset', 'aka_dora', 'open_tanyao', 'kiriage', 'kazoe', 'double_yakuman', 'yakuman_stacking', 'double_wind_pair_fu', 'renhou']);
  assert.deepEqual(c.options.find((o) => o.id === 'double_wind_pair_fu'), {
    id: 'double_wind_pair_fu', type: 'number', default: 4, min: 2, max: 4, source: c.options[0].source, en: 'Fu for a pair that is both seat and prevalent wind: 2 or 4.', zh: '',
  });
  assert.deepEqual(c.presets.map((p) => p.id), ['tenhou', 'mahjong_soul', 'wrc', 'ema', 'm_league']);
  assert.equal(c.presets.find((p) => p.id === 'wrc').values.kazoe, 'sanbaiman');
  assert.deepEqual(c.hand_fields.find((f) => f.id === 'honba'), { id: 'honba', type: 'count', min: 0, max: 99 });
  assert.deepEqual(c.hand_fields.find((f) => f.id === 'dora_indicators'), { id: 'dora_indicators', type: 'tiles', max: 5 });
  assert.deepEqual(c.result_fields.find((f) => f.id === 'limit').choices, [null, 'mangan', 'haneman', 'baiman', 'sanbaiman', 'yakuman']);
  assert.ok(c.situation_rules.some((r) => r.reason === 'ippatsu_needs_riichi'));
});

test('native: the help lists every rule set, not [mcr|hk]', () => {
  const res = spawnSync(scorer, ['--help'], { encoding: 'utf8' });
  assert.match(res.stdout, /--catalog \[RULES\]/);
  assert.match(res.stdout, /"mcr", "hk" or "riichi"/);
  assert.doesNotMatch(res.stdout, /\[mcr\|hk\]/);
});
