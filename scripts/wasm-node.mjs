// Loads the site's wasm build (www/pkg, made by scripts/build.sh) in Node with initSync, and a
// map from www/maps. Used by the Node-side engine test and by scripts/measure.sh.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PKG = path.join(ROOT, 'www', 'pkg');

/** The wasm with the gamesmaster's calls (cargo feature gm of graustark-wasm), which scripts/build.sh builds apart. */
const PKG_GM = path.join(ROOT, 'www', 'pkg-gm');

/** The npm package's wasm (scripts/package.sh): built for speed, with the judge's `adjudicateCase`. */
export const PKG_NPM = path.resolve(ROOT, process.env.CARGO_TARGET_DIR || 'target', 'npm', 'graustark');

/**
 * @param {string} [mapId]
 * @param {{ gm?: boolean, npm?: boolean }} [options] gm: the build with the gamesmaster's calls;
 *   npm: the npm package's build
 * @returns {Promise<{ mod: any, engine: any, mapText: string }>}
 */
export async function loadEngine(mapId = 'standard', { gm = false, npm = false } = {}) {
  const pkg = npm ? PKG_NPM : gm ? PKG_GM : PKG;
  const js = path.join(pkg, 'graustark.js');
  if (!fs.existsSync(js)) throw new Error(`${js} is missing: run bash scripts/${npm ? 'package' : 'build'}.sh`);
  const mod = await import(pathToFileURL(js).href);
  mod.initSync({ module: fs.readFileSync(path.join(pkg, 'graustark_bg.wasm')) });
  const mapText = fs.readFileSync(path.join(ROOT, 'maps', mapId, 'map.json'), 'utf8');
  return { mod, engine: new mod.Engine(JSON.parse(mapText)), mapText };
}
