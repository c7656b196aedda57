// The tiles of the hand being built, read without changing them.
import { BONUS_CODES, TILE_CODES } from '../../tile-art.js';

// The tile codes in palette order (the art module is where they are listed).
export const TILES = TILE_CODES;
export const BONUS = BONUS_CODES;
export const WINDS = ['E', 'S', 'W', 'N'];

export const isSuited = (t) => /^[1-9][mps]$/.test(t);

export const copiesOf = (state, tile) =>
  state.tiles.filter((t) => t === tile).length +
  state.melds.reduce((n, m) => n + m.tiles.filter((t) => t === tile).length, 0);

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

export function sortTiles(tiles) {
  return [...tiles].sort((a, b) => TILES.indexOf(a) - TILES.indexOf(b));
}
