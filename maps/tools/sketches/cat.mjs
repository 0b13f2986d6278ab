// The cat board's sketch: writes maps/cat/seeds.json, the hand-made input of its drawing.
// The board is a ring of land round the Mercury Sea, with two islands in it. Going round
// (angles in degrees clockwise from the top), each power has a sector of three layers, outer
// coast, inland and inner coast; a frontier of three provinces lies between two powers.
// Turning the sketch a third of the way round takes each power's provinces onto the next one's;
// only the coastline's wobbles differ. Usage: node sketches/cat.mjs [out.json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [W, H, CX, CY, SX] = [1300, 1100, 650, 555, 1.17];
const [R_IN, R_OUT] = [160, 442];
const rad = (d) => (d * Math.PI) / 180;
const cos = (d) => Math.cos(rad(d)), sin = (d) => Math.sin(rad(d));
const round1 = (v) => Math.round(v * 10) / 10;
/** A smooth bump of height h (board units) at angle `at`, about `width` degrees wide. */
const bump = (th, [at, width, h]) => h * Math.exp(-((((th - at + 540) % 360 - 180) / width) ** 2));
/** Capes (+) and bays (-) of the outer coast; inlets of the Mercury Sea (+ pushes the coast outward). */
const CAPES = [[293, 7, 34], [62, 6, 30], [176, 6, 16], [4, 5, -26], [115, 5, -30], [247, 5, -28], [150, 9, -14], [330, 8, 18]];
const INLETS = [[0, 7, 18], [120, 7, 16], [240, 7, 20], [62, 6, -14], [183, 6, -12], [298, 6, -16]];
const rOut = (th) => R_OUT - 12 * cos(3 * th) + 16 * sin(5 * th + 25) + 12 * cos(7 * th + 70) + 8 * sin(2 * th + 10) + 7 * cos(11 * th + 15) + CAPES.reduce((s, b) => s + bump(th, b), 0);
const rIn = (th) => R_IN + 14 * cos(2 * th + 30) + 12 * sin(5 * th + 10) + 8 * cos(7 * th + 40) + INLETS.reduce((s, b) => s + bump(th, b), 0);
const point = (th, r) => [round1(CX + SX * r * sin(th)), round1(CY - r * cos(th))];
/** A point `t` of the way from the inner coast (0) to the outer coast (1). */
const across = (th, t) => point(th, rIn(th) + t * (rOut(th) - rIn(th)));
/** Where each layer's seeds run (its middle), gently waving so borders do not look turned on a lathe. */
const LAYER = {
  inner: (a) => 0.15 + 0.03 * sin(4 * a + 20),
  middle: (a) => 0.46 + 0.05 * sin(3 * a + 50) + 0.03 * cos(5 * a),
  outer: (a) => 0.80 + 0.02 * sin(6 * a + 30),
};

/** Per power, clockwise from the top: ids of [outer left, outer right, inland, inner], and its outer sea. */
const POWERS = [
  { at: 0, ids: ['pyr', 'gal', 'gyp', 'mic'], sea: 'sul' }, // Cassiusica
  { at: 120, ids: ['cob', 'cop', 'mal', 'azu'], sea: 'bri' }, // Andromeda
  { at: 240, ids: ['tin', 'iro', 'cin', 'zin'], sea: 'sal' }, // Tellahoma
];
/** The frontier clockwise of each power: [outer coast, inland neutral centre, inner coast]. */
const FRONTIERS = [['bas', 'pla', 'fel'], ['gar', 'gol', 'jad'], ['qua', 'sil', 'tal']];
/**
 * Where borders fall, in degrees from the power's angle: outer [left end, left|right, right end],
 * middle and inner [left end, right end]. The middle layer ends inside the outer one and the inner
 * layer inside the middle one, so Iron touches Silver and Cinnabar touches Talc (see maps/cat/README.md).
 */
const BORDERS = [
  { outer: [-48, 4, 46], middle: [-39, 37], inner: [-31, 30] },
  { outer: [-49, -5, 47], middle: [-41, 38], inner: [-30, 30] },
  { outer: [-47, 7, 48], middle: [-39, 39], inner: [-31, 31] },
];

/** Seeds every ~5 degrees between angles a0 and a1 along a layer. */
function row(a0, a1, layer) {
  const n = Math.max(1, Math.round((a1 - a0) / 5));
  return Array.from({ length: n }, (_, i) => a0 + ((a1 - a0) * (i + 0.5)) / n).map((a) => across(a, LAYER[layer](a)));
}

