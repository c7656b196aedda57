// The Riichi reference hands (tests/fixtures/riichi-public.jsonl, a copy of
// the shared vectors) and how ../shared/tools/check-riichi judges a result
// against one: han, yakuman, fu when given, the yaku as {id: han x count}
// (unless the row is marked ambiguous), the payments; a hand without yaku
// is a result with meets_minimum false and no payments; an error by its code.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function riichiRows() {
  return readFileSync(path.join(root, 'tests/fixtures/riichi-public.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

function yakuMap(result) {
  const out = {};
  for (const y of result.yaku ?? []) out[y.id] = (out[y.id] ?? 0) + y.han * y.count;
  return out;
}

const sorted = (map) => JSON.stringify(Object.entries(map).sort());

// null when the result agrees with the row, else why not.
export function disagreement(row, got) {
  const e = row.expect;
  if ('error' in e) {
    const want = [e.error].flat();
    return got.ok === false && want.includes(got.error?.code) ? null : `expected error ${want}, got ${JSON.stringify(got).slice(0, 200)}`;
  }
  if (got.ok !== true) return `refused: ${JSON.stringify(got.error)}`;
  if (e.meets_minimum === false) return got.meets_minimum === false && !('payments' in got) ? null : 'expected no yaku';
  const why = [];
  if (got.meets_minimum !== true) why.push('meets_minimum not true');
  for (const k of ['han', 'yakuman', 'fu']) if (k in e && got[k] !== e[k]) why.push(`${k} ${got[k]}, expected ${e[k]}`);
  if ('payments' in e && JSON.stringify(got.payments) !== JSON.stringify(e.payments))
    why.push(`payments ${JSON.stringify(got.payments)}, expected ${JSON.stringify(e.payments)}`);
  if (!row.ambiguous && sorted(yakuMap(got)) !== sorted(e.yaku)) why.push(`yaku ${sorted(yakuMap(got))}, expected ${sorted(e.yaku)}`);
  return why.length ? why.join('; ') : null;
}
