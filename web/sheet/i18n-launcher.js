// The sheet's languages and the launcher's two buttons, apart from the rest of
// its words (i18n.js) so that the launcher's small bundle leaves those out.
export const SHEET_LANGUAGES = ['en', 'zh-Hans', 'zh-Hant'];

/** The sheet's language for the page's ('en' or 'zh') and the rules: Chinese is Traditional for HK. */
export function sheetLanguage(pageLang, rules) {
  if (SHEET_LANGUAGES.includes(pageLang)) return pageLang;
  if (pageLang === 'zh') return rules === 'hk' ? 'zh-Hant' : 'zh-Hans';
  return 'en';
}

// The launcher's two buttons, apart so that its small bundle leaves the rest out.
export const LAUNCHER = {
  en: { open: 'Score sheet', record: 'Record this hand' },
  'zh-Hans': { open: '记分表', record: '记录此局' },
  'zh-Hant': { open: '記分表', record: '記錄此局' },
};

