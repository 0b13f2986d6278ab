// @ts-check
/**
 * What the `<graustark-board>` element shows, read from what a host page gives it: a position
 * (with orders, adjudicated by the engine), or a game file stepped through phase by phase. A
 * game file of any version is read by game night's one reader (`toCurrentFile`, game-file.js).
 * Everything given is checked here, each problem named with where it is; the engine checks
 * every position and reads every order. A game file's recorded results are not trusted: each
 * phase is adjudicated again from its position and orders. Pure functions; no DOM.
 * @module
 */

import { orderOfLine, toCurrentFile } from '../game/game-file.js';
import { phaseWords } from '../game/record.js';

/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').OrderText} OrderText */
/** @typedef {import('../engine.js').PhaseView} PhaseView */
/** @typedef {import('../engine.js').Rules} Rules */

/**
 * One phase the element can show: its position, the orders given in it (null: none yet), and
 * their adjudication, made when the phase is first shown.
 * @typedef {object} Step
 * @property {State} state
 * @property {OrderText[] | null} orders
 * @property {PhaseView | null} result
 */


/** The most orders one phase may carry (the sandbox's links allow as many). */
export const MAX_ORDERS = 1000;
/** The most phases a game file may hold: a century of play, several phases a year. */
export const MAX_PHASES = 2000;

/**
 * A value given as an object or as JSON text. @param {unknown} value @param {string} what
 * @returns {unknown}
 */
export function readJson(value, what) {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch (e) {
    throw new Error(`${what} is not JSON (${e instanceof Error ? e.message : e})`);
  }
}

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Orders as given: a list of `{ power, text }`. @param {unknown} value @param {string} where
 * @returns {OrderText[]}
 */
export function readOrders(value, where) {
  if (!Array.isArray(value)) throw new Error(`${where} must be a list of orders, each { "power": "france", "text": "A Par - Bur" }`);
  if (value.length > MAX_ORDERS) throw new Error(`${where} has ${value.length} orders; at most ${MAX_ORDERS} are read`);
  return value.map((o, i) => {
    if (!isObject(o) || typeof o.power !== 'string' || typeof o.text !== 'string') {
      throw new Error(`${where}[${i}] is not an order: an order is { "power": "france", "text": "A Par - Bur" }`);
    }
    return { power: o.power, text: o.text };
  });
}

/**
 * A position, checked by the engine; `where` names it in the message.
 * @param {GameEngine} engine @param {unknown} value @param {string} where @returns {State}
 */
export function checkedState(engine, value, where) {
  if (!isObject(value)) throw new Error(`${where} is not a position (an object with "units")`);
  if (!Array.isArray(value.units)) throw new Error(`${where} has no list of "units"`);
  try {
    return engine.checkState(/** @type {State} */ (value));
  } catch (e) {
    // The engine names the part of the position ("position: units[3]: …"); `where` names the position.
    throw new Error(`${where}: ${(e instanceof Error ? e.message : String(e)).replace(/^position: /, '')}`);
  }
}

/**
 * The phases of a game file of any version, oldest first, ending with the position now: each
 * phase of its history with its position and its orders (a two-season game's season, whose
 * orders are a whole season's, with its position alone), then the position now (the phase
 * being written at the table is never shown: its orders are secret). Also the game's rules.
 * @param {GameEngine} engine the engine of the file's board (`boardOf`)
 * @param {Record<string, any>} data
 * @returns {{ steps: Step[], rules: Rules | undefined }}
 */
export function gameSteps(engine, data) {
  const read = toCurrentFile(data, engine, undefined);
  if ('errors' in read) throw new Error(`the game file cannot be read: ${read.errors.slice(0, 3).join('; ')}${read.errors.length > 3 ? '; …' : ''}`);
  const file = read.file;
  const rules = isObject(file.rules) ? /** @type {Rules} */ (file.rules) : undefined;
  const history = file.history ?? [];
  if (!Array.isArray(history)) throw new Error('history must be a list of phases');
  if (history.length > MAX_PHASES) throw new Error(`the game file has ${history.length} phases; at most ${MAX_PHASES} are shown`);
  /** @type {Step[]} */
  const steps = [];
  history.forEach((entry, i) => {
    if (!isObject(entry)) throw new Error(`history[${i}] is not a phase`);
    if (entry.position === undefined) return;
    const state = checkedState(engine, entry.position, `history[${i}].position`);
    const one = entry.phase === phaseWords(engine, state);
    steps.push({ state, orders: one ? historyOrders(engine, entry.orders, `history[${i}].orders`) : null, result: null });
  });
  steps.push({ state: checkedState(engine, file.state, 'state'), orders: null, result: null });
  return { steps, rules };
}

/**
 * A history phase's orders, each a text the engine reads (with its power's id or name in
 * front, as the history writes it). @param {GameEngine} engine @param {unknown} value @param {string} where
 * @returns {OrderText[]}
 */
function historyOrders(engine, value, where) {
  if (!Array.isArray(value)) throw new Error(`${where} must be a list of orders, each a text ("england: F Lon - Nth")`);
  if (value.length > MAX_ORDERS) throw new Error(`${where} has ${value.length} orders; at most ${MAX_ORDERS} are read`);
  return value.map((line, i) => {
    if (typeof line !== 'string') throw new Error(`${where}[${i}] is not an order: an order is its text ("england: F Lon - Nth")`);
    return orderOfLine(line, engine);
  });
}

/**
 * A step's adjudication, made once: the engine plays its orders (nothing when it has none).
 * @param {GameEngine} engine @param {Step} step @param {Rules | undefined} rules
 * @returns {PhaseView | null}
 */
export function resultOf(engine, step, rules) {
  if (!step.result && step.orders) step.result = engine.adjudicate(step.state, step.orders, rules);
  return step.result;
}
