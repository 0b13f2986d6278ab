// @ts-check
/**
 * embed.html: the board widget showing a sample game that the engine adjudicates, and a "Try it"
 * tab where the engine says which moves a unit may make and adjudicates the moves entered.
 * `?map=ID` shows any board the site offers (`maps/index.json`): its "Try it" tab, under the
 * map's own rules preset, from its opening (a game that opens with builds, from the spring
 * after its customary builds); the sample game is the standard board's.
 * Sets nothing global but `globalThis.board` (the widget's api, for the console).
 * @module
 */

import { createBoard } from '../board/board.js';
import { prepareArt } from '../board/art.js';
import { loadEngine, fetchMapFile, getPresetRules, listMaps } from '../engine.js';
import { byId } from '../ui/dom.js';
import { boardCentres, boardNames, boardPowers, phaseShort, provinceOf, regionName, unitLabel } from '../ui/names.js';
import { playSample } from './phases.js';
import { drawPhase, listLines, resultText } from '../ui/phase.js';
import { registerOffline } from '../offline.js';
import { fillSnippets } from './snippets.js';
import { plural } from '../ui/words.js';

/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').OrderView} OrderView */
/** @typedef {import('../engine.js').PhaseView} PhaseView */
/** @typedef {import('../ui/phase.js').Line} Line */

const log = byId('log');
const list = byId('orders');
const caption = byId('caption');
const tryTools = byId('try-tools');

const maps = await listMaps();
const asked = new URLSearchParams(location.search).get('map');
const mapId = maps.some((m) => m.id === asked) ? /** @type {string} */ (asked) : 'standard';
const [engine, svg, layoutText] = await Promise.all([
  loadEngine(mapId),
  fetchMapFile(mapId, 'board.svg').then((svg) => { prepareArt(svg); return svg; }),
  fetchMapFile(mapId, 'layout.json'),
]);
const { info } = engine;
const powers = boardPowers(info);
const sampled = mapId === 'standard';
const scenes = sampled ? playSample(engine) : null;
/** The map's own rules (its preset), for the "Try it" tab. */
const rules = info.preset ? await getPresetRules(info.preset) : undefined;

/** The position "Try it" starts from: the opening, past the opening builds of a map that has them. */
function trialStart() {
  const opening = engine.initialState();
  return opening.phase === 'adjustment' ? engine.adjudicate(opening, [], rules).next : opening;
}

/**
 * The "Try it" tab: the opening position, the moves entered, and their adjudication.
 * @type {{ state: State, moves: OrderView[], result: PhaseView | null, selected: string | null, choices: OrderView[] }}
 */
const trial = { state: trialStart(), moves: [], result: null, selected: null, choices: [] };
/** @type {'orders' | 'retreats' | 'builds' | 'try'} */
let tab = 'orders';

const api = createBoard(byId('board'), {
  art: { svg, layout: JSON.parse(layoutText) },
  powers,
  names: boardNames(info),
  centres: boardCentres(info),
  onUnitTap: (region, meta) => {
    log.textContent = `onUnitTap("${region}"${meta.dislodged ? ', dislodged' : ''})`;
    if (tab === 'try') selectUnit(region);
  },
  onProvinceTap: (province, coast) => {
    log.textContent = `onProvinceTap("${province}", ${coast ? `"${coast}"` : 'null'})`;
    if (tab === 'try') provinceTapped(province, coast);
  },
  onEscape: () => {
    log.textContent = 'onEscape()';
    if (tab === 'try' && trial.selected) { trial.selected = null; trial.choices = []; drawTrial(); }
  },
});
/** @type {any} */ (globalThis).board = api; // for trying the api from the console

/** Lists orders, each with its result once adjudicated. @param {Line[]} lines */
function showLines(lines) {
  list.replaceChildren(...lines.map((line) => {
    const li = document.createElement('li');
    const a = document.createElement('span');
    a.textContent = `${powers[line.power]?.initial ?? '?'}: ${line.text}`;
    li.append(a);
    if (line.result) {
      const b = document.createElement('span');
      b.className = `res ${line.result.success ? 'ok' : 'fail'}`;
      b.textContent = resultText(line.result);
      li.append(b);
    }
    return li;
  }));
}

/** @param {'orders' | 'retreats' | 'builds' | 'try'} name */
function show(name) {
  tab = name;
  for (const b of document.querySelectorAll('[data-sample]')) {
    b.setAttribute('aria-pressed', String(b instanceof HTMLElement && b.dataset.sample === name));
  }
  tryTools.hidden = name !== 'try';
  if (name === 'try' || !scenes) { drawTrial(); return; }
  const scene = scenes[name];
  caption.textContent = scene.caption;
  api.set({ ...drawPhase(scene.state, scene.result), selected: null, highlight: [] });
  showLines(listLines(scene.result));
}

