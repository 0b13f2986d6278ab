// Room for every province of a crowded list: seeds of different provinces closer than `min`
// board units are pushed apart, each by at most `maxShift` from where the list put it and never
// off the land it stands on, so every Voronoi cell is wide enough for a piece. Deterministic.
import { bbox, insidePolygon } from './geometry.mjs';

/**
 * seeds: {id: [[x, y], ...]} in board units; land: multipolygon. Returns {seeds, moved: [{id,
 * by}]} with the new positions (land: the kept land polygons; a seed on none stays).
 */
export function spreadSeeds(seeds, land, { min, maxShift, passes }) {
  const boxes = land.map((polygon) => bbox([polygon]));
  const within = (p, i) => p[0] >= boxes[i][0] && p[0] <= boxes[i][2] && p[1] >= boxes[i][1] && p[1] <= boxes[i][3] && insidePolygon(p, land[i]);
  const home = (p) => land.findIndex((_, i) => within(p, i));
  const items = Object.keys(seeds).sort().flatMap((id) => seeds[id].map((p) => ({ id, from: p, p: [...p], on: home(p) })));
  const cell = min * 2;
  for (let pass = 0; pass < passes; pass++) {
    const grid = new Map();
    const at = (x, y) => `${Math.floor(x / cell)},${Math.floor(y / cell)}`;
    items.forEach((it, i) => { const k = at(...it.p); if (!grid.has(k)) grid.set(k, []); grid.get(k).push(i); });
    const push = items.map(() => [0, 0]);
    items.forEach((a, i) => {
      const [cx, cy] = [Math.floor(a.p[0] / cell), Math.floor(a.p[1] / cell)];
      for (let gx = cx - 1; gx <= cx + 1; gx++) for (let gy = cy - 1; gy <= cy + 1; gy++) {
        for (const j of grid.get(`${gx},${gy}`) ?? []) {
          const b = items[j];
          if (j <= i || a.id === b.id) continue;
          const d = Math.hypot(b.p[0] - a.p[0], b.p[1] - a.p[1]);
          if (d >= min || d === 0) continue;
          const f = (min - d) / (2 * d) * 0.5;
          const [dx, dy] = [(b.p[0] - a.p[0]) * f, (b.p[1] - a.p[1]) * f];
          push[i][0] -= dx; push[i][1] -= dy; push[j][0] += dx; push[j][1] += dy;
        }
      }
    });
    items.forEach((it, i) => {
      if (!push[i][0] && !push[i][1]) return;
      let q = [it.p[0] + push[i][0], it.p[1] + push[i][1]];
      const off = Math.hypot(q[0] - it.from[0], q[1] - it.from[1]);
      if (off > maxShift) q = [it.from[0] + ((q[0] - it.from[0]) * maxShift) / off, it.from[1] + ((q[1] - it.from[1]) * maxShift) / off];
      if (it.on >= 0 && within(q, it.on)) it.p = q;
    });
  }
  const out = {};
  for (const it of items) (out[it.id] ??= []).push(it.p);
  const moved = items.map((it) => ({ id: it.id, by: Math.hypot(it.p[0] - it.from[0], it.p[1] - it.from[1]) })).filter((m) => m.by > 0.5);
  return { seeds: out, moved };
}
