// @ts-check
/**
 * The Graustark board widget: `createBoard(element, config) → api`.
 *
 * It draws a Diplomacy board, its units, supply-centre owners and orders, and reports taps.
 * It knows no rules: the host says what to draw, which regions are tap targets
 * (`highlight`), and decides what a tap means.
 *
 * ```js
 * import { createBoard } from './js/board/board.js';
 * const api = createBoard(document.querySelector('#board'), {
 *   art: { svg: await (await fetch('maps/standard/board.svg')).text(),
 *          layout: await (await fetch('maps/standard/layout.json')).json() },
 *   units: [{ power: 'france', type: 'army', region: 'par' }],
 *   powers: { france: { initial: 'F', name: 'France', adjective: 'French' } },
 *   onProvinceTap: (province, coast) => console.log(province, coast),
 * });
 * api.set({ orders: [{ kind: 'move', power: 'france', region: 'par', to: 'bur' }] });
 * ```
 * @module
 */

import { adoptArtStyle, loadArt } from './art.js';
import { clear } from './svg.js';
import { drawUnits } from './units.js';
import { drawOrders } from './orders.js';
import { drawOwners, drawHighlights, drawStandoffs, labelProvinces, moveLabels } from './marks.js';
import { refit, applyView, bindInput, animateTo, contentSize } from './view.js';
import { viewRect } from './geometry.js';
import { showTip, tapAt, tapElement } from './taps.js';
import { deepestZoom, gameLayout, placePieces, pieceRadius } from './placement.js';
import { changesDrawing, remember } from './same-config.js';
import { bindKeys, focusedItem, newKeys, settleFocus } from './keys.js';

/** @typedef {import('./types.js').BoardConfig} BoardConfig */

/**
 * What `createBoard` returns.
 * @typedef {object} BoardApi
 * @property {(config: BoardConfig) => void} set merges a partial config and redraws (next frame)
 * @property {() => void} fit shows the whole board again
 * @property {() => void} focus puts the keyboard's focus on the board, on the host's `next` unit
 *   if it is offered (once a pending redraw is done): after an order given outside the board
 * @property {() => Readonly<BoardConfig>} config the current config (do not mutate)
 * @property {() => void} destroy removes listeners and the widget's DOM
 */

/**
 * @typedef {object} State
 * @property {HTMLElement} root
 * @property {BoardConfig & typeof DEFAULTS} cfg
 * @property {import('./art.js').Art | null} art
 * @property {{ svg: string, layout: object } | null} artKey the art the SVG was built from
 * @property {import('./view.js').ViewState | null} view
 * @property {HTMLElement} tip long-press tooltip
 * @property {number} frame pending requestAnimationFrame id, or 0
 * @property {boolean} dirty content must be redrawn (not only the viewBox)
 * @property {number} radius the glyph radius the content was last drawn with
 * @property {number} viewChangedAt when the user last panned or zoomed (performance.now())
 * @property {ReturnType<typeof setTimeout> | undefined} settle pending redraw once the view is still
 * @property {(() => void)[]} cleanup removed by destroy()
 * @property {(() => void)[]} artCleanup removed when the art changes
 * @property {Record<string, unknown>} seen a copy of the configuration as last set (same-config.js)
 * @property {boolean} splitNext the next drawing of the pieces is the first on new art: split over two frames
 * @property {(() => void) | null} later the units and orders of a split drawing, due the next frame
 * @property {import('./keys.js').Keys} keys the keyboard's roving focus
 */

/** How long the view must be still before pieces are redrawn at their new size, in ms. */
const SETTLE_MS = 140;

const DEFAULTS = {
  units: /** @type {import('./types.js').Unit[]} */ ([]),
  owners: /** @type {Record<string, string>} */ ({}),
  powers: /** @type {Record<string, import('./types.js').PowerInfo>} */ ({}),
  names: /** @type {Record<string, string>} */ ({}),
  centres: /** @type {string[] | null} */ (null),
  orders: /** @type {import('./types.js').Order[]} */ ([]),
  highlight: /** @type {string[]} */ ([]),
  selected: /** @type {string | null} */ (null),
  offer: /** @type {import('./types.js').BoardConfig['offer']} */ (null),
  next: /** @type {import('./types.js').Unit | null} */ (null),
  labels: /** @type {'abbr' | 'full' | 'none'} */ ('abbr'),
  standoffs: /** @type {string[]} */ ([]),
  numbers: false,
  doubled: /** @type {string[]} */ ([]),
  single: /** @type {Record<string, number[]>} */ ({}),
  unitPixels: 54,
  unitSize: 23,
  unitMaxSize: 60,
  maxZoom: 6,
};

/**
 * Creates a board inside `element`.
 * @param {HTMLElement} element an empty block element; the board fills it
 * @param {BoardConfig} [config]
 * @returns {BoardApi}
 */
