// @ts-check
/**
 * Where the board's arrow keys go: the nearest item in the arrow's direction, by where the
 * items are drawn. Pure: no DOM, so Node tests it.
 * @module
 */

/** @typedef {import('./geometry.js').Point} Point */

/** Each arrow key's direction on the board (y grows downwards). */
export const ARROWS = /** @type {Record<string, Point>} */ ({
  ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
});

/**
 * The item an arrow key moves to from `from`: the nearest of the items within 45 degrees of
 * the arrow's direction (as the eye reads "the next one to the right"); when none is, the one
 * ahead (further along the direction) whose distance along it plus twice its distance across
 * it is least; null when nothing is ahead.
 * @template {{ at: Point }} T
 * @param {T[]} items
 * @param {Point} from
 * @param {Point} dir a unit vector along an axis (`ARROWS`)
 * @returns {T | null}
 */
export function nearestInDirection(items, from, dir) {
  let inCone = null, coneScore = Infinity, ahead = null, aheadScore = Infinity;
  for (const item of items) {
    const dx = item.at[0] - from[0], dy = item.at[1] - from[1];
    const along = dx * dir[0] + dy * dir[1];
    const across = Math.abs(dx * dir[1] - dy * dir[0]);
    if (along <= 0.5) continue;
    const near = Math.hypot(along, across);
    if (across <= along && near < coneScore) { inCone = item; coneScore = near; }
    const s = along + 2 * across;
    if (s < aheadScore) { ahead = item; aheadScore = s; }
  }
  return inCone ?? ahead;
}

/**
 * The item drawn nearest a point (where the focus was, when its item is gone), or null.
 * @template {{ at: Point }} T
 * @param {T[]} items
 * @param {Point} at
 * @returns {T | null}
 */
export function nearestTo(items, at) {
  let best = null, d = Infinity;
  for (const item of items) {
    const e = Math.hypot(item.at[0] - at[0], item.at[1] - at[1]);
    if (e < d) { best = item; d = e; }
  }
  return best;
}
