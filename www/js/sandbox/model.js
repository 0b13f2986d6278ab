// @ts-check
/**
 * The sandbox's page state and the pure functions on it: the order entry (ui/entry.js) plus
 * the results, Undo history, set-up mode and rules, and what the board should draw.
 * Everything that talks to the DOM lives elsewhere.
 * @module
 */

import { clearSelection, select, targets } from '../ui/entry.js';
import { keyboardOffer } from '../ui/offer.js';
import { boardUnits, errorText, ownersOf, phaseShort, phaseTitle } from '../ui/names.js';
import { resultOrders } from '../ui/phase.js';

/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').OrderView} OrderView */
/** @typedef {import('../engine.js').PhaseView} PhaseView */
/** @typedef {import('../engine.js').Duties} Duties */
/** @typedef {import('../engine.js').Rules} Rules */
/** @typedef {import('../engine.js').RuleOption} RuleOption */
/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {{ state: State, orders: OrderView[], result: PhaseView | null, report: string }} Step */
/** @typedef {{ name: string, title: string, summary: string, rules: Rules }} PresetRules */

/**
 * @typedef {object} SandboxState
 * @property {string} mapId
 * @property {number | null} players a smaller game of the map (the 1958 rules' six or five), or null for every power
 * @property {PhaseView | null} result the adjudication, once done (the page is then read-only)
 * @property {string} report the zine-style report of the adjudication
 * @property {Step[]} history earlier steps, for Undo
 * @property {'orders' | 'setup'} mode
 * @property {Rules} defaults the default rules (links carry only the differences)
 * @property {PresetRules[]} presets
 * @property {RuleOption[]} options
 * @property {string} setupPower the power new units get in set-up mode
 * @property {'units' | 'centres'} setupLayer what a tap changes in set-up mode
 */

/** @typedef {import('../ui/entry.js').Entry & SandboxState} App */

/** A copy of the current step. @param {App} app @returns {Step} */
export function snapshot(app) {
  return structuredClone({ state: app.state, orders: app.orders, result: app.result, report: app.report });
}

/** Remembers the current step so that Undo can return to it. @param {App} app */
export function remember(app) {
  app.history.push(snapshot(app));
  if (app.history.length > 200) app.history.shift();
}

/** Returns to the previous step; false if there is none. @param {App} app */
export function undo(app) {
  const step = app.history.pop();
  if (!step) return false;
  Object.assign(app, step);
  app.selected = null;
  app.choices = [];
  app.pending = null;
  app.stack = null;
  return true;
}

/**
 * Plays the phase with the orders given (units without orders hold); the page is then
 * read-only until Continue. An engine error becomes the notice and changes nothing.
 * @param {App} app
 */
export function adjudicate(app) {
  clearSelection(app);
  app.mode = 'orders';
  try {
    const played = playPhase(app);
    remember(app);
    Object.assign(app, played);
    app.notice = null;
  } catch (e) {
    app.notice = { text: errorText(e), error: true };
  }
}

/** The phase's results and report under the current orders and rules, from one play (both, or a throw). @param {App} app */
function playPhase(app) {
  const { report, ...result } = app.engine.engine.adjudicateWithReport(app.state, app.orders, app.rules);
  return { result, report };
}

/** Continues from the results to the next phase, with no orders; false if nothing was adjudicated. @param {App} app */
export function proceed(app) {
  if (!app.result) return false;
  remember(app);
  app.state = app.result.next;
  app.orders = [];
  app.result = null;
  app.report = '';
  app.notice = null;
  return true;
}

/**
 * Changes the rules; results on show are adjudicated again under them, and a picked unit's
 * choices are asked again.
 * @param {App} app @param {Rules} rules
 */
export function changeRules(app, rules) {
  app.rules = rules;
  if (app.result) {
    try { Object.assign(app, playPhase(app)); } catch (e) { app.notice = { text: errorText(e), error: true }; }
  }
  if (app.selected) select(app, app.selected);
}

/** Back to the map's opening, with Undo able to return. @param {App} app */
export function resetToOpening(app) {
  remember(app);
  app.state = app.engine.initialState();
  app.orders = []; app.result = null; app.report = ''; app.notice = null; app.mode = 'orders';
  clearSelection(app);
}

/**
 * @typedef {object} Asked what the engine said of a position, under the map and rules it was
 *   asked with; each answer asked when first drawn
 * @property {GameEngine} engine
 * @property {Rules} rules
 * @property {Duties} [duties]
 * @property {string[]} [doubled] whose units are doubled in its year
 * @property {string} [title] "Spring 1901 · Movement"
 * @property {string} [short] "Spring 1901"
 */

