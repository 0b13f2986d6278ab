// @ts-check
/**
 * The one module that imports the gamesmaster's wasm package (www/pkg-gm, cargo feature
 * gm of graustark-wasm): the engine of gm.html, loaded only by the page that uses it. Everything else
 * about the adjudicator goes through engine.js, whose `GameEngine` this one extends.
 *
 * @typedef {import('./engine.js').MapFile} MapFile
 * @typedef {import('./engine.js').Preset} Preset
 * @typedef {import('./engine.js').Rules} Rules
 * @typedef {import('../pkg/graustark.js').Engine} Engine
 * @typedef {import('../pkg-gm/graustark.js').GmNew} GmNew
 * @typedef {import('../pkg-gm/graustark.js').GmSheet} GmSheet
 * @typedef {import('../pkg-gm/graustark.js').GmOptions} GmOptions
 * @typedef {import('../pkg-gm/graustark.js').GmPlayed} GmPlayed
 * @typedef {import('../pkg-gm/graustark.js').GmChanged} GmChanged
 * @typedef {import('../pkg-gm/graustark.js').GmSealed} GmSealed
 */
import { GameEngine, engineOf } from './engine.js';

/** @type {Promise<typeof import('../pkg-gm/graustark.js')> | null} */
let gamesmasterModule = null;

/**
 * The gamesmaster's engine (gm.html): the wasm built with the gamesmaster's calls
 * (www/pkg-gm, cargo cargo feature gm of graustark-wasm), loaded only by the page that uses them. It does all a
 * `GameEngine` does, plus a postal game's file: a new one, and sheets played on it.
 */
export class GamesmasterEngine extends GameEngine {
  /** @param {import('../pkg-gm/graustark.js').Engine} engine @param {string} mapId */
  constructor(engine, mapId) {
    super(/** @type {Engine} */ (/** @type {unknown} */ (engine)), mapId);
    this.gm = engine;
  }

  /** A new game file (its text) under `rules`. @param {GmNew} options @param {Rules} [rules] */
  newGame(options, rules) {
    return this.gm.gmNew(options, rules);
  }

  /**
   * A game file (its text) as the engine reads it: an older gamesmaster file as version 4, game
   * night's section as it was. Throws an Error naming the part of a later, foreign or damaged file.
   * @param {string} game @returns {string}
   */
  read(game) {
    return this.gm.gmRead(game);
  }

  /**
   * Plays the sheets received on a game file (its text): the report, the new game file and,
   * given the board's art and layout, the map image of what was played. Any line that cannot
   * be taken refuses them all, each named in the Error's message.
   * @param {string} game @param {GmSheet[]} sheets @param {GmOptions} [options] @returns {GmPlayed}
   */
  play(game, sheets, options) {
    return this.gm.gmPlay(game, sheets, options);
  }

  /**
   * Seals the gamesmaster's own sheet for the game's current phase (Das Dippyspiel rule 15):
   * the game file's new text and the digest to publish. `power` may be null when the sheet names
   * one; a phase sealed already is sealed again only if `replace`. Throws why not (its
   * `refusal`'s kind), a sheet the adjudication would refuse included.
   * @param {string} game @param {string} sheet @param {string | null} power @param {boolean} [replace] @returns {GmSealed}
   */
  seal(game, sheet, power, replace = false) {
    return this.gm.gmSeal(game, sheet, power, replace);
  }

  // Changes between seasons: each gives the game file's new text and what was done, or throws why not.

  /** A new player for a power from now on; one already playing another power only as a `standby` the gamesmaster allows. @param {string} game @param {string} power @param {string} name @param {boolean} [standby] @returns {GmChanged} */
  newPlayer(game, power, name, standby = false) { return this.gm.gmNewPlayer(game, power, name, standby); }

  /** A unit (`3`, `A Par`) handed to another power's orders, or back (null). @param {string} game @param {string} owner @param {string} unit @param {string | null} holder @returns {GmChanged} */
  proxy(game, owner, unit, holder) { return this.gm.gmProxy(game, owner, unit, holder); }

  /** A proposal to end the game (`draw france germany`). @param {string} game @param {string} terms @param {boolean} abstainAssents @returns {GmChanged} */
  propose(game, terms, abstainAssents) { return this.gm.gmPropose(game, terms, abstainAssents); }
}

/** The gamesmaster's wasm module, loaded and started once. */
function gamesmasterBoot() {
  gamesmasterModule ??= import('../pkg-gm/graustark.js').then(async (mod) => {
    await mod.default();
    return mod;
  });
  return gamesmasterModule;
}

/**
 * The gamesmaster's engine for a map from its map.json (text or parsed), for a game of
 * `players` (one of the map's smaller games) or of every power.
 * @param {string} mapId @param {string | MapFile} text @param {number} [players]
 */
export async function gamesmasterEngineFor(mapId, text, players) {
  const { Engine: GmEngine } = await gamesmasterBoot();
  return new GamesmasterEngine(engineOf(GmEngine, text, players), mapId);
}

/** The named rulebooks, from the gamesmaster's wasm (gm.html loads no other). @returns {Promise<Preset[]>} */
export async function gamesmasterPresets() {
  return (await gamesmasterBoot()).presets();
}

/** A rulebook's rules, from the gamesmaster's wasm. @param {string} name @returns {Promise<Rules>} */
export async function gamesmasterPresetRules(name) {
  return (await gamesmasterBoot()).presetRules(name);
}
