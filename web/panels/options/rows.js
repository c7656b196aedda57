// The rule options' rows, in players' words (the options' details, closed
// on the first screen: loaded after the first result, web/panels/options/panel.js).
// A number is checked at its field (the error beside it, the value not
// applied), and a change that two options cannot go together with is refused
// or carries the other along (the reason beside the field), so a bad setting
// is never reported as a bad hand.
import { h, setIfChanged } from '../../view.js';
import { labelOf } from './labels.js';
import { optionProblem, readField, valueInForce } from './state.js';
import { aboveZeroAtMost, reasonOf } from './words.js';

function problemText(t, lang, problem) {
  if (!problem) return '';
  if (problem.key === 'range') return t.option_number_range(problem.min, problem.max);
  return problem.max !== undefined ? aboveZeroAtMost(lang, problem.max) : t.option_number_positive;
}

// The reason an option rule gave at this field: a refused change (an error)
// or the other option carried along (a note).
function ruleNote(id, note, lang, rules) {
  if (!note?.rule) return null;
  const refused = !note.carried;
  return h('small', { class: refused ? 'field-error rule-note' : 'rule-note', id: `${id}-rule`, role: refused ? 'alert' : 'status',
    'data-rule-resolve': refused ? 'refuse' : 'carry' }, reasonOf(note.rule, lang, rules));
}

// Numbers that tables choose from a few values: those as one-tap choices,
// and "Other" for the number box (the faan cap: 8, 10 and 13 are common).
const PRESETS = { limit: [8, 10, 13] };

// The preset choices of a number option, the box shown under "Other".
function presetChoices(o, value, box, { t, other, onOption, onOther }) {
  const id = `option-${o.id}`;
  const custom = other || !PRESETS[o.id].includes(value);
  const radio = (choice, label, checked, onchange) => h('label', {},
    h('input', { type: 'radio', name: id, value: String(choice), 'data-option-choice': `${o.id}:${choice}`, checked, onchange }),
    h('span', {}, label));
  return h('div', { class: 'preset-choices' },
    h('div', { class: 'segmented', role: 'radiogroup', 'aria-labelledby': `${id}-label` },
      PRESETS[o.id].map((n) => radio(n, String(n), !custom && value === n, () => { onOther(o.id, false); onOption(o, n); })),
      radio('other', t.option_other, custom, () => onOther(o.id, true))),
    custom && box);
}

/** The rows of the catalogue's options, for the details of renderOptions (view.js). */
export function optionRows({ state, lang, t, catalog, errors, labels, others, onOption, onInvalid, onOther }) {
  return (catalog?.options ?? []).map((o) => {
    const value = valueInForce(state, catalog, o);
    const { label, help, choice } = labelOf(o, labels, lang);
    const id = `option-${o.id}`;
    const note = ruleNote(id, errors?.[o.id], lang, state.rules);
    const text = h('span', { class: 'option-text' }, h('span', { id: `${id}-label` }, label), help && h('small', {}, help),
      o.type === 'boolean' && note);
    if (o.type === 'boolean') {
      return h('label', { class: 'check option' },
        h('input', { type: 'checkbox', checked: value === true, 'data-option': o.id, 'aria-describedby': note ? `${id}-rule` : null,
          onchange: (e) => onOption(o, e.target.checked) }),
        text);
    }
    let input;
    if (o.type === 'choice') {
      input = h('select', { id, 'data-option': o.id, 'aria-labelledby': `${id}-label`, 'aria-describedby': note ? `${id}-rule` : null, onchange: (e) => onOption(o, e.target.value) },
        o.choices.map((c) => h('option', { value: c, selected: c === value }, choice(c))));
    } else {
      // A refused value stays in its field with the reason beside it (kept
      // by the shell, so a re-render does not lose it).
      const refused = errors?.[o.id]?.problem ? errors[o.id] : null;
      const error = h('small', { class: 'field-error', id: `${id}-error`, role: 'alert' }, refused ? problemText(t, lang, refused.problem) : '');
      input = h('input', {
        id, type: 'number', value: refused ? refused.text : value, min: o.min, max: o.max, 'aria-invalid': refused ? 'true' : null, step: o.min !== undefined ? 1 : 'any', 'data-option': o.id,
        inputmode: o.min !== undefined ? 'numeric' : 'decimal', 'aria-labelledby': `${id}-label`, 'aria-describedby': note ? `${id}-error ${id}-rule` : `${id}-error`,
        onchange: (e) => {
          const next = readField(o, e.target.value);
          const problem = optionProblem(o, next);
          error.textContent = problemText(t, lang, problem);
          setIfChanged(e.target, 'aria-invalid', problem ? 'true' : null);
          onInvalid(o.id, problem ? { problem, text: e.target.value } : null);
          if (!problem) onOption(o, next);
        },
      });
      if (PRESETS[o.id]) {
        return h('div', { class: 'field option number presets' }, text,
          presetChoices(o, value, h('span', { class: 'other-box' }, input, error), { t, other: others.has(o.id), onOption, onOther }), note);
      }
      return h('div', { class: 'field option number' }, text, input, error, note);
    }
    return h('div', { class: 'field option' }, text, input, note);
  });
}
