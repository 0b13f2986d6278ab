// @ts-check
/**
 * Where orders are drawn: the anchors of the units an order names (where the placement put
 * their pieces), the curves of moves, retreats and supports, and the boxes their arrowheads
 * cover, which the names and centre markers keep clear of. Pure: no DOM, so Node tests it;
 * `orders.js` draws these shapes and `placement.js` asks where the arrowheads land.
 * @module
 */

import { unitAnchor, dislodgedAnchor, provinceOf, curve, lerp, controlThrough } from './geometry.js';
import { DISLODGED_OFFSET, DISLODGED_SCALE } from './pieces.js';

/** @typedef {import('./geometry.js').Point} Point */
/** @typedef {import('./types.js').Order & { power: string, region: string }} Order an order the widget draws */
/** @typedef {{ x: number, y: number, hw: number, hh: number }} Box */
/** @typedef {ReturnType<typeof curve>} Curve */

/**
 * What the shapes of orders depend on.
 * @typedef {object} ShapeCtx
 * @property {import('./types.js').Layout} layout
 * @property {import('./types.js').Unit[]} units
 * @property {Order[]} orders the orders drawn (`drawnOrders`)
 * @property {number} r glyph radius
 * @property {string[]} standoffs
 * @property {{ units: Map<string, Point>, dislodged: Map<string, Point>, builds?: Map<string, Point>, leaderBuilds?: Map<string, Point> }} place
 *   where the pieces (and the ghosts of builds, a Leader's beside its piece) were drawn
 */

/** How long an arrowhead is, in board units, at scale 1 (a move's; a support's is 0.7 of it). */
export const HEAD_LENGTH = 30;

/** Orders where nothing is drawn (nothing moves, or not drawn yet). */
const UNDRAWN = ['waive', 'capital', 'board', 'disembark'];

/**
 * The orders the widget draws: those with a power and a region, but waives, capital
 * designations and the 1958 board and disembark orders.
 * @param {import('./types.js').Order[]} orders
 * @returns {Order[]}
 */
export function drawnOrders(orders) {
  return /** @type {Order[]} */ (orders.filter((o) => !!o.power && !!o.region && !UNDRAWN.includes(o.kind)));
}

/**
 * Where the ordered unit stands: its anchor, or its dislodged anchor when the only unit of
 * that power in the region is dislodged (a results view shows the dislodged unit there); for
 * a build, where its ghost was drawn.
 * @param {ShapeCtx} ctx
 * @param {Order} o
 * @returns {Point | null}
 */
export function orderedAnchor(ctx, o) {
  if (o.kind === 'build') {
    return (o.type === 'leader' ? ctx.place.leaderBuilds?.get(o.region) : null) ?? ctx.place.builds?.get(o.region) ?? standAt(ctx, o.region);
  }
  const here = ctx.units.filter((u) => u.region === o.region && u.power === o.power);
  if (here.length && here.every((u) => u.dislodged)) return dislodgedAt(ctx, o.region);
  return standAt(ctx, o.region);
}

/**
 * Where the piece standing in the region's province was drawn, or the region's anchor if
 * none stands there.
 * @param {ShapeCtx} ctx
 * @param {string} region
 * @returns {Point | null}
 */
export function standAt(ctx, region) {
  const exact = ctx.place.units.get(region);
  if (exact) return exact;
  const p = provinceOf(region);
  for (const [where, at] of ctx.place.units) if (provinceOf(where) === p) return at;
  return unitAnchor(ctx.layout, region);
}

/**
 * Where the dislodged piece in the region was drawn, or where it would be.
 * @param {ShapeCtx} ctx
 * @param {string} region
 * @returns {Point | null}
 */
export function dislodgedAt(ctx, region) {
  return ctx.place.dislodged.get(region) ?? dislodgedAnchor(ctx.layout, region, ctx.r * DISLODGED_OFFSET);
}

/**
 * Whether a (not dislodged) unit or a standoff symbol stands in the region's province.
 * @param {ShapeCtx} ctx
 * @param {string} region
 */
export function occupied(ctx, region) {
  const p = provinceOf(region);
  return ctx.standoffs.includes(p) || ctx.units.some((u) => !u.dislodged && provinceOf(u.region) === p);
}

