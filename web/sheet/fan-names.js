// Fan names for the sheet's rows come from the core's catalogue, the one
// source of them: the sheet keeps fan ids. The JS API (dist/mahjong.js, not
// bundled here) loads the module once; the browser has the wasm file cached.
const catalogs = new Map();

/** {id: {name, zh}} for a rule set; empty when the module cannot load (the rows then show ids). */
export function fanNames(rules) {
  if (!catalogs.has(rules)) {
    catalogs.set(rules, import('../mahjong.js')
      .then(async ({ load }) => Object.fromEntries((await load()).catalog(rules).fans.map((f) => [f.id, { name: f.name, zh: f.zh }])))
      .catch(() => ({})));
  }
  return catalogs.get(rules);
}
