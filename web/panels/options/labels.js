// Option labels in players' words, keyed by option id, from
// web/rules/<id>/options.js ({<id>: {en|zh-Hans|zh-Hant|ja: {label,
// help, choices}}}). Until a rule set's file exists the catalogue's own
// description stands in for the label, and a choice's name is spelt out from
// its key: a player never sees an option id.
import { inScript, isChinese } from '../../i18n.js';
import { importOptionLabels } from '../../load-definitions.js';
import { SHIPPED } from '../../rules/all-page.js';

/** Rule sets whose label file the page ships (web/rules/<id>/options.js), as the build found them. */
export const LABELLED = SHIPPED.options;

const loaded = {};

/** The label table of a rule set, or {} when it has none (or it failed to load). */
export async function loadLabels(rules) {
  if (!loaded[rules]) {
    loaded[rules] = LABELLED.includes(rules)
      ? importOptionLabels(rules).catch(() => ({}))
      : Promise.resolve({});
  }
  return loaded[rules];
}

const spelled = (key) => String(key).replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** {label, help, choice(name)} for an option in `lang`, from its labels or the catalogue. */
export function labelOf(option, labels, lang) {
  const entry = labels?.[option.id]?.[lang] ?? labels?.[option.id]?.en;
  if (entry) {
    return { label: entry.label, help: entry.help, choice: (c) => entry.choices?.[c] ?? spelled(c) };
  }
  // A description may name another option by its id: spelt out too.
  const description = (isChinese(lang) ? inScript(option.zh, lang) : option.en)
    .replace(/\b[a-z]+(?:_[a-z0-9]+)+\b/g, (id) => id.replace(/_/g, ' '));
  return { label: description, help: '', choice: spelled };
}
