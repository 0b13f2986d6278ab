// @ts-check
/**
 * The table's flow, as changes to the game record: a new game, the diplomacy period, order
 * entry, the reveal, the next phase, the end, and undoing an adjudication (the draw vote is in
 * vote.js). Every function takes the record (and the engine) and changes the record; the page
 * saves it after.
 * @module
 */

import {
  FORMAT, RECORD_VERSION, allOrders, freshPhase, historyEntry, isSecret, newTimer, orderingPowers, periodMinutes,
  phaseWords, present, readerOf, timeLeft,
} from './record.js';

/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('./record.js').Player} Player */
/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').Rules} Rules */
/** @typedef {import('../engine.js').OrderView} OrderView */

/**
 * @typedef {object} NewGame
 * @property {string} mapId
 * @property {Player[]} players in seating order
 * @property {'lots' | 'choice'} assignment
 * @property {string} preset
 * @property {Rules} rules
 * @property {{ first: number, later: number, writing: number }} minutes
 * @property {number | null} endsAt
 * @property {boolean} [pins] whether each player chooses a PIN before sealing a secret sheet
 */

/**
 * A new game at the opening position, its first diplomacy period running.
 * @param {NewGame} setup
 * @param {GameEngine} engine
 * @param {number} now
 * @returns {GameRecord}
 */
export function createGame(setup, engine, now) {
  const state = engine.initialState();
  /** @type {GameRecord} */
  const game = {
    format: FORMAT, version: RECORD_VERSION, id: `g${now.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`,
    created: now, updated: now, ...setup, history: [], played: [], current: freshPhase(state, engine.duties(state, setup.rules), phaseWords(engine, state)),
    screen: { name: 'orders' }, end: null,
  };
  beginPhase(game, state, engine, now);
  return game;
}

/**
 * Starts the phase of `state`: a movement phase opens with the diplomacy period (or, once the
 * evening's end has passed, the game ends with the survivors tied); retreats and adjustments go
 * straight to the order pad. Also where a game file's phase is taken up afresh (game-file.js).
 * @param {GameRecord} game
 * @param {State} state
 * @param {GameEngine} engine
 * @param {number} now
 */
export function beginPhase(game, state, engine, now) {
  game.current = freshPhase(state, engine.duties(state, game.rules), phaseWords(engine, state));
  if (state.phase === 'movement') {
    if (game.endsAt !== null && now >= game.endsAt && game.played.length > 0) {
      endGame(game, 'time', null, now);
      return;
    }
    const minutes = periodMinutes(game, 'diplomacy');
    if (minutes > 0) {
      game.current.timer = newTimer('diplomacy', minutes, now);
      game.screen = { name: 'diplomacy' };
      return;
    }
  }
  openOrders(game, now);
}

/** Ends the diplomacy period (time up, or every player ready) and opens order writing. @param {GameRecord} game @param {GameEngine} engine @param {number} now */
export function closePeriod(game, engine, now) {
  openOrders(game, now);
}

/**
 * The order pad overview, with the writing period's timer if there is one. A phase written
 * openly (one power retreating) goes straight to that power's pad.
 * @param {GameRecord} game
 * @param {number} now
 */
function openOrders(game, now) {
  const { state } = game.current;
  const writing = state.phase === 'movement' ? periodMinutes(game, 'writing') : 0;
  game.current.timer = writing > 0 ? newTimer('writing', writing, now) : null;
  const ordering = orderingPowers(game);
  game.screen = !isSecret(state, ordering) && ordering.length === 1
    ? { name: 'entry', power: ordering[0] }
    : { name: 'orders' };
}

/**
 * A player taps "ready" (or taps again to take it back). When every player still in has
 * tapped it, the period closes.
 * @param {GameRecord} game
 * @param {string} power
 * @param {GameEngine} engine
 * @param {number} now
 */
export function toggleReady(game, power, engine, now) {
  const { ready } = game.current;
  game.current.ready = ready.includes(power) ? ready.filter((p) => p !== power) : [...ready, power];
  if (allReady(game)) closePeriod(game, engine, now);
}

/** Whether every player still in the game is ready. @param {GameRecord} game */
function allReady(game) {
  return present(game).every((p) => game.current.ready.includes(p));
}

/** Checks the timer: a diplomacy period that has run out closes. @param {GameRecord} game @param {GameEngine} engine @param {number} now */
export function periodExpired(game, engine, now) {
  const { timer } = game.current;
  if (game.screen.name !== 'diplomacy' || !timer || timer.kind !== 'diplomacy') return false;
  if (timeLeft(timer, now) > 0) return false;
  closePeriod(game, engine, now);
  return true;
}

/** The player's sheet for the phase, made if missing. @param {GameRecord} game @param {string} power */
export function entryOf(game, power) {
  game.current.entries[power] ??= { orders: [], sealed: false };
  return game.current.entries[power];
}

/** The hand-off screen before a player's pad. @param {GameRecord} game @param {string} power */
export function handOff(game, power) {
  game.screen = { name: 'handoff', power, purpose: 'entry' };
}

/**
 * The player took the tablet: their pad opens, its sheet checked. A sealed sheet stays sealed
 * until it is changed (see `writeSheet`), but opening it again is counted, for the table and
 * the sheet's owner to see: without a PIN, anyone can tap the name.
 * @param {GameRecord} game
 * @param {string} power
 * @param {GameEngine} engine
 */
export function openPad(game, power, engine) {
  const entry = entryOf(game, power);
  if (entry.sealed) entry.reopened = (entry.reopened ?? 0) + 1;
  writeSheet(game, power, entryOf(game, power).orders, engine);
  game.screen = { name: 'entry', power };
}

