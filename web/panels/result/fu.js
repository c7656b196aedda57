// A result with fu (Riichi's): a button beside its total that opens their
// breakdown. It comes with the rule set's words (web/rules/riichi/words.js),
// as the result card's hooks do: a first load of a rule set without fu
// carries none of it.
import { tileName } from '../../i18n.js';
import { h } from '../../view.js';

/** The fu as a button that opens their breakdown (null for a result without). */
export function fuButton(result, t, { fuOpen, onFu }) {
  if (result.fu == null || !result.fu_details) return null;
  return h('button', { type: 'button', class: 'fu', 'data-testid': 'fu', 'aria-expanded': String(!!fuOpen), 'aria-controls': 'fu-details', onclick: onFu },
    h('span', { class: 'badge' }, t.fu(result.fu), ' ', fuOpen ? '▴' : '▾'));
}

/** Each fu with its reason (and tile), then the rounding, as the core lists them. */
export function fuBreakdown(result, t, lang, rules) {
  const raw = result.fu_details.reduce((n, d) => n + d.fu, 0);
  return h('ul', { class: 'fu-details', id: 'fu-details', 'data-testid': 'fu-details', 'aria-label': t.fu_title },
    result.fu_details.map((d) => h('li', { 'data-fu-reason': d.reason },
      h('span', {}, t.fu_reasons[d.reason] ?? d.reason, d.tile ? ` ${tileName(d.tile, lang, rules)}` : ''), h('b', {}, d.fu))),
    raw !== result.fu && h('li', { class: 'rounded' }, h('span', {}, t.fu_rounded(result.fu))));
}
