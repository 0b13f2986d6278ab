// Lon/lat -> board coordinates for a world board (Das Dippyspiel): a cylinder whose left and right
// edges are one meridian (the seam), so the board wraps by a plain shift of its width. The base
// is Gall's stereographic cylinder (x = lon / sqrt 2, y = (1 + sqrt 2 / 2) tan(lat / 2)), which
// keeps the pole a line of finite height: the top edge of the board is the north pole. Two
// density profiles then stretch the crowded longitudes and latitudes and squeeze the empty ones
// (a stretch of longitudes runs the whole height of the board, so the seam stays a straight
// edge), and local lenses (lib/projection.mjs's kind, in board units) enlarge crowded corners.

const RAD = Math.PI / 180;
const TABLE_STEP = 0.05;

/** Piecewise linear factor through knots [[at, factor], ...] (sorted), constant beyond the ends. */
function profile(knots) {
  return (v) => {
    if (v <= knots[0][0]) return knots[0][1];
    for (let i = 1; i < knots.length; i++) {
      const [a, fa] = knots[i - 1], [b, fb] = knots[i];
      if (v <= b) return fa + ((fb - fa) * (v - a)) / (b - a);
    }
    return knots[knots.length - 1][1];
  };
}

/**
 * The integral of `rate(v) * factor(v)` from `from` to `to`, tabulated every TABLE_STEP degrees
 * (trapezoids) and read back by linear interpolation: a smooth, strictly increasing map.
 */
function integrated(from, to, rate, factor) {
  const n = Math.ceil((to - from) / TABLE_STEP);
  const table = new Float64Array(n + 1);
  const f = (v) => rate(v) * factor(v);
  for (let i = 1; i <= n; i++) {
    const a = from + (i - 1) * TABLE_STEP, b = from + i * TABLE_STEP;
    table[i] = table[i - 1] + ((f(a) + f(b)) / 2) * TABLE_STEP;
  }
  return (v) => {
    const t = Math.min(Math.max((v - from) / TABLE_STEP, 0), n);
    const i = Math.min(Math.floor(t), n - 1);
    return table[i] + (table[i + 1] - table[i]) * (t - i);
  };
}

/** The v in [lo, hi] where the increasing `f` reaches `target` (bisection). */
function solve(f, target, lo, hi) {
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target) lo = mid; else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * A local lens with compact support (as lib/projection.mjs): r' = r (1 + a (1 - s^2)^2),
 * s = r / R < 1; monotonic for a < 4/3, so it has an inverse (`lens.inverse`).
 */
function makeLens([cx, cy], radius, strength) {
  const grow = (r) => r * (1 + strength * Math.max(0, 1 - (r * r) / (radius * radius)) ** 2);
  const lens = ([x, y]) => {
    const dx = x - cx, dy = y - cy;
    const r = Math.hypot(dx, dy);
    if (r === 0 || r >= radius) return [x, y];
    const k = grow(r) / r;
    return [cx + dx * k, cy + dy * k];
  };
  lens.inverse = ([x, y]) => {
    const dx = x - cx, dy = y - cy;
    const r = Math.hypot(dx, dy);
    if (r === 0 || r >= radius) return [x, y];
    const k = solve(grow, r, 0, r) / r;
    return [cx + dx * k, cy + dy * k];
  };
  return lens;
}

/** A longitude moved into [seam, seam + 360). */
export const wrapLon = (lon, seam) => seam + ((((lon - seam) % 360) + 360) % 360);

/**
 * config: {seam: the meridian of both edges (degrees east), north, south: the latitudes of the
 * top and bottom edges, width: board units, lon: [[lon, factor], ...] and lat: [[lat, factor],
 * ...] density knots (lon knots in [seam, seam + 360], equal at both ends), lenses: [{centre:
 * [lon, lat], radius, strength}]}. Returns {project([lon, lat]) -> [x, y] (a longitude of the
 * seam itself on the left edge), projectCut (the same for outlines cut at the seam), width,
 * height, seam, xOf(lon), yOf(lat), unproject([x, y]) -> [lon, lat]}.
 */
export function makeWorldProjection(config) {
  const { seam, north, south, width } = config;
  const lonFactor = profile(config.lon ?? [[seam, 1], [seam + 360, 1]]);
  const latFactor = profile(config.lat ?? [[-90, 1], [90, 1]]);
  const gallRate = (lat) => (1 + Math.SQRT1_2) * 0.5 / Math.cos((lat * RAD) / 2) ** 2 * RAD;
  const xRaw = integrated(seam, seam + 360, () => RAD * Math.SQRT1_2, lonFactor);
  const yRaw = integrated(south, north, gallRate, latFactor);
  const scale = width / xRaw(seam + 360);
  const height = Math.round(yRaw(north) * scale);
  const xOf = (lon) => xRaw(wrapLon(lon, seam)) * scale;
  const yOf = (lat) => (yRaw(north) - yRaw(Math.min(Math.max(lat, south), north))) * scale;
  const lenses = (config.lenses ?? []).map((l) => makeLens([xOf(l.centre[0]), yOf(l.centre[1])], l.radius, l.strength));
  const place = (x, lat) => lenses.reduce((p, lens) => lens(p), [x, yOf(lat)]);
  const project = ([lon, lat]) => place(xOf(lon), lat);
  /** For outlines already cut at the seam: lon in [seam, seam + 360], the right edge kept right. */
  const projectCut = ([lon, lat]) => place(xRaw(Math.min(Math.max(lon, seam), seam + 360)) * scale, lat);
  /** Board units back to [lon, lat] (lon in [seam, seam + 360]). */
  const unproject = (point) => {
    const [x, y] = lenses.reduceRight((p, lens) => lens.inverse(p), point);
    const lon = solve((v) => xRaw(v) * scale, x, seam, seam + 360);
    const lat = solve((v) => -yOf(v), -y, south, north);
    return [lon, lat];
  };
  return { project, projectCut, unproject, width, height, seam, xOf, yOf };
}
