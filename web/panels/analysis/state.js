// What the analysis panel shows and what its taps do, as functions of the
// calculator's state and the core's analysis (wasm/mahjong.js analyze()):
// at 13 tiles the waits (or, not ready, the shanten and useful tiles); at 14
// that do not win, the discard advice. It comes with the view (from the 10th
// tile); which analysis a hand calls for is kind.js, in the first load.
// Nothing here touches the DOM.
import { sanitize } from '../situation/rules.js';
import RULE_SETS from '../../rules/all-page.js';
import { TILES, WINDS, winIndex } from '../hand/tiles.js';

// Who is taken to discard a winning tile when the player has not said: the
// seat before theirs (the one whose discards they can chow).
const before = (seat) => WINDS[(WINDS.indexOf(seat) + 3) % 4];

/**
 * The analysis for the hand, or null when it calls for none: {kind, result,
 * pays}. Hong Kong and Riichi: `pays` maps each winnable wait to what the
 * player collects winning on it, {discard, self_drawn} (the discarder the one
 * the player named, else the seat before theirs), read from scoring that hand;
 * and `declared`, the same with the declaration the wait is also valued with
 * (`reading`, the catalogue's analysis_reading: Riichi's riichi, the ura dora
 * unknown). `kind` is analysisKind(state, result) and `hand`
 * analysisHand(S.toHand(state)) (kind.js, which the panel has worked out).
 */
export function analyse(calculator, state, kind, hand, reading = null) {
  if (!kind) return null;
  const analysis = calculator.analyze(hand);
  const out = { kind, result: analysis, pays: null };
  if (RULE_SETS[state.rules]?.SHOWS_PAYMENTS && analysis.ok && analysis.tiles === 13 && analysis.shanten === 0) {
    const discarder = state.discarder && state.discarder !== state.seat_wind ? state.discarder : before(state.seat_wind);
    out.pays = {};
    for (const w of analysis.waits) {
      if (!w.discard) continue;
      const won = { ...hand, concealed: [...hand.concealed, ...(hand.win_tile ? [hand.win_tile] : [])], win_tile: w.tile };
      const gain = (extra) => calculator.score({ ...won, ...extra }).payments?.[state.seat_wind] ?? null;
      const both = (made) => ({ discard: gain({ ...made, discarder }), self_drawn: gain({ ...made, self_drawn: true }) });
      out.pays[w.tile] = both({});
      if (reading && w[reading.flag]) out.pays[w.tile].declared = both({ [reading.flag]: true, ...(reading.unknown && { [reading.unknown]: [] }) });
    }
  }
  return out;
}

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
