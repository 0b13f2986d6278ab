// @ts-check
/**
 * Border lines drawn from the areas of the art. Every border of a board is already in its
 * areas' outlines, where two areas share it; drawn again as lines (borders, coastline) it is
 * the same points a third time. So the art as the site serves it may leave a line group empty
 * and name the lines to draw in it from the areas (`scripts/copy-maps.mjs` does so when this
 * gives back exactly the art's own lines):
 *
 *     <g id="borders" data-derive="land-border sea-border"></g>
 *     <g id="coastline" data-derive="coastline"></g>
 *
 * The areas are the `<path>`s classed `sea`, `land`, `coast`, `impassable` or `offboard`,
 * polygons (path commands M, L, H, V, Z, absolute or relative). A `land-border` is an edge two
 * areas share that are both not sea; a `sea-border` one two seas share; the `coastline` an edge
 * a sea shares with an area that is not, and the outer edge of off-board land (what
 * `maps/tools` draws). Edges are matched to 0.01 of a unit. Pure text in, text out: it runs in
 * the widget before the art is parsed, in the gamesmaster's page for the map image, and in Node.
 * @module
 */

import { expandAreas, findArcs, joinArcs, pathRings, stepsData } from './arcs.js';

/** The kinds of area, by class. */
const KINDS = new Set(['sea', 'land', 'coast', 'impassable', 'offboard']);
/** The lines that can be drawn from the areas. */
export const DERIVED_LINES = ['land-border', 'sea-border', 'coastline'];

/**
 * An area of the art: its kind and its path data.
 * @typedef {{ kind: string, d: string }} Area
 */

/**
 * The art with its areas' outlines drawn from their arcs (`arcs.js`) and each `data-derive`
 * group filled with the lines it names; art with neither is returned as it is.
 * @param {string} text board.svg
 * @returns {string}
 */
export function expandArt(text) {
  const given = findArcs(text);
  const marked = /<g\b[^>]*\sdata-derive="/.test(text);
  // Art given as arcs has its lines drawn from them (quicker than from the outlines' edges).
  const fromArcs = marked && given ? arcLines(text, given.arcs) : null;
  text = expandAreas(text, given);
  if (!marked) return text;
  const lines = fromArcs ?? deriveLines(artAreas(text));
  return text.replace(/<g\b([^>]*?)\sdata-derive="([^"]*)"([^>]*?)(?:\/>|>\s*<\/g>)/g, (_m, before, names, after) => {
    const paths = String(names).split(/\s+/).filter((n) => DERIVED_LINES.includes(n))
      .map((n) => `<path class="${n}" d="${lines[n]}"/>`);
    return `<g${before}${after}>${paths.join('')}</g>`;
  });
}

/**
 * The areas of the art: every `<path>` whose class is a kind of area.
 * @param {string} text board.svg
 * @returns {Area[]}
 */
export function artAreas(text) {
  /** @type {Area[]} */
  const areas = [];
  for (const [, attrs] of text.matchAll(/<path\b([^>]*)>/g)) {
    const kind = /\sclass="([^"]*)"/.exec(attrs)?.[1]?.split(/\s+/).find((c) => KINDS.has(c));
    const d = /\sd="([^"]*)"/.exec(attrs)?.[1];
    if (kind && d) areas.push({ kind, d });
  }
  return areas;
}

/**
 * The lines drawn from the areas, as path data by line class.
 * @param {Area[]} areas
 * @returns {Record<string, string>}
 */
export function deriveLines(areas) {
  const { points, ends, sides } = edgeSides(areas);
  /** @type {Record<string, number[]>} edge numbers by line class */
  const byClass = Object.fromEntries(DERIVED_LINES.map((c) => [c, []]));
  for (let e = 0; e < sides.length / 2; e++) {
    const second = sides[2 * e + 1];
    const line = lineClass(areas[sides[2 * e]].kind, second < 0 ? null : areas[second].kind);
    if (line) byClass[line].push(e);
  }
  return Object.fromEntries(DERIVED_LINES.map((c) => [c, pathData(chains(byClass[c], ends, points), points)]));
}

