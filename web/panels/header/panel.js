// The header's wiring: the rule set is a change of state; the language is
// kept at once and drawn once its words are in (a panel drawn in a language
// before its words arrive would keep English under that language's name);
// the language menu closes on
// a tap anywhere else, as a menu does, and is a Back layer while open. The
// layout's language, and the page's title and language, follow it.
import { loadLanguage, strings } from '../../i18n.js';
import * as S from '../../state.js';
import { setIfChanged } from '../../view.js';
import { headerSkeleton, renderHeader } from './view.js';

export function mount(app) {
  const { ui, layers } = app;
  const root = app.part('header');
  root.append(...headerSkeleton({
    onRules: (rules) => app.update(S.setRules(ui.state, rules)),
    onLanguage: (next) => chooseLanguage(next),
  }));
  // Kept at once (a reload right after still finds it); drawn once its words
  // are in, unless another language was chosen meanwhile. Words that cannot
  // load (offline before they were kept) leave the page as it was.
  function chooseLanguage(next) {
    ui.nextLang = next;
    app.persistSoon();
    const settle = (loaded) => {
      if (ui.nextLang !== next) return;
      ui.nextLang = null;
      if (loaded) ui.lang = next;
      else app.persistSoon();
      app.render();
    };
    loadLanguage(next).then(() => settle(true), () => settle(false));
  }
  const menu = app.part('lang-menu');
  app.root.addEventListener('click', (e) => {
    if (menu.open && !menu.contains(e.target)) menu.open = false;
  });
  menu.addEventListener('toggle', () => {
    if (menu.open) layers.open('lang-menu', () => { menu.open = false; });
    else layers.closed('lang-menu');
  });
  return {
    chooseLanguage,
    render() {
      renderHeader(root, { state: ui.state, lang: ui.lang });
      setIfChanged(app.part('layout'), 'lang', ui.lang);
      if (!app.persist) return;
      const { title } = strings(ui.lang, ui.state.rules);
      if (document.title !== title) document.title = title;
      if (document.documentElement.lang !== ui.lang) document.documentElement.lang = ui.lang;
    },
  };
}
