// @ts-check
/**
 * The Set-up mode: tapping a province cycles empty → army → fleet → empty in the chosen
 * power's colour, or sets a supply centre's owner; pasting a position replaces the board.
 * Every change goes through engine.checkState, so the page never holds a bad position.
 * @module
 */

import { remember } from './model.js';
import { clearSelection } from '../ui/entry.js';
import { errorText, ownersOf, provinceOf } from '../ui/names.js';

/** @typedef {import('./model.js').App} App */
/** @typedef {import('../engine.js').State} State */
/** @typedef {State['units'][number]} Unit */

/**
 * A tap on a province (or a unit) in set-up mode.
 * @param {App} app
 * @param {string} province
 * @param {string | null} coast
 */
export function setupTapped(app, province, coast) {
  app.notice = null;
  const info = app.info.provinces.find((p) => p.id === province);
  if (!info || info.kind === 'impassable') return;
  if (app.setupLayer === 'centres') {
    if (!info.supplyCentre) { app.notice = { text: `${info.name} is not a supply centre.` }; return; }
    const owners = ownersOf(app.state);
    if (owners[province] === app.setupPower) delete owners[province];
    else owners[province] = app.setupPower;
    apply(app, { ...app.state, centres: centresOf(app, owners) });
    return;
  }
  const units = app.state.units.filter((u) => provinceOf(u.region) !== province);
  const here = app.state.units.find((u) => provinceOf(u.region) === province);
  // Map coasts are region ids ("bul/ec"); a tap reports the coast's suffix ("ec").
  const fleetAt = !info.coasts.length ? province : coast ? `${province}/${coast}` : info.coasts[0].id;
  /** @type {Unit | null} */
  let next;
  const power = app.setupPower;
  // Another power's unit is a new unit: it takes a number of its new power's (the engine gives it).
  if (here && here.power !== power) next = { power, type: here.type, region: here.region };
  else if (!here) next = info.kind === 'sea' ? { power, type: 'fleet', region: province } : { power, type: 'army', region: province };
  else if (here.type === 'army' && info.kind !== 'land') next = { power, type: 'fleet', region: fleetAt };
  else if (here.type === 'fleet' && coast && here.region !== fleetAt) next = { ...here, region: fleetAt };
  else next = null;
  if (next) units.push(next);
  apply(app, { ...app.state, units });
}

/** Every supply centre with a unit on it goes to that unit's power (the engine's rule). @param {App} app */
export function centresFollowUnits(app) {
  apply(app, app.engine.engine.centresFollowUnits(app.state));
}

/** Removes every unit. @param {App} app */
export function emptyBoard(app) {
  apply(app, { ...app.state, units: [], dislodged: [], standoffs: [] });
}

/**
 * Sets the season and year.
 * @param {App} app
 * @param {'spring' | 'fall' | 'winter'} season
 * @param {number} year
 */
export function setSeason(app, season, year) {
  let state;
  try {
    state = app.engine.atSeason(app.state, season, year);
  } catch (e) {
    app.notice = { text: errorText(e), error: true };
    return;
  }
  apply(app, state);
}

/**
 * Replaces the position with a pasted State JSON. Returns the error, or null.
 * @param {App} app
 * @param {string} text
 */
export function pastePosition(app, text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return `That is not a position in JSON: ${errorText(e)}`;
  }
  try {
    const state = app.engine.checkState(value);
    remember(app);
    app.state = state;
    app.orders = [];
    app.result = null;
    app.report = '';
    clearSelection(app);
    return null;
  } catch (e) {
    return errorText(e);
  }
}

/**
 * Checks and takes a new position; on error keeps the old one and says why.
 * @param {App} app
 * @param {State} state
 */
function apply(app, state) {
  let checked;
  try {
    checked = app.engine.checkState(state);
  } catch (e) {
    app.notice = { text: errorText(e), error: true };
    return;
  }
  remember(app);
  app.state = checked;
  app.result = null;
  app.report = '';
  clearSelection(app);
  // Orders of units that are gone (or changed hands) go too.
  app.orders = app.orders.filter((o) => {
    if (!o.region) return true;
    const p = provinceOf(o.region);
    return checked.units.some((u) => provinceOf(u.region) === p && u.power === o.power);
  });
}

/** @param {App} app @param {Record<string, string>} owners */
function centresOf(app, owners) {
  /** @type {Record<string, string[]>} */
  const centres = {};
  for (const p of app.info.powers) centres[p.id] = [];
  for (const [province, power] of Object.entries(owners)) (centres[power] ??= []).push(province);
  for (const list of Object.values(centres)) list.sort();
  return centres;
}

