// @ts-check
/**
 * Keeping games in the browser's own storage (localStorage: written synchronously, so a game
 * saved after an action is on disk before the next one), several at once, and moving them in
 * and out as files. An imported file is checked completely before it is kept, and never
 * replaces a game already here.
 * @module
 */

import { FORMAT, VERSION } from './record.js';

/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').RuleOption} RuleOption */
/** @typedef {{ id: string, updated: number, title: string }} Listing */

const PREFIX = 'graustark.game.';
const LAST = 'graustark.last-game';

/** @param {string} id */
const keyOf = (id) => `${PREFIX}${id}`;

/**
 * Saves a game. Throws an Error with a clear message when storage is full or unavailable.
 * @param {GameRecord} game
 * @param {number} now
 */
export function saveGame(game, now) {
  game.updated = now;
  try {
    localStorage.setItem(keyOf(game.id), JSON.stringify(game));
    localStorage.setItem(LAST, game.id);
  } catch (e) {
    throw new Error(`The game could not be saved in this browser (${e instanceof Error ? e.message : e}). Export it to a file and delete old games to make room.`);
  }
}

/** A saved game, or null. @param {string} id @returns {GameRecord | null} */
export function loadGame(id) {
  try {
    const text = localStorage.getItem(keyOf(id));
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The id of the game last played here, if it is still kept. */
export function lastGameId() {
  try {
    const id = localStorage.getItem(LAST);
    return id && localStorage.getItem(keyOf(id)) ? id : null;
  } catch {
    return null;
  }
}

/** Forgets which game was open (the next visit shows the list). */
export function closeGame() {
  try { localStorage.removeItem(LAST); } catch { /* storage unavailable: nothing to forget */ }
}

/** @param {string} id */
export function deleteGame(id) {
  localStorage.removeItem(keyOf(id));
  if (localStorage.getItem(LAST) === id) localStorage.removeItem(LAST);
}

/**
 * Every kept game, the most recent first, with a title from `describe`.
 * @param {(game: GameRecord) => string} describe
 * @returns {Listing[]}
 */
export function listGames(describe) {
  /** @type {Listing[]} */
  const out = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const game = loadGame(key.slice(PREFIX.length));
      if (game) out.push({ id: game.id, updated: game.updated, title: describe(game) });
    }
  } catch { /* storage unavailable: no games */ }
  return out.sort((a, b) => b.updated - a.updated);
}

/** The file name and text of a game's export. @param {GameRecord} game @param {string} label */
export function exportFile(game, label) {
  const date = new Date(game.created).toISOString().slice(0, 10);
  const safe = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { name: `graustark-${date}-${safe}.json`, text: JSON.stringify(game, null, 1) };
}

/**
 * Reads a game file: every problem is named with where it is. The game gets a new id if one
 * with its id is already kept, so an import never overwrites a game.
 * @param {string} text
 * @param {GameEngine} engine the engine of the game's map
 * @param {RuleOption[]} options the rule options, to check the game's rules against
 * @param {number} now
 * @returns {{ game: GameRecord } | { errors: string[] }}
 */
export function readGameFile(text, engine, options, now) {
  /** @type {any} */
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { errors: [`The file is not a Graustark game: it is not JSON (${e instanceof Error ? e.message : e}).`] };
  }
  const errors = checkRecord(data, engine, options);
  if (errors.length) return { errors };
  if (loadGame(data.id)) data.id = `${data.id}-${now.toString(36)}`;
  return { game: /** @type {GameRecord} */ (data) };
}

/**
 * Every problem with a record, as "where: what".
 * @param {any} data
 * @param {GameEngine} engine
 * @param {RuleOption[]} options
 */
