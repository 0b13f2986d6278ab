// @ts-check
/**
 * The game-night page: one tablet for the whole table. It keeps the game record (see
 * record.js), saves it after every action, and draws the screen the record says the table is
 * on; a reload, a crash or a flat battery resumes on that same screen. The diplomacy clock is
 * a wall-clock deadline, checked four times a second.
 * @module
 */

import { getDefaultRules, getRuleOptions, getPresets, getPresetRules } from '../engine.js';
import { registerOffline } from '../offline.js';
import { byId, h, nextTask } from '../ui/dom.js';
import { createGame, periodExpired, undoLast } from './flow.js';
import { dueAlerts, timeLeft } from './record.js';
import { exportFile, keptMaps, lastGameId, loadGame, loadGameText, problemsOf, refusal, rememberOpen, upgradeRecord } from './store.js';
import { engineOfFile, mapOfFile, toFile } from './game-file.js';
import { fallBack, save, saveAgain, showNewer, toList, watchOtherTabs } from './sync.js';
import { alert, keepAwake, unlockSound } from './alarm.js';
import { clock, describeGame, download, variantMarks } from './common.js';
import { homeView } from './home.js';
import { newDraft, setupView } from './setup.js';
import { diplomacyView, handoffView, ordersView, sealedView } from './table.js';
import { voteView, votedView } from './ballot.js';
import { openPadFor, padTaps, padView } from './pad.js';
import { revealView } from './reveal.js';
import { historyView, overView } from './summary.js';
import { menuCard } from './menu.js';
import { DEFAULT_MAP, loadCatalogue } from './variants.js';
import { createStage } from './stage.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./types.js').View} View */

const els = {
  main: byId('game'), board: byId('board'), panel: byId('panel'), actions: byId('actions'), cover: byId('cover'),
  dialog: /** @type {HTMLDialogElement} */ (byId('confirm')), dialogText: byId('confirm-text'), dialogYes: byId('confirm-yes'),
};

const LABELS = 'graustark.labels';
/** What a screen's board has unless it says otherwise: no targets, nothing selected, the keyboard among every piece. */
const KEYLESS = { highlight: [], selected: null, offer: null, next: null };

/** The province-name preference saved on this tablet. @returns {'abbr' | 'full' | 'none'} */
function savedLabels() {
  let value = null;
  try { value = localStorage.getItem(LABELS); } catch { value = null; }
  return value === 'full' || value === 'none' ? value : 'abbr';
}

/** @type {Ctx} */
let ctx;
/** @type {ReturnType<typeof createStage>} */
let stage;
let draft = /** @type {import('./setup.js').Draft | null} */ (null);
let frame = 0;
/** When the page last tried again a save that storage refused. */
let retried = 0;

function render() {
  if (!frame) frame = requestAnimationFrame(() => { frame = 0; draw(); });
}

/**
 * Changes the game, then saves it. A change that throws leaves the game as it was; a save
 * that fails (storage full or refused) keeps the game going in the page and says so; a save
 * refused because another tab or window saved the game first shows that newer game instead.
 * @param {() => void} change
 */
function act(change) {
  const game = ctx.game;
  const before = game ? JSON.stringify(game) : null;
  ctx.notice = null;
  try {
    change();
  } catch (e) {
    if (before) ctx.game = JSON.parse(before);
    ctx.notice = { text: e instanceof Error ? e.message : String(e), error: true };
  }
  save(ctx);
  if (ctx.game?.screen.name !== 'entry') ctx.pad = null;
  render();
}

/** Asks the table a yes/no question in a modal dialog. @param {string} message @param {string} yes */
function confirmDialog(message, yes) {
  els.dialogText.textContent = message;
  els.dialogYes.textContent = yes;
  els.dialog.returnValue = '';
  els.dialog.showModal();
  return new Promise((resolve) => {
    els.dialog.addEventListener('close', () => resolve(els.dialog.returnValue === 'yes'), { once: true });
  });
}

