// Province shapes in board coordinates: land, sea, Switzerland and off-board islands.
import polygonClipping from 'polygon-clipping';
import { loadLandmass, splitIslands } from './landmass.mjs';
import { partition } from './partition.mjs';
import { buildTopology } from './topology.mjs';

const projectAll = (byId, project) =>
  Object.fromEntries(Object.entries(byId).map(([id, points]) => [id, points.map(project)]));

/**
 * Returns {shapes: {id: multipolygon}, kindOf: id -> kind, meshes}: simplified, rounded shapes
 * sharing exact borders. Kinds follow map.json ("sea", "land", "coast", "impassable");
 * off-board land (islands, Libya/Egypt) has ids "offboard-NN" and kind "offboard".
 */
export function buildShapes(seeds, map, projection) {
  const { project, width, height } = projection;
  const patches = Object.values(seeds.patches);
  const { frame, land, swiss } = loadLandmass({ project, width, height, patches });
  const landSeeds = projectAll({ ...seeds.land, ...seeds.offboard }, project);
  const seaSeeds = projectAll(seeds.sea, project);
  const { kept, decor } = splitIslands(land, Object.values(landSeeds).flat(), Object.values(seaSeeds).flat(), seeds.minIslandArea);
  const sea = polygonClipping.difference(frame, kept);
  const playableLand = polygonClipping.difference(kept, swiss);

  const shapes = {
    ...partition(playableLand, landSeeds, [width, height], seeds.wobble),
    ...partition(sea, seaSeeds, [width, height], seeds.wobble),
    swi: polygonClipping.intersection(kept, swiss),
  };
  const kindById = Object.fromEntries(map.provinces.map((p) => [p.id, p.kind]));
  const kindOf = (id) => kindById[id] ?? 'offboard';
  const offboardLand = Object.keys(seeds.offboard).map((id) => shapes[id]).flat();
  for (const id of Object.keys(seeds.offboard)) delete shapes[id];
  decor.push(...offboardLand);
  decor.forEach((polygon, i) => { shapes[`offboard-${String(i).padStart(2, '0')}`] = [polygon]; });
  const { shapes: simplified, meshes } = buildTopology(shapes, kindOf, { simplifyArea: 1.8, decimals: 1 });
  return { shapes: simplified, kindOf, meshes };
}
