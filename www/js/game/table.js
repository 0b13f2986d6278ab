// @ts-check
/**
 * The public screens between reveals: the diplomacy period with its clock and "ready"
 * buttons, the order pad overview (who has sealed, who reads), and the covers shown while the
 * tablet changes hands: the hand-off and "sealed" (the draw vote's own screens are ballot.js).
 * @module
 */

import { h } from '../ui/dom.js';
import { listed, nounFor } from '../ui/words.js';
import { phaseTitle, positionView, powerName } from '../ui/names.js';
import { handOff, handToReader, openPad, closePeriod, toggleReady, toOverview, startReveal } from './flow.js';
import { openVote, proposeDraw, withdrawDraw } from './vote.js';
import { dutyOf, hashPin, isSecret, orderingPowers, playerOf, present, readerOf, survivors, timeLeft, togglePause, addTime } from './record.js';
import { badge, clock, dutyWords, header, nameOf, who } from './common.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./types.js').View} View */
/** @typedef {import('./record.js').GameRecord} GameRecord */

/** The period clock, updated in place every quarter second by the page. @param {Ctx} ctx @param {GameRecord} game */
function clockFace(ctx, game) {
  const { timer } = game.current;
  if (!timer) return null;
  const left = timeLeft(timer, ctx.now());
  return h('section', { class: `clock${timer.running ? '' : ' paused'}${left <= 60_000 ? ' ending' : ''}`, 'aria-label': 'Time left' },
    h('div', { class: 'countdown', 'data-countdown': '', role: 'timer' }, clock(left)),
    h('p', { class: 'clock-label' }, timer.running
      ? (timer.kind === 'diplomacy' ? 'of diplomacy left' : 'left to write orders')
      : 'paused'),
    h('div', { class: 'button-row clock-buttons' },
      h('button', { type: 'button', id: 'pause', onclick: () => ctx.act(() => togglePause(timer, ctx.now())) }, timer.running ? 'Pause' : 'Resume'),
      h('button', { type: 'button', onclick: () => ctx.act(() => addTime(timer, 60_000, ctx.now())) }, '+1 min'),
      h('button', { type: 'button', onclick: () => ctx.act(() => addTime(timer, 5 * 60_000, ctx.now())) }, '+5 min')));
}

/** The diplomacy period. @param {Ctx} ctx @param {GameRecord} game @returns {View} */
export function diplomacyView(ctx, game) {
  const alive = present(game);
  const ready = game.current.ready;
  const reader = readerOf(game);
  return {
    title: `${phaseTitle(ctx.engine, game.current.state)} · Diplomacy`,
    board: positionView(game.current.state),
    panel: [
      header(ctx, game, `${phaseTitle(ctx.engine, game.current.state).split(' · ')[0]} · Diplomacy`),
      clockFace(ctx, game),
    ],
    side: [
      h('h2', { class: 'section-title' }, `Ready to write orders? ${ready.length} of ${alive.length}`),
      h('p', { class: 'hint' }, 'The period closes early when every player still in has tapped ready.'),
      h('div', { class: 'ready-grid' }, ...alive.map((power) => h('button', {
        type: 'button', class: 'ready-chip', 'data-ready': power, 'aria-pressed': String(ready.includes(power)),
        onclick: () => ctx.act(() => toggleReady(game, power, ctx.engine, ctx.now())),
      }, badge(ctx, power), h('span', { class: 'who' }, nameOf(ctx, game, power)), h('span', { class: 'tick', 'aria-hidden': 'true' }, ready.includes(power) ? '✓' : '')))),
      readerLine(ctx, game, reader),
      endLine(game),
      drawButton(ctx, game),
    ],
    actions: [
      h('button', {
        type: 'button', id: 'close-period',
        onclick: async () => {
          if (await ctx.confirm('Close the diplomacy period now? The rules allow it when every player agrees.', 'Close it')) {
            ctx.act(() => closePeriod(game, ctx.engine, ctx.now()));
          }
        },
      }, 'Close the period'),
    ],
  };
}

/** @param {Ctx} ctx @param {GameRecord} game @param {string | null} reader */
function readerLine(ctx, game, reader) {
  return reader && h('p', { class: 'reader-line' }, 'Reading the orders this turn: ', h('strong', null, who(ctx, game, reader)));
}

/** Opens a secret vote on a draw. @param {Ctx} ctx @param {GameRecord} game */
function drawButton(ctx, game) {
  return h('div', { class: 'draw-row' }, h('button', { type: 'button', class: 'quiet', id: 'propose-draw', onclick: () => ctx.act(() => proposeDraw(game)) }, 'Propose a draw…'));
}

