// The hand being built: its melds, its standing tiles sorted for reading and,
// once the hand is whole, the winning tile set apart at the end. A tap on a tile removes it (or, while
// choosing, makes it the winning tile); a tap on a meld removes the meld.
// Folded (the keyboard put away), the hand is a small preview that opens the
// keyboard when tapped.
import { strings, tileName } from '../../i18n.js';
import { sortTiles, tileCount, winIndex } from './tiles.js';
import { h, setIfChanged, setProperty, tileFace } from '../../view.js';

// A tap adds or removes one tile, so the hand's tiles are kept from render to
// render and only the changed ones are created, moved or dropped: creating a
// tile's button costs a frame's worth of style, layout and paint on a slow
// phone, and a full hand has fourteen.
const tilesKept = new WeakMap();

export function renderHand(root, { state, lang, choosingWin, folded, onTile, onMeld, onOpen }) {
  const t = strings(lang, state.rules);
  let tiles = root.querySelector('[data-part=hand-tiles]');
  if (!tiles) {
    tiles = h('div', { class: 'tiles', 'data-part': 'hand-tiles' });
    root.replaceChildren(tiles, h('p', { class: 'empty', 'data-part': 'hand-empty' }));
  }
  const empty = !state.tiles.length && !state.melds.length;
  const hint = root.querySelector('[data-part=hand-empty]');
  setProperty(hint, 'hidden', !empty);
  if (hint.textContent !== t.hand) hint.textContent = t.hand;
  setProperty(tiles, 'hidden', empty);
  tiles.classList.toggle('choosing', choosingWin);
  root.classList.toggle('folded', folded);
  setProperty(tiles, 'inert', folded);
  root.onclick = (e) => {
    if (folded) return onOpen();
    const button = e.target.closest('[data-index], [data-meld]');
    if (!button || !tiles.contains(button)) return;
    if (button.dataset.meld !== undefined) onMeld(Number(button.dataset.meld));
    else onTile(Number(button.dataset.index));
  };

  const kept = tilesKept.get(tiles) ?? new Map();
  const next = new Map();
  const want = [];
  const meldsKey = JSON.stringify([state.melds, lang, state.rules]);
  for (const [i, m] of state.melds.entries()) {
    const key = `meld:${i}:${meldsKey}`;
    const button = kept.get(key) ?? meldButton(m, i, lang, state.rules);
    next.set(key, button);
    want.push(button);
  }
  // The winning tile is set apart once the hand is whole: a hand still being
  // built (13 tiles, its waits shown) has no winning tile, only a last tile.
  const w = tileCount(state) === 14 ? winIndex(state) : -1;
  const standing = sortTiles(state.tiles.filter((_, i) => i !== w));
  const indexOf = state.tiles.map((code, i) => ({ code, i })).filter(({ i }) => i !== w);
  const seen = {};
  for (const code of standing) {
    const n = (seen[code] = (seen[code] ?? 0) + 1);
    const key = `tile:${code}:${n}`;
    const k = indexOf.findIndex((o) => o.code === code);
    const { i } = indexOf.splice(k, 1)[0];
    const button = kept.get(key) ?? handTile(code);
    updateHandTile(button, i, false, choosingWin, lang, state.rules);
    next.set(key, button);
    want.push(button);
  }
  if (w >= 0) {
    const key = `win:${state.tiles[w]}`;
    const slot = kept.get(key) ?? h('span', { class: 'win-slot' }, handTile(state.tiles[w]));
    setIfChanged(slot, 'aria-label', t.winning_tile);
    updateHandTile(slot.firstChild, w, true, choosingWin, lang, state.rules);
    next.set(key, slot);
    want.push(slot);
  }
  // In order, touching only what is out of place.
  want.forEach((node, k) => {
    if (tiles.children[k] !== node) tiles.insertBefore(node, tiles.children[k] ?? null);
  });
  while (tiles.children.length > want.length) tiles.lastElementChild.remove();
  tilesKept.set(tiles, next);
}

function meldButton(m, i, lang, rules) {
  const t = strings(lang, rules);
  const kind = m.type === 'kong' && m.concealed ? 'concealed_kong' : m.type;
  const label = `${t.meld_names[kind]} ${m.tiles.map((c) => tileName(c, lang, rules)).join(' ')}`;
  return h('button', { type: 'button', class: `meld ${kind}`, 'data-meld': i, 'aria-label': t.remove_meld(label) },
    m.tiles.map((c, k) => h('span', { class: `in-meld${kind === 'concealed_kong' && (k === 0 || k === 3) ? ' back' : ''}` }, tileFace(c))));
}

function handTile(code) {
  return h('button', { type: 'button', class: 'tile in-hand', 'data-hand-tile': code }, tileFace(code));
}

function updateHandTile(button, index, winning, choosingWin, lang, rules) {
  const t = strings(lang, rules);
  const name = tileName(button.dataset.handTile, lang, rules);
  setIfChanged(button, 'data-index', String(index));
  setIfChanged(button, 'aria-label', choosingWin ? t.make_winning(name) : t.remove_tile(name) + (winning ? ` (${t.winning_tile})` : ''));
  button.classList.toggle('winning', winning);
}
