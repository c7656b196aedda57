// MCR rule options in players' words, keyed by the option ids of
// `catalog('mcr').options` (core/rules/mcr/), one label and a one-line
// explanation in each of the page's languages. The options themselves, their
// defaults and what they change are the core's; docs/mcr-rulings.md gives
// the sources of each reading. The wording is the project's own.
export default {
  concealed_and_melded_kong_fan: {
    en: {
      label: 'One melded and one concealed kong: Concealed Kong and Melded Kong (5)',
      help: 'The competition rules\' single 5-point fan. Off: Melded Kong (1) and Concealed Kong (2) instead.',
    },
    'zh-Hans': {
      label: '一明杠一暗杠计明暗杠（5番）',
      help: '比赛规则的5番番种。关闭时分计明杠（1番）和暗杠（2番）。',
    },
    'zh-Hant': {
      label: '一明槓一暗槓計明暗槓（5番）',
      help: '比賽規則的5番番種。關閉時分計明槓（1番）和暗槓（2番）。',
    },
    ja: { label: "明槓と暗槓が1つずつで明暗槓（5点）", help: "競技ルールの5点役。オフなら明槓（1点）と暗槓（2点）を別に数えます。" },
  },
  two_concealed_kongs_with_two_concealed_pungs: {
    en: {
      label: 'Two Concealed Kongs also scores Two Concealed Pungs',
      help: 'Some tables count the two concealed pungs inside the two concealed kongs as well.',
    },
    'zh-Hans': {
      label: '双暗杠另计双暗刻',
      help: '有些牌桌把两个暗杠同时当作双暗刻计番。',
    },
    'zh-Hant': {
      label: '雙暗槓另計雙暗刻',
      help: '有些牌桌把兩個暗槓同時當作雙暗刻計番。',
    },
    ja: { label: "双暗槓に双暗刻も付ける", help: "2つの暗槓を双暗刻としても数える卓があります。" },
  },
  melded_and_concealed_kong_as_two_melded_kongs: {
    en: {
      label: 'One melded and one concealed kong as Two Melded Kongs (4)',
      help: 'Only with the 5-point Concealed Kong and Melded Kong turned off.',
    },
    'zh-Hans': {
      label: '一明杠一暗杠计双明杠（4番）',
      help: '只在关闭“一明杠一暗杠计明暗杠”时适用。',
    },
    'zh-Hant': {
      label: '一明槓一暗槓計雙明槓（4番）',
      help: '只在關閉「一明槓一暗槓計明暗槓」時適用。',
    },
    ja: { label: "明槓と暗槓が1つずつで双明槓（4点）", help: "「明槓と暗槓が1つずつで明暗槓」がオフのときだけ使われます。" },
  },
  all_terminals_without_triple_pung: {
    en: {
      label: 'All Terminals without Triple Pung',
      help: 'All Terminals does not also score Triple Pung when the same number is pung in three suits.',
    },
    'zh-Hans': {
      label: '清幺九不计三同刻',
      help: '清幺九中三门同数的刻子不再另计三同刻。',
    },
    'zh-Hant': {
      label: '清么九不計三同刻',
      help: '清么九中三門同數的刻子不再另計三同刻。',
    },
    ja: { label: "清幺九に三同刻を付けない", help: "清幺九で3種類同じ数の刻子があっても三同刻を数えません。" },
  },
  wind_pungs_in_wind_fans_score_terminal_pungs: {
    en: {
      label: 'Wind pungs in Little Four Winds and Big Three Winds still score Pung of Terminals or Honors',
      help: 'A wind pung that is neither your seat nor the prevalent wind scores its 1 point as well.',
    },
    'zh-Hans': {
      label: '小四喜、三风刻的风刻仍计幺九刻',
      help: '不是门风也不是圈风的风刻另计幺九刻1番。',
    },
    'zh-Hant': {
      label: '小四喜、三風刻的風刻仍計么九刻',
      help: '不是門風也不是圈風的風刻另計么九刻1番。',
    },
    ja: { label: "小四喜・三風刻の風牌の刻子にも幺九刻", help: "自風でも場風でもない風牌の刻子に幺九刻1点を付けます。" },
  },
};
