// The rules in force, in a line under the total: each option that differs
// from its rule set's default, in the short words players use at the table
// ("半辣上 · 全銃 · 8番爆棚 · 二五雞"), so a house rule that changes the
// payments is never out of sight. Pure: the view draws the line and its tap
// opens the options. An option without words here (a new one) reads by its
// id spelt out, never hidden.
import { normalizeLanguage } from '../../i18n.js';

// Per option: the words of each value that is not the default, [en, 简体, 繁體];
// a function of the value for numbers. Defaults: core/options.h.
const WORDS = {
  // Hong Kong (core/rules/hk/option_table.cpp)
  min_faan: (v) => [`${v}-faan minimum`, `${v}番起糊`, `${v}番起糊`],
  limit: (v) => [`${v}-faan limit`, `${v}番爆棚`, `${v}番爆棚`],
  seven_pairs: { true: ['Seven pairs', '七对子', '七對子'] },
  flowers_in_play: { false: ['No flowers', '不打花', '不打花'] },
  payment_table: {
    simplified: ['Simplified table', '简化计法', '簡化計法'],
    canton: ['Canton table', '广东表', '廣東表'],
    half_spicy: ['Half-spicy', '半辣上', '半辣上'],
    full_spicy: ['Spicy', '辣辣上', '辣辣上'],
    four_faan_max: ['Four-faan max', '四番满', '四番滿'],
    seven_faan_max: ['Seven-faan max', '七番满', '七番滿'],
    parlour: ['Parlour', '麻雀馆式', '麻雀館式'],
  },
  dealer_doubles: { false: ['Dealer not doubled', '庄家不加倍', '莊家不加倍'] },
  discard_payment: { all: ['Full shot', '全铳', '全銃'], half: ['Half shot', '半铳', '半銃'] },
  stake: (v) => [`${v} a point`, `每底分${v}`, `每底分${v}`],
  stake_preset: {
    two_five_chicken: ['2/5 chicken', '二五鸡', '二五雞'],
    five_one: ['5/1', '五一', '五一'],
    one_two: ['1/2 dollars', '一二蚊', '一二蚊'],
  },
  ten_faan_limit_hands: { true: ['Great hands at the limit', '大牌爆棚', '大牌爆棚'] },
  small_dragons_adds_dragons: { true: ['Small Dragons + pungs', '小三元另计刻子', '小三元另計刻子'] },
  small_winds: {
    with_winds: ['Small Winds + wind pungs', '小四喜另计风', '小四喜另計風'],
    limit: ['Small Winds at the limit', '小四喜爆棚', '小四喜爆棚'],
  },
  small_winds_no_own_wind_pair: { true: ['Small Winds: no own-wind pair', '小四喜眼不可门风圈风', '小四喜眼不可門風圈風'] },
  kong_win_adds_self_pick: { true: ['Kong win + self-pick', '杠上开花另计自摸', '槓上開花另計自摸'] },
  last_catch_on_discard: { false: ['Last catch: wall only', '海底捞月只计自摸', '海底撈月只計自摸'] },
  win_from_wall_self_drawn_only: { true: ['Concealed: self-drawn only', '门前清只计自摸', '門前清只計自摸'] },
  min_needs_hand_faan: { false: ['Any faan to win', '任何番都可起糊', '任何番都可起糊'] },
  robbed_pays_all: { false: ['Robbed kong: not all', '抢杠不包三家', '搶槓不包三家'] },
  great_hands_liability: { true: ['Great hands liability', '大三元大四喜包', '大三元大四喜包'] },
  four_melds_liability: { true: ['Four melds liability', '十二张落地包', '十二張落地包'] },
  flower_hands: { true: ['Flower hands', '花糊', '花糊'] },
  // MCR's rulings (core/rules/mcr/option_table.cpp)
  concealed_and_melded_kong_fan: { false: ['Kongs scored apart', '明暗杠分计', '明暗槓分計'] },
  two_concealed_kongs_with_two_concealed_pungs: { true: ['2 concealed kongs + pungs', '双暗杠计双暗刻', '雙暗槓計雙暗刻'] },
  melded_and_concealed_kong_as_two_melded_kongs: { true: ['Kongs as 2 melded', '明暗杠计双明杠', '明暗槓計雙明槓'] },
  all_terminals_without_triple_pung: { true: ['All Terminals, no Triple Pung', '清幺九不计三同刻', '清么九不計三同刻'] },
  wind_pungs_in_wind_fans_score_terminal_pungs: { true: ['Wind fans + terminal pungs', '风刻另计幺九刻', '風刻另計么九刻'] },
};

const COLUMN = { en: 0, 'zh-Hans': 1, 'zh-Hant': 2 };
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

/** An option's value in the table's short words, in `lang`. */
export function ruleWords({ id, value }, lang) {
  const column = COLUMN[normalizeLanguage(lang) ?? 'en'];
  const entry = WORDS[id];
  const words = typeof entry === 'function' ? entry(value) : entry?.[String(value)];
  return words?.[column] ?? spelled(id, value);
}

/** The line: each rule in force, in the catalogue's order ('' when none differs). */
export function rulesLine(state, catalog, lang) {
  return rulesInForce(state, catalog).map((rule) => ruleWords(rule, lang)).join(' · ');
}

/** Every option id with words, for the test that the catalogue has none without. */
export const WORDED = Object.keys(WORDS);
