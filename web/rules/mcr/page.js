// MCR on the page (part of its first load, so kept small): what the core's
// catalogue does not say about showing a hand. Its words are the page's own.
export default {
  // The header's switch.
  NAME: 'MCR',
  // Tile names in Chinese: 五饼, 三条 (web/i18n.js tileName).
  SUITS_ZH: { m: '万', p: '饼', s: '条' },
  badges: () => [],
  // The options' values in the short words players use at the table, [en]
  // (web/panels/result/rules-summary.js; in Chinese: zh.js, in Japanese:
  // ja.js, each loaded with the page's language); what each ruling does:
  // core/rules/mcr/option_table.cpp.
  RULE_WORDS: {
    concealed_and_melded_kong_fan: { false: ['Kongs scored apart'] },
    two_concealed_kongs_with_two_concealed_pungs: { true: ['2 concealed kongs + pungs'] },
    melded_and_concealed_kong_as_two_melded_kongs: { true: ['Kongs as 2 melded'] },
    all_terminals_without_triple_pung: { true: ['All Terminals, no Triple Pung'] },
    wind_pungs_in_wind_fans_score_terminal_pungs: { true: ['Wind fans + terminal pungs'] },
  },
};
