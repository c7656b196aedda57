// MCR's Chinese on the page (loaded with the page's Chinese, web/i18n/zh.js):
// the general words are MCR's own; its name on the header's switch, and its
// options' values in the short words players use at the table
// (web/panels/result/rules-summary.js), kept out of an English page's first
// load. Each script's written out: a table in `hant` replaces the derived one
// whole (web/i18n.js wordBook).
const hans = {
  rule_words: {
    concealed_and_melded_kong_fan: { false: '明暗杠分计' },
    two_concealed_kongs_with_two_concealed_pungs: { true: '双暗杠计双暗刻' },
    melded_and_concealed_kong_as_two_melded_kongs: { true: '明暗杠计双明杠' },
    all_terminals_without_triple_pung: { true: '清幺九不计三同刻' },
    wind_pungs_in_wind_fans_score_terminal_pungs: { true: '风刻另计幺九刻' },
  },
};
const hant = {
  rule_words: {
    concealed_and_melded_kong_fan: { false: '明暗槓分計' },
    two_concealed_kongs_with_two_concealed_pungs: { true: '雙暗槓計雙暗刻' },
    melded_and_concealed_kong_as_two_melded_kongs: { true: '明暗槓計雙明槓' },
    all_terminals_without_triple_pung: { true: '清么九不計三同刻' },
    wind_pungs_in_wind_fans_score_terminal_pungs: { true: '風刻另計么九刻' },
  },
};

export default { name: '国标', hans, hant };
