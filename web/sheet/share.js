// The whole match in a link: its JSON, deflated (fflate) and written in
// base64url in the address's fragment, which never reaches a server. A link
// is read as strictly as a shared hand: bounded before and while inflating,
// then the whole match checked (read-match.js) before anything is kept.
import { Inflate, deflateSync, strFromU8, strToU8 } from 'fflate';
import { SheetError } from './errors.js';
import { readMatch } from './read-match.js';

export const LINK_KEY = 'sheet';

// A long match (400 entries of a calculator's hands with their fans) deflates
// to some 20 KB: 64 K characters of link hold it with room to spare, and its
// JSON stays far below 1 MB. A match's JSON deflates some 5 to 20 times, so
// what a link unpacks to is also held to 64 times its size (64 KB at least):
// a short link that unpacks to megabytes is refused after a few kilobytes.
// A link past these is no match the page made.
export const MAX_PAYLOAD = 65536;
export const MAX_INFLATED = 1 << 20;
const MAX_RATIO = 64;
const inflatedBound = (bytes) => Math.min(MAX_INFLATED, Math.max(65536, MAX_RATIO * bytes));
// Inflated a slice at a time, so that a bomb is stopped within some 64 KB of
// output past the bound (deflate expands a byte to at most 1,032).
const SLICE = 64;

/** The match as the fragment's payload. */
export function encodeMatch(match) {
  return toBase64Url(deflateSync(strToU8(JSON.stringify(match)), { level: 9 }));
}

/** The match a payload holds, read strictly; a payload that is not one gives a SheetError saying why. */
export function decodeMatch(payload) {
  if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD) {
    throw new SheetError('link_long', 'the link is longer than any score sheet', [MAX_PAYLOAD]);
  }
  let match;
  try {
    const bytes = fromBase64Url(payload);
    match = JSON.parse(inflateBounded(bytes, inflatedBound(bytes.length)));
  } catch (err) {
    if (err instanceof SheetError) throw err;
    throw new SheetError('link', 'the link does not hold a score sheet (it may be cut short)');
  }
  return readMatch(match);
}

/** The text `bytes` inflate to, refused as soon as it passes `limit` bytes. */
export function inflateBounded(bytes, limit) {
  const chunks = [];
  let size = 0;
  const inflate = new Inflate((chunk) => {
    size += chunk.length;
    if (size > limit) throw new SheetError('link_long', 'the link unpacks to more than any score sheet', [MAX_PAYLOAD]);
    chunks.push(chunk);
  });
  for (let at = 0; at < bytes.length; at += SLICE) {
    inflate.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
  }
  if (!bytes.length) inflate.push(bytes, true);
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return strFromU8(out);
}

/** The link to the page with the match in its fragment. */
export function matchLink(match, page) {
  const url = new URL(page);
  url.hash = `${LINK_KEY}=${encodeMatch(match)}`;
  return url.href;
}

/** The payload of a fragment ("#sheet=..."), or null. */
export function payloadOf(fragment) {
  const m = /^#?sheet=([A-Za-z0-9_-]+)$/.exec(fragment ?? '');
  return m ? m[1] : null;
}

/**
 * What opening a shared match means for the one kept with its id: `new`
 * (none kept), `same`, `newer` (the link's copy changed later: ask before
 * replacing), `older` (keep ours).
 */
export function compareCopies(kept, incoming) {
  if (!kept) return 'new';
  if (JSON.stringify(kept) === JSON.stringify(incoming)) return 'same';
  return incoming.updated > kept.updated ? 'newer' : 'older';
}

function toBase64Url(bytes) {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}
