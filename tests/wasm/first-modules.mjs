// The first modules (issue 21: one a rule set, scoring its packed hands,
// sharing one glue, mahjong-first.mjs): the wasm files of build/wasm
// without a glue of their own, by rule set.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../../build/wasm/', import.meta.url);
export const FIRST_MODULES = Object.fromEntries(readdirSync(dir)
  .filter((f) => /^mahjong-[a-z0-9_]+\.wasm$/.test(f) && !existsSync(new URL(f.replace(/wasm$/, 'mjs'), dir)))
  .map((f) => [f.slice('mahjong-'.length, -'.wasm'.length), f]));
// Each first module's bytes: [file, bytes].
export const firstModuleBytes = () => Object.values(FIRST_MODULES).map((f) => [f, readFileSync(new URL(f, dir))]);
