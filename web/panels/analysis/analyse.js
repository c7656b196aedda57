// Which analysis a hand calls for and the core's answer for it (wasm/mahjong.js
// analyze()): at 13 tiles the waits (or, not ready, the shanten and useful
// tiles); at 14 that do not win, the discard advice. The panel's first-load
// part (state.js, what its taps do, comes with the view). Nothing here
// touches the DOM.
import RULE_SETS, { HAND_FIELDS } from '../../rules/all-page.js';
import { WINDS, tileCount } from '../hand/tiles.js';

/** Which analysis the hand calls for: 'waits' (13 tiles), 'discards' (14 that do not win) or null. */
export function analysisKind(state, result) {
  const n = tileCount(state);
  if (n === 13) return 'waits';
  if (n === 14 && result && !result.ok && result.error.code === 'not_winning') return 'discards';
  return null;
}

// What the analysis keeps of a hand beside its tiles: the rule set's tile
// rows and counts (Riichi's indicators and the table's sticks, so each wait's
// value counts its dora and what it collects counts the sticks) and the flags
// its folder names as made before the win (web/rules/<id>/page.js
// ANALYSIS_FLAGS: Riichi's declarations); not the win's own flags.
const kept = (rules) => (HAND_FIELDS[rules] ?? [])
  .filter((f) => f.type === 'tiles' || f.type === 'count' || RULE_SETS[rules]?.ANALYSIS_FLAGS?.includes(f.id))
  .map((f) => f.id);

/** The hand (the spec's form, as S.toHand gives it) as the analysis reads it: no win flags. */
export function analysisHand({ rules, concealed, melds, win_tile, prevalent_wind, seat_wind, flowers, options, ...rest }) {
  const hand = { rules, concealed, melds, prevalent_wind, seat_wind, flowers, options };
  for (const key of kept(rules)) if (key in rest) hand[key] = rest[key];
  if (win_tile) hand.win_tile = win_tile;
  return hand;
}

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
 * unknown). `fullHand` is S.toHand(state).
 */
export function analyse(calculator, state, result, fullHand, reading = null) {
  const kind = analysisKind(state, result);
  if (!kind) return null;
  const hand = analysisHand(fullHand);
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
