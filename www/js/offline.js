// @ts-check
/**
 * Offline use: registers the service worker (www/sw.js), which keeps a copy of the whole site
 * so that after one visit every page works with no network. Each page's entry module calls
 * `registerOffline()` once its own work is done, so precaching does not compete with the
 * page's first load.
 * @module
 */

/**
 * Registers the site's service worker. Does nothing where there is none to register (file://,
 * plain http on another host than localhost, old browsers); never throws, and writes nothing
 * to the console unless the registration fails.
 * @returns {Promise<ServiceWorkerRegistration | null>}
 */
export async function registerOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext || !/^https?:$/.test(location.protocol)) return null;
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  // Relative to this module, so the site works from any folder of its host: www/ is the scope.
  const root = new URL('../', import.meta.url);
  const script = new URL('sw.js', root);
  // A page the worker already controls only asks for an update (register() would bring back a
  // worker that has just retired); one that fails because sw.js is gone retires the worker.
  if (navigator.serviceWorker.controller) {
    const existing = await navigator.serviceWorker.getRegistration(root.href);
    try { await existing?.update(); } catch { await retireIfRemoved(script, root); }
    return existing ?? null;
  }
  try {
    // updateViaCache 'none': the browser's update check goes past its HTTP cache for sw.js and
    // offline-files.js, so a new build is seen at the next visit even behind a caching host.
    return await navigator.serviceWorker.register(script, { scope: root.href, updateViaCache: 'none' });
  } catch (e) {
    console.warn('Graustark: offline use is not available:', e);
    await retireIfRemoved(script, root);
    return null;
  }
}

/**
 * When the site no longer has its worker (sw.js answers 404 or 410), unregisters the one this
 * browser still runs and deletes its caches, so every page comes from the network again. A
 * worker that is only broken (or a network that is down) is left alone: sw.js itself then
 * serves the site from the network whenever the server has another build.
 * @param {URL} script
 * @param {URL} root
 */
async function retireIfRemoved(script, root) {
  if (!navigator.onLine) return;
  try {
    const response = await fetch(script, { cache: 'no-store' });
    if (response.redirected || (response.status !== 404 && response.status !== 410)) return;
    const registration = await navigator.serviceWorker.getRegistration(root.href);
    if (registration) await registration.unregister();
    const prefix = `graustark ${root.href} `;
    for (const name of await caches.keys()) if (name.startsWith(prefix)) await caches.delete(name);
  } catch { /* offline: keep the worker, it is what works now */ }
}
