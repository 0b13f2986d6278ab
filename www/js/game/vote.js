// @ts-check
/**
 * A draw by unanimous secret vote (house rules 2023, 8.1 and 8.5: a unanimous vote, and no one
 * is told how anyone voted; 8.6, quoting the rulebook: "Draws include all survivors"; the 1958
 * rules have no vote, only a tie of the survivors when time runs out): the tablet goes round the
 * players still in; only the outcome is shown, never who voted how. Who shares an agreed draw
 * is the engine's to say (`drawSharers`).
 * @module
 */

import { endGame } from './flow.js';
import { present, survivors } from './record.js';

/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('../engine.js').GameEngine} GameEngine */

/**
 * The powers that share a draw, as the engine says (`drawSharers`, the map's rule): the powers
 * still in, or every power of the game, those out of it too (Cat Diplomacy forbids a two-way
 * draw, so all three share). Only the powers still in vote.
 * @param {GameRecord} game
 * @param {GameEngine} engine
 */
export function drawSharers(game, engine) {
  return engine.drawSharers(survivors(game));
}

/** Opens a secret draw vote: the tablet goes round the players still in. @param {GameRecord} game */
export function proposeDraw(game) {
  game.current.returnTo = game.screen.name === 'diplomacy' ? 'diplomacy' : 'orders';
  game.current.votes = {};
  game.current.drawAgreed = null;
  nextVoter(game);
}

/** The voter took the tablet. @param {GameRecord} game @param {string} power */
export function openVote(game, power) {
  game.screen = { name: 'vote', power };
}

/**
 * Records a secret vote; after the last one the outcome is shown (and a unanimous draw ends
 * the game). Who voted how is never shown.
 * @param {GameRecord} game
 * @param {string} power
 * @param {boolean} yes
 * @param {number} now
 */
export function castVote(game, power, yes, now) {
  if (!game.current.votes) return;
  game.current.votes[power] = yes;
  if (nextVoter(game)) return;
  const agreed = present(game).every((p) => game.current.votes?.[p] === true);
  game.current.votes = null;
  game.current.drawAgreed = agreed;
  if (agreed) endGame(game, 'draw', null, now);
  else game.screen = { name: 'voted' };
}

/** Hands the tablet to the next player yet to vote; false if all have. @param {GameRecord} game */
function nextVoter(game) {
  const power = present(game).find((p) => !(p in (game.current.votes ?? {})));
  if (!power) return false;
  game.screen = { name: 'handoff', power, purpose: 'vote' };
  return true;
}

/** Back to the screen the draw was proposed from. @param {GameRecord} game */
export function backToTable(game) {
  game.screen = { name: game.current.returnTo ?? 'orders' };
}

/**
 * The proposal is withdrawn before every vote is in: the votes cast so far are dropped unseen
 * and the table goes back to where the draw was proposed.
 * @param {GameRecord} game
 */
export function withdrawDraw(game) {
  game.current.votes = null;
  backToTable(game);
}
