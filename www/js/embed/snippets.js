// @ts-check
/**
 * The hosts' snippets on embed.html, made true for the site as it is served: the placeholder
 * address `https://graustark.example/` becomes this site's (its folder; `BOARD`'s origin
 * alone), and the iframe's sample `#p=SAMPLE` the code of a position the engine checked with
 * its orders (the sandbox's shared-link format). Sets `body[data-snippets="ready"]` when done.
 * @module
 */

import { toBase64url } from '../ui/base64url.js';

/** @typedef {import('../engine.js').GameEngine} GameEngine */

const PLACEHOLDER = 'https://graustark.example';

/** The sample of the iframe snippet: the opening, with France and Germany bouncing in Burgundy. */
export const SAMPLE_ORDERS = [
  { power: 'france', text: 'A Par - Bur' },
  { power: 'germany', text: 'A Mun - Bur' },
];

/**
 * Fills every `code[data-snippet]` of the page. @param {GameEngine} standard the standard map's engine
 * @param {URL} page this page's address
 */
export function fillSnippets(standard, page) {
  const base = new URL('.', page).href.replace(/\/$/, '');
  const state = standard.initialState();
  const shared = { map: 'standard', state, orders: SAMPLE_ORDERS, rules: {} };
  const code = toBase64url(JSON.stringify(shared));
  for (const el of document.querySelectorAll('code[data-snippet]')) {
    el.textContent = (el.textContent ?? '')
      .replaceAll(`${PLACEHOLDER}/`, `${base}/`)
      .replaceAll(PLACEHOLDER, page.origin)
      .replace('#p=SAMPLE', `#p=${code}`);
  }
  document.body.dataset.snippets = 'ready';
}
