// @ts-check
/**
 * The panel parts every order-taking page shares: the chooser of the selected unit's legal
 * orders, and one order's line with its result.
 * @module
 */

import { h } from './dom.js';
import { UNIT_KINDS } from '../board/kinds.js';
import { capital, powerAdjective, powerName, regionName, unitLabel, withArticle } from './names.js';
import { orderAt, relevantChoices } from './entry.js';
import { plural } from './words.js';

/** @typedef {import('./entry.js').Entry} Entry */
/** @typedef {import('../engine.js').MapInfo} MapInfo */
/** @typedef {import('../engine.js').OrderView} OrderView */
/** @typedef {import('../engine.js').OrderResult} OrderResult */
/** @typedef {import('../board/types.js').Unit} Unit */
/**
 * @typedef {object} ChooserActions
 * @property {(view: OrderView) => void} choose
 * @property {(kind: 'support' | 'convoy' | null) => void} pending
 * @property {() => void} cancel
 * @property {(unit: Unit) => void} pick a unit of the tapped stack chosen (`selectUnit`)
 * @property {(kind: string) => void} [half] the half of a split coast guard that takes the
 *   second order chosen (`chooseHalf`)
 */

/**
 * A unit of a stack as its button says it: "French army 2", "French army 6 on board fleet 5",
 * "French Leader".
 * @param {MapInfo} info @param {Unit} u
 */
export function memberName(info, u) {
  if (u.type === 'leader') return `${powerAdjective(info, u.power)} Leader`;
  const n = u.number === undefined ? '' : ` ${u.number}`;
  return `${powerAdjective(info, u.power)} ${u.type}${n}${u.aboard !== undefined ? ` on board fleet ${u.aboard}` : ''}`;
}

/** The choice of a tapped stack's unit. @param {Entry} entry @param {HTMLElement} box @param {ChooserActions} act */
function drawStack(entry, box, act) {
  const stack = /** @type {NonNullable<Entry['stack']>} */ (entry.stack);
  const leader = stack.units.find((u) => u.type === 'leader');
  box.replaceChildren(
    h('div', { class: 'chooser-head' },
      h('h2', null, `${capital(regionName(entry.info, stack.region))}: ${plural(stack.units.length, 'unit')}`),
      h('button', { type: 'button', class: 'quiet', onclick: act.cancel }, 'Cancel')),
    h('p', { class: 'chooser-label' }, 'Which unit?'),
    h('div', { class: 'chip-row' }, ...stack.units.map((u) => h('button', {
      type: 'button', class: 'chip', 'data-stack-unit': String(u.number ?? ''), onclick: () => act.pick(u),
    }, memberName(entry.info, u)))),
    ...(leader ? [h('p', { class: 'muted' }, 'A Leader with no order of its own goes with its army or fleet, which then fights with two. Order the Leader only to send it alone.')] : []));
}

/**
 * Fills the chooser for the selected unit, or the choice of a tapped stack's unit (hidden
 * when neither).
 * @param {Entry} entry
 * @param {HTMLElement} box
 * @param {ChooserActions} act
 */
