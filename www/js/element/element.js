// @ts-check
/**
 * `<graustark-board>`: the board in a custom element with its own shadow DOM, for any page
 * (also of another origin: everything it needs is fetched from the site its module came from).
 * It shows a position, a phase with its orders and results (the engine adjudicates them), or a
 * whole game file stepped through; with `ordering` it takes orders by tapping and adjudicates
 * them. The engine says what a tap may order (ui/entry.js); nothing here knows a rule.
 *
 * Attributes: `map`, `players`, `position`, `orders`, `game-src`, `phase`, `rules`, `ordering`,
 * `power`, `labels`. Properties: `position`, `orders`, `game`, `rules` (objects or JSON text),
 * `phase`, `phases`, `ordering`. Methods: `adjudicate()`, `clearOrders()`, `fit()`. Events
 * (bubbling, composed): `graustark-ready`, `graustark-phase`, `graustark-tap`,
 * `graustark-order`, `graustark-adjudicated`, `graustark-error`. embed.html documents them.
 * @module
 */

import { createBoard } from '../board/board.js';
import { errorText, phaseTitle } from '../ui/names.js';
import { clearSelection, newEntry, provinceTapped, startPending, unitTapped } from '../ui/entry.js';
import { elementSheets, readGiven } from './load.js';
import { drawElement, focusAfterOrder, skeleton } from './draw.js';

/** @typedef {import('./steps.js').Step} Step */
/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').Rules} Rules */
/** @typedef {import('../engine.js').OrderView} OrderView */
/** @typedef {import('../ui/entry.js').Entry} Entry */

/**
 * What is shown: the map's engine, the rules, the phases and the one on show, and while
 * orders are taken the entry of the last phase.
 * @typedef {object} Shown
 * @property {GameEngine} engine
 * @property {Rules} rules
 * @property {Step[]} steps
 * @property {number} index
 * @property {Entry | null} entry
 */

const RELOAD = ['map', 'players', 'position', 'orders', 'game-src', 'rules'];

