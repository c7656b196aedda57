// A rule set's win circumstances one tap from the result (Riichi's: riichi,
// double riichi, ippatsu, the first turn, rinshan, haitei/houtei, chankan;
// the dora and ura indicator rows, each filled from the keyboard as the hand
// is; the round wind, honba and deposits). Its page.js QUICK says which; a
// rule set without one has no row. A case that cannot apply is greyed out
// with the core's reason as its title, as in the situation card.
import { strings, tileName } from '../../i18n.js';
import RULE_SETS from '../../rules/all-page.js';
import { WINDS } from '../hand/tiles.js';
import { indicatorRoom } from '../hand/state.js';
import { reasonText, unavailable } from '../situation/rules.js';
import { fill, h, setProperty, tileFace, unchanged } from '../../view.js';

// A flag's short word: the first turn and the last tile are named by how the hand was won.
function flagWord(t, key, state) {
  if (key === 'first_turn') return t.first_turn_short(state.seat_wind === 'E', state.self_drawn);
  if (key === 'last_tile_of_wall') return t.last_tile_short(state.self_drawn);
  return t.quick_flags[key];
}

export function renderQuick(root, { state, lang, onQuick }) {
  const quick = RULE_SETS[state.rules]?.QUICK;
  setProperty(root, 'hidden', !quick);
  if (!quick) return fill(root);
  const t = strings(lang, state.rules);
  const why = unavailable(state);
  const fields = [...quick.flags, ...Object.keys(quick.indicators), ...quick.counters, 'prevalent_wind', 'self_drawn', 'seat_wind', 'mode', 'melds'];
  if (unchanged(root, JSON.stringify([lang, state.rules, fields.map((k) => state[k]), why]))) return;
  const flag = (key) => h('button', {
    type: 'button', class: 'chip', 'data-quick-flag': key, 'aria-pressed': String(!!state[key]),
    'aria-disabled': why[key] ? 'true' : null, title: why[key] ? t.situation_reasons?.[why[key]] ?? reasonText(state.rules, why[key], lang) : null,
    onclick: () => { if (!why[key]) onQuick.flag(key, !state[key]); },
  }, flagWord(t, key, state));
  const row = (field, mode) => {
    const room = indicatorRoom(state, field);
    const name = t.indicators[field];
    return h('div', { class: 'indicators', 'data-indicators': field, role: 'group', 'aria-label': name },
      h('span', { class: 'label' }, name),
      state[field].map((code, i) => h('button', {
        type: 'button', class: 'ind-tile', 'data-indicator': code, 'aria-label': t.remove_indicator(name, tileName(code, lang, state.rules)),
        onclick: () => onQuick.removeIndicator(field, i),
      }, tileFace(code))),
      state[field].length < room && h('button', {
        type: 'button', class: 'ind-tile add-indicator', 'data-add-indicator': field, 'aria-pressed': String(state.mode === mode),
        'aria-label': t.add_indicator(name), onclick: () => onQuick.indicator(mode),
      }, '+'));
  };
  const counter = (key) => h('span', { class: 'counter', 'data-counter': key },
    h('button', { type: 'button', class: 'chip step', 'aria-label': t.counter_less(t.counters[key]), disabled: !state[key], onclick: () => onQuick.counter(key, -1) }, '−'),
    h('span', { class: 'count' }, `${t.counters[key]} ${state[key]}`),
    h('button', { type: 'button', class: 'chip step', 'aria-label': t.counter_more(t.counters[key]), onclick: () => onQuick.counter(key, 1) }, '+'));
  const next = WINDS[(WINDS.indexOf(state.prevalent_wind) + 1) % 4];
  fill(root,
    h('div', { class: 'chips', role: 'group', 'aria-label': t.quick }, quick.flags.map(flag)),
    h('div', { class: 'chips' }, Object.entries(quick.indicators).map(([field, mode]) => row(field, mode))),
    h('div', { class: 'chips' },
      h('button', { type: 'button', class: 'chip', 'data-quick-round': state.prevalent_wind, 'aria-label': `${t.prevalent_wind}: ${t.winds[state.prevalent_wind]}`,
        onclick: () => onQuick.round(next) }, t.round(t.winds[state.prevalent_wind])),
      quick.counters.map(counter)));
}
