// @ts-check
/**
 * Typed orders, for every page that takes orders: any notation the engine reads, checked
 * against the legal orders, and an example for the typing box that follows the phase and what
 * the power is due.
 * @module
 */

import { addOrder } from './entry.js';
import { UNIT_KINDS } from '../board/kinds.js';
import { errorText, powerName, provinceOf, regionName } from './names.js';

/** @typedef {import('./entry.js').Entry} Entry */
/** @typedef {import('../engine.js').OrderView} OrderView */

/**
 * Reads and adds a typed order, in any notation the engine reads. The engine takes the power
 * from the unit the order names (or, for a build, the province's home power); on a player's
 * pad it must be that player's. An order the engine does not list as legal is kept (the
 * adjudication will say why it fails) with a warning.
 * @param {Entry} entry
 * @param {string} text
 * @param {string} power the power picked beside the box, or '' to take the unit's
 * @returns {{ error?: string, warning?: string, added?: string }}
 */
export function addTyped(entry, text, power) {
  const typed = text.trim();
  if (!typed) return { error: `Type an order first, for example “${orderExample(entry)}”.` };
  /** @type {OrderView} */
  let view;
  try {
    view = entry.engine.parseOrder(typed, (entry.power ? undefined : power) || undefined, entry.state);
  } catch (e) {
    return { error: errorText(e) };
  }
  if (entry.power) {
    if (view.power && view.power !== entry.power) return { error: `This is ${powerName(entry.info, entry.power)}'s sheet: write only its orders.` };
    view = entry.engine.parseOrder(typed, entry.power, entry.state);
  }
  if (!view.power) {
    return { error: view.region
      ? `There is no unit in ${regionName(entry.info, view.region)}; pick the power it is for.`
      : 'Pick the power the order is for.' };
  }
  addOrder(entry, view);
  /** @type {OrderView[]} */
  let legal = [];
  try {
    legal = view.region ? entry.engine.legalOrders(entry.state, view.region, entry.rules) : [];
  } catch { legal = []; }
  const listed = view.kind === 'waive' || legal.some((l) => same(l, view) && l.power === view.power);
  return listed ? { added: view.text } : {
    added: view.text,
    warning: `Added, but ${view.text} is not a legal order here: it will fail.`,
  };
}

/** @param {OrderView} a @param {OrderView} b */
function same(a, b) {
  const p = (/** @type {string | null} */ r) => (r ? provinceOf(r) : null);
  return a.kind === b.kind && p(a.region) === p(b.region) && a.to === b.to && p(a.target) === p(b.target)
    && (a.kind !== 'build' || a.type === b.type);
}

/**
 * What a power is due in an adjustment phase, as far as giving orders needs it: builds
 * (positive) or removals (negative), and where it can build. A page that has the engine's
 * duty passes it; without one, the guidance covers both.
 * @typedef {{ adjustment: number, buildSites: string[] }} Due
 */

/** "Par" for "par" or "spa/nc". @param {string} region */
function abbreviation(region) {
  const p = provinceOf(region);
  return p.charAt(0).toUpperCase() + p.slice(1);
}

/**
 * An example order for the typing box, following the phase and what is due: a build at a free
 * home centre, a removal of one of the power's units, or a move.
 * @param {Entry} entry
 * @param {Due | null} [due]
 */
export function orderExample(entry, due = null) {
  if (entry.state.phase !== 'adjustment') return 'A Par - Bur';
  if (due && due.adjustment < 0) {
    const unit = entry.state.units.find((u) => !entry.power || u.power === entry.power);
    return unit ? `Remove ${letterOf(unit.type)} ${abbreviation(unit.region)}` : 'Remove A Par';
  }
  return `Build A ${abbreviation(due?.buildSites[0] ?? 'par')}`;
}

/** The letter orders write for a kind of unit (`A`, `F`, `CG`, `L`). @param {string} type */
function letterOf(type) {
  return UNIT_KINDS.find((k) => k.type === type)?.letter ?? 'A';
}