export function createBoard(element, config = {}) {
  const tip = document.createElement('div');
  tip.className = 'gk-tip';
  tip.setAttribute('role', 'status');
  tip.hidden = true;
  /** @type {State} */
  const state = {
    root: element, cfg: { ...DEFAULTS, ...config }, art: null, artKey: null, view: null,
    tip, frame: 0, dirty: true, radius: 0, viewChangedAt: 0, settle: undefined, cleanup: [], artCleanup: [],
    seen: remember({}, { ...DEFAULTS, ...config }),
    splitNext: false, later: null, keys: newKeys(),
  };
  element.classList.add('gk-board');
  element.appendChild(tip);
  if (typeof ResizeObserver !== 'undefined') {
    const ro = new ResizeObserver(() => {
      if (state.view) {
        refit(state.view);
        schedule(state, false);
      }
    });
    ro.observe(element);
    state.cleanup.push(() => ro.disconnect());
  }
  schedule(state, true);
  return {
    set: (partial) => {
      // The same position set again (a host redrawing its panels) redraws nothing.
      const changed = changesDrawing(state.seen, partial);
      remember(state.seen, partial);
      Object.assign(state.cfg, partial);
      if (changed) schedule(state, true);
    },
    fit: () => {
      if (!state.view) return;
      const { fit } = state.view;
      animateTo(state.view, 1, [fit.x + fit.w / 2, fit.y + fit.h / 2], () => viewMoved(state));
    },
    focus: () => {
      state.keys.wanted = true;
      if (!state.frame && !state.later) settleFocus(state, null);
    },
    config: () => state.cfg,
    destroy: () => destroy(state),
  };
}

/**
 * Coalesces redraws into one animation frame.
 * @param {State} state
 * @param {boolean} content true if more than the viewBox changed
 */
function schedule(state, content) {
  state.dirty ||= content;
  if (state.frame) return;
  state.frame = requestAnimationFrame(() => {
    state.frame = 0;
    redraw(state);
  });
}

/**
 * Notes that the user panned or zoomed, and redraws the view (pieces resize once it is still).
 * @param {State} state
 */
function viewMoved(state) {
  state.viewChangedAt = performance.now();
  schedule(state, false);
}

/**
 * @param {State} state
 */
function redraw(state) {
  const { cfg } = state;
  const given = cfg.art, key = state.artKey;
  const fresh = !!given && (given.svg !== key?.svg || given.layout !== key?.layout);
  if (fresh) mountArt(state, given);
  const { art, view } = state;
  if (!art || !view) return;
  // New art is shown on its own, its marks a frame later and its pieces the frame after: three
  // tasks a slow tablet does in under 150 ms each, where one frame drawing all took longer.
  if (fresh) {
    state.splitNext = true;
    schedule(state, true);
  } else drawPieces(state, art, view);
  // The host asked for the focus and nothing was drawn again: it is given now.
  if (!fresh && state.keys.wanted && !state.later) settleFocus(state, null);
  view.maxZoom = deepestZoom(cfg.unitPixels, cfg.unitSize, view.fit.w, view.width ?? 0, cfg.maxZoom);
  applyView(view);
}

/**
 * Draws the pieces, orders and marks when they changed or the pieces' size did.
 * @param {State} state
 * @param {import('./art.js').Art} art
 * @param {import('./view.js').ViewState} view
 */
function drawPieces(state, art, view) {
  const { cfg } = state;
  // Pieces keep their screen size, but not during a pinch or wheel zoom: redrawing every
  // frame would stutter on a tablet, so they resize once the view has been still a moment.
  const r = glyphRadius(state, art, view);
  const resized = Math.abs(r - state.radius) > 0.01 * r;
  const moving = performance.now() - state.viewChangedAt < SETTLE_MS;
  if (resized && moving && !state.dirty) {
    clearTimeout(state.settle);
    state.settle = setTimeout(() => schedule(state, false), SETTLE_MS);
  } else if (state.dirty || resized) {
    state.dirty = false;
    state.radius = r;
    state.later = null;
    // A redraw replaces the pieces: the keyboard's focus on one is given to its successor.
    const focused = focusedItem(art);
    for (const layer of Object.values(art.layers)) clear(layer);
    art.svg.classList.toggle('names-full', cfg.labels === 'full');
    art.svg.classList.toggle('gk-no-labels', cfg.labels === 'none');
    const standoffs = cfg.standoffs ?? [];
    const show = { numbers: cfg.numbers, doubled: cfg.doubled, single: cfg.single };
    const layout = gameLayout(art.layout, cfg.centres);
    const place = placePieces(layout, cfg.units, standoffs, r, (id) => labelSize(art, cfg.labels, id), { ...show, orders: cfg.orders });
    drawOwners(art, cfg.owners, place, cfg.centres);
    moveLabels(art, place);
    drawHighlights(art, cfg.highlight);
    drawStandoffs(art, place, r, cfg.names);
    labelProvinces(art, cfg);
    const drawMovers = () => {
      drawOrders(art, { units: cfg.units, powers: cfg.powers, names: cfg.names, orders: cfg.orders, unitSize: r, standoffs, place });
      drawUnits(art, { units: cfg.units, powers: cfg.powers, names: cfg.names, selected: cfg.selected, owners: cfg.owners, unitSize: r, place, ...show });
      settleFocus(state, focused);
    };
    // The first drawing of new art leaves its units and orders to the next frame (a redraw
    // before then draws everything again, and this is dropped).
    if (state.splitNext) {
      state.splitNext = false;
      state.later = drawMovers;
      schedule(state, false);
    } else drawMovers();
  } else if (state.later) {
    const draw = state.later;
    state.later = null;
    draw();
  }
}

