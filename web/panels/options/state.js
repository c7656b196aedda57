// The rule options as pure functions: what a value may be (from the core's
// catalogue, never a copy) and which stored or linked options can be kept.

/** Options that differ from the default; the default itself is never stored. */
export function setOption(state, id, value, defaultValue) {
  const options = { ...state.options };
  if (value === defaultValue) delete options[id];
  else options[id] = value;
  return { ...state, options };
}

/**
 * Why a value cannot be this option's, as {key, min?, max?} for the message
 * beside the field, or null when it can.
 */
export function optionProblem(option, value) {
  if (option.type === 'boolean') return typeof value === 'boolean' ? null : { key: 'invalid' };
  if (option.type === 'choice') return option.choices.includes(value) ? null : { key: 'invalid' };
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return option.min !== undefined ? { key: 'range', min: option.min, max: option.max } : { key: 'positive' };
  }
  if (option.min !== undefined || option.max !== undefined) {
    const ok = Number.isInteger(value) && value >= (option.min ?? -Infinity) && value <= (option.max ?? Infinity);
    return ok ? null : { key: 'range', min: option.min, max: option.max };
  }
  // A number without bounds (the stake): any number above 0.
  return value > 0 ? null : { key: 'positive' };
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
 * catalogue's handful of options, not over the keys.
 */
export function keepValidOptions(options, catalog) {
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
  const count = Object.keys(given).length;
  return { options: kept, dropped: count - valid };
}
