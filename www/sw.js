// Graustark's service worker: after one visit the site works with no network.
//
// At install it precaches every file of the site, as listed at build time in offline-files.js
// (scripts/offline-files.mjs writes it: self.OFFLINE = { version, files }). The cache is named
// after that version, so each build gets a fresh cache and the old one is deleted once the new
// worker takes over.
//
// Which copy answers: at each page load (a navigation) the worker asks the server, when it can
// be reached, which build it has (offline-files.js, a few kB, past every cache). The same build
// as the cache: every file comes from the cache, fast and consistent. Another build: this worker
// is out of date (its successor is installing, or could not be installed because the new sw.js
// is broken), so the page and its files come from the network first, the cache only where the
// network fails: the table always gets the site that is online, whole, never old pages mixed
// with new files. No build list at all (404 or 410: offline use was removed from the site): the
// worker retires, unregistering itself and deleting its caches. The server out of reach
// (offline, or no answer within a few seconds on a weak network), or an answer that is not
// the site's (a redirect to a Wi-Fi login page): the cache, as before. So a
// broken or removed sw.js can never keep a user on an old site while the network is there
// (offline.js also unregisters the worker when sw.js itself is gone).
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

/** How long a page load waits for the server's build before using the cache (a weak network). */
const CHECK_MS = 3000;

/** Set at a page load that found another build on the server: this worker's cache is old. */
let outdated = false;

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Anything else (other origins, POST, HEAD) goes to the network as if there were no worker.
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(answer(event, request, url));
});

/**
 * A page load first asks which build the server has (see the top of this file); then the
 * cache answers for the current build, the network for another one.
 * @param {FetchEvent} event
 * @param {Request} request
 * @param {URL} url
 */
async function answer(event, request, url) {
  if (request.mode === 'navigate') {
    const build = await serverBuild();
    if (build === 'gone') {
      event.waitUntil(retire());
      return fetch(request);
    }
    outdated = build === 'other';
  }
  return outdated ? networkFirst(request, url) : cacheFirst(event, request, url);
}

/**
 * Which build the server has: 'same' as this worker's cache, 'other', 'gone' (no build list:
 * offline use removed), or 'unknown' (the server could not be reached in time).
 * @returns {Promise<'same' | 'other' | 'gone' | 'unknown'>}
 */
async function serverBuild() {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), CHECK_MS);
  try {
    const response = await fetch(new URL('offline-files.js', self.registration.scope), { cache: 'no-store', signal: abort.signal });
    // A redirect is not this site answering (a Wi-Fi login page, say): nothing is known.
    if (response.redirected || new URL(response.url).origin !== self.location.origin) return 'unknown';
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) return 'unknown';
    const version = /self\.OFFLINE\s*=\s*\{\s*"version"\s*:\s*"([^"]+)"/.exec(await response.text())?.[1];
    // Only a build list with another version is another build; anything else is not a list.
    if (!version) return 'unknown';
    return version === self.OFFLINE.version ? 'same' : 'other';
  } catch {
    return 'unknown';
  } finally {
    clearTimeout(timer);
  }
}

/** Unregisters this worker and deletes its caches: the site is on the network only again. */
async function retire() {
  await self.registration.unregister();
  for (const name of await caches.keys()) if (name.startsWith(PREFIX)) await caches.delete(name);
}

/**
 * The network's response, or the cached one when the network fails (offline, or the server
 * errs): for a worker whose build is no longer the server's. Nothing is added to the cache.
 * @param {Request} request
 * @param {URL} url
 */
async function networkFirst(request, url) {
  /** @type {Response | null} */
  let response = null;
  try {
    response = await fetch(request);
    if (response.status < 500) return response;
  } catch { /* the network failed: the cache may have it */ }
  const cached = await (await cache()).match(cacheKey(request, url), { ignoreSearch: request.mode === 'navigate' });
  return cached ?? response ?? Response.error();
}

/** This build's cache. */
const cache = () => caches.open(CACHE);

/**
 * What a request is cached as: a page is the same page whatever its query string
 * (embed.html?sample=builds) or hash (the sandbox's shared links; hashes never reach the cache
 * anyway), and a folder is its index.html.
 * @param {Request} request
 * @param {URL} url
 */
function cacheKey(request, url) {
  return request.mode === 'navigate' && url.pathname.endsWith('/') ? new URL('index.html', url).href : request;
}

/**
 * The cached response for `request` if there is one, else the network's. Responses from the
 * network are kept for next time only when they are whole and successful (status 200, same
 * origin) and their address has no query string (so the cache cannot grow without end).
 * @param {FetchEvent} event
 * @param {Request} request
 * @param {URL} url
 */
async function cacheFirst(event, request, url) {
  const open = await cache();
  const cached = await open.match(cacheKey(request, url), { ignoreSearch: request.mode === 'navigate' });
  if (cached) return cached;

  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic' && !url.search) {
    event.waitUntil(open.put(request, response.clone()).catch(() => {}));
  }
  return response;
}
