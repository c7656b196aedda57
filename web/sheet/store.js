// Matches kept on the phone, in IndexedDB through `idb` (a promise wrapper of
// about 1 KB: without it each request needs its own success and error
// handlers). A match is one record, keyed by its id; finished matches stay,
// marked finished (the archive). The match open last is remembered in local
// storage (current.js), so a reload comes back to it.
import { openDB } from 'idb';

const DB = 'mahjong-sheet';
const STORE = 'matches';

let db = null;
function database() {
  db ??= openDB(DB, 1, {
    upgrade(d) {
      d.createObjectStore(STORE, { keyPath: 'id' });
    },
  });
  return db;
}

export async function saveMatch(match) {
  await (await database()).put(STORE, match);
}

export async function loadMatch(id) {
  return (await database()).get(STORE, id) ?? null;
}

export async function deleteMatch(id) {
  await (await database()).delete(STORE, id);
}

/** Every match kept, the latest changed first. */
export async function allMatches() {
  const all = await (await database()).getAll(STORE);
  return all.sort((a, b) => b.updated - a.updated);
}

export { currentId, setCurrentId } from './current.js';
