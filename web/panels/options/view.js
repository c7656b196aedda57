// The rule options in players' words, and the display settings. The
// options' rows (rows.js) are a module of their own, loaded once the first
// result shows (the panel's started()): they are inside the closed details,
// and the catalogue they list is read only then.
import { strings } from '../../i18n.js';
import { h, setIfChanged, unchanged } from '../../view.js';

export function renderOptions(root, { state, lang, catalog, labels, open, display, errors, others = new Set(), optionRows = null, onToggle, onOption, onInvalid, onOther = () => {}, onDisplay }) {
  const t = strings(lang, state.rules);
  const key = JSON.stringify([lang, state.rules, catalog?.rules, !!optionRows, state.options, open, !!labels, display, errors, [...others]]);
  if (unchanged(root, key)) return;
  setIfChanged(root, 'data-labels', labels && optionRows ? 'ready' : null);
  // The details' own state is the player's latest action (its toggle event
  // comes a task later): a rebuild keeps it.
  const shownOpen = root.querySelector(':scope > details')?.open ?? open;
  const rows = optionRows?.({ state, lang, t, catalog, errors, labels, others, onOption, onInvalid, onOther }) ?? [];
  const theme = h('div', { class: 'segmented', role: 'radiogroup', 'aria-label': t.theme },
    [['auto', t.theme_auto], ['light', t.theme_light], ['dark', t.theme_dark]].map(([value, label]) => h('label', {},
      h('input', { type: 'radio', name: 'theme', 'data-theme-choice': value, value, checked: display.theme === value,
        onchange: () => onDisplay({ theme: value }) }),
      h('span', {}, label))));
  const large = h('label', { class: 'check' },
    h('input', { type: 'checkbox', 'data-setting': 'large-tiles', checked: display.large, onchange: (e) => onDisplay({ large: e.target.checked }) }),
    h('span', {}, t.large_tiles));
  const keys = h('div', { class: 'segmented', role: 'radiogroup', 'aria-label': t.keys_layout },
    [['tabs', t.keys_tabs], ['all', t.keys_all]].map(([value, label]) => h('label', {},
      h('input', { type: 'radio', name: 'keys', 'data-keys-choice': value, value, checked: display.keys === value,
        onchange: () => onDisplay({ keys: value }) }),
      h('span', {}, label))));
  root.replaceChildren(
    h('details', { open: shownOpen, ontoggle: (e) => { if (e.target.isConnected) onToggle(e.target.open); } }, h('summary', {}, t.options), rows),
    h('h2', { class: 'display-title' }, t.display),
    h('div', { class: 'row display' }, h('span', { class: 'field-label' }, t.theme), theme, large),
    // All 34 tiles (and the flowers) at once, for players who dislike tabs,
    // where the screen has the room (style.css, .keys-all); tabs elsewhere.
    h('div', { class: 'row display' }, h('span', { class: 'field-label' }, t.keys_layout), keys,
      h('small', { class: 'hint' }, t.keys_all_hint)));
}

