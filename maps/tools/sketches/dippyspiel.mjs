// Das Dippyspiel's sketch: writes maps/dippyspiel/seeds.json, the input of its drawing, from the
// cleaned province list (maps/dippyspiel/list/*.tsv: each land province's lon/lat and `extra`
// points) and the seas we invent (lib/seas.mjs), named by ocean and numbered (rule 10).
// Usage: node sketches/dippyspiel.mjs [--list DIR] [out.json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeWorldProjection } from '../lib/worldprojection.mjs';
import { loadWorldLand } from '../lib/worldland.mjs';
import { splitIslands } from '../lib/landmass.mjs';
import { seaSeeds } from '../lib/seas.mjs';
import { spreadSeeds } from '../lib/spread.mjs';
import { lensesFor, roomAt } from '../lib/roomlenses.mjs';
import { oceanOf, OCEANS } from './dippyspiel-oceans.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const mapsDir = path.join(here, '..', '..');
export const LIST_DIR = path.join(mapsDir, 'dippyspiel', 'list');
export const CONTINENTS = ['europe', 'africa', 'asia', 'america', 'columbia', 'pacifica'];

/**
 * The projection (lib/worldprojection.mjs). The seam is the meridian 169° W, through the Bering
 * Strait between Cape Dezhnev (169.7° W) and Cape Prince of Wales (168.1° W) and then down the
 * open Pacific, so no land province is cut: Asia ends at the right edge, America begins at the
 * left. The top edge is the north pole; the bottom edge is 58° S, south of Cape Horn, so
 * Antarctica (no province of the list is there) is off the board.
 */
export const PROJECTION = {
  kind: 'world',
  seam: -169,
  north: 90,
  south: -58,
  width: 12000,
  lon: [[-169, 0.5], [-135, 0.6], [-125, 1.2], [-70, 1.2], [-60, 0.9], [-35, 0.8], [-20, 1.0], [-12, 2.1], [42, 2.1], [55, 1.5],
    [75, 1.4], [100, 1.1], [125, 1.0], [145, 0.8], [160, 0.6], [191, 0.5]],
  lat: [[-58, 0.6], [-40, 0.8], [-20, 0.9], [0, 1.0], [20, 1.1], [30, 1.5], [48, 1.7], [62, 1.4], [72, 0.9], [82, 0.6], [90, 0.5]],
  lenses: [
    { centre: [34, 37], radius: 450, strength: 0.4 },
    { centre: [-80, 14], radius: 450, strength: 0.4 },
    // The Paraguana peninsula and Paramaribo's coast: narrow once their neighbours are drawn.
    { centre: [-69.95, 11.8], radius: 220, strength: 0.5 },
    { centre: [-69.95, 11.8], radius: 160, strength: 0.7 },
    { centre: [-55.2, 5.5], radius: 220, strength: 0.35 },
  ],
};

/** How the seas are spread (lib/seas.mjs), in board units. */
export const SEAS = {
  cell: 20, min: 140, max: 1300, growth: 0.6, coastFactor: 2.4,
  pole: { count: 10, depth: 120, clear: 700 },
  seam: 900, relax: 4,
};

/** Land seeds of different provinces closer than `min` units are pushed apart (lib/spread.mjs). */
export const SPREAD = { min: 54, maxShift: 45, passes: 40 };

/** Lenses for small islands and narrow land (lib/roomlenses.mjs): room wanted round each seed, in board units. */
export const ROOM = { target: 24, reach: 60, radius: 220, most: 1.2, rounds: 3 };

/** Lakes: holes in Natural Earth's land that are impassable provinces, by a point inside. */
export const LAKES = { casp: { name: 'Caspian Sea', at: [51, 42] } };

const round2 = (v) => Math.round(v * 100) / 100;
const lonLat = ([lon, lat]) => [round2(((lon + 540) % 360) - 180), round2(lat)];

/** The list's rows, continent by continent, in the source's order. */
export function readList(dir = LIST_DIR) {
  const rows = [];
  for (const continent of CONTINENTS) {
    const file = path.join(dir, `${continent}.tsv`);
    if (!fs.existsSync(file)) continue;
    const [header, ...lines] = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
    const keys = header.split('\t').map((k) => k.trim());
    for (const line of lines) rows.push(Object.fromEntries(line.split('\t').map((v, i) => [keys[i], v.trim()])));
  }
  return rows;
}

