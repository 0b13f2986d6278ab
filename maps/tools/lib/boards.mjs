// The boards the tools build, and where each one's inputs live. A board's outputs
// (board.svg, layout.json, preview.png) go to its folder, maps/<name>/, beside its map.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PALETTES } from './colours.mjs';

/** The maps/ folder. */
export const mapsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * name -> {seeds: hand-made input (relative to maps/), land: where the coastline comes from,
 * palette: power colours, impassableNeighbours: the provinces each impassable one is drawn touching,
 * sketch: for a hand-drawn board, the script that writes its seeds}.
 * "natural-earth": lon/lat seeds, Natural Earth coastlines and a projection (tools/lib/projection.mjs).
 * "hand-drawn": everything in board units, coastline included (tools/lib/handdrawn.mjs).
 * A board's seeds may say `"extends": "<seeds of another board>"` and give only what differs
 * (see readSeeds).
 */
export const BOARDS = {
  standard: {
    seeds: 'tools/seeds.json',
    land: 'natural-earth',
    palette: PALETTES.standard,
    impassableNeighbours: { swi: ['bur', 'mar', 'mun', 'pie', 'tyr'] },
  },
  cat: {
    seeds: 'cat/seeds.json',
    sketch: 'tools/sketches/cat.mjs',
    land: 'hand-drawn',
    palette: PALETTES.cat,
    impassableNeighbours: {},
  },
  'calhamer-1958': {
    seeds: 'calhamer-1958/seeds.json',
    land: 'natural-earth',
    palette: PALETTES.standard,
    impassableNeighbours: { swi: ['bur', 'mar', 'mun', 'pie', 'tyr'] },
  },
  dippyspiel: {
    seeds: 'dippyspiel/seeds.json',
    sketch: 'tools/sketches/dippyspiel.mjs',
    land: 'natural-earth',
    palette: PALETTES.dippyspiel,
    // The Caspian, a lake (rule 10 names no Caspian sea): drawn as water, entered by nobody.
    impassableNeighbours: { casp: ['atro', 'emba', 'jurj', 'kakh', 'khaz', 'rayy', 'siun', 'ustu'] },
    // Its map.json is written by derive.mjs from the list and the drawing; the rest is for it.
    derived: true,
    title: 'Das Dippyspiel',
    victory: 155,
    preset: 'dippyspiel',
    firstYear: 1501,
    // Rule 4: 'The game begins in 1501 D.N.O.'
    era: 'D.N.O.',
    // Rule 9: 'A Fleet may convoy 1 C or 2 A in one season.'
    fleetLoad: 2,
    // Rule 3: 'No country may have more than 7 build centers'; rule 8: 'an opening gold reserve of 100'.
    economy: { build_centres: 7, gold_reserve: 100 },
    // Rule 5: '155 votes (of 281 possible)'; 'any 7 non-supply centers'; '31-61 votes, 1 center';
    // 'not ... more than 2 provinces distant from a current build center'.
    papacy: { elect: 155, schism: 31, centres: 7, reach: 2 },
    canals: ['Nicaragua', 'Anglia', 'Lower Egypt'],
    seaVents: ['atl19', 'atl54', 'ind10', 'pac38'],
    arctic: 'arc',
    // Colours need differ only between powers whose home countries are within 3 steps (lib/colours.mjs).
    colourPairs: 3,
  },
};

export const boardNames = Object.keys(BOARDS);

/** The folder a board's map.json, board.svg and layout.json are in. */
export const boardDir = (name) => path.join(mapsDir, name);

/** A board's configuration, with an error that lists the known names for an unknown one. */
export function boardConfig(name) {
  const config = BOARDS[name];
  if (!config) throw new Error(`unknown board '${name}' (known: ${boardNames.join(', ')})`);
  return { name, ...config, seedsPath: path.join(mapsDir, config.seeds) };
}

/** Sections of a board's seeds that an extending board's seeds may change entry by entry. */
const KEYED_SECTIONS = ['patches', 'land', 'sea', 'offboard', 'coasts', 'anchors'];

/**
 * A board's seeds. With `"extends": "tools/seeds.json"` (relative to maps/), they are those seeds
 * with this file's entries put in: a province's seeds, a coast's point or an anchor hint replaced
 * or added by id, `null` removing one; any other field replaces the base's.
 */
export function readSeeds(seedsPath) {
  const own = JSON.parse(fs.readFileSync(seedsPath, 'utf8'));
  if (!own.extends) return own;
  const { extends: basePath, ...changes } = own;
  const base = readSeeds(path.join(mapsDir, basePath));
  const merged = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (!KEYED_SECTIONS.includes(key)) { merged[key] = value; continue; }
    const section = { ...(base[key] ?? {}) };
    for (const [id, entry] of Object.entries(value)) {
      if (entry === null) delete section[id];
      else section[id] = entry;
    }
    merged[key] = section;
  }
  return merged;
}
