// Hong Kong on the page, what every first load carries (so only what the
// header, the links and the situation need before Hong Kong is shown): what
// the core's catalogue does not say about showing a hand. Its words and the
// result's badges are words.js, loaded when Hong Kong is first shown (web/i18n.js
// loadRuleWords), so an MCR visitor never fetches them; its Chinese: zh.js.
export default {
  // The header's switch.
  NAME: 'HK',
  // A first visit from Hong Kong or Macau starts on Hong Kong rules (web/i18n.js pickRules).
  LOCALES: /^zh-(hant-)?(hk|mo)\b/,
  // Hong Kong sets write 萬 as Traditional readers do (the page's `wan-trad` style).
  WAN_TRAD: true,
  // Tile names in Chinese: 五筒, 三索 (web/i18n.js tileName).
  SUITS_ZH: { m: '万', p: '筒', s: '索' },
  // The analysis says what a win pays beside its faan.
  SHOWS_PAYMENTS: true,
  // When a hand may name its own seat (web/panels/situation/rules.js
  // seatApplies): who fed the last pung (包) is named while the option
  // great_hands_liability is on and the hand holds three of each dragon or
  // of each wind (honours cannot chow: Great Dragons or Great Winds).
  SEAT_WHEN: {
    liable: (state) => {
      if (state.options?.great_hands_liability !== true) return false;
      const all = [...state.tiles, ...state.melds.flatMap((m) => m.tiles)];
      const sets = (honours) => honours.every((h) => all.filter((t) => t === h).length >= 3);
      return sets(['C', 'F', 'P']) || sets(['E', 'S', 'W', 'N']);
    },
  },
  // Its hand fields' names in a link (web/panels/notation/state.js), as links have said them.
  LINK_KEYS: { heavenly: 'hv', earthly: 'ea', kong_on_kong: 'kk', liable: 'l' },
};
