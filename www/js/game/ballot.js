// @ts-check
/**
 * The screens of the secret draw vote: a player's ballot (choose, then cast: a choice can be
 * changed until it is cast, and neither answer is the highlighted one) and the outcome of a
 * vote that failed. The vote itself is vote.js.
 * @module
 */

import { h } from '../ui/dom.js';
import { positionView } from '../ui/names.js';
import { castVote, backToTable, drawSharers } from './vote.js';
import { present } from './record.js';
import { badge, nameOf } from './common.js';
import { plural } from '../ui/words.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./types.js').View} View */
/** @typedef {import('./record.js').GameRecord} GameRecord */

/** A player's secret vote on a draw. @param {Ctx} ctx @param {GameRecord} game @returns {View} */
export function voteView(ctx, game) {
  const power = game.screen.power ?? '';
  const cast = /** @type {HTMLButtonElement} */ (h('button', { type: 'submit', class: 'primary big', id: 'cast-vote', disabled: true }, 'Cast my vote'));
  const option = (/** @type {string} */ value, /** @type {string} */ label, /** @type {string} */ detail) => h('label', { class: 'vote-option' },
    h('input', { type: 'radio', name: 'vote', value, id: `vote-${value}`, onchange: () => { cast.disabled = false; } }),
    h('span', { class: 'vote-label' }, label), h('span', { class: 'vote-detail' }, detail));
  return {
    title: 'Secret vote',
    board: positionView(game.current.state),
    cover: [h('form', {
      class: 'handoff', id: 'ballot',
      onsubmit: (/** @type {Event} */ e) => {
        e.preventDefault();
        const chosen = /** @type {HTMLInputElement | null} */ (document.querySelector('#ballot input[name="vote"]:checked'));
        if (chosen) ctx.act(() => castVote(game, power, chosen.value === 'yes', ctx.now()));
      },
    },
    badge(ctx, power),
    h('h1', { class: 'handoff-name', id: 'ballot-title' }, `${nameOf(ctx, game, power)}, do you agree to a draw?`),
    h('p', { class: 'handoff-detail' }, `A draw ends the game shared by ${sharedBy(ctx, game)}. It needs every vote; nobody will see how you voted.`),
    h('fieldset', { class: 'vote-options' },
      h('legend', { class: 'visually-hidden' }, 'Your vote'),
      option('yes', 'Yes, a draw', 'the game ends if everyone agrees'),
      option('no', 'No, play on', 'the game goes on')),
    h('p', { class: 'muted' }, 'You can change your choice until you cast it.'),
    cast)],
  };
}

/** Who would share the draw, in words. @param {Ctx} ctx @param {GameRecord} game */
function sharedBy(ctx, game) {
  const alive = present(game).length;
  const sharing = drawSharers(game, ctx.engine).length;
  return sharing > alive ? `all ${plural(sharing, 'power')}, those out of the game too` : `the ${plural(alive, 'power')} still in`;
}

/** The outcome of a draw vote that failed. @param {Ctx} ctx @param {GameRecord} game @returns {View} */
export function votedView(ctx, game) {
  return {
    title: 'The draw was not agreed',
    board: positionView(game.current.state),
    cover: [h('div', { class: 'handoff' },
      h('h1', { class: 'handoff-name' }, 'The draw was not agreed'),
      h('p', { class: 'handoff-detail' }, 'At least one player voted to play on. The votes stay secret.'),
      h('button', { type: 'button', class: 'primary big', id: 'voted-back', onclick: () => ctx.act(() => backToTable(game)) }, 'Back to the game'))],
  };
}
