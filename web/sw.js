// The service worker: every file the calculator needs is precached under a
// cache named by the build's version, so that after one visit it loads and
// scores with no network. A new version installs beside the old one and
// waits until the page says the player tapped "Update"; then old caches go.
//
// Updates are atomic. The build (scripts/precache.mjs) gives every file its
// SHA-256; installing fetches each past the browser's HTTP cache and fills the
// cache only when every file arrived whole and from this very build. A static
// host that sends no Cache-Control (the browser then caches by heuristic) or
// a deploy still half uploaded (a file missing, truncated or still the old
// one) fails the install, and the old version goes on serving. The browser
// tries again at the next visit or update check.
const VERSION = '__VERSION__';
const PRECACHE = { '__PRECACHE__': '' }; // path -> SHA-256 (hex) of its bytes
const PREFIX = 'mahjong-calculator-';
const CACHE = PREFIX + VERSION;

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

// Fetches one file from the network (cache: 'reload' skips the HTTP cache)
// and checks it is the build's; throws otherwise.
async function fetchVerified(file, hash) {
  const response = await fetch(file, { cache: 'reload', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  if (await sha256(body) !== hash) throw new Error(`${file} is not the file of version ${VERSION}`);
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

// All or nothing: nothing is written until every file is verified, and a
// failed write leaves no half-filled cache behind.
async function precache() {
  const verified = await Promise.all(Object.entries(PRECACHE).map(async ([file, hash]) => [file, await fetchVerified(file, hash)]));
  try {
    const cache = await caches.open(CACHE);
    await Promise.all(verified.map(([file, response]) => cache.put(file, response)));
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

// If the cache disappears while this worker stays registered (the browser
// evicted it, or someone cleared it), the next online visit fills it again.
// When this version's files are no longer on the server (a newer version was
// deployed), checking for the new worker is what brings offline use back.
// A failed refill waits a minute before the next try, so that a page load's
// dozen requests do not each download the whole site again.
const RETRY_MS = 60 * 1000;
let refilling = null;
let lastTry = -Infinity;
function ensureCached() {
  refilling ??= (async () => {
    if (await caches.has(CACHE) || Date.now() - lastTry < RETRY_MS) return;
    lastTry = Date.now();
    try {
      await precache();
      lastTry = -Infinity;
    } catch {
      await self.registration.update().catch(() => {});
    }
  })().finally(() => { refilling = null; });
  return refilling;
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
  if (event.data?.type === 'version') event.source?.postMessage({ type: 'version', version: VERSION });
});

// Cache first for our own files; a page load falls back to the cached page.
// caches.match with cacheName never creates the cache (caches.open would, and
// an empty cache would look like a full one to ensureCached).
async function respond(request) {
  const inCache = (what) => caches.match(what, { cacheName: CACHE, ignoreSearch: true });
  const hit = await inCache(request);
  if (hit) return hit;
  if (request.mode === 'navigate') {
    const page = await inCache(new URL(request.url).pathname.endsWith('embed.html') ? 'embed.html' : 'index.html');
    if (page) return page;
  }
  return fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
  event.waitUntil(ensureCached());
});
