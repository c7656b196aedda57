// Which win flags can go together, and why not: the core's table
// (`catalog(rules).situation_rules`, core/situation_rules.cpp), read here.
// Each row forbids a flag while another flag is set or a fact of the hand
// holds; this module only says what those facts are for the page's state.
// Until the scorer has loaded there is no table and nothing is forbidden.
import { copiesOf, plainTile, winTile } from '../hand/tiles.js';
import { indicatorRoom } from '../hand/state.js';
import { isJapanese, japaneseReason } from '../../i18n.js';

let tableOf = () => [];
let catalogOf = () => null;
const tables = {};

/**
 * Where the rows come from: `(rules) => catalog(rules).situation_rules`;
 * and, given `catalog` (`(rules) => catalog(rules)`), the hand fields each
 * rule set reads beyond the common ones (ownFlags).
 */
export function useSituationRules(read, catalog = catalogOf) {
  tableOf = read;
  catalogOf = catalog;
  for (const key of Object.keys(tables)) delete tables[key];
}

/**
 * The win flags a rule set reads beyond the common ones (Hong Kong's
 * heavenly, earthly and kong-on-kong hands): its catalogue's hand fields of
 * type flag; none until the scorer has loaded.
 */
export function ownFlags(rules) {
  return (catalogOf(rules)?.hand_fields ?? []).filter((f) => f.type === 'flag').map((f) => f.id);
}

function rowsFor(rules) {
  if (!tables[rules]) {
    const rows = tableOf(rules);
    if (!rows?.length) return [];
    tables[rules] = rows;
  }
  return tables[rules];
}

/** The hand fields of `rules` beyond the flags (Riichi's indicators and counters), with their type. */
export function ownFields(rules) {
  return (catalogOf(rules)?.hand_fields ?? []).filter((f) => f.type === 'tiles' || f.type === 'count');
}

// `discarder` and `liable` are set when they name a seat, the indicator rows when they hold a tile.
const isSet = (state, flag) => (flag === 'discarder' || flag === 'liable' ? !!state[flag]
  : Array.isArray(state[flag]) ? state[flag].length > 0 : state[flag] === true);

// What a row clears: a seat, a flag, or the indicators past the row's room.
const cleared = (state, flag) => (flag === 'discarder' || flag === 'liable' ? null
  : Array.isArray(state[flag]) ? state[flag].slice(0, indicatorRoom(state, flag)) : false);

function facts(state) {
  const kongs = state.melds.filter((m) => m.type === 'kong').length;
  const win = winTile(state);
  const bonusOnly = !state.tiles.length && !state.melds.length && state.flowers.length > 0;
  return {
    always: true,
    no_kong: kongs === 0,
    no_kong_or_bonus_tile: kongs === 0 && !state.flowers.length,
    fewer_than_two_kongs: kongs < 2,
    winning_tile_elsewhere: !!win && copiesOf(state, win) > 1,
    winning_tile_standing: !!win && state.tiles.filter((t) => t === win).length > 1,
    seat_not_east: state.seat_wind !== 'E',
    seat_east: state.seat_wind === 'E',
    any_meld: state.melds.length > 0,
    discarder_is_winner: !!state.discarder && state.discarder === state.seat_wind,
    discarder_not_east: !!state.discarder && state.discarder !== 'E',
    liable_is_winner: !!state.liable && state.liable === state.seat_wind,
    bonus_tiles_only: bonusOnly,
    eight_bonus_tiles_only: bonusOnly && state.flowers.length === 8,
    // Riichi's (core/rules/riichi/situation_table.cpp): a red five is a copy of its five.
    claimed_meld: state.melds.some((m) => !(m.type === 'kong' && m.concealed)),
    riichi: state.riichi === true || state.double_riichi === true,
    no_riichi: state.riichi !== true && state.double_riichi !== true,
    self_drawn: state.self_drawn === true,
    not_self_drawn: state.self_drawn !== true,
    kong_replacement: state.kong_replacement === true,
    last_tile_of_wall: state.last_tile_of_wall === true,
    robbing_kong: state.robbing_kong === true,
    win_tile_elsewhere: !!win && copiesOf(state, plainTile(win)) > 1,
    dealer_on_discard: state.seat_wind === 'E' && state.self_drawn !== true,
    more_than_kongs_allow: (state.dora_indicators?.length ?? 0) > indicatorRoom(state, 'dora_indicators'),
    more_than_dora: (state.ura_dora_indicators?.length ?? 0) > (state.dora_indicators?.length ?? 0),
  };
}

