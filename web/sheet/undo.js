// Undo for the sheet: the versions of the match before each change, the
// latest last, kept for the session (a reload starts afresh).
const DEPTH = 50;

/** The history after a change away from `before`. */
export function remember(history, before) {
  return [...history, before].slice(-DEPTH);
}

/** [the version to go back to, the shorter history], or null when there is nothing to undo. */
export function undo(history) {
  if (!history.length) return null;
  return [history.at(-1), history.slice(0, -1)];
}
