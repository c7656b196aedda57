// MCR in Japanese (loaded with the page's Japanese, web/i18n/ja.js): its name
// on the header's switch, and its fan names as Japanese MCR (中国麻将) players
// write them: the Chinese names in Japanese kanji forms (清龍, 五門斉, 四帰一,
// 単調将), with 嵌張 for 坎张 and 九蓮宝燈 as Japanese tables write them. Where
// each was checked: docs/japanese.md. The general words are MCR's own; its
// options' short words for the line of rules in force (web/panels/result/rules-summary.js).
export default {
  name: '国標',
  fans: {
    big_four_winds: '大四喜', big_three_dragons: '大三元', all_green: '緑一色', nine_gates: '九蓮宝燈',
    four_kongs: '四槓', seven_shifted_pairs: '連七対', thirteen_orphans: '十三幺',
    all_terminals: '清幺九', little_four_winds: '小四喜', little_three_dragons: '小三元', all_honors: '字一色',
    four_concealed_pungs: '四暗刻', pure_terminal_chows: '一色双龍会',
    quadruple_chow: '一色四同順', four_pure_shifted_pungs: '一色四節高',
    four_pure_shifted_chows: '一色四歩高', three_kongs: '三槓', all_terminals_and_honors: '混幺九',
    seven_pairs: '七対', greater_honors_and_knitted_tiles: '七星不靠', all_even_pungs: '全双刻', full_flush: '清一色',
    pure_triple_chow: '一色三同順', pure_shifted_pungs: '一色三節高', upper_tiles: '全大', middle_tiles: '全中', lower_tiles: '全小',
    pure_straight: '清龍', three_suited_terminal_chows: '三色双龍会', pure_shifted_chows: '一色三歩高', all_fives: '全帯五',
    triple_pung: '三同刻', three_concealed_pungs: '三暗刻',
    lesser_honors_and_knitted_tiles: '全不靠', knitted_straight: '組合龍', upper_four: '大於五', lower_four: '小於五',
    big_three_winds: '三風刻',
    mixed_straight: '花龍', reversible_tiles: '推不倒', mixed_triple_chow: '三色三同順', mixed_shifted_pungs: '三色三節高',
    chicken_hand: '無番和', last_tile_draw: '妙手回春', last_tile_claim: '海底撈月', out_with_replacement_tile: '槓上開花',
    robbing_the_kong: '搶槓和',
    all_pungs: '碰碰和', half_flush: '混一色', mixed_shifted_chows: '三色三歩高', all_types: '五門斉', melded_hand: '全求人',
    two_concealed_kongs: '双暗槓', two_dragon_pungs: '双箭刻',
    concealed_kong_and_melded_kong: '明暗槓',
    outside_hand: '全帯幺', fully_concealed_hand: '不求人', two_melded_kongs: '双明槓', last_tile: '和絶張',
    dragon_pung: '箭刻', prevalent_wind: '圏風刻', seat_wind: '門風刻', concealed_hand: '門前清', all_chows: '平和',
    tile_hog: '四帰一', double_pung: '双同刻', two_concealed_pungs: '双暗刻', concealed_kong: '暗槓', all_simples: '断幺',
    pure_double_chow: '一般高', mixed_double_chow: '喜相逢', short_straight: '連六', two_terminal_chows: '老少副',
    pung_of_terminals_or_honors: '幺九刻', melded_kong: '明槓', one_voided_suit: '缺一門', no_honors: '無字',
    edge_wait: '辺張', closed_wait: '嵌張', single_wait: '単調将', self_drawn: '自摸', flower_tiles: '花牌',
  },
  // The options' values in the short words players use (web/rules/mcr/page.js RULE_WORDS has en and Chinese).
  rule_words: {
    concealed_and_melded_kong_fan: { false: '明槓・暗槓を別計算' },
    two_concealed_kongs_with_two_concealed_pungs: { true: '双暗槓に双暗刻' },
    melded_and_concealed_kong_as_two_melded_kongs: { true: '明暗槓を双明槓に' },
    all_terminals_without_triple_pung: { true: '清幺九に三同刻なし' },
    wind_pungs_in_wind_fans_score_terminal_pungs: { true: '風刻に幺九刻も' },
  },
};
