// @ts-check
/**
 * Draws the sandbox panel's changing parts from the app state: the hint, what each power
 * must adjust, the order list (with results after adjudication). The chooser and the result
 * lines are shared with the other pages (ui/chooser.js).
 * @module
 */

import { h } from '../ui/dom.js';
import { entryHint } from '../ui/entry.js';
import { resultItem } from '../ui/chooser.js';
import { capital, powerAdjective, powerName, regionName, unitLabel, withArticle } from '../ui/names.js';
import { CIVIL_DISORDER_REASON } from '../ui/phase.js';
import { dutiesOf } from './model.js';
import { plural } from '../ui/words.js';

/** @typedef {import('./model.js').App} App */

/** The guidance line under the title. @param {App} app */
export function hintOf(app) {
  if (app.mode === 'setup') {
    const who = powerName(app.info, app.setupPower);
    return app.setupLayer === 'centres'
      ? `Tap a supply centre to give it to ${who}; tap again to leave it neutral.`
      : `Tap a province: empty, then ${withArticle(powerAdjective(app.info, app.setupPower))} army, then a fleet, then empty again.`;
  }
  if (app.result) return 'Every order with its result. Continue when the table agrees.';
  return entryHint(app);
}

/**
 * Fills the order list: orders per power with a remove button, or after adjudication each
 * order with ✓/✗ and its reason, the dislodged units and the unreadable orders.
 * @param {App} app
 * @param {HTMLElement} box
 * @param {(index: number) => void} remove
 */
export function drawOrders(app, box, remove) {
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
        items.push(resultItem({ success: false, region: null, text: u.text, reason: u.error }));
      }
      // Removals the rules chose for a power that ordered too few (the board crosses them out).
      for (const u of (result.civilDisorder ?? []).filter((o) => o.power === p.id)) {
        items.push(resultItem({ success: true, region: u.region, text: `${capital(unitLabel(app.info, u))} removed`, reason: CIVIL_DISORDER_REASON }));
      }
    } else {
      app.orders.forEach((o, i) => {
        if (o.power !== p.id) return;
        items.push(h('li', { class: 'order', 'data-region': o.region ?? '' },
          h('span', { class: 'text' }, o.text),
          h('button', { type: 'button', class: 'remove', 'aria-label': `Remove ${o.text}`, onclick: () => remove(i) }, '×')));
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
        h('span', { class: 'text' }, capital(unitLabel(app.info, d))),
        h('span', { class: 'reason' }, `dislodged by ${d.by}; ${d.retreats.length
          ? `may retreat to ${d.retreats.map((r) => regionName(app.info, r)).join(', ')} or disband`
          : 'no retreat: it is disbanded'}`))))));
  }
  if (result) {
    const held = result.unordered.filter((o) => o.success).length;
    if (held) groups.push(h('p', { class: 'muted' }, `${plural(held, 'unit')} without orders held.`));
    if (result.winner) groups.push(h('p', { class: 'winner' }, `${powerName(app.info, result.winner)} wins.`));
  } else if (!app.orders.length) {
    groups.push(h('p', { class: 'muted empty' }, app.state.phase === 'movement'
      ? 'No orders yet. Units without orders hold.'
      : 'No orders yet.'));
  }
  box.replaceChildren(...groups);
}

/**
 * "France builds 1" lines in an adjustment phase, "2 units must retreat" in a retreat phase,
 * from the engine's duties.
 * @param {App} app
 * @param {HTMLElement} box
 */
export function drawDue(app, box) {
  const { state } = app;
  /** @type {string[]} */
  let lines = [];
  if (!app.result && state.phase === 'adjustment') {
    lines = dutiesOf(app).powers.filter((d) => d.adjustment !== 0).map((d) => {
      const name = powerName(app.info, d.power);
      // A Leader's opening build (Militarism III) is outside the builds due, so said apart.
      const mine = app.orders.filter((o) => o.power === d.power);
      const given = mine.filter((o) => o.type !== 'leader').length;
      const leader = mine.length > given ? ' and its Leader' : '';
      const gave = given || leader ? ` · ${given} given${leader}` : '';
      if (d.adjustment < 0) return `${name} removes ${-d.adjustment}${gave}`;
      if (!d.builds) return `${name} has ${plural(d.adjustment, 'build')} due but no free home centre`;
      return `${name} builds ${d.builds}${d.builds < d.adjustment ? ` of ${d.adjustment} due` : ''}${gave}`;
    }).sort();
    if (!lines.length) lines = ['Nobody builds or removes.'];
  } else if (!app.result && state.phase === 'retreat') {
    const n = state.dislodged?.length ?? 0;
    lines = [`${plural(n, 'dislodged unit')} must retreat or disband.`];
  }
  box.hidden = !lines.length;
  box.replaceChildren(...lines.map((l) => h('li', null, l)));
}

/**
 * The panel's choices of a power for a map: the set-up's chips and the typed order's power.
 * @param {import('../engine.js').MapInfo} info
 * @param {HTMLElement} chips @param {HTMLSelectElement} typePower
 * @param {(power: string) => void} pick a chip was tapped
 */
export function drawPowerChoices(info, chips, typePower, pick) {
  chips.replaceChildren(...info.powers.map((p) => h('button', {
    type: 'button', class: 'power-chip', 'data-power-chip': p.id, 'aria-pressed': 'false', title: p.name,
    style: { '--c': `var(--power-${p.id})`, '--t': `var(--power-${p.id}-text)` },
    onclick: () => pick(p.id),
  }, h('span', { class: 'badge', 'aria-hidden': 'true' }, p.initial), h('span', { class: 'name' }, p.name))));
  typePower.replaceChildren(h('option', { value: '' }, 'the power of the unit'),
    ...info.powers.map((p) => h('option', { value: p.id }, p.name)));
}
