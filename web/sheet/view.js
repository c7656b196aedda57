// The sheet panel, drawn from the controller's state (index.js). No state
// lives here: buttons carry data-action (and data-index, data-player), which
// the controller reads from one listener.
import { h } from './dom.js';
import { LANGUAGE_NAMES, sheetStrings } from './i18n.js';
import { catchUp } from './catchup.js';
import { figures, replay, standings, WINDS } from './match.js';
import { RULE_SET_IDS, sheetOf } from './rules.js';
import { scoreChart } from './chart.js';
import { effectiveOptions, sameValue } from './core.js';
import { nameIn } from './fan-names.js';
import { renderForm } from './form-view.js';
import { optionLabel, valueWords } from './option-words.js';

// A figure as the rule set's words write it (Riichi's points grouped by thousands: 31,200), else plain.
const figure = (t, n) => (t.figure ? t.figure(n) : String(n));
const signed = (n, t) => (n > 0 ? `+${figure(t, n)}` : figure(t, n));
// A running total: a gain from 0 (+12), or the points on the table where a game starts from them (Riichi's 25,000).
const totalOf = (match, v, t) => (sheetOf(match.rules).startingTotals ? figure(t, v) : signed(v, t));

/** One line describing an entry: who won and how, a draw, or a penalty. */
export function describe(entry, match, t) {
  const name = (p) => match.players[p];
  // what a rule set adds (Riichi's: who was ready, an abortive draw's kind, others winning on the same discard)
  const more = entry.kind === 'penalty' ? '' : sheetOf(match.rules).describeMore?.(entry, name, t) ?? '';
  if (entry.kind === 'draw') return t.draw + more;
  if (entry.kind === 'penalty') {
    const what = entry.reason === 'false_win' ? t.false_win_by(name(entry.offender)) : t.custom_penalty;
    return entry.note ? `${what}: ${entry.note}` : what;
  }
  return `${t.won_by(name(entry.winner))}${t.sep}${entry.self_drawn ? t.self_drawn : t.off(name(entry.discarder))}${more}`;
}

/**
 * The line that confirms a hand recorded from the calculator: who won, how
 * and its value, and what each player gets, the winner first.
 */
export function recordedLine(row, match, t) {
  const e = row.entry;
  if (e.kind === 'draw') return t.recorded_draw(row.hand);
  const order = [0, 1, 2, 3].sort((a, b) => row.delta[b] - row.delta[a] || a - b);
  const pays = order.map((p) => `${match.players[p]} ${signed(row.delta[p], t)}`).join(t.sep);
  return t.recorded_line(row.hand, `${describe(e, match, t)}${t.sep}${t.worth(e.points)}`, pays);
}

export function renderPanel(state) {
  const { match, lang } = state;
  const t = sheetStrings(lang, match?.rules);
  return h('section', {
    class: 'sheet-panel', 'data-testid': 'score-sheet', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sheet-title',
    'data-fan-names': state.fanNames ? 'ready' : null,
  },
    h('header', { class: 'sheet-bar' },
      h('h1', { id: 'sheet-title', tabindex: '-1' }, match && state.screen === 'sheet' ? `${t.title} · ${match.players.join(' · ')}` : t.title),
      h('button', { type: 'button', 'data-action': 'language', 'aria-label': t.language }, LANGUAGE_NAMES[lang]),
      h('button', { type: 'button', 'data-action': 'close', 'data-testid': 'close-sheet', 'aria-label': t.close }, '×')),
    h('div', { class: 'sheet-main' },
      h('p', { class: 'sheet-notice', role: 'status', 'data-testid': 'sheet-notice' }, state.notice?.(lang) ?? ''),
      state.confirm && renderConfirm(state, t),
      state.screen === 'new' && renderNewMatch(state, t),
      state.screen === 'list' && renderList(state, t),
      state.screen === 'sheet' && match && renderSheet(state, t)),
    state.screen === 'sheet' && match && renderActions(state, t),
    state.form && renderForm(state, t));
}

