// @ts-check
/**
 * The full check of a game file (versions 3 and 4: `checkFile`) and of game night's working record
 * (what versions 1 and 2 kept: `checkRecord`), run before a game file is imported, before a
 * kept game is resumed and when the list of games is drawn: every shape the table reads is
 * checked (the positions by the engine itself), so a file that passes cannot make a screen
 * throw on a missing or misshapen field. Each problem is named as "where: what". A file's
 * `postal` section and the gamesmaster's fields of its history are the gamesmaster's: kept,
 * not checked here.
 * @module
 */

import { FORMAT, RECORD_VERSION, VERSION, isFileVersion, phaseWords } from './record.js';
import { ORDER_KINDS, UNIT_TYPES } from '../board/kinds.js';

/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').RuleOption} RuleOption */
/** @typedef {(where: string, what: string) => void} Fail */

const SCREENS = ['diplomacy', 'orders', 'handoff', 'entry', 'sealed', 'reveal', 'vote', 'voted', 'over'];
const STEP_KINDS = ['orders', 'results', 'summary'];
/** The fields of a game file (versions 3 and 4) (GAMEFILE.md). */
export const FILE_FIELDS = ['format', 'version', 'map', 'name', 'players', 'rules', 'state', 'history', 'table', 'postal'];

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
/** @param {unknown} v */
const isText = (v) => typeof v === 'string';
/** @param {unknown} v */
const textOrNull = (v) => v === null || typeof v === 'string';
/** @param {unknown} v */
const isTime = (v) => typeof v === 'number' && Number.isFinite(v) && !Number.isNaN(new Date(v).getTime());

/**
 * Checks each item of a list, naming only the first bad one (a broken list is one problem).
 * @param {string} where @param {unknown} list @param {Fail} fail
 * @param {(where: string, item: any, fail: Fail) => void} each
 */
function eachOf(where, list, fail, each) {
  if (!Array.isArray(list)) { fail(where, 'must be a list'); return; }
  for (let i = 0; i < list.length; i += 1) {
    let bad = false;
    each(`${where}[${i}]`, list[i], (w, what) => { bad = true; fail(w, what); });
    if (bad) return;
  }
}

/** An order as the engine reads it (OrderView). @param {string} where @param {any} o @param {Fail} fail */
function orderView(where, o, fail) {
  if (!isObject(o)) { fail(where, 'must be an order'); return; }
  if (!textOrNull(o.power)) fail(`${where}.power`, 'must be a power or null');
  if (!ORDER_KINDS.includes(o.kind)) fail(`${where}.kind`, `${JSON.stringify(o.kind ?? null)} is not a kind of order`);
  for (const k of ['region', 'to', 'target']) if (!textOrNull(o[k])) fail(`${where}.${k}`, 'must be a region or null');
  if (o.type !== null && !UNIT_TYPES.includes(o.type)) fail(`${where}.type`, `must be one of ${UNIT_TYPES.join(', ')} or null`);
  if (typeof o.viaConvoy !== 'boolean') fail(`${where}.viaConvoy`, 'must be true or false');
  if (!isText(o.text)) fail(`${where}.text`, 'missing');
}

/** An order with its outcome (OrderResult). @param {string} where @param {any} o @param {Fail} fail */
function orderResult(where, o, fail) {
  orderView(where, o, fail);
  if (!isObject(o)) return;
  if (o.index !== null && !Number.isInteger(o.index)) fail(`${where}.index`, 'must be a number or null');
  for (const k of ['success', 'invalid']) if (typeof o[k] !== 'boolean') fail(`${where}.${k}`, 'must be true or false');
  for (const k of ['reason', 'word']) if (!isText(o[k])) fail(`${where}.${k}`, 'missing');
}

/** A unit: power, type, region. @param {string} where @param {any} u @param {Fail} fail */
function unit(where, u, fail) {
  if (!isObject(u) || !isText(u.power) || !isText(u.region) || !UNIT_TYPES.includes(u.type)) fail(where, 'must be a unit (power, type, region)');
}

/** @param {string} where @param {any} v @param {Fail} fail */
const text = (where, v, fail) => { if (!isText(v)) fail(where, 'must be text'); };

