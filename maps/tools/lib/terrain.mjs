// The land a board is drawn on, and how its seeds become board units: Natural Earth
// through a projection (the standard board), or hand-drawn in board units (the cat board).
import { makeProjection } from './projection.mjs';
import { loadLandmass } from './landmass.mjs';
import { handDrawnLand } from './handdrawn.mjs';

/**
 * kind: "natural-earth" or "hand-drawn" (lib/boards.mjs). Returns {projection: {project, width,
 * height}, frame, land, impassable: {id: region}}: land as a multipolygon in board units, and
 * regions cut out of it as impassable provinces (Switzerland).
 */
export function loadTerrain(kind, seeds) {
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