function renderConfirm(state, t) {
  return h('div', { class: 'sheet-card sheet-confirm', role: 'alertdialog', 'data-testid': 'replace-question' },
    h('p', {}, t.replace_q(state.confirm.incoming.players.join(' · '))),
    h('div', { class: 'sheet-row' },
      h('button', { type: 'button', class: 'primary', 'data-action': 'replace', 'data-testid': 'replace-match' }, t.replace),
      h('button', { type: 'button', 'data-action': 'keep', 'data-testid': 'keep-match' }, t.keep)));
}

function renderList(state, t) {
  return h('div', { class: 'sheet-card' },
    h('button', { type: 'button', class: 'primary wide', 'data-action': 'new', 'data-testid': 'new-match' }, t.new_match),
    h('h2', {}, t.kept),
    state.matches.length ? h('ul', { class: 'sheet-matches' }, state.matches.map((m) => h('li', { 'data-testid': 'kept-match', 'data-id': m.id },
      h('span', {}, `${m.players.join(' · ')} — ${m.rules.toUpperCase()}, ${sheetOf(m.rules).playedOf(replay(m).played)}`,
        m.finished ? h('small', {}, ` (${t.archived})`) : null, h('br'), h('small', {}, new Date(m.updated).toLocaleString())),
      h('button', { type: 'button', 'data-action': 'open', 'data-id': m.id }, t.open_match),
      h('button', { type: 'button', 'data-action': 'delete-match', 'data-id': m.id, 'aria-label': `${t.delete_match} ${m.players.join(' · ')}` }, t.delete_match))))
      : h('p', { class: 'hint' }, t.no_matches),
    renderBad(state, t));
}

// Kept records that do not read (read-match.js): listed apart with why, kept
// as they are, and exported as JSON.
function renderBad(state, t) {
  if (!state.bad?.length) return null;
  return h('div', { class: 'sheet-bad', 'data-testid': 'bad-records' },
    h('h2', {}, t.bad_records),
    h('p', { class: 'hint' }, t.bad_hint),
    h('ul', { class: 'sheet-matches' }, state.bad.map((b) => h('li', { 'data-testid': 'bad-record', 'data-id': b.id },
      h('span', {}, b.id, h('br'), h('small', {}, b.text))))),
    h('button', { type: 'button', 'data-action': 'export-bad', 'data-testid': 'export-bad' }, t.export_bad));
}

/**
 * A match's options that are not the core's defaults, as one line in
 * players' words ("Seven pairs: on · …"), leaving out those in `skip`; the
 * words for "the core's defaults" when there are none.
 */
export function optionsLine(rules, options, lang, t, skip = []) {
  const defaults = effectiveOptions(rules, {});
  const set = Object.entries(effectiveOptions(rules, options)).filter(([id, v]) => !skip.includes(id) && !sameValue(v, defaults[id]));
  if (!set.length) return t.options_default;
  return set.map(([id, v]) => `${optionLabel(rules, id, lang)}: ${valueWords(rules, id, v, lang, t)}`).join(' · ');
}

function renderNewMatch(state, t) {
  const draft = state.draft;
  const own = sheetOf(draft.rules);
  const tt = sheetStrings(state.lang, draft.rules);
  const options = draft.options[draft.rules];
  return h('form', { class: 'sheet-card sheet-form', 'data-form': 'new-match' },
    h('fieldset', {}, h('legend', {}, t.rules),
      RULE_SET_IDS.map((r) => h('label', { class: 'choice' },
        h('input', { type: 'radio', name: 'rules', value: r, checked: draft.rules === r, 'data-action': 'draft-rules' }), t.rule_choices[r]))),
    h('div', { class: 'sheet-names' }, WINDS.map((w, p) => h('label', { class: 'field' }, tt.player_at(tt.winds[w]),
      h('input', { name: `player${p}`, 'data-testid': 'player-name', value: draft.players[p], placeholder: tt.unnamed(p + 1), autocomplete: 'off', maxlength: '24' })))),
    // the rule set's own fields (where an MCR deal passes; who pays an HK game what)
    own.form.fields(options, state.lang, tt),
    // the scoring options come from the calculator: said here, changed there
    h('p', { class: 'hint sheet-other-options', 'data-testid': 'match-options' },
      h('b', {}, tt[own.form.heading]), ' ',
      optionsLine(draft.rules, options, state.lang, tt, own.form.skip)),
    h('div', { class: 'sheet-row' },
      h('button', { type: 'submit', class: 'primary', 'data-testid': 'start-match' }, t.start_match),
      state.match || state.matches.length ? h('button', { type: 'button', 'data-action': 'cancel-new' }, t.cancel) : null));
}

