// @ts-check
/**
 * gm.html: a postal or e-mail gamesmaster's desk. Opens a game file (or starts one), takes
 * each power's sheet as pasted, adjudicates the phase (in a two-season game, the season) with
 * the engine's gamesmaster calls (`graustark gm`'s, through www/pkg-gm), and gives back the
 * report, the map image and the new game file to download. The game is kept in this browser
 * after every change, so a reload loses nothing. The page knows no rules: the engine reads the
 * sheets, says who must order, and writes the file.
 * @module
 */

import { createBoard } from '../board/board.js';
import { fetchMapFile, listMaps } from '../engine.js';
import { gamesmasterEngineFor } from '../engine-gm.js';
import { byId, h } from '../ui/dom.js';
import { boardCentres, boardNames, boardPowers, errorText, phaseShort, positionView, powerName } from '../ui/names.js';
import { registerOffline } from '../offline.js';
import { baseName, download, forget, keep, keepImage, pngOf, restore, restoreImage } from './keep.js';
import { setUpNewGame } from './new-game.js';
import { clearRefusal, drawSheets, readSheets, showRefusal } from './sheets.js';
import { boardOf, endedTitle, gameTitle, readGameFile, sheetPowers, slug, slugOf } from './game-file.js';
import { drawChanges, setUpChanges } from './changes.js';
import { drawSeal, setUpSeal } from './seal.js';
import { sentence } from '../ui/words.js';

/** @typedef {import('./keep.js').Kept} Kept */
/** @typedef {import('./game-file.js').GameFileView} GameFileView */
/** @typedef {import('../engine-gm.js').GamesmasterEngine} GamesmasterEngine */
/** @typedef {import('../board/board.js').BoardApi} BoardApi */

registerOffline();
const maps = await listMaps();

/**
 * The game open: what is kept, the file read, its map's engine and art, and the last map image.
 * @type {{ kept: Kept, file: GameFileView, engine: GamesmasterEngine, art: string, layout: string, image: string | null } | null}
 */
let open = null;
/** @type {{ board: BoardApi, mapId: string } | null} */
let drawn = null;

const notice = byId('notice');
const sheetList = byId('sheets');
const unreadable = byId('unreadable');
const amend = /** @type {HTMLInputElement} */ (byId('amend'));
const force = /** @type {HTMLInputElement} */ (byId('force'));
const fileInput = /** @type {HTMLInputElement} */ (byId('open-file'));

/** The game open, for the changes between seasons, and what follows a change. @type {import('./changes.js').Desk} */
const desk = {
  current: () => (open ? { game: open.kept.game, name: open.kept.name, file: open.file, engine: open.engine } : null),
  changed: async (game) => {
    if (open) await openGame({ ...open.kept, game, saved: false }, open.image);
  },
};

/** @param {string} text @param {boolean} [error] */
function say(text, error = false) {
  notice.textContent = text;
  notice.classList.toggle('error', error);
  notice.hidden = !text;
}

/** Keeps the game open in this browser, warning if the browser refused. */
function keepOpen() {
  if (open && !keep(open.kept)) say('This browser would not keep the game: download the game file to keep it.', true);
}

/**
 * The map a game is played on, loaded once: its engine (for its number of players) and its
 * art. A game played on keeps it; only a game on another map or number of players loads again.
 * @type {{ key: string, engine: GamesmasterEngine, art: string, layout: string } | null}
 */
let loaded = null;

/** The map of a game file, loaded (or as loaded already). @param {{ mapId: string, players: number | undefined }} file */
async function mapOf(file) {
  const all = maps.find((m) => m.id === file.mapId)?.players?.at(-1);
  const players = file.players && file.players !== all ? file.players : undefined;
  const key = `${file.mapId}/${players ?? 'all'}`;
  if (loaded?.key !== key) {
    const [mapText, art, layout] = await Promise.all(['map.json', 'board.svg', 'layout.json'].map((f) => fetchMapFile(file.mapId, f)));
    loaded = { key, engine: await gamesmasterEngineFor(file.mapId, mapText, players), art, layout };
  }
  return loaded;
}

/**
 * Opens a game file's text: its map loaded, the file read by the engine (an older gamesmaster
 * file as version 4; a later, foreign or damaged one refused, nothing kept changed), drawn, kept.
 * @param {Kept} kept @param {string | null} [image] the last map image, if any
 */
async function openGame(kept, image = null) {
  const { engine, art, layout } = await mapOf(boardOf(kept.game, maps));
  const game = engine.read(kept.game);
  const file = readGameFile(game, maps);
  engine.checkState(file.state);
  open = { kept: { ...kept, game }, file, engine, art, layout, image };
  keepOpen();
  if (drawn?.mapId !== file.mapId) {
    drawn?.board.destroy();
    drawn = {
      mapId: file.mapId,
      board: createBoard(byId('board'), { art: { svg: art, layout: JSON.parse(layout) }, powers: boardPowers(engine.info), names: boardNames(engine.info) }),
    };
  }
  // A smaller game of the same map has fewer centres.
  drawn.board.set({ centres: boardCentres(engine.info) });
  amend.checked = false;
  render();
}

