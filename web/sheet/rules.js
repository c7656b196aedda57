// The rule sets' sheet modules (web/rules/<id>/sheet.js), by id: the sheet
// asks a match's rule set what differs (seating, end of game, form,
// penalties, words) instead of naming one.
import SHEETS from '../rules/all-sheet.js';
import { RULE_SET_IDS } from '../rules/all-page.js';
import { SheetError } from './errors.js';

export { RULE_SET_IDS };

/** The sheet module of rule set `rules` (a match's, a draft's); an unknown id is an error. */
export function sheetOf(rules) {
  const module = SHEETS[rules];
  if (!module) throw new SheetError('rules', `unknown rules: ${rules}`);
  return module;
}
