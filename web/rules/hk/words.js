// Hong Kong's words on the page and the result's badges, laid over page.js
// when Hong Kong is first shown (web/i18n.js loadRuleWords), so an MCR first
// load does not carry them: its English where Hong Kong players' differ from
// MCR's and the options' short words (its Chinese: zh.js, loaded with the
// page's Chinese).
export default {
  // The result's badges beside its total: a limit hand, and faan capped by the limit.
  badges: (r, t) => [r.limit && t.limit_hand, r.capped_total !== r.total && t.capped(r.capped_total)],
  en: {
    meets_minimum: (min) => `Reaches the ${min}-faan minimum`,
    below_minimum: (min) => `Below the ${min}-faan minimum`,
    limit_hand: 'Limit hand',
    capped: (n) => `capped at ${n}`,
  },
  // The options' values in the short words players use at the table, [en, 简体, 繁體]
  // (web/panels/result/rules-summary.js); what each option does: core/rules/hk/option_table.cpp.
  RULE_WORDS: {
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
  },
};
