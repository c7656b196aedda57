// What the analysis panel's taps do and what its rows count, as functions of
// the calculator's state and the core's analysis; it comes with the view
// (from the 10th tile), which of the analysis itself is in analyse.js.
// Nothing here touches the DOM.
import { sanitize } from '../situation/rules.js';
import { TILES, winIndex } from '../hand/tiles.js';

/** The hand won on `tile`: added as the winning tile (a tap on a wait). */
export function winOn(state, tile) {
  return sanitize({ ...state, tiles: [...state.tiles, tile], win: null, mode: 'tile' });
}

/** The hand with one standing `tile` let go (a tap on a discard): the drawn tile if it is that one. */
export function letGo(state, tile) {
  const w = winIndex(state);
  const index = state.tiles[w] === tile ? w : state.tiles.lastIndexOf(tile);
  if (index < 0) return state;
  const tiles = state.tiles.filter((_, i) => i !== index);
  return sanitize({ ...state, tiles, win: null });
}

/** Copies of a wait left to draw, as the player sees them: 4 less those in the hand. */
export const copiesLeft = (wait) => 4 - wait.in_hand;

/** Copies of each tile left to draw, as the player sees them: 4 less those in the hand and its melds. */
export function copiesLeftOf(state) {
  const held = new Map();
  for (const t of [...state.tiles, ...state.melds.flatMap((m) => m.tiles)]) held.set(t, (held.get(t) ?? 0) + 1);
  return (tile) => Math.max(0, 4 - (held.get(tile) ?? 0));
}

/** Useful tiles' count for a 13-tile hand that is not ready: copies not in the hand. */
export function usefulCount(state, useful) {
  const left = copiesLeftOf(state);
  return useful.reduce((n, t) => n + left(t), 0);
}

export const tileOrder = (a, b) => TILES.indexOf(a) - TILES.indexOf(b);
