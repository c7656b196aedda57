// The result, first on the screen: the total and whether it reaches the
// minimum; the seats (yours, who discarded or self-drawn, what each pays), so
// that what changes the payments is one tap from them; each fan (tap it for
// its definition and a link to the fan table); how the hand was read. A slot
// (data-part="result-actions") is left for other features' buttons.
import { definitionText, fanNameIn, isCJK, strings } from '../../i18n.js';
import { WINDS } from '../hand/tiles.js';
import { fill, h, setIfChanged, setProperty, setText, tileFace, unchanged } from '../../view.js';
import { isEmptyHand, minimumOf, paymentsOf, problemOf } from './state.js';
import RULE_SETS from '../../rules/all-page.js';
import { discarderLabel, labelLines } from './seat-labels.js';
import { lineWidth, paymentWidth } from './widths.js';

/** The result card's fixed parts, built once; the slot is never touched again. */
export function resultSkeleton() {
  return [
    h('div', { 'data-part': 'summary', 'aria-live': 'polite', 'aria-atomic': 'true' }),
    h('div', { class: 'analysis', 'data-part': 'analysis', hidden: true }),
    h('div', { class: 'seats', 'data-part': 'seats' }),
    h('ul', { class: 'fans', 'data-part': 'fans' }),
    h('div', { class: 'quick', 'data-part': 'quick', hidden: true }),
    h('div', { class: 'result-actions', 'data-part': 'result-actions' }),
    h('div', { class: 'arrangement', 'data-part': 'arrangement' }),
  ];
}

/** A fan's names in the reader's language first, and the other after (English beside Chinese or Japanese, Chinese beside English; a rule set may name its own: Riichi's romaji). */
export function fanNames(fan, lang, rules) {
  const own = RULE_SETS[rules]?.fanNames;
  if (own) return own(fan, strings(lang, rules), isCJK(lang));
  return isCJK(lang) ? [fanNameIn(fan, lang, rules), fan.name] : [fan.name, fan.zh];
}

/**
 * "Not counted with it: …" from the catalogue's `implies` of fan `id`, or ''.
 * The one place a fan's exclusions are written: the definitions leave them out.
 * `nameOf` names each fan as the rows beside it do (the page's, by default).
 */
export function impliesLine(catalog, id, lang, rules, nameOf = (fan) => fanNames(fan, lang, rules)[0]) {
  const fans = catalog?.fans ?? [];
  const implies = fans.find((f) => f.id === id)?.implies ?? [];
  const names = implies.map((i) => fans.find((f) => f.id === i)).filter(Boolean).map(nameOf);
  return names.length ? `${strings(lang, rules).fan_table_implies} ${names.join(isCJK(lang) ? '、' : ', ')}` : '';
}

