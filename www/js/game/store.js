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
  const upgraded = upgradeRecord(data, engine);
  if (upgraded) return { errors: [upgraded] };
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
  if (data.version !== VERSION) return [`The game file is version ${JSON.stringify(data.version)}; this site reads versions 1 to ${VERSION}.`];
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
    const d = c.duties;
    if (!d || !Array.isArray(d.ordering) || !Array.isArray(d.powers) || !Array.isArray(d.eliminated)) fail('current.duties', 'missing');
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
