// The service worker: every file the calculator needs is precached under a
// cache named by the build's version, so that after one visit it loads and
// scores with no network. A new version installs beside the old one and
// waits until the page says the player tapped "Update"; then old caches go.
// The build (scripts/build-site.mjs) fills in VERSION and PRECACHE.
const VERSION = '__VERSION__';
const PRECACHE = ['__PRECACHE__'];
const PREFIX = 'mahjong-calculator-';
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
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
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    if (request.mode === 'navigate') {
      const page = await cache.match(new URL(request.url).pathname.endsWith('embed.html') ? 'embed.html' : 'index.html');
      if (page) return page;
    }
    return fetch(request);
  })());
});