export function renderResult(root, props) {
  const { state, lang, loading, pending, failed, rulesLine } = props;
  // a rule set with a result of its own (Riichi's han and yaku) shows it in the shared form
  const own = RULE_SETS[state.rules] ?? {};
  const t = strings(lang, state.rules);
  const result = props.result && own.shown ? own.shown(props.result, t) : props.result;
  const summary = root.querySelector('[data-part=summary]');
  const total = (value, word = false) => h('output', { class: word ? 'total word' : 'total', 'data-testid': 'fan-total' }, value);
  // An empty hand has nothing to pay or record: the payments' hint and the
  // result's actions (the score sheet's buttons) wait for a tile (style.css).
  if (root.classList.contains('empty-hand') !== isEmptyHand(state)) root.classList.toggle('empty-hand');
  renderSeats(root.querySelector('[data-part=seats]'), props);
  // A rule set's quick row (page.js QUICK: Riichi's) is drawn by quick.js,
  // which comes with that rule set's words (drawn once they are in): an MCR
  // or Hong Kong first load carries none of it.
  const quick = root.querySelector('[data-part=quick]');
  if (own.renderQuick) own.renderQuick(quick, props);
  else if (!quick.hidden || quick.firstChild) fill(quick), setProperty(quick, 'hidden', true);
  // A rule set the score sheet does not keep yet (Riichi) has no sheet buttons.
  setProperty(root.querySelector('[data-part=result-actions]'), 'hidden', !!own.NO_SHEET);
  const fans = root.querySelector('[data-part=fans]');
  const arrangement = root.querySelector('[data-part=arrangement]');
  const key = JSON.stringify([lang, loading, pending, failed, props.openFan, !!props.definitions, state.options[props.catalog?.minimum_option], state.tiles.length, state.melds.length, rulesLine, props.fuOpen]);
  if (summary.dataset.key === key && summary.result === props.result) return;
  summary.dataset.key = key;
  summary.result = props.result;
  // An empty hand's guidance is drawn before the scorer is in (a first
  // visit's first screen), as the same element the scorer's answer keeps.
  const scored = !loading && result;
  if (failed || (!scored && (pending || !isEmptyHand(state)))) {
    fill(summary, h('div', { class: 'summary' }, total(''),
      h('p', { class: failed ? 'status message error' : 'status' }, failed ? t.load_failed : t.loading)));
    fill(fans);
    renderArrangement(arrangement, lang, state.rules, {});
    return;
  }
  if (!scored || !result.ok) {
    showProblem(summary, state, lang, scored ? result : null, total);
    fill(fans);
    renderArrangement(arrangement, lang, state.rules, scored ? result : {});
    return;
  }
  const minimum = minimumOf(state, result, props.catalog);
  const status = own.status ? own.status(result, t, state)
    : result.meets_minimum ? t.meets_minimum(minimum) : t.below_minimum(minimum);
  fill(summary, h('div', { class: `summary${result.meets_minimum ? ' ok' : ' low'}` },
    // the total in the catalogue's unit (points, faan, han), or in words without one (Riichi's yakuman),
    // and the rule set's badges (HK: a limit hand, faan capped; Riichi: the limit)
    total(result.total, result.unit === ''),
    result.unit ?? h('span', { class: 'unit' }, t[`total_${props.catalog?.unit ?? 'points'}`]),
    own.fuButton?.(result, t, props),
    own.badges?.(result, t).map((b) => b && h('span', { class: 'badge', 'data-testid': 'limit' }, b)),
    statusLine(h('p', { class: 'status', 'data-testid': 'minimum-status' }, status), rulesLine, t, props.onRules),
    props.fuOpen && own.fuBreakdown?.(result, t, lang, state.rules)));
  fill(fans, result.fans.map((f) => fanRow(f, props)));
  renderArrangement(arrangement, lang, state.rules, result);
}

// The status, and beside it the house rules in force when any differs from
// the rule set's: one tap opens the options that set them.
function statusLine(status, rulesLine, t, onRules) {
  if (!rulesLine) return status;
  return h('div', { class: 'status-line' }, status,
    h('button', { type: 'button', class: 'rules-summary', 'data-testid': 'rules-summary', 'aria-label': `${rulesLine} — ${t.rules_in_force}`,
      title: t.rules_in_force, onclick: onRules }, h('span', {}, rulesLine)));
}

function fanRow(f, { state, lang, catalog, openFan, definitions, onFan, onFanTable }) {
  const t = strings(lang, state.rules);
  const open = openFan === f.id;
  const [primary, secondary] = fanNames(f, lang, state.rules);
  const definition = definitions?.[f.id];
  const text = definition ? definitionText(definition, lang) : t.definitions_loading;
  const implied = open && definition ? impliesLine(catalog, f.id, lang, state.rules) : '';
  return h('li', { class: 'fan', 'data-fan': f.id },
    h('button', { type: 'button', class: 'fan-head', 'aria-expanded': String(open), 'aria-controls': `def-${f.id}`, onclick: () => onFan(f.id) },
      // the second name's language, where the rule set's names are the page's (Riichi names its own)
      h('span', { class: 'fan-name' }, primary, ' ', h('small', { lang: RULE_SETS[state.rules]?.fanNames ? null : isCJK(lang) ? 'en' : 'zh-Hans' }, secondary)),
      h('span', { class: 'fan-points' }, f.count > 1 ? `${f.points} × ${f.count}` : f.points)),
    open && h('div', { class: 'definition', id: `def-${f.id}`, role: 'note', 'aria-label': t.fan_definition },
      h('p', {}, text),
      implied && h('p', { class: 'implies' }, implied),
      h('button', { type: 'button', class: 'link', 'data-fan-table-link': f.id, onclick: () => onFanTable(f.id) }, t.fan_table_open)));
}