function renderSheet(state, t) {
  const { match } = state;
  const own = sheetOf(match.rules);
  const { rows, next, totals } = replay(match);
  const name = (p) => match.players[p];
  const wind = (w) => t.winds[w];
  const seatsLine = WINDS.map((w) => h('li', { 'data-seat': w }, h('b', {}, wind(w)), name(next.seats.indexOf(w))));
  return [
    h('div', { class: 'sheet-card sheet-next', 'data-testid': 'next-hand', 'data-hand': next.hand, 'data-prevalent': next.prevalent,
      'data-seats': next.seats.join('') },
    // archived before its end (a Hong Kong match has none): said; at its end the line below says it
    match.finished && !next.over ? h('p', {}, t.archived) : null,
    next.over ? h('p', {}, t.over) : h('p', {}, t.next_hand(next.hand, wind(next.prevalent), own.HANDS), own.nextLine(match, next, t, name)),
    next.over ? null : h('ol', { class: 'sheet-seats' }, seatsLine),
    // the rule set and the options every hand of the match is scored under
    h('p', { class: 'hint sheet-match-options', 'data-testid': 'match-options' },
      h('b', {}, `${t.rule_names[match.rules]}: `), optionsLine(match.rules, match.options, state.lang, t),
      own.optionsTail(match, t, state.lang))),
    // a game that places its players at the end (Riichi's): the final table first
    next.over && own.finalScores ? renderFinal(match, totals, next, t, state.lang) : null,
    h('div', { class: 'sheet-card sheet-standing-card' }, h('h2', {}, t.standings),
      h('table', { class: 'sheet-standings', 'data-testid': 'standings' },
        h('tbody', {}, standings(match, totals).map((s) => h('tr', { 'data-player': s.name, 'data-score': s.total },
          h('td', {}, s.rank), h('th', { scope: 'row' }, s.name), h('td', { class: 'num' }, totalOf(match, s.total, t)))))),
      // the running score under the standings, once there is a hand to draw
      rows.length ? scoreChart(match, rows, `${t.chart}: ${t.chart_label(rows.length)}`, (v) => figure(t, v)) : null),
    // what opens, next to the standings (not at the foot of the sheet), each marked as opening
    h('details', { class: 'sheet-card sheet-more', open: state.open.figures },
      h('summary', { 'data-action': 'toggle', 'data-section': 'figures' }, t.figures),
      h('table', { class: 'sheet-figures', 'data-testid': 'figures' },
        h('thead', {}, h('tr', {}, h('th', {}, ''), [t.wins, t.self_draws, t.dealt_in, t.average].map((x) => h('th', { class: 'num' }, x)))),
        h('tbody', {}, figures(match, rows).map((f) => h('tr', { 'data-player': name(f.player) },
          h('th', { scope: 'row' }, name(f.player)), [f.wins, f.self_drawn, f.dealt_in, f.average ?? '–'].map((x) => h('td', { class: 'num' }, x))))))),
    h('details', { class: 'sheet-card sheet-share sheet-more', open: state.open.share, 'data-testid': 'share' },
      h('summary', { 'data-action': 'toggle', 'data-section': 'share' }, t.share),
      state.open.share ? [
        h('p', { class: 'hint' }, t.share_hint),
        h('div', { class: 'sheet-qr', 'data-testid': 'share-qr-box' }),
        h('input', { readonly: true, class: 'sheet-link', 'data-testid': 'share-link', value: state.link ?? '', 'aria-label': t.share }),
        h('div', { class: 'sheet-row' },
          h('button', { type: 'button', 'data-action': 'copy-link' }, t.copy_link),
          h('button', { type: 'button', 'data-action': 'csv', 'data-testid': 'export-csv' }, t.csv),
          h('button', { type: 'button', 'data-action': 'print' }, t.print)),
      ] : null),
    renderHands(rows, totals, state, t),
    renderCatchUp(match, totals, next, t),
    h('div', { class: 'sheet-card sheet-row' },
      h('button', { type: 'button', 'data-action': 'finish' }, match.finished ? t.reopen : t.finish),
      h('button', { type: 'button', 'data-action': 'list', 'data-testid': 'matches' }, t.kept)),
  ];
}

