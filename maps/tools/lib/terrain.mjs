// The land a board is drawn on, and how its seeds become board units: Natural Earth
// through a projection (the standard board), or hand-drawn in board units (the cat board).
import { makeProjection } from './projection.mjs';
import { loadLandmass } from './landmass.mjs';
import { handDrawnLand } from './handdrawn.mjs';
import { makeWorldProjection } from './worldprojection.mjs';
import { loadWorldLand } from './worldland.mjs';

/**
 * kind: "natural-earth" or "hand-drawn" (lib/boards.mjs). Returns {projection: {project, width,
 * height}, frame, land, impassable: {id: region}}: land as a multipolygon in board units, and
 * regions cut out of it as impassable provinces (Switzerland). A world board (Das Dippyspiel:
 * `projection.kind` "world") also has `wrap`: its left and right edges are one meridian.
 */
export function loadTerrain(kind, seeds) {
  if (kind === 'natural-earth' && seeds.projection.kind === 'world') return worldTerrain(seeds);
  if (kind === 'natural-earth') {
    const projection = makeProjection(seeds.projection);
    const { frame, land, swiss } = loadLandmass({ ...projection, patches: Object.values(seeds.patches) });
    return { projection, frame, land, impassable: { swi: swiss } };
  }
  if (kind === 'hand-drawn') {
    const [width, height] = seeds.size;
    return { projection: { project: (point) => point, width, height }, ...handDrawnLand(seeds) };
  }
  throw new Error(`unknown kind of land '${kind}'`);
}

/** The whole world (lib/worldprojection.mjs, lib/worldland.mjs); its lakes are impassable. */
function worldTerrain(seeds) {
  const projection = makeWorldProjection(seeds.projection);
  const lakes = Object.fromEntries(Object.entries(seeds.lakes ?? {}).map(([id, lake]) => [id, lake.at]));
  const { frame, land, impassable } = loadWorldLand(projection, { south: seeds.projection.south, lakes });
  return { projection, frame, land, impassable, wrap: { band: seeds.projection.width / 8 } };
}
