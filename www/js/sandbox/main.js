// @ts-check
/**
 * The sandbox page: wires the engine, the board widget and the side panel together.
 * The game lives in one `app` value (see model.js); every handler changes it and asks for a
 * redraw, which is coalesced into the next animation frame.
 * @module
 */

import { listMaps, getDefaultRules, getRuleOptions, getPresets, getPresetRules } from '../engine.js';
import { createBoard } from '../board/board.js';
import { afterFrame, byId, h, nextTask } from '../ui/dom.js';
import {
  choose, chooseHalf, clearSelection, newEntry, provinceTapped, removeOrder, selectUnit, startPending, unitTapped,
} from '../ui/entry.js';
import { addTyped } from '../ui/typed.js';
import { drawChooser } from '../ui/chooser.js';
import { variantOf, variantOptions } from './variants.js';
import { boardCentres, boardNames, boardPowers, errorText, provinceOf } from '../ui/names.js';
import { adjudicate, boardView, changeRules, proceed, remember, resetToOpening, titles, undo } from './model.js';
import { setupTapped, centresFollowUnits, emptyBoard, pastePosition, setSeason } from './setup.js';
import { drawOrders, drawDue, drawPowerChoices, hintOf } from './panel.js';
import { mountRules, updateRules } from './rules.js';
import { shareUrl, readHash, copyLink, applyShared } from './share.js';
import { registerOffline } from '../offline.js';
import { loadMap, requestLinkedMap, usableLink } from './loading.js';

/** @typedef {import('./model.js').App} App */

const els = {
  board: byId('board'), phase: byId('phase'), hint: byId('hint'), notice: byId('notice'),
  chooser: byId('chooser'), due: byId('due'), orders: byId('order-list'),
  typeForm: /** @type {HTMLFormElement} */ (byId('type-form')), typeInput: /** @type {HTMLInputElement} */ (byId('type-input')),
  typePower: /** @type {HTMLSelectElement} */ (byId('type-power')), typeError: byId('type-error'),
  adjudicate: /** @type {HTMLButtonElement} */ (byId('adjudicate')), next: /** @type {HTMLButtonElement} */ (byId('continue')),
  undo: /** @type {HTMLButtonElement} */ (byId('undo')), reset: byId('reset'), share: byId('share'), shareOut: byId('share-out'),
  report: byId('report'), reportBox: byId('report-box'), map: /** @type {HTMLSelectElement} */ (byId('map')),
  setup: byId('setup'), entry: byId('entry'), chips: byId('power-chips'),
  season: /** @type {HTMLSelectElement} */ (byId('season')), year: /** @type {HTMLInputElement} */ (byId('year')),
  paste: /** @type {HTMLTextAreaElement} */ (byId('paste')), pasteError: byId('paste-error'),
  rules: {
    preset: /** @type {HTMLSelectElement} */ (byId('preset')), summary: byId('preset-summary'),
    list: byId('option-list'), count: byId('option-count'),
  },
};

/** @type {App} */
let app;
/** @type {import('../board/board.js').BoardApi | null} */
let board = null;
/** The maps the site offers, as listed. @type {import('../engine.js').MapListing[]} */
let listed = [];
let frame = 0;

/** Redraws the board and the panel in the next frame. */
function render() {
  if (!frame) frame = requestAnimationFrame(() => { frame = 0; draw(); });
}

/** @type {import('../ui/chooser.js').ChooserActions} */
const actions = {
  choose: (view) => {
    const keyed = els.chooser.contains(document.activeElement);
    choose(app, view);
    render();
    if (keyed) afterOrder();
  },
  pending: (kind) => { startPending(app, kind); render(); },
  cancel: () => { clearSelection(app); app.notice = null; render(); },
  pick: (unit) => { selectUnit(app, app.stack?.region ?? unit.region, unit); render(); },
  half: (kind) => { chooseHalf(app, kind); render(); },
};

