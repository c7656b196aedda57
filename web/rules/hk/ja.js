// Hong Kong rules in Japanese (loaded with the page's Japanese,
// web/i18n/ja.js): its name on the header's switch, its words over the
// general ones (faan are 番, the minimum a 番縛り, the limit 爆棚), its faan
// names as the Cantonese names in Japanese kanji forms (対対糊, 十八羅漢,
// 坎坎糊, 九子連環), and its options' short words. Where each was checked:
// docs/japanese.md.
export default {
  name: '香港',
  ja: {
    meets_minimum: (min) => `${min}番縛りを満たしています`,
    below_minimum: (min) => `${min}番縛りに届きません`,
    payments_none: '縛りに届かないので支払いはありません。',
    limit_hand: '爆棚（上限）',
    capped: (n) => `上限${n}番`,
  },
  fans: {
    common_hand: '平糊', all_in_triplets: '対対糊', seven_pairs: '七対子', mixed_one_suit: '混一色', all_one_suit: '清一色',
    all_honor_tiles: '字一色', small_dragons: '小三元', great_dragons: '大三元', small_winds: '小四喜', great_winds: '大四喜',
    thirteen_orphans: '十三幺', all_kongs: '十八羅漢', self_triplets: '坎坎糊', orphans: '幺九', nine_gates: '九子連環',
    seat_wind: '門風', prevailing_wind: '圏風', red_dragon: '紅中', green_dragon: '發財', white_dragon: '白板',
    mixed_orphans: '混幺九', self_pick: '自摸', win_from_wall: '門前清', robbing_kong: '搶槓', last_catch: '海底撈月',
    win_by_kong: '槓上開花', win_by_double_kong: '槓上槓', heavenly_hand: '天糊', earthly_hand: '地糊',
    own_flower: '正花', own_season: '正花（季）', all_flowers: '一台花', all_seasons: '一台花（季）', no_flowers: '無花',
    flower_hand: '花糊', eight_immortals: '八仙過海',
  },
  // The options' values in the short words players use (web/rules/hk/page.js RULE_WORDS has en and Chinese).
  rule_words: {
    min_faan: (v) => `${v}番縛り`,
    limit: (v) => `${v}番爆棚`,
    seven_pairs: { true: '七対子あり' },
    flowers_in_play: { false: '花牌なし' },
    payment_table: {
      simplified: '簡易表', canton: '広東表', half_spicy: '半辣上', full_spicy: '辣辣上',
      four_faan_max: '四番満', seven_faan_max: '七番満', parlour: '麻雀館式',
    },
    dealer_doubles: { false: '親の倍付けなし' },
    discard_payment: { all: '全銃', half: '半銃' },
    stake: (v) => `1点${v}`,
    stake_preset: { two_five_chicken: '二五鶏', five_one: '五一', one_two: '一二蚊' },
    ten_faan_limit_hands: { true: '10番役は爆棚' },
    small_dragons_adds_dragons: { true: '小三元に刻子も' },
    small_winds: { with_winds: '小四喜に風牌も', limit: '小四喜は爆棚' },
    small_winds_no_own_wind_pair: { true: '小四喜：自風場風の雀頭不可' },
    kong_win_adds_self_pick: { true: '槓上開花に自摸も' },
    last_catch_on_discard: { false: '海底撈月はツモのみ' },
    win_from_wall_self_drawn_only: { true: '門前清はツモのみ' },
    min_needs_hand_faan: { false: 'どの番でも縛り可' },
    robbed_pays_all: { false: '搶槓は全員分でない' },
    great_hands_liability: { true: '大三元大四喜の責任払い' },
    four_melds_liability: { true: '4副露の責任払い' },
    flower_hands: { true: '花糊あり' },
  },
};
