// @ts-check
/**
 * A game file as the gamesmaster's page shows it: read for its map, position, history and the
 * powers' records (the engine reads, checks and plays it, any older file as version 4; this
 * only reads what it says), and who is asked for a sheet, as the engine's duties say.
 * @module
 */

import { powerName } from '../ui/names.js';
import { checkYear } from '../years.js';
import { plural } from '../ui/words.js';

/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').MapListing} MapListing */
/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('./sheets.js').SheetPower} SheetPower */

/**
 * What the page reads of a game file.
 * @typedef {object} GameFileView
 * @property {string} mapId the site's map folder it is played on
 * @property {number | undefined} players
 * @property {import('../engine.js').Rules} rules
 * @property {State} state the position now
 * @property {{ phase: string, report: string, position?: State }[]} history
 * @property {string[]} noPlayer the powers nobody plays
 * @property {Record<string, { players?: { name: string, from: string, standby?: boolean }[], nmr_streak?: number, civil_disorder?: boolean }>} powers
 * @property {boolean} twoSeason
 * @property {string} report the report style
 * @property {{ phase: string, won?: string } | undefined} ended how the game ended: by vote, or `won` by a power (its id)
 * @property {string} proxyRule how proxies are given: "notified" (a table the gamesmaster keeps), "in-order-set" or "not-allowed"
 * @property {{ owner: string, number: number, holder: string, from: string }[]} proxies the table, in a "notified" game
 * @property {boolean} proposing whether a proposal to end the game is before the players
 * @property {boolean} atTable whether game night has kept the game too (its "table" section, which the page keeps as it is)
 * @property {SealView | undefined} seal the gamesmaster's own sheet sealed for the phase (Das Dippyspiel rule 15)
 */

/**
 * A seal as the game file keeps it: the phase it is for (the engine's words), the power (its
 * id) and the digest (64 hexadecimal digits).
 * @typedef {{ phase: string, power: string, digest: string }} SealView
 */

/**
 * The board a game file is played on, and its number of players: all the page needs to load
 * the engine that reads the file whole (`GamesmasterEngine.read`). Throws an Error saying
 * what is wrong.
 * @param {string} text @param {MapListing[]} maps the maps the site has
 * @returns {{ mapId: string, players: number | undefined }}
 */
export function boardOf(text, maps) {
  const file = parsed(text);
  // A board of this site, by its folder's name: a game file made elsewhere that names a path
  // ("../../somewhere") is refused, as `graustark gm` refuses it.
  const mapId = file.map;
  if (typeof mapId !== 'string') throw new Error('it is not a game file (a game file has a "map" and a "state")');
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(mapId) || !maps.some((m) => m.id === mapId)) {
    throw new Error(`its map "${file.map}" is not one this site has (${maps.map((m) => m.id).join(', ')})`);
  }
  return { mapId, players: typeof file.players === 'number' ? file.players : undefined };
}

/** A game file's text parsed: an object, or an Error saying what it is not. @param {string} text @returns {any} */
function parsed(text) {
  /** @type {any} */
  let file;
  try {
    file = JSON.parse(text);
  } catch (e) {
    throw new Error(`it is not a game file (not JSON: ${e instanceof Error ? e.message : e})`);
  }
  if (typeof file !== 'object' || file === null) throw new Error('it is not a game file (a game file has a "map" and a "state")');
  return file;
}

/**
 * Reads a game file's text as the engine writes it (version 4: the gamesmaster's records in
 * its "postal" section); throws an Error saying what is wrong with it.
 * @param {string} text @param {MapListing[]} maps the maps the site has @returns {GameFileView}
 */
export function readGameFile(text, maps) {
  const file = parsed(text);
  if (typeof file.state !== 'object' || file.state === null) {
    throw new Error('it is not a game file (a game file has a "map" and a "state")');
  }
  checkYear(file.state.year, 'state.year');
  (Array.isArray(file.history) ? file.history : []).forEach((/** @type {any} */ entry, /** @type {number} */ i) => {
    if (entry?.position && typeof entry.position === 'object') checkYear(entry.position.year, `history[${i}].position.year`);
  });
  const { mapId, players } = boardOf(text, maps);
  /** @type {any} */
  const postal = typeof file.postal === 'object' && file.postal ? file.postal : {};
  return {
    mapId,
    players,
    rules: file.rules,
    state: file.state,
    history: Array.isArray(file.history) ? file.history : [],
    noPlayer: Array.isArray(postal.no_player) ? postal.no_player : [],
    powers: typeof postal.powers === 'object' && postal.powers ? postal.powers : {},
    twoSeason: postal.year === 'two-season',
    report: typeof postal.report === 'string' ? postal.report : 'plain',
    ended: postal.ended ?? undefined,
    proxyRule: typeof postal.proxy_rule === 'string' ? postal.proxy_rule : 'not-allowed',
    proxies: Array.isArray(postal.proxies) ? postal.proxies : [],
    proposing: Boolean(postal.proposal),
    atTable: typeof file.table === 'object' && file.table !== null,
    seal: sealIn(postal.seal),
  };
}

