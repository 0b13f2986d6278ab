// @ts-check
/**
 * Keeping games in the browser's own storage (localStorage: written synchronously, so a game
 * saved after an action is on disk before the next one), several at once, and moving them in
 * and out as files. An imported file is checked completely before it is kept, and never
 * replaces a game already here.
 * @module
 */

import { FORMAT, VERSION } from './record.js';
import { revealSteps } from './flow.js';
import { checkRecord } from './check.js';
import { sentence } from '../ui/words.js';

export { checkRecord };

/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').RuleOption} RuleOption */
/**
 * A kept game as the list shows it: a damaged one has `game` null or the reason in `damaged`.
 * @typedef {{ id: string, updated: number, title: string, game: GameRecord | null, damaged: string | null }} Listing
 */

const PREFIX = 'graustark.game.';
const LAST = 'graustark.last-game';

/** @param {string} id */
const keyOf = (id) => `${PREFIX}${id}`;

/** The id of the game a storage key holds, or null for any other key. @param {string | null} key */
export function gameIdOfKey(key) {
  return key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : null;
}

/** A record's revision: how many saves it has had (a record without one, as before revisions, is at 0). @param {any} game */
export function revisionOf(game) {
  return Number.isInteger(game?.revision) && game.revision >= 0 ? game.revision : 0;
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
  const text = JSON.stringify(game);
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

/** A saved game as stored (not yet checked), or null. @param {string} id @returns {GameRecord | null} */
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
 * The engine a record is checked against: the one given, or the one of the record's own map
 * (`Catalogue.forRecord`: a string says why the site has none).
 * @typedef {GameEngine | ((record: any) => GameEngine | string)} EngineOf
 */

/**
 * Every problem with a kept record, a version-1 one as it would be after its upgrade (the
 * record itself is not changed), against the engine of its own map.
 * @param {any} data @param {EngineOf} engineOf @param {RuleOption[]} options
 */
export function problemsOf(data, engineOf, options) {
  const engine = typeof engineOf === 'function' ? engineOf(data) : engineOf;
  if (typeof engine === 'string') return [engine];
  const copy = structuredClone(data);
  const upgrade = upgradeRecord(copy, engine);
  return upgrade ? [upgrade] : checkRecord(copy, engine, options);
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
    const updated = typeof data?.updated === 'number' && Number.isFinite(data.updated) ? data.updated : 0;
    out.push({ id, updated, title, game: damaged ? null : data, damaged });
  }
  return out.sort((a, b) => b.updated - a.updated);
}

/**
 * The file name and text of a game's export, also for a damaged record (its text as kept).
 * Never throws.
 * @param {any} game the record, or its text as stored
 * @param {string} label
 */
export function exportFile(game, label) {
  const record = typeof game === 'string' ? parseRecord(game) : game;
  const time = new Date(Number.isFinite(record?.created) ? record.created : Date.now());
  const date = Number.isNaN(time.getTime()) ? 'undated' : time.toISOString().slice(0, 10);
  const safe = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game';
  return { name: `graustark-${date}-${safe}.json`, text: typeof game === 'string' ? game : JSON.stringify(game, null, 1) };
}

/**
 * Reads a game file: every problem is named with where it is. The game gets a new id if one
 * with its id is already kept, so an import never overwrites a game; it is kept as a new copy,
 * at revision 0.
 * @param {string} text
 * @param {EngineOf} engineOf the engine of the game's map, or how to find it
 * @param {RuleOption[]} options the rule options, to check the game's rules against
 * @param {number} now
 * @returns {{ game: GameRecord } | { errors: string[] }}
 */
export function readGameFile(text, engineOf, options, now) {
  /** @type {any} */
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { errors: [`The file is not a Graustark game: it is not JSON (${e instanceof Error ? e.message : e}).`] };
  }
  const engine = typeof engineOf === 'function' ? engineOf(data) : engineOf;
  if (typeof engine === 'string') return { errors: [data?.format === FORMAT ? engine : `The file is not a Graustark game: "format" is ${JSON.stringify(data?.format ?? null)}, not "${FORMAT}".`] };
  const upgraded = upgradeRecord(data, engine);
  if (upgraded) return { errors: [upgraded] };
  const errors = checkRecord(data, engine, options);
  if (errors.length) return { errors };
  if (loadGameText(data.id) !== null) data.id = `${data.id}-${now.toString(36)}`;
  delete data.revision;
  return { game: /** @type {GameRecord} */ (data) };
}

