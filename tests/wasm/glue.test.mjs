// What each module's embind glue carries (issue 21, wasm/embind_types.cpp):
// only the converters of the types the bindings cross. -lembind's native
// library registered every built-in type, and each registration brought its
// converter into every module's glue (1.2 KB gzipped of the first load).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../../build/wasm/', import.meta.url);
const glues = readdirSync(dir).filter((f) => /^mahjong-.*\.mjs$/.test(f));

test('every module\'s glue converts bool, integers and std::string, and has no wstring, val, memory view or 64-bit converter', () => {
  assert.ok(glues.includes('mahjong-first.mjs'), 'the first modules\' glue is built');
  for (const file of glues) {
    const glue = readFileSync(new URL(file, dir), 'utf8');
    for (const kept of ['__embind_register_bool', '__embind_register_integer', '__embind_register_std_string', '__embind_register_function']) {
      assert.ok(glue.includes(kept), `${file}: ${kept}`);
    }
    for (const left of ['__embind_register_std_wstring', '__embind_register_emval', '__embind_register_memory_view', '__embind_register_bigint', 'UTF16ToString']) {
      assert.ok(!glue.includes(left), `${file}: ${left}`);
    }
  }
});
