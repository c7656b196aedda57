// The rule options as pure functions: what a value may be, which options can
// go together (both from the core's catalogue, never a copy: `options` and
// `option_rules`, core/option_rules.cpp) and which stored or linked options
// can be kept.

/** Options that differ from the default; the default itself is never stored. */
export function setOption(state, id, value, defaultValue) {
  // A rule book (Riichi's `preset`, whose values the catalogue's `presets`
  // list) sets every other option: choosing one starts from it afresh.
  const options = id === 'preset' ? {} : { ...state.options };
  if (value === defaultValue) delete options[id];
  else options[id] = value;
  return { ...state, options };
}

/** The value an option has in force: set, else its rule book's (a preset's), else the default. */
export function valueInForce(state, catalog, option) {
  if (Object.hasOwn(state.options, option.id)) return state.options[option.id];
  const book = catalog?.presets?.find((p) => p.id === state.options.preset);
  return book && Object.hasOwn(book.values, option.id) ? book.values[option.id] : option.default;
}

/**
 * Why a value cannot be this option's, as {key, min?, max?} for the message
 * beside the field, or null when it can.
 */
export function optionProblem(option, value) {
  if (option.type === 'boolean') return typeof value === 'boolean' ? null : { key: 'invalid' };
  if (option.type === 'choice') return option.choices.includes(value) ? null : { key: 'invalid' };
  const positive = option.max === undefined ? { key: 'positive' } : { key: 'positive', max: option.max };
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return option.min !== undefined ? { key: 'range', min: option.min, max: option.max } : positive;
  }
  if (option.min !== undefined) {
    const ok = Number.isInteger(value) && value >= (option.min ?? -Infinity) && value <= (option.max ?? Infinity);
    return ok ? null : { key: 'range', min: option.min, max: option.max };
  }
  // The stake: any number above 0, at most its `max` when the catalogue gives one.
  return value > 0 && !(value > option.max) ? null : positive;
}

/** The facts of the hand an option rule can name (`fact`). */
export function handFacts(state) {
  const flowers = state?.flowers;
  return { bonus_tiles: Array.isArray(flowers) ? flowers.length > 0 : flowers > 0 };
}

const defaultOf = (catalog, id) => catalog.options.find((o) => o.id === id)?.default;

function valueOf(catalog, options, id) {
  return Object.hasOwn(options, id) ? options[id] : defaultOf(catalog, id);
}

/**
 * The facts of the hand (`handFacts`) that the options now refuse: an
 * option rule's option is off, so the hand may not gain its fact (the
 * palette then refuses a flower while "Play with flowers" is off).
 */
export function refusedFacts(state, catalog) {
  const refused = new Set();
  for (const rule of catalog?.option_rules ?? []) {
    // Refused when the hand would break the rule by having the fact.
    if (rule.relation === 'off_with_fact' && breaksRule(rule, state.options, catalog, { [rule.fact]: true })) refused.add(rule.fact);
  }
  return refused;
}

/** Whether `options` (defaults left out) and the hand's facts break one of the catalogue's option rules. */
export function breaksRule(rule, options, catalog, facts) {
  const a = valueOf(catalog, options, rule.option);
  if (rule.relation === 'off_with_fact') return a === false && !!facts[rule.fact];
  const b = valueOf(catalog, options, rule.other);
  if (rule.relation === 'above') return a > b;
  if (rule.relation === 'both_on') return a === true && b === true;
  if (rule.relation === 'both_set') return a !== defaultOf(catalog, rule.option) && b !== defaultOf(catalog, rule.other);
  return false;
}

/**
 * A player's change of one option, through the option rules. A change that
 * would break a `refuse` row is not applied: {state (unchanged), refused:
 * row}. One that breaks a `carry` row takes the other option along (off, or
 * back to its default), in the same state, so one Undo takes both back:
 * {state, carried: [{rule, id}]}.
 */
export function changeOption(state, option, value, catalog) {
  let next = setOption(state, option.id, value, option.default);
  const facts = handFacts(state);
  const carried = [];
  for (const rule of catalog?.option_rules ?? []) {
    if (rule.option !== option.id && rule.other !== option.id) continue;
    if (!breaksRule(rule, next.options, catalog, facts)) continue;
    const otherId = rule.option === option.id ? rule.other : rule.option;
    if (rule.resolve !== 'carry' || !rule.other) return { state, refused: rule, carried: [] };
    const initial = defaultOf(catalog, otherId);
    next = setOption(next, otherId, rule.relation === 'both_on' ? false : initial, initial);
    if (breaksRule(rule, next.options, catalog, facts)) return { state, refused: rule, carried: [] };
    carried.push({ rule, id: otherId });
  }
  return { state: next, refused: null, carried };
}

/** A field's text as the option's value: a number for a number field. */
export function readField(option, text) {
  if (option.type !== 'number') return text;
  const trimmed = String(text).trim();
  return trimmed === '' ? NaN : Number(trimmed);
}

/**
 * The options of `options` that the catalogue has and accepts, and how many
 * were dropped. Bounded: a link with 100,000 keys costs one pass over the
 * catalogue's handful of options, not over the keys. Options that break an
 * option rule (with the hand of `state`, when given) are dropped too: the
 * row's option, or the other when the option is already at its default; the
 * hand is kept and scored.
 */
export function keepValidOptions(options, catalog, state) {
  const kept = {};
  let valid = 0;
  const given = options && typeof options === 'object' ? options : {};
  for (const option of catalog?.options ?? []) {
    if (!Object.hasOwn(given, option.id)) continue;
    const value = given[option.id];
    if (optionProblem(option, value)) continue;
    valid += 1;
    if (value !== option.default) kept[option.id] = value;
  }
  const facts = handFacts(state);
  for (const rule of catalog?.option_rules ?? []) {
    if (!breaksRule(rule, kept, catalog, facts)) continue;
    const drop = Object.hasOwn(kept, rule.option) ? rule.option : rule.other;
    delete kept[drop];
    valid -= 1;
  }
  const count = Object.keys(given).length;
  return { options: kept, dropped: count - valid };
}
