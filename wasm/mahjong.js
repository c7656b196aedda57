// The calculator's JavaScript API, for browsers and Node 20. It loads the
// WebAssembly module once and hands plain objects back and forth; it is the
// only importer of the generated glue (mahjong-core.mjs), and everything else
// imports this module.
//
//   import { load } from './mahjong.js';
//   const calculator = await load();
//   calculator.score({ text: '[EEE1]123m456p789s5p5p', self_drawn: true });
//
// Every call returns a value: a result ({ok: true, ...}) or an error
// ({ok: false, error: {code, message}}), never a thrown exception for bad input.
import createMahjongCore from './mahjong-core.mjs';

const wasmUrl = new URL('./mahjong-core.wasm', import.meta.url);
const isNode = typeof process !== 'undefined' && !!process.versions?.node && typeof window === 'undefined';

let loading = null;

async function instantiate() {
  const settings = {};
  // Emscripten 3.1.6's fetch path fails on file: URLs in Node; hand it the bytes.
  if (isNode) {
    const { readFile } = await import('node:fs/promises');
    settings.wasmBinary = await readFile(wasmUrl);
  }
  const core = await createMahjongCore(settings);
  return Object.freeze({
    /** Scores a hand (the spec's JSON form, or {text, ...flags}). */
    score: (hand) => core.score(hand),
    /** Reads text notation into the hand's tiles. */
    parse: (text) => (typeof text === 'string' ? core.parse(text) : notText(text)),
    /** Writes a hand's canonical text notation. */
    format: (hand) => core.format(hand),
    /** The fans and options of a rule set ("mcr" or "hk"), from the core's table. */
    catalog: (rules = 'mcr') => core.catalog(String(rules)),
  });
}

function notText(value) {
  return { ok: false, error: { code: 'parse', message: `The notation must be a string, not ${typeof value}.` } };
}

/** Loads the module (once; later calls share it) and resolves to the calculator. */
export function load() {
  loading ??= instantiate().catch((err) => {
    loading = null; // a failed load (say, offline before caching) may be retried
    throw err;
  });
  return loading;
}

export async function score(hand) {
  return (await load()).score(hand);
}

export async function parse(text) {
  return (await load()).parse(text);
}

export async function format(hand) {
  return (await load()).format(hand);
}

export async function catalog(rules) {
  return (await load()).catalog(rules);
}
