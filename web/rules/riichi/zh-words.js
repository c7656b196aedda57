// Riichi's Chinese words on the page, over the general ones (web/i18n/zh.js),
// loaded with Riichi's page words when the page is in Chinese (web/i18n.js
// loadRuleWords), so a Chinese MCR or Hong Kong first load does not carry
// them (its name on the header's switch is ./zh.js): the terms Chinese-speaking Riichi (日麻) players
// use: 立直, 自摸, 荣和, 宝牌/寶牌, 满贯, 本场, 供托; each yaku by its usual
// Chinese name. Written in Simplified characters with the Traditional given
// whole (`hant`), so no word depends on the page's character table. Where
// each term was checked: docs/riichi-rules.md, "Words on the page".

const YAKU = {
  riichi: ['立直', '立直'], double_riichi: ['两立直', '兩立直'], ippatsu: ['一发', '一發'],
  menzen_tsumo: ['门前清自摸和', '門前清自摸和'], pinfu: ['平和', '平和'], tanyao: ['断幺九', '斷么九'],
  iipeikou: ['一杯口', '一盃口'], haku: ['役牌 白', '役牌 白'], hatsu: ['役牌 发', '役牌 發'], chun: ['役牌 中', '役牌 中'],
  seat_wind: ['自风', '自風'], prevalent_wind: ['场风', '場風'], haitei: ['海底摸月', '海底摸月'],
  houtei: ['河底捞鱼', '河底撈魚'], rinshan: ['岭上开花', '嶺上開花'], chankan: ['抢杠', '搶槓'],
  chiitoitsu: ['七对子', '七對子'], sanshoku: ['三色同顺', '三色同順'], ittsu: ['一气通贯', '一氣通貫'],
  chanta: ['混全带幺九', '混全帶么九'], toitoi: ['对对和', '對對和'], sanankou: ['三暗刻', '三暗刻'],
  sanshoku_doukou: ['三色同刻', '三色同刻'], sankantsu: ['三杠子', '三槓子'], honroutou: ['混老头', '混老頭'],
  shousangen: ['小三元', '小三元'], ryanpeikou: ['二杯口', '二盃口'], junchan: ['纯全带幺九', '純全帶么九'],
  honitsu: ['混一色', '混一色'], chinitsu: ['清一色', '清一色'], kokushi: ['国士无双', '國士無雙'],
  kokushi_13: ['国士无双十三面', '國士無雙十三面'], suuankou: ['四暗刻', '四暗刻'], suuankou_tanki: ['四暗刻单骑', '四暗刻單騎'],
  daisangen: ['大三元', '大三元'], shousuushii: ['小四喜', '小四喜'], daisuushii: ['大四喜', '大四喜'],
  tsuuiisou: ['字一色', '字一色'], chinroutou: ['清老头', '清老頭'], ryuuiisou: ['绿一色', '綠一色'],
  chuuren: ['九莲宝灯', '九蓮寶燈'], junsei_chuuren: ['纯正九莲宝灯', '純正九蓮寶燈'], suukantsu: ['四杠子', '四槓子'],
  tenhou: ['天和', '天和'], chiihou: ['地和', '地和'], renhou: ['人和', '人和'],
  dora: ['宝牌', '寶牌'], aka_dora: ['赤宝牌', '赤寶牌'], ura_dora: ['里宝牌', '裏寶牌'],
};
const FU = {
  base: ['底符', '底符'], menzen_ron: ['门前荣和', '門前榮和'], tsumo: ['自摸', '自摸'], kanchan: ['嵌张', '嵌張'],
  penchan: ['边张', '邊張'], tanki: ['单骑', '單騎'], dragon_pair: ['三元牌雀头', '三元牌雀頭'], seat_wind_pair: ['自风雀头', '自風雀頭'],
  prevalent_wind_pair: ['场风雀头', '場風雀頭'], double_wind_pair: ['连风雀头', '連風雀頭'], open_pung: ['明刻', '明刻'],
  closed_pung: ['暗刻', '暗刻'], open_kong: ['明杠', '明槓'], closed_kong: ['暗杠', '暗槓'], open_pinfu: ['副露平和形', '副露平和形'],
  seven_pairs: ['七对子', '七對子'],
};
const pick = (table, i) => Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v[i]]));