export function checkRecord(data, engine, options) {
  /** @type {string[]} */
  const errors = [];
  const fail = (/** @type {string} */ where, /** @type {string} */ what) => errors.push(`${where}: ${what}`);
  if (!data || typeof data !== 'object' || Array.isArray(data)) return ['The file is not a Graustark game: it holds no game record.'];
  if (data.format !== FORMAT) return [`The file is not a Graustark game: "format" is ${JSON.stringify(data.format ?? null)}, not "${FORMAT}".`];
  if (data.version !== VERSION) return [`The game file is version ${JSON.stringify(data.version)}; this site reads version ${VERSION}.`];
  if (typeof data.id !== 'string' || !data.id) fail('id', 'missing');
  if (data.mapId !== engine.mapId) fail('mapId', `"${data.mapId}" is not the map "${engine.mapId}"`);
  const powers = engine.info.powers.map((p) => p.id);
  if (!Array.isArray(data.players) || data.players.length !== powers.length) {
    fail('players', `${powers.length} players are needed`);
  } else {
    data.players.forEach((/** @type {any} */ p, /** @type {number} */ i) => {
      if (typeof p?.name !== 'string' || !p.name.trim()) fail(`players[${i}].name`, 'missing');
      if (p?.power !== powers[i]) fail(`players[${i}].power`, `expected "${powers[i]}" (seats follow the map's order)`);
      if (p?.pin !== null && typeof p?.pin !== 'string') fail(`players[${i}].pin`, 'must be null or text');
    });
  }
  if (!data.rules || typeof data.rules !== 'object') fail('rules', 'missing');
  else {
    for (const [name, value] of Object.entries(data.rules)) {
      const option = options.find((o) => o.name === name);
      if (!option) fail(`rules.${name}`, 'not a rule option');
      else if (!option.choices.some((c) => c.value === value)) fail(`rules.${name}`, `"${value}" is not one of its choices`);
    }
  }
  const m = data.minutes;
  for (const k of ['first', 'later', 'writing']) {
    if (!(typeof m?.[k] === 'number' && m[k] >= 0 && m[k] <= 600)) fail(`minutes.${k}`, 'must be a number of minutes from 0 to 600');
  }
  if (data.endsAt !== null && typeof data.endsAt !== 'number') fail('endsAt', 'must be null or a time');
  const state = (/** @type {string} */ where, /** @type {any} */ s) => {
    try { engine.checkState(s); } catch (e) { fail(where, e instanceof Error ? e.message : String(e)); }
  };
  if (!Array.isArray(data.played)) fail('played', 'missing');
  else {
    data.played.forEach((/** @type {any} */ p, /** @type {number} */ i) => {
      state(`played[${i}].state`, p?.state);
      if (!Array.isArray(p?.orders)) fail(`played[${i}].orders`, 'missing');
      if (!p?.result || !Array.isArray(p.result.orders)) fail(`played[${i}].result`, 'missing');
    });
  }
  const c = data.current;
  if (!c || typeof c !== 'object') fail('current', 'missing');
  else {
    state('current.state', c.state);
    if (!c.entries || typeof c.entries !== 'object') fail('current.entries', 'missing');
    else {
      for (const [power, e] of Object.entries(c.entries)) {
        if (!powers.includes(power)) fail(`current.entries.${power}`, 'not a power of this map');
        const sheet = /** @type {any} */ (e);
        if (!Array.isArray(sheet?.orders) || sheet.orders.some((/** @type {any} */ o) => typeof o?.text !== 'string' || o?.power !== power)) {
          fail(`current.entries.${power}.orders`, 'each order needs its power and text');
        }
      }
    }
    if (!Array.isArray(c.ready)) fail('current.ready', 'missing');
  }
  const screens = ['diplomacy', 'orders', 'handoff', 'entry', 'sealed', 'reveal', 'vote', 'voted', 'over'];
  if (!screens.includes(data.screen?.name)) fail('screen', `unknown screen ${JSON.stringify(data.screen?.name)}`);
  if (data.screen?.name === 'reveal' && !c?.result) fail('screen', 'a reveal without its adjudication');
  return errors;
}
