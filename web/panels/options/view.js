// The rule options in players' words, and the display settings. A number is
// checked at its field (the error beside it, the value not applied), so a bad
// setting is never reported as a bad hand.
import { strings } from '../../i18n.js';
import { h, setIfChanged, unchanged } from '../../view.js';
import { labelOf } from './labels.js';
import { optionProblem, readField } from './state.js';

function problemText(t, problem) {
  if (!problem) return '';
  return problem.key === 'range' ? t.option_number_range(problem.min, problem.max) : t.option_number_positive;
}

export function renderOptions(root, { state, lang, catalog, labels, open, display, errors, onToggle, onOption, onInvalid, onDisplay }) {
  const t = strings(lang, state.rules);
  const key = JSON.stringify([lang, state.rules, catalog?.rules, state.options, open, !!labels, display, errors]);
  if (unchanged(root, key)) return;
  setIfChanged(root, 'data-labels', labels ? 'ready' : null);
  // The details' own state is the player's latest action (its toggle event
  // comes a task later): a rebuild keeps it.
  const shownOpen = root.querySelector(':scope > details')?.open ?? open;
  const rows = (catalog?.options ?? []).map((o) => {
    const value = state.options[o.id] ?? o.default;
    const { label, help, choice } = labelOf(o, labels, lang);
    const id = `option-${o.id}`;
    const text = h('span', { class: 'option-text' }, h('span', { id: `${id}-label` }, label), help && h('small', {}, help));
    if (o.type === 'boolean') {
      return h('label', { class: 'check option' },
        h('input', { type: 'checkbox', checked: value === true, 'data-option': o.id, onchange: (e) => onOption(o, e.target.checked) }),
        text);
    }
    let input;
    if (o.type === 'choice') {
      input = h('select', { id, 'data-option': o.id, 'aria-labelledby': `${id}-label`, onchange: (e) => onOption(o, e.target.value) },
        o.choices.map((c) => h('option', { value: c, selected: c === value }, choice(c))));
    } else {
      // A refused value stays in its field with the reason beside it (kept
      // by the shell, so a re-render does not lose it).
      const refused = errors?.[o.id];
      const error = h('small', { class: 'field-error', id: `${id}-error`, role: 'alert' }, refused ? problemText(t, refused.problem) : '');
      input = h('input', {
        id, type: 'number', value: refused ? refused.text : value, min: o.min, max: o.max, 'aria-invalid': refused ? 'true' : null, step: o.min !== undefined ? 1 : 'any', 'data-option': o.id,
        inputmode: o.min !== undefined ? 'numeric' : 'decimal', 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-error`,
        onchange: (e) => {
          const next = readField(o, e.target.value);
          const problem = optionProblem(o, next);
          error.textContent = problemText(t, problem);
          setIfChanged(e.target, 'aria-invalid', problem ? 'true' : null);
          onInvalid(o.id, problem ? { problem, text: e.target.value } : null);
          if (!problem) onOption(o, next);
        },
      });
      return h('div', { class: 'field option number' }, text, input, error);
    }
    return h('div', { class: 'field option' }, text, input);
  });
  const theme = h('div', { class: 'segmented', role: 'radiogroup', 'aria-label': t.theme },
    [['auto', t.theme_auto], ['light', t.theme_light], ['dark', t.theme_dark]].map(([value, label]) => h('label', {},
      h('input', { type: 'radio', name: 'theme', 'data-theme-choice': value, value, checked: display.theme === value,
        onchange: () => onDisplay({ theme: value }) }),
      h('span', {}, label))));
  const large = h('label', { class: 'check' },
    h('input', { type: 'checkbox', 'data-setting': 'large-tiles', checked: display.large, onchange: (e) => onDisplay({ large: e.target.checked }) }),
    h('span', {}, t.large_tiles));
  root.replaceChildren(
    h('details', { open: shownOpen, ontoggle: (e) => { if (e.target.isConnected) onToggle(e.target.open); } }, h('summary', {}, t.options), rows),
    h('h2', { class: 'display-title' }, t.display),
    h('div', { class: 'row display' }, h('span', { class: 'field-label' }, t.theme), theme, large));
}

