// Province shapes in board coordinates: land, sea, impassable land and off-board islands.
import polygonClipping from 'polygon-clipping';
import { splitIslands } from './landmass.mjs';
import { partition } from './partition.mjs';
import { buildTopology } from './topology.mjs';

const projectAll = (byId, project) =>
  Object.fromEntries(Object.entries(byId).map(([id, points]) => [id, points.map(project)]));

/**
 * terrain: from lib/terrain.mjs. Returns {shapes: {id: multipolygon}, kindOf: id -> kind, meshes}:
 * simplified, rounded shapes sharing exact borders. Kinds follow map.json ("sea", "land",
 * "coast", "impassable"); off-board land (islands, Libya/Egypt) has ids "offboard-NN" and kind "offboard".
 */
export function buildShapes(seeds, map, terrain) {
  const { projection: { project, width, height }, frame, land, impassable } = terrain;
  const offboardSeeds = seeds.offboard ?? {};
  const landSeeds = projectAll({ ...seeds.land, ...offboardSeeds }, project);
  const seaSeeds = projectAll(seeds.sea, project);
  const { kept, decor } = splitIslands(land, Object.values(landSeeds).flat(), Object.values(seaSeeds).flat(), seeds.minIslandArea);
  const sea = polygonClipping.difference(frame, kept);
  const regions = Object.values(impassable);
  const playableLand = polygonClipping.difference(kept, ...regions);

  const shapes = {
    ...partition(playableLand, landSeeds, [width, height], seeds.wobble),
    ...partition(sea, seaSeeds, [width, height], seeds.wobble),
  };
  for (const [id, region] of Object.entries(impassable)) shapes[id] = polygonClipping.intersection(kept, region);
  const kindById = Object.fromEntries(map.provinces.map((p) => [p.id, p.kind]));
  const kindOf = (id) => kindById[id] ?? 'offboard';
  const offboardLand = Object.keys(offboardSeeds).map((id) => shapes[id]).flat();
  for (const id of Object.keys(offboardSeeds)) delete shapes[id];
  decor.push(...offboardLand);
  decor.forEach((polygon, i) => { shapes[`offboard-${String(i).padStart(2, '0')}`] = [polygon]; });
  const { shapes: simplified, meshes } = buildTopology(shapes, kindOf, { simplifyArea: 1.8, decimals: 1 });
  return { shapes: simplified, kindOf, meshes };
}
