// The analysis in the result card (issue 13): at 13 tiles the waits, one row
// per winning tile (its face, its total won on a discard and self-drawn,
// whether that reaches the minimum, the copies left; Hong Kong and Riichi add
// what the win collects; a closed Riichi hand not in riichi, each value with
// riichi too), each a button that wins the hand on it; not ready, how far
// and the useful tiles; at 14 tiles that do not win, the discards best first,
// each a button that lets that tile go. Rebuilt only when the analysis or
// the language changes.
import { tileName } from '../../i18n.js';
import RULE_SETS from '../../rules/all-page.js';
import { fill, h, tileFace } from '../../view.js';
import { analysisStrings } from './strings.js';
import { copiesLeft, copiesLeftOf, usefulCount } from './state.js';

// The analysis itself and what a tap on a row does come with the view (one
// fetch from the 10th tile).
export { analyse, letGo, winOn } from './state.js';

export function renderAnalysis(root, { state, lang, analysis, minimum, total, reading, onWait, onDiscard }) {
  if (root.analysis === analysis && root.shownLang === lang) return;
  root.analysis = analysis;
  root.shownLang = lang;
  root.hidden = !analysis?.result?.ok;
  // The result card gives the analysis the room of its empty total (style.css).
  root.parentElement?.classList.toggle('with-analysis', !root.hidden);
  if (root.hidden) return fill(root);
  const a = analysis.result;
  const t = analysisStrings(lang, a.rules);
  const name = (code) => tileName(code, lang, a.rules);
  pointsText = RULE_SETS[a.rules]?.pointsText;
  if (a.tiles === 13 && a.shanten === 0) return fill(root, waitsTable(a.waits, { t, name, minimum, pays: analysis.pays, onWait, total, reading }));
  if (a.tiles === 13) {
    return fill(root, h('div', { class: 'not-ready', 'data-testid': 'not-ready', 'data-shanten': a.shanten },
      h('h2', { class: 'analysis-title' }, t.shanten(a.shanten)),
      h('p', { class: 'useful-line' }, h('span', { class: 'hint' }, t.useful_title), ' ',
        h('span', { class: 'useful-tiles', 'data-testid': 'useful' }, a.useful.map((code) => h('span', { class: 'mini', 'data-useful': code }, hidden(name(code)), tileFace(code))))),
      h('p', { class: 'hint' }, t.useful_count(usefulCount(state, a.useful)))));
  }
  fill(root, discardsTable(a.discards, { t, name, onDiscard, left: copiesLeftOf(state) }));
}

// How the rule set on screen writes points (Riichi's 8,000), set by each render.
let pointsText = null;

// A row's words for a screen reader: its visible text, each cell led by a
// hidden label (a button's name must hold what it shows, for voice control).
const hidden = (text) => h('span', { class: 'hidden-label' }, `${text} `);

// `total`: the result's field shown as its total (HK's faan after the limit);
// a limit hand is marked, and what a win pays said where the rule set shows it.
// `tag`: the declaration's word leading its line (Riichi's), whose fu are
// said only where they differ from `fu`, the line above's.
function value(v, { t, minimum, total = 'total', pay, label, tag, fu }) {
  if (!v) return h('span', { class: 'wv' }, '–');
  return h('span', { class: `wv ${v.meets_minimum ? 'ok' : 'low'}${tag ? ' declared' : ''}` }, hidden(label),
    tag && h('small', { class: 'tag' }, tag),
    h('b', {}, v[total]),
    h('small', {}, ` ${t.unit}`),
    v.fu != null && t.fu && v.fu !== fu && h('small', { class: 'fu' }, ` ${t.fu(v.fu)}`),
    v.limit && h('small', { class: 'badge' }, t.limits?.[v.limit] ?? t.limit),
    pay != null && h('small', { class: 'gain-note' }, t.pays(pointsText ? pointsText(pay).replace(/^\+/, '') : pay)),
    !v.meets_minimum && h('small', { class: 'below' }, t.below(minimum)));
}

