// MCR's Chinese on the page (loaded with the page's Chinese, web/i18n/zh.js):
// the general words are MCR's own; its name on the header's switch, and its
// options' values in the short words players use at the table, [简体, 繁體]
// (web/panels/result/rules-summary.js), kept out of an English page's first
// load as Japanese's are (ja.js rule_words).
export default {
  name: '国标',
  rule_words: {
    concealed_and_melded_kong_fan: { false: ['明暗杠分计', '明暗槓分計'] },
    two_concealed_kongs_with_two_concealed_pungs: { true: ['双暗杠计双暗刻', '雙暗槓計雙暗刻'] },
    melded_and_concealed_kong_as_two_melded_kongs: { true: ['明暗杠计双明杠', '明暗槓計雙明槓'] },
    all_terminals_without_triple_pung: { true: ['清幺九不计三同刻', '清么九不計三同刻'] },
    wind_pungs_in_wind_fans_score_terminal_pungs: { true: ['风刻另计幺九刻', '風刻另計么九刻'] },
  },
};
