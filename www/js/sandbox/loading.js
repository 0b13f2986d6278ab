// @ts-check
/**
 * How the sandbox loads a map without long waits or long tasks: its files are asked for as soon
 * as the page knows the map (not after the engine has started; `fetchMapFile` shares each fetch
 * with the engine and the board), and its art is read ahead in tasks of its own, never in the
 * frame that first shows the board.
 * @module
 */

import { fetchMapFile, loadEngine } from '../engine.js';
import { prepareArt } from '../board/art.js';
import { nextTask } from '../ui/dom.js';
import { readHash } from './share.js';

/**
 * What a link holds if this site has its map, else null.
 * @param {ReturnType<typeof readHash>} shared @param {import('../engine.js').MapListing[]} maps
 */
export function usableLink(shared, maps) {
  return typeof shared === 'object' && shared && maps.some((m) => m.id === shared.map) ? shared : null;
}

/**
 * Asks for the files of the map a link opens (the first the site offers without one); the art
 * is read as it arrives.
 * @param {string} hash location.hash @param {import('../engine.js').MapListing[]} maps
 */
export function requestLinkedMap(hash, maps) {
  const mapId = usableLink(readHash(hash), maps)?.map ?? maps[0]?.id ?? 'standard';
  fetchMapFile(mapId, 'board.svg').then((svg) => setTimeout(() => prepareArt(svg)), () => {});
  for (const file of ['map.json', 'layout.json']) fetchMapFile(mapId, file).catch(() => {});
}

/**
 * A map's engine and art, the art read (if it was not as it arrived) in tasks of its own
 * (`prepareArt`'s two): not with the engine's start, nor in the frame that first shows the board.
 * @param {string} mapId @param {number} [players] a smaller game of the map
 */
export async function loadMap(mapId, players) {
  const [engine, svg, layoutText] = await Promise.all([
    loadEngine(mapId, players), fetchMapFile(mapId, 'board.svg'), fetchMapFile(mapId, 'layout.json'),
  ]);
  await nextTask();
  await prepareArt(svg);
  await nextTask();
  return { engine, svg, layout: JSON.parse(layoutText) };
}
