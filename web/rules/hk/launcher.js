// Hong Kong's words on the score sheet's buttons (web/sheet/launcher.js),
// over the general ones; its Chinese is Traditional.
export default {
  // The sheet's Chinese for a page in Chinese ('zh').
  CHINESE: 'zh-Hant',
  WORDS: {
    en: { draw: 'Draw (流局)', by_fans: 'By faan' },
    'zh-Hans': { draw: '流局', by_fans: '按番数' },
    'zh-Hant': { draw: '流局', by_fans: '按番數' },
    ja: { by_fans: '番で記録' },
  },
};
