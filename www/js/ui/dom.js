// @ts-check
/**
 * A tiny element builder for the pages' panels: `h('button', { class: 'chip', onclick }, 'Hold')`.
 * @module
 */

/**
 * @param {string} tag
 * @param {Record<string, any> | null} [attrs] attributes; `on*` functions become listeners,
 *   `false`/`null`/`undefined` values are skipped, `dataset`/`style` objects are merged
 * @param {...(Node | string | number | null | undefined | false | (Node | string | null | undefined | false)[])} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === false || value === null || value === undefined) continue;
    if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key === 'style' && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) node.style.setProperty(k, String(v));
    } else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'number' ? String(child) : child);
  }
  return node;
}

/**
 * The element with this id (throws if the page lacks it, so a typo fails loudly).
 * @template {HTMLElement} T
 * @param {string} id
 * @returns {T}
 */
export function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the page has no #${id}`);
  return /** @type {T} */ (node);
}

// nextTask, which the pages' start awaits between long pieces of work, is the board's and the
// engine's too (board/steps.js).
export { nextTask } from '../board/steps.js';

/**
 * Resolves in a task after the next frame has been drawn, so what a page adds next is laid out
 * in a frame of its own.
 * @returns {Promise<void>}
 */
export function afterFrame() {
  return new Promise((resolve) => { requestAnimationFrame(() => { setTimeout(resolve, 0); }); });
}
