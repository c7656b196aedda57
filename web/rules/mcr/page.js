// MCR on the page (part of its first load, so kept small): what the core's
// catalogue does not say about showing a hand. Its words are the page's own.
export default {
  // Tile names in Chinese: 五饼, 三条 (web/i18n.js tileName).
  SUITS_ZH: { m: '万', p: '饼', s: '条' },
  // The bonus tiles a hand carries: how many (each is a point).
  FLOWERS: 'count',
  TOTAL: 'total',
  badges: () => [],
};
