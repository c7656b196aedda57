// The hand's and the penalty's entry forms, drawn from the controller's
// state (index.js) like the rest of the panel (view.js), but on their own:
// a tap in a form draws the form again, patched into the one shown
// (patch.js), and leaves the sheet under it as it is.
import { h } from './dom.js';
import { sheetOf } from './rules.js';
import { nameIn } from './fan-names.js';
import { nextTimes, timesOf } from './by-fans.js';

/** The open form (state.form), a sheet at the bottom, where the thumb is. */
export function renderForm(state, t) {
  const { match, form } = state;
  const v = form.values;
  const name = (p) => match.players[p];
  const seats = form.seats;
  const who = (p) => `${name(p)} (${t.winds[seats[p]]})`;
  const radio = (group, value, checked, label, attrs = {}) => h('label', { class: 'choice' },
    h('input', { type: 'radio', name: group, value, checked, ...attrs }), label);
  let body;
  if (form.type === 'hand') {
    body = [
      h('fieldset', {}, h('legend', {}, t.winner),
        [0, 1, 2, 3].map((p) => radio('winner', p, v.winner === p, t.won_by(who(p)), { 'data-testid': 'form-winner' })),
        radio('winner', 'draw', v.winner === 'draw', t.record_draw, { 'data-testid': 'form-winner' })),
      v.winner !== 'draw' && h('fieldset', {}, h('legend', {}, t.how),
        radio('how', 'self', v.how === 'self', t.self_drawn, { 'data-testid': 'form-how' }),
        [0, 1, 2, 3].filter((p) => p !== v.winner).map((p) => radio('how', p, v.how === p, t.discard_from(who(p)), { 'data-testid': 'form-how' }))),
      v.winner !== 'draw' && (form.byFans && sheetOf(match.rules).BY_FAN_LIST && state.fanNames ? renderFanList(state, v, t)
        : h('label', { class: 'field' }, t.points,
          h('input', { type: 'number', name: 'points', value: v.points ?? '', inputmode: 'numeric', min: '0', step: '1', 'data-testid': 'form-points' }))),
      // the rule set's own fields (Riichi's fu, who declared riichi, who was ready)
      sheetOf(match.rules).handForm?.(v, who, t),
    ];
  } else {
    body = [
      h('fieldset', {}, h('legend', {}, t.penalty),
        radio('reason', 'false_win', v.reason === 'false_win', t.false_win, { 'data-testid': 'form-reason' }),
        radio('reason', 'custom', v.reason === 'custom', t.custom_penalty, { 'data-testid': 'form-reason' })),
      v.reason === 'false_win' ? [
        h('fieldset', {}, h('legend', {}, t.false_win), [0, 1, 2, 3].map((p) => radio('offender', p, v.offender === p, who(p), { 'data-testid': 'form-offender' }))),
        // an amount from each, where the rule set does not pay it by the seats (Riichi's chombo)
        sheetOf(match.rules).falseWinDelta ? null
          : h('label', { class: 'field' }, t.each, h('input', { type: 'number', name: 'each', value: v.each, inputmode: 'decimal', step: 'any', 'data-testid': 'form-each' })),
      ] : [0, 1, 2, 3].map((p) => h('label', { class: 'field' }, t.amount_for(who(p)),
        h('input', { type: 'number', name: `amount${p}`, value: v.amounts[p] ?? '', inputmode: 'decimal', step: 'any', 'data-testid': 'form-amount' }))),
      h('label', { class: 'field' }, t.note, h('input', { name: 'note', value: v.note ?? '', maxlength: '80', 'data-testid': 'form-note' })),
    ];
  }
  return h('form', { class: 'sheet-form sheet-sheet', 'data-form': form.type, 'data-testid': `form-${form.type}` },
    h('h2', {}, form.index !== undefined ? t.edit : form.byFans ? t.by_fans : form.type === 'hand' ? t.enter_hand : t.penalty),
    body,
    form.error ? h('p', { class: 'sheet-error', role: 'alert' }, form.error) : null,
    h('div', { class: 'sheet-row' },
      h('button', { type: 'submit', class: 'primary', 'data-testid': 'form-save' }, t.save),
      h('button', { type: 'button', 'data-action': 'cancel-form' }, t.cancel)));
}

// A hand by its fans, as a table counts them out loud: each fan of the
// core's catalogue by its points (the biggest first), and the flowers;
// their sum is the hand's points, which the core settles. A fan a hand can
// hold more than once has, once ticked, a button counting it ×1, ×2 …
function renderFanList(state, v, t) {
  const ticked = new Set(v.fans ?? []);
  const fans = state.fanNames;
  const repeats = sheetOf(state.match.rules).FAN_REPEATS ?? {};
  const ids = Object.keys(fans).filter((id) => id !== 'flower_tiles');
  const values = [...new Set(ids.map((id) => fans[id].points))].sort((a, b) => b - a);
  const named = (id) => nameIn(fans[id], state.lang);
  const times = (id) => timesOf(id, v.times, repeats);
  const count = [...ticked].reduce((n, id) => n + times(id), 0);
  return h('fieldset', { class: 'sheet-fanlist', 'data-testid': 'fan-list' },
    h('legend', { 'data-testid': 'fans-total', 'data-points': v.points ?? 0 }, t.fans_ticked(count, v.points ?? 0)),
    values.map((points) => [
      h('b', { class: 'sheet-fanpoints' }, points),
      ids.filter((id) => fans[id].points === points).map((id) => h('label', { class: 'choice' },
        h('input', { type: 'checkbox', name: 'fan', value: id, checked: ticked.has(id), 'data-fan': id }), named(id),
        // inside the label: a tap on it counts again, it does not untick
        repeats[id] && ticked.has(id) ? h('button', {
          type: 'button', class: 'sheet-times', 'data-action': 'fan-times', 'data-fan-times': id, 'data-times': times(id),
          'aria-label': t.fan_times(named(id), times(id), nextTimes(id, v.times, repeats)),
        }, `×${times(id)}`) : null)),
    ]),
    h('label', { class: 'field' }, t.flowers,
      h('input', { type: 'number', name: 'flowers', value: v.flowers ?? 0, inputmode: 'numeric', min: '0', max: '8', step: '1', 'data-testid': 'form-flowers' })));
}