/** The view of the screen the table is on. @returns {View} */
function currentView() {
  const game = ctx.game;
  if (!game) {
    if (ctx.home === 'new') return setupView(ctx, draft ??= newDraft(ctx), startGame);
    return homeView(ctx, openGame);
  }
  if (ctx.history !== null && game.played[ctx.history]) return historyView(ctx, game, ctx.history, showHistory);
  switch (game.screen.name) {
    case 'diplomacy': return diplomacyView(ctx, game);
    case 'handoff': return handoffView(ctx, game);
    case 'entry': {
      const power = game.screen.power ?? '';
      if (ctx.pad?.power !== power) ctx.pad = openPadFor(ctx, game, power);
      return padView(ctx, game);
    }
    case 'sealed': return sealedView(ctx, game);
    case 'reveal': return revealView(ctx, game);
    case 'vote': return voteView(ctx, game);
    case 'voted': return votedView(ctx, game);
    case 'over': return overView(ctx, game, { history: () => showHistory(game.played.length - 1), home: goHome, exportGame, undo: undoAdjudication });
    default: return ordersView(ctx, game);
  }
}

/** Draws the screen; a game that a screen cannot draw is left for the list, marked damaged. */
function draw() {
  try {
    show(currentView());
  } catch (e) {
    if (!ctx.game) throw e;
    fallBack(ctx, ctx.game.id, `The game could not be shown (${e instanceof Error ? e.message : e}), so it was closed. Export it to keep it, or delete it.`);
    if (frame) { cancelAnimationFrame(frame); frame = 0; }
    show(currentView());
  }
}

/** Puts a screen's view on the page. @param {View} view */
function show(view) {
  const focused = document.activeElement?.id;
  const hadFocus = !!document.activeElement && document.activeElement !== document.body;
  const scroll = els.panel.scrollTop;
  const panelKey = `${ctx.game?.screen.name}|${ctx.game?.screen.step}|${ctx.game?.screen.power}|${ctx.history}`;
  document.title = view.title;
  els.cover.hidden = !view.cover;
  els.cover.setAttribute('aria-label', view.title);
  els.main.toggleAttribute('inert', !!view.cover);
  if (view.cover) els.cover.replaceChildren(...view.cover.filter((n) => n instanceof Node));
  else els.cover.replaceChildren();
  const menu = ctx.menu && ctx.game && !view.cover
    ? menuCard(ctx, ctx.game, { history: () => showHistory(ctx.game ? ctx.game.played.length - 1 : null), home: goHome, exportGame, undo: undoAdjudication, labels: setLabels })
    : null;
  const nodes = (/** @type {(Node | null | undefined | false | '')[] | undefined} */ list) => (list ?? []).filter((n) => n instanceof Node);
  els.panel.replaceChildren(
    h('div', { class: 'panel-main' }, ...nodes([menu, ...(view.panel ?? [])])),
    h('div', { class: 'panel-side' }, ...nodes(view.side)));
  const menuButton = ctx.game && !view.cover && !['entry', 'over'].includes(ctx.game.screen.name) && ctx.history === null
    && h('button', { type: 'button', class: 'quiet menu-button', id: 'menu', 'aria-expanded': String(ctx.menu), onclick: () => { ctx.menu = !ctx.menu; render(); } }, ctx.menu ? 'Close menu' : 'Menu');
  els.actions.replaceChildren(...[menuButton, ...(view.actions ?? [])].filter((n) => n instanceof Node));
  els.actions.hidden = !els.actions.children.length;
  const board = stage.board();
  if (view.board && board) board.set({ ...KEYLESS, ...view.board, ...variantMarks(ctx), labels: ctx.labels });
  if (panelKey === els.panel.dataset.key) els.panel.scrollTop = scroll;
  else els.panel.scrollTop = 0;
  els.panel.dataset.key = panelKey;
  if (focused) document.getElementById(focused)?.focus();
  if (!(hadFocus && view.focus && moveFocus(view.focus))) keepFocus(hadFocus);
  document.body.dataset.screen = ctx.game ? (ctx.history !== null ? 'history' : ctx.game.screen.name) : ctx.home;
  tick();
}

/**
 * After a redraw, the keyboard's focus is never left on nothing: when the focused control is
 * gone (a new screen, a redrawn list), it goes to the cover's first control or to the panel,
 * so Tab goes on from there rather than from the top of the board's eighty provinces.
 * @param {boolean} hadFocus whether something had the focus before the redraw
 */