/** Outcome words of version 1 that meant an order cannot stand whatever the others write. */
const V1_INVALID = new Set(['illegal', 'conflicting', 'overridden', 'not allowed']);

/**
 * Brings a record of an older version up to this one, in place: version 1 kept orders as text
 * and results with snake_case fields and no indices. Returns a message if it cannot; a record
 * of this version (or of no known version, which `checkRecord` then names) is left alone.
 * @param {any} data
 * @param {GameEngine} engine
 * @returns {string | null}
 */
export function upgradeRecord(data, engine) {
  if (!data || typeof data !== 'object' || data.format !== FORMAT || data.version !== 1) return null;
  try {
    const view = (/** @type {any} */ o, /** @type {any} */ state) => {
      try { return engine.parseOrder(String(o?.text), String(o?.power), state); } catch {
        return { power: o?.power ?? null, kind: 'hold', region: null, type: null, to: null, target: null, viaConvoy: false, text: String(o?.text ?? '') };
      }
    };
    const result = (/** @type {any} */ r, /** @type {any[]} */ given, /** @type {any} */ state) => {
      if (!r || typeof r !== 'object' || !Array.isArray(r.orders)) return r;
      // The unreadable orders were left out of `orders`: the others keep their places in turn.
      const unread = [...(r.unreadable ?? [])];
      /** @type {number[]} */
      const readable = [];
      given.forEach((o, index) => {
        const u = unread.findIndex((x) => x?.power === o?.power && x?.text === o?.text);
        if (u >= 0) { unread[u].index = index; unread.splice(u, 1); } else readable.push(index);
      });
      const order = (/** @type {any} */ o, /** @type {number | null} */ index) => {
        const { via_convoy: viaConvoy, ...rest } = o;
        return {
          ...rest, viaConvoy: !!viaConvoy, index, invalid: V1_INVALID.has(o.word),
          kind: o.kind === 'move' && state?.phase === 'retreat' ? 'retreat' : o.kind,
        };
      };
      const { civil_disorder: civilDisorder, report: _report, ...rest } = r;
      return {
        ...rest,
        orders: r.orders.map((/** @type {any} */ o, /** @type {number} */ i) => order(o, readable[i] ?? i)),
        unordered: (r.unordered ?? []).map((/** @type {any} */ o) => order(o, null)),
        dislodged: (r.dislodged ?? []).map((/** @type {any} */ { attacker_from: attackerFrom, ...d }) => ({ ...d, attackerFrom })),
        civilDisorder: civilDisorder ?? [],
      };
    };
    for (const p of Array.isArray(data.played) ? data.played : []) {
      const given = Array.isArray(p?.orders) ? p.orders : [];
      if (p) p.result = result(p.result, given, p.state);
      if (p && Array.isArray(p.orders)) p.orders = given.map((/** @type {any} */ o) => view(o, p.state));
    }
    const c = data.current;
    if (c && typeof c === 'object') {
      c.duties = engine.duties(c.state, data.rules);
      const given = Object.values(c.entries ?? {}).flatMap((/** @type {any} */ e) => (Array.isArray(e?.orders) ? e.orders : []));
      c.result = c.result ? result(c.result, given, c.state) : null;
      for (const e of Object.values(c.entries ?? {})) {
        const sheet = /** @type {any} */ (e);
        if (Array.isArray(sheet?.orders)) sheet.orders = sheet.orders.map((/** @type {any} */ o) => view(o, c.state));
      }
      c.steps = c.result && Array.isArray(data.players) ? revealSteps(data) : null;
    }
    data.version = VERSION;
    return null;
  } catch (e) {
    return `The game file is version 1 and could not be brought up to date: ${e instanceof Error ? e.message : e}`;
  }
}
