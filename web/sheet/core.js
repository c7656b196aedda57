// The sheet's one link to the rules: the core's settle() and catalogue, from
// the calculator's WebAssembly module (wasm/mahjong.js, through the mounted
// calculator's settle() and catalog()). A hand entered by its value is paid as
// the core pays the same hand scored; no rule is copied here.
import { SheetError } from './errors.js';
import { RULE_SET_IDS, sheetOf } from './rules.js';

let core = null;
// Each rule set's catalogue as read once from `core` (the JS API's catalog()
// parses the core's text on every call: a match's catch-up figures ask it
// thousands of times).
let catalogs = new Map();

/**
 * {settle, catalog}: the JS API's, or the mounted calculator's (which give
 * null before the module loads); index.js sets it before drawing a match.
 */
export function useCore(calculator) {
  if (calculator !== core) catalogs = new Map();
  core = calculator;
}

function loaded() {
  if (!core) throw new SheetError('core', 'the calculator has not loaded yet');
  return core;
}

// Old matches said 'seed' for what the core now calls 'half' (半銃: the
// discarder pays double, the others their share); the keys each rule set's
// sheet module calls its own (OWN_OPTIONS: an HK game's dealer_keeps_on_draw,
// an MCR match's deal) are the sheet's, not the core's.
// (Asked when needed: the rule sets' modules import this one.)
const sheetOnly = (key) => RULE_SET_IDS.some((id) => sheetOf(id).OWN_OPTIONS.includes(key));
const RENAMED = { discard_payment: { seed: 'half' } };

/**
 * A match's options as the core settles by them (the core's defaults fill
 * what is not set); none where the rule set pays by the value alone.
 */
export function coreOptions(match) {
  const out = {};
  if (!sheetOf(match.rules).SETTLES_BY_OPTIONS) return out;
  for (const [key, value] of Object.entries(match.options ?? {})) {
    if (sheetOnly(key) || value === undefined) continue;
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
  const own = sheetOf(match.rules);
  const request = { rules: match.rules, winner: 'E', self_drawn: true, options: own.SETTLES_BY_OPTIONS ? coreOptions(match) : ownOptionsLeftOut(match.options) };
  // any value: only the options are in question (a rule set says its own where 0 is none: Riichi's han)
  Object.assign(request, own.PROBE ?? { [catalogOf(match.rules).unit]: 0 });
  const result = loaded().settle(request);
  if (!result) throw new SheetError('core', 'the calculator has not loaded yet');
  return result.ok ? null : result.error.message;
}

const ownOptionsLeftOut = (options) => Object.fromEntries(Object.entries(options ?? {}).filter(([key]) => !sheetOnly(key)));

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
  if (catalogs.has(rules)) return catalogs.get(rules);
  const catalog = loaded().catalog(rules);
  if (!catalog?.options) throw new SheetError('core', 'the calculator has not loaded yet');
  catalogs.set(rules, catalog);
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
 * (null when self-drawn), value (in the rule set's unit: MCR points, HK faan) or base_points, MCR flowers,
 * `extra`: the rule set's own request fields} by
 * player; `seats` each player's seat wind. Returns the core's answer with
 * `delta`, each player's change; a refusal throws a SheetError.
 */
export function settleWin(match, seats, { winner, discarder = null, value = null, base_points = null, flowers = 0, extra = null }) {
  const request = { rules: match.rules, winner: seats[winner], options: coreOptions(match) };
  if (discarder === null) request.self_drawn = true;
  else request.discarder = seats[discarder];
  if (base_points !== null && base_points !== undefined) request.base_points = base_points;
  else if (value !== null) request[catalogOf(match.rules).unit] = value; // the value in the rule set's unit (points, faan)
  Object.assign(request, extra); // a rule set's own fields (Riichi's han and fu, honba and deposits)
  if (flowers) request.flowers = flowers; // MCR's: in the points, not in the minimum
  const result = loaded().settle(request);
  if (!result) throw new SheetError('core', 'the calculator has not loaded yet');
  if (!result.ok) throw new SheetError('settle', result.error.message);
  return { ...result, delta: seats.map((w) => result.payments?.[w] ?? 0) };
}
