// @ts-check
/**
 * The one game file (version 4, read from 3 on; the gamesmaster's `GameFile` is its definition): what game
 * night keeps in storage and exports, what gm.html and `graustark gm` read and write, and what
 * `<graustark-board>` shows. The file holds the position, the rules and the history (each phase
 * with its position before, its orders as text and the gamesmaster's report), the table's own
 * section (`table`: seats, clock, the phase under way) and the post's (`postal`, kept here as
 * found and never interpreted).
 *
 * Game night plays on a working record (record.js): `fromFile` builds it (the engine replays
 * each history phase from its position and orders; duties, sheet checks, results and reveal
 * steps are recomputed), `toFile` turns it back into the file on every save. `toCurrentFile` is the
 * one reader of every shape ever written: game night's records of versions 1 and 2, files of
 * version 3 (the same as 4 without a seal) and the gamesmaster's files from before version 3.
 * Nothing here touches the page.
 * @module
 */

import { DEFAULT_MINUTES, FORMAT, RECORD_VERSION, VERSION, allOrders, freshPhase, historyEntry, isFileVersion, phaseWords } from './record.js';
import { beginPhase, checkSheet, revealSteps } from './flow.js';
import { FILE_FIELDS, checkFile, checkRecord } from './check.js';

/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('./record.js').Played} Played */
/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').OrderView} OrderView */
/** @typedef {import('../engine.js').PhaseView} PhaseView */
/** @typedef {import('../engine.js').RuleOption} RuleOption */

export { FORMAT, VERSION };
/** @typedef {import('./record.js').HistoryEntry} HistoryEntry */

/**
 * The fields of a gamesmaster's file before version 3 that version 3 keeps in `postal`
 * (GAMEFILE.md: "exactly today's gamesmaster fields that follow `history`").
 */
export const POSTAL_FIELDS = Object.freeze(['numbered', 'no_player', 'powers', 'order_sets', 'unordered_sets', 'proxy_rule', 'proxies', 'proposal', 'defeated', 'ended', 'procedure', 'year', 'report']);

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The board a game of any shape is played on: the map folder and, for a smaller game, its
 * number of players (undefined: every power). Throws, naming what is wrong, for anything that
 * is not a game file or names a path for its map.
 * @param {unknown} data
 * @returns {{ mapId: string, players: number | undefined }}
 */
export function boardOf(data) {
  if (!isObject(data)) throw new Error('The file is not a Graustark game: it holds no game record.');
  if (data.format === FORMAT && (data.version === 1 || data.version === 2)) {
    // A record from before variants names no map: it is a standard game.
    const mapId = data.mapId ?? 'standard';
    if (typeof mapId !== 'string') throw new Error('mapId: must be the name of a map');
    return { mapId, players: Array.isArray(data.players) ? data.players.length : undefined };
  }
  const gamesmaster = data.format === undefined && data.version === undefined;
  if (data.format !== FORMAT && !gamesmaster) throw new Error(notGame(data));
  if (data.format === FORMAT && !isFileVersion(data.version)) throw new Error(laterVersion(data));
  if (typeof data.map !== 'string') throw new Error(gamesmaster ? notGame(data) : 'map: missing');
  // A board of the site, by its folder's name: a file naming a path ("../../somewhere") is
  // refused, as `graustark gm` and the gamesmaster's page refuse it.
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(data.map)) throw new Error(`map: "${data.map}" is not the name of a map folder of this site`);
  const players = data.players ?? undefined;
  if (players !== undefined && !(Number.isInteger(players) && players > 0)) throw new Error('players: must be a number of players');
  return { mapId: data.map, players };
}

/** The map folder a game of any shape is played on, the standard map when it names none it can be read by. @param {unknown} data */
export function mapOfFile(data) {
  try { return boardOf(data).mapId; } catch { return 'standard'; }
}

/** @param {Record<string, any>} data */
function notGame(data) {
  return data.format === undefined
    ? 'The file is not a Graustark game: it has neither "format": "graustark-game" nor a gamesmaster\'s "map" and "state".'
    : `The file is not a Graustark game: "format" is ${JSON.stringify(data.format)}, not "${FORMAT}".`;
}

/** @param {Record<string, any>} data */
function laterVersion(data) {
  return `The game file is version ${JSON.stringify(data.version ?? null)}; this site reads versions 1 to ${VERSION}.`;
}

/**
 * The engine of a file of any shape from game night's catalogue of maps (`Catalogue.forRecord`),
 * or why there is none.
 * @param {(record: any) => GameEngine | string} forRecord
 * @returns {(data: any) => GameEngine | string}
 */
