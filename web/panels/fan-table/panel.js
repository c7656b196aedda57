// The fan table's wiring: its code loads when first opened (a module of its
// own) and its dialog is made then; open, it is a Back layer. A search in
// Chinese brings the Chinese words (their script map: a name matches in
// either script).
import { languageLoaded, loadLanguage } from '../../i18n.js';
import { lazyPanel } from '../lazy.js';
import { definitionsOf, wantDefinitions } from '../result/definitions.js';

export function mount(app) {
  const { ui, layers } = app;
  // its styles (later.css) with it: the dialog is never drawn without them
  const view = lazyPanel(() => Promise.all([import('./view.js'), app.laterStyles()]).then(([module]) => module));
  let dialog = null;
  let query = '';
  let focus = null; // the fan it was opened on

  const handlers = {
    onClose: () => {
      focus = null;
      layers.closed('fan-table');
    },
    onSearch: (text) => {
      query = text;
      app.render();
      if (/[\u3400-\u9fff]/.test(text) && !languageLoaded('zh-Hant')) loadLanguage('zh-Hant').then(app.render, () => {});
    },
  };

  /** Opens the table, on the fan `fan` (an id, or null for the top). */
  async function open(fan) {
    const { fanTableSkeleton } = await view.load();
    if (!dialog?.isConnected) app.part('layout').append(dialog = fanTableSkeleton(handlers));
    focus = fan;
    query = '';
    dialog.querySelector('[data-part=fan-search]').value = '';
    if (!dialog.open) {
      dialog.showModal();
      layers.open('fan-table', () => dialog.close());
    }
    app.render();
    wantDefinitions(ui.state.rules, app.render).then(() => {
      if (fan) app.root.querySelector(`[id="fan-entry-${fan}"]`)?.scrollIntoView({ block: 'center' });
    });
  }

  return {
    open,
    render() {
      if (!dialog?.open) return;
      const { state } = ui;
      view.module.renderFanTable(dialog, {
        state, lang: ui.lang, catalog: app.catalogFor(state.rules), definitions: definitionsOf(state.rules), query, focus,
      });
    },
  };
}
