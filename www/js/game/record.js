// @ts-check
/**
 * The game record of a game night, and the table's procedure on it: whether the phase is
 * written secretly, who reads the orders, the clock, drawing lots. Who must order, what each
 * power is due and who is out are the engine's facts (`Engine.duties`), stored once per phase
 * in `current.duties` and only read here. The record is plain JSON, built from the game file
 * when a game is opened and turned back into it on every save (game-file.js: the file keeps the
 * history and the table's section; the order views, results, duties, checks and reveal steps
 * here are the engine's, made again from it). Nothing here touches the page.
 * @module
 */

/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').PhaseView} PhaseView */
/** @typedef {import('../engine.js').Rules} Rules */
/** @typedef {import('../engine.js').MapInfo} MapInfo */
/** @typedef {import('../engine.js').Duties} Duties */
/** @typedef {import('../engine.js').OrderView} OrderView */

/**
 * The game file's format name and the version written (game-file.js): version 3 was the first
 * one game file of the table and the post, 4 (the gamesmaster's seal) the one written now; game night's versions 1 and 2 kept this working record
 * itself (version 2: orders as the engine's order views, results with each order's index).
 */
export const FORMAT = 'graustark-game';
export const VERSION = 4;
/**
 * The first version of the one game file: files of versions 3 to `VERSION` are read as they
 * are (4 added only the gamesmaster's sealed orders, `postal.seal` and a history entry's
 * `seal`, which game night keeps as found) and saved as `VERSION`.
 */
export const FIRST_FILE_VERSION = 3;

/** Whether `version` is one of the game file's (3 to `VERSION`), not a working record's. @param {unknown} version */
export function isFileVersion(version) {
  return Number.isInteger(version) && /** @type {number} */ (version) >= FIRST_FILE_VERSION && /** @type {number} */ (version) <= VERSION;
}
/** The version of the working record in memory: the shape game night's version-2 files kept. */
export const RECORD_VERSION = 2;

/**
 * @typedef {object} Player
 * @property {string} name
 * @property {string} power
 * @property {string | null} pin a hash of the player's optional PIN
 */

/**
 * @typedef {object} Timer
 * @property {'diplomacy' | 'writing'} kind
 * @property {number} length the period's length in ms, as set when it began
 * @property {number | null} deadline wall-clock end (ms since 1970) while running
 * @property {number} remaining ms left while paused
 * @property {boolean} running
 * @property {string[]} alerted the warnings already given ('minute', 'zero')
 */

/**
 * A power's order sheet for the current phase.
 * @typedef {object} Entry
 * @property {OrderView[]} orders as the engine read them
 * @property {boolean} sealed confirmed by the player and hidden until the reveal
 * @property {number} [reopened] how many times the sealed sheet was opened again since it was sealed
 * @property {SheetCheck | null} [check] the sheet adjudicated alone, made when it changes
 */

/**
 * What adjudicating a sheet alone says of it: each order's problem if it cannot stand
 * whatever the others write (by index), and what happens to each unit left without an order.
 * @typedef {object} SheetCheck
 * @property {(string | null)[]} problems
 * @property {Record<string, string>} unordered unit region → its fate ("held", "disbanded")
 */

/**
 * One adjudicated phase, kept for the history and the chart: a phase of the file's history as
 * the engine replays it.
 * @typedef {object} Played
 * @property {State} state the position before the phase
 * @property {OrderView[]} orders every order given
 * @property {Omit<PhaseView, 'next'>} result the outcomes
 * @property {string | null} reader the power whose player revealed the orders
 * @property {number} [at] its entry in the game's `history`
 */

/**
 * One phase of the file's history, as the gamesmaster writes it (its other fields kept as found).
 * @typedef {object} HistoryEntry
 * @property {string} phase the engine's words for the phase ("Spring 1901 movement")
 * @property {string[]} orders every order as text, as the engine reads it back
 * @property {string} report the phase's report, as the gamesmaster prints it
 * @property {State} [position] the position before the phase
 * @property {string | null} [reader] the power whose player read the orders aloud
 */

