// Province shapes in board coordinates: land, sea, impassable land and off-board islands.
import polygonClipping from 'polygon-clipping';
import { splitIslands } from './landmass.mjs';
import { partition } from './partition.mjs';
import { buildTopology } from './topology.mjs';
import { landClippers } from './worldland.mjs';
import { contractShortBorders } from './contract.mjs';

const projectAll = (byId, project) =>
  Object.fromEntries(Object.entries(byId).map(([id, points]) => [id, points.map(project)]));

/**
 * terrain: from lib/terrain.mjs. Returns {shapes: {id: multipolygon}, kindOf: id -> kind, meshes}:
 * simplified, rounded shapes sharing exact borders. Kinds follow map.json ("sea", "land",
 * "coast", "impassable"); off-board land (islands, Libya/Egypt) has ids "offboard-NN" and kind "offboard".
 * `seeds.seaWobble`, if given, is the seas' border meander (wide open-ocean zones: longer waves).
 * With `seeds.minBorder` (a generated board), shared borders shorter than it are pulled into a
 * point (lib/contract.mjs); `contracted` lists them.
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

  const quick = terrain.wrap && { land: landClippers(playableLand, frame).land, water: landClippers(kept, frame).water };
  const shapes = {
    ...partition(playableLand, landSeeds, [width, height], seeds.wobble, quick ? { clip: quick.land } : {}),
    ...partition(sea, seaSeeds, [width, height], seeds.seaWobble ?? seeds.wobble, quick ? { clip: quick.water, wrap: terrain.wrap } : {}),
  };
  for (const [id, region] of Object.entries(impassable)) shapes[id] = polygonClipping.intersection(kept, region);
  const kindById = Object.fromEntries(map.provinces.map((p) => [p.id, p.kind]));
  const kindOf = (id) => kindById[id] ?? 'offboard';
  const offboardLand = Object.keys(offboardSeeds).map((id) => shapes[id]).flat();
  for (const id of Object.keys(offboardSeeds)) delete shapes[id];
  decor.push(...offboardLand);
  decor.forEach((polygon, i) => { shapes[`offboard-${String(i).padStart(2, '0')}`] = [polygon]; });
  const { shapes: simplified, meshes } = buildTopology(shapes, kindOf, { simplifyArea: seeds.simplifyArea ?? 1.8, decimals: 1 });
  if (!seeds.minBorder) return { shapes: simplified, kindOf, meshes };
  // Pulling one short border to a point can leave another short: again until none is left.
  let tidy = { shapes: simplified, meshes, contracted: [] };
  for (let pass = 0; pass < 4; pass++) {
    const next = contractShortBorders(tidy.shapes, tidy.meshes, seeds.minBorder, (id) => kindOf(id) === 'offboard');
    tidy = { ...next, contracted: [...tidy.contracted, ...next.contracted] };
    if (!next.contracted.length) break;
  }
  return { shapes: tidy.shapes, kindOf, meshes: tidy.meshes, contracted: tidy.contracted };
}
