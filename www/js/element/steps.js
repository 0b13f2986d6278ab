// @ts-check
/**
 * What the `<graustark-board>` element shows, read from what a host page gives it: a position
 * (with orders, adjudicated by the engine), or a game file stepped through phase by phase.
 * Everything given is checked here, each problem named with where it is; the engine checks
 * every position and reads every order. A game file's recorded results are not trusted: each
 * phase is adjudicated again from its position and orders. Pure functions; no DOM.
 * @module
 */

/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').OrderText} OrderText */
/** @typedef {import('../engine.js').PhaseView} PhaseView */
/** @typedef {import('../engine.js').Rules} Rules */

/**
 * One phase the element can show: its position, the orders given in it (null: none yet), and
 * their adjudication, made when the phase is first shown.
 * @typedef {object} Step
 * @property {State} state
 * @property {OrderText[] | null} orders
 * @property {PhaseView | null} result
 */

/**
 * Where a game file says it is played: the site's map folder and, for a smaller game of it,
 * the number of players (undefined: every power).
 * @typedef {{ mapId: string, players: number | undefined }} GameBoard
 */

/** The most orders one phase may carry (the sandbox's links allow as many). */
export const MAX_ORDERS = 1000;
/** The most phases a game file may hold: a century of play, several phases a year. */
export const MAX_PHASES = 2000;

/** The game-night record's format name (www/js/game/record.js). */
const GAME_NIGHT = 'graustark-game';

/**
 * A value given as an object or as JSON text. @param {unknown} value @param {string} what
 * @returns {unknown}
 */
export function readJson(value, what) {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch (e) {
    throw new Error(`${what} is not JSON (${e instanceof Error ? e.message : e})`);
  }
}

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Orders as given: a list of `{ power, text }`. @param {unknown} value @param {string} where
 * @returns {OrderText[]}
 */
export function readOrders(value, where) {
  if (!Array.isArray(value)) throw new Error(`${where} must be a list of orders, each { "power": "france", "text": "A Par - Bur" }`);
  if (value.length > MAX_ORDERS) throw new Error(`${where} has ${value.length} orders; at most ${MAX_ORDERS} are read`);
  return value.map((o, i) => {
    if (!isObject(o) || typeof o.power !== 'string' || typeof o.text !== 'string') {
      throw new Error(`${where}[${i}] is not an order: an order is { "power": "france", "text": "A Par - Bur" }`);
    }
    return { power: o.power, text: o.text };
  });
}

/**
 * The map a game file is played on, before its engine is loaded: a game-night record's
 * `mapId` and its number of players, or a gamesmaster's file's `map` (a map folder's name,
 * never a path) and `players`. Throws if it is neither kind of file.
 * @param {unknown} file @returns {GameBoard}
 */
export function gameBoard(file) {
  if (!isObject(file)) throw new Error('the game is not a game file (it is not an object)');
  if (file.format === GAME_NIGHT) {
    if (typeof file.mapId !== 'string') throw new Error('the game file has no "mapId"');
    return { mapId: file.mapId, players: Array.isArray(file.players) ? file.players.length : undefined };
  }
  if (typeof file.map === 'string' && isObject(file.state)) {
    // A board of the site, by its folder's name: a file naming a path ("../../somewhere") is
    // refused, as `graustark gm` and the gamesmaster's page refuse it.
    if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(file.map)) {
      throw new Error(`the game file asks for the board "${file.map}", which is not the name of a map folder of this site`);
    }
    return { mapId: file.map, players: typeof file.players === 'number' ? file.players : undefined };
  }
  throw new Error(`the game is not a game file: it has neither "format": "${GAME_NIGHT}" (game night) nor a "map" and a "state" (a gamesmaster's file)`);
}

/**
 * A position, checked by the engine; `where` names it in the message.
 * @param {GameEngine} engine @param {unknown} value @param {string} where @returns {State}
 */
export function checkedState(engine, value, where) {
  if (!isObject(value)) throw new Error(`${where} is not a position (an object with "units")`);
  if (!Array.isArray(value.units)) throw new Error(`${where} has no list of "units"`);
  try {
    return engine.checkState(/** @type {State} */ (value));
  } catch (e) {
    // The engine names the part of the position ("position: units[3]: …"); `where` names the position.
    throw new Error(`${where}: ${(e instanceof Error ? e.message : String(e)).replace(/^position: /, '')}`);
  }
}

/**
 * The phases of a game file, oldest first, ending with the position now: a game-night record's
 * played phases with their orders (the phase being written is never shown: its orders are
 * secret), or a gamesmaster's file's recorded positions. Also the game's rules.
 * @param {GameEngine} engine @param {Record<string, any>} file checked by `gameBoard`
 * @returns {{ steps: Step[], rules: Rules | undefined }}
 */
export function gameSteps(engine, file) {
  const rules = isObject(file.rules) ? /** @type {Rules} */ (file.rules) : undefined;
  /** @type {Step[]} */
  const steps = [];
  if (file.format === GAME_NIGHT) {
    const played = Array.isArray(file.played) ? file.played : [];
    if (played.length > MAX_PHASES) throw new Error(`the game file has ${played.length} phases; at most ${MAX_PHASES} are shown`);
    played.forEach((p, i) => {
      if (!isObject(p)) throw new Error(`played[${i}] is not a phase`);
      const orders = readOrders(Array.isArray(p.orders) ? p.orders.map((o) => ({ power: o?.power ?? '', text: o?.text })) : p.orders, `played[${i}].orders`);
      steps.push({ state: checkedState(engine, p.state, `played[${i}].state`), orders, result: null });
    });
    steps.push({ state: checkedState(engine, file.current?.state, 'current.state'), orders: null, result: null });
  } else {
    const history = Array.isArray(file.history) ? file.history : [];
    if (history.length > MAX_PHASES) throw new Error(`the game file has ${history.length} phases; at most ${MAX_PHASES} are shown`);
    history.forEach((entry, i) => {
      if (isObject(entry) && entry.position !== undefined) {
        steps.push({ state: checkedState(engine, entry.position, `history[${i}].position`), orders: null, result: null });
      }
    });
    steps.push({ state: checkedState(engine, file.state, 'state'), orders: null, result: null });
  }
  return { steps, rules };
}

/**
 * A step's adjudication, made once: the engine plays its orders (nothing when it has none).
 * @param {GameEngine} engine @param {Step} step @param {Rules | undefined} rules
 * @returns {PhaseView | null}
 */
export function resultOf(engine, step, rules) {
  if (!step.result && step.orders) step.result = engine.adjudicate(step.state, step.orders, rules);
  return step.result;
}
