// @ts-check
/**
 * Several units in one province (a 1958 stack, or a fleet with an army on board) are one
 * piece on the board; a tap on it lists its units as buttons, and picking one selects it with
 * its own legal orders (the engine gives each its orders by number).
 * @module
 */

import { h } from '../ui/dom.js';
import { capital, powerAdjective, regionName } from '../ui/names.js';
import { clearSelection, selectUnit } from '../ui/entry.js';

/** @typedef {import('./model.js').App} App */
/** @typedef {import('../board/types.js').Unit} Unit */

/**
 * A tap on a piece standing for several units: offers the choice (true), or leaves the tap to
 * the ordinary handling (false: one unit, or a support or convoy waiting for its unit).
 * @param {App} app
 * @param {string} region
 * @param {import('../board/types.js').UnitTap} tap
 */
export function stackTapped(app, region, tap) {
  app.stack = null;
  const units = tap.units.filter((u) => u.type !== 'leader');
  if (units.length < 2 || (app.pending && app.selected)) return false;
  if (app.state.phase === 'retreat' && !tap.dislodged) return false;
  clearSelection(app);
  app.notice = null;
  app.stack = { region, units };
  return true;
}

/**
 * A unit of a stack as its button says it: "French army 2", "French army 6 on board fleet 5".
 * @param {App} app
 * @param {Unit} u
 */
export function memberName(app, u) {
  const n = u.number === undefined ? '' : ` ${u.number}`;
  return `${powerAdjective(app.info, u.power)} ${u.type}${n}${u.aboard !== undefined ? ` on board fleet ${u.aboard}` : ''}`;
}

/**
 * Draws the choice of a stack's unit into the chooser box.
 * @param {App} app
 * @param {HTMLElement} box
 * @param {() => void} changed called after a pick or a cancel
 */
export function drawStack(app, box, changed) {
  const stack = app.stack;
  if (!stack) return;
  box.hidden = false;
  box.replaceChildren(
    h('div', { class: 'chooser-head' },
      h('h2', null, `${capital(regionName(app.info, stack.region))}: ${stack.units.length} units`),
      h('button', { type: 'button', class: 'quiet', onclick: () => { app.stack = null; changed(); } }, 'Cancel')),
    h('p', { class: 'chooser-label' }, 'Which unit?'),
    h('div', { class: 'chip-row' }, ...stack.units.map((u) => h('button', {
      type: 'button', class: 'chip', 'data-stack-unit': String(u.number ?? ''),
      onclick: () => { app.stack = null; selectUnit(app, stack.region, u); changed(); },
    }, memberName(app, u)))));
}
