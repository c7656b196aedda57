// score:wasm: the native scorer's --jsonl contract, scored through the
// WebAssembly module in Node. One hand per input line, one result per output
// line, in order; a bad line gets an error result and the run goes on.
import { createInterface } from 'node:readline';
import { load } from '../build/wasm/mahjong.js';

const usage = `usage: npm run --silent score:wasm -- --jsonl [--repeat K]
  scores one hand per input line (JSON) through the wasm module; K scores each hand K times`;

function parseArgs(argv) {
  const opts = { jsonl: false, repeat: 1 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--jsonl') opts.jsonl = true;
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

const calculator = await load();
const out = [];
const flush = () => {
  if (out.length) process.stdout.write(out.join(''));
  out.length = 0;
};

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (!line.trim()) continue;
  let hand;
  try {
    hand = JSON.parse(line);
  } catch (err) {
    out.push(JSON.stringify({ ok: false, error: { code: 'parse', message: `The line is not JSON: ${err.message}` } }) + '\n');
    continue;
  }
  let result;
  for (let i = 0; i < opts.repeat; i++) result = calculator.score(hand);
  const withId = hand !== null && typeof hand === 'object' && !Array.isArray(hand) && 'id' in hand;
  out.push(JSON.stringify(withId ? { id: hand.id, ...result } : result) + '\n');
  if (out.length >= 256) flush();
}
flush();
