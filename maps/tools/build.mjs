// Builds the standard board drawing: maps/standard/board.svg and layout.json.
// Usage: node build.mjs [output-directory]   (default: ../standard)
// Inputs: seeds.json (our hand-placed points), ../standard/map.json (rules),
// Natural Earth coastlines from npm world-atlas. Output is deterministic.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeProjection } from './lib/projection.mjs';
import { buildShapes } from './lib/shapes.mjs';
import { buildLayout, layoutJson, SIZES } from './lib/layout.mjs';
import { renderSvg } from './lib/svg.mjs';
import { compareWithRules } from './lib/borders.mjs';
import { MIN_BORDER } from './lib/constants.mjs';
import { powerColours, distinguishability } from './lib/colours.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

export function buildBoard() {
  const seeds = readJson(path.join(here, 'seeds.json'));
  const map = readJson(path.join(here, '..', 'standard', 'map.json'));
  const projection = makeProjection(seeds.projection);
  const { shapes, kindOf, meshes } = buildShapes(seeds, map, projection);
  const provinceShapes = Object.fromEntries(map.provinces.map((p) => [p.id, shapes[p.id]]));
  const offboard = Object.keys(shapes).filter((id) => kindOf(id) === 'offboard').sort().flatMap((id) => shapes[id]);

  const { provinces, coasts, coastShapes } = buildLayout(map, provinceShapes, seeds, projection.project, offboard);
  const connectors = [];
  const viewBox = [0, 0, projection.width, projection.height];
  const layout = { viewBox, unit_radius: SIZES.unitRadius, provinces, coasts, connectors, powers: powerColours() };

  const byId = [...map.provinces].sort((a, b) => a.id.localeCompare(b.id));
  const svg = renderSvg({
    viewBox,
    provinces: byId.map((p) => ({ id: p.id, kind: p.kind, shape: provinceShapes[p.id] })),
    coasts: Object.keys(coastShapes).sort().map((id) => ({ id, shape: coastShapes[id] })),
    offboard,
    meshes,
    connectors,
    centres: byId.filter((p) => p.supply_centre).map((p) => ({ id: p.id, at: provinces[p.id].centre, r: SIZES.centreRadius })),
    labels: byId.map((p) => ({ id: p.id, abbr: p.id.toUpperCase(), name: p.name, at: provinces[p.id].label, atSea: p.kind === 'sea' })),
  });
  return { svg, layoutText: layoutJson(layout), report: compareWithRules(provinceShapes, map, { minLength: MIN_BORDER, connectors }) };
}

function main() {
  const outDir = path.resolve(process.argv[2] ?? path.join(here, '..', 'standard'));
  const { svg, layoutText, report } = buildBoard();
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'board.svg'), svg);
  fs.writeFileSync(path.join(outDir, 'layout.json'), layoutText);
  console.log(`wrote ${outDir}/board.svg (${(svg.length / 1024).toFixed(1)} KB) and layout.json`);
  console.log(`borders: ${report.matched.length} drawn as required (${report.ruleCount} rule pairs + Switzerland), ` +
    `${report.viaConnector.length} via connectors, ${report.missing.length} missing, ${report.extra.length} extra`);
  for (const m of report.missing) console.log(`  missing: ${m}`);
  for (const e of report.extra) console.log(`  extra: ${e}`);
  console.log('power colours, smallest pairwise CIE76 ΔE (units carry initials too):');
  for (const r of distinguishability()) console.log(`  ${r.kind.padEnd(4)} ${r.vision.padEnd(12)} ${String(r.minDeltaE).padStart(5)}  (${r.closestPair})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