// Three rows under the seats' columns: whose seat is yours (tap to change),
// who the tile came from (self-drawn or a discarder), and what each pays.
// While a score sheet's match is open (`players`: names by wind), the first
// row is who won, by name with the wind they hold, and the second whose discard;
// no name shows as the winner until one is picked for the hand (`chosen`),
// and the sheet's question (`ask`: who won?) stands over the row.
function renderSeats(root, { state, lang, result, loading, onSeat, onWonFrom, players, ask, chosen }) {
  const t = strings(lang, state.rules);
  if (root.dataset.lang !== `${lang}|${state.rules}`) {
    fill(root,
      // a score sheet's question (who won?), over the row that answers it
      h('p', { class: 'seat-ask', role: 'alert', 'data-testid': 'pick-winner', hidden: true }),
      h('span', { class: 'seat-label' }),
      WINDS.map((w) => h('button', { type: 'button', class: 'seat', 'data-seat-choice': w, onclick: () => onSeat(w) },
        h('span', { class: 'who' }), ' ', h('small', { class: 'you' }))),
      h('button', { type: 'button', class: 'won-from self', 'data-won-from': 'self', onclick: () => onWonFrom('self') }, t.self_drawn_short),
      WINDS.map((w) => h('button', { type: 'button', class: 'won-from', 'data-won-from': w, onclick: (e) => {
        if (e.currentTarget.getAttribute('aria-disabled') !== 'true') onWonFrom(w);
      } }, labelled(discarderLabel(lang, state.rules, w)))),
      h('div', { class: 'payments', 'data-testid': 'payments', role: 'group', 'aria-label': t.payments }));
    root.dataset.lang = `${lang}|${state.rules}`;
    delete root.dataset.key;
  }
  const payments = paymentsOf(state, result);
  const key = JSON.stringify([state.seat_wind, state.discarder, state.self_drawn, payments, loading, players, ask, chosen]);
  if (unchanged(root, key)) return;
  const question = root.querySelector('[data-testid=pick-winner]');
  setText(question, ask ?? '');
  question.hidden = !ask;
  root.classList.toggle('asking', !!ask);
  const rowLabel = players ? t.who_won : t.your_seat;
  setText(root.querySelector('.seat-label'), rowLabel);
  root.classList.toggle('named', !!players);
  for (const button of root.querySelectorAll('[data-seat-choice]')) {
    const w = button.dataset.seatChoice;
    const mine = w === state.seat_wind;
    // by name, a winner is shown only once picked for this hand (the seat left from the last hand is no one's win)
    setIfChanged(button, 'aria-pressed', String(mine && (!players || chosen)));
    setIfChanged(button, 'data-player', players ? players[w] : null);
    setText(button.querySelector('.who'), players ? players[w] : t.winds[w]);
    setText(button.querySelector('.you'), players ? t.winds[w] : mine ? t.you : '');
    // Each name starts with what the button shows (voice control users say it), then its row.
    const shown = players ? `${players[w]} ${t.winds[w]}` : `${t.winds[w]}${mine ? ` ${t.you}` : ''}`;
    setIfChanged(button, 'aria-label', `${shown} — ${rowLabel}`);
  }
  // The discarders' words as large as a cell holds, the row as one (style.css):
  // its widest line (a name is cut with "…" instead; the role under it is .9em).
  let lineEm = players ? 0.9 * lineWidth(t.dealt_in) : 0;
  for (const button of root.querySelectorAll('[data-won-from]')) {
    const from = button.dataset.wonFrom;
    const pressed = from === 'self' ? state.self_drawn : state.discarder === from && !state.self_drawn;
    setIfChanged(button, 'aria-pressed', String(pressed));
    if (from === 'self') continue;
    const mine = from === state.seat_wind;
    setIfChanged(button, 'aria-disabled', mine ? 'true' : null);
    setIfChanged(button, 'data-dealt-in', players ? players[from] : null);
    // by name, as the seat above it, with what the row means under it (a narrow phone keeps the name)
    const label = discarderLabel(lang, state.rules, from);
    if (players) fill(button, h('span', { class: 'who' }, players[from]), h('small', { class: 'you' }, t.dealt_in));
    else {
      if (button.textContent !== label) fill(button, labelled(label));
      lineEm = Math.max(lineEm, ...labelLines(label).map(lineWidth));
    }
    setIfChanged(button, 'aria-label', players ? `${discarderLabel(lang, state.rules, from, players[from])} — ${t.discarder}`
      : `${label} — ${t.discarder}: ${t.winds[from]}`);
  }
  root.style.setProperty('--line-em', lineEm);
  const row = root.querySelector('[data-testid=payments]');
  if (payments.kind === 'paid') {
    const format = RULE_SETS[state.rules]?.pointsText;
    const texts = WINDS.map((w) => { const v = payments.values[w]; return format ? format(v) : v > 0 ? `+${v}` : String(v); });
    // The widest value sets the row's size (style.css), one size for all four, as large as a seat's cell holds.
    row.style.setProperty('--em', Math.max(...texts.map(paymentWidth)));
    fill(row, h('span', { class: 'seat-label' }, t.payments), WINDS.map((w, i) => {
      const v = payments.values[w];
      return h('span', { class: `pay ${v > 0 ? 'gain' : v < 0 ? 'loss' : ''}`, 'data-seat': w }, texts[i]);
    }));
  } else {
    fill(row, h('span', { class: 'seat-label' }, t.payments),
      h('span', { class: 'hint pay-hint' }, payments.kind === 'below' ? t.payments_none : t.payments_hint));
  }
}

