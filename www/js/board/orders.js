// @ts-check
/**
 * Order shapes in the conventional style: solid arrows for moves, dashed lines for supports,
 * dotted lines for convoys, rings for holds, an X for disbands. The widget draws what it is
 * given; results only change the style (grey, a cross at the midpoint) and the title text.
 * @module
 */

import { el, title, r1 } from './svg.js';
import { UNIT_KINDS } from './kinds.js';
import { powerClass, regionName } from './art.js';
import { glyph, tag } from './units.js';
import { DISLODGED_SCALE, LEADER_SCALE } from './placement.js';
import { curve, curvePath, arrowHead, controlThrough, provinceOf } from './geometry.js';
import {
  HEAD_LENGTH, drawnOrders, orderedAnchor, standAt, dislodgedAt, moveCurve, supportMoveCurve,
} from './order-shapes.js';

/** The size of the cross on a failed order, in glyph radii: small, as it may lie on a piece. */
const FAILED_CROSS = 0.65;

/** @typedef {import('./order-shapes.js').Order} Order an order the widget draws */
/** @typedef {import('./geometry.js').Point} Point */
/**
 * @typedef {object} DrawCtx
 * @property {import('./art.js').Art} art
 * @property {Record<string, import('./types.js').PowerInfo>} powers
 * @property {Record<string, string>} names
 */
/** @typedef {import('./order-shapes.js').ShapeCtx & DrawCtx} Ctx */

/**
 * Draws every order: lines into the orders layer, disband crosses into the marks layer.
 * @param {import('./art.js').Art} art
 * @param {{ units: import('./types.js').Unit[], powers: Record<string, import('./types.js').PowerInfo>,
 *   names: Record<string, string>, orders: import('./types.js').Order[], unitSize: number, standoffs: string[],
 *   place: import('./placement.js').Placement }} cfg
 */
export function drawOrders(art, cfg) {
  /** @type {Ctx} */
  const ctx = {
    art, layout: art.layout, units: cfg.units, powers: cfg.powers, names: cfg.names, orders: drawnOrders(cfg.orders), r: cfg.unitSize,
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
  const { r } = ctx;
  const at = orderedAnchor(ctx, o);
  if (!at) return null;
  const g = el('g');
  const failed = o.success === false;
  switch (o.kind) {
    case 'move':
    case 'retreat': {
      const cv = moveCurve(ctx, o);
      if (!cv) return null;
      arrow(g, cv, 1);
      if (failed) cross(g, cv.mid, r * FAILED_CROSS);
      return g;
    }
    case 'support': {
      const target = o.target ? standAt(ctx, o.target) : null;
      if (!target) return null;
      const toMove = supportMoveCurve(ctx, o);
      if (!toMove) {
        const cv = curve(at, target, { startTrim: r * 0.95, endTrim: r * 1.5 });
        line(g, curvePath(cv), 'gk-dash');
        ring(g, target, r * 1.5, 'gk-dash');
        if (failed) cross(g, cv.mid, r * FAILED_CROSS);
        return g;
      }
      line(g, curvePath(toMove, r * 0.7), 'gk-dash');
      head(g, toMove, 0.7);
      if (failed) cross(g, toMove.mid, r * FAILED_CROSS);
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
      // A Leader's ghost is its small star, beside the piece its Leader will go with.
      const b = o.type === 'leader' ? glyph('leader', r * LEADER_SCALE, '', 'gk-build-glyph')
        : glyph(o.type ?? 'build', r, o.type ? initial : '+', 'gk-build-glyph');
      b.setAttribute('transform', `translate(${at[0]} ${at[1]})`);
      // Several builds of a kind in one province (a 1958 capital takes every build due) are one
      // ghost with their count, as a stack's piece is.
      const alike = ctx.orders.filter((x) => x.kind === 'build' && x.power === o.power && x.type === o.type && x.region === o.region).length;
      if (alike > 1 && o.type !== 'leader') {
        const text = `×${alike}`;
        b.appendChild(tag({ text, x: r1(0.82 * r), y: r1(0.66 * r), hw: r1(0.17 * r * text.length + 0.14 * r), hh: r1(0.3 * r) }, 'gk-count', r));
      }
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
 * @param {Element} g
 * @param {ReturnType<typeof curve>} cv
 * @param {number} scale
 */
function arrow(g, cv, scale) {
  const h = HEAD_LENGTH * scale;
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
  g.appendChild(el('path', { class: 'gk-head', d: arrowHead(cv.to, cv.endAngle, HEAD_LENGTH * scale, HEAD_LENGTH * scale) }));
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
 * A kind of unit built, with its article, as a legend titles it ("an army", "a Leader"), or "a
 * unit" where the build names none. @param {import('./types.js').UnitType | null | undefined} type
 */
function builtKind(type) {
  const kind = UNIT_KINDS.find((k) => k.type === type);
  return kind ? kind.withArticle.replace(kind.type, kind.title) : 'a unit';
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
    build: `${adj} builds ${builtKind(o.type)} in ${n(o.region)}`,
    disband: `${who} disbands`,
  };
  const base = text[o.kind] ?? `${who}: ${o.kind}`;
  if (o.success === undefined) return base;
  return `${base}: ${o.success ? 'succeeded' : 'failed'}${o.reason ? ` (${o.reason})` : ''}`;
}