/**
 * The arrow of a move or a retreat, from its piece to where it goes, or null if either end
 * has no place on the board.
 * @param {ShapeCtx} ctx
 * @param {Order} o a move or a retreat
 * @returns {Curve | null}
 */
export function moveCurve(ctx, o) {
  const { r } = ctx;
  const from = o.kind === 'retreat' ? dislodgedAt(ctx, o.region) : orderedAnchor(ctx, o);
  const to = o.to ? standAt(ctx, o.to) : null;
  if (!from || !to) return null;
  const startTrim = r * (o.kind === 'retreat' ? DISLODGED_SCALE : 0.95);
  const endTrim = occupied(ctx, o.to ?? '') ? r * 0.8 : r * 0.3;
  return curve(from, to, { ...moveBend(ctx, o, from, to), startTrim, endTrim, keep: 36 });
}

/**
 * The line of a support to move, from the supporting piece to short of the destination,
 * bent past the supported unit; null for a support to hold (or an end with no place).
 * @param {ShapeCtx} ctx
 * @param {Order} o a support
 * @returns {Curve | null}
 */
export function supportMoveCurve(ctx, o) {
  const at = orderedAnchor(ctx, o);
  const target = o.target ? standAt(ctx, o.target) : null;
  if (!at || !target) return null;
  const dest = o.to && provinceOf(o.to) !== provinceOf(o.target ?? '') ? standAt(ctx, o.to) : null;
  if (!dest) return null;
  const end = lerp(target, dest, 0.6);
  const mid = lerp(at, end, 0.5);
  return curve(at, end, { control: lerp(mid, target, 0.35), startTrim: ctx.r * 0.95, endTrim: 2, keep: 25 });
}

/**
 * How a move arrow bends: toward the convoying fleets for a convoyed move, slightly apart for
 * two moves that swap places, otherwise straight.
 * @param {ShapeCtx} ctx
 * @param {Order} o
 * @param {Point} from
 * @param {Point} to
 * @returns {{ bend?: number, control?: Point }}
 */
export function moveBend(ctx, o, from, to) {
  if (o.viaConvoy) {
    const fleets = ctx.orders
      .filter((c) => c.kind === 'convoy' && c.target === o.region && c.to && provinceOf(c.to) === provinceOf(o.to ?? ''))
      .map((c) => standAt(ctx, c.region))
      .filter((p) => p !== null);
    if (!fleets.length) return { bend: 0.22 };
    const avg = /** @type {Point} */ ([0, 1].map((i) => fleets.reduce((s, p) => s + p[i], 0) / fleets.length));
    return { control: lerp(lerp(from, to, 0.5), controlThrough(from, avg, to), 0.55) };
  }
  const swap = ctx.orders.some((m) => m !== o && m.kind === o.kind && m.to
    && provinceOf(m.to) === provinceOf(o.region) && provinceOf(m.region) === provinceOf(o.to ?? ''));
  return { bend: swap ? 0.1 : 0 };
}

/**
 * The box an arrowhead `scale` times the move's covers at the end of `cv` (with its halo).
 * @param {Curve} cv
 * @param {number} scale
 * @returns {Box}
 */
export function headBox(cv, scale) {
  const length = HEAD_LENGTH * scale;
  const c = Math.cos(cv.endAngle), s = Math.sin(cv.endAngle);
  const [tx, ty] = cv.to;
  const bx = tx - c * length, by = ty - s * length;
  const xs = [tx, bx - s * length / 2, bx + s * length / 2];
  const ys = [ty, by + c * length / 2, by - c * length / 2];
  const halo = 3;
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, hw: (x1 - x0) / 2 + halo, hh: (y1 - y0) / 2 + halo };
}

/**
 * The boxes of every arrowhead drawn: of moves, retreats and supports to move.
 * @param {ShapeCtx} ctx
 * @returns {Box[]}
 */
export function headBoxes(ctx) {
  /** @type {Box[]} */
  const boxes = [];
  for (const o of ctx.orders) {
    if (o.kind === 'move' || o.kind === 'retreat') {
      const cv = moveCurve(ctx, o);
      if (cv) boxes.push(headBox(cv, 1));
    } else if (o.kind === 'support') {
      const cv = supportMoveCurve(ctx, o);
      if (cv) boxes.push(headBox(cv, 0.7));
    }
  }
  return boxes;
}
