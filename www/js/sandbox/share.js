// @ts-check
/**
 * The shared link: `#p=` + base64url(JSON of { map, state, orders, rules }). Rules carry only
 * the options that differ from the defaults, so links stay short.
 * @module
 */

/** @typedef {import('./model.js').App} App */
/** @typedef {import('../engine.js').OrderText} OrderText */
/** @typedef {{ map: string, state: unknown, orders: OrderText[], rules: Record<string, string> }} Shared */

/** @param {string} text */
function toBase64url(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** @param {string} code */
function fromBase64url(code) {
  const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** The link to the page with the current position, orders and rules. @param {App} app */
export function shareUrl(app) {
  /** @type {Record<string, string>} */
  const rules = {};
  for (const [k, v] of Object.entries(app.rules)) if (app.defaults[k] !== v) rules[k] = v;
  /** @type {Shared} */
  const shared = { map: app.mapId, state: app.state, orders: app.orders.map((o) => ({ power: o.power ?? '', text: o.text })), rules };
  const url = new URL(location.href);
  url.hash = `p=${toBase64url(JSON.stringify(shared))}`;
  return url.href;
}

/**
 * What the page's hash holds: null when there is none, an error text when it cannot be read.
 * @param {string} hash location.hash
 * @returns {Shared | string | null}
 */
export function readHash(hash) {
  const m = /^#?p=([A-Za-z0-9_-]+)$/.exec(hash);
  if (!hash || hash === '#') return null;
  if (!m) return 'The link does not hold a position.';
  try {
    const value = JSON.parse(fromBase64url(m[1]));
    if (!value || typeof value !== 'object' || !value.state) return 'The link does not hold a position.';
    const orders = Array.isArray(value.orders)
      ? value.orders.filter((/** @type {any} */ o) => o && typeof o.power === 'string' && typeof o.text === 'string')
        .map((/** @type {any} */ o) => ({ power: o.power, text: o.text }))
      : [];
    const rules = value.rules && typeof value.rules === 'object' ? value.rules : {};
    return { map: typeof value.map === 'string' ? value.map : 'standard', state: value.state, orders, rules };
  } catch {
    return 'The link is damaged: its position cannot be read.';
  }
}

/**
 * Copies the link if the browser lets the page, else returns false (the page then shows it).
 * @param {string} url
 */
export async function copyLink(url) {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}
