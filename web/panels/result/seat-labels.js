// What each discarder button under the seats says: whose discard the tile
// was ("from South", 南家点炮), or, given a player's name (a score-sheet
// match names the seats), theirs. The one place these labels are made.
import { strings } from '../../i18n.js';

/** The label of the button for a win on `wind`'s discard; `name`, when given, names the player. */
export function discarderLabel(lang, rules, wind, name = null) {
  const t = strings(lang, rules);
  return name ? t.from_player(name) : t.from_seat(t.winds[wind]);
}