/**
 * The pad's sheet is copied into the game and checked (adjudicated alone, once, here); a
 * changed sheet must be sealed again.
 * @param {GameRecord} game
 * @param {string} power
 * @param {OrderView[]} orders
 * @param {GameEngine} engine
 */
export function writeSheet(game, power, orders, engine) {
  const entry = entryOf(game, power);
  if (JSON.stringify(entry.orders) !== JSON.stringify(orders) || !entry.check) {
    if (JSON.stringify(entry.orders) !== JSON.stringify(orders)) { entry.sealed = false; delete entry.reopened; }
    entry.orders = [...orders];
    entry.check = checkSheet(game, power, orders, engine);
  }
}

/**
 * A sheet adjudicated alone: the problem of each order that cannot stand whatever the others
 * write, and what becomes of this power's units left without an order.
 * @param {GameRecord} game
 * @param {string} power
 * @param {OrderView[]} orders
 * @param {GameEngine} engine
 * @returns {import('./record.js').SheetCheck}
 */
export function checkSheet(game, power, orders, engine) {
  const result = engine.adjudicate(game.current.state, orders, game.rules);
  const problems = orders.map((_, i) => {
    const r = result.orders.find((o) => o.index === i);
    if (r) return r.invalid ? r.reason : null;
    return result.unreadable.find((u) => u.index === i)?.error ?? null;
  });
  /** @type {Record<string, string>} */
  const unordered = {};
  for (const r of result.unordered) if (r.power === power && r.region) unordered[r.region] = r.reason;
  return { problems, unordered };
}

/**
 * The player confirms: the sheet is sealed and hidden. In a phase written openly the reveal
 * follows at once.
 * @param {GameRecord} game
 * @param {string} power
 * @param {GameEngine} engine
 */
export function seal(game, power, engine) {
  const entry = entryOf(game, power);
  entry.sealed = true;
  delete entry.reopened;
  const ordering = orderingPowers(game);
  if (!isSecret(game.current.state, ordering)) startReveal(game, engine, true);
  else game.screen = { name: 'sealed', power };
}

/** Back to the overview after a sheet is sealed or a pad left. @param {GameRecord} game */
export function toOverview(game) {
  game.screen = { name: 'orders' };
}

/** The tablet goes to the reader. @param {GameRecord} game */
export function handToReader(game) {
  game.screen = { name: 'handoff', power: readerOf(game) ?? undefined, purpose: 'reveal' };
}

/**
 * Adjudicates the phase with every sheet (a power with none holds, or in retreats and
 * adjustments is treated as the rules say for a power that does not order) and opens the
 * reveal. `open` skips the reading of the orders, for a phase written openly.
 * @param {GameRecord} game
 * @param {GameEngine} engine
 * @param {boolean} [open]
 */
export function startReveal(game, engine, open = false) {
  const { state } = game.current;
  game.current.result = engine.adjudicate(state, allOrders(game), game.rules);
  game.current.timer = null;
  const steps = revealSteps(game);
  game.current.steps = steps;
  game.screen = { name: 'reveal', step: open ? steps.findIndex((s) => s.kind !== 'orders') : 0 };
}

/**
 * The reveal's steps: each ordering power's sheet read aloud, then each power's results on
 * the board, then the whole phase.
 * @param {GameRecord} game
 * @returns {import('./record.js').RevealStep[]}
 */
export function revealSteps(game) {
  const ordering = orderingPowers(game);
  return [
    ...ordering.map((power) => ({ kind: /** @type {const} */ ('orders'), power })),
    ...ordering.map((power) => ({ kind: /** @type {const} */ ('results'), power })),
    { kind: 'summary', power: null },
  ];
}

/**
 * After the reveal: the phase joins the history (the file's entry, with the gamesmaster's
 * report of it) and the next one begins, or the game ends in a victory.
 * @param {GameRecord} game
 * @param {GameEngine} engine
 * @param {number} now
 */
export function finishPhase(game, engine, now) {
  const { result, state } = game.current;
  if (!result) return;
  const { next, ...kept } = result;
  const history = game.history ??= [];
  const played = { state, orders: allOrders(game), result: kept, reader: readerOf(game), at: history.length };
  history.push(historyEntry(engine, game, played));
  game.played.push(played);
  if (result.winner) {
    game.current = freshPhase(next, engine.duties(next, game.rules), phaseWords(engine, next));
    endGame(game, 'victory', result.winner, now);
    return;
  }
  beginPhase(game, next, engine, now);
}

/**
 * Takes back the last adjudication, by the table's agreement: its position returns with every
 * sheet as it was given, sealed, ready for the reveal again; its entry leaves the history.
 * @param {GameRecord} game
 * @param {GameEngine} engine
 * @returns {boolean} false if nothing has been adjudicated
 */
export function undoLast(game, engine) {
  const last = game.played.pop();
  if (!last) return false;
  if (game.history && last.at !== undefined) game.history.splice(last.at);
  game.current = freshPhase(last.state, engine.duties(last.state, game.rules), phaseWords(engine, last.state));
  for (const order of last.orders) {
    const entry = game.current.entries[order.power ?? ''] ??= { orders: [], sealed: true };
    entry.orders.push(order);
  }
  for (const [power, entry] of Object.entries(game.current.entries)) entry.check = checkSheet(game, power, entry.orders, engine);
  game.end = null;
  game.screen = { name: 'orders' };
  return true;
}

/** The game ends. @param {GameRecord} game @param {'victory' | 'draw' | 'time'} kind @param {string | null} winner @param {number} now */
export function endGame(game, kind, winner, now) {
  game.end = { kind, winner, at: now };
  game.current.timer = null;
  game.screen = { name: 'over' };
}
