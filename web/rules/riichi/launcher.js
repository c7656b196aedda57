// Riichi on the score sheet's buttons (web/sheet/launcher.js): a hand is
// entered by its han and fu, a draw says who was ready; its Chinese is
// Simplified (日本麻将 as mainland players write it).
export default {
  CHINESE: 'zh-Hans',
  WORDS: {
    en: { draw: 'Draw (流局)', by_fans: 'By han and fu' },
    'zh-Hans': { draw: '流局', by_fans: '按番符' },
    'zh-Hant': { draw: '流局', by_fans: '按番符' },
    ja: { draw: '流局', by_fans: '飜・符で記録' },
  },
};
