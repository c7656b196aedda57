// The rule options in players' words, for the sheet: the page's own labels
// (web/rules/<id>/options.js, which the options panel shows), read
// at run time beside the sheet (dist/rules/<id>/), so the sheet keeps no copy
// of them and the browser reuses the module the options panel loaded.
import { SHIPPED } from '../rules/all-page.js';

const tables = {};

/** Loads the labels of a rule set (once); until then, and if they fail, ids are spelt out. */
export async function loadOptionWords(rules) {
  if (!tables[rules]) {
    const url = new URL(`../rules/${SHIPPED.options.includes(rules) ? rules : SHIPPED.options[0]}/options.js`, import.meta.url).href;
    tables[rules] = import(url).then((m) => m.default, () => ({}));
  }
  tables[rules] = await tables[rules];
  return tables[rules];
}

const spelled = (id) => String(id).replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

function entryOf(rules, id, lang) {
  const table = tables[rules];
  if (!table || typeof table.then === 'function') return null;
  return table[id]?.[lang] ?? table[id]?.en ?? null;
}

/** An option's label in `lang`. */
export function optionLabel(rules, id, lang) {
  return entryOf(rules, id, lang)?.label ?? spelled(id);
}

/** What a value of an option reads as: a choice's name, on or off, or the number. */
export function valueWords(rules, id, value, lang, t) {
  if (typeof value === 'boolean') return value ? t.opt_on : t.opt_off;
  const choice = entryOf(rules, id, lang)?.choices?.[value];
  return choice ?? String(value);
}

/**
 * The differences between the calculator's scoring and the match's
 * (match.js optionDifferences) as players read them: at most `most` of them,
 * then how many more.
 */
export function differenceWords(differences, rules, lang, t, most = 2) {
  const line = (d) => (d.id === 'rules'
    ? t.differs_rules(t.rule_names[d.calculator] ?? d.calculator, t.rule_names[d.match] ?? d.match)
    : t.differs_option(optionLabel(rules, d.id, lang), valueWords(rules, d.id, d.calculator, lang, t), valueWords(rules, d.id, d.match, lang, t)));
  const shown = differences.slice(0, most).map(line);
  if (differences.length > most) shown.push(t.and_more(differences.length - most));
  return shown.join(t.list_sep);
}
