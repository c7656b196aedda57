// Reading a saved calculator state as strictly as a link: whatever cannot be
// read is dropped (and counted, so the page can say so) and whatever part of
// the hand is valid is kept. Nothing here trusts its input's types. Loaded
// only when storage holds a state (web/calculator.js): a first visit, from a
// link or not, has none.
import { BONUS, RED_FIVES, TILES, WINDS, plainTile, tileCount } from './panels/hand/tiles.js';

// A tile of the hand: one of the 34, or a red five (Riichi), read as its five in a meld's shape.
const isTile = (t) => TILES.includes(t) || RED_FIVES.includes(t);
import { sanitize } from './panels/situation/rules.js';
import { emptySituation, ownFieldsOf } from './panels/situation/state.js';
import { RULE_SET_IDS } from './rules/all-page.js';

// Every win flag the page keeps (the situation's true-or-false fields).
const SITUATION_FLAGS = Object.entries(emptySituation()).filter(([, v]) => typeof v === 'boolean').map(([k]) => k);

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function meldOk(m) {
  if (!isObject(m) || !Array.isArray(m.tiles) || !m.tiles.every(isTile)) return false;
  const [a, b, c, d] = m.tiles.map(plainTile);
  if (m.concealed !== undefined && typeof m.concealed !== 'boolean') return false;
  if (m.type === 'pung') return m.tiles.length === 3 && a === b && b === c && !m.concealed;
  if (m.type === 'kong') return m.tiles.length === 4 && a === b && b === c && c === d;
  if (m.type === 'chow') {
    if (m.tiles.length !== 3 || m.concealed || !/^[1-7][mps]$/.test(a)) return false;
    return b === `${Number(a[0]) + 1}${a[1]}` && c === `${Number(a[0]) + 2}${a[1]}`;
  }
  return false;
}

/**
 * The state saved as `raw` (parsed JSON) on top of `base`: {state, dropped}.
 * `dropped` counts what was left out; `unreadable` is true when nothing of it
 * could be used.
 */
export function readSavedState(raw, base) {
  if (raw === undefined) return { state: base, dropped: 0, unreadable: false };
  if (!isObject(raw)) return { state: base, dropped: 1, unreadable: true };
  let dropped = 0;
  const s = { ...base, options: {} };
  const take = (key, ok, fallback) => {
    if (!Object.hasOwn(raw, key)) return;
    if (ok(raw[key])) s[key] = raw[key];
    else { dropped += 1; s[key] = fallback; }
  };
  take('rules', (v) => RULE_SET_IDS.includes(v), RULE_SET_IDS[0]);
  for (const flag of SITUATION_FLAGS) take(flag, (v) => typeof v === 'boolean', false);
  take('prevalent_wind', (v) => WINDS.includes(v), 'E');
  take('seat_wind', (v) => WINDS.includes(v), 'E');
  take('discarder', (v) => v === null || WINDS.includes(v), null);
  // The rule sets' own seats, tile rows (Riichi's indicators) and counts (its counters).
  for (const { id } of ownFieldsOf('seat')) take(id, (v) => v === null || WINDS.includes(v), null);
  for (const { id, max } of ownFieldsOf('tiles')) take(id, (v) => Array.isArray(v) && v.length <= max && v.every(isTile), []);
  for (const { id, min, max } of ownFieldsOf('count')) take(id, (v) => Number.isInteger(v) && v >= min && v <= max, min);

  // Melds, then standing tiles, each kept while the hand stays possible:
  // four melds at most, four copies of a tile, fourteen tiles.
  const copies = new Map();
  const fits = (tiles) => tiles.every((t) => (copies.get(t) ?? 0) + tiles.filter((x) => x === t).length <= 4);
  const count = (tiles) => tiles.forEach((t) => copies.set(t, (copies.get(t) ?? 0) + 1));
  s.melds = [];
  if (Object.hasOwn(raw, 'melds')) {
    const melds = Array.isArray(raw.melds) ? raw.melds : (dropped += 1, []);
    for (const m of melds) {
      if (meldOk(m) && s.melds.length < 4 && fits(m.tiles)) {
        s.melds.push({ type: m.type, concealed: m.type === 'kong' && m.concealed === true, tiles: [...m.tiles] });
        count(m.tiles);
      } else dropped += 1;
    }
  }
  s.tiles = [];
  if (Object.hasOwn(raw, 'tiles')) {
    const tiles = Array.isArray(raw.tiles) ? raw.tiles : (dropped += 1, []);
    for (const t of tiles) {
      if (isTile(t) && fits([t]) && tileCount({ ...s, tiles: [...s.tiles, t] }) <= 14) {
        s.tiles.push(t);
        count([t]);
      } else dropped += 1;
    }
  }
  s.win = null;
  if (Object.hasOwn(raw, 'win') && raw.win !== null) {
    // The index is only meaningful when every standing tile was kept.
    const tilesKept = Array.isArray(raw.tiles) && raw.tiles.length === s.tiles.length;
    if (Number.isInteger(raw.win) && raw.win >= 0 && raw.win < s.tiles.length && tilesKept) s.win = raw.win;
    else dropped += 1;
  }
  s.flowers = [];
  if (Object.hasOwn(raw, 'flowers')) {
    const flowers = Array.isArray(raw.flowers) ? raw.flowers : (dropped += 1, []);
    for (const f of flowers) {
      if (BONUS.includes(f) && !s.flowers.includes(f)) s.flowers.push(f);
      else dropped += 1;
    }
    s.flowers.sort((a, b) => BONUS.indexOf(a) - BONUS.indexOf(b));
  }
  // Options are checked against the catalogue once the scorer is in
  // (keepValidOptions); here only their shape.
  if (Object.hasOwn(raw, 'options')) {
    if (isObject(raw.options)) {
      for (const [id, v] of Object.entries(raw.options).slice(0, 40)) {
        if (['boolean', 'number', 'string'].includes(typeof v)) s.options[id] = v;
        else dropped += 1;
      }
    } else dropped += 1;
  }
  s.mode = 'tile';
  return { state: sanitize(s), dropped, unreadable: false };
}
