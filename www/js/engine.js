// @ts-check
/**
 * The one module that imports the pages' wasm package (www/pkg). Pages and the game-night app
 * talk to the adjudicator only through this file; the gamesmaster's page goes through
 * engine-gm.js, which extends its `GameEngine` with the gamesmaster's wasm (www/pkg-gm).
 * The values' types are the package's own, generated from the engine's Rust types
 * (scripts/types.sh); `GameEngine` adds only what the pages need beyond the binding (fetching
 * and caching, the year checks), and a call with nothing to add is made on the binding itself,
 * `GameEngine.engine`. The wrappers left below without either (legalOrders, halfOrders,
 * parseOrder, adjudicate, duties) stay while their many callers in game/ and ui/ are changing.
 *
 * @typedef {import('../pkg/graustark.js').State} State
 * @typedef {import('../pkg/graustark.js').OrderText} OrderText
 * @typedef {import('../pkg/graustark.js').OrderView} OrderView
 * @typedef {import('../pkg/graustark.js').OrderResult} OrderResult
 * @typedef {import('../pkg/graustark.js').PhaseView} PhaseView
 * @typedef {import('../pkg/graustark.js').MapInfo} MapInfo
 * @typedef {import('../pkg/graustark.js').Rules} Rules
 * @typedef {import('../pkg/graustark.js').RuleOption} RuleOption
 * @typedef {import('../pkg/graustark.js').Preset} Preset
 * @typedef {import('../pkg/graustark.js').Duties} Duties
 * @typedef {import('../pkg/graustark.js').PowerDuty} PowerDuty
 * @typedef {import('../pkg/graustark.js').Season} Season
 * @typedef {import('../pkg/graustark.js').MapFile} MapFile
 * @typedef {import('../pkg/graustark.js').UnitType} UnitType
 * @typedef {import('../pkg/graustark.js').OrderKind} OrderKind
 */
import init, { Engine, defaultRules, ruleOptions, presets, presetRules } from '../pkg/graustark.js';
import { expandArtInSteps } from './board/lines.js';
import { nextTask } from './board/steps.js';
import { checkYear } from './years.js';

/** @type {Promise<unknown> | null} */
let ready = null;

/** Loads the wasm module once. */
function boot() {
  ready ??= init();
  return ready;
}

/** Each map file asked for, by address: one fetch a file, whoever asks first. @type {Map<string, Promise<string>>} */
const mapFiles = new Map();

/**
 * Fetches a file of a map folder (`map.json`, `board.svg`, `layout.json`; board art whole,
 * written back from the arcs and derived lines it is served with: `board/lines.js`). A file is
 * fetched once and shared by every caller, so a page may ask for its map's files as soon as it
 * knows the map, and the engine and the board get that response; a failed fetch is tried again.
 * @param {string} mapId
 * @param {string} file
 * @returns {Promise<string>}
 */
export function fetchMapFile(mapId, file) {
  const url = new URL(`../maps/${encodeURIComponent(mapId)}/${file}`, import.meta.url).href;
  let text = mapFiles.get(url);
  if (!text) {
    text = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`cannot load ${file} of map '${mapId}' (${response.status})`);
      const body = await response.text();
      if (file !== 'board.svg') return body;
      // The site serves board art with each border written once (scripts/copy-maps.mjs): it is
      // written out whole here, as the file arrives, in tasks of its own (not with whatever
      // else the response's task runs, such as the engine's start): two, each short on a slow
      // tablet.
      const steps = expandArtInSteps(body);
      for (;;) {
        await nextTask();
        const step = steps.next();
        if (step.done) return step.value;
      }
    });
    text.catch(() => mapFiles.delete(url));
    mapFiles.set(url, text);
  }
  return text;
}

/**
 * A map the site offers, as `maps/index.json` lists it before the map is loaded: its rules
 * preset (null: none) and its numbers of players (the whole map's last), both as its map.json says.
 * @typedef {{ id: string, name: string, preset?: string | null, players?: number[] }} MapListing
 */

/** The maps the site offers. @returns {Promise<MapListing[]>} */
export async function listMaps() {
  const response = await fetch(new URL('../maps/index.json', import.meta.url));
  if (!response.ok) return [{ id: 'standard', name: 'Standard' }];
  return /** @type {MapListing[]} */ (await response.json());
}

