// Fan names for the sheet's rows come from the core's catalogue, the one
// source of them: the sheet keeps fan ids. The catalogue is the calculator's
// own (its loaded module, `calculator.catalog(rules)`), so one WebAssembly
// module serves the page and the sheet. Japanese names are the page's
// (`calculator.fanName`, from web/rules/<id>/ja.js once its words are in),
// read when shown, so that they follow the page's words loading.
const names = new Map();

/**
 * {id: {name, zh, ja, points}} for a rule set, in the catalogue's order, from
 * `catalog(rules)`; empty when it has none yet (the rows then show ids).
 * `japanese(rules, fan)` names a fan in Japanese (null: the Chinese name).
 */
export function fanNames(rules, catalog, japanese = () => null) {
  if (!names.has(rules)) {
    const fans = catalog?.(rules)?.fans;
    if (!fans) return {};
    names.set(rules, Object.fromEntries(fans.map((f) => [f.id, {
      name: f.name, zh: f.zh, points: f.points, get ja() { return japanese(rules, f) ?? f.zh; },
    }])));
  }
  return names.get(rules);
}

/** A fan's name from its entry for the sheet's language: English, Japanese, or Chinese as the catalogue writes it. */
export const nameIn = (entry, lang) => (lang === 'en' ? entry.name : lang === 'ja' ? entry.ja : entry.zh);