function renderHands(rows, totals, state, t) {
  const { match } = state;
  const head = h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', { class: 'num' }, t.points),
    match.players.map((n) => h('th', { class: 'num' }, n))));
  const sum = h('tr', { class: 'sheet-totals' }, h('th', { colspan: 2 }, t.total),
    totals.map((v) => h('td', { class: 'num' }, totalOf(match, v, t))));
  const body = h('tbody', {}, rows.map((row) => renderRow(row, state, t)), sum);
  return h('div', { class: 'sheet-card sheet-hands' }, h('h2', {}, t.sheet),
    h('div', { class: 'sheet-scroll' }, h('table', { class: 'sheet-table' }, head, body)));
}

/** A row of the sheet's table, and under it, when open, its Edit and Delete. */
export function renderRow(row, state, t) {
  const { match } = state;
  const e = row.entry;
  const open = state.openRow === row.index;
  const points = e.kind === 'win' ? sheetOf(match.rules).valueCell(e) : '';
  const named = (f) => (state.fanNames?.[f.id] ? nameIn(state.fanNames[f.id], state.lang) : f.id);
  // until the catalogue is in, no names (rather than a flash of ids)
  const fans = e.kind === 'win' && e.fans && state.fanNames ? e.fans.map((f) => `${named(f)}${f.count > 1 ? ` ×${f.count}` : ''}`).join(t.fan_sep) : '';
  const main = h('tr', {
    'data-testid': e.kind === 'penalty' ? 'sheet-penalty' : 'sheet-hand', 'data-index': row.index, 'data-hand': row.hand ?? '',
    'data-kind': e.kind, 'data-prevalent': row.prevalent, 'data-seats': row.seats.join(''), class: open ? 'open' : '',
    // a tap anywhere on the row opens it (its numbers too); the button is for the keyboard
    'data-action': 'row-open',
  },
  h('td', { class: 'sheet-what' }, h('b', { class: 'sheet-handno' }, row.hand ?? '!'), h('button', { type: 'button', class: 'sheet-rowbutton', 'data-action': 'row', 'data-index': row.index, 'aria-expanded': String(open) },
    `${sheetOf(match.rules).roundOf?.(row, t) ?? t.winds[row.prevalent]} · ${describe(e, match, t)}`), fans ? h('small', { class: 'sheet-fans' }, fans) : null,
  row.refused ? h('small', { class: 'sheet-error', 'data-testid': 'sheet-refused' }, typeof t.errors[row.refused.code] === 'string' ? t.errors[row.refused.code] : row.refused.message) : null),
  h('td', { class: 'num' }, points),
  // each player's change, and beneath it where they stand after this hand
  row.delta.map((d, p) => h('td', { class: `num ${d > 0 ? 'up' : d < 0 ? 'down' : ''}`, 'data-delta': d, 'data-total': row.totals[p] },
    d ? signed(d, t) : '·', h('small', { class: 'sheet-after' }, h('span', { class: 'sheet-hidden' }, ` ${t.total} `), totalOf(match, row.totals[p], t)))));
  if (!open) return main;
  return [main, h('tr', { class: 'sheet-rowtools' }, h('td', { colspan: 6 },
    h('button', { type: 'button', 'data-action': 'edit', 'data-index': row.index, 'data-testid': 'edit-entry' }, t.edit),
    h('button', { type: 'button', 'data-action': 'delete', 'data-index': row.index, 'data-testid': 'delete-entry' }, t.delete)))];
}

