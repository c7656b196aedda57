// The options' wiring. The catalogue is read, and the rows' module
// (rows.js) loaded, once the first result shows, so the card is complete
// before a player opens it; the labels (a file of their own per rule set)
// load when it opens. Open, the card is a Back
// layer. A refused number stays at its field across renders; so does the
// reason of an option rule (a change refused, or another option carried
// along) while the options are what they were when it was given. The display
// settings (colours, larger tiles) apply to the whole layout and are kept
// with the page's.
import * as S from '../../state.js';
import { setIfChanged } from '../../view.js';
import { loadLabels } from './labels.js';
import { lazyPanel } from '../lazy.js';
import { changeOption } from './state.js';
import { renderOptions } from './view.js';

export function mount(app) {
  const { ui, layers } = app;
  let open = false;
  let catalogWanted = false;
  let errors = {};          // option id -> {problem, text}: a refused value; or {rule, carried, options}: a rule's reason
  const labels = {};        // rules -> its label table, once loaded
  const asked = new Set();  // rules whose labels were asked for
  const others = new Set(); // number options whose "Other" box the player opened
  const rows = lazyPanel(() => import('./rows.js'), () => app.render());
  const wantRows = () => { if (!rows.module) rows.load().catch(() => {}); };

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
    // Opens the options where they can be read (the rules summary under the total asks).
    open() {
      const details = app.part('options').querySelector(':scope > details');
      if (!details) return;
      if (!details.open) details.open = true; // its toggle event makes it a Back layer
      details.scrollIntoView({ block: 'start' });
      details.querySelector('summary').focus({ preventScroll: true });
    },
    changed({ before, after }) {
      if (open && before.rules !== after.rules) wantLabels(after.rules);
    },
    started() {
      app.idle(() => {
        catalogWanted = true;
        wantRows();
        app.render();
      });
    },
    render() {
      const { state } = ui;
      const layout = app.part('layout');
      setIfChanged(layout, 'data-theme', ui.display.theme);
      layout.classList.toggle('large-tiles', ui.display.large);
      layout.classList.toggle('keys-all', ui.display.keys === 'all');
      if (app.persist) setIfChanged(document.documentElement, 'data-theme', ui.display.theme);
      // A rule's reason stands while the options are still those it was given for (an Undo clears it).
      const shown = JSON.stringify([state.rules, state.options]);
      errors = Object.fromEntries(Object.entries(errors).filter(([, e]) => !e.rule || e.options === shown));
      renderOptions(app.part('options'), {
        state, lang: ui.lang, catalog: catalogWanted ? app.catalogFor(state.rules) : undefined, labels: labels[state.rules],
        open, display: ui.display, errors, others, optionRows: rows.module?.optionRows,
        onOther: (id, on) => {
          if (others.has(id) === on) return;
          if (on) others.add(id);
          else others.delete(id);
          app.render();
        },
        onInvalid: (id, refused) => {
          errors = { ...errors };
          if (refused) errors[id] = refused;
          else delete errors[id];
        },
        onToggle: (now) => {
          open = now;
          if (open) {
            wantLabels(ui.state.rules);
            wantRows(); // (a load that failed offline is tried again)
            layers.open('options', close);
          } else {
            layers.closed('options');
          }
        },
        onOption: (option, value) => {
          const change = changeOption(ui.state, option, value, app.catalogFor(ui.state.rules));
          const after = change.state;
          errors = Object.fromEntries(Object.entries(errors).filter(([, e]) => !e.rule));
          const rule = change.refused ?? change.carried[0]?.rule;
          if (rule) errors[option.id] = { rule, carried: !change.refused, options: JSON.stringify([after.rules, after.options]) };
          if (change.refused) app.render();
          else app.update(S.sanitize(after));
        },
        onDisplay: (change) => {
          ui.display = { ...ui.display, ...change };
          app.render();
          app.persistSoon();
        },
      });
    },
  };
}
