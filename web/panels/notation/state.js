// The hand as text and as a link: the URL fragment
// (#h=<notation>&sd=1&d=W&l=N&pw=E&sw=S&f=f1,s2&r=hk&o.<option>=<value>) and what
// a player types. The notation itself is the core's (calculator.format and
// calculator.parse); this module only carries it.
import { BONUS, RED_FIVES, TILES, WINDS } from '../hand/tiles.js';
import { ownFieldsOf } from '../situation/state.js';
import RULE_SETS, { RULE_SET_IDS } from '../../rules/all-page.js';

/** A link past this is not a hand (a full hand with every option is a few hundred characters). */
export const MAX_FRAGMENT = 2048;
/** A hand's notation past this is not a hand (fourteen tiles and four melds take about 40). */
export const MAX_NOTATION = 120;
/** At most this many rule options are read from a link (the rule sets have fewer than 20). */
export const MAX_OPTIONS = 40;

// The common win flags' short names; a rule set's own hand fields are
// named by its folder's LINK_KEYS (web/rules/<id>/page.js: Riichi's `ri`,
// Hong Kong's `hv`), else by their id, so links shared before keep opening.
const COMMON_KEYS = { sd: 'self_drawn', lk: 'last_of_kind', kr: 'kong_replacement', rk: 'robbing_kong', lt: 'last_tile_of_wall' };
const LINK_KEYS = Object.assign({}, ...Object.values(RULE_SETS).reverse().map((page) => page.LINK_KEYS ?? {}));
// [short name, field] of the own fields of `type`, in the registry's order.
const keysOf = (type) => ownFieldsOf(type).map((f) => [LINK_KEYS[f.id] ?? f.id, f]);
const FRAGMENT_FLAGS = { ...COMMON_KEYS, ...Object.fromEntries(keysOf('flag').map(([short, f]) => [short, f.id])) };
const FRAGMENT_SEATS = keysOf('seat');
// Tile rows (Riichi's indicators, tile codes comma-separated) and counts (its counters on the table).
const FRAGMENT_LISTS = keysOf('tiles');
const FRAGMENT_COUNTS = keysOf('count');
const INDICATOR_TILES = [...TILES, ...RED_FIVES];

/** The fragment for a state, with its notation as the core writes it. */
export function toFragment(state, notation) {
  const p = new URLSearchParams();
  p.set('h', notation);
  if (state.rules !== RULE_SET_IDS[0]) p.set('r', state.rules); // the first rule set goes without saying
  for (const [short, key] of Object.entries(FRAGMENT_FLAGS)) if (state[key]) p.set(short, '1');
  if (state.discarder) p.set('d', state.discarder);
  for (const [short, { id }] of FRAGMENT_SEATS) if (state[id]) p.set(short, state[id]);
  if (state.prevalent_wind !== 'E') p.set('pw', state.prevalent_wind);
  if (state.seat_wind !== 'E') p.set('sw', state.seat_wind);
  if (state.flowers.length) p.set('f', state.flowers.join(','));
  for (const [short, { id }] of FRAGMENT_LISTS) if (state[id]?.length) p.set(short, state[id].join(','));
  for (const [short, { id }] of FRAGMENT_COUNTS) if (state[id]) p.set(short, String(state[id]));
  for (const [id, value] of Object.entries(state.options)) p.set(`o.${id}`, String(value));
  return '#' + p.toString();
}

/**
 * Reads a fragment onto `base`: {state, notation, hasHand, tooLong, dropped}.
 * A fragment with a hand (h=) describes a whole situation: a flag it does
 * not set is off. One without keeps `base` for every key it does not name.
 * Refused whole (tooLong) past MAX_FRAGMENT, before anything is read; parts
 * that cannot be read are counted in `dropped`.
 */
export function fromFragment(fragment, base) {
  const text = String(fragment ?? '').replace(/^#/, '');
  if (text.length > MAX_FRAGMENT) return { state: base, notation: '', hasHand: false, tooLong: true, dropped: 0 };
  const p = new URLSearchParams(text);
  const hasHand = p.has('h');
  const state = { ...base, options: hasHand ? {} : { ...base.options } };
  let dropped = 0;
  const known = (key) => p.has(key) || hasHand;
  if (p.has('r')) {
    if (RULE_SET_IDS.includes(p.get('r'))) {
      if (!hasHand && p.get('r') !== base.rules) state.options = {};
      state.rules = p.get('r');
    } else dropped += 1;
  }
  for (const [short, key] of Object.entries(FRAGMENT_FLAGS)) {
    if (!known(short)) continue;
    const v = p.get(short);
    if (v !== null && v !== '1' && v !== '0') dropped += 1;
    state[key] = v === '1';
  }
  const wind = (key, field, fallback) => {
    if (!known(key)) return;
    const v = p.get(key);
    if (v === null) state[field] = fallback;
    else if (WINDS.includes(v)) state[field] = v;
    else { dropped += 1; state[field] = fallback; }
  };
  wind('d', 'discarder', null);
  for (const [short, { id }] of FRAGMENT_SEATS) wind(short, id, null);
  wind('pw', 'prevalent_wind', 'E');
  wind('sw', 'seat_wind', 'E');
  if (known('f')) {
    const codes = (p.get('f') ?? '').split(',').filter(Boolean);
    state.flowers = [...new Set(codes.filter((f) => BONUS.includes(f)))].sort((a, b) => BONUS.indexOf(a) - BONUS.indexOf(b));
    dropped += codes.length - state.flowers.length;
  }
  for (const [short, { id, max }] of FRAGMENT_LISTS) {
    if (!known(short)) continue;
    const codes = (p.get(short) ?? '').split(',').filter(Boolean);
    state[id] = codes.filter((c) => INDICATOR_TILES.includes(c)).slice(0, max);
    dropped += codes.length - state[id].length;
  }
  for (const [short, { id, min, max }] of FRAGMENT_COUNTS) {
    if (!known(short)) continue;
    const v = p.get(short);
    const n = v === null ? min : Number(v);
    const ok = Number.isInteger(n) && n >= min && n <= max && (v === null || /^\d+$/.test(v));
    state[id] = ok ? n : min;
    if (!ok) dropped += 1;
  }
  let options = 0;
  for (const [key, value] of p) {
    if (!key.startsWith('o.')) continue;
    if (++options > MAX_OPTIONS) { dropped += 1; continue; }
    state.options[key.slice(2)] = value === 'true' ? true : value === 'false' ? false
      : value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  let notation = p.get('h') ?? '';
  if (notation.length > MAX_NOTATION) return { state: base, notation: '', hasHand: false, tooLong: true, dropped };
  notation = notation.trim();
  return { state, notation, hasHand, tooLong: false, dropped };
}

/**
 * What a player types, in the notation the core reads: honours are capitals
 * (`e` is East); `s` and `p` stay suit letters after a digit and are South
 * and White otherwise.
 */
export function normalizeNotation(text) {
  let out = '';
  let afterDigit = false;
  for (const ch of String(text)) {
    if (/[ewncf]/.test(ch)) out += ch.toUpperCase();
    else if ((ch === 's' || ch === 'p') && !afterDigit) out += ch.toUpperCase();
    else out += ch;
    if (/[0-9]/.test(ch)) afterDigit = true;
    else if (/[mpsz]/.test(ch) && afterDigit) afterDigit = false;
    else if (!/\s/.test(ch)) afterDigit = false;
  }
  return out;
}