/**
 * The engine's answers kept per position (positions are replaced, never changed in place), so
 * that drawing the page asks the engine nothing: only a new position, rules or map does.
 * @type {WeakMap<State, Asked>}
 */
const asked = new WeakMap();

/** The answers kept for a position under the app's map and rules. @param {App} app @param {State} state @returns {Asked} */
function askedOf(app, state) {
  const kept = asked.get(state);
  if (kept && kept.engine === app.engine && kept.rules === app.rules) return kept;
  const fresh = { engine: app.engine, rules: app.rules };
  asked.set(state, fresh);
  return fresh;
}

/** Who orders in the position and what each power is due, as the engine says (kept per position). @param {App} app */
export function dutiesOf(app) {
  const kept = askedOf(app, app.state);
  kept.duties ??= app.engine.duties(app.state, app.rules);
  return kept.duties;
}

/** The powers whose units are doubled in the position's year (Cat Diplomacy; kept per position). @param {App} app */
export function doubledOf(app) {
  const kept = askedOf(app, app.state);
  kept.doubled ??= app.engine.doubledPowers(app.state.year, app.rules);
  return kept.doubled;
}

/**
 * The phase title of the position, and once adjudicated the label of Continue, with the years
 * as the engine names them (kept per position).
 * @param {App} app @returns {{ phase: string, next: string }}
 */
export function titles(app) {
  const kept = askedOf(app, app.state);
  kept.title ??= phaseTitle(app.engine, app.state);
  const next = app.result ? askedOf(app, app.result.next) : null;
  if (next && app.result) next.short ??= phaseShort(app.engine, app.result.next);
  return { phase: kept.title, next: next ? `Continue to ${next.short}` : '' };
}

/**
 * Everything the board shows for the app: the engine's orders as they are, with their
 * results once adjudicated.
 * @param {App} app
 * @returns {import('../board/types.js').BoardConfig}
 */
export function boardView(app) {
  const { state, result } = app;
  let units = boardUnits(state);
  if (result) {
    const gone = new Set(result.dislodged.map((d) => `${d.power} ${d.region}`));
    units = units.map((u) => (!u.dislodged && gone.has(`${u.power} ${u.region}`) ? { ...u, dislodged: true } : u));
  }
  return {
    units,
    numbers: app.info.stacks || stacks(units),
    doubled: doubledOf(app),
    single: state.single ?? {},
    orders: result ? resultOrders(result) : app.orders,
    standoffs: result ? result.standoffs : state.standoffs ?? [],
    owners: ownersOf(state),
    highlight: app.mode === 'orders' && !result ? targets(app) : [],
    // The widget rings only units that stand (not dislodged ones), so a retreating unit is
    // shown by its highlighted retreats alone.
    selected: app.mode !== 'orders' || state.phase === 'retreat' ? null : app.selected,
    ...boardKeys(app, units),
  };
}

/**
 * What the board's keyboard moves among (`board/keys.js`): in set-up every province and coast
 * (a tap there places or removes a unit); while ordering, the units that take orders in the
 * phase and the build sites the engine lists (`ui/offer.js`); after adjudication every piece.
 * @param {App} app
 * @param {import('../board/types.js').Unit[]} units
 * @returns {Pick<import('../board/types.js').BoardConfig, 'offer' | 'next'>}
 */
export function boardKeys(app, units) {
  if (app.mode === 'setup') return { offer: app.info.provinces.flatMap((p) => [p.id, ...p.coasts.map((c) => c.id)]), next: null };
  if (app.result) return { offer: null, next: null };
  const sites = app.state.phase === 'adjustment' ? dutiesOf(app).powers.flatMap((d) => d.buildSites) : [];
  return keyboardOffer(app, units, { sites });
}

/**
 * Whether the position has units sharing a province (a stack, an army on board), where orders
 * must name them by number: the board shows numbers then, as on any map the engine's map view
 * says stacks (`MapInfo.stacks`).
 * @param {import('../board/types.js').Unit[]} units
 */
export function stacks(units) {
  const seen = new Set();
  for (const u of units) {
    if (u.type === 'leader') continue;
    if (u.aboard !== undefined) return true;
    const key = `${u.dislodged ? 'd' : 'u'}:${u.region.split('/')[0]}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}