// The end of a game that places its players (Riichi's): final points, place,
// and the score players quote (+47.0), by the rule set's finalScores().
function renderFinal(match, totals, next, t, lang) {
  const own = sheetOf(match.rules);
  const final = own.finalScores(match, totals, next.table?.deposits ?? 0).sort((a, b) => a.place - b.place || a.player - b.player);
  return h('div', { class: 'sheet-card' }, h('h2', {}, t.final),
    h('table', { class: 'sheet-standings', 'data-testid': 'final' },
      h('thead', {}, h('tr', {}, [t.place, t.player].map((x) => h('th', {}, x)), [t.final_points, t.final_score].map((x) => h('th', { class: 'num' }, x)))),
      h('tbody', {}, final.map((f) => h('tr', { 'data-player': match.players[f.player], 'data-place': f.place, 'data-points': f.points, 'data-final': f.score },
        h('td', {}, f.place), h('th', { scope: 'row' }, match.players[f.player]), h('td', { class: 'num' }, totalOf(match, f.points, t)),
        h('td', { class: 'num' }, own.scoreText(f.score)))))),
    // what the scores are worked out by (the preset's, or the table's own game)
    own.finalTerms ? h('p', { class: 'hint', 'data-testid': 'final-terms' }, own.finalTerms(match, t, lang)) : null);
}

function renderCatchUp(match, totals, next, t) {
  // a rule set without a catch-up figure (Riichi's hands are han and fu, not one number) shows none
  if (next.over || !sheetOf(match.rules).need) return null;
  const name = (p) => match.players[p];
  const unit = t.needs_unit;
  const fig = (v) => (v === null ? t.need_none : `${v} ${unit}`);
  // level players need only a win: listed, "behind by 0" said nothing (twelve such lines before the first hand)
  const list = catchUp(match, totals, next.seats).filter((r) => r.gap > 0);
  if (!list.length) return null;
  return h('details', { class: 'sheet-card', open: true, 'data-testid': 'catch-up' },
    h('summary', {}, t.catchup),
    h('ul', { class: 'sheet-catchup' }, list.map((r) => h('li', { 'data-a': name(r.a), 'data-b': name(r.b), 'data-self': r.self_drawn, 'data-from-b': r.from_b },
      h('b', {}, t.catch_head(name(r.a), name(r.b), r.gap)), ': ',
      `${t.need_self} ${fig(r.self_drawn)}; ${t.need_from(name(r.b))} ${fig(r.from_b)}; `,
      r.from_third.map((x) => `${t.need_from(name(x.player))} ${fig(x.need)}`).join('; ')))));
}

function renderActions(state, t) {
  const { next } = replay(state.match);
  const done = next.over || state.match.finished;
  return h('nav', { class: 'sheet-actions', 'aria-label': t.sheet },
    h('button', { type: 'button', 'data-action': 'draw', 'data-testid': 'record-draw', disabled: done }, t.draw),
    h('button', { type: 'button', 'data-action': 'form-hand', 'data-testid': 'enter-hand', disabled: done }, t.enter_hand),
    h('button', { type: 'button', 'data-action': 'form-penalty', 'data-testid': 'add-penalty', disabled: state.match.finished }, t.penalty),
    h('button', { type: 'button', 'data-action': 'undo', 'data-testid': 'sheet-undo', disabled: !state.history.length }, t.undo));
}
