// @ts-check
/**
 * The panel parts every order-taking page shares: the chooser of the selected unit's legal
 * orders, and one order's line with its result.
 * @module
 */

import { h } from './dom.js';
import { capital, powerName, regionName, unitLabel } from './names.js';
import { orderAt, relevantChoices } from './entry.js';

/** @typedef {import('./entry.js').Entry} Entry */
/** @typedef {import('../engine.js').OrderView} OrderView */
/** @typedef {import('../engine.js').OrderResult} OrderResult */
/**
 * @typedef {object} ChooserActions
 * @property {(view: OrderView) => void} choose
 * @property {(kind: 'support' | 'convoy' | null) => void} pending
 * @property {() => void} cancel
 */

/**
 * Fills the chooser for the selected unit (hidden when nothing is selected).
 * @param {Entry} entry
 * @param {HTMLElement} box
 * @param {ChooserActions} act
 */
export function drawChooser(entry, box, act) {
  box.hidden = !entry.selected;
  if (!entry.selected) { box.replaceChildren(); return; }
  const first = entry.choices[0];
  const unit = first?.kind !== 'build' && first?.type && first.power && first.region
    ? capital(unitLabel(entry.info, { power: first.power, type: first.type, region: first.region }))
    : `${regionName(entry.info, entry.selected)}: ${powerName(entry.info, first?.power)} builds`;
  // The order the unit has now, if any, is shown pressed.
  const current = orderAt(entry, entry.selected, first?.power, first?.number)?.order.text;
  const button = (/** @type {OrderView} */ c, /** @type {string} */ label, cls = 'chip') =>
    h('button', { type: 'button', class: cls, 'data-order': c.text, 'aria-pressed': String(c.text === current), onclick: () => act.choose(c) }, label);
  const kinds = new Set(entry.choices.map((c) => c.kind));
  /** @type {(HTMLElement | null)[]} */
  const parts = [h('div', { class: 'chooser-head' },
    h('h2', null, unit),
    h('button', { type: 'button', class: 'quiet', onclick: act.cancel }, 'Cancel'))];
  const name = (/** @type {OrderView} */ c) => regionName(entry.info, c.to ?? '');

  if (entry.pending) {
    const list = relevantChoices(entry);
    const what = entry.pending.target === null ? `${capital(entry.pending.kind)} which unit?` : `${capital(entry.pending.kind)}: where to?`;
    parts.push(h('p', { class: 'chooser-label' }, what));
    parts.push(h('div', { class: 'choice-list' }, ...list.map((c) => button(c, c.text, 'choice'))));
    parts.push(h('button', { type: 'button', class: 'quiet', onclick: () => act.pending(null) }, 'Back'));
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
  } else if (entry.state.phase === 'retreat') {
    const retreats = entry.choices.filter((c) => c.kind === 'retreat');
    if (retreats.length) parts.push(h('p', { class: 'chooser-label' }, 'Retreat to'));
    parts.push(h('div', { class: 'chip-row' },
      ...retreats.map((c) => button(c, name(c))),
      ...entry.choices.filter((c) => c.kind === 'disband').map((c) => button(c, 'Disband', 'chip danger'))));
  } else {
    const label = (/** @type {OrderView} */ c) => (c.kind === 'disband' ? 'Remove it'
      : c.kind === 'waive' ? 'Waive the build' : c.kind === 'capital' ? 'Make it the capital'
        : c.type === 'fleet' ? 'Build a fleet' : 'Build an army');
    parts.push(h('div', { class: 'chip-row' },
      ...entry.choices.map((c) => button(c, label(c), c.kind === 'disband' ? 'chip danger' : 'chip'))));
  }
  box.replaceChildren(...parts.filter((p) => p !== null));
}

/** One order with ✓ or ✗ and its reason. @param {Pick<OrderResult, 'success' | 'region' | 'text' | 'reason'>} r */
export function resultItem(r) {
  return h('li', { class: `order ${r.success ? 'ok' : 'failed'}`, 'data-region': r.region ?? '', 'data-success': String(r.success) },
    h('span', { class: 'mark', role: 'img', 'aria-label': r.success ? 'succeeded' : 'failed' }, r.success ? '✓' : '✗'),
    h('span', { class: 'text' }, r.text),
    h('span', { class: 'reason' }, r.reason));
}
