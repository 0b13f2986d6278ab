// @ts-check
/**
 * Border lines drawn from the areas of the art. Every border of a board is already in its
 * areas' outlines, where two areas share it; drawn again as lines (borders, coastline) it is
 * the same points a third time. So art whose areas are given as shared arcs (`arcs.js`) may
 * leave a line group empty and name the lines to draw in it (`scripts/copy-maps.mjs` serves
 * art so when this gives back exactly the art's own lines):
 *
 *     <g id="borders" data-derive="land-border sea-border"></g>
 *     <g id="coastline" data-derive="coastline"></g>
 *
 * The areas are the `<path>`s classed `sea`, `land`, `coast`, `impassable` or `offboard`; each
 * arc is drawn as the line of the areas along it: a `land-border` between two areas that are
 * both not sea, a `sea-border` between two seas, the `coastline` between a sea and an area that
 * is not, and along off-board land's outer edge (what `maps/tools` draws); arcs of one line
 * join where only two of them meet. Pure text in, text out: it runs in the widget before the
 * art is parsed, as the site fetches the art, and in Node.
 * @module
 */

import { finishSteps } from './steps.js';
import { expandAreas, findArcs, joinArcs } from './arcs.js';

/** The kinds of area, by class. */
const KINDS = new Set(['sea', 'land', 'coast', 'impassable', 'offboard']);
/** The lines that can be drawn from the areas. */
export const DERIVED_LINES = ['land-border', 'sea-border', 'coastline'];

/**
 * The art with its areas' outlines drawn from their arcs (`arcs.js`) and each `data-derive`
 * group filled with the lines it names; art without arcs is returned as it is. Lines to be
 * drawn in art whose areas are not all given as arcs are refused with an Error saying so.
 * @param {string} text board.svg
 * @returns {string}
 */
export function expandArt(text) {
  return finishSteps(expandArtInSteps(text));
}

/**
 * `expandArt` in two steps of about equal work (the lines, then the areas), for a caller that
 * gives the browser a turn between them: each `next()` runs one, the last returns the art.
 * @param {string} text board.svg
 * @returns {Generator<void, string, void>}
 */
export function* expandArtInSteps(text) {
  const given = findArcs(text);
  const marked = /<g\b[^>]*\sdata-derive="/.test(text);
  const lines = marked && given ? arcLines(text, given.arcs) : null;
  if (marked && !lines) throw new Error('board art: a group\'s lines are to be drawn from the areas (data-derive), but its areas are not all given as arcs (data-rings)');
  if (given) yield;
  text = expandAreas(text, given);
  if (!lines) return text;
  return text.replace(/<g\b([^>]*?)\sdata-derive="([^"]*)"([^>]*?)(?:\/>|>\s*<\/g>)/g, (_m, before, names, after) => {
    const paths = String(names).split(/\s+/).filter((n) => DERIVED_LINES.includes(n))
      .map((n) => `<path class="${n}" d="${lines[n]}"/>`);
    return `<g${before}${after}>${paths.join('')}</g>`;
  });
}

/**
 * The lines drawn from art whose areas are given as arcs (`arcs.js`), as path data by line
 * class: each arc is the line of the areas along it, and arcs of one line join where only two
 * of them meet. Null when an area is written out instead of given as arcs.
 * @param {string} text board.svg, its areas as arcs
 * @param {number[][]} arcs
 * @returns {Record<string, string> | null}
 */
export function arcLines(text, arcs) {
  /** @type {number[][]} the areas along each arc, in the art's order */
  const users = arcs.map(() => []);
  /** @type {string[]} */
  const kinds = [];
  for (const [, attrs] of text.matchAll(/<path\b([^>]*)>/g)) {
    const kind = /\sclass="([^"]*)"/.exec(attrs)?.[1]?.split(/\s+/).find((c) => KINDS.has(c));
    if (!kind) continue;
    const rings = /\sdata-rings="([^"]*)"/.exec(attrs)?.[1];
    if (rings === undefined) {
      if (/\sd="[^"]*\d/.test(attrs)) return null;
      continue;
    }
    const area = kinds.push(kind) - 1;
    for (const ref of rings.split(/[\s,]+/)) {
      const arc = users[Number(ref) < 0 ? -Number(ref) - 1 : Number(ref)];
      if (ref && arc && !arc.includes(area)) arc.push(area);
    }
  }
  /** @type {Record<string, number[]>} */
  const byClass = Object.fromEntries(DERIVED_LINES.map((c) => [c, []]));
  users.forEach((u, arc) => {
    const line = u.length ? lineClass(kinds[u[0]], u.length > 1 ? kinds[u[1]] : null) : null;
    if (line) byClass[line].push(arc);
  });
  return Object.fromEntries(DERIVED_LINES.map((c) => [c, joinArcs(byClass[c], arcs)]));
}

/**
 * Which line an edge is, from the kinds of the areas on its sides (one side: the board's edge).
 * @param {string} one
 * @param {string | null} other
 * @returns {string | null}
 */
function lineClass(one, other) {
  if (other === null) return one === 'offboard' ? 'coastline' : null;
  const seas = (one === 'sea' ? 1 : 0) + (other === 'sea' ? 1 : 0);
  return seas === 0 ? 'land-border' : seas === 2 ? 'sea-border' : 'coastline';
}