/** A closed ring of n points round angle 0..360. */
const ring = (n, at) => { const r = Array.from({ length: n }, (_, i) => at((360 * i) / n)); return [...r, r[0]]; };

function islandRing([x, y], radius, phase) {
  return ring(12, (a) => {
    const wave = 1 + 0.12 * sin(2 * a + phase);
    return [round1(x + radius * (wave + 0.07 * cos(3 * a)) * sin(a) * 1.1), round1(y - radius * wave * cos(a))];
  });
}

export function sketch() {
  const land = {}, sea = {};
  POWERS.forEach(({ at, ids: [left, right, inland, inner], sea: seaId }, k) => {
    const b = BORDERS[k], next = BORDERS[(k + 1) % 3];
    const [out, mid, inn] = FRONTIERS[k];
    land[left] = row(at + b.outer[0], at + b.outer[1], 'outer');
    land[right] = row(at + b.outer[1], at + b.outer[2], 'outer');
    land[inland] = row(at + b.middle[0], at + b.middle[1], 'middle');
    land[inner] = row(at + b.inner[0], at + b.inner[1], 'inner');
    land[out] = row(at + b.outer[2], at + 120 + next.outer[0], 'outer');
    land[mid] = row(at + b.middle[1], at + 120 + next.middle[0], 'middle');
    land[inn] = row(at + b.inner[1], at + 120 + next.inner[0], 'inner');
    const points = [];
    for (const r of [R_OUT + 60, R_OUT + 150, R_OUT + 260, R_OUT + 400, R_OUT + 560]) {
      for (let i = 0; i < 24; i++) {
        const [x, y] = point(at - 60 + (120 * (i + 0.5)) / 24, r);
        if (x > -5 && x < W + 5 && y > -5 && y < H + 5) points.push([Math.min(Math.max(x, 4), W - 4), Math.min(Math.max(y, 4), H - 4)]);
      }
    }
    sea[seaId] = points;
  });
  const islands = { ony: [CX - 100, CY + 12], opa: [CX + 100, CY - 12] };
  sea.mer = [[CX, CY], ...Array.from({ length: 18 }, (_, i) => point(i * 20, R_IN * 0.72))];
  for (const [id, at] of Object.entries(islands)) land[id] = [at];
  const landmass = [
    [ring(90, (a) => point(a, rOut(a))), ring(60, (a) => point(a, rIn(a)))],
    [islandRing(islands.ony, 50, 30)],
    [islandRing(islands.opa, 50, 200)],
  ];
  return {
    about: 'Written by tools/sketches/cat.mjs (change the sketch, not this file). The cat board\'s hand-made input, all in board units (viewBox 0 0 width height): the coastline as coarse rings, rounded off and roughened by tools/lib/handdrawn.mjs, and several seed points per province (Voronoi cells unioned per province, clipped to land or sea). Our own design; see maps/cat/README.md.',
    size: [W, H],
    coastline: { smoothing: 3, step: 4, wobble: [{ amplitude: 12, wavelength: 170 }, { amplitude: 6, wavelength: 65 }, { amplitude: 2.5, wavelength: 23 }] },
    wobble: { amplitude: 7, wavelength: 80 },
    minIslandArea: 20,
    landmass, land, sea,
    // The Sulphur Sea's piece at the top, off Cassiusica, rather than in its far corner.
    anchors: { sul: { near: [CX, 60] } },
  };
}

/** JSON with one province (or one landmass polygon) a line. */
export function seedsJson(seeds) {
  const block = (obj) => '{\n' + Object.entries(obj).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n') + '\n }';
  const lines = Object.entries(seeds).map(([k, v]) => {
    if (k === 'land' || k === 'sea') return ` ${JSON.stringify(k)}: ${block(v)}`;
    if (k === 'landmass') return ` "landmass": [\n${v.map((p) => '  ' + JSON.stringify(p)).join(',\n')}\n ]`;
    return ` ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  });
  return '{\n' + lines.join(',\n') + '\n}\n';
}

const here = path.dirname(fileURLToPath(import.meta.url));
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? path.join(here, '..', '..', 'cat', 'seeds.json');
  fs.writeFileSync(out, seedsJson(sketch()));
  console.log(`wrote ${out}`);
}
