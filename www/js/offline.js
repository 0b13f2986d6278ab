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
  try {
    // updateViaCache 'none': the browser's update check goes past its HTTP cache for sw.js and
    // offline-files.js, so a new build is seen at the next visit even behind a caching host.
    return await navigator.serviceWorker.register(new URL('sw.js', root), { scope: root.href, updateViaCache: 'none' });
  } catch (e) {
    console.warn('Graustark: offline use is not available:', e);
    return null;
  }
}
