// Graustark's service worker: after one visit the site works with no network.
//
// At install it precaches every file of the site, as listed at build time in offline-files.js
// (scripts/offline-files.mjs writes it: self.OFFLINE = { version, files }). The cache is named
// after that version, so each build gets a fresh cache and the old one is deleted once the new
// worker takes over. Then every same-origin GET is answered from the cache, falling back to the
// network for anything not in it.
//
// Registered by www/js/offline.js. Where there is no service worker (file://, old browsers,
// private modes that refuse one), the pages load from the network exactly as without this file.

// Importing the list makes it part of the worker: a new build changes offline-files.js, the
// browser's update check sees the change, and the new worker installs.
importScripts('offline-files.js');

// Caches are per origin, not per folder: the scope keeps two copies of the site on one origin
// (say /graustark/ and /graustark-dev/) from using or deleting each other's caches.
const PREFIX = `graustark ${self.registration.scope} `;
const CACHE = PREFIX + self.OFFLINE.version;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // cache: 'reload' goes past the browser's HTTP cache, so the files are this build's.
    // addAll fails if any response is an error: the install is all or nothing, and a failed
    // install leaves the previous worker (and its cache) in charge.
    await cache.addAll(self.OFFLINE.files.map((file) => new Request(file, { cache: 'reload' })));
    // Take over at once rather than when every tab of the old version has closed: the site is
    // static files, and a page of the old version keeps working with the new files.
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    // Control the pages already open, so the first visit is offline-ready without a reload.
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Anything else (other origins, POST, HEAD) goes to the network as if there were no worker.
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(cacheFirst(event, request, url));
});

/**
 * The cached response for `request` if there is one, else the network's. Responses from the
 * network are kept for next time only when they are whole and successful (status 200, same
 * origin) and their address has no query string (so the cache cannot grow without end).
 * @param {FetchEvent} event
 * @param {Request} request
 * @param {URL} url
 */
async function cacheFirst(event, request, url) {
  const cache = await caches.open(CACHE);
  const page = request.mode === 'navigate';
  // A page is the same page whatever its query string (embed.html?sample=builds) or hash (the
  // sandbox's shared links; hashes never reach the cache anyway), and a folder is its index.html.
  const key = page && url.pathname.endsWith('/') ? new URL('index.html', url).href : request;
  const cached = await cache.match(key, { ignoreSearch: page });
  if (cached) return cached;

  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic' && !url.search) {
    event.waitUntil(cache.put(request, response.clone()).catch(() => {}));
  }
  return response;
}
