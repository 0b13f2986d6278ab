// @ts-check
/**
 * Loads the board art: parses board.svg, scopes its style, indexes provinces, and adds the
 * widget's layers and palette.
 * @module
 */

import { el } from './svg.js';

/**
 * What the widget keeps of the art.
 * @typedef {object} Art
 * @property {SVGSVGElement} svg
 * @property {import('./types.js').Layout} layout
 * @property {{ x: number, y: number, w: number, h: number }} board
 * @property {Map<string, SVGElement>} provinces province id → path
 * @property {Map<string, SVGElement>} coasts coast region → path
 * @property {Map<string, SVGElement>} centres province id → centre circle
 * @property {SVGTextElement[]} labels the art's province names (abbreviated and full)
 * @property {Map<string, string>} names province id → full name
 * @property {Record<string, SVGGElement>} layers
 * @property {string} prefix prepended to every id in this board's SVG
 */


let instances = 0;

/** The widget's layers, drawn above the art's own groups in this order. */
export const LAYERS = ['highlights', 'rings', 'standoffs', 'units', 'orders', 'marks'];

/**
 * Parses the board art and builds the SVG the widget draws into.
 * The SVG text is trusted map art, but scripts, event attributes and external links are
 * still dropped.
 * @param {string} text board.svg
 * @param {import('./types.js').Layout} layout
 * @returns {Art}
 */
export function loadArt(text, layout) {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const src = doc.documentElement;
  if (src.nodeName !== 'svg' || doc.querySelector('parsererror')) {
    throw new Error('board art: not a valid SVG document');
  }
  for (const bad of src.querySelectorAll('script, foreignObject')) bad.remove();
  for (const node of src.querySelectorAll('*')) {
    for (const a of [...node.attributes]) {
      const external = /href$/i.test(a.name) && !a.value.startsWith('#');
      if (/^on/i.test(a.name) || external) node.removeAttribute(a.name);
    }
  }
  src.querySelector('#labels')?.classList.add('gk-art-labels');
  const prefix = `gk${++instances}-`;
  const ids = new Set([...src.querySelectorAll('[id]')].map((n) => n.id));
  for (const style of src.querySelectorAll('style')) {
    style.textContent = prefixIds(scopeCss(style.textContent ?? '', '.gk-board'), ids, prefix);
  }
  // Ids get a per-board prefix, so they clash neither with the host page nor another board.
  for (const node of src.querySelectorAll('*')) {
    if (node.id) node.id = prefix + node.id;
    for (const a of [...node.attributes]) {
      if (a.name !== 'id' && a.value.includes('#')) node.setAttribute(a.name, prefixIds(a.value, ids, prefix));
    }
  }
  const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (document.importNode(src, true)));
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('class', 'gk-svg');
  svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', 'Diplomacy board');

  const [x, y, w, h] = layout.viewBox ?? (svg.getAttribute('viewBox') ?? '0 0 1600 1344').split(/[\s,]+/).map(Number);
  const names = new Map();
  for (const t of svg.querySelectorAll('text.full[data-label]')) {
    names.set(t.getAttribute('data-label') ?? '', (t.textContent ?? '').trim());
  }
  /** @type {Map<string, SVGElement>} */
  const provinces = new Map();
  for (const p of svg.querySelectorAll('[data-province]')) {
    const id = p.getAttribute('data-province') ?? '';
    provinces.set(id, /** @type {SVGElement} */ (p));
    if (!p.classList.contains('impassable')) {
      p.setAttribute('role', 'button');
      p.setAttribute('tabindex', '0');
    } else {
      p.setAttribute('role', 'img'); // named like the others, but not a button
    }
    if (!names.has(id)) names.set(id, id.toUpperCase());
  }
  /** @type {Map<string, SVGElement>} */
  const coasts = new Map();
  for (const p of svg.querySelectorAll('[data-coast]')) {
    const id = p.getAttribute('data-coast') ?? '';
    coasts.set(id, /** @type {SVGElement} */ (p));
    p.setAttribute('role', 'button');
    p.setAttribute('tabindex', '0');
  }
  const labels = /** @type {SVGTextElement[]} */ ([...svg.querySelectorAll('text[data-label]')]);
  /** @type {Map<string, SVGElement>} */
  const centres = new Map();
  for (const c of svg.querySelectorAll('[data-centre]')) {
    centres.set(c.getAttribute('data-centre') ?? '', /** @type {SVGElement} */ (c));
  }

  svg.insertBefore(el('style', {}, [document.createTextNode(paletteCss(layout))]), svg.firstChild);
  const defs = svg.querySelector('defs') ?? svg.insertBefore(el('defs'), svg.firstChild);
  defs.appendChild(el('pattern', {
    id: `${prefix}stripes`, width: 14, height: 14, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(-45)',
  }, [el('rect', { class: 'gk-stripe', width: 5, height: 14 })]));

  /** @type {Record<string, SVGGElement>} */
  const layers = {};
  // Highlights and owner rings go under the centres and labels; the rest on top.
  const centresGroup = svg.querySelector(`[id="${prefix}centres"]`);
  for (const name of LAYERS) {
    const g = /** @type {SVGGElement} */ (el('g', { class: `gk-layer gk-${name}` }));
    layers[name] = g;
    if (centresGroup && (name === 'highlights' || name === 'rings')) svg.insertBefore(g, centresGroup);
    else svg.appendChild(g);
  }
  return { svg, layout, board: { x, y, w, h }, provinces, coasts, centres, labels, names, layers, prefix };
}

