// The hand being built, as pure functions over the calculator's state: every
// action returns a new state, and nothing here touches the DOM or the scorer.
import { sanitize } from '../situation/rules.js';
import { BONUS, RED_FIVES, TILES, isSuited, plainTile, tileCount } from './tiles.js';

export const MELD_MODES = ['chow', 'pung', 'kong', 'concealed_kong'];

/**
 * Riichi's indicator rows, each filled by its keyboard mode as the hand is:
 * the wall shows one dora indicator and one more per kong (at most 5), and
 * an ura indicator lies under each dora indicator (the spec's riichi.md).
 */
export const INDICATOR_MODES = { dora: 'dora_indicators', ura_dora: 'ura_dora_indicators' };

/** How many indicators the row of `field` may hold in this hand. */
export function indicatorRoom(state, field) {
  if (field === 'ura_dora_indicators') return state.dora_indicators?.length ?? 0;
  return Math.min(5, 1 + state.melds.filter((m) => m.type === 'kong').length);
}

/** The hand's part of a fresh state. */
export function emptyHand() {
  return {
    tiles: [],      // standing tiles in the order they were added
    melds: [],      // {type, concealed, tiles}
    win: null,      // index into tiles of the winning tile; null: the last one added
    mode: 'tile',   // what a palette tap does: 'tile' or a meld mode
  };
}

/** The tiles a palette tap would add in the current mode, or null if it cannot. */
export function tilesFor(mode, tile) {
  // A red five's meld holds it once, its other fives plain: [0555m], [067p].
  const plain = plainTile(tile);
  const withRed = (tiles) => (plain === tile ? tiles : [tile, ...tiles.slice(1)]);
  switch (mode) {
    case 'tile': return [tile];
    case 'pung': return withRed([plain, plain, plain]);
    case 'kong':
    case 'concealed_kong': return withRed([plain, plain, plain, plain]);
    case 'chow': {
      // The tapped tile is the chow's lowest: 8 and 9 start none, and a tap
      // on them is refused rather than silently read as 789.
      if (!isSuited(plain) || Number(plain[0]) > 7) return null;
      return withRed([0, 1, 2].map((k) => `${Number(plain[0]) + k}${plain[1]}`));
    }
    default: return null;
  }
}

/** Why a palette tap cannot add its tiles, as a message key, or null. */
export function cannotAdd(state, tile, refused) {
  return blockedTiles(state, refused).get(tile) ?? null;
}

/**
 * Why each tile cannot be added in the current mode (code -> reason),
 * counted once. `refused`: the hand facts the options refuse (the options
 * panel's refusedFacts, from the core's option rules).
 */
export function blockedTiles(state, refused = new Set()) {
  const { shown, copies } = seen(state);
  const field = INDICATOR_MODES[state.mode];
  const extra = state.mode === 'tile' ? 1 : 3;
  const general = field ? (state[field].length >= indicatorRoom(state, field) ? `${state.mode}_full` : null)
    : state.mode !== 'tile' && state.melds.length >= 4 ? 'four_melds'
      : tileCount(state) + extra > 14 ? 'hand_full' : null;
  const out = new Map();
  for (const tile of [...TILES, ...RED_FIVES]) {
    let reason;
    if (state.mode === 'chow' && RED_FIVES.includes(tile)) {
      // blocked only when none of its three chows can be added
      const reasons = redFiveChowTiles(tile).map((adding) => general ?? addingRefused(adding, copies, shown));
      reason = reasons.includes(null) ? null : reasons[0];
    } else {
      const adding = field ? [tile] : tilesFor(state.mode, tile);
      reason = !adding ? (isSuited(tile) ? 'chow_lowest' : 'chow_needs_suit') : general ?? addingRefused(adding, copies, shown);
    }
    if (reason) out.set(tile, reason);
  }
  // The options refuse bonus tiles (Hong Kong's "Play with flowers" off): no
  // flower can be added, one in the hand can still be taken out.
  if (refused.has('bonus_tiles')) {
    for (const tile of BONUS) if (!state.flowers.includes(tile)) out.set(tile, 'flowers_off');
  }
  return out;
}

// The tiles out of play ({shown}) and how many of each plain face
// ({copies}): a red five is a copy of its five (and there is one of each);
// the indicators shown are copies out of play too.
function seen(state) {
  const shown = [...state.tiles, ...state.melds.flatMap((m) => m.tiles),
    ...(state.dora_indicators ?? []), ...(state.ura_dora_indicators ?? [])];
  const copies = new Map();
  for (const t of shown) copies.set(plainTile(t), (copies.get(plainTile(t)) ?? 0) + 1);
  return { shown, copies };
}

