// @ts-check
/**
 * Pure geometry for the board widget: anchors, arrow shapes and the pan/zoom view.
 * No DOM here, so Node can test it (www/test/board.test.mjs).
 * @module
 */

/** @typedef {[number, number]} Point */
/** @typedef {{ x: number, y: number, w: number, h: number }} Rect */

/**
 * The province part of a region: `"stp/sc"` → `"stp"`.
 * @param {string} region
 */
export function provinceOf(region) {
  const i = region.indexOf('/');
  return i < 0 ? region : region.slice(0, i);
}

/**
 * The coast part of a region, or null: `"stp/sc"` → `"sc"`.
 * @param {string} region
 */
export function coastOf(region) {
  const i = region.indexOf('/');
  return i < 0 ? null : region.slice(i + 1);
}

/**
 * Where a unit in `region` is drawn, or null if the layout does not know the region.
 * A coast falls back to its province.
 * @param {import('./types.js').Layout} layout
 * @param {string} region
 * @returns {Point | null}
 */
export function unitAnchor(layout, region) {
  const c = layout.coasts?.[region];
  if (c) return c.unit;
  return layout.provinces[provinceOf(region)]?.unit ?? null;
}

/**
 * Where a dislodged unit in `region` is drawn. The layout's dislodged anchor sits about one
 * unit radius away; with glyphs larger than the layout's radius we push it out along the same
 * direction to `minDistance`, so the two glyphs barely overlap.
 * @param {import('./types.js').Layout} layout
 * @param {string} region
 * @param {number} minDistance
 * @returns {Point | null}
 */
export function dislodgedAnchor(layout, region, minDistance) {
  const entry = layout.coasts?.[region] ?? layout.provinces[provinceOf(region)];
  if (!entry) return null;
  const [ux, uy] = entry.unit;
  const [dx, dy] = entry.dislodged ?? [ux + 1, uy - 1];
  const len = Math.hypot(dx - ux, dy - uy) || 1;
  const k = Math.max(len, minDistance) / len;
  return [round1(ux + (dx - ux) * k), round1(uy + (dy - uy) * k)];
}

/** @param {number} v */
export function round1(v) {
  return Math.round(v * 10) / 10;
}

/**
 * Moves `a` towards `b` by `d`.
 * @param {Point} a
 * @param {Point} b
 * @param {number} d
 * @returns {Point}
 */
export function towards(a, b, d) {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [a[0] + ((b[0] - a[0]) * d) / len, a[1] + ((b[1] - a[1]) * d) / len];
}

/**
 * A quadratic curve from `a` to `b` bent sideways by `bend` (a fraction of its length,
 * positive = to the right of the direction of travel), trimmed by `startTrim` and `endTrim`
 * board units at its ends, as far as the curve's length allows once `keep` board units (say an
 * arrowhead) are left over. Returns the path's points and its tangent at the end.
 * @param {Point} a
 * @param {Point} b
 * @param {{ bend?: number, control?: Point, startTrim?: number, endTrim?: number, keep?: number }} opts
 * @returns {{ from: Point, control: Point, to: Point, mid: Point, endAngle: number }}
 */
export function curve(a, b, opts = {}) {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const nx = -(b[1] - a[1]) / len;
  const ny = (b[0] - a[0]) / len;
  const bend = (opts.bend ?? 0) * len;
  /** @type {Point} */
  const c = opts.control ?? [(a[0] + b[0]) / 2 - nx * bend, (a[1] + b[1]) / 2 - ny * bend];
  // Large pieces in neighbouring provinces leave little room: the end gives way first, so
  // the line leaves the moving piece at its edge and its head may run onto the piece it
  // points at, and a stretch of line always stays visible.
  const room = Math.max(0, len * 0.8 - (opts.keep ?? 0));
  const startTrim = Math.min(opts.startTrim ?? 0, room);
  const endTrim = Math.min(opts.endTrim ?? 0, room - startTrim);
  const from = towards(a, c, startTrim);
  const to = towards(b, c, endTrim);
  /** @type {Point} */
  const mid = [0.25 * from[0] + 0.5 * c[0] + 0.25 * to[0], 0.25 * from[1] + 0.5 * c[1] + 0.25 * to[1]];
  const endAngle = Math.atan2(to[1] - c[1], to[0] - c[0]);
  return { from, control: c, to, mid, endAngle };
}

