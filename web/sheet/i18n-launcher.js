// The sheet's languages and the launcher's two buttons, apart from the rest of
// its words (i18n.js) so that the launcher's small bundle leaves those out.
import OWN from '../rules/all-launcher.js';

export const SHEET_LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ja'];

/** The sheet's language for the page's ('en', 'zh', a script of it, or 'ja') and the rules: Chinese in the rule set's script (HK's Traditional). */
export function sheetLanguage(pageLang, rules) {
  if (SHEET_LANGUAGES.includes(pageLang)) return pageLang;
  if (pageLang === 'zh') return OWN[rules]?.CHINESE ?? 'zh-Hans';
  return 'en';
}

// The launcher's buttons, apart so that its small bundle leaves the rest out:
// the sheet, recording the calculator's hand, and while a match is open a
// draw, a hand by its fans (MCR) or faan (HK: a rule set's own words,
// web/rules/<id>/launcher.js, go over these), and Undo.
export const LAUNCHER = {
  en: { open: 'Score sheet', record: 'Record this hand', draw: 'Draw', by_fans: 'By fans', undo: 'Undo' },
  'zh-Hans': { open: '记分表', record: '记录此局', draw: '荒庄', by_fans: '按番种', undo: '撤销' },
  'zh-Hant': { open: '記分表', record: '記錄此局', draw: '荒莊', by_fans: '按番種', undo: '撤銷' },
  ja: { open: '点数表', record: 'この局を記録', draw: '流局', by_fans: '役で記録', undo: '戻す' },
};

/** The buttons' words in `lang` for a game of `rules` (none open: the general words). */
export const launcherWords = (lang, rules) => ({ ...LAUNCHER[lang], ...OWN[rules]?.WORDS?.[lang] });

