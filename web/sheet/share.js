// The whole match in a link: its JSON, deflated (fflate) and written in
// base64url in the address's fragment, which never reaches a server.
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { FORMAT, SheetError } from './match.js';

export const LINK_KEY = 'sheet';

/** The match as the fragment's payload. */
export function encodeMatch(match) {
  return toBase64Url(deflateSync(strToU8(JSON.stringify(match)), { level: 9 }));
}

/** The match a payload holds; a payload that is not one gives a SheetError. */
export function decodeMatch(payload) {
  let match;
  try {
    match = JSON.parse(strFromU8(inflateSync(fromBase64Url(payload))));
  } catch {
    throw new SheetError('link', 'the link does not hold a score sheet (it may be cut short)');
  }
  if (match?.format !== FORMAT || typeof match.id !== 'string' || !Array.isArray(match.entries)
    || !Array.isArray(match.players) || match.players.length !== 4 || !['mcr', 'hk'].includes(match.rules)) {
    throw new SheetError('link', 'the link does not hold a score sheet this page can read');
  }
  return match;
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
