// Each rule set's fan definitions (web/rules/<id>/fans.js), loaded once,
// when a fan's definition or the fan table first shows: the result and the
// fan table read them here. A file that cannot load reads as no definitions.
import { importDefinitions } from '../../load-definitions.js';

const loaded = {};  // rules -> {<fan id>: definition}
const loading = {}; // rules -> the promise of its load

/** The definitions of `rules`, or undefined until they are in. */
export const definitionsOf = (rules) => loaded[rules];

/** Loads the definitions of `rules` unless they are in; `onLoaded()` once they are. */
export async function wantDefinitions(rules, onLoaded) {
  if (loaded[rules]) return;
  loading[rules] ??= importDefinitions(rules).catch(() => ({})).then((definitions) => { loaded[rules] = definitions; });
  await loading[rules];
  onLoaded();
}