/** An adjudicator for one map. Every method throws an Error with a clear message on bad input. */
export class GameEngine {
  /** @param {Engine} engine @param {string} mapId */
  constructor(engine, mapId) {
    /** The generated binding, for the calls this class has nothing to add to. */
    this.engine = engine;
    this.mapId = mapId;
    // The calls with nothing to add are the generated binding's own (www/pkg/graustark.d.ts
    // declares and documents them), bound to this map's engine.
    /** What a unit may order, each a legal order (`Engine.legalOrders`). @type {Engine['legalOrders']} */
    this.legalOrders = engine.legalOrders.bind(engine);
    /** The orders of a doubled unit's halves (`Engine.halfOrders`, Cat Diplomacy). @type {Engine['halfOrders']} */
    this.halfOrders = engine.halfOrders.bind(engine);
    /** One order read in any notation, in a position's context if given (`Engine.parseOrder`). @type {Engine['parseOrder']} */
    this.parseOrder = engine.parseOrder.bind(engine);
    /** The phase played; each result with its order's index (`Engine.adjudicate`). @type {Engine['adjudicate']} */
    this.adjudicate = engine.adjudicate.bind(engine);
    /** Who must order, what each power is due, who is out (`Engine.duties`). @type {Engine['duties']} */
    this.duties = engine.duties.bind(engine);
    /** @type {MapInfo} */
    this.info = engine.mapInfo();
    /** @type {Map<number, string>} the year names asked for so far */
    this.years = new Map();
    /** @type {Map<string, string[]>} the doubled powers asked for so far, by year and rule */
    this.doubled = new Map();
    /** @type {Map<string, string[]>} who shares a draw, asked so far, by the powers still in */
    this.sharers = new Map();
  }

  /** The opening position, in `year` or the map's first year. @param {number} [year] @returns {State} */
  initialState(year) {
    if (year !== undefined) checkYear(year);
    return this.engine.initialState(year);
  }

  /**
   * A year as people read it, from the engine: "1901", or on a map with named years its name
   * ("Cassiusica I"). Each year is asked of the engine once. @param {number} year
   */
  yearName(year) {
    let name = this.years.get(year);
    if (name === undefined) {
      name = this.engine.yearName(year);
      this.years.set(year, name);
    }
    return name;
  }

  /**
   * The powers whose units are doubled in `year` under `rules` (Cat Diplomacy: the power the
   * year is named after, under `patron_year=doubled`); none on other boards.
   * @param {number} year @param {Rules} [rules] @returns {string[]}
   */
  doubledPowers(year, rules) {
    const key = `${year} ${rules?.patron_year ?? ''}`;
    let powers = this.doubled.get(key);
    if (!powers) {
      powers = this.engine.doubledPowers(year, rules);
      this.doubled.set(key, powers);
    }
    return powers;
  }

  /**
   * The powers that share a draw the powers still in agree, as the engine reads the map: they
   * themselves, or every power of the game, those out of it too (Cat Diplomacy forbids a
   * two-way draw). Each list of survivors is asked of the engine once.
   * @param {string[]} survivors @returns {string[]}
   */
  drawSharers(survivors) {
    const key = survivors.join(' ');
    let sharers = this.sharers.get(key);
    if (!sharers) {
      sharers = this.engine.drawSharers(survivors);
      this.sharers.set(key, sharers);
    }
    return sharers;
  }

  /** Checks a position (for pasted or imported ones) and returns it canonical. @param {State} state @returns {State} */
  checkState(state) {
    if (state && typeof state === 'object' && 'year' in state) checkYear(state.year);
    return this.engine.checkState(state);
  }

  /** The position moved to the start of a season (winter: adjustments). @param {State} state @param {Season} season @param {number} year @returns {State} */
  atSeason(state, season, year) {
    checkYear(year);
    return this.engine.atSeason(state, season, year);
  }
}

/**
 * Loads the engine for a map folder under maps/, for a game of `players` (one of the map's
 * smaller games) or of every power.
 * @param {string} [mapId] @param {number} [players]
 */
export async function loadEngine(mapId = 'standard', players = undefined) {
  const [text] = await Promise.all([fetchMapFile(mapId, 'map.json'), boot()]);
  return engineFor(mapId, text, players);
}

/**
 * The wasm engine of a map file: the map arrives parsed (the engine reads the object
 * itself; it carries no JSON parser), for a game of `players` or of every power.
 * @param {{ new(map: MapFile): T, forPlayers(map: MapFile, players: number): T }} Kind
 * @param {string | MapFile} map @param {number} [players]
 * @template T
 */
export function engineOf(Kind, map, players) {
  const parsed = typeof map === 'string' ? /** @type {MapFile} */ (JSON.parse(map)) : map;
  return players === undefined ? new Kind(parsed) : Kind.forPlayers(parsed, players);
}

/**
 * The engine of a map from its map.json (its text, or as `JSON.parse` gave it), for a game
 * of `players` (the map's smaller games: Engine.forPlayers), or of every power without it.
 * @param {string} mapId @param {string | MapFile} map @param {number} [players]
 */
export async function engineFor(mapId, map, players) {
  await boot();
  // Three tasks, each short on a slow tablet: the wasm's start, reading the map into the
  // engine, and the engine's view of the map (GameEngine.info).
  await nextTask();
  const engine = engineOf(Engine, map, players);
  await nextTask();
  return new GameEngine(engine, mapId);
}

/** The rules value of DATC 3.0. @returns {Promise<Rules>} */
export async function getDefaultRules() {
  await boot();
  return defaultRules();
}

/** Every option with its choices. @returns {Promise<RuleOption[]>} */
export async function getRuleOptions() {
  await boot();
  return ruleOptions();
}

/** The named rulebooks. @returns {Promise<Preset[]>} */
export async function getPresets() {
  await boot();
  return presets();
}

/** @param {string} name @returns {Promise<Rules>} */
export async function getPresetRules(name) {
  await boot();
  return presetRules(name);
}
