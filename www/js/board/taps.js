// @ts-check
/**
 * What a tap on the board means: the unit, coast or province under the finger, told to the
 * host through `onUnitTap` and `onProvinceTap`; and the label a long press shows.
 * @module
 */

import { provinceOf, coastOf } from './geometry.js';
import { pieceUnits } from './units.js';

/**
 * The part of the widget's state a tap reads.
 * @typedef {{ cfg: { highlight: string[], selected: string | null,
 *   onUnitTap?: import('./types.js').BoardConfig['onUnitTap'],
 *   onProvinceTap?: import('./types.js').BoardConfig['onProvinceTap'] },
 *   art: import('./art.js').Art | null }} TapState
 */

/**
 * Resolves a tap at a client point: the topmost unit, coast or province under it. Order
 * shapes and labels are looked through. While targets are highlighted, a target under the
 * finger wins over a piece of a neighbouring province lying on top of it, since large
 * pieces overhang their borders; the selected piece itself always takes its own taps.
 * @param {TapState} state
 * @param {number} x
 * @param {number} y
 */
export function tapAt(state, x, y) {
  const svg = state.art?.svg;
  if (!svg) return;
  const hits = /** @type {Element[]} */ (rootOf(svg).elementsFromPoint(x, y)
    .map((e) => e.closest('[data-unit], [data-coast], [data-province]'))
    .filter((e) => e && svg.contains(e)));
  const selected = hits[0]?.getAttribute('data-unit') === state.cfg.selected;
  const hit = (selected ? null : hits.find((e) => isTarget(state.cfg.highlight, e))) ?? hits[0];
  if (hit) tapElement(state, hit);
}

/**
 * The document or shadow root holding the board: inside a shadow root (the `<graustark-board>`
 * element), the document's hit test stops at the host element.
 * @param {Node} node
 * @returns {DocumentOrShadowRoot}
 */
export function rootOf(node) {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root : (node.ownerDocument ?? document);
}

/**
 * Whether a unit, coast or province element stands for a highlighted region.
 * @param {string[]} highlight
 * @param {Element} node
 */
function isTarget(highlight, node) {
  const region = node.getAttribute('data-unit') ?? node.getAttribute('data-coast') ?? node.getAttribute('data-province') ?? '';
  const province = provinceOf(region);
  return highlight.some((h) => h === region || provinceOf(h) === province);
}

/**
 * Fires the callback for a unit, coast or province element. A unit standing in a
 * highlighted region counts as a tap on that region, since highlights mark tap targets.
 * @param {TapState} state
 * @param {Element} node
 */
export function tapElement(state, node) {
  const { cfg } = state;
  const unit = node.getAttribute('data-unit');
  if (unit) {
    const targeted = cfg.highlight.includes(unit) || cfg.highlight.includes(provinceOf(unit));
    if (!targeted && cfg.onUnitTap) {
      cfg.onUnitTap(unit, { dislodged: node.hasAttribute('data-dislodged'), power: node.getAttribute('data-power') ?? '', units: pieceUnits.get(node) ?? [] });
      return;
    }
    const coast = cfg.highlight.includes(unit) ? coastOf(unit) : null;
    cfg.onProvinceTap?.(provinceOf(unit), coast);
    return;
  }
  const region = node.getAttribute('data-coast') ?? node.getAttribute('data-province');
  if (!region) return;
  const province = provinceOf(region);
  let coast = coastOf(region);
  if (!coast) {
    // Tapping a province whose only highlighted part is one coast means that coast.
    const coasts = cfg.highlight.filter((h) => provinceOf(h) === province && coastOf(h));
    if (coasts.length === 1 && !cfg.highlight.includes(province)) coast = coastOf(coasts[0]);
  }
  cfg.onProvinceTap?.(province, coast);
}

/**
 * Shows the label of the order, unit or standoff under a long press.
 * @param {{ art: import('./art.js').Art | null, root: HTMLElement, tip: HTMLElement }} state
 * @param {number} x
 * @param {number} y
 */
export function showTip(state, x, y) {
  const svg = state.art?.svg;
  if (!svg) return;
  const hit = rootOf(svg).elementsFromPoint(x, y)
    .map((e) => e.closest('.gk-order, .gk-unit, .gk-standoff, [data-province], [data-coast]'))
    .find((e) => e && svg.contains(e));
  const text = hit?.getAttribute('aria-label');
  if (!text) return;
  const box = state.root.getBoundingClientRect();
  state.tip.textContent = text;
  state.tip.hidden = false;
  const half = state.tip.offsetWidth / 2 + 8;
  const left = Math.min(Math.max(half, x - box.left), box.width - half);
  state.tip.style.left = `${left}px`;
  state.tip.style.top = `${Math.max(state.tip.offsetHeight + 26, y - box.top)}px`;
}