/**
 * One step of the reveal: a power's orders read aloud, its results, or the whole phase.
 * @typedef {{ kind: 'orders' | 'results' | 'summary', power: string | null }} RevealStep
 */

/**
 * Where the table is: the screen on show and what it is about.
 * @typedef {object} Screen
 * @property {'diplomacy' | 'orders' | 'handoff' | 'entry' | 'sealed' | 'reveal' | 'vote' | 'voted' | 'over'} name
 * @property {string} [power] the power handed the tablet, entering, or voting
 * @property {'entry' | 'reveal' | 'vote'} [purpose] of a hand-off
 * @property {number} [step] of the reveal
 */

/**
 * @typedef {object} Current
 * @property {State} state
 * @property {Duties} duties the engine's duties for the phase: who orders, what is due, who is out
 * @property {Record<string, Entry>} entries
 * @property {string[]} ready powers whose players tapped "ready" in the diplomacy period
 * @property {Timer | null} timer
 * @property {PhaseView | null} result the adjudication, once the reveal began
 * @property {RevealStep[] | null} [steps] the reveal's steps, made when it began
 * @property {Record<string, boolean> | null} votes a draw vote in progress (secret)
 * @property {boolean | null} drawAgreed the last vote's outcome, shown once
 * @property {'diplomacy' | 'orders'} [returnTo] the screen a draw vote was proposed from
 * @property {string} [of] the engine's words for the phase (`phaseWords`), as the file's table section names it
 */

/**
 * @typedef {object} GameRecord
 * @property {string} format
 * @property {number} version
 * @property {string} id
 * @property {number} created
 * @property {number} updated
 * @property {number} [revision] how many times it was saved (store.js): a save never overwrites
 *   a later revision. Absent in records from before revisions, read as 0.
 * @property {string} mapId
 * @property {Player[]} players in seating order (clockwise from the map's first power)
 * @property {'lots' | 'choice'} assignment
 * @property {string} preset the rules preset's name, or 'custom'
 * @property {Rules} rules
 * @property {{ first: number, later: number, writing: number }} minutes period lengths
 * @property {number | null} endsAt the evening's end (ms since 1970), or null
 * @property {boolean} [pins] whether each player chooses a PIN before sealing a secret sheet (a new game's default; a record without it: a PIN is optional)
 * @property {Played[]} played
 * @property {HistoryEntry[]} [history] the file's history, every phase played at the table or by post
 * @property {string} [name] the game's name, which a gamesmaster's sheets give
 * @property {Record<string, any>} [postal] the gamesmaster's section of the file, kept as found
 * @property {Current} current
 * @property {Screen} screen
 * @property {{ kind: 'victory' | 'draw' | 'time', winner: string | null, at: number } | null} end
 */

/** The 1958 rules' periods: 30 minutes before the first move, 15 before each later one. */
export const DEFAULT_MINUTES = Object.freeze({ first: 30, later: 15, writing: 0 });

/** A period's length in minutes, 0 for none. @param {GameRecord} game @param {'diplomacy' | 'writing'} kind */
export function periodMinutes(game, kind) {
  if (kind === 'writing') return game.minutes.writing;
  return movesPlayed(game) === 0 ? game.minutes.first : game.minutes.later;
}

/** The number of movement phases adjudicated so far. @param {GameRecord} game */
function movesPlayed(game) {
  return game.played.filter((p) => p.state.phase === 'movement').length;
}

/** The player of a power. @param {GameRecord} game @param {string | null | undefined} power */
export function playerOf(game, power) {
  return game.players.find((p) => p.power === power) ?? null;
}

/** The powers still in the game (the engine's word), in seating order. @param {GameRecord} game */
export function survivors(game) {
  const out = new Set(game.current.duties.eliminated);
  return game.players.map((p) => p.power).filter((power) => !out.has(power));
}

