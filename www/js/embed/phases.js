// @ts-check
/**
 * Plays embed.html's sample game through the engine (what the board draws of each phase is
 * ui/phase.js's). Pure functions on engine views; no DOM.
 * @module
 */

import { phaseShort, powerName, regionName, unitLabel } from '../ui/names.js';
import { FALL_1901, FALL_ORDERS, RETREAT_ORDERS, BUILD_ORDERS } from './sample.js';

/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').PhaseView} PhaseView */
/** @typedef {import('../engine.js').OrderView} OrderView */
/** @typedef {import('../engine.js').MapInfo} MapInfo */

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