/** @param {GameRecord} game */
function endLine(game) {
  if (game.endsAt === null) return null;
  const at = new Date(game.endsAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return h('p', { class: 'muted small-text' }, `The evening ends at ${at}: no move starts after it, and the players still in tie.`);
}

/**
 * What happens to the powers that seal nothing, by phase ("its" for one power, "their" for more).
 * @param {string} phase @param {number} powers how many
 */
export function silentFate(phase, powers) {
  const its = powers === 1 ? 'its' : 'their';
  return { movement: `${its} units hold`, retreat: `${its} dislodged units are disbanded`, adjustment: `${its} builds are waived, or ${its} removals chosen by the rules` }[phase] ?? '';
}

/** The question asked before a reveal that some powers have not sealed. @param {string[]} names @param {string} phase */
export function unsealedQuestion(names, phase) {
  const sheet = phase === 'movement' ? 'orders' : nounFor(names.length, 'a sheet', 'sheets');
  return `${listed(names)} ${names.length === 1 ? 'has' : 'have'} not sealed ${sheet}: ${silentFate(phase, names.length)}. Go to the reveal anyway?`;
}

/** The order pad overview. @param {Ctx} ctx @param {GameRecord} game @returns {View} */
export function ordersView(ctx, game) {
  const { state, entries } = game.current;
  const ordering = orderingPowers(game);
  const reader = readerOf(game);
  const waiting = ordering.filter((p) => !entries[p]?.sealed);
  const kind = { movement: 'Orders', retreat: 'Retreats', adjustment: 'Builds and removals' }[state.phase] ?? 'Orders';
  const secret = isSecret(state, ordering);
  return {
    title: `${phaseTitle(ctx.engine, state)} · ${kind}`,
    board: positionView(state),
    panel: [
      header(ctx, game, `${phaseTitle(ctx.engine, state).split(' · ')[0]} · ${kind}`),
      h('p', { class: 'hint' }, ordering.length
        ? `${secret ? 'Each player takes the tablet in turn, in any order, and writes in secret.' : 'Written openly.'} Tap your name.`
        : 'Nobody has anything to order in this phase.'),
      clockFace(ctx, game),
      readerLine(ctx, game, reader),
    ],
    side: [
      h('ul', { class: 'pad-list' }, ...ordering.map((power) => {
        const sealed = !!entries[power]?.sealed;
        const reopened = sealed ? entries[power]?.reopened ?? 0 : 0;
        const due = state.phase === 'adjustment' ? dutyOf(game, power) : null;
        return h('li', null, h('button', {
          type: 'button', class: `pad-button${sealed ? ' sealed' : ''}${reopened ? ' reopened' : ''}`, 'data-pad': power,
          onclick: () => ctx.act(() => handOff(game, power)),
        }, badge(ctx, power), h('span', { class: 'who' }, who(ctx, game, power), due && h('span', { class: 'duty' }, dutyWords(due))),
        h('span', { class: 'status' }, sealed ? 'sealed ✓' : entries[power]?.orders.length ? 'started' : 'to write',
          reopened > 0 && h('span', { class: 'reopened-note' }, `opened again${reopened > 1 ? ` ${reopened}×` : ''}`))));
      })),
      state.phase === 'adjustment' && adjustmentTable(ctx, game),
      endLine(game),
      state.phase === 'movement' && drawButton(ctx, game),
    ],
    actions: [
      h('button', {
        type: 'button', class: waiting.length ? '' : 'primary', id: 'to-reader',
        onclick: async () => {
          if (waiting.length) {
            const ok = await ctx.confirm(unsealedQuestion(waiting.map((p) => powerName(ctx.info, p)), state.phase), 'Go to the reveal');
            if (!ok) return;
          }
          ctx.act(() => (secret ? handToReader(game) : startReveal(game, ctx.engine, true)));
        },
      }, waiting.length ? 'Reveal without them' : reader ? `Pass to ${nameOf(ctx, game, reader)} to reveal` : 'Reveal'),
    ],
  };
}

/**
 * The Winter count, public: every power still in with its centres, units and what it builds
 * or removes (the engine's duties).
 * @param {Ctx} ctx @param {GameRecord} game
 */
function adjustmentTable(ctx, game) {
  const rows = survivors(game).map((power) => ({ power, due: dutyOf(game, power) })).filter((r) => r.due);
  return h('table', { class: 'centre-table adjustment-table', id: 'adjustments' },
    h('caption', { class: 'section-title' }, 'Centres and adjustments'),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Power: this winter'), h('th', { scope: 'col', class: 'num' }, 'Centres'), h('th', { scope: 'col', class: 'num' }, 'Units'))),
    h('tbody', null, ...rows.map(({ power, due }) => h('tr', { 'data-power': power },
      h('th', { scope: 'row' }, h('span', { class: 'power-cell' }, badge(ctx, power),
        h('span', null, powerName(ctx.info, power), h('span', { class: 'player-name duty-words' }, due ? dutyWords(due) : '')))),
      h('td', { class: 'num' }, due?.centres ?? 0), h('td', { class: 'num' }, due?.units ?? 0)))));
}

/** The cover while the tablet changes hands. @param {Ctx} ctx @param {GameRecord} game @returns {View} */
export function handoffView(ctx, game) {
  const power = game.screen.power ?? '';
  const purpose = game.screen.purpose ?? 'entry';
  const player = playerOf(game, power);
  const name = nameOf(ctx, game, power);
  const needsPin = purpose !== 'reveal' && !!player?.pin;
  const pin = needsPin ? /** @type {HTMLInputElement} */ (h('input', {
    type: 'password', inputmode: 'numeric', autocomplete: 'off', id: 'pin', 'aria-label': `${name}'s PIN`, placeholder: 'PIN',
    'aria-invalid': ctx.notice?.error ? 'true' : null, 'aria-describedby': ctx.notice?.error ? 'pin-error' : null,
  })) : null;
  const what = { entry: `${powerName(ctx.info, power)}'s orders`, reveal: 'the reveal', vote: 'the secret vote on a draw' }[purpose];
  const go = () => {
    const typed = pin?.value.trim();
    if (pin && hashPin(typed ?? '') !== player?.pin) {
      ctx.notice = { text: typed ? 'That PIN does not match.' : `Type ${name}'s PIN first.`, error: true };
      ctx.render();
      return;
    }
    ctx.notice = null;
    ctx.act(() => {
      if (purpose === 'entry') openPad(game, power, ctx.engine);
      else if (purpose === 'vote') openVote(game, power);
      else startReveal(game, ctx.engine);
    });
  };
  return {
    title: `Pass the tablet to ${name}`,
    board: positionView(game.current.state),
    cover: [h('form', { class: 'handoff', onsubmit: (/** @type {Event} */ e) => { e.preventDefault(); go(); } },
      badge(ctx, power),
      h('p', { class: 'handoff-lead' }, 'Pass the tablet to'),
      h('h1', { class: 'handoff-name' }, name),
      h('p', { class: 'handoff-detail' }, purpose === 'reveal'
        ? `playing ${powerName(ctx.info, power)}, who reads the orders this turn`
        : `playing ${powerName(ctx.info, power)}, for ${what}. Nobody else should look.`),
      pin,
      ctx.notice?.error && h('p', { class: 'field-error', role: 'alert', id: 'pin-error' }, ctx.notice.text),
      h('button', { type: 'submit', class: 'primary big', id: 'take-tablet' }, `I am ${name}: open ${purpose === 'entry' ? 'my orders' : purpose === 'vote' ? 'my vote' : 'the reveal'}`),
      purpose === 'vote'
        ? h('button', { type: 'button', class: 'quiet', id: 'withdraw-draw', onclick: () => { ctx.notice = null; ctx.act(() => withdrawDraw(game)); } }, 'Withdraw the proposal: play on')
        : h('button', { type: 'button', class: 'quiet', onclick: () => { ctx.notice = null; ctx.act(() => toOverview(game)); } }, 'Back'))],
  };
}

/** After a player seals: nothing of the orders shows. @param {Ctx} ctx @param {GameRecord} game @returns {View} */
export function sealedView(ctx, game) {
  const power = game.screen.power ?? '';
  const left = orderingPowers(game).filter((p) => !game.current.entries[p]?.sealed);
  return {
    title: 'Orders sealed',
    board: positionView(game.current.state),
    cover: [h('div', { class: 'handoff' },
      badge(ctx, power),
      h('h1', { class: 'handoff-name' }, `${powerName(ctx.info, power)}'s orders are sealed`),
      h('p', { class: 'handoff-detail' }, left.length
        ? `Hand the tablet on. Still to write: ${listed(left.map((p) => nameOf(ctx, game, p)))}.`
        : 'Every sheet is in. Hand the tablet to the reader.'),
      h('button', { type: 'button', class: 'primary big', id: 'sealed-done', onclick: () => ctx.act(() => toOverview(game)) }, 'Done'))],
  };
}
