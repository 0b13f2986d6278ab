// @ts-check
/**
 * frame.html's URL and messages, read and checked: what a host page may say to the framed
 * board, and the origins it may be answered at. Pure functions; no DOM. Every message is
 * checked whole before anything is done with it; a message that is not one is refused with
 * a message naming what is wrong.
 * @module
 */

import { fromBase64url } from '../ui/base64url.js';

/**
 * What to show, from the URL or a `graustark:show` message; the element checks the values.
 * @typedef {object} Show
 * @property {string} [map]
 * @property {number} [players]
 * @property {unknown} [position]
 * @property {unknown} [orders]
 * @property {unknown} [game]
 * @property {unknown} [rules] a rules value, or a preset's name
 * @property {number} [phase]
 * @property {boolean} [ordering]
 * @property {string | null} [power]
 * @property {'abbr' | 'full' | 'none'} [labels]
 */

/** @typedef {{ type: 'show', show: Show } | { type: 'phase', index: number } | { type: 'adjudicate' } | { type: 'clear' }} Message */

/** Every message to or from the frame has a type starting with this. */
export const PREFIX = 'graustark:';
/** The longest link code (`#p=` or `#g=`) read, as the sandbox's links (share.js). */
export const MAX_CODE = 100_000;

/** The keys a `show` may have, with a check of each value. @type {Record<string, (v: unknown) => boolean>} */
const SHOW_KEYS = {
  map: (v) => typeof v === 'string' && /^[a-z0-9-]{1,64}$/.test(v),
  players: (v) => Number.isInteger(v) && /** @type {number} */ (v) > 0,
  position: (v) => typeof v === 'object' && v !== null,
  orders: Array.isArray,
  game: (v) => typeof v === 'object' && v !== null,
  rules: (v) => (typeof v === 'object' && v !== null) || typeof v === 'string',
  phase: (v) => Number.isInteger(v) && /** @type {number} */ (v) >= 0,
  ordering: (v) => typeof v === 'boolean',
  power: (v) => v === null || (typeof v === 'string' && v.length < 64),
  labels: (v) => v === 'abbr' || v === 'full' || v === 'none',
};

/**
 * The origins a host allows, from `origins=` (separated by spaces or commas): each must be an
 * origin exactly (`https://example.org`, no path). Also the entries refused.
 * @param {string | null} text @returns {{ origins: string[], refused: string[] }}
 */
export function readOrigins(text) {
  /** @type {string[]} */
  const origins = [];
  /** @type {string[]} */
  const refused = [];
  for (const word of (text ?? '').split(/[\s,]+/).filter(Boolean)) {
    let origin = '';
    try { origin = new URL(word).origin; } catch { /* refused below */ }
    if (origin === word && /^https?:/.test(word)) origins.push(word);
    else refused.push(word);
  }
  return { origins: [...new Set(origins)], refused };
}

/**
 * Checks a `show`'s fields. @param {Record<string, unknown>} fields @param {string} where
 * @returns {Show}
 */
export function readShow(fields, where) {
  for (const [key, value] of Object.entries(fields)) {
    const check = SHOW_KEYS[key];
    if (!check) throw new Error(`${where}: "${key}" is not something to show (${Object.keys(SHOW_KEYS).join(', ')})`);
    if (value !== undefined && !check(value)) throw new Error(`${where}: "${key}" has a value of the wrong kind`);
  }
  return /** @type {Show} */ (fields);
}

/**
 * A message from the host page, checked. @param {unknown} data @returns {Message}
 */
export function readMessage(data) {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('a message must be an object with a "type"');
  const { type, ...rest } = /** @type {Record<string, unknown>} */ (data);
  if (typeof type !== 'string' || !type.startsWith(PREFIX)) throw new Error(`a message's "type" must start with "${PREFIX}"`);
  const kind = type.slice(PREFIX.length);
  const none = (/** @type {string} */ k) => {
    const extra = Object.keys(rest);
    if (extra.length) throw new Error(`${type} takes no "${extra[0]}"`);
    return /** @type {Message} */ ({ type: k });
  };
  if (kind === 'show') return { type: 'show', show: readShow(rest, type) };
  if (kind === 'phase') {
    const { index, ...extra } = rest;
    if (Object.keys(extra).length) throw new Error(`${type} takes only "index"`);
    if (!Number.isInteger(index) || /** @type {number} */ (index) < 0) throw new Error(`${type}: "index" must be a whole number from 0`);
    return { type: 'phase', index: /** @type {number} */ (index) };
  }
  if (kind === 'adjudicate' || kind === 'clear') return none(kind);
  throw new Error(`"${type}" is not a message the board takes (${PREFIX}show, ${PREFIX}phase, ${PREFIX}adjudicate, ${PREFIX}clear)`);
}

/**
 * What frame.html's address asks for: the query's `map`, `players`, `phase`, `ordering`,
 * `power`, `labels`, `rules` (a preset's name), and the fragment's `#p=` (a sandbox link's position, orders and rules) or
 * `#g=` (a game file), each base64url JSON. The fragment never reaches a server.
 * @param {URL} url @returns {Show}
 */
export function readFrameUrl(url) {
  const q = url.searchParams;
  /** @type {Record<string, unknown>} */
  const fields = {};
  if (q.has('map')) fields.map = q.get('map');
  if (q.has('players')) fields.players = Number(q.get('players'));
  if (q.has('phase')) fields.phase = Number(q.get('phase'));
  if (q.has('ordering')) fields.ordering = q.get('ordering') !== '0';
  if (q.has('power')) fields.power = q.get('power');
  if (q.has('labels')) fields.labels = q.get('labels');
  if (q.has('rules')) fields.rules = q.get('rules');
  const hash = new URLSearchParams(url.hash.slice(1));
  const code = hash.get('p') ?? hash.get('g');
  if (code !== null) {
    if (code.length > MAX_CODE) throw new Error(`the address's game is ${code.length} characters long; at most ${MAX_CODE} are read`);
    /** @type {any} */
    let value;
    try { value = JSON.parse(fromBase64url(code)); } catch (e) {
      throw new Error(`the address's ${hash.has('p') ? '#p' : '#g'} is not base64url JSON (${e instanceof Error ? e.message : e})`);
    }
    if (hash.has('p')) {
      if (typeof value !== 'object' || value === null) throw new Error('the address\'s #p is not a position');
      Object.assign(fields, { map: value.map, players: value.players, position: value.state, orders: value.orders, rules: value.rules });
    } else fields.game = value;
  }
  return readShow(fields, 'the address');
}
