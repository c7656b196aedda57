// The settlement options a Hong Kong game sets in its own form (who pays whom
// and how much), in the form's order; the other options come from the
// calculator. Each is drawn and read by its type in the core's catalogue, and
// named by the options panel's words (option-words.js).
import { coreOption } from './core.js';

export const HK_FORM_OPTIONS = ['stake_preset', 'stake', 'dealer_doubles', 'discard_payment', 'payment_table', 'limit', 'min_faan'];

/**
 * The form's options read from its FormData over `options`: a box ticked or
 * not, a choice as chosen, a number as typed (a whole one where the
 * catalogue bounds it), the core's default where the field holds none.
 */
export function readHkOptions(data, options) {
  const out = { ...options, dealer_keeps_on_draw: data.get('dealer_keeps_on_draw') !== null };
  for (const key of HK_FORM_OPTIONS) {
    const option = coreOption('hk', key);
    const text = data.get(key);
    if (option.type === 'boolean') out[key] = text !== null;
    else if (option.type === 'choice') out[key] = option.choices.includes(text) ? text : option.default;
    else out[key] = numberOr(text, option);
  }
  return out;
}

function numberOr(text, option) {
  const n = Number(text);
  const whole = option.min !== undefined;
  const fits = text !== null && text !== '' && Number.isFinite(n) && (whole ? Number.isInteger(n) : n > 0);
  return fits ? n : option.default;
}