// A discarder's label a line a word (seat-labels.js), each kept whole.
const labelled = (label) => labelLines(label).map((line) => h('span', {}, line));

// How the hand was read, last in the card: its fourteen tile faces (SVG) took
// about a quarter of the layout of the frame that completes a hand (Chromium's
// trace, 4x slower: 8–12 ms with them, 7–8 ms without), so that frame
// lays out their boxes alone, sized as the faces will be (nothing moves when
// they come), and fillArrangement() draws the faces right after it.
const facesToDraw = new WeakMap(); // the arrangement -> [[empty face, tile code]]

function renderArrangement(root, lang, rules, result) {
  const t = strings(lang, rules);
  if (!result.arrangement?.length) {
    facesToDraw.delete(root);
    delete root.dataset.key;
    return fill(root);
  }
  if (unchanged(root, JSON.stringify([lang, rules, result.arrangement]))) return;
  setIfChanged(root, 'aria-label', t.arrangement);
  const faces = [];
  fill(root, h('span', { class: 'label' }, t.arrangement),
    result.arrangement.map((g) => h('span', { class: `group ${g.kind}${g.declared ? ' declared' : ''}${g.winning_tile ? ' has-win' : ''}`, title: t.groups[g.kind] },
      g.tiles.map((code) => {
        const face = h('span', { class: 'face' });
        faces.push([face, code]);
        return face;
      }))));
  facesToDraw.set(root, faces);
}

/** Whether the arrangement has faces still to draw. */
export const arrangementPending = (root) => facesToDraw.has(root.querySelector('[data-part=arrangement]'));

/** Draws the arrangement's tile faces into the boxes the last render left for them. */
export function fillArrangement(root) {
  const arrangement = root.querySelector('[data-part=arrangement]');
  const faces = facesToDraw.get(arrangement);
  if (!faces) return;
  facesToDraw.delete(arrangement);
  for (const [face, code] of faces) face.replaceWith(tileFace(code));
}

// What is wrong, in the player's terms; their tiles stay as they are. Telling
// the player how many tiles to add is guidance, not an error: not in red.
function showProblem(root, state, lang, result, total) {
  const t = strings(lang, state.rules);
  const problem = problemOf(state, result);
  const headline = problem.key === 'error' ? t.errors[problem.code] ?? t.errors.parse
    : typeof t[problem.key] === 'function' ? t[problem.key](problem.arg) : t[problem.key];
  const code = result?.error.code ?? 'tile_count';
  const detail = problem.neutral || problem.key === 'not_winning' ? '' : result.error.message;
  // While the hand is being built every tap changes the message: its text is
  // updated in place rather than the summary rebuilt.
  const shown = root.firstElementChild;
  if (shown?.classList.contains('problem') && shown.classList.contains('neutral') === !!problem.neutral) {
    const message = shown.querySelector('[data-testid=problem]');
    setText(message, headline);
    setIfChanged(message, 'data-code', code);
    const p = shown.querySelector('.detail');
    setText(p, detail);
    setProperty(p, 'hidden', !detail);
    return;
  }
  fill(root, h('div', { class: `summary problem${problem.neutral ? ' neutral' : ''}`, role: 'status' },
    total(''),
    h('p', { class: 'message', 'data-testid': 'problem', 'data-code': code }, headline),
    h('p', { class: 'detail', lang: 'en', hidden: !detail }, detail)));
}
