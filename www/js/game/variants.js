// @ts-check
/**
 * The variants game night offers: every map the build copied, listed from `maps/index.json`
 * (its name, rules preset and numbers of players), and loaded only when a game needs it: the
 * page loads the standard map and the maps of the games kept on this tablet when it starts,
 * and any other map when it is chosen or a game of it arrives, so a standard evening fetches
 * no other map. A loaded map has an engine per number of players, so a record of it is
 * checked, listed and resumed without waiting. The board art of a map is fetched when a game
 * of it is opened (a map with `"art"` borrows another's drawing, copied under its own folder
 * by the build). A record without a `mapId` (before variants) is a standard game; its number
 * of players is its list of players' length.
 * @module
 */

import { engineFor, fetchMapFile, listMaps } from '../engine.js';

/** @typedef {import('../engine.js').GameEngine} GameEngine */

/** The map of a record that names none: every game before variants was a standard one. */
export const DEFAULT_MAP = 'standard';

/**
 * One variant: the map's id and name, the preset it is played under and its player counts.
 * @typedef {object} Variant
 * @property {string} id
 * @property {string} name
 * @property {string | null} preset
 * @property {number[]} playerCounts smallest first
 */

/**
 * @typedef {object} Catalogue
 * @property {Variant[]} variants the standard map first
 * @property {(mapIds: Iterable<string>) => Promise<void>} load loads these maps' engines (a map loaded already costs nothing; an unknown one is skipped); rejects when a map cannot be loaded
 * @property {(mapId: string, players?: number) => GameEngine | null} engine the engine of a loaded map for a number of players (the whole map without one), or null when the site has no such game or the map is not loaded
 * @property {(record: any) => GameEngine | string} forRecord the engine of a record's game, or why there is none
 * @property {(mapId: string) => Promise<{ svg: string, layout: any }>} art the map's drawing
 */

/** The map a record is played on. @param {any} record */
export const mapOf = (record) => (typeof record?.mapId === 'string' ? record.mapId : DEFAULT_MAP);

/**
 * Lists the maps the site offers and loads the standard one (or fails) and those of `first`
 * that can be loaded.
 * @param {Iterable<string>} [first] maps wanted at once (those of the games kept here)
 * @returns {Promise<Catalogue>}
 */
export async function loadCatalogue(first = []) {
  const listed = await listMaps();
  /** @type {Variant[]} */
  const variants = listed.map((m) => ({ id: m.id, name: m.name, preset: m.preset ?? null, playerCounts: m.players ?? [] }));
  /** @type {Map<string, GameEngine>} */
  const engines = new Map();
  /** @type {Map<string, Promise<void>>} */
  const loading = new Map();
  /** Builds a map's engines, for the whole map and each smaller game; the listing takes the engine's counts. @param {Variant} variant */
  const loadOne = async (variant) => {
    const text = await fetchMapFile(variant.id, 'map.json');
    const whole = await engineFor(variant.id, text);
    const counts = whole.info.playerCounts;
    engines.set(`${variant.id}/`, whole);
    for (const n of counts) {
      engines.set(`${variant.id}/${n}`, n === whole.info.powers.length ? whole : await engineFor(variant.id, text, n));
    }
    variant.playerCounts = counts;
  };
  /** @type {Catalogue['load']} */
  const load = async (mapIds) => {
    const wanted = [...new Set(mapIds)].flatMap((id) => variants.filter((v) => v.id === id));
    await Promise.all(wanted.map((v) => {
      let done = loading.get(v.id);
      if (!done) {
        done = loadOne(v);
        done.catch(() => loading.delete(v.id));
        loading.set(v.id, done);
      }
      return done;
    }));
  };
  await load([DEFAULT_MAP]);
  // A kept game's map that cannot be loaded now is tried again when the game is opened.
  await load(first).catch(() => {});
  /** @type {Map<string, Promise<{ svg: string, layout: any }>>} */
  const arts = new Map();
  return {
    variants,
    load,
    engine: (mapId, players) => engines.get(`${mapId}/${players ?? ''}`) ?? null,
    forRecord: (record) => {
      const mapId = mapOf(record);
      const variant = variants.find((v) => v.id === mapId);
      if (!variant) return `mapId: the map "${mapId}" is not one this site offers`;
      if (!engines.has(`${mapId}/`)) return `mapId: the map "${mapId}" could not be loaded`;
      const n = Array.isArray(record?.players) ? record.players.length : 0;
      // A list of players of no count the map offers is checked against the whole map (and named).
      return engines.get(`${mapId}/${variant.playerCounts.includes(n) ? n : ''}`) ?? `mapId: the map "${mapId}" has no engine`;
    },
    art: (mapId) => {
      let art = arts.get(mapId);
      if (!art) {
        art = Promise.all([fetchMapFile(mapId, 'board.svg'), fetchMapFile(mapId, 'layout.json')])
          .then(([svg, layout]) => ({ svg, layout: JSON.parse(layout) }));
        art.catch(() => arts.delete(mapId));
        arts.set(mapId, art);
      }
      return art;
    },
  };
}

/**
 * A variant's line for the new-game screen: its rules preset's title and the summary's lead
 * (up to its first colon: what the rules are and where they come from; the details follow it).
 * @param {Variant} variant
 * @param {{ name: string, title: string, summary: string }[]} presets
 */
export function variantSummary(variant, presets) {
  const preset = presets.find((p) => p.name === variant.preset);
  if (!preset) return '';
  const lead = preset.summary.split(':')[0].trim().replace(/\.$/, '');
  return lead ? `${preset.title} — ${lead}` : preset.title;
}
