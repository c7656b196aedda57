// score:wasm: the native scorer's --jsonl contract, scored through the
// WebAssembly module in Node (with --analyze, analyze:wasm: the native
// `mahjong-score --analyze --jsonl`). One hand per input line, one result per output
// line, in order; a bad line gets an error result and the run goes on.
//
// Each line's bytes go to the module as they are (no JSON.parse here), read
// by the same core reader as the native scorer's, so the output is the native
// scorer's byte for byte, whatever the line. Lines are split as
// tools/cli/main.cpp splits them, and a long line is kept only in part and
// skipped to its end, so memory stays bounded.
import { load, ruleSets } from '../build/wasm/mahjong.js';

const usage = `usage: npm run --silent score:wasm -- --jsonl [--repeat K]
  scores one hand per input line (JSON) through the wasm module; K scores each hand K times
       npm run --silent analyze:wasm -- --jsonl [--repeat K]
  the hand analysis of each line (13 or 14 tiles) instead`;

function parseArgs(argv) {
  const opts = { jsonl: false, repeat: 1, analyze: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--jsonl') opts.jsonl = true;
    else if (argv[i] === '--analyze') opts.analyze = true;
    else if (argv[i] === '--repeat' && i + 1 < argv.length) opts.repeat = Number(argv[++i]);
    else if (argv[i] === '--help' || argv[i] === '-h') opts.help = true;
    else opts.unknown = argv[i];
  }
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
if (opts.help || !opts.jsonl || opts.unknown || !(Number.isInteger(opts.repeat) && opts.repeat >= 1)) {
  (opts.help ? console.log : console.error)(opts.unknown ? `Unknown argument ${opts.unknown}\n${usage}` : usage);
  process.exit(opts.help ? 0 : 2);
}

// Every module, also those a page loads when first needed (Riichi's, the JSON way's, the analysis's).
const calculator = await load(...(await ruleSets()), 'json', 'analysis');
const answer = opts.analyze ? calculator.analyzeLine : calculator.scoreLine;
// More than the core reader's cap (json_reader.h, 64 KB): every line it could
// accept reaches it whole, and a longer one is refused by it as the native
// scorer's is.
const keep = 1 << 20;
const out = [];
const flush = () => {
  if (out.length) process.stdout.write(out.join(''));
  out.length = 0;
};

let parts = [];
let kept = 0;
let pending = false;
const blank = (bytes) => bytes.every((b) => b === 32 || b === 9 || b === 13);
const finishLine = () => {
  const line = parts.length === 1 ? parts[0] : Buffer.concat(parts);
  parts = [];
  kept = 0;
  pending = false;
  if (blank(line)) return;
  let result;
  for (let i = 0; i < opts.repeat; i++) result = answer(line);
  out.push(result + '\n');
  if (out.length >= 256) flush();
};

for await (const chunk of process.stdin) {
  for (let i = 0; i < chunk.length; ) {
    const nl = chunk.indexOf(10, i);
    const stop = nl < 0 ? chunk.length : nl;
    const take = Math.min(stop - i, keep - kept);
    if (take > 0) parts.push(chunk.subarray(i, i + take)), (kept += take);
    pending = true;
    i = stop;
    if (nl >= 0) finishLine(), i++;
  }
}
if (pending) finishLine();
flush();