/**
 * An adjudication as the engine gives it (PhaseView); `next` only in the current phase's.
 * @param {string} where @param {any} r @param {Fail} fail @param {((where: string, s: any) => void) | null} nextState
 */
function phaseView(where, r, fail, nextState) {
  if (!isObject(r)) { fail(where, 'must be an adjudication'); return; }
  if (!isText(r.phase)) fail(`${where}.phase`, 'missing');
  eachOf(`${where}.orders`, r.orders, fail, orderResult);
  eachOf(`${where}.unordered`, r.unordered, fail, orderResult);
  eachOf(`${where}.dislodged`, r.dislodged, fail, (w, d, f) => {
    unit(w, d, f);
    if (!isText(d?.by) || !isText(d?.attackerFrom)) f(w, 'must say by whom and from where');
    eachOf(`${w}.retreats`, d?.retreats, f, text);
  });
  eachOf(`${where}.standoffs`, r.standoffs, fail, text);
  eachOf(`${where}.civilDisorder`, r.civilDisorder, fail, unit);
  // The units the rules built for want of orders; absent in older records.
  if (r.customary !== undefined) eachOf(`${where}.customary`, r.customary, fail, unit);
  if (!textOrNull(r.winner)) fail(`${where}.winner`, 'must be a power or null');
  eachOf(`${where}.unreadable`, r.unreadable, fail, (w, u, f) => {
    if (!isObject(u) || (u.index !== undefined && !Number.isInteger(u.index)) || !textOrNull(u.power) || !isText(u.text) || !isText(u.error)) f(w, 'must be an unreadable order (index, power, text, error)');
  });
  if (nextState) nextState(`${where}.next`, r.next);
}

/**
 * Every problem with a record, as "where: what".
 * @param {any} data
 * @param {GameEngine} engine
 * @param {RuleOption[] | undefined} options the rule options (the rules are left unchecked without them)
 */
export function checkRecord(data, engine, options) {
  /** @type {string[]} */
  const errors = [];
  /** @type {Fail} */
  const fail = (where, what) => { errors.push(`${where}: ${what}`); };
  if (!isObject(data)) return ['The file is not a Graustark game: it holds no game record.'];
  if (data.format !== FORMAT) return [`The file is not a Graustark game: "format" is ${JSON.stringify(data.format ?? null)}, not "${FORMAT}".`];
  // The working record: the shape version 2 kept in storage, and what game night plays on.
  if (data.version !== RECORD_VERSION) return [`The game file is version ${JSON.stringify(data.version)}; this site reads versions 1 to ${VERSION}.`];
  if (typeof data.id !== 'string' || !data.id) fail('id', 'missing');
  for (const k of ['created', 'updated']) if (!isTime(data[k])) fail(k, 'must be a time (ms since 1970)');
  if (data.revision !== undefined && !(Number.isInteger(data.revision) && data.revision >= 0)) fail('revision', 'must be a whole number');
  // A record from before variants names no map: it is a standard game.
  if ((data.mapId ?? 'standard') !== engine.mapId) fail('mapId', `"${data.mapId}" is not the map "${engine.mapId}"`);
  if (data.assignment !== 'lots' && data.assignment !== 'choice') fail('assignment', 'must be "lots" or "choice"');
  if (!isText(data.preset)) fail('preset', 'missing');
  const powers = engine.info.powers.map((p) => p.id);
  const power = (/** @type {string} */ where, /** @type {any} */ p) => { if (!powers.includes(p)) fail(where, `${JSON.stringify(p ?? null)} is not a power of this map`); };
  if (!Array.isArray(data.players) || data.players.length !== powers.length) {
    fail('players', `${powers.length} players are needed`);
  } else {
    data.players.forEach((/** @type {any} */ p, /** @type {number} */ i) => {
      // An empty name is a power nobody plays.
      if (typeof p?.name !== 'string') fail(`players[${i}].name`, 'must be text (empty for a power nobody plays)');
      if (p?.power !== powers[i]) fail(`players[${i}].power`, `expected "${powers[i]}" (seats follow the map's order)`);
      if (p?.pin !== null && typeof p?.pin !== 'string') fail(`players[${i}].pin`, 'must be null or text');
    });
  }
  if (Array.isArray(data.players) && !data.players.some((/** @type {any} */ p) => typeof p?.name === 'string' && p.name.trim())) fail('players', 'nobody plays');
  if (!isObject(data.rules)) fail('rules', 'missing');
  else if (options) checkRules(data.rules, options, fail);
  const m = data.minutes;
  for (const k of ['first', 'later', 'writing']) {
    if (!(typeof m?.[k] === 'number' && m[k] >= 0 && m[k] <= 600)) fail(`minutes.${k}`, 'must be a number of minutes from 0 to 600');
  }
  if (data.endsAt !== null && !isTime(data.endsAt)) fail('endsAt', 'must be null or a time');
  if (data.pins !== undefined && typeof data.pins !== 'boolean') fail('pins', 'must be true or false');
  const state = (/** @type {string} */ where, /** @type {any} */ s) => {
    if (!isObject(s)) { fail(where, 'must be a position'); return; }
    try { engine.checkState(/** @type {any} */ (s)); } catch (e) { fail(where, e instanceof Error ? e.message : String(e)); }
  };
  eachOf('played', data.played, fail, (w, p, f) => {
    if (!isObject(p)) { f(w, 'must be a played phase'); return; }
    state(`${w}.state`, p.state);
    eachOf(`${w}.orders`, p.orders, f, orderView);
    phaseView(`${w}.result`, p.result, f, null);
    if (p.reader !== undefined && !textOrNull(p.reader)) f(`${w}.reader`, 'must be a power or null');
  });
  checkCurrent(data.current, fail, state, power);
  checkScreen(data, fail, power);
  if (data.end != null && !(isObject(data.end) && ['victory', 'draw', 'time'].includes(data.end.kind) && textOrNull(data.end.winner) && isTime(data.end.at))) {
    fail('end', 'must be null or how the game ended (kind, winner, at)');
  }
  return errors;
}

