// Penalties. The payments of a won hand, scored or entered by its value, are
// the core's (core.js); what is here is the sheet's custom for a false win.
import { coreDefault, coreOptions, settleWin } from './core.js';

/**
 * A false win (MCR 错和, HK 詐糊): the offender pays `each` to every other
 * player. The amount is the rule set's custom (falseWinAmount), which the
 * table may change before recording it.
 */
export function falseWinPayments(offender, each) {
  return [0, 1, 2, 3].map((p) => (p === offender ? -3 * each : each));
}

/**
 * The customary amount each other player receives for a false win.
 * MCR: 10 points each, 30 in all, as MCR tournaments apply the official
 * rulebook's false-win penalty (our seeds do not give one; the form lets a
 * table change it). HK: seed 001 lists the "Maximum Penalty" and 詐糊; the
 * custom is that the offender pays each player what a self-drawn limit hand
 * costs a player who is not the dealer: the core's settlement of the limit,
 * self-drawn, without the dealer's doubling (so its table and stake).
 */
export function falseWinAmount(match) {
  if (match.rules !== 'hk') return 10;
  const limit = coreOptions(match).limit ?? coreDefault('hk', 'limit');
  const plain = { ...match, options: { ...match.options, dealer_doubles: false, min_faan: 0 } };
  return -settleWin(plain, ['E', 'S', 'W', 'N'], { winner: 0, value: limit }).delta[1];
}
