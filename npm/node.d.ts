// The declarations of the npm package's Node entry (node.js): everything the browser's entry
// declares (graustark.d.ts, which wasm-bindgen writes), and the Node entry's own calls.
import type { Engine, InitOutput } from './graustark.js';

export * from './graustark.js';

/** Resolves at once: in Node the wasm is loaded on import; any argument is ignored. */
export default function init(module_or_path?: unknown): Promise<InitOutput>;

/** A map the package carries, as maps/index.json lists it. */
export interface MapListing {
  /** Its folder's name, e.g. "standard". */
  id: string;
  name: string;
  /** The rules preset it is played under (presetRules), or null. */
  preset: string | null;
  /** The numbers of players it can be played by, the whole map's last. */
  players: number[];
  /** Whether it has a drawing (board.svg and layout.json) for the board widget. */
  board: boolean;
}

/** The maps the package carries. */
export function listMaps(): MapListing[];

/** A file of a map the package carries, as text (map.json by default). */
export function readMapFile(mapId: string, file?: 'map.json' | 'board.svg' | 'layout.json'): string;

/** An adjudicator for a map the package carries ("standard" by default), or one of its smaller games. */
export function loadEngine(mapId?: string, options?: { players?: number }): Engine;
