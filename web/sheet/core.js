// The sheet's one link to the rules: the core's settle() and catalogue, from
// the calculator's WebAssembly module (wasm/mahjong.js, through the mounted
// calculator's settle() and catalog()). A hand entered by its value is paid as
// the core pays the same hand scored; no rule is copied here.
import { SheetError } from './errors.js';

let core = null;

/**
 * {settle, catalog}: the JS API's, or the mounted calculator's (which give
 * null before the module loads); index.js sets it before drawing a match.
 */
export function useCore(calculator) {
  core = calculator;
}

function loaded() {
  if (!core) throw new SheetError('core', 'the calculator has not loaded yet');
  return core;
}

// Old matches said 'seed' for what the core now calls 'half' (半銃: the
// discarder pays double, the others their share); their other keys
// (dealer_keeps_on_draw, limit_base) are the sheet's own, not the core's, and
// so is an MCR match's `deal` (where the deal passes, rotation.js).
const SHEET_ONLY = new Set(['dealer_keeps_on_draw', 'limit_base', 'deal']);
const RENAMED = { discard_payment: { seed: 'half' } };

/** A match's options as the core reads them (the core's defaults fill what is not set). */
export function coreOptions(match) {
  const out = {};
  for (const [key, value] of Object.entries(match.options ?? {})) {
    if (match.rules !== 'hk' || SHEET_ONLY.has(key) || value === undefined) continue;
    out[key] = RENAMED[key]?.[value] ?? value;
  }
  return out;
}

/**
 * Why the core's option reader refuses a match's options (its message), or
 * null when it reads them: an unknown option, a value out of range or not
 * among the choices, two that conflict.
 */
export function optionsRefusal(match) {
  const hk = match.rules === 'hk';
  const request = { rules: match.rules, winner: 'E', self_drawn: true, options: hk ? coreOptions(match) : ownOptionsLeftOut(match.options) };
  request[hk ? 'faan' : 'points'] = hk ? 0 : 8;
  const result = loaded().settle(request);
  if (!result) throw new SheetError('core', 'the calculator has not loaded yet');
  return result.ok ? null : result.error.message;
}

const ownOptionsLeftOut = (options) => Object.fromEntries(Object.entries(options ?? {}).filter(([key]) => !SHEET_ONLY.has(key)));

/**
 * Every option of the match's rule set as it plays it: the core's option
 * names and values, the catalogue's defaults filling what the match leaves
 * out (older matches kept none), old names read as the core's.
 */
export function matchOptions(match) {
  return effectiveOptions(match.rules, match.options);
}

/** `options` (a match's or the calculator's) with the core's defaults filled in; the sheet's own keys left out. */
export function effectiveOptions(rules, options = {}) {
  const out = {};
  for (const option of catalogOf(rules).options) {
    const value = options?.[option.id];
    out[option.id] = value === undefined || value === null ? option.default : (RENAMED[option.id]?.[value] ?? value);
  }
  return out;
}

/** Those of `options` that are not the core's default (as the calculator keeps them). */
export function nonDefaultOptions(rules, options) {
  const defaults = effectiveOptions(rules, {});
  return Object.fromEntries(Object.entries(options).filter(([id, v]) => id in defaults && !sameValue(v, defaults[id])));
}

/** An option's two values alike (a number may come as text from a form or an address). */
export function sameValue(a, b) {
  if (a === b) return true;
  return (typeof a === 'number' || typeof b === 'number') && a !== '' && b !== '' && Number(a) === Number(b);
}

/** The core's default of an option (its catalogue). */
function catalogOf(rules) {
  const catalog = loaded().catalog(rules);
  if (!catalog) throw new SheetError('core', 'the calculator has not loaded yet');
  return catalog;
}

/** An option of the core's catalogue ({id, type, default, choices, min, max}), or undefined. */
export function coreOption(rules, key) {
  return catalogOf(rules).options.find((o) => o.id === key);
}

export function coreDefault(rules, key) {
  return coreOption(rules, key)?.default;
}

/** The fewest points (faan) a win needs, by default (the catalogue's "minimum"). */
export function coreMinimum(rules) {
  return catalogOf(rules).minimum;
}

/**
 * The core's settlement of a win by its value: `win` is {winner, discarder
 * (null when self-drawn), value (MCR points, HK faan) or base_points, MCR flowers} by
 * player; `seats` each player's seat wind. Returns the core's answer with
 * `delta`, each player's change; a refusal throws a SheetError.
 */
export function settleWin(match, seats, { winner, discarder = null, value = null, base_points = null, flowers = 0 }) {
  const hk = match.rules === 'hk';
  const request = { rules: match.rules, winner: seats[winner], options: coreOptions(match) };
  if (discarder === null) request.self_drawn = true;
  else request.discarder = seats[discarder];
  if (base_points !== null && base_points !== undefined) request.base_points = base_points;
  else request[hk ? 'faan' : 'points'] = value;
  if (!hk && flowers) request.flowers = flowers; // MCR: in the points, not in the minimum
  const result = loaded().settle(request);
  if (!result) throw new SheetError('core', 'the calculator has not loaded yet');
  if (!result.ok) throw new SheetError('settle', result.error.message);
  return { ...result, delta: seats.map((w) => result.payments?.[w] ?? 0) };
}
