// @ts-check
/**
 * What a tap on the board means in the Orders mode: select a unit and list its legal orders,
 * then a tap on a highlighted province gives the order. Supports and convoys take two taps
 * (the unit, then its destination) after the Support or Convoy button.
 * @module
 */

import {
  addOrder, clearSelection, provinceOf, regionName, relevantChoices, tapKey, unitLabel,
} from './model.js';

/** @typedef {import('./model.js').App} App */
/** @typedef {import('../engine.js').OrderView} OrderView */

const READ_ONLY = 'These are the results. Continue to the next phase, or Undo to change the orders.';

/**
 * A tap on a unit that is not a tap target.
 * @param {App} app
 * @param {string} region
 * @param {{ dislodged: boolean, power: string }} info
 */
export function unitTapped(app, region, info) {
  app.notice = null;
  if (app.result) { app.notice = { text: READ_ONLY }; return; }
  const { phase } = app.state;
  if (region === app.selected) { clearSelection(app); return; }
  if (app.pending && app.pending.target === null && app.selected) {
    app.notice = { text: `The ${unitLabel(app.info, { ...info, type: 'unit', region })} cannot be given that ${app.pending.kind} from here.` };
    return;
  }
  if (phase === 'retreat' && !info.dislodged) {
    app.notice = { text: 'Only dislodged units move in a retreat phase: tap one with a red ring.' };
    return;
  }
  select(app, region);
}

/**
 * A tap on a province (or on a unit standing in a highlighted one).
 * @param {App} app
 * @param {string} province
 * @param {string | null} coast
 */
export function provinceTapped(app, province, coast) {
  app.notice = null;
  if (app.result) { app.notice = { text: READ_ONLY }; return; }
  if (app.state.phase === 'adjustment' && !app.selected) { select(app, province); return; }
  if (!app.selected) {
    app.notice = { text: `${regionName(app.info, province)}. Tap a unit to give it an order.` };
    return;
  }
  const region = coast ? `${province}/${coast}` : province;
  const hits = relevantChoices(app).filter((c) => {
    const k = tapKey(app, c);
    return k !== null && (k === region || (!coast && provinceOf(k) === province));
  });
  const keys = [...new Set(hits.map((c) => tapKey(app, c)))];
  if (!hits.length) {
    if (app.state.phase === 'adjustment') { select(app, province); return; }
    clearSelection(app);
    return;
  }
  if (keys.length > 1) {
    app.notice = { text: `Which coast of ${regionName(app.info, province)}? Pick it in the list.` };
    return;
  }
  const key = /** @type {string} */ (keys[0]);
  if (app.pending && app.pending.target === null) {
    app.pending = { kind: app.pending.kind, target: key };
    const left = relevantChoices(app);
    if (left.length === 1) choose(app, left[0]);
    return;
  }
  choose(app, hits.find((c) => !c.via_convoy) ?? hits[0]);
}

/**
 * Selects a unit (or in adjustments a province) and asks the engine for its orders.
 * @param {App} app
 * @param {string} region
 */
export function select(app, region) {
  clearSelection(app);
  let choices = [];
  try {
    choices = app.engine.legalOrders(app.state, region, app.rules);
  } catch (e) {
    app.notice = { text: errorText(e), error: true };
    return;
  }
  if (!choices.length) {
    const what = app.state.phase === 'adjustment'
      ? `No build or removal is due in ${regionName(app.info, region)}.`
      : `There is no unit to order in ${regionName(app.info, region)}.`;
    app.notice = { text: what };
    return;
  }
  app.selected = region;
  app.choices = choices;
}

/** Starts (or cancels) a support or convoy. @param {App} app @param {'support' | 'convoy' | null} kind */
export function startPending(app, kind) {
  app.notice = null;
  app.pending = kind ? { kind, target: null } : null;
}

/** Gives the chosen legal order. @param {App} app @param {OrderView} view */
export function choose(app, view) {
  addOrder(app, { power: view.power ?? '', text: view.text });
  clearSelection(app);
  app.notice = null;
}

/** The message of a thrown engine error. @param {unknown} e */
export function errorText(e) {
  return e instanceof Error ? e.message : String(e);
}
