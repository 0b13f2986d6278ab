// Small planar geometry helpers. Polygons are arrays of rings ([[x,y],...], closed),
// multipolygons arrays of polygons, as in GeoJSON and polygon-clipping.

export function ringArea(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j][0] + ring[i][0]) * (ring[j][1] - ring[i][1]);
  }
  return sum / 2;
}

/** Area of a polygon (outer ring minus holes), always positive. */
export function polygonArea(polygon) {
  return polygon.reduce((sum, ring, i) => sum + (i === 0 ? 1 : -1) * Math.abs(ringArea(ring)), 0);
}

export function multiArea(multi) {
  return multi.reduce((sum, polygon) => sum + polygonArea(polygon), 0);
}

function insideRing([x, y], ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i], [xj, yj] = ring[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Even-odd point-in-polygon test over all rings (holes included). */
export function insidePolygon(point, polygon) {
  return polygon.reduce((inside, ring) => (insideRing(point, ring) ? !inside : inside), false);
}

export function insideMulti(point, multi) {
  return multi.some((polygon) => insidePolygon(point, polygon));
}

export function distanceToSegment([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax, dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Distance from a point to the nearest edge of a multipolygon. */
export function distanceToBoundary(point, multi) {
  let best = Infinity;
  for (const polygon of multi) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const d = distanceToSegment(point, ring[i - 1], ring[i]);
        if (d < best) best = d;
      }
    }
  }
  return best;
}

export function bbox(multi) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const polygon of multi) {
    for (const [x, y] of polygon[0]) {
      if (x < x0) x0 = x;
      if (y < y0) y0 = y;
      if (x > x1) x1 = x;
      if (y > y1) y1 = y;
    }
  }
  return [x0, y0, x1, y1];
}

export function bboxesTouch(a, b, margin = 0) {
  return a[0] <= b[2] + margin && b[0] <= a[2] + margin && a[1] <= b[3] + margin && b[1] <= a[3] + margin;
}

/** Length of boundary shared by two multipolygons (collinear overlapping edges). */
export function sharedBoundaryLength(a, b, eps = 1e-6) {
  if (!bboxesTouch(bbox(a), bbox(b), 1)) return 0;
  const edgesOf = (multi) => multi.flatMap((polygon) => polygon.flatMap((ring) =>
    ring.slice(1).map((p, i) => [ring[i], p])));
  const edgesB = edgesOf(b).map((e) => ({ e, box: segmentBox(e) }));
  let total = 0;
  for (const ea of edgesOf(a)) {
    const box = segmentBox(ea);
    for (const { e: eb, box: boxB } of edgesB) {
      if (box[0] > boxB[2] + eps || boxB[0] > box[2] + eps || box[1] > boxB[3] + eps || boxB[1] > box[3] + eps) continue;
      total += collinearOverlap(ea, eb, eps);
    }
  }
  return total;
}

function segmentBox([[ax, ay], [bx, by]]) {
  return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)];
}

function collinearOverlap([a, b], [c, d], eps) {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (len === 0) return 0;
  if (distanceToLine(c, a, b, len) > eps || distanceToLine(d, a, b, len) > eps) return 0;
  const ux = (b[0] - a[0]) / len, uy = (b[1] - a[1]) / len;
  const tc = (c[0] - a[0]) * ux + (c[1] - a[1]) * uy;
  const td = (d[0] - a[0]) * ux + (d[1] - a[1]) * uy;
  return Math.max(0, Math.min(len, Math.max(tc, td)) - Math.max(0, Math.min(tc, td)));
}

function distanceToLine(p, a, b, len) {
  return Math.abs((b[0] - a[0]) * (a[1] - p[1]) - (a[0] - p[0]) * (b[1] - a[1])) / len;
}

/** Rounds to a fixed number of decimals and normalises -0 to 0, for byte-stable output. */
export function round(value, decimals = 1) {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