// Why adding these tiles would break the set (a fifth copy, a second red
// five), or null; `copies` counts the tiles `shown` by their plain face.
function addingRefused(adding, copies, shown) {
  if (adding.some((t) => RED_FIVES.includes(t) && shown.includes(t))) return 'one_red_five';
  const tooMany = (t) => (copies.get(plainTile(t)) ?? 0) + adding.filter((x) => plainTile(x) === plainTile(t)).length > 4;
  return adding.some(tooMany) ? 'fifth_copy' : null;
}

// A red five's three chows: [340m], [406m], [067m].
const redFiveChowTiles = (tile) => [3, 4, 5].map((low) => [0, 1, 2].map((k) => (low + k === 5 ? tile : `${low + k}${tile[1]}`)));

/**
 * The chows a red five tapped in chow mode can be (those the hand has room
 * and copies for). A tap names a chow by its lowest tile, which leaves the
 * red five's chows below it ([340m], [406m]) out of reach: the keyboard
 * asks which one when more than one fits.
 */
export function redFiveChows(state, tile) {
  if (state.mode !== 'chow' || !RED_FIVES.includes(tile) || blockedTiles(state).has(tile)) return [];
  const { shown, copies } = seen(state);
  return redFiveChowTiles(tile).filter((adding) => !addingRefused(adding, copies, shown));
}

/** A chow of these tiles declared (the red five's chow chosen). */
export function addChow(state, tiles) {
  return sanitize({ ...state, melds: [...state.melds, { type: 'chow', concealed: false, tiles }], mode: 'tile' });
}

export function tap(state, tile, refused) {
  if (BONUS.includes(tile)) return cannotAdd(state, tile, refused) ? state : toggleFlower(state, tile);
  if (cannotAdd(state, tile)) return state;
  if (state.mode === 'tile') return { ...state, tiles: [...state.tiles, tile], win: null };
  const field = INDICATOR_MODES[state.mode];
  if (field) {
    // The row fills like the hand; once full, taps add to the hand again.
    const next = { ...state, [field]: [...state[field], tile] };
    return sanitize({ ...next, mode: next[field].length >= indicatorRoom(next, field) ? 'tile' : state.mode });
  }
  // a red five's chow: from it, as a tap reads a chow, or else the one that
  // fits (the keyboard asks first when more than one does)
  if (state.mode === 'chow' && RED_FIVES.includes(tile)) {
    const chows = redFiveChows(state, tile);
    return addChow(state, chows.find((tiles) => tiles[0] === tile) ?? chows[0]);
  }
  const meld =
    state.mode === 'concealed_kong'
      ? { type: 'kong', concealed: true, tiles: tilesFor('kong', tile) }
      : { type: state.mode, concealed: false, tiles: tilesFor(state.mode, tile) };
  // A meld is one action: the next tap adds a standing tile again.
  return sanitize({ ...state, melds: [...state.melds, meld], mode: 'tile' });
}

export function toggleFlower(state, code) {
  const flowers = state.flowers.includes(code)
    ? state.flowers.filter((f) => f !== code)
    : [...state.flowers, code].sort((a, b) => BONUS.indexOf(a) - BONUS.indexOf(b));
  return sanitize({ ...state, flowers });
}

export function removeTile(state, index) {
  const tiles = state.tiles.filter((_, i) => i !== index);
  let win = state.win;
  if (win === index) win = null;
  else if (win !== null && win > index) win -= 1;
  return sanitize({ ...state, tiles, win });
}

export function removeMeld(state, index) {
  return sanitize({ ...state, melds: state.melds.filter((_, i) => i !== index) });
}

export function setWinning(state, index) {
  if (index < 0 || index >= state.tiles.length) return state;
  return sanitize({ ...state, win: index === state.tiles.length - 1 ? null : index });
}

/** The indicator at `index` of the row `field` taken out (a tap on it). */
export function removeIndicator(state, field, index) {
  return sanitize({ ...state, [field]: state[field].filter((_, i) => i !== index) });
}

export function setMode(state, mode) {
  return { ...state, mode: state.mode === mode ? 'tile' : mode };
}

/** A state from a parsed hand ({concealed, melds, win_tile}), keeping the situation. */
export function withParsedTiles(state, hand) {
  const tiles = [...hand.concealed];
  if (hand.win_tile) tiles.push(hand.win_tile);
  const melds = hand.melds.map((m) => ({ type: m.type, concealed: !!m.concealed, tiles: [...m.tiles] }));
  return sanitize({ ...state, tiles, melds, win: null, mode: 'tile' });
}
