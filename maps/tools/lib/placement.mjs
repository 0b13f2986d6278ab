// Finding room inside a province: a grid search for points far from the
// boundary (a simple "pole of inaccessibility"), used for anchors and labels.
import { bbox, distanceToBoundary, distanceToSegment, insideMulti } from './geometry.mjs';

/** Candidate points inside `multi` on a grid of `step`, each with its clearance (distance to the boundary). */
export function candidates(multi, step) {
  const [x0, y0, x1, y1] = bbox(multi);
  const out = [];
  for (let y = Math.ceil(y0 / step) * step; y <= y1; y += step) {
    for (let x = Math.ceil(x0 / step) * step; x <= x1; x += step) {
      if (insideMulti([x, y], multi)) out.push({ point: [x, y], clearance: distanceToBoundary([x, y], multi) });
    }
  }
  return out;
}

/** The candidate with the highest score; ties broken by position for determinism. */
export function best(list, score) {
  let top = null, topScore = -Infinity;
  for (const c of list) {
    const s = score(c);
    if (s > topScore + 1e-9) { top = c; topScore = s; }
  }
  return top;
}

export const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * The same candidates as `candidates`, for large provinces: edges are put in buckets once, and
 * each point's clearance is found from the buckets nearest it outwards (exact, not an estimate).
 */
export function fastCandidates(multi, step) {
  const [x0, y0, x1, y1] = bbox(multi);
  const size = Math.max(step * 4, 16);
  const buckets = new Map();
  const keyOf = (i, j) => `${i},${j}`;
  for (const polygon of multi) for (const ring of polygon) for (let k = 1; k < ring.length; k++) {
    const [a, b] = [ring[k - 1], ring[k]];
    for (let i = Math.floor(Math.min(a[0], b[0]) / size); i <= Math.floor(Math.max(a[0], b[0]) / size); i++) {
      for (let j = Math.floor(Math.min(a[1], b[1]) / size); j <= Math.floor(Math.max(a[1], b[1]) / size); j++) {
        if (!buckets.has(keyOf(i, j))) buckets.set(keyOf(i, j), []);
        buckets.get(keyOf(i, j)).push([a, b]);
      }
    }
  }
  const span = Math.ceil(Math.max(x1 - x0, y1 - y0) / size) + 2;
  const clearance = (p) => {
    const [ci, cj] = [Math.floor(p[0] / size), Math.floor(p[1] / size)];
    let bestD = Infinity;
    for (let ring = 0; ring <= span; ring++) {
      if (bestD <= (ring - 1) * size) break;
      for (let i = ci - ring; i <= ci + ring; i++) for (let j = cj - ring; j <= cj + ring; j++) {
        if (Math.max(Math.abs(i - ci), Math.abs(j - cj)) !== ring) continue;
        for (const [a, b] of buckets.get(keyOf(i, j)) ?? []) bestD = Math.min(bestD, distanceToSegment(p, a, b));
      }
    }
    return bestD;
  };
  const out = [];
  for (let y = Math.ceil(y0 / step) * step; y <= y1; y += step) {
    for (let x = Math.ceil(x0 / step) * step; x <= x1; x += step) {
      if (insideRow(x, crossings(multi, y))) out.push({ point: [x, y], clearance: clearance([x, y]) });
    }
  }
  return out;
}

const rowCache = new WeakMap();
/** Where the horizontal line at y crosses the rings of `multi` (sorted x), cached per shape and line. */
function crossings(multi, y) {
  if (!rowCache.has(multi)) rowCache.set(multi, new Map());
  const cache = rowCache.get(multi);
  if (!cache.has(y)) {
    const xs = [];
    for (const polygon of multi) for (const ring of polygon) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i], [xj, yj] = ring[j];
        if ((yi > y) !== (yj > y)) xs.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
      }
    }
    cache.set(y, xs.sort((a, b) => a - b));
  }
  return cache.get(y);
}

/** Even-odd: whether x lies inside, given the sorted crossings of its row (as insideRing counts them). */
const insideRow = (x, xs) => xs.filter((c) => x < c).length % 2 === 1;
