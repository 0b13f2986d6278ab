// @ts-check
/**
 * Small helpers for building SVG nodes.
 * @module
 */

export const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Creates an SVG element with attributes (null and undefined values are skipped).
 * @param {string} tag
 * @param {Record<string, string | number | null | undefined>} [attrs]
 * @param {Node[]} [children]
 * @returns {SVGElement}
 */
export function el(tag, attrs = {}, children = []) {
  const node = /** @type {SVGElement} */ (document.createElementNS(SVG_NS, tag));
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined) node.setAttribute(k, String(v));
  }
  for (const c of children) node.appendChild(c);
  return node;
}

/**
 * A `<title>` child, which browsers show on hover and screen readers read.
 * @param {string} text
 */
export function title(text) {
  const t = el('title');
  t.textContent = text;
  return t;
}

/**
 * Removes every child of a node.
 * @param {Element} node
 */
export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
}

/** @param {number} v */
export const r1 = (v) => Math.round(v * 10) / 10;
