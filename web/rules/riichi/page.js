// Riichi on the page, what every first load carries (so only what the
// header, the keyboard, the links and the situation need before Riichi is
// shown): what the core's catalogue does not say about showing a hand. Its
// words and the result's hooks are words.js, loaded when Riichi is first
// shown (web/i18n.js loadRuleWords), so an MCR or Hong Kong visitor never
// fetches them; its Chinese: zh.js, its Japanese: ja.js.
export default {
  // The header's switch.
  NAME: 'Riichi',
  // A first visit in Japanese starts on Riichi (web/i18n.js pickRules).
  LOCALES: /^ja\b/,
  // Tile names in Chinese: 五筒, 三索 (web/i18n.js tileName).
  SUITS_ZH: { m: '万', p: '筒', s: '索' },
  // No bonus tiles (its catalogue's flowers, said here for the keys' first
  // draw, before its module is in); the suits end with their red five (0m 0p
  // 0s) on the keyboard.
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
  // The analysis says what a win collects beside its han.
  SHOWS_PAYMENTS: true,
  // The flags the analysis keeps beside the indicators and counters: the
  // declarations, made before the win (a wait's value counts them); ippatsu
  // and the first turn are the win's own.
  ANALYSIS_FLAGS: ['riichi', 'double_riichi'],
  // Its hand fields' names in a link (web/panels/notation/state.js), as links have said them.
  LINK_KEYS: {
    riichi: 'ri', double_riichi: 'dr', ippatsu: 'ip', first_turn: 'ft',
    dora_indicators: 'di', ura_dora_indicators: 'ui', honba: 'hb', riichi_sticks: 'rs',
  },
};