/**
 * After an order given from the chooser by the keyboard (its button is gone with the redraw),
 * the focus goes on to the board's next unit without an order, or once there is none, to
 * Adjudicate.
 */
function afterOrder() {
  requestAnimationFrame(() => {
    if (board?.config().next) board.focus();
    else els.adjudicate.focus();
  });
}

const READ_ONLY = 'These are the results. Continue to the next phase, or Undo to change the orders.';

let shownSelection = /** @type {string | null} */ (null);
let shownPhase = '';

function draw() {
  board?.set(boardView(app));
  const t = titles(app);
  els.phase.textContent = t.phase;
  document.title = `${t.phase} · Graustark sandbox`;
  els.hint.textContent = hintOf(app);
  els.notice.textContent = app.notice?.text ?? '';
  els.notice.hidden = !app.notice;
  els.notice.classList.toggle('error', !!app.notice?.error);
  for (const b of document.querySelectorAll('[data-mode]')) b.setAttribute('aria-pressed', String(/** @type {HTMLElement} */ (b).dataset.mode === app.mode));
  for (const b of document.querySelectorAll('[data-power-chip]')) b.setAttribute('aria-pressed', String(/** @type {HTMLElement} */ (b).dataset.powerChip === app.setupPower));
  for (const b of document.querySelectorAll('[data-layer]')) b.setAttribute('aria-pressed', String(/** @type {HTMLElement} */ (b).dataset.layer === app.setupLayer));
  els.setup.hidden = app.mode !== 'setup';
  els.season.value = app.state.season;
  els.year.value = String(app.state.year);
  if (app.mode === 'orders' && !app.result) drawChooser(app, els.chooser, actions);
  else { els.chooser.hidden = true; els.chooser.replaceChildren(); }
  drawDue(app, els.due);
  drawOrders(app, els.orders, (i) => { removeOrder(app, i); render(); });
  els.entry.hidden = !!app.result;
  els.adjudicate.hidden = !!app.result;
  els.next.hidden = !app.result;
  els.next.textContent = t.next;
  els.undo.disabled = !app.history.length;
  els.reportBox.hidden = !app.result;
  els.report.textContent = app.result ? app.report : '';
  updateRules(app, els.rules);
  // Keep what the player must act on in view: the chooser when a unit is picked, the top of
  // the panel when the phase changes.
  const phaseKey = `${t.phase}|${!!app.result}`;
  if (app.selected && app.selected !== shownSelection) els.chooser.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  else if (phaseKey !== shownPhase && shownPhase) els.phase.closest('.panel-scroll')?.scrollTo({ top: 0, behavior: 'smooth' });
  shownSelection = app.selected;
  shownPhase = phaseKey;
}

/** @param {import('../engine.js').Rules} rules */
function rulesChanged(rules) {
  changeRules(app, rules);
  render();
}

/**
 * Loads a map (engine and art) and starts from the shared position if one is given.
 * @param {string} mapId
 * @param {Exclude<ReturnType<typeof readHash>, string>} shared
 * @param {{ defaults: import('../engine.js').Rules, options: import('../engine.js').RuleOption[], presets: import('./model.js').PresetRules[], rules?: import('../engine.js').Rules }} rules
 * @param {number} [players] a smaller game of the map
 */
