// A rule set's own words laid over the general ones (web/rules/<id>/): a
// word replaces the general one, and a table of words (suits, errors, hints)
// adds to the general table instead, so a rule set writes only what differs.
const table = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with `own` laid over it, one level deep. */
export function overlay(base, own) {
  if (!own) return base;
  const out = { ...base };
  for (const [key, value] of Object.entries(own)) out[key] = table(value) && table(base[key]) ? { ...base[key], ...value } : value;
  return out;
}