/**
 * SVG path data for a curve from `curve()`, stopping `headLength` short of the tip so the
 * arrowhead's point is exactly at `to`.
 * @param {{ from: Point, control: Point, to: Point, endAngle: number }} cv
 * @param {number} headLength
 */
export function curvePath(cv, headLength = 0) {
  const end = [cv.to[0] - Math.cos(cv.endAngle) * headLength * 0.8, cv.to[1] - Math.sin(cv.endAngle) * headLength * 0.8];
  const f = (/** @type {number[]} */ p) => `${round1(p[0])} ${round1(p[1])}`;
  return `M${f(cv.from)}Q${f(cv.control)} ${f(end)}`;
}

/**
 * SVG path data for an arrowhead with its tip at `tip`, pointing along `angle`.
 * @param {Point} tip
 * @param {number} angle radians
 * @param {number} length
 * @param {number} width
 */
export function arrowHead(tip, angle, length, width) {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const bx = tip[0] - c * length;
  const by = tip[1] - s * length;
  const hw = width / 2;
  const l = [bx - s * hw, by + c * hw];
  const r = [bx + s * hw, by - c * hw];
  const n = [tip[0] - c * length * 0.78, tip[1] - s * length * 0.78];
  const f = (/** @type {number[]} */ p) => `${round1(p[0])} ${round1(p[1])}`;
  return `M${f(tip)}L${f(l)}L${f(n)}L${f(r)}Z`;
}

/**
 * A control point that makes a quadratic curve from `a` to `b` pass through `via` at t = 1/2.
 * @param {Point} a
 * @param {Point} via
 * @param {Point} b
 * @returns {Point}
 */
export function controlThrough(a, via, b) {
  return [2 * via[0] - (a[0] + b[0]) / 2, 2 * via[1] - (a[1] + b[1]) / 2];
}

/**
 * A point at fraction `t` along the straight line from `a` to `b`.
 * @param {Point} a
 * @param {Point} b
 * @param {number} t
 * @returns {Point}
 */
export function lerp(a, b, t) {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/**
 * The smallest rectangle with the container's aspect ratio that holds the whole board,
 * centred on it: the view at zoom 1.
 * @param {Rect} board
 * @param {number} aspect container width / height
 * @returns {Rect}
 */
export function fitRect(board, aspect) {
  const a = aspect > 0 && Number.isFinite(aspect) ? aspect : board.w / board.h;
  let w = board.w;
  let h = board.h;
  if (w / h < a) w = h * a;
  else h = w / a;
  return { x: board.x + (board.w - w) / 2, y: board.y + (board.h - h) / 2, w, h };
}

/**
 * The view rectangle for a zoom level and centre, clamped so it never leaves the fit rectangle.
 * @param {Rect} fit
 * @param {number} zoom 1 = whole board
 * @param {Point} centre board coordinates
 * @returns {Rect}
 */
export function viewRect(fit, zoom, centre) {
  const w = fit.w / zoom;
  const h = fit.h / zoom;
  const x = clamp(centre[0] - w / 2, fit.x, fit.x + fit.w - w);
  const y = clamp(centre[1] - h / 2, fit.y, fit.y + fit.h - h);
  return { x, y, w, h };
}

/**
 * Zooms by `factor` keeping the board point `p` under the same screen spot.
 * @param {Rect} fit
 * @param {{ zoom: number, centre: Point }} view
 * @param {number} factor
 * @param {Point} p board coordinates of the fixed point
 * @param {number} maxZoom
 * @returns {{ zoom: number, centre: Point }}
 */
export function zoomAbout(fit, view, factor, p, maxZoom) {
  const zoom = clamp(view.zoom * factor, 1, maxZoom);
  const k = view.zoom / zoom;
  /** @type {Point} */
  const centre = [p[0] + (view.centre[0] - p[0]) * k, p[1] + (view.centre[1] - p[1]) * k];
  const r = viewRect(fit, zoom, centre);
  return { zoom, centre: [r.x + r.w / 2, r.y + r.h / 2] };
}

/**
 * @param {number} v
 * @param {number} lo
 * @param {number} hi
 */
export function clamp(v, lo, hi) {
  return hi < lo ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, v));
}