/** The position the sheets are for: the current one, or before the last phase when amending. */
function sheetState() {
  if (!open) throw new Error('no game is open');
  const last = open.file.history.at(-1);
  return amend.checked && last?.position ? last.position : open.file.state;
}

/** Draws the whole page from the game open (or the start card when none is). */
function render() {
  const ready = Boolean(open);
  byId('start').hidden = ready;
  document.querySelector('main.gm')?.classList.toggle('no-game', !ready);
  for (const id of ['sheets-section', 'game-tools', 'actions']) byId(id).hidden = !ready;
  drawChanges(desk);
  drawSeal(desk);
  if (!open) {
    byId('phase').textContent = 'No game open';
    byId('summary').textContent = '';
    byId('result').hidden = true;
    byId('history').hidden = true;
    byId('view-switch').hidden = true;
    return;
  }
  const { file, engine, kept } = open;
  const state = sheetState();
  const phase = phaseShort(engine, state) + (file.twoSeason ? ' (the season)' : '');
  byId('phase').textContent = file.ended ? endedTitle(file, engine) : `Next: ${phase}`;
  byId('summary').textContent = gameTitle(file, engine, maps);
  drawn?.board.set(positionView(state));
  const last = file.history.at(-1);
  // A won game takes no more sheets, but its winning phase may be amended (and so un-won); a
  // vote's end is final.
  const won = Boolean(file.ended?.won);
  const taking = !file.ended || (won && amend.checked);
  byId('amend-row').hidden = !last?.position || (Boolean(file.ended) && !won);
  byId('amend-text').textContent = last ? `Amend ${last.phase}: play it again from the sheets below (house rule 3.6)` : '';
  const { due, excused } = sheetPowers(file, engine, state);
  // The gamesmaster's own power, whose sheet must be the one sealed.
  const sealed = due.find((p) => p.id === file.seal?.power && !amend.checked);
  if (sealed) sealed.note = [sealed.note, 'your sheet, sealed'].filter(Boolean).join(' · ');
  byId('sheets-title').textContent = taking ? `Sheets for ${phase}` : 'No more sheets: the game is won';
  byId('sheets-hint').textContent = !taking
    ? 'A won game plays nothing more. Amending its last phase plays that phase again from new sheets.'
    : file.twoSeason
      ? 'Paste each power\'s sheet for the whole season: its moves, then "Retreats:" and, in the autumn, "Builds:", each line with any conditions ("if F Lon - Nth fails").'
      : 'Paste each power\'s sheet as received; leave a box as it is for a power that sent nothing (the report says so).';
  drawSheets(sheetList, due, kept.sheets, (power, text) => {
    kept.sheets[power] = text;
    keepOpen();
  });
  sheetList.hidden = !taking;
  force.parentElement?.toggleAttribute('hidden', !taking);
  const nothing = byId('nothing-due');
  nothing.textContent = excused.length ? `No sheet is taken from ${excused.join('; ')}.` : '';
  nothing.hidden = !taking || !excused.length;
  clearRefusal(unreadable, sheetList);
  byId('sheets-section').hidden = Boolean(file.ended) && !won;
  byId('actions').hidden = !taking;
  byId('adjudicate').textContent = `Adjudicate ${phase}`;
  renderResult();
  renderHistory();
}

/** The last season played here: its report, the map to send and the downloads. */
function renderResult() {
  if (!open) return;
  const { kept, image } = open;
  byId('result').hidden = !kept.played;
  byId('view-switch').hidden = !image;
  if (!image) showView('board');
  if (!kept.played) return;
  byId('result-title').textContent = `${kept.played.phase}: adjudicated`;
  byId('report').textContent = kept.played.report;
  byId('saved-note').textContent = kept.saved
    ? 'The game file has been downloaded. It is also kept in this browser.'
    : 'The new game file is kept in this browser; download it to keep a copy of your own.';
  for (const id of ['download-svg', 'download-png']) /** @type {HTMLButtonElement} */ (byId(id)).disabled = !image;
  if (image) {
    const img = /** @type {HTMLImageElement} */ (byId('season-image'));
    if (img.src) URL.revokeObjectURL(img.src);
    img.src = URL.createObjectURL(new Blob([image], { type: 'image/svg+xml' }));
    img.alt = `The map of ${kept.played.phase}, with the orders and their results`;
    byId('season-caption').textContent = `${kept.played.phase}: the map to send with the report.`;
  }
}

/** Every earlier report of the game, newest first. */
function renderHistory() {
  if (!open) return;
  const played = open.file.history;
  byId('history').hidden = played.length === 0;
  byId('history-count').textContent = `(${played.length})`;
  byId('history-list').replaceChildren(...[...played].reverse().map((p) =>
    h('details', { class: 'history-phase' }, h('summary', null, p.phase), h('pre', null, p.report))));
}

/** @param {'board' | 'image'} view */
function showView(view) {
  byId('board').hidden = view !== 'board';
  byId('season-map').hidden = view !== 'image';
  for (const b of byId('view-switch').querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.view === view));
  if (view === 'board') drawn?.board.fit();
}