async function openMap(mapId, shared, rules, players) {
  const { engine, svg, layout } = await loadMap(mapId, players);
  const info = engine.info;
  for (const [id, c] of Object.entries(layout.powers ?? {})) {
    document.documentElement.style.setProperty(`--power-${id}`, c.unit);
    document.documentElement.style.setProperty(`--power-${id}-text`, c.text);
  }
  /** @type {import('./model.js').App} */
  const fresh = {
    ...newEntry(engine, engine.initialState(), rules.rules ?? { ...rules.defaults }),
    mapId, players: players ?? null, result: null, report: '', history: [], mode: 'orders', defaults: rules.defaults, presets: rules.presets,
    options: rules.options, setupPower: info.powers[0]?.id ?? '', setupLayer: 'units',
  };
  app = fresh;
  app.beforeChange = () => remember(fresh);
  if (shared) {
    const left = applyShared(app, shared);
    if (left) app.notice = { text: left, error: true };
  }
  const config = { art: { svg, layout }, powers: boardPowers(info), names: boardNames(info), centres: boardCentres(info) };
  drawPowerChoices(info, els.chips, els.typePower, (power) => { app.setupPower = power; render(); });
  const first = !board;
  // On the first map the panel is drawn first, in a task of its own, and the board is made
  // with its position: the board's first frames are the board's alone.
  if (first) { draw(); await nextTask(); }
  if (board) board.set(config);
  else {
    board = createBoard(els.board, {
      ...config,
      ...boardView(app),
      onUnitTap: (region, tap) => {
        if (app.mode === 'setup') setupTapped(app, provinceOf(region), region.split('/')[1] ?? null);
        else if (app.result) app.notice = { text: READ_ONLY };
        else unitTapped(app, region, tap);
        render();
      },
      onProvinceTap: (province, coast) => {
        const before = app.orders;
        if (app.mode === 'setup') setupTapped(app, province, coast);
        else if (app.result) app.notice = { text: READ_ONLY };
        else provinceTapped(app, province, coast);
        render();
        const given = app.mode === 'orders' && app.orders !== before && app.orders.length >= before.length;
        if (given && els.board.contains(document.activeElement)) afterOrder();
      },
    });
  }
  if (!first) render();
}

function bind() {
  for (const b of document.querySelectorAll('[data-mode]')) {
    b.addEventListener('click', () => {
      app.mode = /** @type {'orders' | 'setup'} */ (/** @type {HTMLElement} */ (b).dataset.mode);
      if (app.mode === 'setup' && app.result) { remember(app); app.result = null; app.report = ''; }
      clearSelection(app); app.notice = null; render();
    });
  }
  for (const b of document.querySelectorAll('[data-layer]')) {
    b.addEventListener('click', () => { app.setupLayer = /** @type {any} */ (/** @type {HTMLElement} */ (b).dataset.layer); render(); });
  }
  byId('centres-follow').addEventListener('click', () => { centresFollowUnits(app); render(); });
  byId('empty-board').addEventListener('click', () => { emptyBoard(app); render(); });
  const seasonChanged = () => {
    // A year that is not one is refused by name (setSeason says why); an empty field is left alone.
    if (els.year.value.trim() !== '') setSeason(app, /** @type {any} */ (els.season.value), Number(els.year.value));
    render();
  };
  els.season.addEventListener('change', seasonChanged);
  els.year.addEventListener('change', seasonChanged);
  byId('paste-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const error = pastePosition(app, els.paste.value);
    els.pasteError.textContent = error ?? '';
    if (!error) { els.paste.value = ''; app.notice = { text: 'Position loaded.' }; }
    render();
  });
  byId('copy-position').addEventListener('click', () => { els.paste.value = JSON.stringify(app.state, null, 1); });
  els.typeForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const out = addTyped(app, els.typeInput.value, els.typePower.value);
    els.typeError.textContent = out.error ?? out.warning ?? '';
    els.typeError.classList.toggle('warning', !out.error && !!out.warning);
    els.typeInput.setAttribute('aria-invalid', String(!!out.error));
    if (!out.error) els.typeInput.value = '';
    render();
  });
  els.typeInput.addEventListener('input', () => { if (els.typeError.textContent) { els.typeError.textContent = ''; els.typeInput.setAttribute('aria-invalid', 'false'); } });
  els.adjudicate.addEventListener('click', () => { adjudicate(app); render(); });
  els.next.addEventListener('click', () => { if (proceed(app)) render(); });
  els.undo.addEventListener('click', () => { if (!undo(app)) app.notice = { text: 'Nothing to undo.' }; else app.notice = null; render(); });
  els.reset.addEventListener('click', () => { resetToOpening(app); render(); });
  els.share.addEventListener('click', async () => {
    const url = shareUrl(app);
    history.replaceState(null, '', url);
    const copied = await copyLink(url);
    els.shareOut.replaceChildren(
      h('span', null, copied ? 'Link copied. It holds the position, the orders and the rules:' : 'Copy this link; it holds the position, the orders and the rules:'),
      h('input', { type: 'text', readonly: true, value: url, 'aria-label': 'Link to this position', onfocus: (/** @type {Event} */ e) => /** @type {HTMLInputElement} */ (e.target).select() }));
    els.shareOut.hidden = false;
  });
  // Another variant opens at its start under its own rules preset (the map's), if it has one.
  els.map.addEventListener('change', async () => {
    const { mapId, players } = variantOf(els.map.value);
    const own = app.presets.find((p) => p.name === listed.find((m) => m.id === mapId)?.preset);
    const rules = { defaults: app.defaults, options: app.options, presets: app.presets, rules: own ? { ...app.defaults, ...own.rules } : app.rules };
    await openMap(mapId, null, rules, players);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && app.selected) { clearSelection(app); render(); }
  });
}

