// The first modules' words, written at build time (wasm/CMakeLists.txt):
//   node catalogue-words.mjs <build/wasm> <rule set id>...
// A rule set's first module is built without the words the scorer never reads
// (core/words.h); the JSON way's module carries them. For each rule set with
// a first module, mahjong-words-<id>.json holds the top-level keys of
// its catalogue whose value differs from the JSON way's module's: for a list
// of rows, each row's fields that differ ({rows}), else the value ({whole}).
// mahjong.js answers catalog() with the first module's catalogue, those
// replaced (joinWords). The core's tables stay their one source.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, ...ids] = process.argv.slice(2);
// A module by its wasm's name, with the glue the first modules and the JSON way's share.
const { default: create } = await import(pathToFileURL(path.join(dir, 'mahjong-first.mjs')).href);
const instance = async (name) => create({ wasmBinary: await readFile(path.join(dir, `mahjong-${name}.wasm`)) });
const full = await instance('json');
for (const id of ids) {
  const without = JSON.parse((await instance(id)).catalog(id));
  const whole = JSON.parse(full.catalog(id));
  const keys = Object.keys(whole);
  // The same keys in the same order, or joining them would change the answer.
  if (keys.join() !== Object.keys(without).join()) throw new Error(`${id}: the two modules' catalogues have different keys`);
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  // A list of rows ({rows}: each row's fields that differ), or the whole value ({whole}).
  const rowsOf = (a, b) => Array.isArray(a) && Array.isArray(b) && a.length === b.length
    && a.every((row, i) => row && typeof row === 'object' && Object.keys(row).join() === Object.keys(b[i] ?? {}).join())
    && b.map((row, i) => Object.fromEntries(Object.keys(row).filter((f) => !same(a[i][f], row[f])).map((f) => [f, row[f]])));
  const words = Object.fromEntries(keys.filter((k) => !same(without[k], whole[k]))
    .map((k) => [k, rowsOf(without[k], whole[k]) ? { rows: rowsOf(without[k], whole[k]) } : { whole: whole[k] }]));
  await writeFile(path.join(dir, `mahjong-words-${id}.json`), JSON.stringify(words));
}
