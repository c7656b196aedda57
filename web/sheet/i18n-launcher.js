// The sheet's languages and the launcher's two buttons, apart from the rest of
// its words (i18n.js) so that the launcher's small bundle leaves those out.
export const SHEET_LANGUAGES = ['en', 'zh-Hans', 'zh-Hant'];

/** The sheet's language for the page's ('en' or 'zh') and the rules: Chinese is Traditional for HK. */
export function sheetLanguage(pageLang, rules) {
  if (SHEET_LANGUAGES.includes(pageLang)) return pageLang;
  if (pageLang === 'zh') return rules === 'hk' ? 'zh-Hant' : 'zh-Hans';
  return 'en';
}

// The launcher's buttons, apart so that its small bundle leaves the rest out:
// the sheet, recording the calculator's hand, and while a match is open a
// draw, a hand by its fans (MCR) or faan (HK, `hk` below), and Undo.
export const LAUNCHER = {
  en: { open: 'Score sheet', record: 'Record this hand', draw: 'Draw', by_fans: 'By fans', undo: 'Undo' },
  'zh-Hans': { open: '记分表', record: '记录此局', draw: '荒庄', by_fans: '按番种', undo: '撤销' },
  'zh-Hant': { open: '記分表', record: '記錄此局', draw: '荒莊', by_fans: '按番種', undo: '撤銷' },
};

/** The words of a Hong Kong game, over those above. */
export const LAUNCHER_HK = {
  en: { draw: 'Draw (流局)', by_fans: 'By faan' },
  'zh-Hans': { draw: '流局', by_fans: '按番数' },
  'zh-Hant': { draw: '流局', by_fans: '按番數' },
};

