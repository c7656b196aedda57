// The running score as a small SVG line chart: each player's total after
// every entry of the sheet (from 0 before the first), as score trackers draw
// it. Each player has a colour and a dash of their own, so the lines stay
// apart in dark mode and on a black-and-white print; the legend names them.
import { h } from './dom.js';
import { sheetOf } from './rules.js';

const SVG = 'http://www.w3.org/2000/svg';
const W = 320;
const H = 150;
const PAD = { left: 34, right: 8, top: 8, bottom: 18 };
/** The players' line styles, by their first seat (the colours are in sheet.css: .sheet-line-0 …). */
export const DASHES = ['', '6 3', '2 3', '8 3 2 3'];

function svg(tag, attrs = {}) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** The points of each player's line: [[x, total] …] from `start` (0, or Riichi's starting points) before the first entry. */
export function chartSeries(rows, start = [0, 0, 0, 0]) {
  return [0, 1, 2, 3].map((p) => [[0, start[p]], ...rows.map((row, i) => [i + 1, row.totals[p]])]);
}

/** Round figures for the vertical axis, 0 and the extremes within them, on a step of 1, 2 or 5 × 10^k (at least 1). */
export function axisTicks(min, max) {
  const span = Math.max(max - min, 1);
  const raw = span / 3;
  const k = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * k).find((s) => s >= raw)); // scores are whole
  const out = [];
  for (let v = Math.floor(min / step) * step; v <= max + step / 2; v += step) out.push(v);
  return out;
}

/** The least room, in the chart's units, from one hand number's middle to the next: "388" is about 17 wide at 9 px. */
export const LABEL_GAP = 28;

/** The hand numbers' step: the first of 1, 2, 5, 10, 20, 50 … whose labels stand LABEL_GAP apart. */
function labelStep(perRow) {
  for (let k = 1; k < 1e6; k *= 10) {
    for (const m of [1, 2, 5]) if (m * k * perRow >= LABEL_GAP) return m * k;
  }
  return Infinity; // no room at all: the last hand alone
}

/**
 * Which rows get their hand number under the chart (indices into `hands`, a
 * row's hand number or null for a penalty) across `width`: every step'th
 * hand (labelStep), hand 1 where it has room, and always the last hand,
 * before which a label too close gives way. The labels scale with the chart
 * (its viewBox), so the chart's own width decides, not the screen's.
 */
export function labelledRows(hands, width) {
  const perRow = width / Math.max(hands.length, 1);
  const apart = (i, j) => Math.abs(j - i) * perRow >= LABEL_GAP;
  const step = labelStep(perRow);
  const numbered = hands.flatMap((hand, i) => (hand === null ? [] : [[hand, i]]));
  if (!numbered.length) return [];
  const last = numbered.at(-1)[1];
  const kept = [];
  for (const [hand, i] of numbered.slice(0, -1)) {
    if (hand % step === 0 && (!kept.length || apart(kept.at(-1), i))) kept.push(i);
  }
  while (kept.length && !apart(kept.at(-1), last)) kept.pop();
  kept.push(last);
  const [firstHand, first] = numbered[0];
  if (firstHand === 1 && first !== kept[0] && apart(first, kept[0])) kept.unshift(first);
  return kept;
}

/** The chart, its legend beneath; `label` its name for a screen reader; `figure` writes a tick's value. */
export function scoreChart(match, rows, label, figure = String) {
  const start = sheetOf(match.rules).startingTotals?.(match) ?? [0, 0, 0, 0];
  const series = chartSeries(rows, start);
  const values = series.flat().map(([, v]) => v);
  // the starting line (0, or the points every player starts from) always in the frame, drawn bolder
  const base = start[0];
  const ticks = axisTicks(Math.min(base, ...values), Math.max(base, ...values));
  const lo = ticks[0];
  const hi = ticks.at(-1) === lo ? lo + 1 : ticks.at(-1);
  const last = Math.max(rows.length, 1);
  // room on the left for the longest tick (Riichi's 25,000)
  const left = Math.max(PAD.left, 6 * Math.max(...ticks.map((v) => figure(v).length)) + 6);
  const x = (i) => left + (i / last) * (W - left - PAD.right);
  const y = (v) => PAD.top + ((hi - v) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const chart = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'sheet-chart-svg', role: 'img', 'aria-label': label });
  for (const v of ticks) {
    chart.append(svg('line', { x1: left, x2: W - PAD.right, y1: y(v), y2: y(v), class: v === base ? 'sheet-axis zero' : 'sheet-axis' }));
    const text = svg('text', { x: left - 4, y: y(v) + 3.5, 'text-anchor': 'end', class: 'sheet-tick' });
    text.textContent = figure(v);
    chart.append(text);
  }
  // the hand numbers along the bottom, as many as fit: a long evening has hundreds
  for (const i of labelledRows(rows.map((r) => r.hand), W - left - PAD.right)) {
    const text = svg('text', { x: x(i + 1), y: H - 5, 'text-anchor': 'middle', class: 'sheet-tick', 'data-hand': rows[i].hand });
    text.textContent = String(rows[i].hand);
    chart.append(text);
  }
  series.forEach((points, p) => {
    chart.append(svg('polyline', {
      points: points.map(([i, v]) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' '),
      class: `sheet-line sheet-line-${p}`, 'stroke-dasharray': DASHES[p], 'data-player': match.players[p],
    }));
  });
  const legend = h('ul', { class: 'sheet-legend' }, match.players.map((name, p) => h('li', {},
    swatch(p), h('span', {}, name))));
  return h('figure', { class: 'sheet-chart', 'data-testid': 'score-chart', 'data-points': rows.length + 1 }, chart, legend);
}

function swatch(p) {
  const s = svg('svg', { viewBox: '0 0 24 8', class: 'sheet-swatch', 'aria-hidden': 'true' });
  s.append(svg('line', { x1: 0, x2: 24, y1: 4, y2: 4, class: `sheet-line sheet-line-${p}`, 'stroke-dasharray': DASHES[p] }));
  return s;
}
