// @ts-check
/**
 * The variants game night offers: every map the build copied (`maps/index.json`), each with
 * an engine per number of players it is played by, built once when the page starts, so a
 * record of any map is checked, listed and resumed without waiting; the board art of a map is
 * fetched when a game of it is opened (a map with `"art"` borrows another's drawing, copied
 * under its own folder by the build). A record without a `mapId` (before variants) is a
 * standard game; its number of players is its list of players' length.
 * @module
 */

import { engineFor, fetchMapFile, listMaps } from '../engine.js';

/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').MapInfo} MapInfo */

/** The map of a record that names none: every game before variants was a standard one. */
export const DEFAULT_MAP = 'standard';

/**
 * One variant: the map's id and name, the preset it is played under and its player counts.
 * @typedef {object} Variant
 * @property {string} id
 * @property {string} name
 * @property {MapInfo} info the whole map's (for the smaller games: `engine(id, n).info`)
 * @property {string | null} preset
 * @property {number[]} playerCounts smallest first
 */

/**
 * @typedef {object} Catalogue
 * @property {Variant[]} variants the standard map first
 * @property {(mapId: string, players?: number) => GameEngine | null} engine the engine of a map for a number of players (the whole map without one), or null when the site has no such game
 * @property {(record: any) => GameEngine | string} forRecord the engine of a record's game, or why there is none
 * @property {(mapId: string) => Promise<{ svg: string, layout: any }>} art the map's drawing
 */

/**
 * Loads every map the site offers and builds its engines.
 * @returns {Promise<Catalogue>}
 */
export async function loadCatalogue() {
  const listed = await listMaps();
  const texts = await Promise.all(listed.map((m) => fetchMapFile(m.id, 'map.json')));
  /** @type {Map<string, GameEngine>} */
  const engines = new Map();
  /** @type {Variant[]} */
  const variants = [];
  for (let i = 0; i < listed.length; i += 1) {
    const whole = await engineFor(listed[i].id, texts[i]);
    const info = whole.info;
    engines.set(`${listed[i].id}/`, whole);
    for (const n of info.playerCounts) {
      engines.set(`${listed[i].id}/${n}`, n === info.powers.length ? whole : await engineFor(listed[i].id, texts[i], n));
    }
    variants.push({ id: listed[i].id, name: info.name, info, preset: info.preset ?? null, playerCounts: info.playerCounts });
  }
  /** @type {Map<string, Promise<{ svg: string, layout: any }>>} */
  const arts = new Map();
  return {
    variants,
    engine: (mapId, players) => engines.get(`${mapId}/${players ?? ''}`) ?? null,
    forRecord: (record) => {
      const mapId = typeof record?.mapId === 'string' ? record.mapId : DEFAULT_MAP;
      const variant = variants.find((v) => v.id === mapId);
      if (!variant) return `mapId: the map "${mapId}" is not one this site offers`;
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
