// @ts-check
/**
 * Draws the side panel's changing parts from the app state: the phase title and hint, the
 * chooser of the selected unit, what each power must adjust, the order list (with results
 * after adjudication) and the report.
 * @module
 */

import { h } from './dom.js';
import {
  phaseShort, phaseTitle, powerAdjective, powerName, regionName, relevantChoices, unitLabel, viewOf, withArticle,
} from './model.js';

/** @typedef {import('./model.js').App} App */
/** @typedef {import('../engine.js').OrderView} OrderView */
/** @typedef {import('../engine.js').PhaseView['orders'][number]} OrderResult */
/**
 * @typedef {object} PanelActions
 * @property {(view: OrderView) => void} choose
 * @property {(kind: 'support' | 'convoy' | null) => void} pending
 * @property {() => void} cancel
 * @property {(index: number) => void} remove
 */

/** The guidance line under the title. @param {App} app */
export function hintOf(app) {
  const { state } = app;
  if (app.mode === 'setup') {
    const who = powerName(app.info, app.setupPower);
    return app.setupLayer === 'centres'
      ? `Tap a supply centre to give it to ${who}; tap again to leave it neutral.`
      : `Tap a province: empty, then ${withArticle(powerAdjective(app.info, app.setupPower))} army, then a fleet, then empty again.`;
  }
  if (app.result) return 'Every order with its result. Continue when the table agrees.';
  if (app.pending) {
    return app.pending.target === null
      ? `Tap the unit to ${app.pending.kind}, or pick it below.`
      : `Tap where it goes, or pick below.`;
  }
  if (app.selected && state.phase === 'adjustment') return 'Pick the build or removal below.';
  if (app.selected) return `Tap a striped province to ${state.phase === 'retreat' ? 'retreat' : 'move'} there, or pick below.`;
  if (state.phase === 'retreat') return 'Tap a dislodged unit (red ring) to retreat or disband it.';
  if (state.phase === 'adjustment') return 'Tap a home centre to build, or a unit to remove it.';
  return 'Tap a unit, then a striped province. Units without orders hold.';
}

/**
 * Fills the chooser for the selected unit (empty when nothing is selected).
 * @param {App} app
 * @param {HTMLElement} box
 * @param {PanelActions} act
 */
export function drawChooser(app, box, act) {
  box.hidden = !app.selected || app.mode !== 'orders' || !!app.result;
  if (box.hidden || !app.selected) { box.replaceChildren(); return; }
  const first = app.choices[0];
  const unit = first?.kind !== 'build' && first?.type && first.power && first.region
    ? cap(unitLabel(app.info, { power: first.power, type: first.type, region: first.region }))
    : `${regionName(app.info, app.selected)}: ${powerName(app.info, first?.power)} builds`;
  // The order the unit has now, if any, is shown pressed.
  const p = app.selected.split('/')[0];
  const current = app.orders.find((o) => viewOf(app, o)?.region?.split('/')[0] === p && o.power === first?.power)?.text;
  const button = (/** @type {OrderView} */ c, /** @type {string} */ label, cls = 'chip') =>
    h('button', { type: 'button', class: cls, 'data-order': c.text, 'aria-pressed': String(c.text === current), onclick: () => act.choose(c) }, label);
  const kinds = new Set(app.choices.map((c) => c.kind));
  /** @type {(HTMLElement | null)[]} */
  const parts = [h('div', { class: 'chooser-head' },
    h('h2', null, unit),
    h('button', { type: 'button', class: 'quiet', onclick: act.cancel, 'aria-label': 'Close' }, 'Cancel'))];

  if (app.pending) {
    const list = relevantChoices(app);
    const what = app.pending.target === null ? `${cap(app.pending.kind)} which unit?` : `${cap(app.pending.kind)}: where to?`;
    parts.push(h('p', { class: 'chooser-label' }, what));
    parts.push(h('div', { class: 'choice-list' }, ...list.map((c) => button(c, c.text, 'choice'))));
    parts.push(h('button', { type: 'button', class: 'quiet', onclick: () => act.pending(null) }, 'Back'));
  } else if (app.state.phase === 'movement') {
    const hold = app.choices.find((c) => c.kind === 'hold');
    parts.push(h('div', { class: 'chip-row' },
      hold && button(hold, 'Hold'),
      kinds.has('support') && h('button', { type: 'button', class: 'chip', onclick: () => act.pending('support') }, 'Support…'),
      kinds.has('convoy') && h('button', { type: 'button', class: 'chip', onclick: () => act.pending('convoy') }, 'Convoy…')));
    const name = (/** @type {OrderView} */ c) => regionName(app.info, c.to ?? '');
    const moves = app.choices.filter((c) => c.kind === 'move')
      .sort((a, b) => Number(a.via_convoy) - Number(b.via_convoy) || name(a).localeCompare(name(b)));
    if (moves.length) {
      parts.push(h('p', { class: 'chooser-label' }, 'Move to'));
      parts.push(h('div', { class: 'chip-row' }, ...moves.map((c) => button(c, `${regionName(app.info, c.to ?? '')}${c.via_convoy ? ' by convoy' : ''}`))));
    }
  } else if (app.state.phase === 'retreat') {
    const moves = app.choices.filter((c) => c.kind === 'move');
    if (moves.length) parts.push(h('p', { class: 'chooser-label' }, 'Retreat to'));
    parts.push(h('div', { class: 'chip-row' },
      ...moves.map((c) => button(c, regionName(app.info, c.to ?? ''))),
      ...app.choices.filter((c) => c.kind === 'disband').map((c) => button(c, 'Disband', 'chip danger'))));
  } else {
    const label = (/** @type {OrderView} */ c) => (c.kind === 'disband' ? 'Remove it'
      : c.kind === 'waive' ? 'Waive the build' : c.type === 'fleet' ? 'Build a fleet' : 'Build an army');
    parts.push(h('div', { class: 'chip-row' },
      ...app.choices.map((c) => button(c, label(c), c.kind === 'disband' ? 'chip danger' : 'chip'))));
  }
  box.replaceChildren(...parts.filter((p) => p !== null));
}

