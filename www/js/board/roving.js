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

/** How far aside (against how far along) an item may lie and still count as ahead: about 76 degrees. */
const WIDE = 4;

/**
 * The item an arrow key moves to from `from`: of the items within 45 degrees of the arrow's
 * direction (as the eye reads "the next one to the right"), or when none is, of those ahead
 * within about 76 degrees (not what lies level beside it), the one whose distance along the
 * direction plus its distance across it is least; null when nothing is ahead. Across counts
 * no more than along, so an item ringed by others on its diagonals (Dygertevsk on Das
 * Dippyspiel's board) is not passed over for the ring: every board's provinces are each in
 * reach (www/test/focus-ring.test.mjs).
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
    const s = along + across;
    if (across <= along && s < coneScore) { inCone = item; coneScore = s; }
    if (across <= WIDE * along && s < aheadScore) { ahead = item; aheadScore = s; }
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
