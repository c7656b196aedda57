// The header's wiring: the rule set is a change of state; the language is
// chosen through the shell (app.chooseLanguage); the language menu closes on
// a tap anywhere else, as a menu does, and is a Back layer while open. The
// layout's language, and the page's title and language, follow it.
import { strings } from '../../i18n.js';
import RULE_SETS from '../../rules/all-page.js';
import * as S from '../../state.js';
import { setIfChanged } from '../../view.js';
import { headerSkeleton, renderHeader } from './view.js';

export function mount(app) {
  const { ui, layers } = app;
  const root = app.part('header');
  root.append(...headerSkeleton({
    onRules: (rules) => app.update(S.setRules(ui.state, rules)),
    onLanguage: app.chooseLanguage,
  }));
  const menu = app.part('lang-menu');
  app.root.addEventListener('click', (e) => {
    if (menu.open && !menu.contains(e.target)) menu.open = false;
  });
  menu.addEventListener('toggle', () => {
    if (menu.open) layers.open('lang-menu', () => { menu.open = false; });
    else layers.closed('lang-menu');
  });
  return {
    render() {
      renderHeader(root, { state: ui.state, lang: ui.lang });
      const layout = app.part('layout');
      setIfChanged(layout, 'lang', ui.lang);
      // Hong Kong sets (a rule set's WAN_TRAD), and Traditional and Japanese readers, write 萬 where MCR's mainland sets write 万.
      const wan = !!RULE_SETS[ui.state.rules]?.WAN_TRAD || ui.lang === 'zh-Hant' || ui.lang === 'ja';
      if (layout.classList.contains('wan-trad') !== wan) layout.classList.toggle('wan-trad', wan);
      if (!app.persist) return;
      const { title } = strings(ui.lang, ui.state.rules);
      if (document.title !== title) document.title = title;
      if (document.documentElement.lang !== ui.lang) document.documentElement.lang = ui.lang;
    },
  };
}