/**
 * A readable name for a region: the host's name for it ("Spain (north coast)"), else the
 * art's province name with the coast's id ("Spain (nc)").
 * @param {Art} art
 * @param {Record<string, string>} names the host's names (BoardConfig.names)
 * @param {string} region
 */
export function regionName(art, names, region) {
  if (names[region]) return names[region];
  const [p, c] = region.split('/');
  const name = names[p] ?? art.names.get(p) ?? p.toUpperCase();
  return c ? `${name} (${c})` : name;
}

/**
 * Prefixes every selector of a plain stylesheet with `scope`, so the art's class names
 * (`.sea`, `.full`, ...) do not leak into the host page.
 * @param {string} css
 * @param {string} scope
 */
export function scopeCss(css, scope) {
  return css.replace(/(^|})\s*([^{}@]+)\{/g, (_m, close, selectors) => {
    const scoped = String(selectors).split(',').map((s) => `${scope} ${s.trim()}`).join(',');
    return `${close}\n${scoped}{`;
  });
}

/**
 * Rewrites `#id` references (in CSS or in `url(#id)` and `href="#id"`) to prefixed ids.
 * Only ids in `ids` are touched, so colours such as `#b9d5ea` stay as they are.
 * @param {string} text
 * @param {Set<string>} ids
 * @param {string} prefix
 */
export function prefixIds(text, ids, prefix) {
  return text.replace(/#([A-Za-z_][\w-]*)/g, (m, id) => (ids.has(id) ? `#${prefix}${id}` : m));
}

/**
 * One class per power carrying its colours as custom properties, each overridable by the
 * host page with `--power-<id>`, `--power-<id>-tint` and `--power-<id>-text`.
 * @param {import('./types.js').Layout} layout
 */
export function paletteCss(layout) {
  const hex = (/** @type {unknown} */ v, /** @type {string} */ d) => (typeof v === 'string' && /^#[0-9a-f]{3,8}$/i.test(v) ? v : d);
  let css = '';
  for (const [id, c] of Object.entries(layout.powers ?? {})) {
    if (!/^[a-z0-9_-]+$/i.test(id)) continue;
    css += `.gk-board .gk-p-${id}{--gk-unit:var(--power-${id},${hex(c.unit, '#777')});`
      + `--gk-tint:var(--power-${id}-tint,${hex(c.tint, '#ccc')});`
      + `--gk-text:var(--power-${id}-text,${hex(c.text, '#000')})}\n`;
  }
  return css;
}

/**
 * A CSS class naming a power, or a neutral one for ids the palette cannot carry.
 * @param {string} power
 */
export function powerClass(power) {
  return /^[a-z0-9_-]+$/i.test(power) ? `gk-p-${power}` : 'gk-p-unknown';
}
