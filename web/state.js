// The hand being built and its situation, as pure functions over plain
// objects: every user action returns a new state, and the page renders what it
// is given. Nothing here touches the DOM or the scorer.

import { BONUS_CODES, TILE_CODES } from './tile-art.js';

// The tile codes in palette order (the art module is where they are listed).
export const TILES = TILE_CODES;
export const BONUS = BONUS_CODES;
export const WINDS = ['E', 'S', 'W', 'N'];
export const MELD_MODES = ['chow', 'pung', 'kong', 'concealed_kong'];

const FLAGS = ['self_drawn', 'last_of_kind', 'kong_replacement', 'robbing_kong', 'last_tile_of_wall'];
// Hong Kong only: MCR has no such fans and refuses them.
export const HK_FLAGS = ['heavenly', 'earthly', 'kong_on_kong'];

export function initialState() {
  return {
    rules: 'mcr',
    tiles: [],      // standing tiles in the order they were added
    melds: [],      // {type, concealed, tiles}
    win: null,      // index into tiles of the winning tile; null: the last one added
    mode: 'tile',   // what a palette tap does: 'tile' or a meld mode
    self_drawn: false,
    discarder: null,
    last_of_kind: false,
    kong_replacement: false,
    robbing_kong: false,
    last_tile_of_wall: false,
    heavenly: false,
    earthly: false,
    kong_on_kong: false,
    prevalent_wind: 'E',
    seat_wind: 'E',
    flowers: [],    // bonus tile codes
    options: {},    // rule options that differ from the defaults
  };
}

const isSuited = (t) => /^[1-9][mps]$/.test(t);
const rank = (t) => Number(t[0]);
const copiesOf = (state, tile) =>
  state.tiles.filter((t) => t === tile).length +
  state.melds.reduce((n, m) => n + m.tiles.filter((t) => t === tile).length, 0);

/** Tiles the hand holds, a kong counting three: 14 makes a complete hand. */
export function tileCount(state) {
  return state.tiles.length + 3 * state.melds.length;
}

/** The tiles a palette tap would add in the current mode, or null if it cannot. */
export function tilesFor(mode, tile) {
  switch (mode) {
    case 'tile': return [tile];
    case 'pung': return [tile, tile, tile];
    case 'kong':
    case 'concealed_kong': return [tile, tile, tile, tile];
    case 'chow': {
      if (!isSuited(tile)) return null;
      const first = Math.min(rank(tile), 7); // 8 and 9 end the chow 789
      return [0, 1, 2].map((k) => `${first + k}${tile[1]}`);
    }
    default: return null;
  }
}

/** Why a palette tap cannot add its tiles, as a message key, or null. */
export function cannotAdd(state, tile) {
  return blockedTiles(state).get(tile) ?? null;
}

/** Why each tile cannot be added in the current mode (code -> reason), counted once. */
export function blockedTiles(state) {
  const copies = new Map();
  for (const t of [...state.tiles, ...state.melds.flatMap((m) => m.tiles)]) copies.set(t, (copies.get(t) ?? 0) + 1);
  const extra = state.mode === 'tile' ? 1 : 3;
  const general = state.mode !== 'tile' && state.melds.length >= 4 ? 'four_melds'
    : tileCount(state) + extra > 14 ? 'hand_full' : null;
  const out = new Map();
  for (const tile of TILES) {
    const adding = tilesFor(state.mode, tile);
    let reason = !adding ? 'chow_needs_suit' : general;
    if (!reason) {
      for (const t of adding) {
        if ((copies.get(t) ?? 0) + adding.filter((x) => x === t).length > 4) reason = 'fifth_copy';
      }
    }
    if (reason) out.set(tile, reason);
  }
  return out;
}

export function tap(state, tile) {
  if (BONUS.includes(tile)) return toggleFlower(state, tile);
  if (cannotAdd(state, tile)) return state;
  if (state.mode === 'tile') return { ...state, tiles: [...state.tiles, tile], win: null };
  const meld =
    state.mode === 'concealed_kong'
      ? { type: 'kong', concealed: true, tiles: tilesFor('kong', tile) }
      : { type: state.mode, concealed: false, tiles: tilesFor(state.mode, tile) };
  // A meld is one action: the next tap adds a standing tile again.
  return sanitize({ ...state, melds: [...state.melds, meld], mode: 'tile' });
}

export function removeTile(state, index) {
  const tiles = state.tiles.filter((_, i) => i !== index);
  let win = state.win;
  if (win === index) win = null;
  else if (win !== null && win > index) win -= 1;
  return sanitize({ ...state, tiles, win });
}

