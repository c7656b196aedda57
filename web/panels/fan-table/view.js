// Every fan (MCR) or faan (Hong Kong) of the rule set, from the core's
// catalogue: number, names, points, definition and what it does not count
// again; searchable, and opened on a fan from its result row.
import { definitionText, strings } from '../../i18n.js';
import { fanNames, impliesLine } from '../result/view.js';
import { h, fill } from '../../view.js';
import { searchFans } from './state.js';
import RULE_SETS from '../../rules/all-page.js';

export function fanTableSkeleton({ onClose, onSearch }) {
  return h('dialog', { class: 'fan-table', 'data-testid': 'fan-table', 'aria-labelledby': 'fan-table-title', onclose: onClose },
    h('div', { class: 'fan-table-head' },
      h('h2', { id: 'fan-table-title' }),
      h('button', { type: 'button', class: 'tool', 'data-part': 'fan-table-close', onclick: (e) => e.target.closest('dialog').close() })),
    h('input', { type: 'search', 'data-part': 'fan-search', autocomplete: 'off', oninput: (e) => onSearch(e.target.value) }),
    h('ol', { class: 'fan-list', 'data-part': 'fan-list' }));
}

export function renderFanTable(dialog, { state, lang, catalog, definitions, query, focus }) {
  const t = strings(lang, state.rules);
  dialog.querySelector('h2').textContent = t.fan_table;
  dialog.querySelector('[data-part=fan-table-close]').textContent = t.close;
  const search = dialog.querySelector('[data-part=fan-search]');
  search.placeholder = t.fan_table_search;
  search.setAttribute('aria-label', t.fan_table_search);
  const list = dialog.querySelector('[data-part=fan-list]');
  if (!catalog) return fill(list);
  const found = searchFans(catalog, query, definitions);
  // the catalogue's unit (points, faan), or the rule set's own value (Riichi's closed/open han)
  const tableValue = RULE_SETS[state.rules]?.tableValue;
  const unit = (f) => (tableValue ? tableValue(f, t) : t[`${catalog.unit}_short`](f.points));
  fill(list, found.length ? found.map((f) => {
    const [primary, secondary] = fanNames(f, lang, state.rules);
    const definition = definitions?.[f.id];
    const text = definition && definitionText(definition, lang);
    const implied = impliesLine(catalog, f.id, lang, state.rules);
    return h('li', { class: `fan-entry${focus === f.id ? ' focused' : ''}`, 'data-fan-entry': f.id, id: `fan-entry-${f.id}` },
      h('div', { class: 'fan-entry-head' },
        h('span', { class: 'fan-number' }, f.number),
        h('span', { class: 'fan-name' }, primary, ' ', h('small', {}, secondary)),
        h('span', { class: 'fan-points' }, unit(f))),
      text && h('p', {}, text),
      implied && h('p', { class: 'implies' }, implied));
  }) : h('li', { class: 'hint' }, t.fan_table_none));
}
