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

// Every tile's face is parsed from its SVG once, all in one go, and cloned
// after: parsing SVG markup costs ten times a clone, a render shows dozens of
// tiles, and one parse of the 42 faces costs about half of 42 small ones.
// (As an <img> of the same SVG it paints slower: measured with npm run bench:web.)
let faces = null;
function tileFace(code) {
  if (!faces) {
    const codes = [...TILES, ...BONUS];
    const all = document.createElement('div');
    all.innerHTML = codes.map((c) => `<span class="face">${tileSvg(c)}</span>`).join('');
    faces = new Map(codes.map((c, i) => [c, all.children[i]]));
  }
  return faces.get(code).cloneNode(true);
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
  const full = tileCount(state) >= 14 && state.mode === 'tile';
  if (unchanged(root, JSON.stringify([lang, tab, state.mode, [...blocked], state.flowers, full]))) return;
  // A full hand can take no more tiles, only flowers: on a phone the suits
  // fold away (the Bonus tab still opens) and the result gets the room.
  root.classList.toggle('full', full);
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
    panel.classList.toggle('active', active);
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

/** Writes an attribute only when it changes (null removes it): each write restyles the element. */
export function setIfChanged(el, name, value) {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

// ---- the tools above the palette ----

// The mode buttons are built once per language; a tap only moves the pressed
// state and changes the hint.
export function renderTools(root, { state, lang, notice, onMode }) {
  const t = strings(lang);
  if (root.dataset.lang !== lang) {
    const modes = ['tile', ...MELD_MODES].map((mode) => h('button', {
      class: 'tool', 'data-mode': mode, 'aria-describedby': 'mode-hint',
    }, t[`mode_${mode}`]));
    root.replaceChildren(
      h('div', { class: 'modes', role: 'group', 'aria-label': t.declare }, modes),
      h('p', { class: 'hint', id: 'mode-hint', role: 'status' }));
    root.dataset.lang = lang;
  }
  root.onclick = (e) => {
    const button = e.target.closest('[data-mode]');
    if (button && root.contains(button)) onMode(button.dataset.mode);
  };
  for (const button of root.querySelectorAll('[data-mode]')) {
    setIfChanged(button, 'aria-pressed', String(state.mode === button.dataset.mode));
  }
  // The hint speaks up only when a tap would do something other than add a tile.
  const full = tileCount(state) >= 14 && state.mode === 'tile';
  const hint = notice ? t.reasons[notice] : state.mode !== 'tile' ? t.mode_hint[state.mode] : full ? t.hand_full_hint : '';
  const p = root.querySelector('#mode-hint');
  setText(p, hint || t.mode_hint.tile);
  const quiet = !hint;
  p.classList.toggle('quiet', quiet);
}

/** Writes an element's text only when it changes: each write lays its section out again. */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

// ---- the hand being built ----

// A tap adds or removes one tile, so the hand's tiles are kept from render to
// render and only the changed ones are created, moved or dropped: creating a
// tile's button costs a frame's worth of style, layout and paint on a slow
// phone, and a full hand has fourteen. The head and the melds are rebuilt
// only when they change.
export function renderHand(root, { state, lang, choosingWin, onTile, onMeld, onChooseWin, onClear }) {
  const t = strings(lang);
  const count = tileCount(state);
  const empty = count === 0 && !state.melds.length;
  if (!unchanged(root, JSON.stringify([lang, choosingWin, state.flowers, state.tiles.length < 2, empty]))) {
    const flowers = state.flowers.length
      ? h('span', { class: 'flowers', 'aria-label': t.flowers }, state.flowers.map(tileFace)) : null;
    root.replaceChildren(
      h('div', { class: 'hand-head' },
        h('span', { class: 'count', 'data-testid': 'tile-count' }), flowers,
        h('span', { class: 'hand-tools' },
          h('button', { class: 'tool', 'aria-pressed': String(choosingWin), disabled: state.tiles.length < 2, onclick: onChooseWin },
            choosingWin ? t.choosing_win : t.choose_win),
          h('button', { class: 'tool', disabled: empty, onclick: onClear }, t.clear))),
      empty ? h('p', { class: 'empty' }, t.empty_hand)
        : h('div', { class: `tiles${choosingWin ? ' choosing' : ''}`, 'data-part': 'hand-tiles' }));
  }
  setText(root.querySelector('.count'), t.tiles_count(count));
  const tiles = root.querySelector('[data-part=hand-tiles]');
  if (!tiles) return;
  tiles.onclick = (e) => {
    const button = e.target.closest('[data-index], [data-meld]');
    if (!button || !tiles.contains(button)) return;
    if (button.dataset.meld !== undefined) onMeld(Number(button.dataset.meld));
    else onTile(Number(button.dataset.index));
  };

  const kept = tilesKept.get(tiles) ?? new Map();
  const next = new Map();
  const want = [];
  const meldsKey = JSON.stringify(state.melds);
  for (const [i, m] of state.melds.entries()) {
    const key = `meld:${i}:${meldsKey}`;
    const button = kept.get(key) ?? meldButton(m, i, lang);
    next.set(key, button);
    want.push(button);
  }
  // Standing tiles sorted for reading, the winning tile set apart at the end.
  const w = winIndex(state);
  const standing = sortTiles(state.tiles.filter((_, i) => i !== w));
  const indexOf = state.tiles.map((code, i) => ({ code, i })).filter(({ i }) => i !== w);
  const seen = {};
  for (const code of standing) {
    const n = (seen[code] = (seen[code] ?? 0) + 1);
    const key = `tile:${code}:${n}`;
    const k = indexOf.findIndex((o) => o.code === code);
    const { i } = indexOf.splice(k, 1)[0];
    const button = kept.get(key) ?? handTile(code);
    updateHandTile(button, i, false, choosingWin, lang);
    next.set(key, button);
    want.push(button);
  }
  if (w >= 0) {
    const key = `win:${state.tiles[w]}`;
    const slot = kept.get(key) ?? h('span', { class: 'win-slot' }, handTile(state.tiles[w]));
    slot.setAttribute('aria-label', t.winning_tile);
    updateHandTile(slot.firstChild, w, true, choosingWin, lang);
    next.set(key, slot);
    want.push(slot);
  }
  // In order, touching only what is out of place: adding a tile inserts one
  // button and leaves the others where they are.
  want.forEach((node, k) => {
    if (tiles.children[k] !== node) tiles.insertBefore(node, tiles.children[k] ?? null);
  });
  while (tiles.children.length > want.length) tiles.lastElementChild.remove();
  tilesKept.set(tiles, next);
}
const tilesKept = new WeakMap();

function meldButton(m, i, lang) {
  const t = strings(lang);
  const kind = m.type === 'kong' && m.concealed ? 'concealed_kong' : m.type;
  const label = `${t.meld_names[kind]} ${m.tiles.map((c) => tileName(c, lang)).join(' ')}`;
  return h('button', { class: `meld ${kind}`, 'data-meld': i, 'aria-label': t.remove_meld(label) },
    m.tiles.map((c, k) => h('span', { class: `in-meld${kind === 'concealed_kong' && (k === 0 || k === 3) ? ' back' : ''}` }, tileFace(c))));
}

function handTile(code) {
  return h('button', { class: 'tile in-hand', 'data-hand-tile': code }, tileFace(code));
}

function updateHandTile(button, index, winning, choosingWin, lang) {
  const t = strings(lang);
  const name = tileName(button.dataset.handTile, lang);
  setIfChanged(button, 'data-index', String(index));
  setIfChanged(button, 'aria-label', choosingWin ? t.make_winning(name) : t.remove_tile(name) + (winning ? ` (${t.winning_tile})` : ''));
  button.classList.toggle('winning', winning);
}

// ---- the situation of the win ----

// Built once per language, rule set and seat; a change of hand or flags only
// updates what it affects (which flags apply, and why not), since rebuilding
// the form would re-lay the whole card on every tap.
export function renderSituation(root, { state, lang, onSet }) {
  const t = strings(lang);
  const flags = ['last_of_kind', 'kong_replacement', 'robbing_kong', 'last_tile_of_wall', ...(state.rules === 'hk' ? HK_FLAGS : [])];
  if (!unchanged(root, JSON.stringify([lang, state.rules, state.seat_wind]))) {
    const reason = (key) => h('small', { class: 'why', id: `why-${key}`, hidden: true });
    const flag = (key) => h('label', { class: 'check' },
      h('input', { type: 'checkbox', 'data-flag': key, onchange: (e) => onSet(key, e.target.checked) }),
      h('span', {}, t[key]),
      reason(key));
    const windSelect = (key, allowNone) => h('label', { class: 'field' }, h('span', {}, t[key]),
      h('select', { 'data-field': key, onchange: (e) => onSet(key, e.target.value || null) },
        allowNone && h('option', { value: '' }, t.discarder_unknown),
        WINDS.filter((wd) => key !== 'discarder' || wd !== state.seat_wind).map((wd) => h('option', { value: wd }, t.winds[wd]))),
      key === 'discarder' && reason(key));
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
      h('div', { class: 'flags' }, flags.map(flag)),
      h('p', { class: 'hint', 'data-part': 'flowers-hint' }));
    delete root.dataset.shown;
  }
  const why = unavailable(state);
  const shown = ['self_drawn', 'discarder', 'seat_wind', 'prevalent_wind', ...flags].map((k) => state[k]);
  const shownKey = JSON.stringify([shown, why, state.flowers.length]);
  if (root.dataset.shown === shownKey) return;
  root.dataset.shown = shownKey;
  const explain = (control, key) => {
    const reason = root.querySelector(`[id="why-${key}"]`);
    setIfChanged(control, 'aria-describedby', why[key] ? reason.id : null);
    reason.hidden = !why[key];
    setText(reason, why[key] ? t.reasons[why[key]] : '');
  };
  for (const key of flags) {
    const input = root.querySelector(`[data-flag="${key}"]`);
    if (input.checked !== !!state[key]) input.checked = !!state[key];
    if (input.disabled !== !!why[key]) input.disabled = !!why[key];
    const label = input.parentElement;
    label.classList.toggle('disabled', !!why[key]);
    explain(input, key);
  }
  for (const key of ['discarder', 'seat_wind', 'prevalent_wind']) {
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
  if (!result.ok) return showProblem(root, state, lang, result, total);
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
function showProblem(root, state, lang, result, total) {
  const t = strings(lang);
  const count = tileCount(state);
  let headline = t.errors[result.error.code] ?? result.error.message;
  if (result.error.code === 'tile_count' && count < 14) headline = count === 0 ? t.empty_hand : t.add_more(14 - count);
  if (result.error.code === 'tile_count' && count > 14) headline = t.remove_some(count - 14);
  const detail = count > 0 ? result.error.message : '';
  // While the hand is being built every tap changes the message: its text
  // is updated in place rather than the summary rebuilt.
  const shown = root.firstElementChild;
  if (shown?.classList.contains('problem') && root.childElementCount === 1) {
    const message = shown.querySelector('[data-testid=problem]');
    setText(message, headline);
    setIfChanged(message, 'data-code', result.error.code);
    const p = shown.querySelector('.detail');
    setText(p, detail);
    p.hidden = !detail;
    return;
  }
  root.replaceChildren(h('div', { class: 'summary problem', role: 'status' },
    total('–'),
    h('p', { class: 'message', 'data-testid': 'problem', 'data-code': result.error.code }, headline),
    h('p', { class: 'detail', lang: 'en', hidden: !detail }, detail)));
}

export { tileFace };
