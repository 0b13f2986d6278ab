// The npm package's entry in Node (package.json's "node" condition): the same bindings as the
// browser's entry (graustark.js, wasm-bindgen's --target web), with the wasm read from the file
// beside this one and instantiated on import, so a script can `import { Engine } from
// 'graustark'` and adjudicate at once; and the maps the package carries, read from disk.
import { readFileSync } from 'node:fs';
import { Engine, initSync } from './graustark.js';

export * from './graustark.js';

const wasmExports = initSync({ module: readFileSync(new URL('./graustark_bg.wasm', import.meta.url)) });

/**
 * Resolves at once: in Node the wasm is loaded on import. Kept so that code written for the
 * browser (`await init()`) runs unchanged; any argument is ignored.
 * @returns {Promise<import('./graustark.js').InitOutput>}
 */
export default async function init() {
  return wasmExports;
}

/** The files of a map's folder, as the package carries them (maps/<id>/). */
const MAP_FILES = ['map.json', 'board.svg', 'layout.json'];
/** maps/index.json, read once. @type {ReturnType<typeof listMaps> | undefined} */
let mapIndex;

/**
 * The maps the package carries, as maps/index.json lists them.
 * @returns {{ id: string, name: string, preset: string | null, players: number[], board: boolean }[]}
 */
export function listMaps() {
  mapIndex ??= JSON.parse(readFileSync(new URL('./maps/index.json', import.meta.url), 'utf8'));
  return mapIndex.map((m) => ({ ...m, players: [...m.players] }));
}

/**
 * A file of a map the package carries, as text: its rules (map.json) or its drawing
 * (board.svg, layout.json, which the board widget takes).
 * @param {string} mapId e.g. "standard" (listMaps gives them all)
 * @param {string} [file] "map.json" (the default), "board.svg" or "layout.json"
 */
export function readMapFile(mapId, file = 'map.json') {
  if (!MAP_FILES.includes(file)) throw new Error(`a map has no file '${file}' (one of ${MAP_FILES.join(', ')})`);
  const ids = listMaps().map((m) => m.id);
  if (!ids.includes(mapId)) throw new Error(`no map '${mapId}' in the package (${ids.join(', ')})`);
  return readFileSync(new URL(`./maps/${mapId}/${file}`, import.meta.url), 'utf8');
}

/**
 * An adjudicator for a map the package carries; `players` picks one of the map's smaller
 * games (MapInfo.playerCounts). For a map of your own: `new Engine(JSON.parse(mapJsonText))`.
 * @param {string} [mapId] "standard" by default
 * @param {{ players?: number }} [options]
 * @returns {Engine}
 */
export function loadEngine(mapId = 'standard', { players } = {}) {
  const map = JSON.parse(readMapFile(mapId));
  return players === undefined ? new Engine(map) : Engine.forPlayers(map, players);
}
