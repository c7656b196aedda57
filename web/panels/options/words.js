// The options panel's words that web/i18n.js does not have yet: the bound of
// a number above 0 (the stake). A reason for an option rule is the core's
// (catalogue `option_rules`), in the screen's language; Japanese is the
// page's (web/i18n/ja.js), by the rule's options.
import { isJapanese, japaneseReason } from '../../i18n.js';

const ABOVE_ZERO_AT_MOST = {
  en: (max) => `A number above 0, at most ${max}.`,
  'zh-Hans': (max) => `须大于0，最多${max}。`,
  'zh-Hant': (max) => `須大於0，最多${max}。`,
  ja: (max) => `0より大きく${max}以下の数。`,
};

export const aboveZeroAtMost = (lang, max) => (ABOVE_ZERO_AT_MOST[lang] ?? ABOVE_ZERO_AT_MOST.en)(max);

/** An option rule's reason in `lang` (en, zh-Hans, zh-Hant, ja) for the rule set `rules`. */
export const reasonOf = (rule, lang, rules) => (isJapanese(lang)
  && japaneseReason('option_rules', rules, `${rule.option}|${rule.other ?? rule.fact}`)) || (rule[lang] ?? rule.en);
