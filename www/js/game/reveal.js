// @ts-check
/**
 * The reader's reveal: each power's written orders shown large to be read aloud, then the
 * adjudication played out on the board power by power with every failure explained, then the
 * whole phase: dislodgements and their retreats, standoffs, civil disorder, a winner.
 * @module
 */

import { h } from '../ui/dom.js';
import { boardUnits, capital, ownersOf, phaseShort, phaseTitle, powerName, regionName, unitLabel } from '../ui/names.js';
import { resultItem } from '../ui/chooser.js';
import { civilDisorderRemovals, CIVIL_DISORDER_REASON } from '../ui/phase.js';
import { finishPhase } from './flow.js';
import { readerOf } from './record.js';
import { badge, header, who, winsWith } from './common.js';
import { listed, nounFor, plural } from '../ui/words.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./types.js').View} View */
/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('../engine.js').PhaseView} PhaseView */
/** @typedef {import('../engine.js').State} State */

/**
 * The board after some steps: orders of powers read so far, results of powers shown so far.
 * @param {State} state
 * @param {Omit<PhaseView, 'next'>} result
 * @param {string[]} read powers whose orders have been read
 * @param {string[]} shown powers whose results have been shown
 * @param {boolean} whole the whole phase (dislodgements and standoffs too)
 * @returns {import('../board/types.js').BoardConfig}
 */
export function revealBoard(state, result, read, shown, whole) {
  const gone = whole ? new Set(result.dislodged.map((d) => `${d.power} ${d.region}`)) : new Set();
  const units = boardUnits(state).map((u) => (!u.dislodged && gone.has(`${u.power} ${u.region}`) ? { ...u, dislodged: true } : u));
  // The engine's orders as they are; their results only once the power's are shown, and its
  // removals in civil disorder with them (all of them with the whole phase).
  /** @type {import('../board/types.js').Order[]} */
  const orders = [...result.orders, ...result.unordered.filter((u) => !u.success)]
    .filter((r) => r.power && read.includes(r.power))
    .map((r) => (shown.includes(r.power ?? '') ? r : { ...r, success: undefined, reason: undefined }));
  orders.push(...civilDisorderRemovals(result).filter((r) => whole || shown.includes(r.power ?? '')));
  // The units the rules built for want of orders, placed as builds once their power's results
  // are shown (every power's in the whole phase).
  orders.push(...customaryOf(result).filter((u) => whole || shown.includes(u.power)).map(customaryBuild));
  return { units, orders, owners: ownersOf(state), standoffs: whole ? result.standoffs : [], highlight: [], selected: null };
}

/** The reveal screen. @param {Ctx} ctx @param {GameRecord} game @returns {View} */
export function revealView(ctx, game) {
  const result = /** @type {PhaseView} */ (game.current.result);
  const { state } = game.current;
  const steps = game.current.steps ?? [{ kind: 'summary', power: null }];
  const at = Math.min(Math.max(0, game.screen.step ?? 0), steps.length - 1);
  const step = steps[at];
  const before = steps.slice(0, at + 1);
  const read = before.map((s) => s.power).filter((p) => p !== null);
  const shown = before.filter((s) => s.kind !== 'orders').map((s) => s.power).filter((p) => p !== null);
  const power = step.power ?? '';
  const go = (/** @type {number} */ i) => ctx.act(() => { game.screen = { name: 'reveal', step: i }; });
  const nextStep = steps[at + 1];
  const nextLabel = !nextStep ? `Continue to ${phaseShort(ctx.engine, result.next)}`
    : nextStep.kind === 'orders' ? `Next: ${powerName(ctx.info, nextStep.power)}'s orders`
      : nextStep.kind === 'results' ? (step.kind === 'orders' ? 'Resolve: show the results' : `Next: ${powerName(ctx.info, nextStep.power)}'s results`)
        : 'The whole phase';

  /** @type {(Node | null | undefined | false | '')[]} */
  let body;
  if (step.kind === 'orders') {
    const mine = [...result.orders.filter((o) => o.power === power).map((o) => o.text), ...result.unreadable.filter((u) => u.power === power).map((u) => `${u.text} (cannot be read)`)];
    body = [
      h('h2', { class: 'reveal-power' }, badge(ctx, power), `${powerName(ctx.info, power)}'s orders`),
      mine.length ? h('ol', { class: 'reveal-orders', 'data-reveal-orders': power }, ...mine.map((t) => h('li', null, t)))
        : h('p', { class: 'reveal-none' }, state.phase === 'movement' ? 'No orders: every unit holds.' : 'No orders written.'),
    ];
  } else if (step.kind === 'results') {
    const items = [
      ...result.orders.filter((o) => o.power === power).map(resultItem),
      ...result.unordered.filter((o) => o.power === power).map((o) => resultItem({ ...o, reason: `no order: ${o.reason}` })),
    ];
    for (const u of result.unreadable.filter((x) => x.power === power)) {
      items.push(h('li', { class: 'order failed', 'data-success': 'false' }, h('span', { class: 'mark', role: 'img', 'aria-label': 'failed' }, '✗'), h('span', { class: 'text' }, u.text), h('span', { class: 'reason' }, u.error)));
    }
    items.push(...result.civilDisorder.filter((x) => x.power === power).map((u) => civilDisorderItem(ctx, u)));
    items.push(...customaryOf(result).filter((u) => u.power === power).map((u) => customaryItem(ctx, u)));
    body = [
      h('h2', { class: 'reveal-power' }, badge(ctx, power), `${powerName(ctx.info, power)}: results`),
      items.length ? h('ul', { class: 'orders results', 'data-results': power }, ...items) : h('p', { class: 'muted' }, 'Nothing to show.'),
    ];
  } else {
    body = summary(ctx, result, steps.filter((s) => s.kind === 'results').map((s) => s.power ?? ''));
  }

  return {
    title: `${phaseTitle(ctx.engine, state)} · Reveal`,
    board: revealBoard(state, result, read, shown, step.kind === 'summary'),
    panel: [
      header(ctx, game, `${phaseTitle(ctx.engine, state).split(' · ')[0]} · Reveal`),
      h('p', { class: 'hint' }, `Read by ${who(ctx, game, readerOf(game))}. Step ${at + 1} of ${steps.length}.`),
    ],
    side: [
      h('div', { class: 'reveal-step', 'data-step': step.kind }, ...body),
    ],
    actions: [
      h('button', { type: 'button', id: 'reveal-back', disabled: at === 0, onclick: () => go(at - 1) }, 'Back'),
      h('button', {
        type: 'button', class: 'primary', id: 'reveal-next',
        onclick: () => (nextStep ? go(at + 1) : ctx.act(() => finishPhase(game, ctx.engine, ctx.now()))),
      }, nextLabel),
    ],
  };
}

