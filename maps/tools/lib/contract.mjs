// Borders too short to be one: where two provinces of a generated drawing share a border shorter
// than MIN_BORDER (a near four-way corner of the Voronoi cells), the border is pulled together
// into one point, so the two either border visibly or touch at a point only, never something a
// player cannot tell. Works on the rounded, simplified shapes (shared borders have identical
// vertices) and the border meshes drawn from them.
import { sharedBorders } from './borders.mjs';

const key = (p) => `${p[0]},${p[1]}`;

/** The edges of `a` that `b` has too, grouped into connected runs: [[vertex keys], ...]. */
function sharedRuns(shapes, a, b) {
  const edgesOf = (id) => {
    const set = new Set();
    for (const polygon of shapes[id]) for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) set.add(`${key(ring[i - 1])}|${key(ring[i])}`);
    }
    return set;
  };
  const inB = edgesOf(b);
  const links = new Map();
  const link = (u, v) => { if (!links.has(u)) links.set(u, new Set()); links.get(u).add(v); };
  for (const edge of edgesOf(a)) {
    const [u, v] = edge.split('|');
    if (inB.has(`${v}|${u}`) || inB.has(edge)) { link(u, v); link(v, u); }
  }
  const runs = [], seen = new Set();
  for (const start of [...links.keys()].sort()) {
    if (seen.has(start)) continue;
    const run = [], stack = [start];
    seen.add(start);
    while (stack.length) {
      const u = stack.pop();
      run.push(u);
      for (const v of links.get(u)) if (!seen.has(v)) { seen.add(v); stack.push(v); }
    }
    runs.push(run.sort());
  }
  return runs;
}

/** Replaces points by key ({key: [x, y]}) in a list of points, dropping repeats. */
function replaced(points, moves) {
  const out = [];
  for (const p of points) {
    const q = moves.get(key(p)) ?? p;
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  return out;
}

/**
 * shapes: {id: multipolygon}; meshes: {name: [polyline]}; ignore(id): shapes left out (off-board
 * land). Returns {shapes, meshes, contracted: ["a-b", ...]}: each shared border shorter than
 * `minLength` pulled into its middle point (rounded to 0.1).
 */
export function contractShortBorders(shapes, meshes, minLength, ignore = () => false) {
  const moves = new Map();
  const contracted = [];
  const provinces = Object.fromEntries(Object.keys(shapes).filter((id) => !ignore(id)).map((id) => [id, shapes[id]]));
  for (const [pair, length] of [...sharedBorders(provinces)].sort()) {
    if (length >= minLength) continue;
    const [a, b] = pair.split('-');
    for (const run of sharedRuns(shapes, a, b)) {
      const points = run.map((k) => k.split(',').map(Number));
      const mid = [0, 1].map((i) => Math.round((points.reduce((s, p) => s + p[i], 0) / points.length) * 10) / 10);
      for (const k of run) if (!moves.has(k)) moves.set(k, mid);
    }
    contracted.push(`${pair} (${length.toFixed(1)})`);
  }
  if (!moves.size) return { shapes, meshes, contracted };
  const ring = (r) => { const out = replaced(r, moves); return out.length >= 4 ? out : null; };
  const outShapes = {};
  for (const id of Object.keys(shapes)) {
    outShapes[id] = shapes[id].map((polygon) => polygon.map(ring).filter(Boolean)).filter((polygon) => polygon.length);
  }
  const outMeshes = {};
  for (const name of Object.keys(meshes)) outMeshes[name] = meshes[name].map((line) => replaced(line, moves)).filter((line) => line.length > 1);
  return { shapes: outShapes, meshes: outMeshes, contracted };
}