/** {id: [[lon, lat], ...]}: each row's point, then its `extra` points. */
export function landSeeds(rows) {
  const seeds = {};
  for (const row of rows) {
    const extra = row.extra ? row.extra.split(';').map((pair) => pair.split(',').map(Number)) : [];
    seeds[row.id] = [[Number(row.lon), Number(row.lat)], ...extra].map(lonLat);
  }
  return seeds;
}

/** Sea ids by ocean and reading order: bands of 10° of latitude from the north, west to east (from the seam) within a band. */
export function nameSeas(points, projection) {
  const byOcean = {};
  for (const p of points) (byOcean[oceanOf(p)] ??= []).push(p);
  const seas = {};
  for (const ocean of Object.keys(byOcean).sort()) {
    const band = (p) => Math.floor((90 - p[1]) / 10);
    const sorted = byOcean[ocean].sort((a, b) => band(a) - band(b) || projection.xOf(a[0]) - projection.xOf(b[0]) || b[1] - a[1]);
    sorted.forEach((p, i) => { seas[`${ocean}${i + 1}`] = [p]; });
  }
  return seas;
}

/** The projection with lenses added where a province has too little room: {config, projection, kept, room}. */
export function roomyProjection(lonLat) {
  const lakes = Object.fromEntries(Object.entries(LAKES).map(([id, l]) => [id, l.at]));
  const config = structuredClone(PROJECTION);
  const first = Object.fromEntries(Object.entries(lonLat).map(([id, ps]) => [id, ps[0]]));
  for (let round = 0; ; round++) {
    const projection = makeWorldProjection(config);
    const { land } = loadWorldLand(projection, { south: PROJECTION.south, lakes });
    const projected = Object.fromEntries(Object.entries(lonLat).map(([id, ps]) => [id, ps.map(projection.project)]));
    const { kept } = splitIslands(land, Object.values(projected).flat(), [], 0);
    const room = roomAt(Object.fromEntries(Object.entries(projected).map(([id, ps]) => [id, ps[0]])), kept, ROOM.reach);
    const more = lensesFor(room, first, ROOM);
    if (!more.length || round === ROOM.rounds) return { config, projection, kept, projected, room };
    config.lenses.push(...more);
  }
}

/** The whole sketch: {about, projection, ...} as seeds.json holds it. */
export function sketch(rows = readList()) {
  const { config, projection, kept, projected: listed } = roomyProjection(landSeeds(rows));
  const { seeds: projected } = spreadSeeds(listed, kept, SPREAD);
  const land_ = Object.fromEntries(Object.entries(projected).map(([id, ps]) => [id, ps.map((p) => lonLat(projection.unproject(p)))]));
  const seeds = seaSeeds(kept, projected, { ...SEAS, width: projection.width, height: projection.height });
  const sea = nameSeas(seeds.map((s) => lonLat(projection.unproject(s.p))), projection);
  return {
    about: 'Written by tools/sketches/dippyspiel.mjs (change the sketch or the list, not this file). Das Dippyspiel\'s world board: the projection, each land province\'s points (lon, lat) from the cleaned list maps/dippyspiel/list/*.tsv, and the seas we invent, one point each, named by ocean and numbered. See maps/dippyspiel/README.md.',
    projection: config,
    wobble: { amplitude: 6, wavelength: 70, fade: 150 },
    seaWobble: { amplitude: 9, wavelength: 180, fade: 150 },
    minIslandArea: 60,
    minBorder: 8,
    simplifyArea: 4,
    lakes: LAKES,
    oceans: OCEANS,
    land: land_,
    sea,
    coasts: {},
    anchors: {},
  };
}

/** JSON with one province a line. */
export function seedsJson(seeds) {
  const block = (obj) => '{\n' + Object.entries(obj).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n') + '\n }';
  const lines = Object.entries(seeds).map(([k, v]) => {
    if (k === 'land' || k === 'sea') return ` ${JSON.stringify(k)}: ${block(v)}`;
    return ` ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  });
  return '{\n' + lines.join(',\n') + '\n}\n';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--list');
  const dir = at >= 0 ? args.splice(at, 2)[1] : LIST_DIR;
  const out = args[0] ?? path.join(mapsDir, 'dippyspiel', 'seeds.json');
  fs.writeFileSync(out, seedsJson(sketch(readList(dir))));
  console.log(`wrote ${out}`);
}