/**
 * Fills the order list: orders per power with a remove button, or after adjudication each
 * order with ✓/✗ and its reason, the dislodged units and the unreadable orders.
 * @param {App} app
 * @param {HTMLElement} box
 * @param {PanelActions} act
 */
export function drawOrders(app, box, act) {
  const { result } = app;
  /** @type {HTMLElement[]} */
  const groups = [];
  const powers = [...app.info.powers].sort((a, b) => a.name.localeCompare(b.name));
  for (const p of powers) {
    /** @type {HTMLElement[]} */
    const items = [];
    if (result) {
      for (const r of result.orders.filter((o) => o.power === p.id)) items.push(resultItem(r));
      for (const r of result.unordered.filter((o) => o.power === p.id && !o.success)) items.push(resultItem(r));
      for (const u of result.unreadable.filter((o) => o.power === p.id)) {
        items.push(h('li', { class: 'order failed', 'data-success': 'false' },
          h('span', { class: 'mark', 'aria-label': 'failed' }, '✗'),
          h('span', { class: 'text' }, u.text), h('span', { class: 'reason' }, u.error)));
      }
    } else {
      app.orders.forEach((o, i) => {
        if (o.power !== p.id) return;
        const v = viewOf(app, o);
        items.push(h('li', { class: 'order', 'data-region': v?.region ?? '' },
          h('span', { class: 'text' }, o.text),
          !v && h('span', { class: 'reason' }, 'cannot be read; the unit will hold'),
          h('button', { type: 'button', class: 'remove', 'aria-label': `Remove ${o.text}`, onclick: () => act.remove(i) }, '×')));
      });
    }
    if (!items.length) continue;
    groups.push(h('section', { class: 'power-group', 'data-power': p.id },
      h('h3', null, h('span', { class: 'dot', style: { '--c': `var(--power-${p.id})` } }), p.name),
      h('ul', { class: 'orders' }, ...items)));
  }
  if (result?.dislodged.length) {
    groups.push(h('section', { class: 'power-group dislodged' }, h('h3', null, 'Dislodged'),
      h('ul', { class: 'orders' }, ...result.dislodged.map((d) => h('li', { class: 'order' },
        h('span', { class: 'text' }, cap(unitLabel(app.info, d))),
        h('span', { class: 'reason' }, `dislodged by ${d.by}; ${d.retreats.length
          ? `may retreat to ${d.retreats.map((r) => regionName(app.info, r)).join(', ')} or disband`
          : 'no retreat: it is disbanded'}`))))));
  }
  if (result) {
    const held = result.unordered.filter((o) => o.success).length;
    if (held) groups.push(h('p', { class: 'muted' }, `${held} unit${held === 1 ? '' : 's'} without orders held.`));
    if (result.winner) groups.push(h('p', { class: 'winner' }, `${powerName(app.info, result.winner)} wins.`));
  } else if (!app.orders.length) {
    groups.push(h('p', { class: 'muted empty' }, app.state.phase === 'movement'
      ? 'No orders yet. Units without orders hold.'
      : 'No orders yet.'));
  }
  box.replaceChildren(...groups);
}

/** One order with ✓ or ✗ and its reason. @param {OrderResult} r */
export function resultItem(r) {
  return h('li', { class: `order ${r.success ? 'ok' : 'failed'}`, 'data-region': r.region ?? '', 'data-success': String(r.success) },
    h('span', { class: 'mark', 'aria-label': r.success ? 'succeeded' : 'failed' }, r.success ? '✓' : '✗'),
    h('span', { class: 'text' }, r.text),
    h('span', { class: 'reason' }, r.reason));
}

/**
 * "France builds 1" lines in an adjustment phase, "2 units must retreat" in a retreat phase.
 * @param {App} app
 * @param {HTMLElement} box
 */
export function drawDue(app, box) {
  const { state } = app;
  /** @type {string[]} */
  let lines = [];
  if (!app.result && state.phase === 'adjustment') {
    lines = app.engine.due(state).filter((d) => d.adjustment !== 0).map((d) => {
      const n = Math.abs(d.adjustment);
      const given = app.orders.filter((o) => o.power === d.power).length;
      return `${powerName(app.info, d.power)} ${d.adjustment > 0 ? 'builds' : 'removes'} ${n}${given ? ` · ${given} given` : ''}`;
    }).sort();
    if (!lines.length) lines = ['Nobody builds or removes.'];
  } else if (!app.result && state.phase === 'retreat') {
    const n = state.dislodged?.length ?? 0;
    lines = [`${n} dislodged unit${n === 1 ? '' : 's'} must retreat or disband.`];
  }
  box.hidden = !lines.length;
  box.replaceChildren(...lines.map((l) => h('li', null, l)));
}

/** The phase title and the Continue label. @param {App} app */
export function titles(app) {
  return {
    phase: phaseTitle(app.state),
    next: app.result ? `Continue to ${phaseShort(app.result.next)}` : '',
  };
}

/** @param {string} s */
function cap(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
