// @ts-check
/**
 * Keeping games in the browser's own storage (localStorage: written synchronously, so a game
 * saved after an action is on disk before the next one), several at once, and moving them in
 * and out as files. What is kept and exported is the game file of version 4 (game-file.js);
 * game night's records of versions 1 and 2 kept here or imported, and the gamesmaster's files,
 * are read through the same reader and kept as version 4 at their next save. An imported file
 * is checked completely before it is kept, and never replaces a game already here.
 * @module
 */

import { checkFile, checkRecord } from './check.js';
import { boardOf, readForTable, toFile, toCurrentFile } from './game-file.js';
import { isFileVersion } from './record.js';
import { sentence } from '../ui/words.js';

export { checkRecord, checkFile };

/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').RuleOption} RuleOption */
/**
 * A kept game as the list shows it: `game` the data kept (a file, or a record of an older
 * version: `summaryOf` reads either); a damaged one has `game` null and the reason in `damaged`.
 * @typedef {{ id: string, updated: number, title: string, game: any, damaged: string | null }} Listing
 */

const PREFIX = 'graustark.game.';
const LAST = 'graustark.last-game';

/** @param {string} id */
const keyOf = (id) => `${PREFIX}${id}`;

/** The id of the game a storage key holds, or null for any other key. @param {string | null} key */
export function gameIdOfKey(key) {
  return key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : null;
}

/**
 * A game's revision: how many saves it has had, as a file's table section or a record says it
 * (one without, as before revisions or from a gamesmaster, is at 0). @param {any} game
 */
export function revisionOf(game) {
  const revision = isFile(game) ? game.table?.revision : game?.revision;
  return Number.isInteger(revision) && revision >= 0 ? revision : 0;
}

/** Whether a game is a game file of version 3 on (not a working record nor an older record). @param {any} data */
function isFile(data) {
  return !!data && typeof data === 'object' && isFileVersion(data.version);
}

/** When a game (a file, or a record of an older version) was last saved, in ms; 0 when unknown. @param {any} data */
function updatedOf(data) {
  const updated = isFile(data) ? data.table?.updated : data?.updated;
  return typeof updated === 'number' && Number.isFinite(updated) ? updated : 0;
}

/**
 * Storage refused a write of a save (full, or unavailable). `saved` tells whether the game's
 * record was written all the same (then only the note of the game open here was not).
 */
export class StorageFailure extends Error {
  /** @param {boolean} saved @param {unknown} cause */
  constructor(saved, cause) {
    const why = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(saved
      ? `The game is saved, but this browser's storage is full or unavailable (${why}), so the next visit opens the list of games. Delete old games to make room.`
      : `The game could not be saved: this browser's storage is full or unavailable (${why}). What was done is kept on this page and saved as soon as storage works again. Export the game to a file, or delete old games to make room.`);
    this.saved = saved;
    /** what storage said */
    this.why = why;
  }
}

/**
 * The text last written (or tried) for each game in memory: a kept record equal to it is that
 * copy's own save, though storage threw on the way, never another tab's.
 * @type {WeakMap<GameRecord, string>}
 */
const ownWrites = new WeakMap();

/**
 * Saves a game, unless the copy kept here is not the one this game was loaded from (another
 * tab or window saved it since): then nothing is written and the kept record is returned, for
 * the page to show instead. On a save the revision goes up by one. The game's revision always
 * follows what storage holds: when storage refuses a write, it throws a `StorageFailure`,
 * the game in memory keeping every change and the revision of the record as kept.
 * @param {GameRecord} game
 * @param {number} now
 * @returns {GameRecord | null} the newer record that refused the save, or null once saved
 */
export function saveGame(game, now) {
  const newer = newerKept(game);
  if (newer) return newer;
  const { revision, updated } = game;
  const key = keyOf(game.id);
  game.revision = revisionOf(game) + 1;
  game.updated = now;
  const text = JSON.stringify(toFile(game));
  ownWrites.set(game, text);
  try {
    localStorage.setItem(key, text);
  } catch (e) {
    if (readKept(key) !== text) {
      game.revision = revision;
      game.updated = updated;
      throw new StorageFailure(false, e);
    }
  }
  try { localStorage.setItem(LAST, game.id); } catch (e) { throw new StorageFailure(true, e); }
  return null;
}

/**
 * The record kept for a game when another tab or window saved it since this copy was loaded,
 * or null. A record this page wrote itself is never another's: its revision is taken on.
 * @param {GameRecord} game
 * @returns {GameRecord | null}
 */