export class GraustarkBoard extends HTMLElement {
  static observedAttributes = [...RELOAD, 'phase', 'ordering', 'power', 'labels'];

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    /** The parts of the shadow DOM (draw.js). */
    this.parts = skeleton(root, {
      step: (by) => this.showPhase(this.phase + by),
      adjudicate: () => this.adjudicate(),
      clear: () => this.clearOrders(),
      entry: (change) => {
        const entry = this.shown?.entry;
        if (!entry) return;
        const before = entry.orders;
        change(entry);
        this.entryChanged(before);
      },
    });
    /** @type {Shown | null} */
    this.shown = null;
    /** @type {import('../board/board.js').BoardApi | null} */
    this.board = null;
    /** @type {{ svg: string, layout: any } | null} */
    this.art = null;
    /** Values given as properties, which win over the attributes (undefined: not given). @type {{ position?: unknown, orders?: unknown, game?: unknown, rules?: unknown }} */
    this.given = {};
    /** Counts loads, so that a slower earlier one never overwrites a later one. */
    this.loads = 0;
    this.queued = false;
    elementSheets().then((s) => { root.adoptedStyleSheets = [...s]; }, (e) => this.fail(e));
  }

  connectedCallback() { this.reload(); }

  disconnectedCallback() {
    this.board?.destroy();
    this.board = null;
    this.art = null;
  }

  /** @param {string} name @param {string | null} before @param {string | null} now */
  attributeChangedCallback(name, before, now) {
    if (before === now || !this.isConnected) return;
    if (RELOAD.includes(name)) this.reload();
    else if (name === 'phase') this.showPhase(Number(now ?? 0));
    else if (name === 'labels') this.board?.set({ labels: this.labels() });
    else this.renewEntry();
  }

  /** The position on show. @returns {import('../engine.js').State | null} */
  get position() { return this.shown ? this.shown.steps[this.shown.index].state : null; }
  /** @param {unknown} value a position, or its JSON text */
  set position(value) { this.given = { ...this.given, position: value, game: undefined }; this.reload(); }

  /** The orders of the phase on show: those given, or entered by tapping. @returns {import('../engine.js').OrderText[]} */
  get orders() {
    const step = this.shown?.steps[this.shown.index];
    if (this.shown?.entry && step === this.shown.steps.at(-1)) return this.shown.entry.orders.map(({ power, text }) => ({ power: power ?? '', text }));
    return step?.orders ?? [];
  }
  /** @param {unknown} value a list of `{ power, text }`, or its JSON text */
  set orders(value) { this.given = { ...this.given, orders: value }; this.reload(); }

  /** The game file shown (set it to an object or its JSON text). */
  get game() { return this.given.game ?? null; }
  /** @param {unknown} value */
  set game(value) { this.given = { ...this.given, game: value, position: undefined, orders: undefined }; this.reload(); }

  /**
   * Shows a position (null: the map's opening) with its orders (null: none), each an object or
   * JSON text, in place of a game. @param {unknown} position @param {unknown} orders
   */
  showPosition(position, orders) {
    this.given = { ...this.given, game: undefined, position: position ?? null, orders: orders ?? null };
    this.reload();
  }

  /** The rules the phases are played under. */
  get rules() { return this.shown?.rules ?? null; }
  /** Rules as an object or JSON text (undefined: from the `rules` attribute or the map). @param {unknown} value */
  set rules(value) { this.given = { ...this.given, rules: value }; this.reload(); }

  /** The index of the phase on show, from 0. */
  get phase() { return this.shown?.index ?? 0; }
  set phase(value) { this.showPhase(Number(value)); }

  /** How many phases can be stepped through. */
  get phases() { return this.shown?.steps.length ?? 0; }

  get ordering() { return this.hasAttribute('ordering'); }
  set ordering(on) { this.toggleAttribute('ordering', Boolean(on)); }

  /** Shows the whole board again. */
  fit() { this.board?.fit(); }

  /** @returns {'abbr' | 'full' | 'none'} */
  labels() {
    const l = this.getAttribute('labels');
    return l === 'full' || l === 'none' ? l : 'abbr';
  }

  /** Loads what the attributes and properties say, on the next microtask (several changes, one load). */
  reload() {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      if (this.isConnected) this.load().catch((e) => this.fail(e));
    });
  }

  async load() {
    const load = ++this.loads;
    /** @type {Awaited<ReturnType<typeof readGiven>>} */
    let read;
    try {
      read = await readGiven(this.given, (name) => this.getAttribute(name));
    } catch (e) {
      if (load === this.loads) throw e;
      return; // a later load is under way: its outcome is the one shown
    }
    if (load !== this.loads) return;
    const { mapId, engine, art, steps, rules } = read;
    const asked = this.getAttribute('phase');
    const index = asked === null ? steps.length - 1 : clampIndex(Number(asked), steps.length);
    this.shown = { engine, rules, steps, index, entry: null };
    this.parts.error.hidden = true;
    if (!this.board || this.art !== art) {
      this.board?.destroy();
      this.art = art;
      this.board = createBoard(this.parts.board, {
        art, labels: this.labels(),
        onUnitTap: (region, meta) => this.tapped({ region, unit: { power: meta.power, dislodged: meta.dislodged } }, meta),
        onProvinceTap: (province, coast) => this.tapped({ region: coast ? `${province}/${coast}` : province, province, coast }, null),
        onEscape: () => this.backOut(),
      });
    }
    this.renewEntry(false);
    this.draw();
    this.emit('graustark-ready', { map: mapId, phases: steps.length });
  }

  /** A fresh order entry on the last phase while `ordering` is on and it is not adjudicated. */
  renewEntry(redraw = true) {
    const shown = this.shown;
    if (!shown) return;
    const last = shown.steps[shown.steps.length - 1];
    const open = this.ordering && !last.result;
    const power = this.getAttribute('power');
    if (!open) shown.entry = null;
    else if (!shown.entry || shown.entry.state !== last.state || shown.entry.power !== power) {
      // The orders given are the sheet to go on with; one the engine cannot read is named.
      const orders = [];
      for (const [i, o] of (last.orders ?? []).entries()) {
        try {
          orders.push(shown.engine.parseOrder(o.text, o.power ?? undefined, last.state));
        } catch (e) {
          this.fail(new Error(`the orders[${i}] "${o.text}": ${errorText(e)}`));
        }
      }
      shown.entry = newEntry(shown.engine, last.state, shown.rules, { power, orders });
    }
    if (redraw) this.draw();
  }

  /**
   * A tap on the board: told to the host, and given to the entry while orders are taken.
   * @param {{ region: string, province?: string, coast?: string | null, unit?: { power: string, dislodged: boolean } }} detail
   * @param {{ dislodged: boolean, power: string, units?: any[] } | null} unitMeta the tapped piece, for a unit
   */
  tapped(detail, unitMeta) {
    this.emit('graustark-tap', detail);
    const shown = this.shown;
    const entry = shown?.entry;
    if (!shown || !entry || shown.index !== shown.steps.length - 1) return;
    const before = entry.orders;
    const keyed = this.parts.board.contains(/** @type {Document | ShadowRoot} */ (this.parts.board.getRootNode()).activeElement);
    if (unitMeta) unitTapped(entry, detail.region, unitMeta);
    else provinceTapped(entry, detail.province ?? detail.region, detail.coast ?? null);
    this.entryChanged(before);
    // The board moves its focus to the next unit itself; after the last order, to Adjudicate.
    if (keyed && this.board && entry.orders !== before && !this.board.config().next) focusAfterOrder(this.parts, this.board);
  }

  /** Escape on the board: a support or convoy being built is dropped, else the unit selected. */
  backOut() {
    const entry = this.shown?.entry;
    if (!entry || (!entry.selected && !entry.stack && !entry.pending)) return;
    const before = entry.orders;
    if (entry.pending) startPending(entry, null);
    else clearSelection(entry);
    this.entryChanged(before);
  }

  /** After the entry changed: the host is told of a new order, and the board redrawn. @param {OrderView[]} before */
  entryChanged(before) {
    const entry = this.shown?.entry;
    if (!entry) return;
    const added = entry.orders.find((o) => !before.includes(o));
    if (added) this.emit('graustark-order', { order: added, orders: this.orders });
    this.draw();
  }

  /** Adjudicates the orders taken by tapping; the next phase follows. Returns the result (null: nothing to adjudicate). */
  adjudicate() {
    const shown = this.shown;
    if (!shown?.entry) return null;
    try {
      const last = shown.steps[shown.steps.length - 1];
      last.orders = this.orders;
      last.result = shown.engine.adjudicate(last.state, last.orders, shown.rules);
      shown.steps.push({ state: last.result.next, orders: null, result: null });
      shown.index = shown.steps.length - 2;
      shown.entry = null;
      this.draw();
      this.emit('graustark-adjudicated', { result: last.result, orders: last.orders });
      this.emit('graustark-phase', this.phaseDetail());
      return last.result;
    } catch (e) {
      this.fail(e);
      return null;
    }
  }

  /** Clears the orders taken by tapping. */
  clearOrders() {
    const entry = this.shown?.entry;
    if (!entry) return;
    Object.assign(entry, { orders: [], selected: null, choices: [], pending: null, stack: null, notice: null });
    this.draw();
  }

  /** Shows the phase `index` (clamped to those there are). @param {number} index */
  showPhase(index) {
    const shown = this.shown;
    if (!shown) return;
    const to = clampIndex(index, shown.steps.length);
    if (to === shown.index) return;
    shown.index = to;
    if (to === shown.steps.length - 1) this.renewEntry(false);
    this.draw();
    this.emit('graustark-phase', this.phaseDetail());
  }

  phaseDetail() {
    const shown = /** @type {Shown} */ (this.shown);
    const state = shown.steps[shown.index].state;
    return { index: shown.index, count: shown.steps.length, title: phaseTitle(shown.engine, state), state };
  }

  draw() {
    if (!this.shown || !this.board) return;
    try {
      drawElement(this.parts, this.board, this.shown, { labels: this.labels(), ordering: this.ordering });
    } catch (e) {
      this.fail(e);
    }
  }

  /** Shows a problem in the element and tells the host. @param {unknown} e */
  fail(e) {
    const message = errorText(e);
    this.parts.error.textContent = message;
    this.parts.error.hidden = false;
    this.emit('graustark-error', { message });
  }

  /** @param {string} type @param {object} detail */
  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

/** An index within `count` phases (a number that is not one: the first). @param {number} i @param {number} count */
function clampIndex(i, count) {
  return Number.isFinite(i) ? Math.min(Math.max(Math.trunc(i), 0), count - 1) : 0;
}
