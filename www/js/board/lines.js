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

/** The kinds of area, by class. */
const KINDS = new Set(['sea', 'land', 'coast', 'impassable', 'offboard']);
/** The lines that can be drawn from the areas. */
export const DERIVED_LINES = ['land-border', 'sea-border', 'coastline'];

/** Positions are matched on this grid (units per step). */
const STEP = 0.01;
const SCALE = 1 / STEP;

/**
 * An area of the art: its kind and its path data.
 * @typedef {{ kind: string, d: string }} Area
 */

/**
 * The art with each `data-derive` group filled with the lines it names; art without one is
 * returned as it is.
 * @param {string} text board.svg
 * @returns {string}
 */
export function expandArt(text) {
  if (!/<g\b[^>]*\sdata-derive="/.test(text)) return text;
  const lines = deriveLines(artAreas(text));
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
 * The rings of a polygon path, as points on the matching grid; a ring is closed by Z or by
 * the next move. Curves and arcs are refused (their edges are not straight).
 * @param {string} d
 * @returns {[number, number][][]}
 */
export function pathRings(d) {
  /** @type {[number, number][][]} */
  const rings = [];
  /** @type {[number, number][] | null} */
  let ring = null;
  let x = 0, y = 0, startX = 0, startY = 0;
  let command = '';
  const tokens = d.match(/[a-zA-Z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const point = () => /** @type {[number, number]} */ ([Math.round(x * SCALE), Math.round(y * SCALE)]);
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i];
    if (/[a-zA-Z]/.test(t)) {
      command = t;
      i++;
      if (command === 'z' || command === 'Z') {
        x = startX; y = startY;
        ring = null;
      } else if (!'MmLlHhVv'.includes(command)) {
        throw new Error(`board art: an area's outline has a '${command}' (only straight edges: M, L, H, V, Z)`);
      }
      continue;
    }
    const n = Number(t);
    switch (command) {
      case 'M': case 'm': {
        const rel = command === 'm';
        x = (rel ? x : 0) + n; y = (rel ? y : 0) + Number(tokens[i + 1]);
        i += 2;
        startX = x; startY = y;
        ring = [point()];
        rings.push(ring);
        command = rel ? 'l' : 'L';
        continue;
      }
      case 'L': x = n; y = Number(tokens[i + 1]); i += 2; break;
      case 'l': x += n; y += Number(tokens[i + 1]); i += 2; break;
      case 'H': x = n; i++; break;
      case 'h': x += n; i++; break;
      case 'V': y = n; i++; break;
      case 'v': y += n; i++; break;
      default: throw new Error('board art: an area\'s outline does not start with a move (M)');
    }
    if (!ring) {
      ring = [[Math.round(startX * SCALE), Math.round(startY * SCALE)]];
      rings.push(ring);
    }
    const p = point();
    const last = ring[ring.length - 1];
    if (p[0] !== last[0] || p[1] !== last[1]) ring.push(p);
  }
  return rings;
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

/** A grid position (hundredths) as the shortest decimal. @param {number} v */
function fmt(v) {
  const sign = v < 0 ? '-' : '';
  const a = Math.abs(v);
  const whole = Math.floor(a / 100), part = a % 100;
  const tail = part === 0 ? '' : part % 10 === 0 ? `.${part / 10}` : `.${part < 10 ? '0' : ''}${part}`;
  return `${sign}${whole === 0 && tail ? '' : whole}${tail}`;
}

/**
 * Lines as compact path data: an absolute start, then relative steps (a minus sign parts two numbers).
 * @param {number[][]} lines point numbers
 * @param {number[]} points x then y of each point
 */
function pathData(lines, points) {
  let d = '';
  for (const line of lines) {
    let x = points[2 * line[0]], y = points[2 * line[0] + 1];
    d += `M${fmt(x)} ${fmt(y)}l`;
    for (let i = 1; i < line.length; i++) {
      const nx = points[2 * line[i]], ny = points[2 * line[i] + 1];
      const dx = fmt(nx - x), dy = fmt(ny - y);
      d += `${i > 1 && dx[0] !== '-' ? ' ' : ''}${dx}${dy[0] === '-' ? '' : ' '}${dy}`;
      x = nx; y = ny;
    }
  }
  return d;
}
