// @ts-check
/**
 * The keyboard on the board: the board is one tab stop with a roving focus (the WAI-ARIA
 * pattern of listboxes and grids: the item holding the stop has tabindex 0, every other -1).
 * The items are what the host offers: while targets are highlighted, the selected piece and
 * the targets; else the pieces of the units in `offer` and the provinces or coasts it names
 * (every piece when the host offers nothing). The arrow keys move to the nearest item in their
 * direction (`roving.js`), Home and End to the first and last; Enter and Space tap the item
 * (`view.js`, `taps.js`); Escape asks the host to back out (`onEscape`), and the focus goes back
 * to the piece it came from. When a redraw takes away the item that had the focus (a target
 * once the order is given), the focus goes to the host's `next` unit, else the nearest item.
 * The focused item wears a double ring, dark and light, so it shows on every power's colour,
 * on land and at sea; only for the keyboard's focus (`:focus-visible`), never a finger's.
 * @module
 */

import { el, clear, r1 } from './svg.js';
import { pieceUnits } from './units.js';
import { rootOf } from './taps.js';
import { ARROWS, nearestInDirection, nearestTo } from './roving.js';

/** @typedef {import('./geometry.js').Point} Point */
/** @typedef {import('./types.js').Unit} Unit */

/**
 * One place the keyboard's focus can rest: a piece (or a Leader's star) or an area.
 * @typedef {object} Item
 * @property {string} key stays the same over redraws: `u:` and the piece, or `a:` and the region
 * @property {SVGElement} el
 * @property {Point} at where it is drawn, in board units
 * @property {Unit[]} units the units of a piece (none for an area)
 */

/**
 * What the keyboard keeps between redraws.
 * @typedef {object} Keys
 * @property {string | null} current the key of the item holding the tab stop
 * @property {string | null} last the piece last focused while no target was highlighted
 * @property {boolean} escaped Escape was pressed over targets: the focus goes back to `last`
 * @property {boolean} wanted the host asked for the focus (`api.focus`)
 */

/**
 * The part of the widget's state the keyboard reads.
 * @typedef {{ art: import('./art.js').Art | null, keys: Keys,
 *   cfg: Pick<Required<import('./types.js').BoardConfig>, 'highlight' | 'selected'>
 *   & Pick<import('./types.js').BoardConfig, 'offer' | 'next' | 'onEscape'> }} KeyState
 */

/** @returns {Keys} */
export function newKeys() {
  return { current: null, last: null, escaped: false, wanted: false };
}

/**
 * A unit's identity, to find its piece: power, kind, region, dislodged and number.
 * @param {Unit} u
 */
export function unitKey(u) {
  return `${u.power}|${u.type}|${u.region}|${u.dislodged ? 'd' : ''}|${u.number ?? ''}`;
}

/** @param {Element} g a `.gk-unit` element @returns {Item} */
function pieceItem(g) {
  const units = pieceUnits.get(g) ?? [];
  const star = units.length === 1 && units[0].type === 'leader' ? `L:${units[0].power}:` : '';
  const m = /translate\(\s*([-\d.e]+)[\s,]+([-\d.e]+)\s*\)/.exec(g.getAttribute('transform') ?? '');
  return {
    key: `u:${g.hasAttribute('data-dislodged') ? 'd' : ''}:${star}${g.getAttribute('data-unit')}`,
    el: /** @type {SVGElement} */ (g), at: m ? [Number(m[1]), Number(m[2])] : [0, 0], units,
  };
}

/** @param {import('./art.js').Art} art @param {string} region @returns {Item | null} */
function areaItem(art, region) {
  const area = art.coasts.get(region) ?? art.provinces.get(region);
  if (!area || !area.hasAttribute('tabindex')) return null;
  // Where the area looks to be (the middle of its box), as the eye judges an arrow's way;
  // its unit's place when it is not drawn.
  const b = /** @type {SVGGraphicsElement} */ (/** @type {unknown} */ (area)).getBBox();
  const spot = art.layout.coasts?.[region]?.unit ?? art.layout.provinces[region]?.unit ?? [0, 0];
  /** @type {Point} */
  const at = b.width || b.height ? [b.x + b.width / 2, b.y + b.height / 2] : [spot[0], spot[1]];
  return { key: `a:${region}`, el: area, at, units: [] };
}

