// Which win flags can go together, and why not: the page's reading of the
// situation rules. The core is to export these as `situation_rules` in its
// catalogue; until it does, they live here alone, so that reading the core's
// table is a change to this one module.
import { copiesOf, winTile } from '../hand/tiles.js';

/** Flags Hong Kong scores and MCR refuses. */
export const HK_FLAGS = ['heavenly', 'earthly', 'kong_on_kong'];

/**
 * Which situation flags cannot apply to this hand, each with the reason's
 * message key: the page disables them and says why. A flag that is on stays
 * enabled so that it can be turned off.
 */
export function unavailable(state) {
  const out = {};
  const win = winTile(state);
  const kongs = state.melds.filter((m) => m.type === 'kong').length;
  const hk = state.rules === 'hk';
  const standingCopies = win ? state.tiles.filter((t) => t === win).length - 1 : 0;
  const elsewhere = win ? copiesOf(state, win) - 1 : 0;
  // Hong Kong also scores a win on a bonus tile's replacement.
  if (!kongs && !(hk && state.flowers.length)) out.kong_replacement = hk ? 'needs_kong_or_flower' : 'needs_kong';
  if (kongs < 2) out.kong_on_kong = 'needs_two_kongs';
  if (state.seat_wind !== 'E') out.heavenly = 'heavenly_needs_east';
  if (state.seat_wind === 'E') out.earthly = 'earthly_not_east';
  if (state.self_drawn && !state.kong_replacement) out.robbing_kong = 'robbing_not_self_drawn';
  else if (state.kong_replacement) out.robbing_kong = 'robbing_not_replacement';
  else if (elsewhere > 0) out.robbing_kong = 'robbing_tile_shows';
  else if (state.last_tile_of_wall) out.robbing_kong = 'robbing_not_last_tile';
  if (standingCopies > 0) out.last_of_kind = 'last_of_kind_copy_standing';
  if (state.robbing_kong) {
    out.self_drawn = 'robbing_not_self_drawn';
    out.last_tile_of_wall = 'robbing_not_last_tile';
  }
  if (state.self_drawn) out.discarder = 'self_drawn_no_discarder';
  for (const key of Object.keys(out)) if (state[key] === true) delete out[key];
  return out;
}

/**
 * Turns off the flags a change has made impossible, so the state never
 * describes a contradictory win. Winning on a kong's replacement is self-drawn.
 */
export function sanitize(state) {
  const s = { ...state };
  if (s.win !== null && s.win >= s.tiles.length) s.win = null;
  if (s.kong_replacement) {
    s.self_drawn = true;
    s.robbing_kong = false;
  }
  const kongs = s.melds.filter((m) => m.type === 'kong').length;
  if (!kongs && !(s.rules === 'hk' && s.flowers.length)) s.kong_replacement = false;
  if (s.rules !== 'hk') for (const flag of HK_FLAGS) s[flag] = false;
  if (kongs < 2) s.kong_on_kong = false;
  if (s.kong_on_kong) s.kong_replacement = true;
  if (s.seat_wind !== 'E') s.heavenly = false;
  if (s.seat_wind === 'E') s.earthly = false;
  if (s.self_drawn) {
    s.robbing_kong = false;
    s.discarder = null;
  }
  if (s.discarder === s.seat_wind) s.discarder = null;
  const win = winTile(s);
  if (win && s.tiles.filter((t) => t === win).length > 1) s.last_of_kind = false;
  if (s.robbing_kong && win && copiesOf(s, win) > 1) s.robbing_kong = false;
  if (s.robbing_kong) s.last_tile_of_wall = false;
  return s;
}
