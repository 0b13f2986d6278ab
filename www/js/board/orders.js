// @ts-check
/**
 * Order shapes in the conventional style: solid arrows for moves, dashed lines for supports,
 * dotted lines for convoys, rings for holds, an X for disbands. The widget draws what it is
 * given; results only change the style (grey, a cross at the midpoint) and the title text.
 * @module
 */

import { el, title, r1 } from './svg.js';
import { powerClass, regionName } from './art.js';
import { glyph } from './units.js';
import { DISLODGED_SCALE, DISLODGED_OFFSET } from './placement.js';
import {
  unitAnchor, dislodgedAnchor, provinceOf, curve, curvePath, arrowHead, controlThrough, lerp,
} from './geometry.js';

/** The size of the cross on a failed order, in glyph radii: small, as it may lie on a piece. */
const FAILED_CROSS = 0.65;

/** @typedef {import('./types.js').Order & { power: string, region: string }} Order an order the widget draws */
/** @typedef {import('./geometry.js').Point} Point */
/**
 * @typedef {object} Ctx
 * @property {import('./art.js').Art} art
 * @property {import('./types.js').Unit[]} units
 * @property {Record<string, import('./types.js').PowerInfo>} powers
 * @property {Record<string, string>} names
 * @property {Order[]} orders
 * @property {number} r glyph radius
 * @property {string[]} standoffs
 * @property {import('./placement.js').Placement} place where the pieces were drawn
 */

/**
 * Draws every order: lines into the orders layer, disband crosses into the marks layer.
 * @param {import('./art.js').Art} art
 * @param {{ units: import('./types.js').Unit[], powers: Record<string, import('./types.js').PowerInfo>,
 *   names: Record<string, string>, orders: import('./types.js').Order[], unitSize: number, standoffs: string[],
 *   place: import('./placement.js').Placement }} cfg
 */
export function drawOrders(art, cfg) {
  const undrawn = ['waive', 'capital', 'board', 'disembark'];
  const drawn = cfg.orders.filter((o) => !!o.power && !!o.region && !undrawn.includes(o.kind));
  /** @type {Ctx} */
  const ctx = {
    art, units: cfg.units, powers: cfg.powers, names: cfg.names, orders: /** @type {Order[]} */ (drawn), r: cfg.unitSize,
    standoffs: cfg.standoffs, place: cfg.place,
  };
  // Supports and convoys under moves; holds and builds last.
  const rank = { convoy: 0, support: 1, move: 2, retreat: 3, hold: 4, build: 5, disband: 6, waive: 7, capital: 7 };
  const sorted = [...ctx.orders].sort((a, b) => (rank[a.kind] ?? 9) - (rank[b.kind] ?? 9));
  for (const o of sorted) {
    const g = drawOrder(ctx, o);
    if (!g) continue;
    const text = describeOrder(ctx, o);
    const state = o.success === undefined ? '' : o.success ? ' gk-succeeded' : ' gk-failed';
    g.setAttribute('class', `gk-order gk-${o.kind} ${powerClass(o.power)}${state}`);
    g.setAttribute('role', 'img');
    g.setAttribute('aria-label', text);
    g.appendChild(title(text));
    (o.kind === 'disband' ? art.layers.marks : art.layers.orders).appendChild(g);
  }
}

/**
 * @param {Ctx} ctx
 * @param {Order} o
 * @returns {SVGElement | null}
 */
