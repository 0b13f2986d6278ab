// Writes a generated board's map.json from its list, its drawing and its powers (Das Dippyspiel:
// the source gives names and markers, no adjacency). The drawing's shapes are made exactly as
// build.mjs makes them; lib/derive.mjs reads kinds, coasts and edges off them; lib/dippymap.mjs
// adds what the list says (names, markers, powers, units).
// Usage: node derive.mjs [board] [--list DIR] [--out FILE]   (board: dippyspiel)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardConfig, boardDir, readSeeds } from './lib/boards.mjs';
import { loadTerrain } from './lib/terrain.mjs';
import { buildShapes } from './lib/shapes.mjs';
import { deriveAdjacency } from './lib/derive.mjs';
import { assembleMap, mapJson, provisionalKinds } from './lib/dippymap.mjs';
import { MIN_BORDER } from './lib/constants.mjs';
import { readList } from './sketches/dippyspiel.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The drawing's shapes and what is read off them: {seeds, shapes, derived, contracted}. */
export function drawnAdjacency(name, rows) {
  const board = boardConfig(name);
  const seeds = readSeeds(board.seedsPath);
  const kinds = provisionalKinds(seeds);
  const terrain = loadTerrain(board.land, seeds);
  const map = { provinces: Object.entries(kinds).map(([id, kind]) => ({ id, kind })) };
  const { shapes, contracted } = buildShapes(seeds, map, terrain);
  const canals = rows.filter((r) => board.canals?.includes(r.name)).map((r) => r.id);
  const derived = deriveAdjacency(shapes, kinds, { width: terrain.projection.width, wraps: Boolean(terrain.wrap), minBorder: MIN_BORDER, canals });
  return { board, seeds, shapes, derived, contracted: contracted ?? [], projection: terrain.projection };
}

function main() {
  const args = process.argv.slice(2);
  const option = (flag) => { const at = args.indexOf(flag); return at >= 0 ? args.splice(at, 2)[1] : null; };
  const listDir = option('--list');
  const out = option('--out');
  const name = args[0] ?? 'dippyspiel';
  const dir = boardDir(name);
  const rows = readList(listDir ?? undefined);
  const { board, seeds, derived, contracted } = drawnAdjacency(name, rows);
  const powers = readJson(path.join(dir, 'powers.json')).powers;
  const markersFile = path.join(dir, 'markers.json');
  const markers = fs.existsSync(markersFile) ? readJson(markersFile) : null;
  const { map, report } = assembleMap({ board: { ...board, oceans: seeds.oceans, lakes: seeds.lakes ?? {} }, rows, powers, markers, derived });
  const file = out ?? path.join(dir, 'map.json');
  fs.writeFileSync(file, mapJson(map));
  console.log(`${name}: wrote ${file}`);
  for (const line of report) console.log(`  ${line}`);
  for (const c of contracted) console.log(`  short border pulled to a point: ${c}`);
  for (const p of derived.problems) console.log(`  problem: ${p}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
