// Province shapes from seeds: Voronoi cells of each province's points, unioned,
// clipped to land or sea; fragments cut off from their seeds are handed to the
// neighbour with the longest shared border ("distance through land or water").
import { Delaunay } from 'd3-delaunay';
import polygonClipping from 'polygon-clipping';
import { insidePolygon, polygonArea, sharedBoundaryLength } from './geometry.mjs';

const MARGIN = 40;

/**
 * A smooth displacement field (a few fixed sine waves) that makes straight
 * Voronoi edges wander like hand-drawn borders. It depends only on the point,
 * so an edge shared by two cells moves identically for both.
 */
export function makeWobble({ amplitude, wavelength, fade, width }) {
  const waves = [[1, 0.3, 0.0], [-0.4, 1, 1.3], [0.7, -0.8, 2.1], [0.2, 1.1, 4.0]];
  const k = (2 * Math.PI) / wavelength;
  const field = (x, y, phase) => waves.reduce((sum, [a, b, c], i) =>
    sum + Math.sin(k * (1 + i * 0.37) * (a * x + b * y) + c + phase), 0) / waves.length;
  if (fade) return fadedWobble(field, amplitude, fade, width);
  return ([x, y]) => [x + amplitude * field(x, y, 0), y + amplitude * field(y, x, 0.9)];
}

/**
 * The wobble of a board that wraps (a world board): none at the seam (x = 0 and x = width, and
 * within `fade` units of it, smoothly growing beyond), so the borders meeting the seam meet it at
 * the same height on both edges.
 */
function fadedWobble(field, amplitude, fade, width) {
  return ([x, y]) => {
    const t = Math.min(1, Math.max(0, (Math.min(x, width - x) - fade) / fade));
    const a = amplitude * t * t * (3 - 2 * t);
    return [x + a * field(x, y, 0), y + a * field(y, x, 0.9)];
  };
}

/** Splits each edge into short steps, always counted from its smaller endpoint so shared edges split identically. */
function densifyCell(ring, step) {
  const out = [];
  for (let i = 0; i < ring.length - 1; i++) {
    const a = ring[i], b = ring[i + 1];
    const forward = a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);
    const [p, q] = forward ? [a, b] : [b, a];
    const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / step));
    const inner = [];
    for (let k = 1; k < n; k++) inner.push([p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n]);
    out.push(a, ...(forward ? inner : inner.reverse()));
  }
  out.push(ring[ring.length - 1]);
  return out;
}

/**
 * Union of the (wobbled) Voronoi cells of each id's seeds: {id: multipolygon}. With `wrap` (a
 * board whose left and right edges are one line), each seed within `wrap.band` of an edge has a
 * twin shifted by the board's width beyond the other edge, so cells meet across the seam as
 * they would on the globe.
 */
function voronoiRegions(seedsById, [width, height], wobbleOptions, wrap) {
  const ids = [], points = [];
  for (const id of Object.keys(seedsById).sort()) {
    for (const p of seedsById[id]) { ids.push(id); points.push(p); }
  }
  const real = points.length;
  if (wrap) {
    for (let i = 0; i < real; i++) {
      const [x, y] = points[i];
      if (x < wrap.band) { ids.push(ids[i]); points.push([x + width, y]); }
      if (x > width - wrap.band) { ids.push(ids[i]); points.push([x - width, y]); }
    }
  }
  const margin = wrap ? wrap.band : MARGIN;
  const voronoi = Delaunay.from(points).voronoi([-margin, -MARGIN, width + margin, height + MARGIN]);
  const wobble = makeWobble({ ...wobbleOptions, width });
  const cellsById = {};
  points.forEach((_, i) => {
    const polygon = voronoi.cellPolygon(i);
    if (!polygon) return;
    const cell = densifyCell(polygon, wobbleOptions.wavelength / 9).map(wobble);
    (cellsById[ids[i]] ??= []).push([cell]);
  });
  const regions = {};
  for (const id of Object.keys(cellsById)) regions[id] = polygonClipping.union(...cellsById[id]);
  return regions;
}

/**
 * Splits `area` (multipolygon) among the ids of `seedsById`; returns {id: multipolygon}.
 * wobble: {amplitude, wavelength} of the border meander. options: {wrap: {band}} for a board
 * that wraps (see voronoiRegions), clip: (region) -> the part of `area` in region, when the
 * board has a quicker way to cut it than clipping the whole area each time.
 */
export function partition(area, seedsById, size, wobble, options = {}) {
  const regions = voronoiRegions(seedsById, size, wobble, options.wrap);
  const clip = options.clip ?? ((region) => polygonClipping.intersection(area, region));
  const pieces = [];
  for (const id of Object.keys(regions).sort()) {
    for (const polygon of clip(regions[id])) {
      const rooted = seedsById[id].some((p) => insidePolygon(p, polygon));
      pieces.push({ id, polygon, rooted, area: polygonArea(polygon) });
    }
  }
  adoptOrphans(pieces);
  const shapes = {};
  for (const id of Object.keys(regions).sort()) {
    const mine = pieces.filter((p) => p.id === id).map((p) => [p.polygon]);
    shapes[id] = mine.length ? polygonClipping.union(...mine) : [];
  }
  return shapes;
}

/** Gives each fragment without a seed to the rooted neighbour it shares the longest border with. */
function adoptOrphans(pieces) {
  let orphans = pieces.filter((p) => !p.rooted);
  while (orphans.length) {
    let progress = false;
    for (const orphan of orphans) {
      let best = null, bestLength = 0;
      for (const other of pieces) {
        if (!other.rooted || other === orphan) continue;
        const length = sharedBoundaryLength([orphan.polygon], [other.polygon], 1e-6);
        if (length > bestLength) { best = other; bestLength = length; }
      }
      if (best) { orphan.id = best.id; orphan.rooted = true; progress = true; }
    }
    orphans = orphans.filter((p) => !p.rooted);
    if (!progress) {
      // Fragments touching nothing (tiny islets cut off by the clip): drop them.
      for (const o of orphans) pieces.splice(pieces.indexOf(o), 1);
      break;
    }
  }
}
