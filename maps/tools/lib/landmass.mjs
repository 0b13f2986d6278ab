// Natural Earth land (npm world-atlas, public domain) projected onto the board,
// with the hand-made patches that close straits the real board treats as land.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as topojson from 'topojson-client';
import polygonClipping from 'polygon-clipping';
import { insidePolygon, polygonArea } from './geometry.mjs';

const require = createRequire(import.meta.url);
const readAtlas = (name) => JSON.parse(fs.readFileSync(require.resolve(`world-atlas/${name}`), 'utf8'));

/** Lon/lat window: the board plus margins, without Greenland and the Arctic islands. */
const LONLAT_WINDOW = [[[-24.5, 20], [70, 20], [70, 71.5], [-24.5, 71.5], [-24.5, 20]]];

function geometryPolygons(geometry) {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/**
 * Natural Earth rings that cross the antimeridian jump from +180 to -180; on a
 * plane that draws a band round the world. Unwrap them so longitudes stay continuous.
 */
export function unwrapRing(ring) {
  let offset = 0;
  const unwrapped = ring.map(([lon, lat], i) => {
    if (i > 0) {
      const previous = ring[i - 1][0];
      if (lon - previous > 180) offset -= 360;
      else if (previous - lon > 180) offset += 360;
    }
    return [lon + offset, lat];
  });
  // Shift by whole turns so that most of the ring lies in [-180, 180].
  const inRange = (shift) => unwrapped.filter(([lon]) => Math.abs(lon + shift) <= 180).length;
  const shift = [0, 360, -360].reduce((best, s) => (inRange(s) > inRange(best) ? s : best), 0);
  return unwrapped.map(([lon, lat]) => [lon + shift, lat]);
}

/** Polygons near the board only (skips Antarctica, whose ring circles the pole). */
function nearBoard(polygon) {
  return polygon[0].some(([lon, lat]) => lat > 25 && lat < 75 && lon > -30 && lon < 75);
}

function projectMulti(multi, project) {
  return multi.map((polygon) => polygon.map((ring) => ring.map(project)));
}

/** Inserts points so no edge of a lon/lat ring is longer than `step` degrees (edges curve when projected). */
export function densifyRing(ring, step = 0.25) {
  const out = [];
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0, y0] = ring[i], [x1, y1] = ring[i + 1];
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 0; k < n; k++) out.push([x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n]);
  }
  out.push(ring[ring.length - 1]);
  return out;
}

/**
 * Returns the board's land and Switzerland as multipolygons in board coordinates.
 * `patches` are lon/lat polygons added to the land (closed straits, filled lakes).
 */
export function loadLandmass({ project, width, height, patches }) {
  const frame = [[[0, 0], [width, 0], [width, height], [0, height], [0, 0]]];
  const landAtlas = readAtlas('land-50m.json');
  const land = topojson.feature(landAtlas, landAtlas.objects.land);
  const nearby = geometryPolygons(land.features[0].geometry).filter(nearBoard).map((p) => p.map(unwrapRing));
  const windowed = polygonClipping.intersection(LONLAT_WINDOW, nearby);
  const patchPolygons = patches.map((ring) => [densifyRing([...ring, ring[0]])]);
  // Densify: the window's long straight edges must curve like the projection does.
  const densified = windowed.map((polygon) => polygon.map((ring) => densifyRing(ring)));
  const projected = projectMulti([...densified, ...patchPolygons], project);
  const landOnBoard = polygonClipping.intersection(frame, polygonClipping.union(...projected.map((p) => [p])));

  const countries = readAtlas('countries-50m.json');
  const swissGeometry = countries.objects.countries.geometries.find((g) => g.properties.name === 'Switzerland');
  const swiss = topojson.feature(countries, swissGeometry).geometry;
  const swissOnBoard = projectMulti(geometryPolygons(swiss).map((p) => p.map((r) => densifyRing(r, 0.05))), project);
  return { frame, land: landOnBoard, swiss: polygonClipping.intersection(landOnBoard, swissOnBoard) };
}

/**
 * Splits land into the parts that carry provinces (contain a land seed) and
 * off-board islands (Ireland, Corsica, ...) big enough to draw as decoration.
 * Enclosed water without a sea seed (lakes) becomes land.
 */
export function splitIslands(land, landSeeds, seaSeeds, minIslandArea) {
  const kept = [], decor = [];
  for (const polygon of land) {
    const [outer, ...holes] = polygon;
    const seas = holes.filter((hole) => seaSeeds.some((p) => insidePolygon(p, [hole])));
    if (landSeeds.some((p) => insidePolygon(p, polygon))) kept.push([outer, ...seas]);
    else if (polygonArea(polygon) >= minIslandArea) decor.push([polygon[0]]);
  }
  return { kept, decor };
}