/** Adjudicates the sheets pasted. */
async function adjudicate() {
  if (!open) return;
  const { kept, file, engine } = open;
  const state = sheetState();
  const { due } = sheetPowers(file, engine, state);
  let sheets = readSheets(sheetList, due);
  if (sheets.length === 0) {
    if (!(await confirm(`No sheet has any orders. Adjudicate ${phaseShort(engine, state)} with nothing received?`))) return;
    sheets = [{ name: 'no sheet received', text: '' }];
  }
  const before = file.history.length;
  try {
    const played = engine.play(kept.game, sheets, { force: force.checked, amend: amend.checked, art: open.art, layout: open.layout });
    const next = readGameFile(played.game, maps);
    const phase = next.history.at(-1)?.phase ?? phaseShort(engine, state);
    const name = `${baseName(kept.name)}-${slug(engine, next)}.json`;
    await openGame({ game: played.game, name, sheets: {}, played: { phase, report: played.report }, saved: false }, played.image);
    keepImage(played.image);
    force.checked = false;
    say(next.history.length > before || amend.checked ? `${phase} adjudicated. Send the report and the map; download the game file.` : `${phase} adjudicated again.`);
    showView(played.image ? 'image' : 'board');
    byId('result').scrollIntoView({ block: 'start', behavior: 'smooth' });
  } catch (e) {
    showRefusal(unreadable, sheetList, due, e);
    unreadable.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }
}

/** Asks before something that cannot be undone. @param {string} question @returns {Promise<boolean>} */
function confirm(question) {
  const dialog = /** @type {HTMLDialogElement} */ (byId('confirm'));
  byId('confirm-text').textContent = question;
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((resolve) => dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true }));
}

/** Leaves the game open for another, asking first if its file has changed since downloaded. */
async function leaveGame() {
  if (open && !open.kept.saved && !(await confirm('This game has been played since its file was last downloaded. Put it away here anyway? (Download it first to keep it.)'))) return false;
  open = null;
  forget();
  render();
  return true;
}

function downloadGame() {
  if (!open) return;
  download(open.kept.name, open.kept.game, 'application/json');
  open.kept.saved = true;
  keepOpen();
  renderResult();
}

/** The name of the played season's files: "game-spring-1901". */
const playedName = () => (open ? `${baseName(open.kept.name)}-${slugOf(open.kept.played?.phase ?? 'report')}` : 'report');

setUpChanges(desk);
setUpSeal(desk, async (game, power, sheet) => {
  if (!open) return;
  await openGame({ ...open.kept, game, sheets: { ...open.kept.sheets, [power]: sheet }, saved: false }, open.image);
}, say);
byId('open').addEventListener('click', () => fileInput.click());
byId('show-new').addEventListener('click', () => { byId('new-form').hidden = false; });
byId('cancel-new').addEventListener('click', () => { byId('new-form').hidden = true; });
byId('open-other').addEventListener('click', () => void leaveGame());
byId('adjudicate').addEventListener('click', () => void adjudicate());
byId('download-game').addEventListener('click', downloadGame);
byId('download-current').addEventListener('click', downloadGame);
byId('download-report').addEventListener('click', () => open?.kept.played && download(`${playedName()}.txt`, open.kept.played.report));
byId('download-svg').addEventListener('click', () => open?.image && download(`${playedName()}.svg`, open.image, 'image/svg+xml'));
byId('download-png').addEventListener('click', () => {
  const image = open?.image;
  if (image) pngOf(image).then((png) => download(`${playedName()}.png`, png), (e) => say(errorText(e), true));
});
byId('copy-report').addEventListener('click', () => {
  const report = open?.kept.played?.report ?? '';
  navigator.clipboard.writeText(report).then(() => say('The report is copied.'), () => say('This browser would not copy: select the report and copy it.', true));
});
amend.addEventListener('change', () => render());
for (const b of byId('view-switch').querySelectorAll('button')) {
  b.addEventListener('click', () => showView(/** @type {'board' | 'image'} */ (/** @type {HTMLElement} */ (b).dataset.view)));
}
fileInput.addEventListener('change', () => {
  const chosen = fileInput.files?.[0];
  fileInput.value = '';
  if (!chosen) return;
  chosen.text().then((game) => openGame({ game, name: chosen.name, sheets: {}, played: null, saved: true }))
    .then(() => say(`${chosen.name} is open.`), (e) => { open = null; render(); say(sentence(`${chosen.name} cannot be opened: ${errorText(e)}`), true); });
});

const kept = restore();
if (kept) {
  await openGame(kept, restoreImage()).catch((e) => { open = null; render(); say(sentence(`The game kept in this browser cannot be opened: ${errorText(e)}`), true); });
} else {
  render();
}
await setUpNewGame(maps, (game) => {
  openGame({ game, name: 'game.json', sheets: {}, played: null, saved: false }).then(
    () => { byId('new-form').hidden = true; say('The new game is ready for its first sheets.'); },
    (e) => say(errorText(e), true));
});
document.body.dataset.ready = 'true';
