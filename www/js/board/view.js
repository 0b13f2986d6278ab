// @ts-check
/**
 * Pan, zoom and taps through pointer events: one-pointer drag pans when zoomed, two pointers
 * pinch, the wheel zooms, a double tap zooms in. Zooming changes the SVG viewBox, so the board
 * stays crisp. A tap never fires after a drag, a pinch or a long press.
 * @module
 */

import { fitRect, viewRect, zoomAbout } from './geometry.js';

/** @typedef {import('./geometry.js').Point} Point */

/**
 * The pan/zoom part of the widget's state.
 * @typedef {object} ViewState
 * @property {SVGSVGElement} svg
 * @property {{ x: number, y: number, w: number, h: number }} board
 * @property {{ x: number, y: number, w: number, h: number }} fit
 * @property {number} zoom
 * @property {Point} centre
 * @property {number} maxZoom
 * @property {number} anim requestAnimationFrame id of a running transition, or 0
 * @property {number} [width] the SVG's width in CSS px when last fitted (refit), so drawing
 *   need not ask for a layout
 */

const TAP_SLOP = 10; // CSS px a finger may wander and still tap
const DOUBLE_TAP_MS = 320;
const LONG_PRESS_MS = 550;

/**
 * Recomputes the fit rectangle for the element's current size, keeping zoom and centre.
 * @param {ViewState} v
 * @param {{ width: number, height: number }} [box] the SVG's size when the caller knows it
 *   without asking for a layout (as the widget does before new art is in the page)
 */
export function refit(v, box = v.svg.getBoundingClientRect()) {
  v.width = box.width;
  v.fit = fitRect(v.board, box.height > 0 ? box.width / box.height : v.board.w / v.board.h);
  if (!v.centre) v.centre = [v.fit.x + v.fit.w / 2, v.fit.y + v.fit.h / 2];
}

/**
 * An element's content box (its size less padding), which a child 100% wide and high fills.
 * @param {HTMLElement} element
 */
export function contentSize(element) {
  const style = getComputedStyle(element);
  const px = (/** @type {string} */ v) => parseFloat(v) || 0;
  return {
    width: element.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
    height: element.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
  };
}

/**
 * Writes the viewBox for the current zoom and centre.
 * @param {ViewState} v
 */
export function applyView(v) {
  const r = viewRect(v.fit, v.zoom, v.centre);
  v.centre = [r.x + r.w / 2, r.y + r.h / 2];
  v.svg.setAttribute('viewBox', `${r.x.toFixed(1)} ${r.y.toFixed(1)} ${r.w.toFixed(1)} ${r.h.toFixed(1)}`);
  v.svg.classList.toggle('gk-zoomed', v.zoom > 1.01);
}

/**
 * Board coordinates of a client point.
 * @param {ViewState} v
 * @param {number} x
 * @param {number} y
 * @returns {Point}
 */
export function clientToBoard(v, x, y) {
  const box = v.svg.getBoundingClientRect();
  const r = viewRect(v.fit, v.zoom, v.centre);
  const s = box.width / r.w || 1;
  return [r.x + (x - box.left) / s, r.y + (y - box.top) / s];
}

/**
 * Moves to a zoom and centre, with a short transition unless the user prefers reduced motion.
 * @param {ViewState} v
 * @param {number} zoom
 * @param {Point} centre
 * @param {() => void} [done] called once the view has arrived
 */
export function animateTo(v, zoom, centre, done) {
  cancelAnimationFrame(v.anim);
  const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const from = { zoom: v.zoom, centre: v.centre };
  const target = { zoom, centre: centreOf(viewRect(v.fit, zoom, centre)) };
  if (reduce) {
    Object.assign(v, target, { anim: 0 });
    applyView(v);
    done?.();
    return;
  }
  const t0 = performance.now();
  const step = (/** @type {number} */ now) => {
    const t = Math.min(1, (now - t0) / 220);
    const e = 1 - (1 - t) ** 3;
    // Interpolate the zoom geometrically so the motion looks even.
    v.zoom = from.zoom * (target.zoom / from.zoom) ** e;
    v.centre = [from.centre[0] + (target.centre[0] - from.centre[0]) * e, from.centre[1] + (target.centre[1] - from.centre[1]) * e];
    applyView(v);
    v.anim = t < 1 ? requestAnimationFrame(step) : 0;
    if (t >= 1) done?.();
  };
  v.anim = requestAnimationFrame(step);
}

/** @param {{ x: number, y: number, w: number, h: number }} r @returns {Point} */
function centreOf(r) {
  return [r.x + r.w / 2, r.y + r.h / 2];
}

/**
 * Listens for pointers, wheel and keys on the SVG. Returns a function that removes them.
 * @param {ViewState} v
 * @param {{ tap: (x: number, y: number) => void, key: (target: Element) => void,
 *   longPress: (x: number, y: number) => void, changed: () => void }} on
 * @returns {() => void}
 */
