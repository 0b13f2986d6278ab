// @ts-check
/**
 * Plays embed.html's sample game through the engine and turns each phase into what the board
 * draws and what the page lists. Pure functions on engine views; no DOM.
 * @module
 */

import { boardUnits, ownersOf, phaseShort, powerName, regionName, unitLabel } from '../ui/names.js';
import { FALL_1901, FALL_ORDERS, RETREAT_ORDERS, BUILD_ORDERS } from './sample.js';

/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').PhaseView} PhaseView */
/** @typedef {import('../engine.js').OrderView} OrderView */
/** @typedef {import('../engine.js').MapInfo} MapInfo */

/**
 * One line of the order list: the order as the engine writes it, and its result if adjudicated.
 * @typedef {{ power: string, text: string, result?: { success: boolean, reason: string } }} Line
 */

/**
 * A phase to show: the position, its adjudication (if any) and a caption.
 * @typedef {object} Scene
 * @property {State} state
 * @property {PhaseView | null} result
 * @property {string} caption
 */

/**
 * Adjudicates the sample: Fall 1901, its retreats, then the winter builds.
 * @param {GameEngine} engine
 * @returns {{ orders: Scene, retreats: Scene, builds: Scene }}
 */
export function playSample(engine) {
  const { info } = engine;
  const fall = engine.checkState(FALL_1901);
  const fallResult = engine.adjudicate(fall, FALL_ORDERS);
  const retreat = fallResult.next;
  const retreatResult = engine.adjudicate(retreat, RETREAT_ORDERS);
  const winter = retreatResult.next;
  const buildResult = engine.adjudicate(winter, BUILD_ORDERS);
  const mayRetreat = fallResult.dislodged.map((d) => {
    const where = d.retreats.map((r) => regionName(info, r));
    return `the ${unitLabel(info, d)} may ${where.length ? `retreat to ${orList(where)} or ` : ''}disband`;
  });
  const due = engine.duties(winter).powers.filter((d) => d.adjustment !== 0).map((d) => {
    const n = Math.abs(d.adjustment);
    return `${powerName(info, d.power)} ${d.adjustment > 0 ? '+' : '−'}${n}`;
  });
  return {
    orders: {
      state: fall, result: fallResult,
      caption: `${phaseShort(engine, fall)}: the orders as written, adjudicated by the engine.`,
    },
    retreats: {
      state: retreat, result: retreatResult,
      caption: `${phaseShort(engine, retreat)}: ${mayRetreat.join('; ')}.`,
    },
    builds: {
      state: winter, result: buildResult,
      caption: `${phaseShort(engine, winter)}: the new owners, and the builds due (${due.join(', ')}).`,
    },
  };
}

/** "a, b or c". @param {string[]} words */
function orList(words) {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

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
  const orders = result ? [...result.orders, ...result.unordered.filter((u) => !u.success)] : pending;
  const standoffs = [...new Set([...(state.standoffs ?? []), ...(result?.standoffs ?? [])])];
  return { units, orders, standoffs, owners: ownersOf(state) };
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
