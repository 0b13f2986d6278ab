// @ts-check
/**
 * A phase as the board draws it and a page lists it: the position, the orders given and, once
 * adjudicated, their results. Pure functions on engine views; no DOM. Used by the hosts' page
 * (embed.html) and the `<graustark-board>` element.
 * @module
 */

import { boardUnits, ownersOf } from './names.js';

/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').PhaseView} PhaseView */
/** @typedef {import('../engine.js').OrderView} OrderView */

/**
 * One line of the order list: the order as the engine writes it, and its result if adjudicated.
 * @typedef {{ power: string, text: string, result?: { success: boolean, reason: string } }} Line
 */

/**
 * What the board draws for a position and, if given, its adjudication: dislodged units
 * ringed, every order with its result, the standoffs and the centre owners.
 * @param {State} state
 * @param {PhaseView | null} result
 * @param {OrderView[]} [pending] orders entered but not yet adjudicated
 * @returns {import('../board/types.js').BoardConfig}
 */
export function drawPhase(state, result, pending = []) {
  const key = (/** @type {{ power: string, region: string }} */ u) => `${u.power} ${u.region}`;
  const gone = new Set((result?.dislodged ?? []).map(key));
  const units = boardUnits(state).map((u) => (!u.dislodged && gone.has(key(u)) ? { ...u, dislodged: true } : u));
  // The engine's orders as they are, with their results once adjudicated.
  const orders = result ? resultOrders(result) : pending;
  const standoffs = [...new Set([...(state.standoffs ?? []), ...(result?.standoffs ?? [])])];
  return { units, orders, standoffs, owners: ownersOf(state) };
}

/** Why a unit removed in civil disorder is gone, as the board says it. */
export const CIVIL_DISORDER_REASON = 'civil disorder: a removal not ordered, chosen by the rules';

/**
 * The units the rules removed in civil disorder (a power that ordered too few removals), as
 * the removals the board draws: a disband that succeeded, marked as an ordered one is.
 * @param {Pick<PhaseView, 'civilDisorder'>} result
 * @returns {import('../board/types.js').Order[]}
 */
export function civilDisorderRemovals(result) {
  return (result.civilDisorder ?? []).map((u) => ({
    kind: 'disband', power: u.power, region: u.region, type: u.type, success: true, reason: CIVIL_DISORDER_REASON,
  }));
}

/**
 * What the board draws of an adjudicated phase: every order with its result, the units
 * without orders that failed (dislodged ones), and the removals of civil disorder.
 * @param {Pick<PhaseView, 'orders' | 'unordered' | 'civilDisorder'>} result
 * @returns {import('../board/types.js').Order[]}
 */
export function resultOrders(result) {
  return [...result.orders, ...result.unordered.filter((u) => !u.success), ...civilDisorderRemovals(result)];
}

/**
 * The lines of the order list: the adjudicated orders (and units left without orders that
 * failed, e.g. were dislodged), or the entered orders when nothing is adjudicated yet.
 * @param {PhaseView | null} result
 * @param {OrderView[]} [pending]
 * @returns {Line[]}
 */
export function listLines(result, pending = []) {
  if (!result) return pending.map((v) => ({ power: v.power ?? '', text: v.text }));
  const done = [...result.orders, ...result.unordered.filter((u) => !u.success)];
  /** @type {Line[]} */
  const lines = done.map((r) => ({ power: r.power ?? '', text: r.text, result: { success: r.success, reason: r.reason } }));
  for (const u of result.unreadable) lines.push({ power: u.power ?? '', text: u.text, result: { success: false, reason: u.error } });
  return lines;
}

/**
 * The result of a line in words: "succeeds: moved", "fails: bounced with A Hol".
 * @param {{ success: boolean, reason: string }} result
 */
export function resultText(result) {
  const word = result.success ? 'succeeds' : 'fails';
  return result.reason ? `${word}: ${result.reason}` : word;
}
