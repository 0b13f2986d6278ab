// Builds the board drawings: maps/<board>/board.svg and layout.json for each board in
// lib/boards.mjs (the standard board, the cat board, the 1958 board).
// Usage: node build.mjs [board ...] [--out directory]
//   no board: builds them all; --out writes one board's files there instead of maps/<board>/.
// Inputs: each board's seeds (hand-placed points), its map.json (rules), and for the standard
// board Natural Earth coastlines from npm world-atlas. Output is deterministic.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardConfig, boardDir, boardNames, readSeeds } from './lib/boards.mjs';
import { loadTerrain } from './lib/terrain.mjs';
import { buildShapes } from './lib/shapes.mjs';
import { buildLayout, layoutJson, SIZES } from './lib/layout.mjs';
import { renderSvg } from './lib/svg.mjs';
import { compareWithRules } from './lib/borders.mjs';
import { MIN_BORDER } from './lib/constants.mjs';
import { multiArea } from './lib/geometry.mjs';
import { powerColours, distinguishability, neighbourPairs } from './lib/colours.mjs';
import { deriveAdjacency } from './lib/derive.mjs';
import { provisionalKinds } from './lib/dippymap.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Builds one board; returns {svg, layoutText, report, colours}. */
export function buildBoard(name = 'standard') {
  const board = boardConfig(name);
  const seeds = readSeeds(board.seedsPath);
  const map = readJson(path.join(boardDir(name), 'map.json'));
  const terrain = loadTerrain(board.land, seeds);
  const { project, width, height } = terrain.projection;
  const { shapes, kindOf, meshes } = buildShapes(seeds, map, terrain);
  const provinceShapes = Object.fromEntries(map.provinces.map((p) => [p.id, shapes[p.id]]));
  const offboard = Object.keys(shapes).filter((id) => kindOf(id) === 'offboard').sort().flatMap((id) => shapes[id]);

  const derived = board.derived && derivedCoasts(shapes, seeds, map, terrain);
  const layoutSeeds = derived ? { ...seeds, coasts: derived.points } : seeds;
  const { provinces, coasts, coastShapes, labelSize } = buildLayout(map, provinceShapes, layoutSeeds, project, offboard, derived ? { ...CROWDED, coastRuns: derived.runs } : {});
  const connectors = [];
  const viewBox = [0, 0, width, height];
  const layout = { viewBox, unit_radius: SIZES.unitRadius, provinces, coasts, connectors, powers: powerColours(board.palette) };
  if (terrain.wrap) layout.wraps = true;

  const byId = [...map.provinces].sort((a, b) => a.id.localeCompare(b.id));
  const svg = renderSvg({
    viewBox,
    provinces: byId.map((p) => ({ id: p.id, kind: p.kind, shape: provinceShapes[p.id] })),
    coasts: Object.keys(coastShapes).sort().map((id) => ({ id, shape: coastShapes[id] })),
    offboard,
    meshes,
    connectors,
    style: Object.keys(seeds.lakes ?? {}).sort().map((id) => `\n#impassable [data-province="${id}"]{fill:#b9d5ea;stroke:#3f6583;stroke-width:1.6}`).join(''),
    centres: byId.filter((p) => p.supply_centre).map((p) => ({ id: p.id, at: provinces[p.id].centre, r: SIZES.centreRadius })),
    labels: byId.map((p) => ({ id: p.id, abbr: p.id.toUpperCase(), name: p.name, at: provinces[p.id].label, atSea: p.kind === 'sea', size: labelSize[p.id] })),
  });
  const wrapWidth = terrain.wrap ? width : 0;
  const report = compareWithRules(provinceShapes, map, { minLength: MIN_BORDER, connectors, impassable: board.impassableNeighbours, wrapWidth });
  const pairs = board.colourPairs ? neighbourPairs(map, board.colourPairs) : null;
  return { svg, layoutText: layoutJson(layout), report, colours: distinguishability(board.palette, pairs) };
}

/**
 * Layout options for a large generated board: the search grid coarser in large provinces (about
 * 40 steps across a square of its area), labels sized to fit each province (22 units high, down to 12).
 */
const CROWDED = {
  gridStep: (shape) => Math.max(3, Math.round(Math.sqrt(multiArea(shape)) / 40)),
  labels: { fontSizes: [22, 19, 16, 14, 12], box: (size, text) => ({ hw: text.length * size * 0.36 + 2, hh: size * 0.55 }) },
};

/**
 * A derived board's split coasts (lib/derive.mjs names them): {points: the middle of each coast's
 * stretch of coastline, as lon/lat; runs: the stretches, in board units}.
 */
function derivedCoasts(shapes, seeds, map, terrain) {
  const kinds = provisionalKinds(seeds);
  const { coasts } = deriveAdjacency(shapes, kinds, {
    width: terrain.projection.width, wraps: Boolean(terrain.wrap), minBorder: MIN_BORDER,
    canals: map.provinces.filter((p) => p.canal).map((p) => p.id),
  });
  const points = {}, runs = {};
  for (const id of Object.keys(coasts)) {
    for (const c of Object.keys(coasts[id])) {
      points[`${id}/${c}`] = terrain.projection.unproject(coasts[id][c].point);
      runs[`${id}/${c}`] = coasts[id][c].runs;
    }
  }
  return { points, runs };
}

/** Builds `name` into `outDir` and prints what the tests will check. */
function writeBoard(name, outDir) {
  const { svg, layoutText, report, colours } = buildBoard(name);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'board.svg'), svg);
  fs.writeFileSync(path.join(outDir, 'layout.json'), layoutText);
  const impassable = report.matched.length - report.ruleCount;
  console.log(`${name}: wrote ${outDir}/board.svg (${(svg.length / 1024).toFixed(1)} KB) and layout.json`);
  console.log(`borders: ${report.matched.length} drawn as required (${report.ruleCount} rule pairs` +
    `${impassable > 0 ? ` + ${impassable} of impassable land` : ''}), ` +
    `${report.viaConnector.length} via connectors, ${report.missing.length} missing, ${report.extra.length} extra`);
  for (const m of report.missing) console.log(`  missing: ${m}`);
  for (const e of report.extra) console.log(`  extra: ${e}`);
  console.log('power colours, smallest pairwise CIE76 ΔE (units carry initials too):');
  for (const r of colours) console.log(`  ${r.kind.padEnd(4)} ${r.vision.padEnd(12)} ${String(r.minDeltaE).padStart(5)}  (${r.closestPair})`);
}

function main() {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args[outAt + 1] : null;
  const names = args.filter((a, i) => a !== '--out' && (outAt < 0 || i !== outAt + 1));
  const boards = names.length ? names : boardNames;
  if (outAt >= 0 && (!out || boards.length !== 1)) throw new Error('--out takes a directory, and one board to build');
  for (const name of boards) writeBoard(name, path.resolve(out ?? boardDir(name)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
