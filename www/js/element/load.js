// @ts-check
/**
 * What every `<graustark-board>` on a page shares, each loaded once from the site the element
 * came from, and what an element is given, read into what it shows (`readGiven`) (so it works on a page of another origin): the maps the site offers, each map's
 * engine and art, the rules presets, and the element's stylesheets, made constructed
 * stylesheets (a host whose Content-Security-Policy refuses inline styles still applies them).
 * @module
 */

import { fetchMapFile, getDefaultRules, getPresetRules, listMaps, loadEngine } from '../engine.js';
import { checkedState, gameSteps, readJson, readOrders } from './steps.js';
import { boardOf } from '../game/game-file.js';

/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').Rules} Rules */
/** @typedef {import('../engine.js').MapListing} MapListing */
/** @typedef {import('./steps.js').Step} Step */

/** @type {Promise<MapListing[]> | null} */
let maps = null;
/** @type {Map<string, Promise<GameEngine>>} */
const engines = new Map();
/** @type {Map<string, Promise<{ svg: string, layout: any }>>} */
const arts = new Map();
/** @type {Promise<CSSStyleSheet[]> | null} */
let sheets = null;

/**
 * Keeps a promise under a key, forgotten if it fails (so a later try fetches again).
 * @template T @param {Map<string, Promise<T>>} cache @param {string} key @param {() => Promise<T>} make
 */
function once(cache, key, make) {
  let p = cache.get(key);
  if (!p) {
    p = make();
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}

/**
 * The engine and art of a map the site offers, for a game of `players` (one of the map's
 * smaller games) or of every power. Throws naming the map if the site has no such map.
 * @param {string} mapId @param {number | undefined} players
 */
export async function loadBoard(mapId, players) {
  maps ??= listMaps();
  const listed = await maps;
  if (!listed.some((m) => m.id === mapId)) {
    throw new Error(`the map "${mapId}" is not one this site offers (${listed.map((m) => m.id).join(', ')})`);
  }
  const whole = await once(engines, `${mapId}/`, () => loadEngine(mapId));
  const counts = whole.info.playerCounts ?? [];
  const engine = players === undefined || players === whole.info.powers.length ? whole
    : counts.includes(players) ? await once(engines, `${mapId}/${players}`, () => loadEngine(mapId, players))
      : null;
  if (!engine) throw new Error(`the map "${mapId}" is not played by ${players} (it is by ${counts.join(', ')})`);
  const art = await once(arts, mapId, async () => {
    const [svg, layout] = await Promise.all([fetchMapFile(mapId, 'board.svg'), fetchMapFile(mapId, 'layout.json')]);
    return { svg, layout: JSON.parse(layout) };
  });
  return { engine, art };
}

/**
 * The rules a phase is played under: those given, else a named preset, else the map's own
 * preset, else DATC 3.0's. Throws naming an unknown preset.
 * @param {GameEngine} engine @param {Rules | undefined} given @param {string | null} preset
 * @returns {Promise<Rules>}
 */
export async function rulesFor(engine, given, preset) {
  if (given) return given;
  const name = preset || engine.info.preset;
  if (!name) return getDefaultRules();
  try {
    return await getPresetRules(name);
  } catch (e) {
    throw new Error(`the rules "${name}": ${e instanceof Error ? e.message : e}`);
  }
}

/** The board's and the element's stylesheets, fetched once. @returns {Promise<CSSStyleSheet[]>} */
export function elementSheets() {
  sheets ??= Promise.all(['board.css', 'element.css'].map(async (file) => {
    const url = new URL(`../../css/${file}`, import.meta.url);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`cannot load ${url} (${response.status})`);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(await response.text());
    return sheet;
  }));
  sheets.catch(() => { sheets = null; });
  return sheets;
}

/**
 * What an element is given, read: the board it is on (its map's engine and art), its phases
 * and the rules they are played under. A property given wins over its attribute (null too:
 * the opening, or no orders); a game (property, else `game-src`) over a position. A game is
 * the one game file of any version, read by game night's reader (game-file.js): its board by
 * `boardOf`, its phases by `gameSteps`.
 * @param {{ position?: unknown, orders?: unknown, game?: unknown, rules?: unknown }} given
 * @param {(name: string) => string | null} attr the element's attribute of that name
 */
export async function readGiven(given, attr) {
  const gameSrc = attr('game-src');
  let game = given.game === undefined ? null : readJson(given.game, 'the game');
  if (game === null && gameSrc && given.position === undefined) {
    const response = await fetch(new URL(gameSrc, document.baseURI));
    if (!response.ok) throw new Error(`cannot load the game ${gameSrc} (${response.status})`);
    game = readJson(await response.text(), `the game ${gameSrc}`);
  }
  const players = attr('players');
  const where = game === null ? { mapId: attr('map') || 'standard', players: players ? Number(players) : undefined } : gameBoardOf(game);
  const { engine, art } = await loadBoard(where.mapId, where.players);
  /** @type {Rules | undefined} */
  let rules = given.rules === undefined ? undefined : /** @type {Rules} */ (readJson(given.rules, 'the rules'));
  /** @type {Step[]} */
  let steps;
  if (game !== null) {
    const read = gameSteps(engine, /** @type {Record<string, any>} */ (game));
    steps = read.steps;
    rules ??= read.rules;
  } else {
    const position = given.position !== undefined ? given.position : attr('position');
    const orders = given.orders !== undefined ? given.orders : attr('orders');
    const state = position === null ? engine.initialState() : checkedState(engine, readJson(position, 'the position'), 'the position');
    steps = [{ state, orders: orders === null ? null : readOrders(readJson(orders, 'the orders'), 'the orders'), result: null }];
  }
  return { mapId: where.mapId, engine, art, steps, rules: await rulesFor(engine, rules, attr('rules')) };
}

/** The board a game file is played on, or an error naming the game. @param {unknown} game */
function gameBoardOf(game) {
  try {
    return boardOf(game);
  } catch (e) {
    throw new Error(`the game: ${e instanceof Error ? e.message : e}`);
  }
}
