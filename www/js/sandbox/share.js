// @ts-check
/**
 * The shared link: `#p=` + base64url(JSON of { map, players?, state, orders, rules }; `players`
 * only for a smaller game of the map). Rules carry only the options that differ from the
 * defaults, so links stay short.
 * @module
 */

import { rulesFrom } from './rules.js';
import { errorText } from '../ui/names.js';
import { fromBase64url, toBase64url } from '../ui/base64url.js';

/** @typedef {import('./model.js').App} App */
/** @typedef {import('../engine.js').OrderText} OrderText */
/** @typedef {{ map: string, players?: number, state: unknown, orders: OrderText[], rules: Record<string, string> }} Shared */

/** The link to the page with the current position, orders and rules. @param {App} app */
export function shareUrl(app) {
  /** @type {Record<string, string>} */
  const rules = {};
  for (const [k, v] of Object.entries(app.rules)) if (app.defaults[k] !== v) rules[k] = v;
  /** @type {Shared} */
  const shared = { map: app.mapId, ...(app.players ? { players: app.players } : {}), state: app.state, orders: app.orders.map((o) => ({ power: o.power ?? '', text: o.text })), rules };
  const url = new URL(location.href);
  url.hash = `p=${toBase64url(JSON.stringify(shared))}`;
  return url.href;
}

/**
 * The most orders a link may carry: a phase of the largest maps has a few hundred units, and
 * reading each order costs the page a parse and a row, so ten thousand would hold it for
 * seconds.
 */
export const MAX_ORDERS = 1000;

/**
 * The longest position a link may hold, in characters of its code (base64url, 4 for 3 bytes of
 * JSON): 100,000 carries 1,000 orders of about 45 bytes each beside the position of a large
 * variant map (a few kB) with room to spare, and decodes in a few milliseconds. Longer links are
 * not shared by hand anyway (chat and mail clients cut them far sooner), so one is refused
 * before it is decoded.
 */
export const MAX_LINK = 100_000;

/** A count in words for a message: 10000 → "10,000". @param {number} n */
const count = (n) => n.toLocaleString('en');

/**
 * What the page's hash holds: null when there is none, an error text when it cannot be read.
 * Orders beyond MAX_ORDERS are left out, and `notes` says so.
 * @param {string} hash location.hash
 * @returns {(Shared & { notes: string[] }) | string | null}
 */
export function readHash(hash) {
  if (!hash || hash === '#') return null;
  const m = /^#?p=([A-Za-z0-9_-]+)$/.exec(hash);
  if (!m) return 'The link does not hold a position.';
  if (m[1].length > MAX_LINK) return `The link is too long: its position is ${count(m[1].length)} characters, and a link may hold ${count(MAX_LINK)}.`;
  try {
    const value = JSON.parse(fromBase64url(m[1]));
    if (!value || typeof value !== 'object' || !value.state) return 'The link does not hold a position.';
    /** @type {string[]} */
    const notes = [];
    let given = Array.isArray(value.orders) ? value.orders : [];
    if (given.length > MAX_ORDERS) {
      notes.push(`The link holds ${count(given.length)} orders, more than the ${count(MAX_ORDERS)} a link may carry, so its orders were left out.`);
      given = [];
    }
    const orders = given.filter((/** @type {any} */ o) => o && typeof o.power === 'string' && typeof o.text === 'string')
      .map((/** @type {any} */ o) => ({ power: o.power, text: o.text }));
    if (orders.length < given.length) notes.push(`${count(given.length - orders.length)} of the link's orders are not orders (a power and a text each) and were left out.`);
    const rules = value.rules && typeof value.rules === 'object' && !Array.isArray(value.rules) ? value.rules : {};
    const players = Number.isInteger(value.players) && value.players > 0 ? value.players : undefined;
    return { map: typeof value.map === 'string' ? value.map : 'standard', players, state: value.state, orders, rules, notes };
  } catch {
    return 'The link is damaged: its position cannot be read.';
  }
}

/**
 * The link's rule settings this site does not know, as one sentence for the page, or null:
 * options it has no such name for, and values that are none of an option's choices.
 * @param {Record<string, unknown>} given
 * @param {import('../engine.js').RuleOption[]} options
 */
export function unknownRules(given, options) {
  /** @type {string[]} */
  const dropped = [];
  for (const [name, value] of Object.entries(given)) {
    const option = options.find((o) => o.name === name);
    if (!option) dropped.push(`“${name}” (no such option)`);
    else if (!option.choices.some((c) => c.value === value)) dropped.push(`“${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}” (not one of its choices)`);
  }
  return dropped.length ? `The link's rule settings ${dropped.join(', ')} are unknown to this site and were left out: those rules are at their defaults.` : null;
}

/**
 * Puts a link's position, rules and orders into a freshly opened app. Returns what the page
 * should say of anything left out (unknown rules, unreadable orders, the link's own notes), or
 * null; a position the engine refuses leaves the opening.
 * @param {App} app
 * @param {Shared & { notes: string[] }} shared
 */
export function applyShared(app, shared) {
  const { engine } = app;
  /** @type {string[]} */
  let notes = [...shared.notes];
  try {
    app.state = engine.checkState(/** @type {any} */ (shared.state));
    const unknown = unknownRules(shared.rules, app.options);
    if (unknown) notes.push(unknown);
    app.rules = rulesFrom(app, shared.rules);
    /** @type {string[]} */
    const unread = [];
    for (const o of shared.orders) {
      try { app.orders.push(engine.parseOrder(o.text, o.power ?? undefined, app.state)); } catch { unread.push(o.text); }
    }
    const named = unread.slice(0, 5).map((t) => `“${t}”`).join(', ') + (unread.length > 5 ? ` and ${unread.length - 5} more` : '');
    if (unread.length) notes.push(`The link's orders ${named} could not be read and were left out.`);
  } catch (e) {
    notes = [`The shared position could not be used (${errorText(e)}), so this is the opening.`];
  }
  return notes.length ? notes.join(' ') : null;
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
