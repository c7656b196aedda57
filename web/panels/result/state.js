// What the result panel shows, read from a scoring: the minimum that applies,
// the status line's key, and the payments row. Pure, so tested without a page.
import { WINDS, tileCount } from '../hand/tiles.js';

/** The minimum the hand is held to: the option that sets it (the catalogue's minimum_option, HK's min_faan) where set, else the catalogue's. */
export function minimumOf(state, result, catalog) {
  const option = catalog?.minimum_option;
  return (option ? state.options[option] : undefined) ?? catalog?.minimum;
}

/**
 * The payments row: {kind: 'paid', values} when the result has payments;
 * otherwise why not ({kind: 'below'} under the minimum, {kind: 'unsaid'}
 * while the discarder is not said).
 */
export function paymentsOf(state, result) {
  if (!result?.ok) return { kind: 'unsaid' };
  if (result.payments) return { kind: 'paid', values: Object.fromEntries(WINDS.map((w) => [w, result.payments[w]])) };
  if (!result.meets_minimum) return { kind: 'below' };
  return { kind: 'unsaid' };
}

/** No tiles and no melds: what to do next needs no scorer to say. */
export const isEmptyHand = (state) => tileCount(state) === 0 && !state.melds.length;

/**
 * The headline for a hand that cannot be scored: a message key and its
 * argument. `result` is null for an empty hand drawn before the scorer is in.
 */
export function problemOf(state, result) {
  const count = tileCount(state);
  const code = result?.error.code ?? 'tile_count';
  if (code === 'tile_count' && isEmptyHand(state)) return { key: 'empty_hand', neutral: true };
  if (code === 'tile_count' && count < 14) return { key: 'add_more', arg: 14 - count, neutral: true };
  if (code === 'tile_count' && count > 14) return { key: 'remove_some', arg: count - 14 };
  // Fourteen tiles that do not win yet are a hand mid-game (the discard
  // advice follows), not a mistake: said plainly, not in red.
  if (code === 'not_winning' && count === 14) return { key: 'not_winning', neutral: true };
  return { key: 'error', code };
}
