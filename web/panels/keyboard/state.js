// The tile keyboard's own state: which suit shows and whether it is folded.
// It folds by itself when the hand reaches fourteen tiles (the result then has
// the room) and opens again when a tile is removed; a tap on its handle
// overrides either.
import { tileCount } from '../hand/tiles.js';

export function initialKeyboard() {
  return { tab: 'm', folded: false };
}

/** The keyboard after the hand changed from `before` to `after`. */
export function followHand(keyboard, before, after) {
  const was = tileCount(before) >= 14;
  const now = tileCount(after) >= 14 && after.mode === 'tile';
  if (!was && now) return { ...keyboard, folded: true };
  if (was && !now && tileCount(after) < 14) return { ...keyboard, folded: false };
  return keyboard;
}
