// @ts-check
/**
 * Where a name or a centre marker goes when pieces cover it: the nearest spot beside them,
 * clear of the pieces and, if it can be, of the other marks. Pure: no DOM, so Node tests it.
 * @module
 */

import { round1 } from './geometry.js';

/** @typedef {import('./geometry.js').Point} Point */
/** @typedef {import('./placement.js').Box} Box */

/** How far a label or centre marker may move from its place, in piece radii. */
const MAX_MARK_SHIFT = 1.7;
/** How far it may go when nothing nearer is clear of the pieces (large pieces close together). */
const FAR_MARK_SHIFT = 2.4;

/**
 * A spot for a mark that no piece covers, or null if none covers it where it is. Tries just
 * below and above its own piece first (if it has one), then beside each piece it touches,
 * nearest first, within `MAX_MARK_SHIFT` radii, preferring spots clear of the other marks too.
 * If nothing there is clear of the pieces, it takes the spot clear of them within
 * `FAR_MARK_SHIFT` radii least covered by the other marks; failing that, the least covered spot.
 * @param {Box} mark
 * @param {Box[]} pieces
 * @param {number} r
 * @param {Box} [own] the piece of the mark's own province
 * @param {Box[]} [marks] other marks, better not covered (the mark itself among them is passed over)
 * @returns {Point | null}
 */
export function clearSpot(mark, pieces, r, own, marks = []) {
  const hits = [];
  for (const o of pieces) if (overlapArea(mark, o) > 0) hits.push(o);
  if (hits.length === 0) return null;
  const pad = 0.08 * r;
  /** @type {Point[]} */
  const tries = own ? [[own.x, own.y + own.hh + mark.hh + pad], [own.x, own.y - own.hh - mark.hh - pad]] : [];
  /** @type {{ at: Point, away: number }[]} */
  const beside = [];
  const add = (/** @type {number} */ x, /** @type {number} */ y) => beside.push({ at: [x, y], away: Math.hypot(x - mark.x, y - mark.y) });
  for (const o of hits) {
    const below = o.y + o.hh + mark.hh + pad;
    const above = o.y - o.hh - mark.hh - pad;
    const right = o.x + o.hw + mark.hw + pad;
    const left = o.x - o.hw - mark.hw - pad;
    add(mark.x, below); add(mark.x, above); add(right, mark.y); add(left, mark.y);
    add(o.x, below); add(o.x, above); add(right, o.y); add(left, o.y);
  }
  tries.push(...beside.sort((a, b) => a.away - b.away).map((b) => b.at));
  const reach = MAX_MARK_SHIFT * r;
  // Only what lies within reach can overlap a spot tried; the rest adds nothing to a cost.
  let [nearPieces, nearMarks] = within(mark, pieces, marks, reach);
  const covered = (/** @type {number} */ x, /** @type {number} */ y) => overlapTotal(x, y, mark, nearPieces);
  const cost = (/** @type {number} */ x, /** @type {number} */ y) => 4 * covered(x, y) + overlapTotal(x, y, mark, nearMarks);
  let best = null;
  let bestCost = cost(mark.x, mark.y);
  for (const [x, y] of tries) {
    if (Math.hypot(x - mark.x, y - mark.y) > reach) continue;
    const c = cost(x, y);
    if (c < bestCost - 1e-6) {
      best = /** @type {Point} */ ([round1(x), round1(y)]);
      bestCost = c;
      if (c === 0) break;
    }
  }
  if (best && covered(best[0], best[1]) === 0) return best;
  // Nothing near is clear of the pieces at a low cost: the spot clear of them, a little
  // further if need be, least covered by the other marks (the nearest of equals).
  const far = FAR_MARK_SHIFT * r;
  [nearPieces, nearMarks] = within(mark, pieces, marks, far);
  let farBest = null, farCost = Infinity;
  for (const [x, y] of tries) {
    const away = Math.hypot(x - mark.x, y - mark.y);
    if (away > far || covered(x, y) > 0) continue;
    const c = overlapTotal(x, y, mark, nearMarks);
    if (c < farCost - 1e-6) {
      farBest = /** @type {Point} */ ([round1(x), round1(y)]);
      farCost = c;
      if (c === 0) break;
    }
  }
  return farBest ?? best;
}

/**
 * The pieces and the other marks that a mark moved up to `reach` from its place could touch.
 * @param {Box} mark @param {Box[]} pieces @param {Box[]} marks @param {number} reach
 * @returns {[Box[], Box[]]}
 */
function within(mark, pieces, marks, reach) {
  const near = (/** @type {Box[]} */ all) => all.filter((o) => o !== mark
    && Math.abs(o.x - mark.x) < reach + mark.hw + o.hw + 1 && Math.abs(o.y - mark.y) < reach + mark.hh + o.hh + 1);
  return [near(pieces), near(marks)];
}

/**
 * @param {Box} a
 * @param {Box} b
 */
export function overlapArea(a, b) {
  const ox = Math.min(a.x + a.hw, b.x + b.hw) - Math.max(a.x - a.hw, b.x - b.hw);
  const oy = Math.min(a.y + a.hh, b.y + b.hh) - Math.max(a.y - a.hh, b.y - b.hh);
  return ox > 0 && oy > 0 ? ox * oy : 0;
}

/**
 * How much of `mark`, moved to x, y, the obstacles cover in all.
 * @param {number} x @param {number} y @param {Box} mark @param {Box[]} obstacles
 */
function overlapTotal(x, y, mark, obstacles) {
  let sum = 0;
  for (const o of obstacles) {
    const ox = Math.min(x + mark.hw, o.x + o.hw) - Math.max(x - mark.hw, o.x - o.hw);
    const oy = Math.min(y + mark.hh, o.y + o.hh) - Math.max(y - mark.hh, o.y - o.hh);
    if (ox > 0 && oy > 0) sum += ox * oy;
  }
  return sum;
}

/**
 * The share of `box` that other boxes cover, 0 to 1 (for tests and measurement).
 * @param {Box} box
 * @param {Box[]} others
 */
export function coveredShare(box, others) {
  let worst = 0;
  for (const o of others) if (o !== box) worst = Math.max(worst, overlapArea(box, o) / (4 * box.hw * box.hh));
  return worst;
}
