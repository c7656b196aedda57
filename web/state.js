// The calculator's state as pure functions over plain objects: every user
// action returns a new state, and the panels render what they are given.
// Each panel's functions live in its folder (web/panels/<name>/state.js);
// this module puts the state together and turns it into the scorer's hand.
import { emptyHand } from './panels/hand/state.js';
import { TILES, BONUS, WINDS, winIndex } from './panels/hand/tiles.js';
import { flowersOf, ownFields, ownFlags, sanitize } from './panels/situation/rules.js';
import { RULE_SET_IDS } from './rules/all-page.js';
import { setOption as setOptionValue } from './panels/options/state.js';
import { FLAGS, PER_HAND, emptySituation } from './panels/situation/state.js';

export * from './panels/hand/tiles.js';
export * from './panels/hand/state.js';
export * from './panels/situation/state.js';
export { seatApplies, unavailable, sanitize } from './panels/situation/rules.js';
import { fromFragment as readFragment } from './panels/notation/state.js';
export { toFragment, normalizeNotation, MAX_FRAGMENT, MAX_NOTATION } from './panels/notation/state.js';
export { TILES, BONUS, WINDS };

export function initialState() {
  return { rules: RULE_SET_IDS[0], ...emptyHand(), ...emptySituation(), options: {} };
}

/** A new hand: no tiles, flowers or win circumstances; the rule set, winds and options stay. */
export function newHand(state) {
  const fresh = initialState();
  const next = { ...state, ...emptyHand() };
  for (const key of PER_HAND) next[key] = fresh[key];
  return sanitize(next);
}

export function setRules(state, rules) {
  if (state.rules === rules) return state;
  // The hand fields only the old rule set reads (Riichi's indicators, flags
  // and counters) start afresh: no other rule set shows or counts them.
  const fresh = initialState();
  const own = Object.fromEntries([...ownFlags(state.rules), ...ownFields(state.rules).map((f) => f.id)].map((key) => [key, fresh[key]]));
  return sanitize({ ...state, ...own, rules, options: {} });
}

/** An option set (its default dropped); what it no longer allows is cleared (the 包 seat). */
export function setOption(state, id, value, defaultValue) {
  return sanitize(setOptionValue(state, id, value, defaultValue));
}

/** The hand in the spec's JSON form, for the scorer and the formatter. */
export function toHand(state) {
  const w = winIndex(state);
  const hand = {
    rules: state.rules,
    concealed: state.tiles.filter((_, i) => i !== w),
    melds: state.melds.map((m) => (m.type === 'kong' && m.concealed
      ? { type: m.type, concealed: true, tiles: m.tiles }
      : { type: m.type, concealed: false, tiles: m.tiles })),
    prevalent_wind: state.prevalent_wind,
    seat_wind: state.seat_wind,
    // which bonus tiles (HK: a player's own flower scores) or how many (MCR: a point each)
    flowers: flowersOf(state.rules) === 'list' ? state.flowers : state.flowers.length,
    options: state.options,
  };
  if (w >= 0) hand.win_tile = state.tiles[w];
  for (const f of FLAGS) if (state[f]) hand[f] = true;
  for (const f of ownFlags(state.rules)) if (state[f]) hand[f] = true;
  // The rule set's own seats (Hong Kong's liable), indicators and counters (Riichi's), when set.
  for (const { id } of ownFields(state.rules)) {
    if (Array.isArray(state[id]) ? state[id].length : state[id]) hand[id] = Array.isArray(state[id]) ? [...state[id]] : state[id];
  }
  if (state.discarder) hand.discarder = state.discarder;
  return hand;
}

/** A fragment read onto `base` (a fresh state by default): see panels/notation/state.js. */
export function fromFragment(fragment, base = initialState()) {
  return readFragment(fragment, base);
}
