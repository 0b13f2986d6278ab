// @ts-check
/**
 * Orders typed in any notation the parser accepts ("A Par - Bur", "France: A Paris to
 * Burgundy", "Build F Bre"). The order is stored in the engine's canonical text; one that the
 * engine does not list as legal is kept (the adjudication will say why it fails) with a warning.
 * @module
 */

import { addOrder, powerAt, provinceOf, regionName } from './model.js';
import { errorText } from './tap.js';

/** @typedef {import('./model.js').App} App */
/** @typedef {import('../engine.js').OrderView} OrderView */

/**
 * Reads and adds a typed order.
 * @param {App} app
 * @param {string} text
 * @param {string} power the power picked beside the box, or '' to take the unit's
 * @returns {{ error?: string, warning?: string, added?: string }}
 */
export function addTyped(app, text, power) {
  const typed = text.trim();
  if (!typed) return { error: 'Type an order first, for example “A Par - Bur”.' };
  /** @type {OrderView} */
  let view;
  try {
    view = app.engine.parseOrder(typed, power || undefined);
  } catch (e) {
    return { error: errorText(e) };
  }
  const owner = whose(app, view);
  const who = view.power ?? (power || owner);
  if (!who) {
    return { error: view.region
      ? `There is no unit in ${regionName(app.info, view.region)}; pick the power it is for.`
      : 'Pick the power the order is for.' };
  }
  addOrder(app, { power: who, text: view.text });
  /** @type {OrderView[]} */
  let legal = [];
  try {
    legal = view.region ? app.engine.legalOrders(app.state, view.region, app.rules) : [];
  } catch { legal = []; }
  const listed = view.kind === 'waive' || legal.some((l) => same(l, view) && l.power === who);
  return listed ? { added: view.text } : {
    added: view.text,
    warning: `Added, but ${view.text} is not a legal order here: it will fail.`,
  };
}

/**
 * The power owning the unit the order names (or, for a build, the province's home power).
 * @param {App} app
 * @param {OrderView} view
 */
function whose(app, view) {
  if (!view.region) return null;
  if (view.kind === 'build') return app.info.provinces.find((p) => p.id === provinceOf(view.region ?? ''))?.home_of ?? null;
  return powerAt(app.state, view.region);
}

/** @param {OrderView} a @param {OrderView} b */
function same(a, b) {
  const p = (/** @type {string | null} */ r) => (r ? provinceOf(r) : null);
  return a.kind === b.kind && p(a.region) === p(b.region) && a.to === b.to && p(a.target) === p(b.target)
    && (a.kind !== 'build' || a.type === b.type);
}
