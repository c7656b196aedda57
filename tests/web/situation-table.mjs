// Imported by the tests of the page's state: which win flags go together is
// the core's table (catalog(rules).situation_rules), read from the wasm
// build's catalogue as the page reads it (npm test builds the module first),
// with each rule set's own hand fields (ownFlags), and which rows' conditions
// hold is the core's answer (situation()), as on the page.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { conditionsOf, useSituationRules } from '../../web/panels/situation/rules.js';
import { toHand } from '../../web/state.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { load } = await import(pathToFileURL(path.join(ROOT, 'build/wasm/mahjong.js')).href);
export const calculator = await load('riichi', 'analysis');
useSituationRules((rules) => calculator.catalog(rules).situation_rules, (rules) => calculator.catalog(rules),
  (state) => conditionsOf(calculator, toHand(state)));
