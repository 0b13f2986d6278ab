// The adjacency of a generated board, read off its drawing (Das Dippyspiel: no adjacency is
// given by the source). Shapes are the rounded, simplified shapes of lib/shapes.mjs, whose shared
// borders have identical vertices. A board that wraps also borders across its seam (the left and
// right edges are one meridian): a shape touching the left edge borders one touching the right
// edge where their stretches of the edge overlap.
import { seamBorders, sharedBorders } from './borders.mjs';

const key = (p) => `${p[0]},${p[1]}`;
const edgeKey = (a, b) => { const [u, v] = [key(a), key(b)]; return u < v ? `${u}|${v}` : `${v}|${u}`; };
export const pairKey = (a, b) => (a < b ? `${a}-${b}` : `${b}-${a}`);
export { seamBorders };

/** Undirected edge -> the ids whose outlines run along it. */
export function edgeOwners(shapes) {
  const owners = new Map();
  for (const id of Object.keys(shapes).sort()) {
    for (const polygon of shapes[id]) for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const k = edgeKey(ring[i - 1], ring[i]);
        if (!owners.has(k)) owners.set(k, new Set());
        owners.get(k).add(id);
      }
    }
  }
  return owners;
}

/** How long each shape's outline runs along the top edge (y = 0): the north pole on a world board. */
export function alongTop(shapes) {
  const out = {};
  for (const id of Object.keys(shapes).sort()) {
    for (const polygon of shapes[id]) for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const [a, b] = [ring[i - 1], ring[i]];
        if (a[1] === 0 && b[1] === 0) out[id] = (out[id] ?? 0) + Math.abs(b[0] - a[0]);
      }
    }
  }
  return out;
}

/** Every border of the drawing, across the seam too: Map "a-b" -> length (only ids `keep` accepts). */
export function allBorders(shapes, { width, wraps, keep = () => true }) {
  const kept = Object.fromEntries(Object.keys(shapes).filter(keep).map((id) => [id, shapes[id]]));
  const lengths = new Map(sharedBorders(kept));
  if (wraps) for (const [pair, length] of seamBorders(kept, width)) lengths.set(pair, (lengths.get(pair) ?? 0) + length);
  return lengths;
}

/**
 * The coastlines of a land province: runs of its outline along the sea, [{polygon, points,
 * length, seas: {sea: length}}], each a maximal run of consecutive edges shared with sea shapes
 * (a whole ring when the sea is all round it). isSea(id) says which shapes are sea.
 */
export function coastRuns(shape, owners, isSea) {
  const runs = [];
  shape.forEach((polygon, index) => polygon.forEach((ring) => {
    const edges = [];
    for (let i = 1; i < ring.length; i++) {
      const sea = [...(owners.get(edgeKey(ring[i - 1], ring[i])) ?? [])].find(isSea) ?? null;
      edges.push({ a: ring[i - 1], b: ring[i], sea, length: Math.hypot(ring[i][0] - ring[i - 1][0], ring[i][1] - ring[i - 1][1]) });
    }
    const firstDry = edges.findIndex((e) => !e.sea);
    if (firstDry < 0) { runs.push(runOf(index, edges, true)); return; }
    let current = [];
    for (let k = 1; k <= edges.length; k++) {
      const e = edges[(firstDry + k) % edges.length];
      if (e.sea) current.push(e);
      else if (current.length) { runs.push(runOf(index, current, false)); current = []; }
    }
  }));
  return runs;
}

function runOf(polygon, edges, closed) {
  const seas = {};
  for (const e of edges) seas[e.sea] = (seas[e.sea] ?? 0) + e.length;
  return {
    polygon, closed, points: [edges[0].a, ...edges.map((e) => e.b)],
    length: edges.reduce((s, e) => s + e.length, 0), seas,
    ends: closed ? [] : [key(edges[0].a), key(edges[edges.length - 1].b)],
  };
}
