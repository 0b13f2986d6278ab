// @ts-check
/**
 * What game night's screens ask the engine about the phase in play, asked once a phase and not
 * on every drawing: the phase's title (its year as the engine names it), whose units are
 * doubled in its year (Cat Diplomacy), and the powers' duties. Kept beside the game's working
 * state (`game.current`, in a WeakMap, so never saved with the record), keyed by what it
 * depends on: the engine, the position and the rules. A sheet's check is kept with the sheet
 * itself (flow.js `writeSheet`), asked again only when its orders change.
 * @module
 */

import { phaseTitle } from '../ui/names.js';

/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').Duties} Duties */
/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {{ title: string, doubled: string[], duties: Duties }} PhaseAsked */

/**
 * The answers kept for each phase in play, with what they were asked of.
 * @type {WeakMap<object, { engine: GameEngine, state: object, rules: object, asked: PhaseAsked }>}
 */
const kept = new WeakMap();

/**
 * What the engine says of the game's phase in play: asked on the first drawing of the phase
 * (or after its position, rules or map changed), then kept.
 * @param {GameEngine} engine @param {GameRecord} game @returns {PhaseAsked}
 */
export function phaseAsked(engine, game) {
  const { current, rules } = game;
  const known = kept.get(current);
  if (known && known.engine === engine && known.state === current.state && known.rules === rules) return known.asked;
  const { state } = current;
  const asked = { title: phaseTitle(engine, state), doubled: engine.doubledPowers(state.year, rules), duties: dutiesOf(engine, game) };
  kept.set(current, { engine, state, rules, asked });
  return asked;
}

/**
 * The phase's duties: those stored with it, or, for a record stored before the adjustments'
 * duties said how many builds each site takes and where a Leader may be built, the engine's
 * again.
 * @param {GameEngine} engine @param {GameRecord} game @returns {Duties}
 */
function dutiesOf(engine, game) {
  const { state, duties } = game.current;
  const complete = duties.powers.every((d) => d.buildsAt && d.leaderSites);
  return state.phase !== 'adjustment' || complete ? duties : engine.duties(state, game.rules);
}
