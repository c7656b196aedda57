// Which win flags can go together, and why not: the core's table
// (`catalog(rules).situation_rules`, core/situation_rules.cpp), read here.
// Each row forbids a flag while another flag is set or a fact of the hand
// holds; which rows' conditions hold for the page's state is the core's
// answer too (`situation(hand)`, core/situation_rules.h
// situation_conditions), so what a condition means is written once, in C++.
// Until the scorer has loaded there is no table and nothing is forbidden.
import { indicatorRoom } from '../hand/state.js';
import { isJapanese, japaneseReason } from '../../i18n.js';
import RULE_SETS, { HAND_FIELDS } from '../../rules/all-page.js';

let tableOf = () => [];
let catalogOf = () => null;
let holdsOf = () => null;

/**
 * Where the rows come from: `(rules) => catalog(rules).situation_rules`;
 * given `catalog` (`(rules) => catalog(rules)`), the hand fields each rule
 * set reads beyond the common ones (ownFlags); and given `conditions`
 * (`(state) => situation(toHand(state)).holds`, or null when the scorer
 * cannot say), which rows' conditions hold.
 */
export function useSituationRules(read, catalog = catalogOf, conditions = holdsOf) {
  tableOf = read;
  catalogOf = catalog;
  holdsOf = conditions;
}

/**
 * The win flags a rule set reads beyond the common ones (Hong Kong's
 * heavenly, earthly and kong-on-kong hands): its catalogue's hand fields of
 * type flag; none until the scorer has loaded.
 */
export function ownFlags(rules) {
  return (catalogOf(rules)?.hand_fields ?? []).filter((f) => f.type === 'flag').map((f) => f.id);
}

/**
 * Which rows' conditions hold for `hand` (web/state.js toHand of a state), as
 * `calculator` (the loaded scorer) says, or null (a rule set whose module is
 * not in yet).
 */
export function conditionsOf(calculator, hand) {
  const answer = calculator?.situation(hand);
  return answer?.ok ? answer.holds : null;
}

// Read each time: the page's rows come without their words until those are
// in (mahjong-words-<id>.json), then with them (calculator.js catalogFor
// keeps each catalogue).
function rowsFor(rules) {
  return tableOf(rules) ?? [];
}

/**
 * How the rule set's hands carry bonus tiles: the catalogue's `flowers`
 * ("count", "list": which, as a player's own flower scores, "none"). Before
 * its catalogue is in (a rule set's module on its way), its page.js
 * FLOWERS, which says the same for the keys' first draw
 * (tests/web/rule-set-list.test.mjs checks they agree), else a count.
 */
export function flowersOf(rules) {
  return catalogOf(rules)?.flowers ?? RULE_SETS[rules]?.FLOWERS ?? 'count';
}

/** The hand fields of `rules` beyond the flags (Hong Kong's liable seat, Riichi's indicators and counters), with their type. */
export function ownFields(rules) {
  return (catalogOf(rules)?.hand_fields ?? []).filter((f) => f.type !== 'flag');
}

/** The seats a rule set's hand may name beyond the discarder (Hong Kong's liable, 包): its catalogue's hand fields of type seat. */
export function ownSeats(rules) {
  return ownFields(rules).filter((f) => f.type === 'seat').map((f) => f.id);
}

// The fields that name a seat: the discarder and every rule set's own seats.
const SEATS = new Set(['discarder', ...Object.values(HAND_FIELDS).flat().filter((f) => f.type === 'seat').map((f) => f.id)]);

// A seat is set when it names one, an indicator row when it holds a tile.
const isSet = (state, flag) => (SEATS.has(flag) ? !!state[flag]
  : Array.isArray(state[flag]) ? state[flag].length > 0 : state[flag] === true);

// What a row clears: a seat, a flag, or the indicators past the row's room.
const cleared = (state, flag) => (SEATS.has(flag) ? null
  : Array.isArray(state[flag]) ? state[flag].slice(0, indicatorRoom(state, flag)) : false);

/** The rows that forbid something in this state: those whose condition the core says holds. */
function applying(state) {
  const rows = rowsFor(state.rules);
  if (!rows.length) return rows;
  const holds = holdsOf(state);
  return holds?.length === rows.length ? rows.filter((_, i) => holds[i]) : [];
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
    if (other && !SEATS.has(other) && !SEATS.has(row.flag) && isSet(state, row.flag)) forbid(other, row.reason);
  }
  return out;
}

/** A reason of the table in `lang` (en, zh-Hans, zh-Hant; ja from the page's web/i18n/ja.js), in the words of the state's rule set. */
export function reasonText(rules, id, lang) {
  const row = rowsFor(rules).find((r) => r.reason === id);
  if (!row) return '';
  return (isJapanese(lang) && japaneseReason('reasons', rules, id)) || (row[lang] ?? row.en ?? row.message);
}

/**
 * Whether the hand may name its rule set's own seat `id` (Hong Kong's 包):
 * the rule set reads it (its catalogue's hand fields; none until it has
 * loaded) and its folder's SEAT_WHEN (web/rules/<id>/page.js) says this
 * hand calls for it.
 */
export function seatApplies(state, id) {
  if (!ownSeats(state.rules).includes(id)) return false;
  return RULE_SETS[state.rules]?.SEAT_WHEN?.[id]?.(state) ?? true;
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
  for (const id of SEATS) if (id !== 'discarder' && s[id] && !seatApplies(s, id)) s[id] = null;
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
