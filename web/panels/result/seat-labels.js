// What each discarder button under the seats says: whose discard the tile
// was ("from South", 南家点炮), or, given a player's name (a score-sheet
// match names the seats), theirs. The one place these labels are made.
import { strings } from '../../i18n.js';

/** The label of the button for a win on `wind`'s discard; `name`, when given, names the player. */
export function discarderLabel(lang, rules, wind, name = null) {
  const t = strings(lang, rules);
  return name ? t.from_player(name) : t.from_seat(t.winds[wind]);
}

// A label is drawn a line a word, never broken inside one ("Discar/d",
// 點/炮, か/らロン): its words are parted by spaces, and in Chinese and
// Japanese the seat's name ends in 家 (東家|點炮, 南家|からロン).
const WORD_END = /(?<= )|(?<=家)/;

/** A label's lines, in order (a space kept at the end of the line before it, so that the text reads as the label). */
export const labelLines = (label) => label.split(WORD_END);
