// Split coasts (spa/nc, stp/sc, ...): a band along the part of the province's
// coastline nearest to the coast's seed, used as a tap target and for its unit anchor.
import polygonClipping from 'polygon-clipping';
import { Delaunay } from 'd3-delaunay';
import { bbox, distanceToSegment } from './geometry.mjs';

const SAMPLE_STEP = 4;
const DISK_SIDES = 16;

function disk([cx, cy], radius) {
  const ring = [];
  for (let i = 0; i < DISK_SIDES; i++) {
    const a = (2 * Math.PI * i) / DISK_SIDES;
    ring.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)]);
  }
  ring.push(ring[0]);
  return [ring];
}

/** Points every few units along the province's edges that it shares with sea zones. */
export function coastSamples(province, seaShapes) {
  const seaEdges = new Set();
  for (const multi of seaShapes) for (const polygon of multi) for (const ring of polygon) {
    for (let i = 1; i < ring.length; i++) seaEdges.add(`${ring[i - 1]}|${ring[i]}`).add(`${ring[i]}|${ring[i - 1]}`);
  }
  const samples = [];
  for (const polygon of province) for (const ring of polygon) {
    for (let i = 1; i < ring.length; i++) {
      const a = ring[i - 1], b = ring[i];
      if (!seaEdges.has(`${a}|${b}`)) continue;
      const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / SAMPLE_STEP));
      for (let k = 0; k <= n; k++) samples.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
    }
  }
  return samples;
}

/**
 * coastSeeds: {"spa/nc": [x,y], ...} for one province. Returns {"spa/nc": {shape, samples}}:
 * each coastline sample goes to the nearest coast seed; the shape is the province within `width` of them.
 */
export function splitCoasts(province, seaShapes, coastSeeds, width) {
  const samples = coastSamples(province, seaShapes);
  const ids = Object.keys(coastSeeds).sort();
  const byCoast = Object.fromEntries(ids.map((id) => [id, []]));
  for (const p of samples) {
    let nearest = ids[0], bestD = Infinity;
    for (const id of ids) {
      const d = Math.hypot(p[0] - coastSeeds[id][0], p[1] - coastSeeds[id][1]);
      if (d < bestD) { bestD = d; nearest = id; }
    }
    byCoast[nearest].push(p);
  }
  const result = {};
  for (const id of ids) {
    const band = polygonClipping.union(...byCoast[id].map((p) => disk(p, width)));
    result[id] = { shape: polygonClipping.intersection(province, band), samples: byCoast[id] };
  }
  return result;
}

/** Distance from p to the nearest segment of any of `lines`. */
function toLines(p, lines) {
  let best = Infinity;
  for (const line of lines) for (let i = 1; i < line.length; i++) best = Math.min(best, distanceToSegment(p, line[i - 1], line[i]));
  return best;
}

/**
 * Split coasts of a generated board, whose coasts are known stretches of coastline (lib/derive.mjs
 * `runs`: {"id/c": [[x, y], ...] lines}) rather than points: each coastline sample goes to the coast
 * whose stretch it lies on, and each coast's band keeps to the part of the province nearer its
 * own samples than any other coast's, so on a narrow neck it never reaches the far shore.
 * Returns {"id/c": {shape, samples}} as splitCoasts does.
 */
export function splitCoastsByRuns(province, seaShapes, runs, width) {
  const samples = coastSamples(province, seaShapes);
  const ids = Object.keys(runs).sort();
  const owner = samples.map((p) => ids.reduce((best, id) => (toLines(p, runs[id]) < toLines(p, runs[best]) ? id : best), ids[0]));
  const [x0, y0, x1, y1] = bbox(province);
  const voronoi = Delaunay.from(samples).voronoi([x0 - width, y0 - width, x1 + width, y1 + width]);
  const result = {};
  for (const id of ids) {
    const mine = samples.filter((_, i) => owner[i] === id);
    const cells = samples.map((_, i) => i).filter((i) => owner[i] === id).map((i) => voronoi.cellPolygon(i)).filter(Boolean).map((c) => [c]);
    const nearer = cells.length ? polygonClipping.union(...cells) : [];
    const band = mine.length ? polygonClipping.union(...mine.map((p) => disk(p, width))) : [];
    result[id] = { shape: polygonClipping.intersection(province, band, nearer), samples: mine };
  }
  return result;
}
