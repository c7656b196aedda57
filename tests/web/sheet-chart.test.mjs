// The running-score chart's figures (web/sheet/chart.js) and the line that
// confirms a recorded hand (web/sheet/view.js, recordedLine).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LABEL_GAP, axisTicks, chartSeries, labelledRows } from '../../web/sheet/chart.js';
import { recordedLine } from '../../web/sheet/view.js';
import { sheetStrings } from '../../web/sheet/i18n.js';

test('each player\'s line starts at 0 and passes through their total after every entry', () => {
  const rows = [{ totals: [48, -16, -16, -16] }, { totals: [48, -16, -16, -16] }, { totals: [20, 20, -20, -20] }];
  const series = chartSeries(rows);
  assert.equal(series.length, 4);
  assert.deepEqual(series[0], [[0, 0], [1, 48], [2, 48], [3, 20]]);
  assert.deepEqual(series[3].map(([, v]) => v), [0, -16, -16, -20]);
});

test('the vertical axis: round steps that cover both extremes and 0', () => {
  const ticks = axisTicks(-54, 42);
  assert.ok(ticks[0] <= -54 && ticks.at(-1) >= 42, `${ticks}`);
  assert.ok(ticks.includes(0));
  const step = ticks[1] - ticks[0];
  assert.ok([1, 2, 5].includes(step / 10 ** Math.floor(Math.log10(step))), `a round step: ${step}`);
  assert.deepEqual(axisTicks(0, 0), [0]); // before a score moves: no fractions
  assert.deepEqual(axisTicks(-1, 2), [-1, 0, 1, 2]);
});

test('the confirmation names the winner, how, the value and what each player gets, the winner first', () => {
  const match = { players: ['Ann', 'Bo', 'Cy', 'Di'], rules: 'mcr' };
  const t = sheetStrings('en', 'mcr');
  const row = { hand: 2, entry: { kind: 'win', winner: 1, self_drawn: true, points: 31 }, delta: [-39, 117, -39, -39] };
  assert.equal(recordedLine(row, match, t), 'Hand 2 recorded: Bo wins, self-drawn, 31 pts: Bo +117, Ann -39, Cy -39, Di -39');
  assert.equal(recordedLine({ hand: 6, entry: { kind: 'draw' } }, match, t), 'Hand 6 recorded: a draw.');
  const hk = { players: ['東家', '南家', '西家', '北家'], rules: 'hk' };
  const zh = sheetStrings('zh-Hant', 'hk');
  const off = { hand: 1, entry: { kind: 'win', winner: 1, self_drawn: false, discarder: 2, points: 7 }, delta: [-32, 96, -64, 0] };
  assert.equal(recordedLine(off, hk, zh), '第1局已記錄：南家食糊，西家出銃，7番：南家 +96，北家 0，東家 -32，西家 -64');
});

// Regression: a 390-hand evening labelled every fourth hand, ~100 numbers piled into one smear.
test('the hand numbers under the chart stand apart, the last always among them', () => {
  const width = 278; // the chart's 320 less its margins
  const numbers = (hands) => labelledRows(hands, width).map((i) => hands[i]);
  const count = (n) => Array.from({ length: n }, (_, i) => i + 1);
  for (const n of [1, 3, 9, 16, 17, 40, 100, 200, 390]) {
    const rows = labelledRows(count(n), width);
    assert.equal(rows.at(-1), n - 1, `${n} hands: the last labelled`);
    for (let k = 1; k < rows.length; k += 1) {
      assert.ok((rows[k] - rows[k - 1]) * (width / n) >= LABEL_GAP, `${n} hands: ${rows[k - 1] + 1} and ${rows[k] + 1} apart`);
    }
  }
  assert.deepEqual(numbers(count(16)), [2, 4, 6, 8, 10, 12, 14, 16]);
  assert.deepEqual(numbers(count(390)), [1, 50, 100, 150, 200, 250, 300, 350, 390]);
  // a penalty's row has no number; the hand after it keeps its own
  assert.deepEqual(numbers([1, null, 2, 3, null]), [1, 2, 3]);
  assert.deepEqual(labelledRows([null], width), []);
});
