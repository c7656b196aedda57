// How the hand was won, as pure functions over the calculator's state.
import { sanitize } from './rules.js';
import { HAND_FIELDS } from '../../rules/all-page.js';

/** Flags both rule sets score. */
export const FLAGS = ['self_drawn', 'last_of_kind', 'kong_replacement', 'robbing_kong', 'last_tile_of_wall'];

/**
 * Every rule set's own hand fields (its catalogue's hand_fields, which the
 * build writes into web/rules/all-page.js), each once, in the registry's
 * order: {id, type: flag | seat | tiles | count, min, max}. The state holds
 * them all, so a link or a stored state keeps them across a change of rule set.
 */
export const OWN_FIELDS = [...new Map(Object.values(HAND_FIELDS).flat().map((f) => [f.id, f])).values()];
/** The own fields of one type, by id. */
export const ownFieldsOf = (type) => OWN_FIELDS.filter((f) => f.type === type);
// A field's value before anything is said: off, no seat, no tiles, its least count.
const blank = (f) => (f.type === 'flag' ? false : f.type === 'seat' ? null : f.type === 'tiles' ? [] : f.min);

/** What a new hand clears: the win's own circumstances. The winds stay (a seat changes once a round). */
export const PER_HAND = [...FLAGS, 'discarder', 'flowers', ...OWN_FIELDS.map((f) => f.id)];

/** The situation's part of a fresh state. */
export function emptySituation() {
  return {
    self_drawn: false,
    discarder: null,
    last_of_kind: false,
    kong_replacement: false,
    robbing_kong: false,
    last_tile_of_wall: false,
    prevalent_wind: 'E',
    seat_wind: 'E',
    flowers: [],    // bonus tile codes
    ...Object.fromEntries(OWN_FIELDS.map((f) => [f.id, blank(f)])),
  };
}

export function setSituation(state, key, value) {
  return sanitize({ ...state, [key]: value });
}

/**
 * How the winning tile came, one of 'self' or the discarder's wind (null: not
 * said). The page's quick bar sets both fields in one tap.
 */
export function setWonFrom(state, from) {
  if (from === 'self') return sanitize({ ...state, self_drawn: true, discarder: null });
  return sanitize({ ...state, self_drawn: false, kong_replacement: false, kong_on_kong: false, discarder: from });
}

/** A counter (a hand field of type count: Riichi's honba, deposits) moved by `step`, kept within its bounds. */
export function stepCounter(state, key, step) {
  const { min = 0, max = 99 } = OWN_FIELDS.find((f) => f.id === key) ?? {};
  return { ...state, [key]: Math.max(min, Math.min(max, (state[key] ?? min) + step)) };
}

/** Your seat; when it was the discarder's, the discarder is no longer known (the caller says so). */
export function setSeat(state, seat) {
  return sanitize({ ...state, seat_wind: seat });
}