function drawOrder(ctx, o) {
  const { art, r } = ctx;
  const at = orderedAnchor(ctx, o);
  if (!at) return null;
  const g = el('g');
  const failed = o.success === false;
  switch (o.kind) {
    case 'move':
    case 'retreat': {
      const from = o.kind === 'retreat' ? dislodgedAt(ctx, o.region) : at;
      const to = o.to ? standAt(ctx, o.to) : null;
      if (!from || !to) return null;
      const startTrim = r * (o.kind === 'retreat' ? DISLODGED_SCALE : 0.95);
      const endTrim = occupied(ctx, o.to ?? '') ? r * 0.8 : r * 0.3;
      const cv = curve(from, to, { ...moveBend(ctx, o, from, to), startTrim, endTrim, keep: 36 });
      arrow(g, cv, 1);
      if (failed) cross(g, cv.mid, r * FAILED_CROSS);
      return g;
    }
    case 'support': {
      const target = o.target ? standAt(ctx, o.target) : null;
      if (!target) return null;
      const dest = o.to && provinceOf(o.to) !== provinceOf(o.target ?? '') ? standAt(ctx, o.to) : null;
      if (!dest) {
        const cv = curve(at, target, { startTrim: r * 0.95, endTrim: r * 1.5 });
        line(g, curvePath(cv), 'gk-dash');
        ring(g, target, r * 1.5, 'gk-dash');
        if (failed) cross(g, cv.mid, r * FAILED_CROSS);
        return g;
      }
      const end = lerp(target, dest, 0.6);
      const mid = lerp(at, end, 0.5);
      const cv = curve(at, end, { control: lerp(mid, target, 0.35), startTrim: r * 0.95, endTrim: 2, keep: 25 });
      line(g, curvePath(cv, r * 0.7), 'gk-dash');
      head(g, cv, 0.7);
      if (failed) cross(g, cv.mid, r * FAILED_CROSS);
      return g;
    }
    case 'convoy': {
      const army = o.target ? standAt(ctx, o.target) : null;
      const dest = o.to ? standAt(ctx, o.to) : null;
      if (!army || !dest) return null;
      const cv = curve(army, dest, { control: controlThrough(army, at, dest), startTrim: r * 0.95, endTrim: r * 0.6 });
      line(g, curvePath(cv), 'gk-dot');
      ring(g, at, r * 1.25, 'gk-dot');
      if (failed) cross(g, [at[0] + r * 1.1, at[1] - r * 1.1], r * FAILED_CROSS);
      return g;
    }
    case 'hold':
      ring(g, at, r * 1.22, 'gk-solid');
      return g;
    case 'build': {
      const initial = ctx.powers[o.power]?.initial ?? '';
      const b = glyph(o.type ?? 'build', r, o.type ? initial : '+', 'gk-build-glyph');
      b.setAttribute('transform', `translate(${at[0]} ${at[1]})`);
      g.appendChild(b);
      return g;
    }
    case 'disband': {
      const dis = ctx.units.some((u) => u.dislodged && u.region === o.region && u.power === o.power);
      const p = dis ? dislodgedAt(ctx, o.region) : at;
      if (!p) return null;
      cross(g, p, r * (dis ? DISLODGED_SCALE * 1.6 : 1.6));
      return g;
    }
    default:
      return null;
  }
}

/**
 * How a move arrow bends: toward the convoying fleets for a convoyed move, slightly apart for
 * two moves that swap places, otherwise straight.
 * @param {Ctx} ctx
 * @param {Order} o
 * @param {Point} from
 * @param {Point} to
 * @returns {{ bend?: number, control?: Point }}
 */
