// The options' wiring. The catalogue is read once the first result shows,
// so the card is complete before a player opens it; the labels (a file of
// their own per rule set) load when it opens. Open, the card is a Back
// layer. A refused number stays at its field across renders. The display
// settings (colours, larger tiles) apply to the whole layout and are kept
// with the page's.
import * as S from '../../state.js';
import { setIfChanged } from '../../view.js';
import { loadLabels } from './labels.js';
import { renderOptions } from './view.js';

export function mount(app) {
  const { ui, layers } = app;
  let open = false;
  let catalogWanted = false;
  let errors = {};          // option id -> {problem, text}: a refused value, shown at its field
  const labels = {};        // rules -> its label table, once loaded
  const asked = new Set();  // rules whose labels were asked for

  function wantLabels(rules) {
    if (asked.has(rules)) return;
    asked.add(rules);
    loadLabels(rules).then((table) => {
      labels[rules] = table;
      app.render();
    });
  }

  function close() {
    open = false;
    const details = app.part('options').querySelector(':scope > details');
    if (details) details.open = false;
  }

  return {
    changed({ before, after }) {
      if (open && before.rules !== after.rules) wantLabels(after.rules);
    },
    started() {
      app.idle(() => {
        catalogWanted = true;
        app.render();
      });
    },
    render() {
      const { state } = ui;
      const layout = app.part('layout');
      setIfChanged(layout, 'data-theme', ui.display.theme);
      layout.classList.toggle('large-tiles', ui.display.large);
      if (app.persist) setIfChanged(document.documentElement, 'data-theme', ui.display.theme);
      renderOptions(app.part('options'), {
        state, lang: ui.lang, catalog: catalogWanted ? app.catalogFor(state.rules) : undefined, labels: labels[state.rules],
        open, display: ui.display, errors,
        onInvalid: (id, refused) => {
          errors = { ...errors };
          if (refused) errors[id] = refused;
          else delete errors[id];
        },
        onToggle: (now) => {
          open = now;
          if (open) {
            wantLabels(ui.state.rules);
            layers.open('options', close);
          } else {
            layers.closed('options');
          }
        },
        onOption: (option, value) => app.update(S.setOption(ui.state, option.id, value, option.default)),
        onDisplay: (change) => {
          ui.display = { ...ui.display, ...change };
          app.render();
          app.persistSoon();
        },
      });
    },
  };
}