function newerKept(game) {
  /** @type {string | null} */
  let kept;
  try { kept = localStorage.getItem(keyOf(game.id)); } catch (e) { throw new StorageFailure(false, e); }
  if (kept === null) return null;
  const record = parseRecord(kept);
  if (revisionOf(record) === revisionOf(game)) return null;
  if (kept !== ownWrites.get(game)) return record;
  game.revision = revisionOf(record);
  return null;
}

/** What storage holds under a key, or null when it cannot be read. @param {string} key */
function readKept(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}

/** JSON text as a record, or null when it is not JSON. @param {string} text @returns {any} */
function parseRecord(text) {
  try { return JSON.parse(text); } catch { return null; }
}

/** A saved game as stored (a file of any version, not yet checked nor read), or null. @param {string} id @returns {any} */
export function loadGame(id) {
  try {
    const text = localStorage.getItem(keyOf(id));
    return text ? parseRecord(text) : null;
  } catch {
    return null;
  }
}

/** A saved game's text as stored, for exporting a damaged game as it is. @param {string} id */
export function loadGameText(id) {
  try { return localStorage.getItem(keyOf(id)); } catch { return null; }
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

/** Remembers the game open here, so the next visit resumes it. @param {string} id */
export function rememberOpen(id) {
  try { localStorage.setItem(LAST, id); } catch { /* storage unavailable: the list shows next time */ }
}

/** Forgets which game was open (the next visit shows the list). */
export function closeGame() {
  try { localStorage.removeItem(LAST); } catch { /* storage unavailable: nothing to forget */ }
}

/** @param {string} id */
export function deleteGame(id) {
  localStorage.removeItem(keyOf(id));
  if (localStorage.getItem(LAST) === id) localStorage.removeItem(LAST);
  damagedHere.delete(id);
}

/**
 * Problems in one line for the page: the first `shown`, each without its full stop, and how
 * many more. @param {string[]} problems @param {number} [shown]
 */
export function problemsText(problems, shown = 3) {
  const more = problems.length - shown;
  return problems.slice(0, shown).map((p) => p.replace(/\.$/, '')).join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/** Why a game cannot be resumed, as one sentence ending once. @param {string} lead @param {string[]} problems */
export function refusal(lead, problems) {
  return sentence(`${lead}: ${problemsText(problems)}`);
}

/** Why a file was not imported, as one sentence ending once. @param {string} name @param {string[]} errors */
export function importRefusal(name, errors) {
  return sentence(`“${name}” was not imported. ${problemsText(errors, 8)}`);
}

/** Games that failed to resume in this page (a screen threw on them), with the reason. */
const damagedHere = new Map();

/** Marks a game damaged for the list: it could not be shown. @param {string} id @param {string} reason */
export function markDamaged(id, reason) {
  damagedHere.set(id, reason);
}

/**
 * The engine a game is checked against: the one given, or the one of the game's own map
 * (`Catalogue.forRecord`, asked with the map and the players the file names: a string says
 * why the site has none).
 * @typedef {GameEngine | ((record: any) => GameEngine | string)} EngineOf
 */

/** The engine of a game of any shape, or why there is none. @param {any} data @param {EngineOf} engineOf @returns {GameEngine | string} */
function engineOfData(data, engineOf) {
  if (typeof engineOf !== 'function') return engineOf;
  try {
    const board = boardOf(data);
    return engineOf({ mapId: board.mapId, players: new Array(board.players ?? 0).fill(null) });
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * Every problem with a kept game, one of an older version as it would be at version 4 (the
 * data itself is not changed), against the engine of its own map.
 * @param {any} data @param {EngineOf} engineOf @param {RuleOption[]} options
 */
export function problemsOf(data, engineOf, options) {
  const engine = engineOfData(data, engineOf);
  if (typeof engine === 'string') return [engine];
  const read = toCurrentFile(data, engine, options, checkRecord);
  return 'errors' in read ? read.errors : checkFile(read.file, engine, options);
}

/**
 * A kept game as the list shows it, of any version: its players (by seat), when it began, its
 * map, how it ended and its position.
 * @param {any} data checked by `problemsOf`
 * @returns {{ players: { name: string, power: string }[], created: number, mapId: string, end: GameRecord['end'], current: { state: import('../engine.js').State } }}
 */
export function summaryOf(data) {
  if (!isFile(data)) return data;
  const t = data.table;
  const seats = t?.seats ?? [];
  return { players: seats, created: t?.created ?? updatedOf(data), mapId: data.map, end: t?.end ?? null, current: { state: data.state } };
}

/** The ids of the games kept here. */
function keptIds() {
  /** @type {string[]} */
  const ids = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const id = gameIdOfKey(localStorage.key(i));
      if (id !== null) ids.push(id);
    }
  } catch { /* storage unavailable: no games */ }
  return ids;
}

/** The maps of the games kept here, so the page loads them before listing the games. @param {(record: any) => string} mapOf */
export function keptMaps(mapOf) {
  const maps = new Set();
  for (const id of keptIds()) {
    const text = loadGameText(id);
    const data = text === null ? null : parseRecord(text);
    if (data !== null) maps.add(mapOf(data));
  }
  return maps;
}

/**
 * Every kept game, the most recent first. Each record is read on its own: one that cannot be
 * read, fails `check` or was marked damaged is listed as damaged, and never hides the others.
 * @param {(game: GameRecord) => string} describe a sound game's title
 * @param {(game: any) => string[]} check a record's problems
 * @returns {Listing[]}
 */
export function listGames(describe, check) {
  /** @type {Listing[]} */
  const out = [];
  for (const id of keptIds()) {
    const text = loadGameText(id);
    const data = text === null ? null : parseRecord(text);
    let damaged = data === null ? 'it is not readable (not JSON)' : null;
    if (!damaged) {
      try { damaged = problemsText(check(data)) || null; } catch (e) { damaged = e instanceof Error ? e.message : String(e); }
    }
    damaged ??= damagedHere.get(id) ?? null;
    let title = `Damaged game “${id}”`;
    if (!damaged) {
      try { title = describe(data); } catch (e) { damaged = e instanceof Error ? e.message : String(e); }
    }
    out.push({ id, updated: updatedOf(data), title, game: damaged ? null : data, damaged });
  }
  return out.sort((a, b) => b.updated - a.updated);
}

/**
 * The file name and text of a game's export: the game file of version 4 (two spaces of indent
 * and a newline at the end, as the gamesmaster writes it), or for a damaged game its text as
 * kept. Never throws.
 * @param {any} game the game in play (a working record), a game file, or a text as stored
 * @param {string} label
 */
export function exportFile(game, label) {
  const data = typeof game === 'string' ? parseRecord(game) : game;
  const created = isFile(data) ? data.table?.created : data?.created;
  const time = new Date(Number.isFinite(created) ? created : Date.now());
  const date = Number.isNaN(time.getTime()) ? 'undated' : time.toISOString().slice(0, 10);
  const safe = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game';
  let text = typeof game === 'string' ? game : '';
  if (typeof game !== 'string') {
    try { text = `${JSON.stringify(game.current ? toFile(game) : game, null, 2)}\n`; } catch { text = JSON.stringify(game, null, 2); }
  }
  return { name: `graustark-${date}-${safe}.json`, text };
}

/**
 * Reads a game file of any version (game night's 1 to 3, a gamesmaster's): every problem is
 * named with where it is. The game gets a new id if one with its id is already kept, so an
 * import never overwrites a game; it is kept as a new copy, at revision 0.
 * @param {string} text
 * @param {EngineOf} engineOf the engine of the game's map, or how to find it
 * @param {RuleOption[]} options the rule options, to check the game's rules against
 * @param {number} now
 * @returns {{ game: GameRecord } | { errors: string[] }}
 */
export function importGameFile(text, engineOf, options, now) {
  /** @type {any} */
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { errors: [`The file is not a Graustark game: it is not JSON (${e instanceof Error ? e.message : e}).`] };
  }
  const engine = engineOfData(data, engineOf);
  if (typeof engine === 'string') return { errors: [engine] };
  const read = readForTable(data, engine, options, now);
  if ('errors' in read) return read;
  const { game } = read;
  if (loadGameText(game.id) !== null) game.id = `${game.id}-${now.toString(36)}`;
  game.revision = 0;
  return { game };
}

/**
 * Reads a kept game of any version into the game in play, in place (the data becomes the
 * working record: its fields replaced). Returns a message if it cannot; the data is then left
 * as it was.
 * @param {any} data
 * @param {GameEngine} engine
 * @param {number} [now]
 * @returns {string | null}
 */
export function upgradeRecord(data, engine, now = Date.now()) {
  const read = readForTable(structuredClone(data), engine, /** @type {any} */ (undefined), now);
  if ('errors' in read) return problemsText(read.errors);
  for (const key of Object.keys(data)) delete data[key];
  Object.assign(data, read.game);
  return null;
}