/**
 * Opens what a link's hash holds (the opening of the first map when it holds nothing usable),
 * with a notice of anything left out.
 * @param {string} hash
 * @param {import('../engine.js').MapListing[]} maps
 * @param {{ defaults: import('../engine.js').Rules, options: import('../engine.js').RuleOption[], presets: import('./model.js').PresetRules[] }} rules
 */
async function openLink(hash, maps, rules) {
  const shared = readHash(hash);
  const usable = usableLink(shared, maps);
  const mapId = usable?.map ?? maps[0]?.id ?? 'standard';
  // A smaller game the map does not have is opened as the whole map.
  const players = usable?.players && maps.find((m) => m.id === mapId)?.players?.includes(usable.players) ? usable.players : undefined;
  els.map.value = players ? `${mapId}:${players}` : mapId;
  els.shareOut.hidden = true;
  await openMap(mapId, usable, rules, players);
  if (typeof shared === 'string') app.notice = { text: `${shared} Starting from the opening.`, error: true };
  else if (shared && !usable) app.notice = { text: `The link is for map '${shared.map}', which this site does not have. Starting from the opening.`, error: true };
}

async function start() {
  const maps = await listMaps();
  requestLinkedMap(location.hash, maps); // while the engine starts
  const [defaults, options, presetList] = await Promise.all([getDefaultRules(), getRuleOptions(), getPresets()]);
  const presets = await Promise.all(presetList.map(async (p) => ({ name: p.name, title: p.title, summary: p.summary, rules: await getPresetRules(p.name) })));
  await nextTask(); // the engine's start and the map's engine in two tasks, not one
  listed = maps;
  els.map.replaceChildren(...variantOptions(maps));
  await openLink(location.hash, maps, { defaults, options, presets });
  await afterFrame(); // the rules' options are laid out after the board's first frame, not in it
  mountRules(app, els.rules, rulesChanged);
  bind();
  // A new link opened in this tab changes only the hash: the page opens it as it would on load.
  window.addEventListener('hashchange', async () => {
    if (readHash(location.hash) === null) return;
    await openLink(location.hash, maps, { defaults, options, presets });
    render();
  });
  render();
  await boardDrawn();
  document.body.dataset.ready = 'true';
  registerOffline();
}

/** Resolves once the board's provinces are in the page. */
function boardDrawn() {
  return new Promise((resolve) => {
    const check = () => (els.board.querySelector('[data-province]') ? requestAnimationFrame(() => resolve(undefined)) : requestAnimationFrame(check));
    check();
  });
}

start().catch((e) => {
  els.phase.textContent = 'The sandbox could not start';
  els.notice.hidden = false;
  els.notice.classList.add('error');
  els.notice.textContent = errorText(e);
  throw e;
});
