// Rendering: from (state, result, catalogue, language) to DOM. No state lives
// here; every handler is passed in by app.js.
import { tileSvg } from './tile-art.js';
import { strings, tileName } from './i18n.js';
import {
  TILES, BONUS, WINDS, MELD_MODES, HK_FLAGS, blockedTiles, sortTiles, tileCount, unavailable, winIndex,
} from './state.js';

// h('button', {class: 'x', onclick}, child, ...): a small element builder.
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
    else if (key === 'class') el.className = value;
    else if (key === 'html') el.innerHTML = value; // only our own SVG
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

// A tile's face is parsed from its SVG once and cloned after: parsing SVG
// markup costs ten times a clone, and a render shows dozens of tiles. (As an
// <img> of the same SVG it paints slower: measured with npm run bench:web.)
const faces = new Map();
function tileFace(code) {
  let face = faces.get(code);
  if (!face) faces.set(code, (face = h('span', { class: 'face', html: tileSvg(code) })));
  return face.cloneNode(true);
}

// A section is rebuilt only when what it shows has changed: rebuilding a form
// on every tap would cost more than the scoring.
function unchanged(root, key) {
  if (root.dataset.key === key) return true;
  root.dataset.key = key;
  return false;
}

// ---- the palette: suit tabs on a narrow phone, the full grid when there is room ----

export const PALETTE_GROUPS = [
  ['m', TILES.slice(0, 9)],
  ['p', TILES.slice(9, 18)],
  ['s', TILES.slice(18, 27)],
  ['z', TILES.slice(27)],
  ['f', BONUS],
];

// The palette is built once per language; later renders only update what a
// tap can change (which tiles are blocked and why, which flowers are in,
// which suit shows), so a tap costs little.
export function renderPalette(root, { state, lang, tab, onTap, onTab, onBlocked }) {
  const t = strings(lang);
  if (root.dataset.lang !== lang) {
    const tabs = h('div', { class: 'tabs', role: 'tablist', 'aria-label': t.palette },
      PALETTE_GROUPS.map(([key, codes]) => h('button', {
        class: 'tab', role: 'tab', id: `tab-${key}`, 'aria-controls': `panel-${key}`, 'aria-label': t.suits[key],
        'data-tab': key, onclick: () => onTab(key),
      }, tileFace(codes[0]), h('span', { 'aria-hidden': 'true' }, t.suit_tabs[key]))));
    const panels = PALETTE_GROUPS.map(([key, codes]) => h('div', {
      class: `panel panel-${key}`, id: `panel-${key}`, role: 'tabpanel', 'aria-labelledby': `tab-${key}`,
    }, codes.map((code) => h('button', { class: `tile${BONUS.includes(code) ? ' bonus' : ''}`, 'data-tile': code }, tileFace(code)))));
    root.replaceChildren(tabs, h('div', { class: 'panels' }, panels));
    root.dataset.lang = lang;
  }
  const blocked = blockedTiles(state);
  root.onclick = (e) => {
    const button = e.target.closest('[data-tile]');
    if (!button || !root.contains(button)) return;
    const code = button.dataset.tile;
    const reason = blocked.get(code);
    if (reason) onBlocked?.(reason);
    else onTap(code);
  };
  for (const button of root.querySelectorAll('[data-tab]')) {
    const selected = button.dataset.tab === tab;
    setIfChanged(button, 'aria-selected', String(selected));
    setIfChanged(button, 'tabindex', selected ? '0' : '-1');
  }
  for (const panel of root.querySelectorAll('.panel')) {
    const active = panel.id === `panel-${tab}`;
    if (panel.classList.contains('active') !== active) panel.classList.toggle('active', active);
  }
  // Only changed attributes are written: each write makes the browser
  // restyle the button, and there are 42.
  const mode = state.mode === 'tile' ? '' : ` (${t.meld_names[state.mode]})`;
  for (const button of root.querySelectorAll('[data-tile]')) {
    const code = button.dataset.tile;
    if (BONUS.includes(code)) {
      setIfChanged(button, 'aria-pressed', String(state.flowers.includes(code)));
      setIfChanged(button, 'aria-label', tileName(code, lang));
      continue;
    }
    const reason = blocked.get(code);
    setIfChanged(button, 'aria-label', tileName(code, lang) + mode);
    setIfChanged(button, 'aria-disabled', reason ? 'true' : null);
    setIfChanged(button, 'title', reason ? t.reasons[reason] : null);
  }
}