/** The rows that forbid something in this state. */
function applying(state) {
  const known = facts(state);
  return rowsFor(state.rules).filter(({ when }) => (when.flag ? isSet(state, when.flag) : known[when.fact ?? 'always']));
}

/**
 * Which situation flags cannot apply to this hand, each with the id of its
 * reason: the page disables them and says why (`reasonText`). A flag that is
 * on stays enabled so that it can be turned off.
 */
export function unavailable(state) {
  const out = {};
  const forbid = (flag, reason) => { if (!(flag in out) && !isSet(state, flag)) out[flag] = reason; };
  for (const row of applying(state)) forbid(row.flag, row.reason);
  // Two flags that cannot go together exclude each other, whichever was set
  // first (a named discarder is a choice the quick bar replaces in one tap).
  for (const row of rowsFor(state.rules)) {
    const other = row.when.flag;
    if (other && other !== 'discarder' && row.flag !== 'discarder' && row.flag !== 'liable' && isSet(state, row.flag)) forbid(other, row.reason);
  }
  return out;
}

/** A reason of the table in `lang` (en, zh-Hans, zh-Hant; ja from the page's web/i18n/ja.js), in the words of the state's rule set. */
export function reasonText(rules, id, lang) {
  const row = rowsFor(rules).find((r) => r.reason === id);
  if (!row) return '';
  return (isJapanese(lang) && japaneseReason('reasons', rules, id)) || (row[lang] ?? row.en ?? row.message);
}

// A rule set that reads who is liable (the catalogue's hand field `liable`, a seat).
const readsLiable = (rules) => (catalogOf(rules)?.hand_fields ?? []).some((f) => f.id === 'liable');

/**
 * Whether the hand may name who fed its last pung (HK 包): the option
 * `great_hands_liability` is on and the hand holds three of each dragon or of
 * each wind (honours cannot chow, so that is Great Dragons or Great Winds).
 */
export function liabilityApplies(state) {
  if (state.options?.great_hands_liability !== true || !readsLiable(state.rules)) return false;
  const all = [...state.tiles, ...state.melds.flatMap((m) => m.tiles)];
  const sets = (honours) => honours.every((h) => all.filter((t) => t === h).length >= 3);
  return sets(['C', 'F', 'P']) || sets(['E', 'S', 'W', 'N']);
}

/**
 * Turns off the flags a change has made impossible, so the state never
 * describes a contradictory win. Winning on a kong's replacement is
 * self-drawn, and a double-kong win is on a kong's replacement.
 */
export function sanitize(state) {
  let s = { ...state };
  if (s.win !== null && s.win >= s.tiles.length) s.win = null;
  if (s.kong_on_kong) s.kong_replacement = true;
  if (s.kong_replacement) s.self_drawn = true;
  if (s.liable && !liabilityApplies(s)) s.liable = null;
  // Turning one flag off can lift another row's condition, never add one;
  // a few passes reach the state no row forbids.
  for (let pass = 0; pass < 4; pass += 1) {
    const clear = applying(s).filter((row) => isSet(s, row.flag));
    if (!clear.length) break;
    s = { ...s };
    for (const { flag } of clear) s[flag] = cleared(s, flag);
  }
  return s;
}