export function engineOfFile(forRecord) {
  return (data) => {
    /** @type {{ mapId: string, players: number | undefined }} */
    let board;
    try { board = boardOf(data); } catch (e) { return e instanceof Error ? e.message : String(e); }
    return forRecord({ mapId: board.mapId, players: new Array(board.players ?? 0).fill(null) });
  };
}

/**
 * Any game file or record ever written, as a file of the current version (the data itself
 * when it is one; a version-3 file the same with its version brought to 4).
 * Game night's version 1 is first brought to version 2 (`upgradeVersion1`), a version-2 record
 * is checked as it was written by `checkOld` (check.js `checkRecord`: every problem named where
 * it is; the board element, which reads no more than the positions and orders, passes none and
 * so carries no checker) and turned into the file; a gamesmaster's file from before version 3
 * has its postal fields moved into `postal`.
 * @param {any} data
 * @param {GameEngine} engine the engine of the file's map
 * @param {RuleOption[] | undefined} options the rule options (the rules are left unchecked without them)
 * @param {(record: any, engine: GameEngine, options: RuleOption[] | undefined) => string[]} [checkOld]
 * @returns {{ file: Record<string, any> } | { errors: string[] }}
 */
export function toCurrentFile(data, engine, options, checkOld) {
  try { boardOf(data); } catch (e) { return { errors: [e instanceof Error ? e.message : String(e)] }; }
  if (data.format === FORMAT && data.version === VERSION) return { file: data };
  if (data.format === FORMAT && isFileVersion(data.version)) return { file: { ...data, version: VERSION } };
  if (data.format === FORMAT) {
    const record = structuredClone(data);
    const failed = upgradeVersion1(record, engine);
    if (failed) return { errors: [failed] };
    const errors = checkOld ? checkOld(record, engine, options) : [];
    if (errors.length) return { errors };
    try { return { file: toFile(record, engine) }; } catch (e) {
      return { errors: [`The game file is version ${data.version} and could not be brought up to date: ${e instanceof Error ? e.message : e}`] };
    }
  }
  const unknown = Object.keys(data).filter((k) => !FILE_FIELDS.includes(k) && !POSTAL_FIELDS.includes(k));
  if (unknown.length) return { errors: unknown.map((k) => `${k}: not a field of a game file`) };
  /** @type {Record<string, any>} */
  const file = { format: FORMAT, version: VERSION };
  /** @type {Record<string, any>} */
  const postal = {};
  for (const [k, v] of Object.entries(data)) {
    if (POSTAL_FIELDS.includes(k)) postal[k] = v;
    else file[k] = v;
  }
  if (Object.keys(postal).length) file.postal = postal;
  return { file };
}

/**
 * A file of any shape read for the table: brought to version 4, checked whole (each problem
 * named where it is in the file) and built into game night's working record. Nothing is kept.
 * @param {any} data
 * @param {GameEngine} engine
 * @param {RuleOption[] | undefined} options the rule options (the rules are left unchecked without them)
 * @param {number} now for a phase the table starts afresh (its clock)
 * @returns {{ game: GameRecord, file: Record<string, any> } | { errors: string[] }}
 */
export function readForTable(data, engine, options, now) {
  const read = toCurrentFile(data, engine, options, checkRecord);
  if ('errors' in read) return read;
  const errors = checkFile(read.file, engine, options);
  if (errors.length) return { errors };
  try {
    return { game: fromFile(read.file, engine, now), file: read.file };
  } catch (e) {
    return { errors: [`The game cannot be set up at the table: ${e instanceof Error ? e.message : e}`] };
  }
}

