// The hand analysis's side of `npm run bench`: analyze() through
// wasm/mahjong.js in Node (the page's path: the caller's value read with its
// caps, the module's work, the result's JSON parsed), per hand, over the same
// hands as build/native/mahjong-analysis-bench: each as 14 tiles (every
// discard, every wait of every ready discard scored by discard and
// self-drawn) and as 13 (the waits scored).
//
//   node tools/bench/js-analysis-bench.mjs [VECTOR_FILE] [--rounds N]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from '../../build/wasm/mahjong.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
let file = path.join(root, 'tests/fixtures/mcr-public.jsonl');
let rounds = 5;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rounds') rounds = Number(args[++i]);
  else file = args[i];
}

const calculator = await load('analysis');
const fixtureHands = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim())
  .map((l) => JSON.parse(l)).filter((v) => v.hand?.win_tile).map((v) => v.hand);

// The first analysis of a fresh module: its per-suit table empty, as on a
// page's first tap.
const t0 = performance.now();
const first = calculator.analyze(fixtureHands[0]);
const firstMs = performance.now() - t0;

const fourteen = fixtureHands.filter((h) => calculator.analyze(h).ok);
const thirteen = fourteen.map(({ win_tile, ...rest }) => rest);

function measure(hands) {
  let sink = 0;
  const perRound = [];
  for (let r = 0; r <= rounds; r++) {
    const start = performance.now();
    for (const hand of hands) sink += calculator.analyze(hand).ok ? 1 : 0;
    if (r) perRound.push(((performance.now() - start) * 1e3) / hands.length); // the first round warms up
  }
  perRound.sort((a, b) => a - b);
  // The slowest hand, each timed alone, best of three.
  let slowest = 0;
  for (const hand of hands) {
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const start = performance.now();
      sink += calculator.analyze(hand).ok ? 1 : 0;
      best = Math.min(best, performance.now() - start);
    }
    slowest = Math.max(slowest, best);
  }
  return { median: perRound[perRound.length >> 1], best: perRound[0], slowest, sink };
}

const f14 = measure(fourteen);
const f13 = measure(thirteen);
console.log(`hands: ${fourteen.length} from ${path.relative(root, file)}, rounds: ${rounds} (checksum ${f14.sink + f13.sink}, first ${first.ok})`);
console.log(`js_analyze_14: median ${f14.median.toFixed(1)} µs/hand (best round ${f14.best.toFixed(1)}), slowest hand ${(f14.slowest * 1e3).toFixed(0)} µs (analyze() in Node: every discard, every wait scored)`);
console.log(`js_analyze_13: median ${f13.median.toFixed(1)} µs/hand (best round ${f13.best.toFixed(1)}), slowest hand ${(f13.slowest * 1e3).toFixed(0)} µs (the waits scored)`);
console.log(`js_analyze_first: ${(firstMs * 1e3).toFixed(0)} µs (the first analysis of a fresh module, its tables cold)`);
