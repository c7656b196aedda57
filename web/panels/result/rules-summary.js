// The rules in force, in a line under the total: each option that differs
// from its rule set's default, in the short words players use at the table
// ("半辣上 · 全銃 · 8番爆棚 · 二五雞"), so a house rule that changes the
// payments is never out of sight. Pure: the view draws the line and its tap
// opens the options. An option without words here (a new one) reads by its
// id spelt out, never hidden.
import { chineseOf, japaneseOf, normalizeLanguage } from '../../i18n.js';
import RULE_SETS from '../../rules/all-page.js';

// Per option, each rule set's own (its page.js or words.js RULE_WORDS): the
// words of each value that is not the default, [en, 简体, 繁體]; a function
// of the value for numbers. Defaults: the catalogue's. Japanese: the rule
// folder's ja.js rule_words, the words alone; Chinese: its zh.js rule_words
// where it has them (MCR's), [简体, 繁體] (each loaded with the page's language).
const wordsOf = (rules) => RULE_SETS[rules]?.RULE_WORDS ?? {};

const COLUMN = { en: 0, 'zh-Hans': 1, 'zh-Hant': 2 };
// A rule folder's zh.js rule_words: [简体, 繁體].
const CHINESE = { 'zh-Hans': 0, 'zh-Hant': 1 };
const spelled = (id, value) => `${String(id).replace(/_/g, ' ')}: ${value}`;

/**
 * The options of `state` that differ from the catalogue's defaults, in the
 * catalogue's order: [{id, value}]. Before the catalogue is in: none.
 */
export function rulesInForce(state, catalog) {
  return (catalog?.options ?? [])
    .filter((o) => Object.hasOwn(state.options, o.id) && state.options[o.id] !== o.default)
    .map((o) => ({ id: o.id, value: state.options[o.id] }));
}

/** An option's value in the rule set's short words, in `lang`. */
export function ruleWords({ id, value }, lang, rules) {
  const language = normalizeLanguage(lang) ?? 'en';
  if (language === 'ja') {
    const own = japaneseOf(rules)?.rule_words?.[id];
    const words = typeof own === 'function' ? own(value) : own?.[String(value)];
    if (words) return words;
  }
  if (language in CHINESE) {
    const own = chineseOf(rules)?.rule_words?.[id]?.[String(value)];
    if (own) return own[CHINESE[language]];
  }
  const column = COLUMN[language] ?? 0;
  const entry = wordsOf(rules)[id];
  const words = typeof entry === 'function' ? entry(value) : entry?.[String(value)];
  return words?.[column] ?? spelled(id, value);
}

/** The line: each rule in force, in the catalogue's order ('' when none differs). */
export function rulesLine(state, catalog, lang) {
  return rulesInForce(state, catalog).map((rule) => ruleWords(rule, lang, state.rules)).join(' · ');
}

/** Every option id of `rules` with words, for the test that the catalogue has none without. */
export const worded = (rules) => Object.keys(wordsOf(rules));