export function removeMeld(state, index) {
  return sanitize({ ...state, melds: state.melds.filter((_, i) => i !== index) });
}

export function setWinning(state, index) {
  if (index < 0 || index >= state.tiles.length) return state;
  return sanitize({ ...state, win: index === state.tiles.length - 1 ? null : index });
}

export function setMode(state, mode) {
  return { ...state, mode: state.mode === mode ? 'tile' : mode };
}

export function clearHand(state) {
  return sanitize({ ...state, tiles: [], melds: [], win: null, mode: 'tile' });
}

export function toggleFlower(state, code) {
  const flowers = state.flowers.includes(code)
    ? state.flowers.filter((f) => f !== code)
    : [...state.flowers, code].sort((a, b) => BONUS.indexOf(a) - BONUS.indexOf(b));
  return sanitize({ ...state, flowers });
}

export function setSituation(state, key, value) {
  return sanitize({ ...state, [key]: value });
}

export function setOption(state, id, value, defaultValue) {
  const options = { ...state.options };
  if (value === defaultValue) delete options[id];
  else options[id] = value;
  return { ...state, options };
}

export function setRules(state, rules) {
  return sanitize({ ...state, rules, options: {} });
}

/** The index of the winning tile among the standing tiles, or -1. */
export function winIndex(state) {
  if (!state.tiles.length) return -1;
  return state.win ?? state.tiles.length - 1;
}

export function winTile(state) {
  const i = winIndex(state);
  return i < 0 ? null : state.tiles[i];
}

/**
 * Which situation flags cannot apply to this hand, each with the reason's
 * message key: the page disables them and says why. A flag that is on stays
 * enabled so that it can be turned off.
 */
export function unavailable(state) {
  const out = {};
  const win = winTile(state);
  const kongs = state.melds.filter((m) => m.type === 'kong').length;
  const hk = state.rules === 'hk';
  const standingCopies = win ? state.tiles.filter((t) => t === win).length - 1 : 0;
  const elsewhere = win ? copiesOf(state, win) - 1 : 0;
  // Hong Kong also scores a win on a bonus tile's replacement.
  if (!kongs && !(hk && state.flowers.length)) out.kong_replacement = hk ? 'needs_kong_or_flower' : 'needs_kong';
  if (kongs < 2) out.kong_on_kong = 'needs_two_kongs';
  if (state.seat_wind !== 'E') out.heavenly = 'heavenly_needs_east';
  if (state.seat_wind === 'E') out.earthly = 'earthly_not_east';
  if (state.self_drawn && !state.kong_replacement) out.robbing_kong = 'robbing_not_self_drawn';
  else if (state.kong_replacement) out.robbing_kong = 'robbing_not_replacement';
  else if (elsewhere > 0) out.robbing_kong = 'robbing_tile_shows';
  else if (state.last_tile_of_wall) out.robbing_kong = 'robbing_not_last_tile';
  if (standingCopies > 0) out.last_of_kind = 'last_of_kind_copy_standing';
  if (state.robbing_kong) {
    out.self_drawn = 'robbing_not_self_drawn';
    out.last_tile_of_wall = 'robbing_not_last_tile';
  }
  if (state.self_drawn) out.discarder = 'self_drawn_no_discarder';
  for (const key of Object.keys(out)) if (state[key] === true) delete out[key];
  return out;
}

// Flags that a change has made impossible are turned off, so the state never
// describes a contradictory win. Winning on a kong's replacement is self-drawn.
function sanitize(state) {
  const s = { ...state };
  if (s.win !== null && s.win >= s.tiles.length) s.win = null;
  if (s.kong_replacement) {
    s.self_drawn = true;
    s.robbing_kong = false;
  }
  const kongs = s.melds.filter((m) => m.type === 'kong').length;
  if (!kongs && !(s.rules === 'hk' && s.flowers.length)) s.kong_replacement = false;
  if (s.rules !== 'hk') for (const flag of HK_FLAGS) s[flag] = false;
  if (kongs < 2) s.kong_on_kong = false;
  if (s.kong_on_kong) s.kong_replacement = true;
  if (s.seat_wind !== 'E') s.heavenly = false;
  if (s.seat_wind === 'E') s.earthly = false;
  if (s.self_drawn) {
    s.robbing_kong = false;
    s.discarder = null;
  }
  if (s.discarder === s.seat_wind) s.discarder = null;
  const win = winTile(s);
  if (win && s.tiles.filter((t) => t === win).length > 1) s.last_of_kind = false;
  if (s.robbing_kong && win && copiesOf(s, win) > 1) s.robbing_kong = false;
  if (s.robbing_kong) s.last_tile_of_wall = false;
  return s;
}

