// How the hand was won, in full: self-drawn or on a discard and whose, the
// winds, and the win's special cases (a case that cannot apply is greyed out
// with the reason beside it). The seats row of the result sets the common
// ones in one tap; this card has them all.
import { strings } from '../../i18n.js';
import { WINDS } from '../hand/tiles.js';
import { flowersOf, ownFlags, ownSeats, reasonText, seatApplies, unavailable } from './rules.js';
import { h, setIfChanged, setProperty, setText, unchanged } from '../../view.js';
import RULE_SETS from '../../rules/all-page.js';

const COMMON_FLAGS = ['last_of_kind', 'kong_replacement', 'robbing_kong', 'last_tile_of_wall'];

// Built once per language, rule set and seat; a change of hand or flags only
// updates what it affects.
export function renderSituation(root, { state, lang, onSet }) {
  const t = strings(lang, state.rules);
  // the common flags, then the rule set's own (its catalogue's hand fields)
  const own = RULE_SETS[state.rules] ?? {};
  const flags = [...(own.COMMON_FLAGS ?? COMMON_FLAGS), ...ownFlags(state.rules)];
  const seats = ownSeats(state.rules);
  if (!unchanged(root, JSON.stringify([lang, state.rules, state.seat_wind, flags, seats]))) {
    const reason = (key) => h('small', { class: 'why', id: `why-${key}`, hidden: true });
    const flag = (key) => h('label', { class: 'check' },
      h('input', { type: 'checkbox', 'data-flag': key, onchange: (e) => onSet(key, e.target.checked) }),
      h('span', {}, t[key]),
      reason(key));
    const windSelect = (key, allowNone) => h('label', { class: 'field' }, h('span', {}, t[key]),
      h('select', { 'data-field': key, onchange: (e) => onSet(key, e.target.value || null) },
        allowNone && h('option', { value: '' }, t.discarder_unknown),
        WINDS.filter((wd) => key === 'prevalent_wind' || key === 'seat_wind' || wd !== state.seat_wind).map((wd) => h('option', { value: wd }, t.winds[wd]))),
      allowNone && reason(key));
    const how = h('div', { class: 'segmented', role: 'radiogroup', 'aria-label': t.situation },
      [[true, t.self_drawn], [false, t.discard]].map(([value, label]) => h('label', {},
        h('input', {
          type: 'radio', name: 'how', 'data-field': 'self_drawn', value: String(value),
          onchange: () => onSet('self_drawn', value),
        }), h('span', {}, label))));
    root.replaceChildren(
      h('h2', {}, t.situation),
      how,
      h('div', { class: 'row' }, windSelect('discarder', true), windSelect('seat_wind'), windSelect('prevalent_wind')),
      // The rule set's own seats (HK 包), each shown while the hand calls for it.
      ...seats.map((key) => h('div', { class: 'row', 'data-part': key, hidden: true }, windSelect(key, true))),
      h('div', { class: 'flags' }, flags.map(flag)),
      h('p', { class: 'hint', 'data-part': 'flowers-hint', hidden: flowersOf(state.rules) === 'none' }));
    delete root.dataset.shown;
  }
  const why = unavailable(state);
  const applies = seats.map((key) => seatApplies(state, key));
  const shown = ['self_drawn', 'discarder', ...seats, 'seat_wind', 'prevalent_wind', ...flags].map((k) => state[k]);
  const shownKey = JSON.stringify([shown, why, state.flowers.length, applies]);
  if (root.dataset.shown === shownKey) return;
  root.dataset.shown = shownKey;
  const explain = (control, key) => {
    const reason = root.querySelector(`[id="why-${key}"]`);
    setIfChanged(control, 'aria-describedby', why[key] ? reason.id : null);
    setProperty(reason, 'hidden', !why[key]);
    // a rule set's own words for its reasons (Riichi's), else the core's table
    setText(reason, why[key] ? t.situation_reasons?.[why[key]] ?? reasonText(state.rules, why[key], lang) : '');
  };
  for (const key of flags) {
    const input = root.querySelector(`[data-flag="${key}"]`);
    if (input.checked !== !!state[key]) input.checked = !!state[key];
    if (input.disabled !== !!why[key]) input.disabled = !!why[key];
    input.parentElement.classList.toggle('disabled', !!why[key]);
    explain(input, key);
  }
  seats.forEach((key, i) => {
    setProperty(root.querySelector(`[data-part="${key}"]`), 'hidden', !applies[i]);
    explain(root.querySelector(`[data-field="${key}"]`), key);
  });
  for (const key of ['discarder', ...seats, 'seat_wind', 'prevalent_wind']) {
    const select = root.querySelector(`[data-field="${key}"]`);
    const value = state[key] ?? '';
    if (select.value !== value) select.value = value;
  }
  const discarder = root.querySelector('[data-field="discarder"]');
  if (discarder.disabled !== !!why.discarder) discarder.disabled = !!why.discarder;
  explain(discarder, 'discarder');
  for (const radio of root.querySelectorAll('[name="how"]')) {
    const value = radio.value === 'true';
    if (radio.checked !== (state.self_drawn === value)) radio.checked = state.self_drawn === value;
    const disabled = value && !!why.self_drawn;
    if (radio.disabled !== disabled) radio.disabled = disabled;
  }
  setText(root.querySelector('[data-part="flowers-hint"]'), `${t.flowers}: ${state.flowers.length} — ${t.flowers_hint}`);
}
