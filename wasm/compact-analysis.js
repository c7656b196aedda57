// analyze()'s compact form (wasm/compact_analysis.h) read into the analysis
// as the command line prints it. wasm/mahjong.js imports this module with
// the first wasm module that analyses (the analysis's, or a rule set's own
// such as Riichi's): a first result, which scores, needs none of it.

const RESULT_FIELDS = 4; // words of a rule set's own result fields (kMaxResultFields, core/score.h)
const decoder = new TextDecoder();

/**
 * The expansion of one module's answers: `core` the module, `tileCodes`,
 * `errorCodes`, `ruleSetIds` its tables' lists, `catalogOf(rules)` its
 * catalogue read (fans, result fields, analysis reading).
 */
export function analysisExpander({ core, tileCodes, errorCodes, ruleSetIds, catalogOf }) {
  // Read where the module wrote it, its fields in the command line's order.
  // The catalogue first: reading it may grow the memory.
  return (at) => {
    let i = at >> 2;
    if (core.HEAP32[i] !== 1) {
      const w = core.HEAP32;
      return { ok: false, error: { code: errorCodes[w[i + 1]], message: decoder.decode(core.HEAPU8.subarray(w[i + 2], w[i + 2] + w[i + 3])) } };
    }
    const rules = ruleSetIds[core.HEAP32[i + 1]];
    const { fans: rows, resultFields, reading } = catalogOf(rules);
    const w = core.HEAP32;
    const shown = resultFields.map((f, k) => [f, k]).filter(([, k]) => (w[i + 4] >> k) & 1);
    const tiles = () => {
      const list = [];
      for (let n = w[i++]; n > 0; n--) list.push(tileCodes[w[i++]]);
      return list;
    };
    const value = () => {
      const v = { total: w[i], meets_minimum: w[i + 1] === 1 };
      for (const [f, k] of shown) {
        const x = w[i + 2 + k];
        v[f.id] = f.type === 'boolean' ? x !== 0 : f.type === 'choice' ? f.choices[x] ?? null : x;
      }
      i += 2 + RESULT_FIELDS;
      v.fans = [];
      for (let n = w[i++]; n > 0; n--, i += 3) {
        const row = rows[w[i]] ?? { id: '?', name: '?', zh: '?' };
        v.fans.push({ id: row.id, name: row.name, zh: row.zh, points: w[i + 1], count: w[i + 2] });
      }
      return v;
    };
    const waits = () => {
      const list = [];
      for (let n = w[i++]; n > 0; n--) {
        const wait = { tile: tileCodes[w[i]], in_hand: w[i + 1] };
        const values = w[i + 2];
        i += 3;
        if (values & 1) wait.discard = value();
        if (values & 2) wait.self_drawn = value();
        // With the rule set's declaration made (Riichi's "riichi"): both ways, in that order.
        if (values & 4) wait[reading.flag] = { discard: value(), self_drawn: value() };
        list.push(wait);
      }
      return list;
    };
    const result = { ok: true, rules, tiles: w[i + 2], shanten: w[i + 3] };
    i += 5;
    if (result.tiles === 13) {
      result.waits = waits();
      result.useful = tiles();
      return result;
    }
    result.discards = [];
    for (let n = w[i++]; n > 0; n--) {
      const d = { tile: tileCodes[w[i]], shanten: w[i + 1] };
      i += 2;
      d.useful = tiles();
      d.useful_count = w[i++];
      d.waits = waits();
      result.discards.push(d);
    }
    return result;
  };
}