function setIfChanged(el, name, value) {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

// ---- the tools above the palette ----

export function renderTools(root, { state, lang, notice, onMode }) {
  const t = strings(lang);
  const modes = ['tile', ...MELD_MODES].map((mode) => h('button', {
    class: 'tool', 'data-mode': mode, 'aria-pressed': String(state.mode === mode),
    'aria-describedby': 'mode-hint', onclick: () => onMode(mode),
  }, t[`mode_${mode}`]));
  // The hint speaks up only when a tap would do something other than add a tile.
  const full = tileCount(state) >= 14 && state.mode === 'tile';
  const hint = notice ? t.reasons[notice] : state.mode !== 'tile' ? t.mode_hint[state.mode] : full ? t.hand_full_hint : '';
  root.replaceChildren(
    h('div', { class: 'modes', role: 'group', 'aria-label': t.declare }, modes),
    h('p', { class: `hint${hint ? '' : ' quiet'}`, id: 'mode-hint', role: 'status' }, hint || t.mode_hint.tile));
}

// ---- the hand being built ----

export function renderHand(root, { state, lang, choosingWin, onTile, onMeld, onChooseWin, onClear }) {
  const t = strings(lang);
  if (unchanged(root, JSON.stringify([lang, choosingWin, state.tiles, state.melds, state.win, state.flowers]))) return;
  const count = tileCount(state);
  const w = winIndex(state);
  const melds = state.melds.map((m, i) => {
    const kind = m.type === 'kong' && m.concealed ? 'concealed_kong' : m.type;
    const label = `${t.meld_names[kind]} ${m.tiles.map((c) => tileName(c, lang)).join(' ')}`;
    return h('button', {
      class: `meld ${kind}`, 'data-meld': i, 'aria-label': t.remove_meld(label), onclick: () => onMeld(i),
    }, m.tiles.map((c, k) => h('span', { class: `in-meld${kind === 'concealed_kong' && (k === 0 || k === 3) ? ' back' : ''}` }, tileFace(c))));
  });
  // Standing tiles sorted for reading, the winning tile set apart at the end.
  const order = state.tiles.map((code, i) => ({ code, i })).filter(({ i }) => i !== w);
  const sorted = sortTiles(order.map((o) => o.code)).map((code) => {
    const k = order.findIndex((o) => o.code === code);
    return order.splice(k, 1)[0];
  });
  const button = ({ code, i }, winning) => h('button', {
    class: `tile in-hand${winning ? ' winning' : ''}`, 'data-hand-tile': code, 'data-index': i,
    'aria-label': choosingWin ? t.make_winning(tileName(code, lang))
      : t.remove_tile(tileName(code, lang)) + (winning ? ` (${t.winning_tile})` : ''),
    onclick: () => onTile(i),
  }, tileFace(code));
  const standing = sorted.map((o) => button(o, false));
  const win = w >= 0 ? button({ code: state.tiles[w], i: w }, true) : null;
  const flowers = state.flowers.length
    ? h('span', { class: 'flowers', 'aria-label': t.flowers }, state.flowers.map(tileFace)) : null;
  root.replaceChildren(
    h('div', { class: 'hand-head' },
      h('span', { class: 'count', 'data-testid': 'tile-count' }, t.tiles_count(count)), flowers,
      h('span', { class: 'hand-tools' },
        h('button', { class: 'tool', 'aria-pressed': String(choosingWin), disabled: state.tiles.length < 2, onclick: onChooseWin },
          choosingWin ? t.choosing_win : t.choose_win),
        h('button', { class: 'tool', disabled: !state.tiles.length && !state.melds.length, onclick: onClear }, t.clear))),
    count === 0 && !state.melds.length
      ? h('p', { class: 'empty' }, t.empty_hand)
      : h('div', { class: `tiles${choosingWin ? ' choosing' : ''}` }, melds, standing,
        win && h('span', { class: 'win-slot', 'aria-label': t.winning_tile }, win)));
}

// ---- the situation of the win ----

export function renderSituation(root, { state, lang, onSet }) {
  const t = strings(lang);
  const why = unavailable(state);
  const shown = ['rules', 'self_drawn', 'discarder', 'seat_wind', 'prevalent_wind', 'last_of_kind', 'kong_replacement',
    'robbing_kong', 'last_tile_of_wall', ...HK_FLAGS].map((k) => state[k]);
  if (unchanged(root, JSON.stringify([lang, shown, why, state.flowers.length]))) return;
  const reasonId = (key) => `why-${key}`;
  const flag = (key) => h('label', { class: `check${why[key] ? ' disabled' : ''}` },
    h('input', {
      type: 'checkbox', checked: state[key], disabled: !!why[key], 'data-flag': key,
      'aria-describedby': why[key] ? reasonId(key) : null,
      onchange: (e) => onSet(key, e.target.checked),
    }),
    h('span', {}, t[key]),
    why[key] && h('small', { class: 'why', id: reasonId(key) }, t.reasons[why[key]]));
  const windSelect = (key, allowNone) => h('label', { class: 'field' }, h('span', {}, t[key]),
    h('select', {
      'data-field': key, disabled: key === 'discarder' && !!why.discarder,
      'aria-describedby': key === 'discarder' && why.discarder ? reasonId(key) : null,
      onchange: (e) => onSet(key, e.target.value || null),
    },
    allowNone && h('option', { value: '', selected: !state[key] }, t.discarder_unknown),
    WINDS.filter((wd) => key !== 'discarder' || wd !== state.seat_wind)
      .map((wd) => h('option', { value: wd, selected: state[key] === wd }, t.winds[wd]))),
    key === 'discarder' && why.discarder && h('small', { class: 'why', id: reasonId(key) }, t.reasons[why.discarder]));
  const how = h('div', { class: 'segmented', role: 'radiogroup', 'aria-label': t.situation },
    [[true, t.self_drawn], [false, t.discard]].map(([value, label]) => h('label', {},
      h('input', {
        type: 'radio', name: 'how', checked: state.self_drawn === value, 'data-field': 'self_drawn',
        value: String(value), disabled: value && !!why.self_drawn,
        onchange: () => onSet('self_drawn', value),
      }), h('span', {}, label))));
  root.replaceChildren(
    h('h2', {}, t.situation),
    how,
    h('div', { class: 'row' }, windSelect('discarder', true), windSelect('seat_wind'), windSelect('prevalent_wind')),
    h('div', { class: 'flags' }, ['last_of_kind', 'kong_replacement', 'robbing_kong', 'last_tile_of_wall',
      ...(state.rules === 'hk' ? HK_FLAGS : [])].map(flag)),
    h('p', { class: 'hint' }, `${t.flowers}: ${state.flowers.length} — ${t.flowers_hint}`));
}

export function renderOptions(root, { state, lang, catalog, open, onToggle, onOption }) {
  const t = strings(lang);
  if (unchanged(root, JSON.stringify([lang, catalog?.rules, state.options, open]))) return;
  if (!catalog?.options?.length) return root.replaceChildren();
  const rows = catalog.options.map((o) => {
    const value = state.options[o.id] ?? o.default;
    const text = lang === 'zh' ? o.zh : o.en;
    let input;
    if (o.type === 'boolean') {
      input = h('input', { type: 'checkbox', checked: value === true, 'data-option': o.id,
        onchange: (e) => onOption(o.id, e.target.checked, o.default) });
    } else if (o.type === 'choice') {
      input = h('select', { 'data-option': o.id, onchange: (e) => onOption(o.id, e.target.value, o.default) },
        o.choices.map((c) => h('option', { value: c, selected: c === value }, c)));
    } else {
      input = h('input', { type: 'number', value, min: o.min, max: o.max, step: o.step ?? 1, 'data-option': o.id,
        inputmode: 'decimal', onchange: (e) => onOption(o.id, Number(e.target.value), o.default) });
    }
    return h('label', { class: o.type === 'boolean' ? 'check option' : 'field option' }, input,
      h('span', {}, h('code', {}, o.id), h('small', {}, text)));
  });
  root.replaceChildren(h('details', { open, ontoggle: (e) => onToggle(e.target.open) }, h('summary', {}, t.options), rows));
}

// ---- the result ----

// The result is rebuilt when the scorer's answer, the language or the open
// definition change (a new result object for every scoring).
const shownResults = new WeakMap();
export function renderResult(root, { state, lang, result, catalog, loading, failed, openFan, definitions, onFan }) {
  const t = strings(lang);
  const key = [lang, loading, failed, openFan, !!definitions, state.seat_wind, state.options.min_faan].join('|');
  if (result && shownResults.get(root)?.result === result && shownResults.get(root)?.key === key) return;
  shownResults.set(root, { result, key });
  const total = (value) => h('output', { class: 'total', 'data-testid': 'fan-total' }, value);
  if (failed) return root.replaceChildren(h('p', { class: 'message error' }, t.load_failed));
  if (loading || !result) {
    return root.replaceChildren(h('div', { class: 'summary' }, total('–'), h('p', { class: 'status' }, t.loading)));
  }
  if (!result.ok) return root.replaceChildren(renderProblem(state, lang, result, total));
  const hk = result.rules === 'hk';
  const minimum = (hk ? state.options.min_faan : undefined) ?? catalog?.minimum ?? (hk ? 3 : 8);
  const status = result.meets_minimum
    ? (hk ? t.hk_minimum(minimum) : t.meets_minimum(minimum))
    : (hk ? t.hk_below_minimum(minimum) : t.below_minimum(minimum));
  const summary = h('div', { class: `summary${result.meets_minimum ? ' ok' : ' low'}` },
    total(result.total),
    h('span', { class: 'unit' }, hk ? t.total_faan : t.total_points),
    hk && result.limit && h('span', { class: 'badge' }, t.hk_limit),
    hk && result.capped_total !== result.total && h('span', { class: 'badge' }, t.hk_capped(result.capped_total)),
    h('p', { class: 'status', 'data-testid': 'minimum-status' }, status));
  const fans = h('ul', { class: 'fans' }, result.fans.map((f) => fanRow(f, lang, openFan === f.id, definitions, onFan)));
  return root.replaceChildren(summary, fans, renderPayments(state, lang, result), renderArrangement(lang, result));
}

function fanRow(f, lang, open, definitions, onFan) {
  const t = strings(lang);
  const [primary, secondary] = lang === 'zh' ? [f.zh, f.name] : [f.name, f.zh];
  const definition = definitions?.[f.id];
  return h('li', { class: 'fan', 'data-fan': f.id },
    h('button', { class: 'fan-head', 'aria-expanded': String(open), 'aria-controls': `def-${f.id}`, onclick: () => onFan(f.id) },
      h('span', { class: 'fan-name' }, primary, h('small', { lang: lang === 'zh' ? 'en' : 'zh' }, secondary)),
      h('span', { class: 'fan-points' }, f.count > 1 ? `${f.points} × ${f.count}` : f.points)),
    open && h('p', { class: 'definition', id: `def-${f.id}`, role: 'note', 'aria-label': t.fan_definition },
      definition ? definition[lang] ?? definition.en : t.definitions_loading));
}

function renderPayments(state, lang, result) {
  const t = strings(lang);
  if (!result.payments) {
    return result.meets_minimum ? h('p', { class: 'hint' }, t.payments_hint) : null;
  }
  return h('table', { class: 'payments', 'aria-label': t.payments },
    h('caption', {}, t.payments),
    h('tr', {}, WINDS.map((wd) => h('th', { scope: 'col' }, t.winds[wd], wd === state.seat_wind && h('small', {}, ` (${t.you})`)))),
    h('tr', {}, WINDS.map((wd) => {
      const v = result.payments[wd];
      return h('td', { class: v > 0 ? 'gain' : v < 0 ? 'loss' : '', 'data-seat': wd }, v > 0 ? `+${v}` : v);
    })));
}

function renderArrangement(lang, result) {
  const t = strings(lang);
  if (!result.arrangement?.length) return null;
  return h('div', { class: 'arrangement', 'aria-label': t.arrangement },
    h('span', { class: 'label' }, t.arrangement),
    result.arrangement.map((g) => h('span', { class: `group ${g.kind}${g.declared ? ' declared' : ''}${g.winning_tile ? ' has-win' : ''}`, title: t.groups[g.kind] },
      g.tiles.map(tileFace))));
}

// What is wrong, in the player's terms; their tiles stay as they are.
function renderProblem(state, lang, result, total) {
  const t = strings(lang);
  const count = tileCount(state);
  let headline = t.errors[result.error.code] ?? result.error.message;
  if (result.error.code === 'tile_count' && count < 14) headline = count === 0 ? t.empty_hand : t.add_more(14 - count);
  if (result.error.code === 'tile_count' && count > 14) headline = t.remove_some(count - 14);
  return h('div', { class: 'summary problem', role: 'status' },
    total('–'),
    h('p', { class: 'message', 'data-testid': 'problem', 'data-code': result.error.code }, headline),
    count > 0 && h('p', { class: 'detail', lang: 'en' }, result.error.message));
}

export { tileFace };