/**
 * Whether a power has a player at the table: a seat left without a name is nobody's, never
 * orders (the engine judges its units as unordered), is never ready, never votes, never reads.
 * @param {GameRecord} game @param {string} power
 */
export function isPlayed(game, power) {
  return !!playerOf(game, power)?.name;
}

/** The powers still in that have a player, in seating order: they are ready, vote and read. @param {GameRecord} game */
export function present(game) {
  return survivors(game).filter((power) => isPlayed(game, power));
}

/** The powers with a player that must order in the current phase (the engine's word), in seating order. @param {GameRecord} game */
export function orderingPowers(game) {
  const ordering = new Set(game.current.duties.ordering);
  return game.players.map((p) => p.power).filter((power) => ordering.has(power) && isPlayed(game, power));
}

/** A power's duty in the current phase: centres, units, adjustment, builds. @param {GameRecord} game @param {string} power */
export function dutyOf(game, power) {
  return game.current.duties.powers.find((d) => d.power === power) ?? null;
}

/**
 * Whether the phase is written privately. Moves and adjustments always are (1958 rules);
 * retreats only when two or more powers must retreat, since one choice could affect another.
 * @param {State} state
 * @param {string[]} ordering
 */
export function isSecret(state, ordering) {
  return state.phase !== 'retreat' || ordering.length > 1;
}

/**
 * The power whose player reads the orders: the duty "falls on each player in turn for two
 * moves in succession, starting with the player of England and proceeding clockwise" (1958
 * rules), passing over powers out of the game or without a player. Retreats and adjustments are revealed by the
 * reader of the move before them.
 * @param {GameRecord} game
 */
export function readerOf(game) {
  const seats = game.players.map((p) => p.power);
  const alive = new Set(present(game));
  const move = Math.max(0, movesPlayed(game) - (game.current.state.phase === 'movement' ? 0 : 1));
  const start = Math.floor(move / 2) % seats.length;
  for (let i = 0; i < seats.length; i += 1) {
    const power = seats[(start + i) % seats.length];
    if (alive.has(power)) return power;
  }
  return seats[start] ?? null;
}

/** The orders of every power for adjudication; an unsealed sheet counts too. @param {GameRecord} game */
export function allOrders(game) {
  return Object.values(game.current.entries).flatMap((e) => e.orders);
}

/**
 * A fresh current phase for a position, its duties and its words.
 * @param {State} state @param {Duties} duties @param {string} [of] @returns {Current}
 */
export function freshPhase(state, duties, of) {
  /** @type {Current} */
  const current = { state, duties, entries: {}, ready: [], timer: null, result: null, steps: null, votes: null, drawAgreed: null };
  if (of !== undefined) current.of = of;
  return current;
}

/**
 * The phase's words as the engine writes them (`GameState::label`, the `phase` of its
 * adjudication): "Spring 1901 movement", the year as the map names it (tested equal to the
 * engine's own on every map).
 * @param {{ yearName: (year: number) => string }} engine @param {State} state
 */
export function phaseWords(engine, state) {
  return `${state.season.charAt(0).toUpperCase()}${state.season.slice(1)} ${engine.yearName(state.year)} ${state.phase}`;
}

/**
 * An order as the history writes it: its power's id in front ("england: F Lon - Nth", the
 * parser's optional prefix), so the engine reads it back with its power (a build, a waive).
 * @param {{ power: string | null, text: string }} order
 */
export function orderLine(order) {
  return order.power ? `${order.power}: ${order.text}` : order.text;
}

/**
 * The history entry of a phase played at the table: the engine's words for the phase, every
 * order as text, and the report as the gamesmaster prints it (`Engine.report`).
 * @param {{ engine: { report: (state: State, orders: OrderView[], rules: Rules | undefined) => string } }} engine
 *   the game's engine (`GameEngine`), whose wasm writes the report
 * @param {GameRecord} game
 * @param {{ state: State, orders: OrderView[], result: { phase: string }, reader: string | null }} played
 * @returns {HistoryEntry}
 */
