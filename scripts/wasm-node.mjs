// Loads the site's wasm build (www/pkg, made by scripts/build.sh) in Node with initSync, and a
// map from www/maps. Used by the Node-side engine test and by scripts/measure.sh.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PKG = path.join(ROOT, 'www', 'pkg');

/** @returns {Promise<{ mod: any, engine: any, mapText: string }>} */
export async function loadEngine(mapId = 'standard') {
  const js = path.join(PKG, 'graustark.js');
  if (!fs.existsSync(js)) throw new Error('www/pkg/graustark.js is missing: run bash scripts/build.sh');
  const mod = await import(pathToFileURL(js).href);
  mod.initSync({ module: fs.readFileSync(path.join(PKG, 'graustark_bg.wasm')) });
  const mapText = fs.readFileSync(path.join(ROOT, 'maps', mapId, 'map.json'), 'utf8');
  return { mod, engine: new mod.Engine(mapText), mapText };
}