/** A seal as kept, or undefined for none (or one not of that shape). @param {any} seal @returns {SealView | undefined} */
function sealIn(seal) {
  if (!seal || typeof seal !== 'object') return undefined;
  const { phase, power, digest } = seal;
  return [phase, power, digest].every((v) => typeof v === 'string') ? { phase, power, digest } : undefined;
}

/** "Standard · two seasons a year · house-style reports · 3 seasons played". @param {GameFileView} file @param {GameEngine} engine @param {MapListing[]} maps */
export function gameTitle(file, engine, maps) {
  const map = maps.find((m) => m.id === file.mapId)?.name ?? engine.info.name;
  const players = file.players && file.players < (maps.find((m) => m.id === file.mapId)?.players?.at(-1) ?? 0) ? ` for ${file.players}` : '';
  const n = file.history.length;
  const unit = file.twoSeason ? 'season' : 'phase';
  return [
    `${map}${players}`,
    file.twoSeason ? 'two seasons a year' : 'a sheet a phase',
    file.report === 'house-2023' ? 'house-style reports' : 'plain reports',
    n ? `${plural(n, unit)} played` : 'nothing played yet',
    ...(file.atTable ? ['kept for game night too'] : []),
  ].join(' · ');
}

/**
 * The powers asked for a sheet, each with its player and NMRs noted, and the others with why
 * none is taken. Who must order is the engine's word (its duties); in a two-season game a
 * sheet also carries retreats and builds, so every power still in the game is asked.
 * @param {GameFileView} file @param {GameEngine} engine @param {State} state
 * @returns {{ due: SheetPower[], excused: string[] }}
 */
export function sheetPowers(file, engine, state) {
  const duties = engine.duties(state, file.rules);
  /** @type {SheetPower[]} */
  const due = [];
  /** Why no sheet is taken → from whom. @type {Map<string, string[]>} */
  const why = new Map();
  const excuse = (/** @type {string} */ reason, /** @type {string} */ name) => why.set(reason, [...(why.get(reason) ?? []), name]);
  for (const p of engine.info.powers) {
    const record = file.powers[p.id] ?? {};
    if (file.noPlayer.includes(p.id)) excuse('nobody plays them: their units hold', p.name);
    else if (record.civil_disorder) excuse('in civil disorder until a new player takes over', p.name);
    else if (duties.eliminated.includes(p.id)) excuse('out of the game', p.name);
    else if (!file.twoSeason && !duties.ordering.includes(p.id)) excuse('nothing due this phase', p.name);
    else {
      const last = record.players?.at(-1);
      // A player who also plays another power, as the gamesmaster allowed (house rule 2.3).
      const player = last && (last.standby ? `${last.name}, standby` : last.name);
      const streak = record.nmr_streak ? `${plural(record.nmr_streak, 'NMR')} in a row` : '';
      due.push({ id: p.id, name: powerName(engine.info, p.id), note: [player, streak].filter(Boolean).join(', ') || undefined });
    }
  }
  const excused = [...why].map(([reason, names]) => `${names.join(', ')} (${reason})`);
  return { due, excused };
}

/** "England won the game in Fall 1905 movement", or "Ended in …" by vote. @param {GameFileView} file @param {GameEngine} engine */
export function endedTitle(file, engine) {
  const end = file.ended;
  if (!end) return '';
  return end.won ? `${powerName(engine.info, end.won)} won the game in ${end.phase}` : `Ended in ${end.phase}`;
}

/** Text as a part of a file name: "Spring 1901 movement" → "spring-1901-movement". @param {string} text */
export function slugOf(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The phase a file is at, for a file name: "fall-1901". @param {GameEngine} engine @param {GameFileView} file */
export function slug(engine, file) {
  return slugOf(`${file.state.season} ${engine.yearName(file.state.year)}`);
}
