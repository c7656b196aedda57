// Which match this phone has open, in local storage: a reload comes back to
// it, and the launcher (its small bundle) knows without loading the sheet
// whether the calculator should name a match's players.
const CURRENT = 'mahjong-sheet-current';

export function currentId() {
  try {
    return localStorage.getItem(CURRENT);
  } catch {
    return null;
  }
}

export function setCurrentId(id) {
  try {
    if (id) localStorage.setItem(CURRENT, id);
    else localStorage.removeItem(CURRENT);
  } catch {
    // private mode: the match is still kept, only not reopened by itself
  }
}