/**
 * The glyph radius, in board units, that draws pieces `unitPixels` wide on screen at the
 * current zoom, between `unitSize` and `unitMaxSize`.
 * @param {State} state
 * @param {import('./art.js').Art} art
 * @param {import('./view.js').ViewState} view
 */
function glyphRadius(state, art, view) {
  const { cfg } = state;
  // The width refit measured (on mounting, and on every resize): asking the SVG here would lay
  // the page out once more in the frame, after the host's own changes to it.
  const width = view.width ?? art.svg.getBoundingClientRect().width;
  const scale = width / viewRect(view.fit, view.zoom, view.centre).w;
  return pieceRadius(cfg.unitPixels, scale, cfg.unitSize, cfg.unitMaxSize);
}

/**
 * The half sizes of a province's name as drawn, in board units (abbreviations are 22 units
 * high, full names 15).
 * @param {import('./art.js').Art} art
 * @param {'abbr' | 'full' | 'none'} mode
 * @param {string} id
 */
function labelSize(art, mode, id) {
  if (mode === 'none') return { hw: 0, hh: 0 };
  const text = mode === 'full' ? art.names.get(id) ?? id : id;
  const size = mode === 'full' ? 15 : 22;
  return { hw: text.length * size * 0.31 + 2, hh: size * 0.55 };
}

/**
 * Builds (or rebuilds) the SVG from the art and binds input to it.
 * @param {State} state
 * @param {{ svg: string, layout: import('./types.js').Layout }} artCfg
 */
function mountArt(state, artCfg) {
  for (const f of state.artCleanup.splice(0)) f();
  state.art?.svg.remove();
  const art = loadArt(artCfg.svg, artCfg.layout);
  state.art = art;
  state.artKey = { svg: artCfg.svg, layout: artCfg.layout };
  // The SVG fills the element, so its size is the element's, read before the new art is in
  // the page: asking the SVG would lay the whole new map out twice in one task, once here
  // and once more for the viewBox set below.
  const size = contentSize(state.root);
  state.root.insertBefore(art.svg, state.tip);
  state.artCleanup.push(adoptArtStyle(art.svg, art.css));
  /** @type {import('./view.js').ViewState} */
  const view = {
    svg: art.svg, board: art.board, fit: art.board, zoom: 1,
    centre: [art.board.x + art.board.w / 2, art.board.y + art.board.h / 2], maxZoom: state.cfg.maxZoom, anim: 0,
  };
  state.view = view;
  refit(view, size);
  state.artCleanup.push(bindKeys(state, (at) => reveal(state, at)));
  state.artCleanup.push(bindInput(view, {
    tap: (x, y) => tapAt(state, x, y),
    key: (target) => tapElement(state, target),
    longPress: (x, y) => showTip(state, x, y),
    changed: () => viewMoved(state),
  }));
  const hide = () => { state.tip.hidden = true; };
  art.svg.addEventListener('pointerdown', hide);
  state.artCleanup.push(() => art.svg.removeEventListener('pointerdown', hide));
}

/**
 * Brings a point into view when the board is zoomed in and it lies outside (the keyboard's
 * focus moved there), keeping the zoom.
 * @param {State} state
 * @param {import('./geometry.js').Point} at
 */
function reveal(state, at) {
  const { view } = state;
  if (!view || view.zoom <= 1.01) return;
  const r = viewRect(view.fit, view.zoom, view.centre);
  const margin = 0.1;
  const inside = at[0] > r.x + margin * r.w && at[0] < r.x + (1 - margin) * r.w && at[1] > r.y + margin * r.h && at[1] < r.y + (1 - margin) * r.h;
  if (!inside) animateTo(view, view.zoom, at, () => viewMoved(state));
}

/**
 * @param {State} state
 */
function destroy(state) {
  cancelAnimationFrame(state.frame);
  clearTimeout(state.settle);
  for (const f of [...state.cleanup.splice(0), ...state.artCleanup.splice(0)]) f();
  state.art?.svg.remove();
  state.tip.remove();
  state.root.classList.remove('gk-board');
  state.art = null;
  state.view = null;
}
