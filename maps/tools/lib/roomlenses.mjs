// Lenses that give small islands and narrow necks of land room for a piece: for each province
// whose land near its seed is narrower than `target` board units (the distance from the best
// point within reach of the seed to the coast), a lens (lib/worldprojection.mjs) centred on the
// seed magnifies it enough, stacked when one lens is not enough. Deterministic.
import polygonClipping from 'polygon-clipping';
import { bbox, distanceToSegment, insideMulti } from './geometry.mjs';
import { tiles } from './worldland.mjs';

/** Nearest-edge queries over many polygons: edges in square buckets of `size`. */
function edgeIndex(multi, size) {
  const buckets = new Map();
  for (const polygon of multi) for (const ring of polygon) for (let k = 1; k < ring.length; k++) {
    const [a, b] = [ring[k - 1], ring[k]];
    for (let i = Math.floor(Math.min(a[0], b[0]) / size); i <= Math.floor(Math.max(a[0], b[0]) / size); i++) {
      for (let j = Math.floor(Math.min(a[1], b[1]) / size); j <= Math.floor(Math.max(a[1], b[1]) / size); j++) {
        const k2 = `${i},${j}`;
        if (!buckets.has(k2)) buckets.set(k2, []);
        buckets.get(k2).push([a, b]);
      }
    }
  }
  /** Distance from p to the nearest edge, looking no farther than `limit`. */
  return (p, limit) => {
    const [ci, cj] = [Math.floor(p[0] / size), Math.floor(p[1] / size)];
    const reach = Math.ceil(limit / size) + 1;
    let best = limit;
    for (let i = ci - reach; i <= ci + reach; i++) for (let j = cj - reach; j <= cj + reach; j++) {
      for (const [a, b] of buckets.get(`${i},${j}`) ?? []) best = Math.min(best, distanceToSegment(p, a, b));
    }
    return best;
  };
}

/**
 * The room round each seed: the largest distance to the coast of a point of the same land within
 * `reach` of the seed (grid of 3 units). seeds: {id: [x, y]}; land: multipolygon. {id: room}.
 */
export function roomAt(seeds, land, reach) {
  const nearest = edgeIndex(land, 32);
  const pieces = land.flatMap((polygon) => tiles(polygon, 400));
  const boxes = pieces.map((polygon) => bbox([polygon]));
  const room = {};
  for (const id of Object.keys(seeds).sort()) {
    const p = seeds[id];
    const [x0, y0, x1, y1] = [p[0] - reach, p[1] - reach, p[0] + reach, p[1] + reach];
    const near = pieces.filter((_, i) => boxes[i][0] <= x1 && boxes[i][2] >= x0 && boxes[i][1] <= y1 && boxes[i][3] >= y0);
    const local = near.length ? polygonClipping.intersection([[[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]], near) : [];
    const mine = local.filter((polygon) => insideMulti(p, [polygon]));
    if (!mine.length) { room[id] = 0; continue; }
    let best = 0;
    for (let dx = -reach; dx <= reach; dx += 3) for (let dy = -reach; dy <= reach; dy += 3) {
      const q = [p[0] + dx, p[1] + dy];
      if (dx * dx + dy * dy > reach * reach || !insideMulti(q, mine)) continue;
      best = Math.max(best, nearest(q, reach));
    }
    room[id] = best;
  }
  return room;
}

/**
 * Lenses for the seeds with too little room: [{centre: [lon, lat], radius, strength}], one or
 * two a seed (strength at most `most`: a magnification of 1 + most at the centre).
 * room: {id: room}; lonLat: {id: [lon, lat]}; options: {target, radius, most}.
 */
export function lensesFor(room, lonLat, { target, radius, most }) {
  const lenses = [];
  for (const id of Object.keys(room).sort()) {
    if (room[id] >= target || room[id] === 0) continue;
    const factor = target / room[id];
    const count = factor > 1 + most ? 2 : 1;
    const strength = Math.min(most, Math.round((factor ** (1 / count) - 1) * 100) / 100);
    if (strength < 0.05) continue;
    for (let k = 0; k < count; k++) lenses.push({ centre: lonLat[id], radius, strength, for: id });
  }
  return lenses;
}