export function bindInput(v, on) {
  /** @type {Map<number, { x: number, y: number }>} */
  const pointers = new Map();
  let moved = false;
  let pressed = false;
  let start = { x: 0, y: 0 };
  /** @type {{ dist: number, point: Point, zoom: number } | null} */
  let pinch = null;
  let timer = 0;
  let lastTap = { t: 0, x: 0, y: 0 };

  const scale = () => v.svg.getBoundingClientRect().width / viewRect(v.fit, v.zoom, v.centre).w || 1;
  const mid = () => {
    const [a, b] = [...pointers.values()];
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, d: Math.hypot(a.x - b.x, a.y - b.y) || 1 };
  };
  const startPinch = () => {
    const m = mid();
    pinch = { dist: m.d, point: clientToBoard(v, m.x, m.y), zoom: v.zoom };
  };

  const down = (/** @type {PointerEvent} */ e) => {
    if (e.button > 0) return;
    cancelAnimationFrame(v.anim);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    v.svg.setPointerCapture?.(e.pointerId);
    clearTimeout(timer);
    if (pointers.size === 1) {
      moved = false;
      pressed = false;
      start = { x: e.clientX, y: e.clientY };
      timer = window.setTimeout(() => {
        if (!moved && pointers.size === 1) {
          pressed = true;
          on.longPress(start.x, start.y);
        }
      }, LONG_PRESS_MS);
    } else {
      moved = true;
      if (pointers.size === 2) startPinch();
    }
  };

  const move = (/** @type {PointerEvent} */ e) => {
    const p = pointers.get(e.pointerId);
    if (!p) return;
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    p.x = e.clientX;
    p.y = e.clientY;
    if (pointers.size === 1) {
      if (!moved && Math.hypot(e.clientX - start.x, e.clientY - start.y) > TAP_SLOP) {
        moved = true;
        clearTimeout(timer);
      }
      if (moved && v.zoom > 1) {
        const s = scale();
        v.centre = [v.centre[0] - dx / s, v.centre[1] - dy / s];
        on.changed();
      }
    } else if (pointers.size === 2 && pinch) {
      const m = mid();
      const zoom = Math.min(v.maxZoom, Math.max(1, pinch.zoom * (m.d / pinch.dist)));
      const box = v.svg.getBoundingClientRect();
      const w = v.fit.w / zoom;
      const s = box.width / w;
      v.zoom = zoom;
      v.centre = [pinch.point[0] - (m.x - box.left) / s + w / 2, pinch.point[1] - (m.y - box.top) / s + v.fit.h / zoom / 2];
      on.changed();
    }
  };

  const up = (/** @type {PointerEvent} */ e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.delete(e.pointerId);
    clearTimeout(timer);
    if (pointers.size === 1) {
      // The finger left behind keeps panning from where it is, without a jump.
      pinch = null;
      return;
    }
    if (pointers.size > 0 || moved || pressed || e.type === 'pointercancel') return;
    const now = performance.now();
    if (now - lastTap.t < DOUBLE_TAP_MS && Math.hypot(e.clientX - lastTap.x, e.clientY - lastTap.y) < 30) {
      lastTap = { t: 0, x: 0, y: 0 };
      const p = clientToBoard(v, e.clientX, e.clientY);
      const z = zoomAbout(v.fit, v, 2, p, v.maxZoom);
      animateTo(v, z.zoom, z.centre, on.changed);
      return;
    }
    lastTap = { t: now, x: e.clientX, y: e.clientY };
    on.tap(e.clientX, e.clientY);
  };

  const wheel = (/** @type {WheelEvent} */ e) => {
    e.preventDefault();
    cancelAnimationFrame(v.anim);
    const k = e.deltaMode === 1 ? 0.05 : e.deltaMode === 2 ? 1 : 0.0015;
    const p = clientToBoard(v, e.clientX, e.clientY);
    const z = zoomAbout(v.fit, v, Math.exp(-e.deltaY * k), p, v.maxZoom);
    v.zoom = z.zoom;
    v.centre = z.centre;
    on.changed();
  };

  const key = (/** @type {KeyboardEvent} */ e) => {
    const t = /** @type {Element} */ (e.target);
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      on.key(t);
    } else if (e.key === '+' || e.key === '=' || e.key === '-') {
      const z = zoomAbout(v.fit, v, e.key === '-' ? 0.5 : 2, v.centre, v.maxZoom);
      animateTo(v, z.zoom, z.centre, on.changed);
    } else if (e.key === '0') {
      animateTo(v, 1, v.centre, on.changed);
    }
  };

  const svg = v.svg;
  svg.addEventListener('pointerdown', down);
  svg.addEventListener('pointermove', move);
  svg.addEventListener('pointerup', up);
  svg.addEventListener('pointercancel', up);
  svg.addEventListener('wheel', wheel, { passive: false });
  svg.addEventListener('keydown', key);
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(v.anim);
    svg.removeEventListener('pointerdown', down);
    svg.removeEventListener('pointermove', move);
    svg.removeEventListener('pointerup', up);
    svg.removeEventListener('pointercancel', up);
    svg.removeEventListener('wheel', wheel);
    svg.removeEventListener('keydown', key);
  };
}
