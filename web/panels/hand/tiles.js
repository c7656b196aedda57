// The tiles of the hand being built, read without changing them.
import { BONUS_CODES, RED_FIVES as RED_FIVE_CODES, TILE_CODES } from '../../tile-art.js';

// The tile codes in palette order (the art module is where they are listed).
export const TILES = TILE_CODES;
export const BONUS = BONUS_CODES;
export const WINDS = ['E', 'S', 'W', 'N'];
/** Riichi's red fives (0m 0p 0s): each a five of its suit, one of each in a set. */
export const RED_FIVES = RED_FIVE_CODES;
/** The tile a red five is a copy of (0m -> 5m); any other tile itself. */
export const plainTile = (t) => (t[0] === '0' ? `5${t[1]}` : t);

export const isSuited = (t) => /^[1-9][mps]$/.test(t);

// A red five is a copy of its suit's five.
export const copiesOf = (state, tile) =>
  state.tiles.filter((t) => plainTile(t) === plainTile(tile)).length +
  state.melds.reduce((n, m) => n + m.tiles.filter((t) => plainTile(t) === plainTile(tile)).length, 0);

/** Tiles the hand holds, a kong counting three: 14 makes a complete hand. */
export function tileCount(state) {
  return state.tiles.length + 3 * state.melds.length;
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

// A red five sorts just after its suit's five.
const order = (t) => TILES.indexOf(plainTile(t)) + (t[0] === '0' ? 0.5 : 0);
export function sortTiles(tiles) {
  return [...tiles].sort((a, b) => order(a) - order(b));
}
