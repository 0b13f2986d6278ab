// @ts-check
/**
 * The `<graustark-board>` element's shadow DOM: the board, and below it a bar with the phase
 * (and, for several, buttons to step through them), the orders' guidance and chooser while
 * orders are taken, and a line for problems. Drawn from what the element shows; no rules.
 * @module
 */

import { h } from '../ui/dom.js';
import { boardCentres, boardNames, boardPowers, phaseTitle } from '../ui/names.js';
import { drawPhase } from '../ui/phase.js';
import { choose, chooseHalf, clearSelection, entryHint, selectUnit, startPending, targets } from '../ui/entry.js';
import { drawChooser } from '../ui/chooser.js';
import { keyboardOffer } from '../ui/offer.js';
import { resultOf } from './steps.js';
import { plural } from '../ui/words.js';

/** @typedef {import('./element.js').Shown} Shown */
/** @typedef {import('../ui/entry.js').Entry} Entry */
/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../board/types.js').BoardConfig} BoardConfig */

/**
 * What the element's parts do.
 * @typedef {object} Handlers
 * @property {(by: number) => void} step shows the phase `by` before or after
 * @property {() => void} adjudicate
 * @property {() => void} clear clears the orders entered
 * @property {(change: (entry: Entry) => void) => void} entry changes the order entry, then redraws
 */

/**
 * The parts of the shadow DOM.
 * @typedef {object} Parts
 * @property {HTMLElement} board
 * @property {HTMLElement} bar
 * @property {HTMLButtonElement} back
 * @property {HTMLButtonElement} forward
 * @property {HTMLElement} title
 * @property {HTMLElement} hint
 * @property {HTMLElement} chooser
 * @property {HTMLElement} actions
 * @property {HTMLButtonElement} adjudicate
 * @property {HTMLElement} error
 * @property {Handlers} handlers
 */

/**
 * Builds the shadow DOM's parts. @param {ShadowRoot} root @param {Handlers} handlers
 * @returns {Parts}
 */
export function skeleton(root, handlers) {
  const board = h('div', { class: 'gk-area', part: 'board' });
  const back = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'gk-step', 'aria-label': 'Previous phase', onclick: () => handlers.step(-1) }, '‹'));
  const forward = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'gk-step', 'aria-label': 'Next phase', onclick: () => handlers.step(1) }, '›'));
  const title = h('span', { class: 'gk-title', 'aria-live': 'polite' });
  const hint = h('p', { class: 'gk-hint', 'aria-live': 'polite' });
  const chooser = h('div', { class: 'gk-chooser', hidden: true });
  const adjudicate = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'gk-primary', onclick: handlers.adjudicate }, 'Adjudicate'));
  const actions = h('div', { class: 'gk-actions' }, adjudicate, h('button', { type: 'button', onclick: handlers.clear }, 'Clear orders'));
  const error = h('p', { class: 'gk-error', role: 'alert', part: 'error', hidden: true });
  const bar = h('div', { class: 'gk-bar', part: 'bar' }, h('div', { class: 'gk-phase' }, back, title, forward), hint, actions);
  root.append(h('div', { class: 'gk-frame' }, board, error, chooser, bar));
  return { board, bar, back, forward, title, hint, chooser, actions, adjudicate, error, handlers };
}

/**
 * Draws the phase on show: its position and, once adjudicated, its orders with their
 * results; the last phase while orders are taken, with the orders entered and the taps they
 * may take next.
 * @param {Parts} parts
 * @param {import('../board/board.js').BoardApi} board
 * @param {Shown} shown
 * @param {{ labels: 'abbr' | 'full' | 'none', ordering: boolean }} options the element's `labels`, and whether it takes orders
 */