export function drawChooser(entry, box, act) {
  if (entry.stack) { box.hidden = false; drawStack(entry, box, act); return; }
  box.hidden = !entry.selected;
  if (!entry.selected) { box.replaceChildren(); return; }
  const first = entry.choices[0];
  // An army on board is named with its fleet (the 1958 rules).
  const aboard = first?.number === undefined ? undefined
    : entry.state.units.find((u) => u.power === first.power && u.number === first.number && u.aboard !== undefined);
  const whole = entry.split?.first;
  const unit = whole?.type && whole.power && whole.region ? capital(unitLabel(entry.info, { power: whole.power, type: whole.type, region: whole.region }))
    : aboard ? `${memberName(entry.info, aboard)} in ${regionName(entry.info, aboard.region)}`
    : first?.kind !== 'build' && first?.type && first.power && first.region
      ? capital(unitLabel(entry.info, { power: first.power, type: first.type, region: first.region }))
      : `${regionName(entry.info, entry.selected)}: ${powerName(entry.info, first?.power)} builds`;
  // The order the unit has now, if any, is shown pressed (a split unit's second order).
  const current = entry.split
    ? entry.orders.find((o) => o !== entry.split?.first && entry.split?.halves.some((c) => c.text === o.text))?.text
    : orderAt(entry, entry.selected, first?.power, first?.number)?.order.text;
  const button = (/** @type {OrderView} */ c, /** @type {string} */ label, cls = 'chip') =>
    h('button', { type: 'button', class: cls, 'data-order': c.text, 'aria-pressed': String(c.text === current), onclick: () => act.choose(c) }, label);
  const kinds = new Set(entry.choices.map((c) => c.kind));
  /** @type {(HTMLElement | null)[]} */
  const parts = [h('div', { class: 'chooser-head' },
    h('h2', null, unit),
    h('button', { type: 'button', class: 'quiet', onclick: act.cancel }, 'Cancel'))];
  const name = (/** @type {OrderView} */ c) => regionName(entry.info, c.to ?? '');

  if (entry.split && !entry.pending) parts.push(...splitParts(entry, act));
  if (entry.pending) {
    const list = relevantChoices(entry);
    const what = entry.pending.target === null ? `${capital(entry.pending.kind)} which unit?` : `${capital(entry.pending.kind)}: where to?`;
    parts.push(h('p', { class: 'chooser-label' }, what));
    parts.push(h('div', { class: 'choice-list' }, ...list.map((c) => button(c, c.text, 'choice'))));
    parts.push(h('button', { type: 'button', class: 'quiet', onclick: () => act.pending(null) }, 'Back'));
  } else if (entry.split && !entry.split.kind) {
    // A coast guard's half is chosen first (splitParts), then its orders are offered.
  } else if (entry.state.phase === 'movement') {
    const hold = entry.choices.find((c) => c.kind === 'hold');
    parts.push(h('div', { class: 'chip-row' },
      hold && button(hold, 'Hold'),
      kinds.has('support') && h('button', { type: 'button', class: 'chip', onclick: () => act.pending('support') }, 'Support…'),
      kinds.has('convoy') && h('button', { type: 'button', class: 'chip', onclick: () => act.pending('convoy') }, 'Convoy…')));
    const moves = entry.choices.filter((c) => c.kind === 'move')
      .sort((a, b) => Number(a.viaConvoy) - Number(b.viaConvoy) || name(a).localeCompare(name(b)));
    if (moves.length) {
      parts.push(h('p', { class: 'chooser-label' }, 'Move to'));
      parts.push(h('div', { class: 'chip-row' }, ...moves.map((c) => button(c, `${name(c)}${c.viaConvoy ? ' by convoy' : ''}`))));
    }
    // The 1958 rules: an army boards a fleet (`target` is the fleet's place) or goes ashore.
    const boarding = entry.choices.filter((c) => c.kind === 'board' || c.kind === 'disembark');
    if (boarding.length) {
      parts.push(h('p', { class: 'chooser-label' }, 'By sea'));
      parts.push(h('div', { class: 'chip-row' }, ...boarding.map((c) => button(c, c.kind === 'disembark'
        ? 'Go ashore' : `Board the fleet in ${regionName(entry.info, c.target ?? '')}`))));
    }
  } else if (entry.state.phase === 'retreat') {
    const retreats = entry.choices.filter((c) => c.kind === 'retreat');
    if (retreats.length) parts.push(h('p', { class: 'chooser-label' }, 'Retreat to'));
    parts.push(h('div', { class: 'chip-row' },
      ...retreats.map((c) => button(c, name(c))),
      ...entry.choices.filter((c) => c.kind === 'disband').map((c) => button(c, 'Disband', 'chip danger'))));
  } else {
    const label = (/** @type {OrderView} */ c) => (c.kind === 'disband' ? 'Remove it'
      : c.kind === 'waive' ? 'Waive the build' : c.kind === 'capital' ? 'Make it the capital'
        : `Build ${withArticle(UNIT_KINDS.find((k) => k.type === c.type)?.title ?? 'army')}`);
    parts.push(h('div', { class: 'chip-row' },
      ...entry.choices.map((c) => button(c, label(c), c.kind === 'disband' ? 'chip danger' : 'chip'))));
  }
  box.replaceChildren(...parts.filter((p) => p !== null));
}

/**
 * The head of a doubled unit's second order (Cat Diplomacy): what it does, and for a coast
 * guard the choice of the half that takes it, as the engine's halves are kinds.
 * @param {Entry} entry @param {ChooserActions} act
 * @returns {HTMLElement[]}
 */
function splitParts(entry, act) {
  const split = /** @type {NonNullable<Entry['split']>} */ (entry.split);
  const kinds = [...new Set(split.halves.map((c) => c.type ?? ''))];
  const parts = [h('p', { class: 'chooser-label', id: 'split-note' }, `A second, different order splits it in two; its first stays: ${split.first.text}.`)];
  if (kinds.length > 1 && act.half) {
    const half = act.half;
    parts.push(h('p', { class: 'chooser-label' }, 'Which half takes the second order?'),
      h('div', { class: 'chip-row' }, ...kinds.map((k) => h('button', {
        type: 'button', class: 'chip', 'data-half': k, 'aria-pressed': String(split.kind === k), onclick: () => half(k),
      }, `The ${k} half`))));
  }
  return parts;
}

/** One order with ✓ or ✗ and its reason. @param {Pick<OrderResult, 'success' | 'region' | 'text' | 'reason'>} r */
export function resultItem(r) {
  return h('li', { class: `order ${r.success ? 'ok' : 'failed'}`, 'data-region': r.region ?? '', 'data-success': String(r.success) },
    h('span', { class: 'mark', role: 'img', 'aria-label': r.success ? 'succeeded' : 'failed' }, r.success ? '✓' : '✗'),
    h('span', { class: 'text' }, r.text),
    h('span', { class: 'reason' }, r.reason));
}
