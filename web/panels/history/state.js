// Undo and redo over whole states: every change the player makes is one step.

/** How many steps are kept (a long session at the table stays small). */
export const HISTORY_LIMIT = 200;

export function emptyHistory() {
  return { past: [], future: [] };
}

// A change of meld mode alone is a step towards a change, not one.
const same = (a, b) => JSON.stringify({ ...a, mode: 0 }) === JSON.stringify({ ...b, mode: 0 });

/** The history after `from` became `to` (unchanged when nothing did). */
export function record(history, from, to) {
  if (from === to || same(from, to)) return history;
  return { past: [...history.past, from].slice(-HISTORY_LIMIT), future: [] };
}

// A step taken back or again lands in plain tile entry: the meld mode armed
// before a meld was declared must not declare another with the next tap.
const plain = (state) => (state.mode === 'tile' ? state : { ...state, mode: 'tile' });

/** {history, state}: the step before `current`, or null when there is none. */
export function undo(history, current) {
  if (!history.past.length) return null;
  const state = plain(history.past[history.past.length - 1]);
  return { state, history: { past: history.past.slice(0, -1), future: [current, ...history.future] } };
}

/** {history, state}: the step undone last, or null. */
export function redo(history, current) {
  if (!history.future.length) return null;
  const [next, ...future] = history.future;
  return { state: plain(next), history: { past: [...history.past, current], future } };
}