// Each word as [简体, 繁體]; functions take the same arguments in both.
const WORDS = {
  red_chow_question: ['哪一组顺子含赤五？', '哪一組順子含赤五？'],
  self_drawn: ['自摸', '自摸'],
  self_drawn_short: ['自摸', '自摸'],
  discard: ['荣和', '榮和'],
  dealt_in: ['放铳', '放銃'],
  discarder: ['放铳者', '放銃者'],
  who_won: ['和牌者', '和牌者'],
  prevalent_wind: ['场风', '場風'],
  seat_wind: ['自风', '自風'],
  your_seat: ['你的座位', '你的座位'],
  last_tile_of_wall: ['海底摸月／河底捞鱼', '海底摸月／河底撈魚'],
  kong_replacement: ['岭上开花', '嶺上開花'],
  robbing_kong: ['抢杠', '搶槓'],
  riichi: ['立直', '立直'],
  double_riichi: ['两立直', '兩立直'],
  ippatsu: ['一发', '一發'],
  first_turn: ['第一巡（天和、地和）', '第一巡（天和、地和）'],
  total_han: ['番', '番'],
  fan_table: ['全部役种', '全部役種'],
  fan_table_search: ['搜索役种', '搜尋役種'],
  fan_table_open: ['在役种表中查看', '在役種表中查看'],
  fan_table_none: ['没有相符的役种。', '沒有相符的役種。'],
  fan_definition: ['这个役是什么', '這個役是什麼'],
  quick: ['牌桌上', '牌桌上'],
  no_yaku: ['无役：不能和牌', '無役：不能和牌'],
  not_winning: ['还未和牌：和牌要四组面子加雀头、七对子或国士无双。', '還未和牌：和牌要四組面子加雀頭、七對子或國士無雙。'],
  payments_none: ['无役，没有点数支付。', '無役，沒有點數支付。'],
  payments_hint: ['点“自摸”或放铳者即可看到点数。', '點「自摸」或放銃者即可看到點數。'],
  kazoe: ['累计役满', '累計役滿'],
  yakuman_word: ['役满', '役滿'],
  closed_only: ['门清限定', '門清限定'],
  fu_title: ['符', '符'],
  mode_dora: ['宝牌', '寶牌'],
  mode_ura_dora: ['里宝', '裏寶'],
};
const FUNCTIONS = {
  han_short: [(n) => `${n}番`, (n) => `${n}番`],
  meets_minimum: [() => '有役', () => '有役'],
  from_seat: [(seat) => `${seat}家放铳`, (seat) => `${seat}家放銃`],
  from_player: [(name) => `${name}放铳`, (name) => `${name}放銃`],
  first_turn_short: [(dealer, selfDrawn) => (selfDrawn ? (dealer ? '天和' : '地和') : '人和'), (dealer, selfDrawn) => (selfDrawn ? (dealer ? '天和' : '地和') : '人和')],
  last_tile_short: [(selfDrawn) => (selfDrawn ? '海底' : '河底'), (selfDrawn) => (selfDrawn ? '海底' : '河底')],
  round: [(w) => `${w}场`, (w) => `${w}場`],
  counter_less: [(name) => `${name}减一`, (name) => `${name}減一`],
  counter_more: [(name) => `${name}加一`, (name) => `${name}加一`],
  add_indicator: [(row) => `从键盘加一张${row}指示牌`, (row) => `從鍵盤加一張${row}指示牌`],
  remove_indicator: [(row, name) => `移除${row}指示牌${name}`, (row, name) => `移除${row}指示牌${name}`],
  fu: [(n) => `${n}符`, (n) => `${n}符`],
  fu_rounded: [(n) => `进位：${n}符`, (n) => `進位：${n}符`],
  yakuman_times: [(n) => (n === 2 ? '双倍役满' : `${n}倍役满`), (n) => (n === 2 ? '雙倍役滿' : `${n}倍役滿`)],
  ron: [(x) => `荣和 ${x}`, (x) => `榮和 ${x}`],
  tsumo_split: [(a, b) => `自摸 ${a}/${b}`, (a, b) => `自摸 ${a}/${b}`],
  tsumo_all: [(x) => `自摸 ${x} all`, (x) => `自摸 ${x} all`],
  honba_note: [(n) => `${n}本场`, (n) => `${n}本場`],
  open_value: [(n) => `副露${n}番`, (n) => `副露${n}番`],
};
const TABLES = {
  quick_flags: { riichi: ['立直', '立直'], double_riichi: ['两立直', '兩立直'], ippatsu: ['一发', '一發'], kong_replacement: ['岭上', '嶺上'], robbing_kong: ['抢杠', '搶槓'] },
  counters: { honba: ['本场', '本場'], riichi_sticks: ['供托', '供託'] },
  indicators: { dora_indicators: ['宝牌', '寶牌'], ura_dora_indicators: ['里宝', '裏寶'] },
  limits: { mangan: ['满贯', '滿貫'], haneman: ['跳满', '跳滿'], baiman: ['倍满', '倍滿'], sanbaiman: ['三倍满', '三倍滿'], yakuman: ['役满', '役滿'] },
  mode_hint: {
    chow: ['点顺子中最小的一张（1至7）来吃；点赤五则选它所在的顺子。', '點順子中最小的一張（1至7）來吃；點赤五則選它所在的順子。'],
    dora: ['点牌山上翻开的宝牌指示牌（一张，每有一杠多一张）。', '點牌山上翻開的寶牌指示牌（一張，每有一槓多一張）。'],
    ura_dora: ['点里宝牌指示牌，每张宝牌指示牌下一张。', '點裏寶牌指示牌，每張寶牌指示牌下一張。'],
  },
  reasons: {
    dora_full: ['牌山翻开一张宝牌指示牌，每有一杠多一张。', '牌山翻開一張寶牌指示牌，每有一槓多一張。'],
    ura_dora_full: ['每张宝牌指示牌下只有一张里宝牌指示牌：请先加宝牌指示牌。', '每張寶牌指示牌下只有一張裏寶牌指示牌：請先加寶牌指示牌。'],
    one_red_five: ['每种花色只有一张赤五。', '每種花色只有一張赤五。'],
  },
  situation_reasons: {
    riichi_closed_only: ['立直须门前清：这手牌有吃碰明杠。', '立直須門前清：這手牌有吃碰明槓。'],
    ippatsu_needs_riichi: ['一发是立直后一巡内和牌：这手牌没有立直。', '一發是立直後一巡內和牌：這手牌沒有立直。'],
    kong_ends_ippatsu: ['开杠即失去一发，岭上开花不计一发。', '開槓即失去一發，嶺上開花不計一發。'],
    rinshan_needs_kong: ['岭上开花须有杠。', '嶺上開花須有槓。'],
    rinshan_self_drawn: ['岭上牌是自己摸的：岭上开花是自摸。', '嶺上牌是自己摸的：嶺上開花是自摸。'],
    haitei_not_rinshan: ['岭上牌不是牌山最后一张（海底）。', '嶺上牌不是牌山最後一張（海底）。'],
    chankan_on_discard: ['抢杠和的是别家的牌，不是自摸。', '搶槓和的是別家的牌，不是自摸。'],
    chankan_not_houtei: ['最后一张之后不能再开杠，抢杠不是河底。', '最後一張之後不能再開槓，搶槓不是河底。'],
    chankan_tile_shown: ['被抢的杠有三张和牌张，手中不会再有。', '被搶的槓有三張和牌張，手中不會再有。'],
    first_turn_no_call: ['有人鸣牌或开杠即过了第一巡。', '有人鳴牌或開槓即過了第一巡。'],
    first_turn_no_riichi: ['第一巡和牌在立直之前。', '第一巡和牌在立直之前。'],
    first_turn_not_last: ['第一巡不是牌山最后一张。', '第一巡不是牌山最後一張。'],
    first_turn_dealer: ['庄家第一巡即配牌：庄家第一巡和牌是自摸（天和）。', '莊家第一巡即配牌：莊家第一巡和牌是自摸（天和）。'],
    self_drawn_no_discarder: ['自摸没有放铳者。', '自摸沒有放銃者。'],
    discarder_is_winner: ['放铳者是和牌者自己。', '放銃者是和牌者自己。'],
    indicators_by_kongs: ['宝牌指示牌一张，每有一杠多一张。', '寶牌指示牌一張，每有一槓多一張。'],
    ura_by_dora: ['里宝牌指示牌不能多于宝牌指示牌。', '裏寶牌指示牌不能多於寶牌指示牌。'],
  },
};

const MERGED = ['mode_hint', 'reasons'];

function side(i) {
  const out = { ...pick(WORDS, i), ...pick(FUNCTIONS, i) };
  for (const [key, table] of Object.entries(TABLES)) out[key] = pick(table, i);
  // Traditional text replaces a table whole (web/i18n.js wordBook): the
  // general tables Riichi adds to (hints, reasons) come converted instead.
  if (i) for (const key of MERGED) delete out[key];
  out.yaku_names = pick(YAKU, i);
  out.fu_reasons = pick(FU, i);
  out.suits = i ? { m: '萬子', p: '筒子', s: '索子', z: '字牌' } : { m: '万子', p: '筒子', s: '索子', z: '字牌' };
  out.suit_tabs = i ? { m: '萬', p: '筒', s: '索', z: '字' } : { m: '万', p: '筒', s: '索', z: '字' };
  return out;
}

export default { hans: side(0), hant: side(1) };