function keepFocus(hadFocus) {
  const lost = !document.activeElement || document.activeElement === document.body;
  if (!lost || !hadFocus) return;
  const target = !els.cover.hidden ? els.cover.querySelector('input, button:not([disabled])') : els.panel;
  /** @type {HTMLElement | null} */ (target)?.focus({ preventScroll: true });
}

/**
 * After an order given on the board or in the chooser, the keyboard's focus goes on: to the
 * board's next unit, or to the seal; after a step that gave none, to the chooser's first choice
 * or to the board. Not when it is on a control that stays (the typing box).
 * @param {'board' | 'seal' | 'chooser'} to
 * @returns {boolean} whether the focus was moved
 */
function moveFocus(to) {
  const active = document.activeElement;
  const free = !active || active === document.body || els.board.contains(active);
  if (!free) return false;
  if (to === 'board') stage.board()?.focus();
  else if (to === 'chooser') /** @type {HTMLElement | null} */ (document.querySelector('#chooser button:not(.quiet)'))?.focus({ preventScroll: true });
  else document.getElementById(to)?.focus({ preventScroll: true });
  return true;
}

/** The clock: the countdown text, the warnings, the end of a period, the screen lock; a save storage refused, tried again every two seconds. */
function tick() {
  if (ctx && Date.now() - retried >= 2000) {
    retried = Date.now();
    if (saveAgain(ctx)) render();
  }
  const game = ctx?.game;
  const timer = game?.current.timer;
  keepAwake(!!timer?.running && !!game && ['diplomacy', 'orders'].includes(game.screen.name));
  if (!game || !timer) return;
  const now = Date.now();
  const face = document.querySelector('[data-countdown]');
  if (face) face.textContent = clock(timeLeft(timer, now));
  face?.closest('.clock')?.classList.toggle('ending', timeLeft(timer, now) <= 60_000);
  if (!timer.running) return;
  const alerts = dueAlerts(timer, now);
  for (const kind of alerts) alert(/** @type {'minute' | 'zero'} */ (kind));
  if (periodExpired(game, ctx.engine, now) || alerts.length) act(() => {});
}

/** @param {import('./flow.js').NewGame} setup */
async function startGame(setup) {
  const engine = ctx.maps.engine(setup.mapId, setup.players.length);
  if (!engine) throw new Error(`no game of ${setup.players.length} players on the map ${setup.mapId}`);
  await stage.use(engine);
  const game = createGame(setup, engine, Date.now());
  draft = null;
  ctx.game = game;
  ctx.notice = null;
  act(() => {});
}

/**
 * Resumes a kept game, on its own map's engine and board: the kept file (of any version) read
 * into the game in play, and saved again only when that changes it (an older version, or a
 * phase the gamesmaster played on from, started afresh).
 * @param {string} id
 */
async function openGame(id) {
  const game = loadGame(id);
  try { if (game) await ctx.maps.load([mapOfFile(game)]); } catch (e) {
    toList(ctx, { text: `The map of that game could not be loaded (${e instanceof Error ? e.message : e}); try again once online.`, error: true });
    return;
  }
  const errors = game ? problemsOf(game, ctx.maps.forRecord, ctx.options) : ['it could not be read'];
  const engine = game && engineOfFile(ctx.maps.forRecord)(game);
  if (!game || errors.length || typeof engine === 'string' || !engine) {
    fallBack(ctx, id, refusal('That game cannot be resumed', errors));
    return;
  }
  try { await stage.use(engine); } catch (e) {
    ctx.notice = { text: `The board of that game could not be loaded (${e instanceof Error ? e.message : e}); try again once online.`, error: true };
    render();
    return;
  }
  const kept = loadGameText(id);
  const failed = upgradeRecord(game, engine);
  if (failed) {
    fallBack(ctx, id, refusal('That game cannot be resumed', [failed]));
    return;
  }
  ctx.game = game;
  ctx.notice = null;
  ctx.history = null;
  // Only a game whose file changed on reading is saved on opening: an unchanged one keeps its revision.
  if (JSON.stringify(toFile(game)) !== kept) act(() => {});
  else { rememberOpen(game.id); render(); }
}