export function drawElement(parts, board, shown, { labels, ordering }) {
  const { engine, rules, steps, index } = shown;
  const step = steps[index];
  const last = index === steps.length - 1;
  const entry = last ? shown.entry : null;
  // While orders are taken, those given are the sheet to go on with, not yet adjudicated.
  const result = entry ? null : resultOf(engine, step, rules);
  const asked = askedOf(engine, step.state, rules);
  const marks = { numbers: engine.info.stacks, doubled: asked.doubled, single: step.state.single ?? {} };
  const pending = entry ? entry.orders : [];
  const drawn = drawPhase(step.state, result, pending);
  board.set({
    ...mapFacts(engine), ...drawn, ...marks, labels,
    selected: entry?.selected ?? null, highlight: entry ? targets(entry) : [],
    ...(entry ? keyboardOffer(entry, drawn.units ?? []) : { offer: null, next: null }),
  });
  parts.title.textContent = steps.length > 1 ? `${asked.title} (${index + 1} of ${steps.length})` : asked.title;
  parts.back.hidden = parts.forward.hidden = steps.length < 2;
  parts.back.disabled = index === 0;
  parts.forward.disabled = last;
  parts.actions.hidden = !entry;
  parts.adjudicate.disabled = !entry;
  parts.hint.hidden = !entry && !result;
  const next = result && index === steps.length - 2 && ordering ? ` Next: ${askedOf(engine, steps[index + 1].state, rules).title} (›).` : '';
  parts.hint.textContent = entry ? entry.notice?.text ?? entryHint(entry) : result ? outcome(result) + next : '';
  parts.hint.classList.toggle('gk-notice-error', !!entry?.notice?.error);
  if (!entry) { parts.chooser.hidden = true; parts.chooser.replaceChildren(); return; }
  const { handlers } = parts;
  drawChooser(entry, parts.chooser, {
    choose: (view) => {
      const keyed = parts.chooser.contains(/** @type {Document | ShadowRoot} */ (parts.chooser.getRootNode()).activeElement);
      handlers.entry((e) => choose(e, view));
      if (keyed) focusAfterOrder(parts, board);
    },
    pending: (kind) => handlers.entry((e) => startPending(e, kind)),
    cancel: () => handlers.entry((e) => clearSelection(e)),
    pick: (unit) => handlers.entry((e) => { if (e.stack) selectUnit(e, e.stack.region, unit); }),
    half: (kind) => handlers.entry((e) => chooseHalf(e, kind)),
  });
}

/**
 * What the engine said of each position shown, under the map and rules it was asked with: its
 * phase title and whose units are doubled in its year, asked when it is first drawn (positions
 * are replaced, never changed in place), so that drawing again asks the engine nothing.
 * @type {WeakMap<import('../engine.js').State, { engine: GameEngine, rules: import('../engine.js').Rules | undefined, title: string, doubled: string[] }>}
 */
const askedOfState = new WeakMap();

/**
 * The engine's answers for a position shown: kept, or asked now.
 * @param {GameEngine} engine @param {import('../engine.js').State} state @param {import('../engine.js').Rules | undefined} rules
 * @returns {{ title: string, doubled: string[] }}
 */
function askedOf(engine, state, rules) {
  const kept = askedOfState.get(state);
  if (kept && kept.engine === engine && kept.rules === rules) return kept;
  const fresh = { engine, rules, title: phaseTitle(engine, state), doubled: engine.doubledPowers(state.year, rules) };
  askedOfState.set(state, fresh);
  return fresh;
}

/** The board's facts of each engine's map, made once: @type {WeakMap<GameEngine, BoardConfig>} */
const facts = new WeakMap();

/**
 * What the board takes from the engine's map for the game played: the powers' and regions'
 * names, and its supply centres (a smaller game's, so a centre it deletes is neither drawn nor
 * named; the art draws every centre of the map).
 * @param {GameEngine} engine
 * @returns {BoardConfig}
 */
export function mapFacts(engine) {
  let f = facts.get(engine);
  if (!f) {
    f = { powers: boardPowers(engine.info), names: boardNames(engine.info), centres: boardCentres(engine.info) };
    facts.set(engine, f);
  }
  return f;
}

/**
 * After an order given by the keyboard, the focus goes on to the board's next unit without an
 * order, or once there is none, to Adjudicate.
 * @param {Parts} parts
 * @param {import('../board/board.js').BoardApi} board
 */
export function focusAfterOrder(parts, board) {
  if (board.config().next) board.focus();
  else parts.adjudicate.focus({ preventScroll: true });
}

/** "3 of 5 orders succeeded." @param {import('../engine.js').PhaseView} result */
function outcome(result) {
  const done = result.orders.filter((o) => o.success).length;
  return `${done} of ${plural(result.orders.length, 'order')} succeeded.`;
}
