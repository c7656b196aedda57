// Where the page keeps the hand: the URL fragment and local storage. Writes
// wait until the tap's frame is painted (each costs milliseconds, and a tap
// must fit in a frame) and a burst of taps writes once; they are written at
// once when the page is hidden or a link is copied. A failed save (storage
// full or blocked) is reported once, so the player can be told.
export const STORAGE_KEY = 'mahjong-calculator';

/** A saved state past this size is not read (a full one is well under 2 KB). */
export const MAX_SAVED = 64 * 1024;

/** Parses the stored text: {raw} or {raw: undefined, unreadable} for text that is not JSON or too long. */
export function parseSaved(text) {
  if (text === null || text === undefined) return { raw: undefined, unreadable: false };
  if (typeof text !== 'string' || text.length > MAX_SAVED) return { raw: undefined, unreadable: true };
  try {
    return { raw: JSON.parse(text), unreadable: false };
  } catch {
    return { raw: undefined, unreadable: true };
  }
}

/** What local storage holds: {raw} (parsed, maybe undefined) or {raw: undefined, problem}. */
export function loadStored() {
  let text = null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    return { raw: undefined };
  }
  const parsed = parseSaved(text);
  if (parsed.unreadable) return { raw: undefined, problem: 'stored_unreadable' };
  const raw = parsed.raw;
  if (raw === undefined) return { raw };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { raw: undefined, problem: 'stored_unreadable' };
  return { raw };
}

/**
 * Writes `saved()` (what to store) and `fragment()` (the address, or null
 * while it cannot be written) when asked. Returns {soon, now}.
 */
export function persistence({ saved, fragment, onFailure }) {
  let pending = null;
  let failed = false;
  // The address as last written here or navigated to. An address changed
  // since (a link pasted, a fragment typed) whose hashchange has not yet
  // reached the page is never written over with the hand it replaces: the
  // page reads it, and the next save writes it.
  let address = location.hash;
  addEventListener('hashchange', () => { address = location.hash; });
  const idle = window.requestIdleCallback ?? ((f) => setTimeout(f, 50));
  const cancelIdle = window.cancelIdleCallback ?? clearTimeout;
  // `overwrite`: the address is an older entry of the page's own, landed on
  // by Back (navigation.js), and takes the hand shown.
  function now({ overwrite = false } = {}) {
    if (pending) cancelIdle(pending);
    pending = null;
    const hash = fragment();
    // The entry's state is kept: it marks the layers Back closes (navigation.js).
    const navigated = !overwrite && location.hash.length > 1 && location.hash !== address;
    if (hash !== null && location.hash !== hash && !navigated) history.replaceState(history.state, '', hash);
    if (!navigated) address = location.hash;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
      failed = false;
    } catch {
      if (!failed) onFailure();
      failed = true;
    }
  }
  function soon() {
    if (!pending) pending = idle(now, { timeout: 200 });
  }
  addEventListener('pagehide', () => now());
  document.addEventListener('visibilitychange', () => { if (document.hidden) now(); });
  return { soon, now };
}