/** A new game's id. @param {number} now */
export function newGameId(now) {
  return `g${now.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * An order of the history as the engine is given it: with a power's id or name in front
 * ("england: F Lon - Nth", as game night writes it; "Austria-Hungary: A Vie - Gal", as gm.html
 * names a sheet by its power), that power's order; else its text as written.
 * @param {string} line @param {GameEngine} engine
 * @returns {{ power?: string, text: string }}
 */
export function orderOfLine(line, engine) {
  const m = /^([^:]+):\s*(.*)$/.exec(line);
  const name = m?.[1].trim().toLowerCase();
  const power = m && engine.info.powers.find((p) => p.id === name || p.name.toLowerCase() === name);
  return power && m ? { power: power.id, text: m[2] } : { text: line };
}

/**
 * An order of the history as an order view: the engine's reading in the phase's
 * adjudication, or for an order it could not read, its text holding nothing.
 * @param {PhaseView} result @param {string} line @param {number} index @param {GameEngine} engine
 * @returns {OrderView}
 */
function viewOfLine(result, line, index, engine) {
  const read = result.orders.find((o) => o.index === index);
  if (read) {
    const { index: _i, success: _s, invalid: _v, reason: _r, word: _w, ...view } = read;
    return view;
  }
  const order = orderOfLine(line, engine);
  return unreadView(order.power ?? null, order.text);
}

/** An order the engine cannot read, kept as its text. @param {string | null} power @param {string} text @returns {OrderView} */
function unreadView(power, text) {
  return { power, kind: 'hold', region: null, type: null, to: null, target: null, viaConvoy: false, text };
}

/**
 * The file of a working record (or of a version-2 record, whose history is written here from
 * its played phases, their reports by the engine: `engine` is needed only then).
 * @param {GameRecord} game
 * @param {GameEngine} [engine]
 * @returns {Record<string, any>}
 */
export function toFile(game, engine) {
  /** @type {Record<string, any>} */
  const file = { format: FORMAT, version: VERSION, map: game.mapId ?? 'standard' };
  if (game.name !== undefined) file.name = game.name;
  file.players = game.players.length;
  file.rules = game.rules;
  file.state = game.current.state;
  file.history = game.history ?? game.played.map((p) => {
    if (!engine) throw new Error('a record without its history needs the engine to write one');
    return historyEntry(engine, game, p);
  });
  // The gamesmaster's order of the sections (`GameFile`): postal, then table.
  if (game.postal !== undefined) file.postal = game.postal;
  file.table = tableOf(game, engine);
  return file;
}

/** The table's section of the file. @param {GameRecord} game @param {GameEngine} [engine] */
function tableOf(game, engine) {
  const c = game.current;
  /** @type {Record<string, any>} */
  const entries = {};
  for (const [power, e] of Object.entries(c.entries)) {
    entries[power] = { orders: e.orders.map((o) => o.text), sealed: e.sealed };
    if (e.reopened) entries[power].reopened = e.reopened;
  }
  return {
    id: game.id, created: game.created, updated: game.updated, revision: game.revision ?? 0,
    seats: game.players.map((p) => ({ power: p.power, name: p.name, pin: p.pin ?? null })),
    assignment: game.assignment, preset: game.preset, minutes: game.minutes, ends_at: game.endsAt ?? null,
    pins: !!game.pins, end: game.end ?? null, screen: game.screen,
    phase: {
      of: c.of ?? (engine ? phaseWords(engine, c.state) : ''),
      entries, ready: c.ready, timer: c.timer, revealed: !!c.result,
      votes: c.votes ?? null, draw_agreed: c.drawAgreed ?? null, return_to: c.returnTo ?? null,
    },
  };
}

/**
 * The seats of a file without a table section (a gamesmaster's): each power's player from the
 * postal ledger (the last named), a power no player takes left empty (nobody plays it), and
 * any other power played under its own name.
 * @param {any} postal @param {GameEngine} engine
 */
function seatsOfPostal(postal, engine) {
  const none = new Set(Array.isArray(postal?.no_player) ? postal.no_player : []);
  return engine.info.powers.map((p) => {
    const players = postal?.powers?.[p.id]?.players;
    const last = Array.isArray(players) ? players.filter((x) => typeof x?.name === 'string' && x.name.trim()).at(-1) : null;
    return { power: p.id, name: none.has(p.id) ? '' : (last?.name ?? p.name), pin: null };
  });
}

/**
 * How a gamesmaster's game ended, as the table records it: a power that won, or a vote's
 * terms (a draw). @param {any} postal @param {number} now
 * @returns {GameRecord['end']}
 */
function endOfPostal(postal, now) {
  const ended = postal?.ended;
  if (!isObject(ended)) return null;
  if (typeof ended.won === 'string') return { kind: 'victory', winner: ended.won, at: now };
  return { kind: 'draw', winner: null, at: now };
}

/**
 * The phases of the history the engine replays, each with its adjudication: those with their
 * position whose `phase` is one phase's words (a two-season game's season, or an entry without
 * its position, stays in the history as it is, and is not shown at the table).
 * @param {GameRecord} game @param {GameEngine} engine
 * @returns {Played[]}
 */
function replay(game, engine) {
  /** @type {Played[]} */
  const played = [];
  (game.history ?? []).forEach((entry, at) => {
    if (!entry.position) return;
    const state = entry.position;
    const result = engine.adjudicate(state, entry.orders.map((line) => orderOfLine(line, engine)), game.rules);
    if (result.phase !== entry.phase) return;
    const { next: _next, ...kept } = result;
    const orders = entry.orders.map((line, i) => viewOfLine(result, line, i, engine));
    played.push({ state, orders, result: kept, reader: entry.reader ?? null, at });
  });
  return played;
}

/**
 * Game night's working record of a checked game file. The phase under way at the table
 * (`table.phase`) is taken up where it was when it is the file's position's; otherwise (the
 * gamesmaster played on since, or the file has no table) the phase starts afresh.
 * @param {Record<string, any>} file checked by `checkFile`
 * @param {GameEngine} engine
 * @param {number} now
 * @returns {GameRecord}
 */
export function fromFile(file, engine, now) {
  const t = isObject(file.table) ? file.table : null;
  const rules = file.rules ?? {};
  /** @type {GameRecord} */
  const game = {
    format: FORMAT, version: RECORD_VERSION, id: t?.id ?? newGameId(now), created: t?.created ?? now, updated: t?.updated ?? now,
    revision: t?.revision ?? 0, mapId: file.map,
    players: t ? t.seats.map((/** @type {any} */ s) => ({ name: s.name, power: s.power, pin: s.pin ?? null })) : seatsOfPostal(file.postal, engine),
    assignment: t?.assignment ?? 'choice', preset: t?.preset ?? 'custom', rules,
    minutes: t?.minutes ?? { ...DEFAULT_MINUTES }, endsAt: t?.ends_at ?? null, pins: t?.pins ?? false,
    history: file.history ?? [], played: [], current: /** @type {any} */ (null), screen: { name: 'orders' },
    end: t ? (t.end ?? null) : endOfPostal(file.postal, now),
  };
  if (file.name !== undefined) game.name = file.name;
  if (file.postal !== undefined) game.postal = file.postal;
  game.played = replay(game, engine);
  const state = file.state;
  const of = phaseWords(engine, state);
  if (t && t.phase.of === of) takeUp(game, t, state, of, engine);
  else if (game.end) {
    game.current = freshPhase(state, engine.duties(state, rules), of);
    game.screen = { name: 'over' };
  } else beginPhase(game, state, engine, now);
  return game;
}

/**
 * The phase under way at the table, taken up as the file left it: each sheet read again in the
 * position (and checked), the reveal's adjudication and steps made again.
 * @param {GameRecord} game @param {Record<string, any>} t the table section
 * @param {State} state @param {string} of @param {GameEngine} engine
 */
function takeUp(game, t, state, of, engine) {
  const p = t.phase;
  game.current = freshPhase(state, engine.duties(state, game.rules), of);
  for (const [power, e] of Object.entries(/** @type {Record<string, any>} */ (p.entries))) {
    const orders = e.orders.map((/** @type {string} */ text) => {
      try { return engine.parseOrder(text, power, state); } catch { return unreadView(power, text); }
    });
    /** @type {import('./record.js').Entry} */
    const entry = { orders, sealed: e.sealed };
    if (e.reopened) entry.reopened = e.reopened;
    game.current.entries[power] = entry;
    entry.check = checkSheet(game, power, orders, engine);
  }
  Object.assign(game.current, { ready: p.ready, timer: p.timer, votes: p.votes ?? null, drawAgreed: p.draw_agreed ?? null });
  if (p.return_to) game.current.returnTo = p.return_to;
  if (p.revealed) {
    game.current.result = engine.adjudicate(state, allOrders(game), game.rules);
    game.current.steps = revealSteps(game);
  }
  game.screen = t.screen;
}

/** Outcome words of version 1 that meant an order cannot stand whatever the others write. */
const V1_INVALID = new Set(['illegal', 'conflicting', 'overridden', 'not allowed']);

/**
 * Brings a game-night record of version 1 up to version 2, in place: version 1 kept orders as
 * text and results with snake_case fields and no indices. Returns a message if it cannot; a
 * record of any other version is left alone.
 * @param {any} data
 * @param {GameEngine} engine
 * @returns {string | null}
 */
export function upgradeVersion1(data, engine) {
  if (!data || typeof data !== 'object' || data.format !== FORMAT || data.version !== 1) return null;
  try {
    const view = (/** @type {any} */ o, /** @type {any} */ state) => {
      try { return engine.parseOrder(String(o?.text), String(o?.power), state); } catch {
        return unreadView(o?.power ?? null, String(o?.text ?? ''));
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
    data.version = 2;
    return null;
  } catch (e) {
    return `The game file is version 1 and could not be brought up to date: ${e instanceof Error ? e.message : e}`;
  }
}
