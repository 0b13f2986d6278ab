// @ts-check
/**
 * Board areas drawn from shared arcs. Two neighbouring areas of a board share their border: in
 * `board.svg` each writes it in its own outline. The art as the site serves it may write each
 * border once instead (`scripts/compact-art.mjs` does so when this gives back the art's own
 * outlines character for character):
 *
 *     <g id="arcs" data-arcs="M12 3l4 1 2.2-.4M...">…</g>      every arc: a start, then steps
 *     <path data-province="adr" class="sea" data-rings="0 -3 7,12"/>
 *
 * An area's `data-rings` lists its rings (parted by commas), each as the arcs it runs along in
 * order (by number from 0; `-n-1` runs arc n backwards). Its outline becomes path data as
 * `maps/tools` writes it: each ring an absolute start, relative steps (to 0.01), `z`.
 * Pure text in, text out (lines.js calls it first). Also the outline geometry lines.js and
 * `scripts/compact-art.mjs` share: reading a polygon's rings, writing points as path data,
 * joining arcs into lines.
 * @module
 */

/** Positions are read in hundredths of a unit, exact in integers. */
const SCALE = 100;

/**
 * The art with every area given by arcs given its path data, and the arcs left out; art
 * without arcs is returned as it is.
 * @param {string} text board.svg
 * @param {{ found: RegExpExecArray, arcs: number[][] } | null} [given] its arcs, if read already
 * @returns {string}
 */
export function expandAreas(text, given = findArcs(text)) {
  if (!given) return text;
  const { found, arcs } = given;
  const rest = text.slice(0, found.index) + text.slice(found.index + found[0].length);
  return rest.replace(/(<path\b[^>]*?)\sdata-rings="([^"]*)"/g, (_m, head, rings) => `${head} d="${ringsData(String(rings), arcs)}"`);
}

/**
 * The art's arcs, read, with where they are written; null for art without them.
 * @param {string} text board.svg
 * @returns {{ found: RegExpExecArray, arcs: number[][] } | null}
 */
export function findArcs(text) {
  const found = /<g id="arcs" data-arcs="([^"]*)"\s*(?:\/>|><\/g>)\n?/.exec(text);
  return found ? { found, arcs: readArcs(found[1]) } : null;
}

/**
 * Arcs as lists of points (hundredths), from their path data (a start, then relative steps).
 * @param {string} data
 * @returns {number[][]}
 */
export function readArcs(data) {
  /** @type {number[][]} */
  const arcs = [];
  for (const part of data.split('M').slice(1)) {
    const numbers = (part.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map((n) => Math.round(Number(n) * SCALE));
    const points = [numbers[0], numbers[1]];
    for (let i = 2; i + 1 < numbers.length; i += 2) points.push(points[i - 2] + numbers[i], points[i - 1] + numbers[i + 1]);
    arcs.push(points);
  }
  return arcs;
}

/**
 * An area's path data from its rings of arcs.
 * @param {string} rings `data-rings`
 * @param {number[][]} arcs
 */
function ringsData(rings, arcs) {
  let d = '';
  if (!rings.trim()) return d;
  for (const ring of rings.split(',')) {
    /** @type {number[]} */
    const points = [];
    for (const ref of ring.trim().split(/\s+/)) {
      const n = /^-?\d+$/.test(ref) ? Number(ref) : NaN;
      const arc = arcs[n < 0 ? -n - 1 : n];
      if (!arc) throw new Error(`board art: an area names arc '${ref}', which the art does not have`);
      // Each arc but the ring's first starts where the one before it ended.
      const from = points.length ? 1 : 0;
      const count = arc.length / 2;
      for (let k = from; k < count; k++) {
        const i = n < 0 ? count - 1 - k : k;
        points.push(arc[2 * i], arc[2 * i + 1]);
      }
    }
    // The last point is the first again: the ring closes with z.
    if (points.length > 2 && points[0] === points.at(-2) && points[1] === points.at(-1)) points.length -= 2;
    d += `${stepsData(points)}z`;
  }
  return d;
}

/** A position (hundredths) as the shortest decimal. @param {number} v */
export function decimal(v) {
  const sign = v < 0 ? '-' : '';
  const a = Math.abs(v);
  const whole = Math.floor(a / SCALE), part = a % SCALE;
  const tail = part === 0 ? '' : part % 10 === 0 ? `.${part / 10}` : `.${part < 10 ? '0' : ''}${part}`;
  return `${sign}${whole === 0 && tail ? '' : whole}${tail}`;
}

/**
 * Points (x then y, hundredths) as path data: an absolute start, then relative steps, a minus
 * sign parting two numbers where it can.
 * @param {number[]} points
 */
export function stepsData(points) {
  let d = `M${decimal(points[0])} ${decimal(points[1])}l`;
  for (let i = 2; i + 1 < points.length; i += 2) {
    const dx = decimal(points[i] - points[i - 2]), dy = decimal(points[i + 1] - points[i - 1]);
    d += `${i > 2 && dx[0] !== '-' ? ' ' : ''}${dx}${dy[0] === '-' ? '' : ' '}${dy}`;
  }
  return d;
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
 * Arcs joined into lines where only two of them meet, as path data.
 * @param {number[]} list arc numbers
 * @param {number[][]} arcs
 */
export function joinArcs(list, arcs) {
  const end = (/** @type {number[]} */ a, /** @type {boolean} */ last) => (last ? `${a.at(-2)},${a.at(-1)}` : `${a[0]},${a[1]}`);
  /** @type {Map<string, number[]>} the arcs ending at each point */
  const at = new Map();
  for (const n of list) for (const last of [false, true]) {
    const k = end(arcs[n], last);
    (at.get(k) ?? at.set(k, []).get(k) ?? []).push(n);
  }
  const used = new Set();
  let d = '';
  const walk = (/** @type {string} */ from, /** @type {number} */ n) => {
    /** @type {number[]} */
    const points = [];
    let point = from;
    while (n >= 0 && !used.has(n)) {
      used.add(n);
      const arc = arcs[n];
      const forward = end(arc, false) === point;
      const count = arc.length / 2;
      for (let k = points.length ? 1 : 0; k < count; k++) {
        const i = forward ? k : count - 1 - k;
        points.push(arc[2 * i], arc[2 * i + 1]);
      }
      point = end(arc, forward);
      const next = at.get(point) ?? [];
      n = next.length === 2 ? (next[0] === n ? next[1] : next[0]) : -1;
    }
    d += stepsData(points);
  };
  // Lines from their ends and meeting points first, then the closed loops left.
  for (const n of list) for (const last of [false, true]) {
    const k = end(arcs[n], last);
    if (!used.has(n) && (at.get(k) ?? []).length !== 2) walk(k, n);
  }
  for (const n of list) if (!used.has(n)) walk(end(arcs[n], false), n);
  return d;
}