/**
 * The current phase: its position, duties, sheets, clock, adjudication, reveal and vote.
 * @param {any} c @param {Fail} fail
 * @param {(where: string, s: any) => void} state @param {(where: string, p: any) => void} power
 */
function checkCurrent(c, fail, state, power) {
  if (!isObject(c)) { fail('current', 'missing'); return; }
  state('current.state', c.state);
  const d = c.duties;
  if (!isObject(d)) fail('current.duties', 'missing');
  else {
    eachOf('current.duties.ordering', d.ordering, fail, power);
    eachOf('current.duties.eliminated', d.eliminated, fail, power);
    eachOf('current.duties.powers', d.powers, fail, (w, p, f) => {
      if (!isObject(p)) { f(w, 'must be a power\'s duty'); return; }
      power(`${w}.power`, p.power);
      for (const k of ['centres', 'units', 'adjustment', 'builds']) if (!Number.isInteger(p[k])) f(`${w}.${k}`, 'must be a number');
      if (typeof p.orders !== 'boolean') f(`${w}.orders`, 'must be true or false');
      eachOf(`${w}.buildSites`, p.buildSites, f, text);
      // How many builds each site takes and where a Leader may be built; absent in older records.
      if (p.buildsAt !== undefined) eachOf(`${w}.buildsAt`, p.buildsAt, f, (ww, n, ff) => { if (!Number.isInteger(n)) ff(ww, 'must be a number'); });
      if (p.leaderSites !== undefined) eachOf(`${w}.leaderSites`, p.leaderSites, f, text);
      // What the rules build for want of orders (Militarism III); absent in older records.
      if (p.customaryUnits !== undefined) eachOf(`${w}.customaryUnits`, p.customaryUnits, f, unit);
      if (p.customaryLeader != null) unit(`${w}.customaryLeader`, p.customaryLeader, f);
    });
  }
  if (!isObject(c.entries)) fail('current.entries', 'missing');
  else {
    for (const [p, e] of Object.entries(c.entries)) {
      const where = `current.entries.${p}`;
      power(where, p);
      if (!isObject(e)) { fail(where, 'must be an order sheet'); continue; }
      eachOf(`${where}.orders`, e.orders, fail, (w, o, f) => {
        orderView(w, o, f);
        if (isObject(o) && o.power !== p) f(`${w}.power`, `must be "${p}"`);
      });
      if (typeof e.sealed !== 'boolean') fail(`${where}.sealed`, 'must be true or false');
      const check = e.check;
      if (check != null && !(isObject(check) && Array.isArray(check.problems) && check.problems.every(textOrNull) && isObject(check.unordered))) {
        fail(`${where}.check`, 'must be null or a sheet check (problems, unordered)');
      }
    }
  }
  eachOf('current.ready', c.ready, fail, power);
  const t = c.timer;
  if (t != null && !(isObject(t) && ['diplomacy', 'writing'].includes(t.kind) && typeof t.length === 'number' && (t.deadline === null || typeof t.deadline === 'number')
    && typeof t.remaining === 'number' && typeof t.running === 'boolean' && Array.isArray(t.alerted))) {
    fail('current.timer', 'must be null or a clock (kind, length, deadline, remaining, running, alerted)');
  }
  if (c.result != null) phaseView('current.result', c.result, fail, state);
  if (c.steps != null) {
    eachOf('current.steps', c.steps, fail, (w, s, f) => {
      if (!isObject(s) || !STEP_KINDS.includes(s.kind) || !textOrNull(s.power)) f(w, 'must be a reveal step (kind, power)');
    });
  }
  if (c.votes != null && !(isObject(c.votes) && Object.values(c.votes).every((v) => typeof v === 'boolean'))) fail('current.votes', 'must be null or the votes cast');
  if (c.drawAgreed != null && typeof c.drawAgreed !== 'boolean') fail('current.drawAgreed', 'must be null, true or false');
  if (c.returnTo !== undefined && c.returnTo !== 'diplomacy' && c.returnTo !== 'orders') fail('current.returnTo', 'must be "diplomacy" or "orders"');
}