function moveBend(ctx, o, from, to) {
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
 * Where the ordered unit stands: its anchor, or its dislodged anchor when the only unit of
 * that power in the region is dislodged (a results view shows the dislodged unit there).
 * @param {Ctx} ctx
 * @param {Order} o
 * @returns {Point | null}
 */
function orderedAnchor(ctx, o) {
  const here = ctx.units.filter((u) => u.region === o.region && u.power === o.power);
  if (o.kind !== 'build' && here.length && here.every((u) => u.dislodged)) return dislodgedAt(ctx, o.region);
  return standAt(ctx, o.region);
}

/**
 * Where the piece standing in the region's province was drawn, or the region's anchor if
 * none stands there.
 * @param {Ctx} ctx
 * @param {string} region
 * @returns {Point | null}
 */
function standAt(ctx, region) {
  const exact = ctx.place.units.get(region);
  if (exact) return exact;
  const p = provinceOf(region);
  for (const [where, at] of ctx.place.units) if (provinceOf(where) === p) return at;
  return unitAnchor(ctx.art.layout, region);
}

/**
 * Where the dislodged piece in the region was drawn, or where it would be.
 * @param {Ctx} ctx
 * @param {string} region
 * @returns {Point | null}
 */
function dislodgedAt(ctx, region) {
  return ctx.place.dislodged.get(region) ?? dislodgedAnchor(ctx.art.layout, region, ctx.r * DISLODGED_OFFSET);
}

/**
 * Whether a (not dislodged) unit or a standoff symbol stands in the region's province.
 * @param {Ctx} ctx
 * @param {string} region
 */
function occupied(ctx, region) {
  const p = provinceOf(region);
  return ctx.standoffs.includes(p) || ctx.units.some((u) => !u.dislodged && provinceOf(u.region) === p);
}

/**
 * @param {Element} g
 * @param {ReturnType<typeof curve>} cv
 * @param {number} scale
 */
function arrow(g, cv, scale) {
  const h = 30 * scale;
  const d = curvePath(cv, h);
  g.appendChild(el('path', { class: 'gk-casing', d }));
  g.appendChild(el('path', { class: 'gk-line', d }));
  head(g, cv, scale);
}

/**
 * @param {Element} g
 * @param {ReturnType<typeof curve>} cv
 * @param {number} scale
 */
function head(g, cv, scale) {
  g.appendChild(el('path', { class: 'gk-head', d: arrowHead(cv.to, cv.endAngle, 30 * scale, 30 * scale) }));
}

/**
 * @param {Element} g
 * @param {string} d
 * @param {string} style
 */
function line(g, d, style) {
  g.appendChild(el('path', { class: `gk-casing ${style}`, d }));
  g.appendChild(el('path', { class: `gk-line ${style}`, d }));
}

/**
 * @param {Element} g
 * @param {Point} c
 * @param {number} radius
 * @param {string} style
 */
function ring(g, c, radius, style) {
  const a = { cx: r1(c[0]), cy: r1(c[1]), r: r1(radius) };
  g.appendChild(el('circle', { ...a, class: `gk-casing gk-ring ${style}` }));
  g.appendChild(el('circle', { ...a, class: `gk-line gk-ring ${style}` }));
}

/**
 * A cross marking a failed order (at its midpoint) or a disband (over the unit).
 * @param {Element} g
 * @param {Point} c
 * @param {number} size
 */
function cross(g, c, size) {
  const s = size * 0.42;
  const d = `M${r1(c[0] - s)} ${r1(c[1] - s)}L${r1(c[0] + s)} ${r1(c[1] + s)}M${r1(c[0] + s)} ${r1(c[1] - s)}L${r1(c[0] - s)} ${r1(c[1] + s)}`;
  g.appendChild(el('path', { class: 'gk-cross-halo', d }));
  g.appendChild(el('path', { class: 'gk-cross', d }));
}

/**
 * A sentence for an order and its result: "French army Paris moves to Burgundy: failed (bounced)".
 * @param {Ctx} ctx
 * @param {Order} o
 */
export function describeOrder(ctx, o) {
  const n = (/** @type {string | null | undefined} */ reg) => (reg ? regionName(ctx.art, ctx.names, reg) : '?');
  const p = ctx.powers[o.power];
  const adj = p?.adjective ?? p?.name ?? o.power;
  const unit = ctx.units.find((u) => u.region === o.region && !!u.dislodged === (o.kind === 'retreat'));
  const who = `${adj} ${unit?.type ?? 'unit'} in ${n(o.region)}`;
  const other = ctx.units.find((u) => u.region === o.target && !u.dislodged);
  const them = other ? `${ctx.powers[other.power]?.adjective ?? other.power} ${other.type} in ${n(o.target)}` : n(o.target);
  /** @type {Record<string, string>} */
  const text = {
    hold: `${who} holds`,
    move: `${who} moves to ${n(o.to)}${o.viaConvoy ? ' by convoy' : ''}`,
    support: o.to && provinceOf(o.to) !== provinceOf(o.target ?? '') ? `${who} supports ${them} to ${n(o.to)}` : `${who} supports ${them} to hold`,
    convoy: `${who} convoys ${them} to ${n(o.to)}`,
    retreat: `${who} retreats to ${n(o.to)}`,
    build: `${adj} builds ${o.type ? ({ army: 'an army', fleet: 'a fleet', 'coast guard': 'a coast guard', leader: 'a Leader' })[o.type] : 'a unit'} in ${n(o.region)}`,
    disband: `${who} disbands`,
  };
  const base = text[o.kind] ?? `${who}: ${o.kind}`;
  if (o.success === undefined) return base;
  return `${base}: ${o.success ? 'succeeded' : 'failed'}${o.reason ? ` (${o.reason})` : ''}`;
}
