// How the hand was won, as pure functions over the calculator's state.
import { sanitize } from './rules.js';

/** Flags both rule sets score. */
export const FLAGS = ['self_drawn', 'last_of_kind', 'kong_replacement', 'robbing_kong', 'last_tile_of_wall'];
/** What a new hand clears: the win's own circumstances. The winds stay (a seat changes once a round). */
export const PER_HAND = [...FLAGS, 'heavenly', 'earthly', 'kong_on_kong', 'discarder', 'liable', 'flowers',
  'riichi', 'double_riichi', 'ippatsu', 'first_turn', 'dora_indicators', 'ura_dora_indicators', 'honba', 'riichi_sticks'];
/** Riichi's counters on the table (the catalogue's hand fields of type count), each 0-99. */
export const COUNTERS = ['honba', 'riichi_sticks'];

/** The situation's part of a fresh state. */
export function emptySituation() {
  return {
    self_drawn: false,
    discarder: null,
    liable: null,   // HK 包: the seat that fed the pung completing Great Dragons or Winds
    last_of_kind: false,
    kong_replacement: false,
    robbing_kong: false,
    last_tile_of_wall: false,
    heavenly: false,
    earthly: false,
    kong_on_kong: false,
    // Riichi's own (its catalogue's hand fields): declarations, indicators, counters.
    riichi: false,
    double_riichi: false,
    ippatsu: false,
    first_turn: false,
    dora_indicators: [],
    ura_dora_indicators: [],
    honba: 0,
    riichi_sticks: 0,
    prevalent_wind: 'E',
    seat_wind: 'E',
    flowers: [],    // bonus tile codes
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

/** A counter (honba, deposits) moved by `step`, kept within 0-99. */
export function stepCounter(state, key, step) {
  return { ...state, [key]: Math.max(0, Math.min(99, (state[key] ?? 0) + step)) };
}

/** Your seat; when it was the discarder's, the discarder is no longer known (the caller says so). */
export function setSeat(state, seat) {
  return sanitize({ ...state, seat_wind: seat });
}
