// The rule sets' sheet modules (web/rules/<id>/sheet.js), by id: the sheet
// asks a match's rule set what differs (seating, end of game, form,
// penalties, words) instead of naming one.
import SHEETS from '../rules/all-sheet.js';
import PAGES, { RULE_SET_IDS as PAGE_RULE_SETS } from '../rules/all-page.js';
import { SheetError } from './errors.js';

/**
 * The rule sets the sheet keeps: not those whose page says it keeps none yet
 * (Riichi's NO_SHEET; read from the page's list, as the sheet modules import this one).
 */
export const RULE_SET_IDS = PAGE_RULE_SETS.filter((id) => !PAGES[id].NO_SHEET);

/** The sheet module of rule set `rules` (a match's, a draft's); an unknown id is an error. */
export function sheetOf(rules) {
  const module = SHEETS[rules];
  if (!module) throw new SheetError('rules', `unknown rules: ${rules}`);
  return module;
}
