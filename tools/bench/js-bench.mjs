// The JS API's side of `npm run bench`: score() through wasm/mahjong.js in
// Node, over the same hands as the native benchmark, per hand; and the
// module's size as the page's first load sends it (gzip -9).
//
//   node tools/bench/js-bench.mjs [VECTOR_FILE] [--rounds N] [--module DIR]
//
// DIR is the wasm build to measure (default build/wasm; build/wasm-O2 is the
// same module at -O2, which scripts/bench builds on request).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
let file = path.join(root, 'tests/fixtures/mcr-public.jsonl');
let rounds = 30;
let dir = path.join(root, 'build/wasm');
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rounds') rounds = Number(args[++i]);
  else if (args[i] === '--module') dir = path.resolve(args[++i]);
  else file = args[i];
}
const { load } = await import(pathToFileURL(path.join(dir, 'mahjong.js')).href);

const hands = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim())
  .map((l) => JSON.parse(l)).filter((v) => v.hand && typeof v.hand === 'object').map((v) => v.hand);
const calculator = await load('json'); // the JSON way's module too (a build before it had none: load() ignores the name)

function median(run) {
  run(); // warm-up: the JIT, the suit-pattern table, the fans' names
  const times = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - t0) / hands.length);
  }
  times.sort((a, b) => a - b);
  return { median: times[times.length >> 1], best: times[0] };
}

let sink = 0;
const scored = median(() => {
  for (const hand of hands) sink += calculator.score(hand).ok ? 1 : 0;
});
// The JSON way alone: what score() takes for a hand its fast path leaves
// (an unknown key, a wrong type...), and took for every hand before it.
const { json: scoreJson, packed: scorePacked } = calculator[Symbol.for('mahjong-calculator.score-paths')];
const fast = hands.filter((h) => scorePacked(h)).length;
const jsonWay = median(() => {
  for (const hand of hands) sink += scoreJson(hand).ok ? 1 : 0;
});
const lines = hands.map((h) => JSON.stringify(h));
const line = median(() => {
  for (const text of lines) sink += calculator.scoreLine(text).length;
});
// The design not taken, for comparison: the result crossing as JSON and
// parsed in JS (the hand's text made by JSON.stringify, no caps).
const parsed = median(() => {
  for (const hand of hands) sink += JSON.parse(calculator.scoreLine(JSON.stringify(hand))).ok ? 1 : 0;
});
// MCR's first module (each rule set's shares one glue).
const wasm = readFileSync(path.join(dir, 'mahjong-mcr.wasm'));
const glue = readFileSync(path.join(dir, 'mahjong-first.mjs'));
const api = readFileSync(path.join(dir, 'mahjong.js'));
const gz = (b) => gzipSync(b, { level: 9 }).length;
console.log(`hands: ${hands.length} from ${path.relative(root, file)}, module: ${path.relative(root, dir)}, rounds: ${rounds} (checksum ${sink})`);
console.log(`js_score: median ${scored.median.toFixed(0)} ns/hand (best ${scored.best.toFixed(0)}), ${(1e9 / scored.median).toFixed(0)} hands/s (score() in Node, the full result object)`);
console.log(`js_score_json: median ${jsonWay.median.toFixed(0)} ns/hand (best ${jsonWay.best.toFixed(0)}) (score() the JSON way: the caps' walk writing JSON, the module's reader; ${fast} of ${hands.length} hands take the packed way)`);
console.log(`js_line: median ${line.median.toFixed(0)} ns/hand (best ${line.best.toFixed(0)}) (scoreLine(): JSON text in, the result's JSON text out)`);
console.log(`js_json_result: median ${parsed.median.toFixed(0)} ns/hand (best ${parsed.best.toFixed(0)}) (the result as JSON text, JSON.parse'd: the alternative to the compact line)`);
console.log(`module_gz: ${gz(wasm) + gz(glue)} B gzipped (mahjong-mcr.wasm ${wasm.length} B, ${gz(wasm)} B gzipped; mahjong-first.mjs ${gz(glue)} B gzipped; mahjong.js ${gz(api)} B gzipped)`);