/**
 * The screen the table is on, and what it needs of the record.
 * @param {any} data @param {Fail} fail @param {(where: string, p: any) => void} power
 */
function checkScreen(data, fail, power) {
  const s = data.screen;
  if (!isObject(s) || !SCREENS.includes(s.name)) { fail('screen', `unknown screen ${JSON.stringify(s?.name ?? null)}`); return; }
  if (['entry', 'sealed', 'vote'].includes(s.name) || s.power !== undefined) power('screen.power', s.power);
  if (s.name === 'handoff' && !['entry', 'reveal', 'vote'].includes(s.purpose)) fail('screen.purpose', 'must be "entry", "reveal" or "vote"');
  if (s.name === 'reveal') {
    const c = data.current;
    if (!isObject(c?.result)) fail('screen', 'a reveal without its adjudication');
    if (!Array.isArray(c?.steps) || !c.steps.length) fail('screen', 'a reveal without its steps');
    else if (!Number.isInteger(s.step) || s.step < 0 || s.step >= c.steps.length) fail('screen.step', `must be a step of the reveal, 0 to ${c.steps.length - 1}`);
  }
  if (s.name === 'vote' && !isObject(data.current?.votes)) fail('screen', 'a vote without its votes');
  if (s.name === 'over' && !isObject(data.end)) fail('screen', 'the end of a game that has not ended');
}

/**
 * Every problem with a game file (versions 3 and 4), as "where: what": its map, rules, position and
 * history, and the table's section when it has one (the phase under way checked only when it
 * is the position's: otherwise the table starts that phase afresh).
 * @param {any} data
 * @param {GameEngine} engine the engine of the file's map
 * @param {RuleOption[] | undefined} options the rule options (the rules are left unchecked without them)
 */