// One way's value (`way`: 'discard' or 'self_drawn'); with the declaration
// the hand could still make (the catalogue's analysis_reading: Riichi's), its
// value with it made on a second line (dama above, riichi below).
function cell(w, way, label, { t, minimum, total, pays, reading }) {
  const shown = value(w[way], { t, minimum, total, pay: pays?.[w.tile]?.[way], label });
  const declared = reading && w[reading.flag];
  if (!declared) return shown;
  return h('span', { class: 'wv-pair' }, shown,
    value(declared[way], { t, minimum, total, pay: pays?.[w.tile]?.declared?.[way], label: `${label} ${t.declared}`, tag: t.declared, fu: w[way].fu }));
}

/** The waits table (also the embed's): rows are buttons when `onWait` is given. */
export function waitsTable(waits, { t, name, minimum, pays, onWait, total, reading }) {
  const both = { t, minimum, total, pays, reading };
  const declares = reading && waits.some((w) => w[reading.flag]);
  return [
    h('h2', { class: 'analysis-title' }, t.waits_title(waits.filter((w) => w.discard).length),
      ' ', h('small', { class: 'hint' }, [declares && t.declared_note, pays && t.pays_note, onWait && t.waits_hint].filter(Boolean).join(' '))),
    h('div', { class: 'waits', 'data-testid': 'waits' },
      h('div', { class: 'wait wait-head', 'aria-hidden': 'true' },
        h('span', {}, t.wait_tile), h('span', {}, t.by_discard), h('span', {}, t.by_self_draw), h('span', {}, t.left)),
      waits.map((w) => {
        const won = !!w.discard;
        const left = copiesLeft(w);
        return h(onWait ? 'button' : 'div', {
          type: onWait ? 'button' : null, class: `wait${won ? '' : ' dead'}`, 'data-wait': w.tile,
          'data-total-discard': won ? w.discard.total : null, 'data-total-self-drawn': won ? w.self_drawn.total : null,
          'data-declared-discard': declares && w[reading.flag] ? w[reading.flag].discard.total : null,
          'data-declared-self-drawn': declares && w[reading.flag] ? w[reading.flag].self_drawn.total : null,
          disabled: onWait && !won,
          onclick: onWait ? () => onWait(w.tile) : null,
        },
        h('span', { class: 'wait-tile' }, hidden(name(w.tile)), tileFace(w.tile)),
        cell(w, 'discard', t.by_discard, both),
        cell(w, 'self_drawn', t.by_self_draw, both),
        h('span', { class: 'copies' }, hidden(t.left), won ? t.left_count(left) : t.none_left));
      })),
  ];
}

// A tile the discard leaves the hand waiting for (or drawing towards), with
// the copies of it left to draw.
const inline = (code, left, name) => h('span', { class: 'mini', 'data-useful': code, 'data-left': left },
  hidden(name(code)), tileFace(code), h('small', { class: 'left-count' }, left));

// The discards, best first; each row shows the tiles that then help, inline
// (their faces and copies left), so the choice needs no tap to read.
function discardsTable(discards, { t, name, onDiscard, left }) {
  return [
    h('h2', { class: 'analysis-title' }, t.discards_title, ' ', h('small', { class: 'hint' }, t.discards_hint)),
    h('div', { class: 'discards', 'data-testid': 'discards' },
      h('div', { class: 'discard discard-head', 'aria-hidden': 'true' },
        h('span', {}, t.discard), h('span', {}, t.after), h('span', {}, t.useful)),
      discards.map((d) => {
        const after = d.shanten === 0
          ? h('span', { class: 'then ready' }, h('small', {}, t.ready_on), ' ',
            d.waits.map((w) => inline(w.tile, copiesLeft(w), name)))
          : h('span', { class: 'then' }, h('small', {}, t.steps(d.shanten)), ' ', d.useful.map((code) => inline(code, left(code), name)));
        return h('button', {
          type: 'button', class: 'discard', 'data-discard': d.tile, 'data-shanten': d.shanten, 'data-useful-count': d.useful_count,
          onclick: () => onDiscard(d.tile),
        }, h('span', { class: 'wait-tile' }, hidden(`${t.discard} ${name(d.tile)}`), tileFace(d.tile)), after,
        h('span', { class: 'copies' }, hidden(t.useful), d.useful_count));
      })),
  ];
}
