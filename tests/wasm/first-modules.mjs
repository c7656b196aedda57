// The first modules (issue 21: one a rule set, scoring its packed hands,
// sharing one glue, mahjong-first.mjs, with the JSON way's and each rule
// set's own): the wasm files of build/wasm with their catalogue's words
// beside them (mahjong-words-<id>.json), by rule set.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../../build/wasm/', import.meta.url);
export const FIRST_MODULES = Object.fromEntries(readdirSync(dir)
  .filter((f) => /^mahjong-[a-z0-9_]+\.wasm$/.test(f) && existsSync(new URL(f.replace(/^mahjong-(.*)\.wasm$/, 'mahjong-words-$1.json'), dir)))
  .map((f) => [f.slice('mahjong-'.length, -'.wasm'.length), f]));
// Each first module's bytes: [file, bytes].
export const firstModuleBytes = () => Object.values(FIRST_MODULES).map((f) => [f, readFileSync(new URL(f, dir))]);
