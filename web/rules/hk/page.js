// Hong Kong on the page (part of its first load, so kept small): what the
// core's catalogue does not say about showing a hand, and its English words
// where Hong Kong players' differ from MCR's (its Chinese: zh.js, loaded with
// the page's Chinese).
export default {
  // A first visit from Hong Kong or Macau starts on Hong Kong rules (web/i18n.js pickRules).
  LOCALES: /^zh-(hant-)?(hk|mo)\b/,
  // Hong Kong sets write 萬 as Traditional readers do (the page's `wan-trad` style).
  WAN_TRAD: true,
  // Tile names in Chinese: 五筒, 三索 (web/i18n.js tileName).
  SUITS_ZH: { m: '万', p: '筒', s: '索' },
  // The bonus tiles a hand carries: which ones (a player's own flower scores).
  FLOWERS: 'list',
  // The result's field shown as the total: the faan after the limit.
  TOTAL: 'capped_total',
  // The option that sets the fewest faan to win (the catalogue's minimum is its default).
  MINIMUM_OPTION: 'min_faan',
  // The result's badges beside its total: a limit hand, and faan capped by the limit.
  badges: (r, t) => [r.limit && t.limit_hand, r.capped_total !== r.total && t.capped(r.capped_total)],
  // The analysis says what a win pays beside its faan.
  SHOWS_PAYMENTS: true,
  en: {
    meets_minimum: (min) => `Reaches the ${min}-faan minimum`,
    below_minimum: (min) => `Below the ${min}-faan minimum`,
    limit_hand: 'Limit hand',
    capped: (n) => `capped at ${n}`,
  },
};
