// Fan names for the sheet's rows come from the core's catalogue, the one
// source of them: the sheet keeps fan ids. The catalogue is the calculator's
// own (its loaded module, `calculator.catalog(rules)`), so one WebAssembly
// module serves the page and the sheet.
const names = new Map();

/** {id: {name, zh, points}} for a rule set, in the catalogue's order, from `catalog(rules)`; empty when it has none yet (the rows then show ids). */
export function fanNames(rules, catalog) {
  if (!names.has(rules)) {
    const fans = catalog?.(rules)?.fans;
    if (!fans) return {};
    names.set(rules, Object.fromEntries(fans.map((f) => [f.id, { name: f.name, zh: f.zh, points: f.points }])));
  }
  return names.get(rules);
}
