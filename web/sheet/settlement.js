// Penalties. The payments of a won hand, scored or entered by its value, are
// the core's (core.js); what is here is the sheet's custom for a false win
// (each rule set's amount: web/rules/<id>/sheet.js).
import { sheetOf } from './rules.js';

/**
 * A false win (MCR 错和, HK 詐糊): the offender pays `each` to every other
 * player. The amount is the rule set's custom (falseWinAmount), which the
 * table may change before recording it.
 */
export function falseWinPayments(offender, each) {
  return [0, 1, 2, 3].map((p) => (p === offender ? -3 * each : each));
}

/** The customary amount each other player receives for a false win: the rule set's custom (its sheet module). */
export const falseWinAmount = (match) => sheetOf(match.rules).falseWinAmount(match);