function goHome() {
  toList(ctx, null);
}

function exportGame() {
  if (!ctx.game) return;
  const f = exportFile(ctx.game, describeGame(ctx, ctx.game));
  download(f.name, f.text);
}

/** The board's province names, remembered on this tablet. @param {'abbr' | 'full' | 'none'} value */
function setLabels(value) {
  ctx.labels = value;
  try { localStorage.setItem(LABELS, value); } catch { /* a preference only */ }
  render();
}

/** @param {number | null} index */
function showHistory(index) {
  ctx.history = index !== null && index >= 0 ? index : null;
  ctx.menu = false;
  if (index !== null && index < 0) ctx.notice = { text: 'Nothing has been played yet.' };
  render();
}

/** Takes back the last adjudication, or during a reveal returns to the order pad. */
async function undoAdjudication() {
  const game = ctx.game;
  if (!game) return;
  const inReveal = game.screen.name === 'reveal';
  const message = inReveal
    ? 'Go back to the order pad? The sheets stay sealed; the reveal starts again once they are in.'
    : 'Undo the last adjudication? Its position returns with every sheet sealed as it was given. Only do this if the whole table agrees.';
  if (!(await confirmDialog(message, inReveal ? 'Back to the order pad' : 'Undo it'))) return;
  ctx.menu = false;
  act(() => {
    if (inReveal) { game.current.result = null; game.current.steps = null; game.screen = { name: 'orders' }; return; }
    if (!undoLast(game, ctx.engine)) ctx.notice = { text: 'Nothing has been adjudicated yet.' };
  });
}

async function start() {
  const [maps, defaults, options, presetList] = await Promise.all([loadCatalogue(keptMaps(mapOfFile)), getDefaultRules(), getRuleOptions(), getPresets()]);
  const presets = await Promise.all(presetList.map(async (p) => ({ name: p.name, title: p.title, summary: p.summary, rules: await getPresetRules(p.name) })));
  await nextTask(); // the engine's start and what the page does with it in two tasks, not one
  const engine = maps.engine(DEFAULT_MAP);
  if (!engine) throw new Error('the site offers no standard map');
  ctx = {
    engine, info: engine.info, maps, options, presets, defaults, game: null, pad: null, history: null, menu: false, home: 'list', labels: savedLabels(),
    notice: null, act, render, now: () => Date.now(), confirm: confirmDialog, useEngine: (e) => stage.use(e),
  };
  stage = createStage(els.board, () => ctx, padTaps(ctx));
  await stage.use(engine);
  const last = lastGameId();
  if (last) await openGame(last);
  document.addEventListener('pointerdown', unlockSound, { passive: true });
  // Another tab's save: a question asked about the game as it was is withdrawn (answered no).
  watchOtherTabs(() => ctx.game, {
    changed: (newer) => { els.dialog.close(); showNewer(ctx, newer, 'This game was changed in another tab or window; here it is as it is now.'); },
    deleted: () => { els.dialog.close(); ctx.game = null; ctx.pad = null; ctx.menu = false; ctx.history = null; ctx.notice = { text: 'This game was deleted in another tab or window.', error: true }; render(); },
    // A game saved by another tab may be of a map this page has not loaded yet.
    listChanged: () => { if (!ctx.game) maps.load(keptMaps(mapOfFile)).catch(() => {}).then(() => { if (!ctx.game) render(); }); },
  });
  setInterval(tick, 250);
  document.addEventListener('visibilitychange', () => { if (document.hidden) saveAgain(ctx); });
  draw();
  document.body.dataset.ready = 'true';
  registerOffline();
  // Ask the browser not to evict this site's storage under pressure (granted silently or not).
  navigator.storage?.persist?.().catch(() => {});
}

start().catch((e) => {
  els.cover.hidden = false;
  els.cover.replaceChildren(h('div', { class: 'sheet' }, h('h1', null, 'Game night could not start'), h('p', { class: 'notice error' }, e instanceof Error ? e.message : String(e))));
  throw e;
});