export function checkFile(data, engine, options) {
  /** @type {string[]} */
  const errors = [];
  /** @type {Fail} */
  const fail = (where, what) => { errors.push(`${where}: ${what}`); };
  if (!isObject(data)) return ['The file is not a Graustark game: it holds no game record.'];
  if (data.format !== FORMAT) return [`The file is not a Graustark game: "format" is ${JSON.stringify(data.format ?? null)}, not "${FORMAT}".`];
  if (!isFileVersion(data.version)) return [`The game file is version ${JSON.stringify(data.version ?? null)}; this site reads versions 1 to ${VERSION}.`];
  for (const key of Object.keys(data)) if (!FILE_FIELDS.includes(key)) fail(key, 'not a field of a game file');
  if (data.map !== engine.mapId) fail('map', `"${data.map}" is not the map "${engine.mapId}"`);
  if (data.name !== undefined && !isText(data.name)) fail('name', 'must be text');
  const powers = engine.info.powers.map((p) => p.id);
  if (data.players !== undefined && data.players !== powers.length) fail('players', `must be ${powers.length}, the powers of this game`);
  const power = (/** @type {string} */ where, /** @type {any} */ p) => { if (!powers.includes(p)) fail(where, `${JSON.stringify(p ?? null)} is not a power of this map`); };
  if (data.rules !== undefined && options) checkRules(data.rules, options, fail);
  const state = (/** @type {string} */ where, /** @type {any} */ s) => {
    if (!isObject(s)) { fail(where, 'must be a position'); return; }
    try { engine.checkState(/** @type {any} */ (s)); } catch (e) { fail(where, e instanceof Error ? e.message : String(e)); }
  };
  state('state', data.state);
  eachOf('history', data.history ?? [], fail, (w, p, f) => {
    if (!isObject(p)) { f(w, 'must be a played phase (phase, orders, report)'); return; }
    text(`${w}.phase`, p.phase, f);
    eachOf(`${w}.orders`, p.orders, f, text);
    text(`${w}.report`, p.report, f);
    if (p.position !== undefined) state(`${w}.position`, p.position);
    if (p.reader != null) power(`${w}.reader`, p.reader);
  });
  if (data.postal !== undefined && !isObject(data.postal)) fail('postal', 'must be an object (the gamesmaster\'s section)');
  if (data.table !== undefined) checkTable(data, engine, fail, power);
  return errors;
}

/** A game's rules: each a rule option and one of its choices (left unchecked without the options). @param {any} rules @param {RuleOption[]} options @param {Fail} fail */
function checkRules(rules, options, fail) {
  if (!isObject(rules)) { fail('rules', 'must be an object of rule options'); return; }
  for (const [name, value] of Object.entries(rules)) {
    const option = options.find((o) => o.name === name);
    if (!option) fail(`rules.${name}`, 'not a rule option');
    else if (!option.choices.some((c) => c.value === value)) fail(`rules.${name}`, `"${value}" is not one of its choices`);
  }
}

/**
 * The table's section of a file: seats, clock, the end, the screen, and the phase under way.
 * @param {any} data @param {GameEngine} engine @param {Fail} fail @param {(where: string, p: any) => void} power
 */