/**
 * The items the keyboard moves among now, in the host's order.
 * @param {import('./art.js').Art} art
 * @param {KeyState['cfg']} cfg
 * @returns {Item[]}
 */
export function boardItems(art, cfg) {
  const pieces = [...art.layers.units.querySelectorAll('.gk-unit')].map(pieceItem);
  /** @type {(Item | null | undefined)[]} */
  let list;
  if (cfg.highlight.length) {
    list = [...pieces.filter((p) => p.el.classList.contains('gk-selected')), ...cfg.highlight.map((r) => areaItem(art, r))];
  } else if (cfg.offer) {
    list = cfg.offer.map((o) => {
      if (typeof o === 'string') return areaItem(art, o);
      const k = unitKey(o);
      return pieces.find((p) => p.units.some((u) => unitKey(u) === k));
    });
  } else list = pieces;
  const seen = new Set();
  return /** @type {Item[]} */ (list.filter((i) => i && !seen.has(i.key) && seen.add(i.key)));
}

/**
 * The item the focus is on, if it is in the board (before a redraw replaces the pieces).
 * @param {import('./art.js').Art} art
 * @returns {{ key: string, at: Point } | null}
 */
export function focusedItem(art) {
  const active = rootOf(art.svg).activeElement;
  if (!active || !art.svg.contains(active)) return null;
  if (active.matches('.gk-unit')) return pieceItem(active);
  const region = active.getAttribute('data-coast') ?? active.getAttribute('data-province');
  return region ? areaItem(art, region) : { key: '', at: [0, 0] };
}

/**
 * After a drawing: gives the tab stop to one item and, when the focus was on the board (or
 * the host asked for it), puts the focus there. The item that had it keeps it; when it is
 * gone, the piece Escape came back to, the host's `next`, or the item nearest where it was.
 * @param {KeyState} state
 * @param {{ key: string, at: Point } | null} was the focused item before the drawing
 */
export function settleFocus(state, was) {
  const { art, cfg, keys } = state;
  if (!art) return;
  const items = boardItems(art, cfg);
  const find = (/** @type {string | null} */ key) => (key ? items.find((i) => i.key === key) : undefined);
  const nextKey = cfg.next ? unitKey(cfg.next) : null;
  const next = nextKey ? items.find((i) => i.units.some((u) => unitKey(u) === nextKey)) : undefined;
  /** @type {Item | null | undefined} */
  let stop;
  if (keys.wanted) stop = next ?? find(keys.current) ?? items[0];
  else if (was) stop = find(was.key) ?? (keys.escaped ? find(keys.last) : undefined) ?? next ?? nearestTo(items, was.at);
  else stop = find(keys.current) ?? next ?? items[0];
  if (!cfg.highlight.length) keys.escaped = false;
  for (const area of [...art.provinces.values(), ...art.coasts.values()]) {
    if (area.hasAttribute('tabindex')) area.setAttribute('tabindex', '-1');
  }
  for (const i of items) i.el.setAttribute('tabindex', i === stop ? '0' : '-1');
  // A board offering nothing is still one stop, for its zoom keys and its name; else the SVG
  // itself is none (Chromium would stop on it, as on a scroller, before its items).
  art.svg.setAttribute('tabindex', stop ? '-1' : '0');
  keys.current = stop?.key ?? null;
  const target = stop?.el ?? art.svg;
  if ((was || keys.wanted) && rootOf(art.svg).activeElement !== target) target.focus({ preventScroll: true });
  keys.wanted = false;
  drawRing(state);
}

/**
 * Gives the tab stop to an element the focus has come to (by a key, a tap or the host).
 * @param {KeyState} state
 * @param {Element} target
 */
function takeStop(state, target) {
  const { art, cfg, keys } = state;
  if (!art) return;
  const item = boardItems(art, cfg).find((i) => i.el === target);
  if (!item) return;
  for (const other of art.svg.querySelectorAll('[tabindex="0"]')) if (other !== target) other.setAttribute('tabindex', '-1');
  target.setAttribute('tabindex', '0');
  keys.current = item.key;
  if (!cfg.highlight.length && item.key.startsWith('u:')) keys.last = item.key;
}

