// Fan names for the sheet's rows come from the core's catalogue, the one
// source of them: the sheet keeps fan ids. The catalogue is the calculator's
// own (its loaded module, `calculator.catalog(rules)`), so one WebAssembly
// module serves the page and the sheet. Names in Chinese and Japanese are
// the page's (`calculator.fanName`: Chinese in the reader's script, Japanese
// from web/rules/<id>/ja.js once its words are in), read when shown, so that
// they follow the page's words loading.
const names = new Map();

/**
 * {id: {name, zh, points, in(lang)}} for a rule set, in the catalogue's order,
 * from `catalog(rules)`; empty when it has none yet (the rows then show ids).
 * `pageName(rules, fan, lang)` names a fan in a language other than English
 * (null: the catalogue's Chinese name).
 */
export function fanNames(rules, catalog, pageName = () => null) {
  if (!names.has(rules)) {
    const fans = catalog?.(rules)?.fans;
    if (!fans) return {};
    names.set(rules, Object.fromEntries(fans.map((f) => [f.id, {
      name: f.name, zh: f.zh, points: f.points, in: (lang) => pageName(rules, f, lang) ?? f.zh,
    }])));
  }
  return names.get(rules);
}

/** A fan's name from its entry for the sheet's language: English as the catalogue writes it, the others as the page does. */
export const nameIn = (entry, lang) => (lang === 'en' ? entry.name : entry.in(lang));