function checkTable(data, engine, fail, power) {
  const t = data.table;
  if (!isObject(t)) { fail('table', 'must be the table\'s section (an object)'); return; }
  if (typeof t.id !== 'string' || !t.id) fail('table.id', 'missing');
  for (const k of ['created', 'updated']) if (!isTime(t[k])) fail(`table.${k}`, 'must be a time (ms since 1970)');
  if (t.revision !== undefined && !(Number.isInteger(t.revision) && t.revision >= 0)) fail('table.revision', 'must be a whole number');
  const powers = engine.info.powers.map((p) => p.id);
  if (!Array.isArray(t.seats) || t.seats.length !== powers.length) fail('table.seats', `${powers.length} seats are needed`);
  else {
    t.seats.forEach((/** @type {any} */ s, /** @type {number} */ i) => {
      if (typeof s?.name !== 'string') fail(`table.seats[${i}].name`, 'must be text (empty for a power nobody plays)');
      if (s?.power !== powers[i]) fail(`table.seats[${i}].power`, `expected "${powers[i]}" (seats follow the map's order)`);
      if (s?.pin != null && typeof s.pin !== 'string') fail(`table.seats[${i}].pin`, 'must be null or text');
    });
    if (!t.seats.some((/** @type {any} */ s) => typeof s?.name === 'string' && s.name.trim())) fail('table.seats', 'nobody plays');
  }
  if (t.assignment !== 'lots' && t.assignment !== 'choice') fail('table.assignment', 'must be "lots" or "choice"');
  if (!isText(t.preset)) fail('table.preset', 'missing');
  for (const k of ['first', 'later', 'writing']) {
    if (!(typeof t.minutes?.[k] === 'number' && t.minutes[k] >= 0 && t.minutes[k] <= 600)) fail(`table.minutes.${k}`, 'must be a number of minutes from 0 to 600');
  }
  if (t.ends_at != null && !isTime(t.ends_at)) fail('table.ends_at', 'must be null or a time');
  if (t.pins !== undefined && typeof t.pins !== 'boolean') fail('table.pins', 'must be true or false');
  if (t.end != null && !(isObject(t.end) && ['victory', 'draw', 'time'].includes(t.end.kind) && textOrNull(t.end.winner) && isTime(t.end.at))) {
    fail('table.end', 'must be null or how the game ended (kind, winner, at)');
  }
  const p = t.phase;
  if (!isObject(p)) { fail('table.phase', 'must be the phase under way (of, entries, ready, timer, revealed)'); return; }
  if (!isText(p.of)) fail('table.phase.of', 'must be the words of the phase it belongs to');
  let current = false;
  try { current = isObject(data.state) && p.of === phaseWords(engine, data.state); } catch { current = false; }
  if (!current) return;
  checkPhase(p, fail, power);
  const s = t.screen;
  if (!isObject(s) || !SCREENS.includes(s.name)) { fail('table.screen', `unknown screen ${JSON.stringify(s?.name ?? null)}`); return; }
  if (['entry', 'sealed', 'vote'].includes(s.name) || s.power !== undefined) power('table.screen.power', s.power);
  if (s.name === 'handoff' && !['entry', 'reveal', 'vote'].includes(s.purpose)) fail('table.screen.purpose', 'must be "entry", "reveal" or "vote"');
  if (s.name === 'reveal') {
    if (p.revealed !== true) fail('table.screen', 'a reveal that has not begun (table.phase.revealed is false)');
    else {
      // The reveal's steps: each ordering power's orders, then its results, then the whole phase.
      const named = new Set((Array.isArray(t.seats) ? t.seats : []).filter((x) => x?.name).map((x) => x.power));
      let ordering = 0;
      try { ordering = engine.duties(data.state, data.rules).ordering.filter((x) => named.has(x)).length; } catch { ordering = 0; }
      const steps = 2 * ordering + 1;
      if (!Number.isInteger(s.step) || s.step < 0 || s.step >= steps) fail('table.screen.step', `must be a step of the reveal, 0 to ${steps - 1}`);
    }
  }
  if (s.name === 'vote' && !isObject(p.votes)) fail('table.screen', 'a vote without its votes');
  if (s.name === 'over' && !isObject(t.end)) fail('table.screen', 'the end of a game that has not ended');
}

/** The phase under way at the table. @param {any} p @param {Fail} fail @param {(where: string, p: any) => void} power */
function checkPhase(p, fail, power) {
  if (!isObject(p.entries)) fail('table.phase.entries', 'missing');
  else {
    for (const [who, e] of Object.entries(p.entries)) {
      const where = `table.phase.entries.${who}`;
      power(where, who);
      if (!isObject(e)) { fail(where, 'must be an order sheet (orders, sealed)'); continue; }
      eachOf(`${where}.orders`, e.orders, fail, text);
      if (typeof e.sealed !== 'boolean') fail(`${where}.sealed`, 'must be true or false');
      if (e.reopened !== undefined && !(Number.isInteger(e.reopened) && e.reopened >= 0)) fail(`${where}.reopened`, 'must be a whole number');
    }
  }
  eachOf('table.phase.ready', p.ready, fail, power);
  const t = p.timer;
  if (t != null && !(isObject(t) && ['diplomacy', 'writing'].includes(t.kind) && typeof t.length === 'number' && (t.deadline === null || typeof t.deadline === 'number')
    && typeof t.remaining === 'number' && typeof t.running === 'boolean' && Array.isArray(t.alerted))) {
    fail('table.phase.timer', 'must be null or a clock (kind, length, deadline, remaining, running, alerted)');
  }
  if (typeof p.revealed !== 'boolean') fail('table.phase.revealed', 'must be true or false');
  if (p.votes != null && !(isObject(p.votes) && Object.values(p.votes).every((v) => typeof v === 'boolean'))) fail('table.phase.votes', 'must be null or the votes cast');
  if (p.draw_agreed != null && typeof p.draw_agreed !== 'boolean') fail('table.phase.draw_agreed', 'must be null, true or false');
  if (p.return_to != null && p.return_to !== 'diplomacy' && p.return_to !== 'orders') fail('table.phase.return_to', 'must be null, "diplomacy" or "orders"');
}