/**
 * The lines drawn from art whose areas are given as arcs (`arcs.js`): each arc is the line of
 * the areas that run along it, and arcs of one line join where only two of them meet. Null when
 * an area is written out instead (its edges are then read from the outlines).
 * @param {string} text board.svg, its areas as arcs
 * @param {number[][]} arcs
 * @returns {Record<string, string> | null}
 */
function arcLines(text, arcs) {
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

/**
 * Every edge of every area's rings, undirected: its two points (`ends`, by point number) and
 * the areas on its sides (`sides`, two an edge, -1 for none; an edge of three or more areas
 * keeps the first two), and the points by number (`points`, x then y).
 * @param {Area[]} areas
 */
function edgeSides(areas) {
  /** @type {Map<number, number>} */
  const ids = new Map();
  /** @type {number[]} */ const points = [];
  /** @type {Map<number, number>} */
  const edgeOf = new Map();
  /** @type {number[]} */ const ends = [];
  /** @type {number[]} */ const sides = [];
  const id = (/** @type {[number, number]} */ p) => {
    const key = (p[0] + 2 ** 24) * 2 ** 26 + (p[1] + 2 ** 24);
    let n = ids.get(key);
    if (n === undefined) {
      n = points.length / 2;
      ids.set(key, n);
      points.push(p[0], p[1]);
    }
    return n;
  };
  areas.forEach((area, side) => {
    for (const ring of pathRings(area.d)) {
      if (ring.length < 2) continue;
      const first = id(ring[0]);
      let a = first;
      for (let i = 1; i <= ring.length; i++) {
        const b = i < ring.length ? id(ring[i]) : first;
        if (a !== b) {
          const key = a < b ? a * 2 ** 26 + b : b * 2 ** 26 + a;
          const e = edgeOf.get(key);
          if (e === undefined) {
            edgeOf.set(key, ends.length / 2);
            ends.push(a, b);
            sides.push(side, -1);
          } else if (sides[2 * e] !== side && sides[2 * e + 1] < 0) {
            sides[2 * e + 1] = side;
          }
        }
        a = b;
      }
    }
  });
  return { points, ends, sides };
}

/**
 * Edges joined into as few lines as they make: a line runs on through every point where it
 * meets only one other edge, and stops where three or more meet or it ends.
 * @param {number[]} edges edge numbers
 * @param {number[]} ends each edge's two point numbers
 * @param {number[]} points
 * @returns {number[][]} each line's point numbers
 */
function chains(edges, ends, points) {
  // The edges at each point, as one list (first[p] .. first[p + 1]).
  const count = new Int32Array(points.length / 2 + 1);
  for (const e of edges) { count[ends[2 * e]]++; count[ends[2 * e + 1]]++; }
  const first = new Int32Array(count.length + 1);
  for (let p = 0; p < count.length; p++) first[p + 1] = first[p] + count[p];
  const fill = first.slice(0, -1);
  const at = new Int32Array(first[count.length]);
  for (const e of edges) { at[fill[ends[2 * e]]++] = e; at[fill[ends[2 * e + 1]]++] = e; }
  const used = new Set();
  /** @type {number[][]} */
  const lines = [];
  const walk = (/** @type {number} */ start, /** @type {number} */ e) => {
    const line = [start];
    let p = start;
    while (e >= 0 && !used.has(e)) {
      used.add(e);
      p = ends[2 * e] === p ? ends[2 * e + 1] : ends[2 * e];
      line.push(p);
      const from = first[p];
      e = first[p + 1] - from === 2 ? (at[from] === e ? at[from + 1] : at[from]) : -1;
    }
    lines.push(line);
  };
  // Lines from their ends and meeting points first, then the closed loops left.
  for (const e of edges) {
    for (const p of [ends[2 * e], ends[2 * e + 1]]) {
      if (!used.has(e) && first[p + 1] - first[p] !== 2) walk(p, e);
    }
  }
  for (const e of edges) if (!used.has(e)) walk(ends[2 * e], e);
  return lines;
}

/**
 * Lines as compact path data: each an absolute start, then relative steps.
 * @param {number[][]} lines point numbers
 * @param {number[]} points x then y of each point
 */
function pathData(lines, points) {
  return lines.map((line) => stepsData(line.flatMap((p) => [points[2 * p], points[2 * p + 1]]))).join('');
}