/**
 * A unit removed in civil disorder: what the rules did, not an order that failed.
 * @param {Ctx} ctx
 * @param {PhaseView['civilDisorder'][number]} unit
 */
export function civilDisorderItem(ctx, unit) {
  return h('li', { class: 'order removed', 'data-region': unit.region, 'data-civil-disorder': '' },
    h('span', { class: 'mark', role: 'img', 'aria-label': 'removed' }, '−'),
    h('span', { class: 'text plain' }, `${capital(unitLabel(ctx.info, unit))} removed`),
    h('span', { class: 'reason' }, CIVIL_DISORDER_REASON));
}

/**
 * The units the rules built for want of orders (Militarism III's customary units and
 * Leaders), as the engine lists them; none in results kept before it listed them.
 * @param {Omit<PhaseView, 'next'>} result
 */
function customaryOf(result) {
  return result.customary ?? [];
}

/**
 * A customary unit as the board draws a build that succeeded.
 * @param {PhaseView['customary'][number]} u
 * @returns {import('../engine.js').OrderResult}
 */
function customaryBuild(u) {
  return {
    power: u.power, kind: 'build', region: u.region, type: u.type, to: null, target: null, viaConvoy: false,
    text: `Build ${u.type} ${u.region}`, number: u.number, index: null, success: true, invalid: false,
    reason: 'customary: built by the rules', word: 'built',
  };
}

/**
 * A unit the rules built for want of orders: what the rules did, not an order given.
 * @param {Ctx} ctx
 * @param {PhaseView['customary'][number]} unit
 */
export function customaryItem(ctx, unit) {
  const leader = unit.type === 'leader';
  return h('li', { class: 'order ok customary', 'data-region': unit.region, 'data-customary': unit.type },
    h('span', { class: 'mark', role: 'img', 'aria-label': 'built by the rules' }, '+'),
    h('span', { class: 'text plain' }, `${capital(unitLabel(ctx.info, unit))} built`),
    h('span', { class: 'reason' }, leader ? 'customary Leader: no Leader written, the rules build it' : 'customary unit: no build written, the rules build it'));
}

/** "24 customary units and 7 Leaders". @param {number} n @param {number} leaders */
function customaryCount(n, leaders) {
  const units = n ? plural(n, 'customary unit') : '';
  const them = leaders ? plural(leaders, 'Leader') : '';
  return listed([units, them].filter(Boolean));
}

/**
 * The whole phase in words.
 * @param {Ctx} ctx @param {PhaseView} result @param {string[]} stepped powers whose results had a step of their own
 */
function summary(ctx, result, stepped) {
  /** @type {(Node | null | undefined | false | '')[]} */
  const out = [h('h2', { class: 'reveal-power' }, 'The whole phase')];
  if (result.dislodged.length) {
    out.push(h('h3', { class: 'section-title' }, 'Dislodged'), h('ul', { class: 'orders dislodged-list' }, ...result.dislodged.map((d) => h('li', { class: 'order' },
      h('span', { class: 'text plain' }, unitLabel(ctx.info, d)),
      h('span', { class: 'reason' }, `dislodged by ${d.by}; ${d.retreats.length ? `may retreat to ${d.retreats.map((r) => regionName(ctx.info, r)).join(', ')} or disband` : 'no retreat: it is disbanded'}`)))));
  }
  if (result.standoffs.length) {
    out.push(h('p', null, `${nounFor(result.standoffs.length, 'Standoff')} in ${result.standoffs.map((r) => regionName(ctx.info, r)).join(', ')}: no retreat may go there.`));
  }
  const failed = result.orders.filter((o) => !o.success).length + result.unreadable.length;
  out.push(h('p', { class: 'muted' }, `${plural(result.orders.length - result.orders.filter((o) => !o.success).length, 'order')} succeeded, ${failed} failed.`));
  const customary = customaryOf(result);
  if (customary.length) {
    const leaders = customary.filter((u) => u.type === 'leader').length;
    // Each unit is listed in its power's results; those of powers without a step (nobody's) here.
    const unlisted = customary.filter((u) => !stepped.includes(u.power));
    out.push(h('p', { id: 'customary-count' }, `Built by the rules for want of orders: ${customaryCount(customary.length - leaders, leaders)}.`),
      unlisted.length > 0 && h('ul', { class: 'orders results customary-list' }, ...unlisted.map((u) => customaryItem(ctx, u))));
  }
  if (result.winner) out.push(h('p', { class: 'winner' }, `${powerName(ctx.info, result.winner)} has ${winsWith(ctx.info)} and wins.`));
  return out;
}
