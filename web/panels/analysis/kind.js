// Which analysis a hand calls for, and the hand it reads: all the analysis
// panel keeps in the first load (state.js, with analyse(), comes with the
// view from the 10th tile). Nothing here touches the DOM.
import RULE_SETS, { HAND_FIELDS } from '../../rules/all-page.js';
import { tileCount } from '../hand/tiles.js';

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
