// The whole world's land (Natural Earth 1:50m, npm world-atlas) for a world board: cut at the
// seam meridian, cropped at the board's southern edge (Antarctica lies wholly beyond it), and
// projected by lib/worldprojection.mjs. Lakes that are holes in Natural Earth's land (only the
// Caspian) are filled and returned as impassable regions, when the seeds name them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as topojson from 'topojson-client';
import polygonClipping from 'polygon-clipping';
import { bbox, insidePolygon } from './geometry.mjs';
import { densifyRing, unwrapRing } from './landmass.mjs';

const require = createRequire(import.meta.url);
const readAtlas = (name) => JSON.parse(fs.readFileSync(require.resolve(`world-atlas/${name}`), 'utf8'));

const box = (x0, y0, x1, y1) => [[[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]];
const shift = (polygon, dx) => polygon.map((ring) => ring.map(([lon, lat]) => [lon + dx, lat]));

/** A lon/lat polygon cut into pieces that lie in [seam, seam + 360] x [south, 90]. */
function cutAtSeam(polygon, seam, south) {
  const pieces = [];
  for (const turn of [-1, 0, 1]) {
    const from = seam + 360 * turn;
    for (const piece of polygonClipping.intersection(polygon, box(from, south, from + 360, 90))) pieces.push(shift(piece, -360 * turn));
  }
  return pieces;
}

/**
 * projection: from makeWorldProjection; lakes: {id: [lon, lat] inside the lake}. Returns
 * {frame, land, impassable: {id: region}} in board units, like lib/landmass.mjs: the land with
 * the lakes filled, and each lake as a region to cut out of it.
 */
export function loadWorldLand({ projectCut, width, height, seam }, { south, lakes = {} }) {
  const frame = box(0, 0, width, height);
  const atlas = readAtlas('land-50m.json');
  const geometry = topojson.feature(atlas, atlas.objects.land).features[0].geometry;
  const polygons = geometry.coordinates.filter((p) => p[0].some(([, lat]) => lat > south && lat > -89));
  const lakeRings = {};
  const filled = polygons.map((polygon) => {
    const [outer, ...holes] = polygon.map(unwrapRing);
    for (const hole of holes) {
      const id = Object.keys(lakes).sort().find((name) => insidePolygon(lakes[name], [hole]));
      if (id) lakeRings[id] = hole;
    }
    return [outer, ...holes.filter((hole) => !Object.values(lakeRings).includes(hole))];
  });
  const project = (polygon) => polygon.map((ring) => densifyRing(ring).map(projectCut));
  const pieces = filled.flatMap((polygon) => cutAtSeam(polygon, seam, south)).map(project);
  const land = polygonClipping.intersection(frame, polygonClipping.union(...pieces.map((p) => [p])));
  const impassable = {};
  for (const id of Object.keys(lakeRings).sort()) {
    impassable[id] = cutAtSeam([lakeRings[id]], seam, south).map(project);
  }
  return { frame, land, impassable };
}

const bboxOf = (polygon) => bbox([polygon]);

const vertexCount = (polygon) => polygon.reduce((n, ring) => n + ring.length, 0);

/** A polygon cut in halves, and halves again, until no piece has more than `most` vertices. */
export function tiles(polygon, most) {
  if (vertexCount(polygon) <= most) return [polygon];
  const [x0, y0, x1, y1] = bboxOf(polygon);
  const halves = x1 - x0 >= y1 - y0
    ? [box(x0, y0, (x0 + x1) / 2, y1), box((x0 + x1) / 2, y0, x1, y1)]
    : [box(x0, y0, x1, (y0 + y1) / 2), box(x0, (y0 + y1) / 2, x1, y1)];
  return halves.flatMap((half) => polygonClipping.intersection(polygon, half).flatMap((piece) => tiles(piece, most)));
}

/**
 * Quick clipping to the land or to the water of a world board (lib/partition.mjs's `clip`): the
 * land is cut into small tiles once, and a region is cut against only the tiles whose box meets
 * its box, not the whole world (touching tiles of one multipolygon merge back in the result).
 * water: the frame minus the land.
 */
export function landClippers(whole, frame) {
  const land = whole.flatMap((polygon) => tiles(polygon, 600));
  const boxes = land.map(bboxOf);
  const nearby = (region) => {
    const [x0, y0, x1, y1] = region.map(bboxOf).reduce((a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])]);
    return land.filter((_, i) => boxes[i][0] <= x1 && boxes[i][2] >= x0 && boxes[i][1] <= y1 && boxes[i][3] >= y0);
  };
  return {
    land: (region) => {
      const near = nearby(region);
      return near.length ? polygonClipping.intersection(region, near) : [];
    },
    water: (region) => {
      const near = nearby(region);
      const inFrame = polygonClipping.intersection(region, frame);
      return near.length ? polygonClipping.difference(inFrame, near) : inFrame;
    },
  };
}
