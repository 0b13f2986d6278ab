// Land for a hand-drawn board (the cat board): coarse rings in board units from its
// seeds.json ("landmass"), rounded off and roughened into a coastline that looks drawn
// by hand. No projection: seeds are board units already. Deterministic.
import polygonClipping from 'polygon-clipping';
import { makeWobble } from './partition.mjs';

/** Chaikin corner cutting on a closed ring: each pass replaces every corner by two points. */
function smoothRing(ring, passes) {
  let points = ring[0][0] === ring.at(-1)[0] && ring[0][1] === ring.at(-1)[1] ? ring.slice(0, -1) : ring;
  for (let pass = 0; pass < passes; pass++) {
    points = points.flatMap((p, i) => {
      const q = points[(i + 1) % points.length];
      return [[0.75 * p[0] + 0.25 * q[0], 0.75 * p[1] + 0.25 * q[1]], [0.25 * p[0] + 0.75 * q[0], 0.25 * p[1] + 0.75 * q[1]]];
    });
  }
  return [...points, points[0]];
}

/** Inserts points so that no edge is longer than `step`. */
function densifyRing(ring, step) {
  const out = [];
  for (let i = 1; i < ring.length; i++) {
    const [a, b] = [ring[i - 1], ring[i]];
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let k = 0; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  out.push(ring.at(-1));
  return out;
}

/**
 * seeds.size: [width, height]; seeds.landmass: polygons [outer ring, ...holes] of [x, y];
 * seeds.coastline: {smoothing: Chaikin passes, step, wobble: [{amplitude, wavelength}, ...]}.
 * Returns {frame, land, impassable} as lib/landmass.mjs does for the standard board.
 * A polygon with no province seed in it becomes off-board decoration (lib/shapes.mjs).
 */
export function handDrawnLand(seeds) {
  const [width, height] = seeds.size;
  const frame = [[[0, 0], [width, 0], [width, height], [0, height], [0, 0]]];
  const { smoothing, step, wobble } = seeds.coastline;
  const fields = wobble.map(makeWobble);
  const roughen = (ring) => densifyRing(smoothRing(ring, smoothing), step).map((p) => fields.reduce((q, field) => field(q), p));
  const polygons = seeds.landmass.map((polygon) => [polygon.map(roughen)]);
  const land = polygonClipping.intersection(frame, polygonClipping.union(...polygons));
  return { frame, land, impassable: {} };
}