/** The hand in the spec's JSON form, for the scorer. */
export function toHand(state) {
  const w = winIndex(state);
  const hand = {
    rules: state.rules,
    concealed: state.tiles.filter((_, i) => i !== w),
    melds: state.melds.map((m) => ({ type: m.type, concealed: m.concealed, tiles: m.tiles })),
    prevalent_wind: state.prevalent_wind,
    seat_wind: state.seat_wind,
    flowers: state.rules === 'hk' ? state.flowers : state.flowers.length,
    options: state.options,
  };
  if (w >= 0) hand.win_tile = state.tiles[w];
  for (const f of FLAGS) if (state[f]) hand[f] = true;
  if (state.rules === 'hk') for (const f of HK_FLAGS) if (state[f]) hand[f] = true;
  if (state.discarder) hand.discarder = state.discarder;
  return hand;
}

/** The text notation of the tiles (melds, standing tiles, the winning tile last). */
export function toNotation(state) {
  const melds = state.melds
    .map((m) => `[${compact(m.tiles)}${m.type === 'kong' && m.concealed ? '' : '1'}]`)
    .join('');
  const w = winIndex(state);
  const standing = sortTiles(state.tiles.filter((_, i) => i !== w));
  return melds + compact(standing) + (w >= 0 ? compact([state.tiles[w]]) : '');
}

export function sortTiles(tiles) {
  return [...tiles].sort((a, b) => TILES.indexOf(a) - TILES.indexOf(b));
}

// "1m2m3m" -> "123m": a run of one suit shares its letter.
function compact(tiles) {
  let out = '';
  tiles.forEach((t, i) => {
    if (!isSuited(t)) {
      out += t;
      return;
    }
    out += t[0];
    const next = tiles[i + 1];
    if (!next || !isSuited(next) || next[1] !== t[1]) out += t[1];
  });
  return out;
}

/** A state from a parsed hand ({concealed, melds, win_tile}), keeping the situation. */
export function withParsedTiles(state, hand) {
  const tiles = [...hand.concealed];
  if (hand.win_tile) tiles.push(hand.win_tile);
  const melds = hand.melds.map((m) => ({ type: m.type, concealed: !!m.concealed, tiles: [...m.tiles] }));
  return sanitize({ ...state, tiles, melds, win: null, mode: 'tile' });
}

// ---- the URL fragment: #h=<notation>&sd=1&d=W&pw=E&sw=S&... ----

const FRAGMENT_FLAGS = {
  sd: 'self_drawn', lk: 'last_of_kind', kr: 'kong_replacement', rk: 'robbing_kong', lt: 'last_tile_of_wall',
  hv: 'heavenly', ea: 'earthly', kk: 'kong_on_kong',
};

export function toFragment(state) {
  const p = new URLSearchParams();
  p.set('h', toNotation(state));
  if (state.rules !== 'mcr') p.set('r', state.rules);
  for (const [short, key] of Object.entries(FRAGMENT_FLAGS)) if (state[key]) p.set(short, '1');
  if (state.discarder) p.set('d', state.discarder);
  if (state.prevalent_wind !== 'E') p.set('pw', state.prevalent_wind);
  if (state.seat_wind !== 'E') p.set('sw', state.seat_wind);
  if (state.flowers.length) p.set('f', state.flowers.join(','));
  for (const [id, value] of Object.entries(state.options)) p.set(`o.${id}`, String(value));
  return '#' + p.toString();
}

/**
 * The situation of a fragment, and its notation (to be parsed by the scorer);
 * unknown or malformed parts are ignored.
 */
export function fromFragment(fragment, base = initialState()) {
  const p = new URLSearchParams(String(fragment).replace(/^#/, ''));
  const state = { ...base, options: {} };
  if (p.get('r') === 'hk' || p.get('r') === 'mcr') state.rules = p.get('r');
  for (const [short, key] of Object.entries(FRAGMENT_FLAGS)) state[key] = p.get(short) === '1';
  const wind = (v, fallback) => (WINDS.includes(v) ? v : fallback);
  state.discarder = p.has('d') ? wind(p.get('d'), null) : null;
  state.prevalent_wind = wind(p.get('pw'), 'E');
  state.seat_wind = wind(p.get('sw'), 'E');
  state.flowers = (p.get('f') ?? '').split(',').filter((f) => BONUS.includes(f));
  for (const [key, value] of p.entries()) {
    if (!key.startsWith('o.')) continue;
    state.options[key.slice(2)] = value === 'true' ? true : value === 'false' ? false : Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return { state, notation: p.get('h') ?? '' };
}
