// Riichi on the page (part of its first load, so kept small): what the
// core's catalogue does not say about showing a hand, and its English words:
// the romaji Riichi players use, with the English beside it (its Chinese:
// zh.js, loaded with the page's Chinese; its Japanese: ja.js). Where each
// term was checked: docs/riichi-rules.md, "Words on the page".
import { fanNames, limitName, paymentWords, pointsText, tableValue } from './result.js';

export default {
  // The header's switch.
  NAME: 'Riichi',
  // A first visit in Japanese starts on Riichi (web/i18n.js pickRules).
  LOCALES: /^ja\b/,
  // Tile names in Chinese: 五筒, 三索 (web/i18n.js tileName).
  SUITS_ZH: { m: '万', p: '筒', s: '索' },
  // No bonus tiles; the suits end with their red five (0m 0p 0s) on the keyboard.
  FLOWERS: 'none',
  RED_FIVES: true,
  // The win flags of the situation card beside the catalogue's own (no "last of its kind").
  COMMON_FLAGS: ['kong_replacement', 'robbing_kong', 'last_tile_of_wall'],
  // One tap from the result: the declarations and the win's cases, the
  // indicator rows (filled from the keyboard), the counters on the table.
  QUICK: {
    flags: ['riichi', 'double_riichi', 'ippatsu', 'first_turn', 'kong_replacement', 'last_tile_of_wall', 'robbing_kong'],
    indicators: { dora_indicators: 'dora', ura_dora_indicators: 'ura_dora' },
    counters: ['honba', 'riichi_sticks'],
  },
  TOTAL: 'total',
  // The analysis says what a win collects beside its han.
  SHOWS_PAYMENTS: true,
  // The result in the shared form the result card reads: han as its total, the yaku as its fans.
  shown: (r) => (r.ok && r.yaku ? { ...r, total: r.han, fans: r.yaku.map((y) => ({ ...y, points: y.han })) } : r),
  badges: (r, t) => [limitName(r, t)],
  status: (r, t, state) => (r.meets_minimum ? paymentWords(r, state, t) : t.no_yaku),
  fanNames,
  tableValue,
  pointsText,
  en: {
    total_han: 'han',
    fan_table: 'All yaku',
    fan_table_search: 'Search the yaku',
    fan_table_open: 'See in the table of all yaku',
    fan_table_none: 'No yaku matches.',
    fan_definition: 'What this yaku is',
    han_short: (n) => `${n} han`,
    meets_minimum: () => 'Has a yaku',
    no_yaku: 'No yaku (yaku nashi): not a winning hand',
    not_winning: 'Not a winning hand yet: a win needs four sets and a pair, seven pairs or thirteen orphans.',
    payments_none: 'No yaku, no payments.',
    payments_hint: 'Tap Tsumo or who dealt in (Ron) to see the payments.',
    self_drawn: 'Tsumo (self-draw)',
    self_drawn_short: 'Tsumo',
    discard: 'Ron (discard)',
    dealt_in: 'Dealt in',
    from_seat: (seat) => `Ron ${seat}`,
    from_player: (name) => `Ron ${name}`,
    discarder: 'Dealt in',
    your_seat: 'Your seat',
    prevalent_wind: 'Round wind',
    last_tile_of_wall: 'Haitei / Houtei (last tile)',
    kong_replacement: 'Rinshan (after a kong)',
    robbing_kong: 'Chankan (robbing a kong)',
    riichi: 'Riichi',
    double_riichi: 'Double riichi',
    ippatsu: 'Ippatsu',
    first_turn: 'First turn (Tenhou, Chiihou)',
    quick: 'At the table',
    quick_flags: {
      riichi: 'Riichi', double_riichi: 'Double', ippatsu: 'Ippatsu', kong_replacement: 'Rinshan', robbing_kong: 'Chankan',
    },
    // the first turn's win by who and how: 天和, 地和, 人和
    first_turn_short: (dealer, selfDrawn) => (selfDrawn ? (dealer ? 'Tenhou' : 'Chiihou') : 'Renhou'),
    last_tile_short: (selfDrawn) => (selfDrawn ? 'Haitei' : 'Houtei'),
    round: (w) => `${w} round`,
    counters: { honba: 'Honba', riichi_sticks: 'Deposits' },
    counter_less: (name) => `One ${name} less`,
    counter_more: (name) => `One ${name} more`,
    indicators: { dora_indicators: 'Dora', ura_dora_indicators: 'Ura' },
    add_indicator: (row) => `Add a ${row} indicator from the keys`,
    remove_indicator: (row, name) => `Remove the ${row} indicator ${name}`,
    mode_dora: 'Dora',
    mode_ura_dora: 'Ura',
    mode_hint: {
      dora: 'Tap the dora indicators the wall shows (one, and one more per kong).',
      ura_dora: 'Tap the ura dora indicators, one under each dora indicator.',
    },
    reasons: {
      dora_full: 'The wall shows one dora indicator and one more per kong.',
      ura_dora_full: 'One ura indicator lies under each dora indicator: add the dora first.',
      one_red_five: 'There is one red five of each suit.',
    },
    fu: (n) => `${n} fu`,
    fu_title: 'Fu',
    fu_reasons: {
      base: 'Base (fuutei)', menzen_ron: 'Closed ron', tsumo: 'Tsumo', kanchan: 'Closed wait (kanchan)',
      penchan: 'Edge wait (penchan)', tanki: 'Pair wait (tanki)', dragon_pair: 'Dragon pair', seat_wind_pair: 'Seat wind pair',
      prevalent_wind_pair: 'Round wind pair', double_wind_pair: 'Double wind pair', open_pung: 'Open pung (minkou)',
      closed_pung: 'Closed pung (ankou)', open_kong: 'Open kong (minkan)', closed_kong: 'Closed kong (ankan)',
      open_pinfu: 'Open hand without fu', seven_pairs: 'Seven pairs (chiitoitsu)',
    },
    fu_rounded: (n) => `Rounded up: ${n} fu`,
    limits: { mangan: 'Mangan', haneman: 'Haneman', baiman: 'Baiman', sanbaiman: 'Sanbaiman', yakuman: 'Yakuman' },
    yakuman_times: (n) => (n === 2 ? 'Double yakuman' : `${n}× yakuman`),
    kazoe: 'Kazoe yakuman',
    ron: (x) => `Ron ${x}`,
    tsumo_split: (nonDealer, dealer) => `Tsumo ${nonDealer}/${dealer}`,
    tsumo_all: (x) => `Tsumo ${x} all`,
    honba_note: (n) => `${n} honba`,
    yakuman_word: 'yakuman',
    closed_only: 'closed only',
    open_value: (n) => `open ${n}`,
  },
  // The options' values in the short words players use at the table, [en, 简体, 繁體]
  // (web/panels/result/rules-summary.js); what each option does: core/rules/riichi/option_table.cpp.
  RULE_WORDS: {
    preset: {
      mahjong_soul: ['Mahjong Soul rules', '雀魂规则', '雀魂規則'],
      wrc: ['WRC rules', 'WRC规则', 'WRC規則'],
      ema: ['EMA rules', 'EMA规则', 'EMA規則'],
      m_league: ['M.League rules', 'M联赛规则', 'M聯賽規則'],
    },
    aka_dora: { false: ['No red fives', '无赤宝牌', '無赤寶牌'] },
    open_tanyao: { false: ['No open tanyao', '无食断', '無食斷'] },
    kiriage: { true: ['Kiriage mangan', '切上满贯', '切上滿貫'] },
    kazoe: { sanbaiman: ['Kazoe: sanbaiman', '累计役满为三倍满', '累計役滿為三倍滿'] },
    double_yakuman: { true: ['Double yakuman', '双倍役满', '雙倍役滿'] },
    yakuman_stacking: { false: ['Yakuman not stacked', '役满不叠加', '役滿不疊加'] },
    double_wind_pair_fu: (v) => [`Double wind pair ${v} fu`, `连风雀头${v}符`, `連風雀頭${v}符`],
    renhou: { mangan: ['Renhou: mangan', '人和满贯', '人和滿貫'], yakuman: ['Renhou: yakuman', '人和役满', '人和役滿'] },
  },
};