export function historyEntry(engine, game, played) {
  return {
    phase: played.result.phase,
    orders: played.orders.map(orderLine),
    report: engine.engine.report(played.state, played.orders, game.rules),
    position: played.state,
    reader: played.reader,
  };
}

/**
 * A new timer.
 * @param {'diplomacy' | 'writing'} kind
 * @param {number} minutes
 * @param {number} now
 * @returns {Timer}
 */
export function newTimer(kind, minutes, now) {
  const length = Math.round(minutes * 60_000);
  return { kind, length, deadline: now + length, remaining: length, running: true, alerted: [] };
}

/** Milliseconds left on a timer at `now` (never negative). @param {Timer} timer @param {number} now */
export function timeLeft(timer, now) {
  if (!timer.running || timer.deadline === null) return Math.max(0, timer.remaining);
  return Math.max(0, timer.deadline - now);
}

/** Pauses or resumes. @param {Timer} timer @param {number} now */
export function togglePause(timer, now) {
  if (timer.running) {
    timer.remaining = timeLeft(timer, now);
    timer.deadline = null;
    timer.running = false;
  } else {
    timer.deadline = now + timer.remaining;
    timer.running = true;
  }
}

/** Adds time, re-arming the warnings the new time is above. @param {Timer} timer @param {number} ms @param {number} now */
export function addTime(timer, ms, now) {
  if (timer.running && timer.deadline !== null) timer.deadline = Math.max(timer.deadline, now) + ms;
  else timer.remaining += ms;
  const left = timeLeft(timer, now);
  timer.alerted = timer.alerted.filter((a) => (a === 'minute' ? left <= 60_000 : left <= 0));
}

/**
 * The warnings due now that have not been given ('minute' at one minute left, 'zero' at the
 * end), marked as given.
 * @param {Timer} timer
 * @param {number} now
 */
export function dueAlerts(timer, now) {
  const left = timeLeft(timer, now);
  /** @type {string[]} */
  const due = [];
  if (left <= 60_000 && timer.length > 60_000 && !timer.alerted.includes('minute')) due.push('minute');
  if (left <= 0 && !timer.alerted.includes('zero')) due.push('zero');
  timer.alerted.push(...due);
  return due;
}

/** A short hash of a PIN, so the saved game does not show it in plain text. @param {string} pin */
export function hashPin(pin) {
  let h = 0x811c9dc5;
  for (const ch of `graustark:${pin}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/**
 * A fair random permutation of `items` (Fisher–Yates with rejection sampling, so every
 * order is equally likely).
 * @template T
 * @param {T[]} items
 * @param {(max: number) => number} [random] an integer in [0, max), crypto-backed by default
 */
export function shuffle(items, random = randomBelow) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A uniformly random integer in [0, max) from the browser's crypto source. @param {number} max */
function randomBelow(max) {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buf = new Uint32Array(1);
  do crypto.getRandomValues(buf); while (buf[0] >= limit);
  return buf[0] % max;
}

/** Centres per power after each year, for the closing chart: `[{year, counts}]`. @param {GameRecord} game */
export function centreHistory(game) {
  const states = [...game.played.map((p) => p.state), game.current.state];
  /** @type {Map<number, Record<string, number>>} */
  const byYear = new Map();
  for (const s of states) {
    const year = s.season === 'spring' && s.phase === 'movement' ? s.year - 1 : s.year;
    const counts = Object.fromEntries(game.players.map((p) => [p.power, s.centres?.[p.power]?.length ?? 0]));
    byYear.set(year, counts);
  }
  return [...byYear.entries()].sort((a, b) => a[0] - b[0]).map(([year, counts]) => ({ year, counts }));
}