/** Redraws the "Try it" tab from `trial`. */
function drawTrial() {
  const { state, result, moves, selected, choices } = trial;
  caption.textContent = result
    ? `${phaseShort(engine, state)}, adjudicated by the engine. Tap a unit to change the orders.`
    : `${phaseShort(engine, state)}: tap a unit, then a striped province, to order a move; then Adjudicate.`;
  const highlight = [...new Set(choices.map((c) => c.to ?? ''))].filter(Boolean);
  // The variants' marks, as the engine says: numbers where the map stacks, doubled units.
  const marks = { numbers: info.stacks, doubled: rules ? engine.doubledPowers(state.year, rules) : [], single: state.single ?? {} };
  api.set({ ...drawPhase(state, result, moves), ...marks, selected, highlight });
  const lines = listLines(result, moves);
  showLines(lines);
  if (!lines.length) {
    const li = document.createElement('li');
    li.textContent = 'No orders yet: units without orders hold.';
    list.append(li);
  }
  byId('adjudicate').toggleAttribute('disabled', Boolean(result));
}

/** Selects a unit and asks the engine where it may move. @param {string} region */
function selectUnit(region) {
  trial.result = null;
  if (trial.selected === region) {
    trial.selected = null;
    trial.choices = [];
  } else {
    trial.choices = engine.legalOrders(trial.state, region, rules).filter((c) => c.kind === 'move');
    trial.selected = trial.choices.length ? region : null;
    const unit = trial.state.units.find((u) => u.region === region);
    if (unit) log.textContent += ` · ${unitLabel(info, unit)}: ${trial.choices.length} moves`;
  }
  drawTrial();
}

/** A tap on a province while a unit is selected gives it the move there, if legal. @param {string} province @param {string | null} coast */
function provinceTapped(province, coast) {
  if (!trial.selected) return;
  const region = coast ? `${province}/${coast}` : province;
  let hits = trial.choices.filter((c) => c.to === region);
  if (!hits.length && !coast) hits = trial.choices.filter((c) => c.to && provinceOf(c.to) === province);
  const places = [...new Set(hits.map((c) => c.to))];
  if (places.length > 1) {
    trial.choices = hits;
    log.textContent = `Which coast of ${regionName(info, province)}? Tap it.`;
    drawTrial();
    return;
  }
  const move = hits.find((c) => !c.viaConvoy) ?? hits[0];
  if (move) {
    const unit = provinceOf(move.region ?? '');
    trial.moves = [...trial.moves.filter((m) => provinceOf(m.region ?? '') !== unit), move];
  }
  trial.selected = null;
  trial.choices = [];
  drawTrial();
}

byId('adjudicate').addEventListener('click', () => {
  trial.selected = null;
  trial.choices = [];
  trial.result = engine.adjudicate(trial.state, trial.moves.map((m) => ({ power: m.power ?? '', text: m.text })), rules);
  const moved = trial.result.orders.filter((o) => o.success).length;
  log.textContent = `adjudicate(): ${moved} of ${plural(trial.result.orders.length, 'order')} succeed`;
  drawTrial();
});
byId('clear').addEventListener('click', () => {
  Object.assign(trial, { moves: [], result: null, selected: null, choices: [] });
  log.textContent = 'Orders cleared.';
  drawTrial();
});

for (const b of document.querySelectorAll('[data-sample]')) {
  b.addEventListener('click', () => show(/** @type {any} */ (b instanceof HTMLElement ? b.dataset.sample : 'orders')));
}
byId('label-style').addEventListener('change', (e) => {
  const value = /** @type {HTMLSelectElement} */ (e.target).value;
  api.set({ labels: /** @type {'abbr' | 'full' | 'none'} */ (value) });
});
byId('fit').addEventListener('click', () => api.fit());
// The board choice: another board reloads the page on it.
const boards = /** @type {HTMLSelectElement} */ (byId('board-choice'));
boards.replaceChildren(...maps.map((m) => Object.assign(document.createElement('option'), { value: m.id, textContent: m.name })));
boards.value = mapId;
boards.addEventListener('change', () => { location.search = boards.value === 'standard' ? '' : `?map=${encodeURIComponent(boards.value)}`; });
// Only the standard board has the sample game; another opens on "Try it".
for (const b of document.querySelectorAll('[data-sample]')) {
  if (!sampled && b instanceof HTMLElement && b.dataset.sample !== 'try') b.hidden = true;
}
const start = new URLSearchParams(location.search).get('sample');
show(!sampled || start === 'try' ? 'try' : start === 'retreats' || start === 'builds' ? start : 'orders');
// The board draws in the next frame; the page is ready once it has (tests and hosts wait on this).
requestAnimationFrame(() => { document.body.dataset.ready = 'true'; });
fillSnippets(sampled ? engine : await loadEngine('standard'), new URL(location.href));
registerOffline();