/**
 * Draws the double ring round the focused item, when the focus is the keyboard's.
 * @param {KeyState} state
 */
export function drawRing(state) {
  const { art } = state;
  if (!art) return;
  const layer = art.layers.focus;
  clear(layer);
  const active = /** @type {SVGGraphicsElement | null} */ (rootOf(art.svg).activeElement);
  if (!active || active === /** @type {Element} */ (art.svg) || !art.svg.contains(active) || !keyboardFocus(active)) return;
  /** @type {Record<string, string | number>} */
  let shape;
  let tag = 'path';
  if (active.matches('.gk-unit')) {
    const b = active.getBBox();
    const pad = 5;
    const m = /translate\(\s*([-\d.e]+)[\s,]+([-\d.e]+)\s*\)/.exec(active.getAttribute('transform') ?? '');
    const [x, y] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
    const w = b.width + 2 * pad, h = b.height + 2 * pad;
    tag = 'rect';
    shape = { x: r1(x + b.x - pad), y: r1(y + b.y - pad), width: r1(w), height: r1(h), rx: r1(Math.min(w, h) / 2) };
  } else {
    shape = { d: active.getAttribute('d') ?? '' };
    const t = active.getAttribute('transform');
    if (t) shape.transform = t;
  }
  for (const part of ['edge', 'core']) {
    layer.appendChild(el(tag, { ...shape, class: `gk-focus-ring gk-focus-${part}`, 'vector-effect': 'non-scaling-stroke' }));
  }
}

/** Whether the focus is the keyboard's (a tap's focus draws no ring). @param {Element} e */
function keyboardFocus(e) {
  try {
    return e.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Listens for the board's keys and focus. Returns a function that removes the listeners.
 * @param {KeyState} state
 * @param {(at: Point) => void} reveal brings a point of the board into view (when zoomed in)
 * @returns {() => void}
 */
export function bindKeys(state, reveal) {
  const svg = /** @type {SVGSVGElement} */ (state.art?.svg);
  const keydown = (/** @type {KeyboardEvent} */ e) => keyDown(state, e, reveal);
  const focusin = (/** @type {FocusEvent} */ e) => {
    takeStop(state, /** @type {Element} */ (e.target));
    drawRing(state);
  };
  const focusout = () => { if (state.art) clear(state.art.layers.focus); };
  // The board's description, which a screen reader gives with its name.
  const desc = el('desc', { class: 'gk-keys' });
  desc.textContent = 'Arrow keys move among the pieces and targets; Enter or Space chooses; Escape backs out.';
  svg.insertBefore(desc, svg.firstChild);
  svg.addEventListener('keydown', keydown);
  svg.addEventListener('focusin', focusin);
  svg.addEventListener('focusout', focusout);
  return () => {
    desc.remove();
    svg.removeEventListener('keydown', keydown);
    svg.removeEventListener('focusin', focusin);
    svg.removeEventListener('focusout', focusout);
  };
}

/**
 * @param {KeyState} state
 * @param {KeyboardEvent} e
 * @param {(at: Point) => void} reveal
 */
function keyDown(state, e, reveal) {
  const { art, cfg, keys } = state;
  if (!art || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.key === 'Escape') {
    if (!cfg.highlight.length && !cfg.selected) return;
    keys.escaped = true;
    cfg.onEscape?.();
    return;
  }
  const dir = ARROWS[e.key];
  const ends = e.key === 'Home' || e.key === 'End';
  if (!dir && !ends) {
    if (e.key === 'Enter' || e.key === ' ') keys.escaped = false;
    return;
  }
  e.preventDefault();
  keys.escaped = false;
  const items = boardItems(art, cfg);
  const from = items.find((i) => i.el === e.target);
  let to;
  if (ends) to = e.key === 'Home' ? items[0] : items.at(-1);
  else if (!from) to = items.find((i) => i.key === keys.current) ?? items[0];
  else to = nearestInDirection(items.filter((i) => i !== from), from.at, dir);
  if (!to || to === from) return;
  to.el.focus({ preventScroll: true });
  reveal(to.at);
}
