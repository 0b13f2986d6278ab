// @ts-check
/**
 * frame.html: the board for a site that cannot run scripts, in an iframe. It shows what its
 * address says (frame.html?map=…&ordering#p=… or #g=…) and, from a host page whose origin the
 * address lists (`origins=`), what that page posts (`graustark:show`, `graustark:phase`,
 * `graustark:adjudicate`, `graustark:clear`). It answers and reports taps, orders and
 * results only to the listed origins, each message posted with that exact origin, and it
 * ignores every message from any other. It reads nothing the site keeps for its user (no game
 * of game night, no storage): only what it is given.
 * @module
 */

import '../graustark-board.js';
import { PREFIX, readFrameUrl, readMessage, readOrigins } from './protocol.js';
import { errorText } from '../ui/names.js';

/** @typedef {import('./protocol.js').Show} Show */
/** @typedef {import('../element/element.js').GraustarkBoard} GraustarkBoard */

const board = /** @type {GraustarkBoard} */ (document.querySelector('graustark-board'));
const { origins, refused } = readOrigins(new URL(location.href).searchParams.get('origins'));
const framed = window.parent !== window;

/** Posts a message to the host page, at each listed origin exactly (only the parent's is delivered). @param {string} type @param {object} [fields] */
function tell(type, fields = {}) {
  if (!framed) return;
  for (const origin of origins) window.parent.postMessage({ type: PREFIX + type, ...fields }, origin);
}

/** Applies what to show to the element: attributes for the simple values, properties for objects. @param {Show} show */
function apply(show) {
  const attr = (/** @type {string} */ name, /** @type {unknown} */ value) => {
    if (value === undefined) return;
    if (value === null || value === false) board.removeAttribute(name);
    else board.setAttribute(name, value === true ? '' : String(value));
  };
  attr('map', show.map);
  attr('players', show.players);
  attr('ordering', show.ordering);
  attr('power', show.power);
  attr('labels', show.labels);
  if (typeof show.rules === 'string') { board.setAttribute('rules', show.rules); board.rules = undefined; } else if (show.rules !== undefined) board.rules = show.rules;
  if (show.game !== undefined) board.game = show.game;
  else if (show.position !== undefined || show.orders !== undefined) {
    board.showPosition(show.position ?? null, show.orders ?? null);
  }
  if (show.phase !== undefined) {
    board.setAttribute('phase', String(show.phase));
  }
}

// What the address asks for.
try {
  apply(readFrameUrl(new URL(location.href)));
} catch (e) {
  board.fail(e);
}
if (refused.length) console.warn(`frame.html: not origins, ignored: ${refused.join(' ')}`);

// The element's events, told to the host.
board.addEventListener('graustark-ready', (e) => tell('ready', /** @type {CustomEvent} */ (e).detail));
board.addEventListener('graustark-phase', (e) => tell('phase', { detail: /** @type {CustomEvent} */ (e).detail }));
board.addEventListener('graustark-tap', (e) => tell('tap', { detail: /** @type {CustomEvent} */ (e).detail }));
board.addEventListener('graustark-order', (e) => tell('order', { detail: /** @type {CustomEvent} */ (e).detail }));
board.addEventListener('graustark-adjudicated', (e) => tell('adjudicated', { detail: /** @type {CustomEvent} */ (e).detail }));
board.addEventListener('graustark-error', (e) => tell('error', { message: /** @type {CustomEvent} */ (e).detail.message }));

// The host's messages: only from the parent page, at a listed origin; anything else is ignored unread.
window.addEventListener('message', (event) => {
  if (!framed || event.source !== window.parent || !origins.includes(event.origin)) return;
  const reply = (/** @type {object} */ fields) => window.parent.postMessage(fields, event.origin);
  try {
    const message = readMessage(event.data);
    if (message.type === 'show') apply(message.show);
    else if (message.type === 'phase') board.phase = message.index;
    else if (message.type === 'adjudicate') {
      if (!board.adjudicate()) throw new Error('there are no orders being taken to adjudicate (set "ordering")');
    } else board.clearOrders();
  } catch (e) {
    reply({ type: `${PREFIX}error`, message: errorText(e) });
  }
});
