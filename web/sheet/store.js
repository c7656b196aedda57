// Matches kept on the phone, in IndexedDB through `idb` (a promise wrapper of
// about 1 KB: without it each request needs its own success and error
// handlers). A match is one record, keyed by its id; finished matches stay,
// marked finished (the archive). The match open last is remembered in local
// storage (current.js), so a reload comes back to it.
//
// Every record is read strictly (read-match.js): one that does not read is
// listed apart, kept as it is. Every change is made inside the write's own
// transaction on the record as stored, so that two tabs on one match cannot
// write over each other's hands; each write is told to the other tabs.
import { openDB } from 'idb';
import { SheetError } from './errors.js';
import { readStored } from './read-match.js';

const DB = 'mahjong-sheet';
const STORE = 'matches';
const CHANNEL = 'mahjong-sheet';

let db = null;
function database() {
  db ??= openStore().catch((err) => {
    db = null; // the next try opens it afresh
    throw storageError(err);
  });
  return db;
}

async function openStore() {
  const upgrade = (d) => { if (!d.objectStoreNames.contains(STORE)) d.createObjectStore(STORE, { keyPath: 'id' }); };
  // another tab upgrading the database: let it, and open again on the next use
  const blocking = () => { db?.then((d) => d.close()).catch(() => {}); db = null; };
  let d;
  try {
    d = await openDB(DB, 1, { upgrade, blocking, terminated: blocking });
  } catch (err) {
    // A newer version (the site rolled back after an update): read it as it is.
    if (err?.name !== 'VersionError') throw err;
    d = await openDB(DB, undefined, { blocking, terminated: blocking });
  }
  if (d.objectStoreNames.contains(STORE)) return d;
  // The store is gone (cleared by hand, or by a newer version): make it again
  // in the same database, one version on.
  const version = d.version + 1;
  d.close();
  return openDB(DB, version, { upgrade, blocking, terminated: blocking });
}

/** A storage failure in the sheet's words (i18n 'storage'), its cause named. */
function storageError(err) {
  if (err instanceof SheetError) return err;
  const name = err?.name || 'Error';
  return new SheetError('storage', `the matches cannot be kept on this device (${name})`, [name]);
}

async function withStore(work) {
  try {
    return await work(await database());
  } catch (err) {
    throw storageError(err);
  }
}

/** Keeps a match; resolves once it is stored (its transaction committed). */
export async function saveMatch(match) {
  await withStore(async (d) => {
    const tx = d.transaction(STORE, 'readwrite');
    tx.store.put(match);
    await tx.done;
  });
  announce(match);
}

/**
 * Changes a kept match in one transaction: `make(stored)` gets the match as
 * stored now (null when there is none) and returns the new one, or throws
 * to refuse. Resolves with the match stored, once it is.
 */
export async function updateMatch(id, make) {
  const next = await withStore(async (d) => {
    const tx = d.transaction(STORE, 'readwrite');
    const record = await tx.store.get(id);
    const read = record === undefined ? { match: null } : readStored(record);
    if (read.bad) throw read.bad.reason;
    let made;
    try {
      made = make(read.match); // synchronous: the transaction stays open
    } catch (err) {
      tx.abort();
      tx.done.catch(() => {});
      throw err;
    }
    tx.store.put(made);
    await tx.done;
    return made;
  });
  announce(next);
  return next;
}

/** A kept match, read strictly: null when there is none; a SheetError when it does not read. */
export async function loadMatch(id) {
  const record = await withStore((d) => d.get(STORE, id));
  if (record === undefined) return null;
  const read = readStored(record);
  if (read.bad) throw read.bad.reason;
  return read.match;
}

export async function deleteMatch(id) {
  await withStore((d) => d.delete(STORE, id));
  announce({ id, deleted: true });
}

/**
 * Every match kept, the latest changed first, and apart those records that
 * do not read ({id, record, reason}), kept as they are.
 */
export async function allMatches() {
  const records = await withStore((d) => d.getAll(STORE));
  const matches = [];
  const bad = [];
  for (const record of records) {
    const read = readStored(record);
    if (read.match) matches.push(read.match);
    else bad.push(read.bad);
  }
  return { matches: matches.sort((a, b) => b.updated - a.updated), bad };
}

// ---- other tabs ----

let channel = null;
function broadcast() {
  if (channel === null && typeof BroadcastChannel === 'function') channel = new BroadcastChannel(CHANNEL);
  return channel;
}

function announce(match) {
  try {
    broadcast()?.postMessage({ id: match.id, updated: match.updated ?? null, deleted: !!match.deleted });
  } catch {
    // no channel: the other tab finds the change when it writes (updateMatch)
  }
}

/** Calls `listener({id, updated, deleted})` when another tab changes a kept match. */
export function onOtherTab(listener) {
  const c = broadcast();
  c?.addEventListener('message', (e) => {
    if (e.data && typeof e.data.id === 'string') listener(e.data);
  });
}

export { currentId, setCurrentId } from './current.js';
