// Sea seeds for a world board, invented where the list gives none: points spread over the water
// at a density like the coastal provinces beside them (sparser the farther from land), a row of
// polar seas along the top edge (the north pole), mirrored across the seam so that the seam is a
// border between seas (lib/partition.mjs draws the seas periodically), then relaxed (Lloyd) so
// the zones are round. All in board units; deterministic.

/** Rows of `cell` units: for each row centre, the x spans inside `multi` (even-odd). */
export function rasterise(multi, width, height, cell) {
  const cols = Math.ceil(width / cell), rows = Math.ceil(height / cell);
  const mask = new Uint8Array(cols * rows);
  const edges = [];
  for (const polygon of multi) for (const ring of polygon) for (let i = 1; i < ring.length; i++) edges.push([ring[i - 1], ring[i]]);
  const byRow = Array.from({ length: rows }, () => []);
  for (const [a, b] of edges) {
    const r0 = Math.max(0, Math.ceil(Math.min(a[1], b[1]) / cell - 0.5)), r1 = Math.min(rows - 1, Math.floor(Math.max(a[1], b[1]) / cell - 0.5));
    for (let r = r0; r <= r1; r++) byRow[r].push([a, b]);
  }
  for (let r = 0; r < rows; r++) {
    const y = (r + 0.5) * cell;
    const xs = [];
    for (const [a, b] of byRow[r]) if ((a[1] > y) !== (b[1] > y)) xs.push(a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const c0 = Math.max(0, Math.ceil(xs[k] / cell - 0.5)), c1 = Math.min(cols - 1, Math.floor(xs[k + 1] / cell - 0.5));
      for (let c = c0; c <= c1; c++) mask[r * cols + c] = 1;
    }
  }
  return { mask, cols, rows, cell };
}

/** Distance (units) from each cell to the nearest cell with mask 1 (two-pass chamfer, 1 and sqrt 2). */
export function distanceToMask({ mask, cols, rows, cell }) {
  const d = new Float64Array(cols * rows).map((_, i) => (mask[i] ? 0 : Infinity));
  const pass = (order, steps) => {
    for (const i of order) {
      const r = Math.floor(i / cols), c = i % cols;
      for (const [dr, dc, w] of steps) {
        const rr = r + dr, cc = c + dc;
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) d[i] = Math.min(d[i], d[rr * cols + cc] + w);
      }
    }
  };
  const all = Array.from({ length: cols * rows }, (_, i) => i);
  pass(all, [[-1, -1, Math.SQRT2], [-1, 0, 1], [-1, 1, Math.SQRT2], [0, -1, 1]]);
  pass(all.reverse(), [[1, 1, Math.SQRT2], [1, 0, 1], [1, -1, Math.SQRT2], [0, 1, 1]]);
  return d.map((v) => v * cell);
}

/** A bucket grid for nearest-point queries. */
class Buckets {
  constructor(size) { this.size = size; this.map = new Map(); }
  key(x, y) { return `${Math.floor(x / this.size)},${Math.floor(y / this.size)}`; }
  add(item) {
    const k = this.key(item.p[0], item.p[1]);
    if (!this.map.has(k)) this.map.set(k, []);
    this.map.get(k).push(item);
  }
  /** Items within `radius` of p. */
  near(p, radius) {
    const out = [];
    const n = Math.ceil(radius / this.size);
    const cx = Math.floor(p[0] / this.size), cy = Math.floor(p[1] / this.size);
    for (let i = cx - n; i <= cx + n; i++) for (let j = cy - n; j <= cy + n; j++) {
      for (const item of this.map.get(`${i},${j}`) ?? []) if (Math.hypot(item.p[0] - p[0], item.p[1] - p[1]) <= radius) out.push(item);
    }
    return out;
  }
}

/** For each land seed, the distance to the nearest seed of another province: how crowded the land is there. */
function landSpacing(landSeeds) {
  const all = Object.keys(landSeeds).sort().flatMap((id) => landSeeds[id].map((p) => ({ id, p })));
  const buckets = new Buckets(200);
  for (const item of all) buckets.add(item);
  return all.map((item) => {
    for (let radius = 200; ; radius *= 2) {
      const others = buckets.near(item.p, radius).filter((o) => o.id !== item.id);
      if (others.length || radius > 5000) {
        const d = Math.min(...others.map((o) => Math.hypot(o.p[0] - item.p[0], o.p[1] - item.p[1])), radius);
        return { p: item.p, spacing: d };
      }
    }
  });
}

/**
 * The water cells of the board with the target spacing of sea seeds there: the spacing of the
 * nearest land seeds, growing with the distance from the coast, between `min` and `max`.
 */
function waterCells(land, landSeeds, { width, height, cell, min, max, growth, coastFactor }) {
  const raster = rasterise(land, width, height, cell);
  const toLand = distanceToMask(raster);
  const spacing = landSpacing(landSeeds);
  const buckets = new Buckets(300);
  for (const s of spacing) buckets.add(s);
  const cells = [];
  for (let r = 0; r < raster.rows; r++) for (let c = 0; c < raster.cols; c++) {
    const i = r * raster.cols + c;
    if (raster.mask[i]) continue;
    const p = [(c + 0.5) * cell, (r + 0.5) * cell];
    let near = [];
    for (let radius = 300; !near.length && radius <= 2400; radius *= 2) near = buckets.near(p, radius);
    const coast = near.length ? Math.min(...near.map((s) => s.spacing)) * coastFactor : max;
    cells.push({ p, spacing: Math.min(max, Math.max(min, coast + growth * toLand[i])), toLand: toLand[i] });
  }
  return cells;
}

const mirror = (p, width) => [width - p[0], p[1]];

/**
 * Sea seeds in board units: [{p, spacing, fixed, twin}] (twin: its mirror image across the seam).
 * land: kept land (multipolygon); landSeeds: {id: [[x, y], ...]} in board units.
 * options: {width, height, cell, min, max, growth, coastFactor, pole: {count, depth, clear},
 * seam: the most distance from an edge within which seeds come in mirrored pairs (or their
 * spacing, if less), relax: Lloyd passes}.
 */
export function seaSeeds(land, landSeeds, options) {
  const { width, pole, seam } = options;
  const cells = waterCells(land, landSeeds, options).filter((c) => c.p[1] > pole.clear);
  const water = new Buckets(options.cell * 4);
  for (const c of cells) water.add(c);
  const isWater = (p) => water.near(p, options.cell * 0.75).length > 0;
  const seeds = [];
  const taken = new Buckets(200);
  const accept = (p, spacing, fixed) => { const s = { p, spacing, fixed }; seeds.push(s); taken.add(s); return s; };
  for (let i = 0; i < pole.count; i++) accept([(width * (i + 0.5)) / pole.count, pole.depth], width / pole.count, true);
  const order = [...cells].sort((a, b) => a.spacing - b.spacing || a.p[1] - b.p[1] || a.p[0] - b.p[0]);
  const free = (p, spacing) => taken.near(p, options.max).every((s) => Math.hypot(s.p[0] - p[0], s.p[1] - p[1]) >= (s.spacing + spacing) / 2);
  for (const c of order) {
    if (c.toLand < options.cell || !free(c.p, c.spacing)) continue;
    const nearSeam = c.p[0] < Math.min(seam, c.spacing) || c.p[0] > width - Math.min(seam, c.spacing);
    if (!nearSeam) { accept(c.p, c.spacing, false); continue; }
    const twin = mirror(c.p, width);
    if (Math.abs(twin[0] - c.p[0]) < c.spacing || !isWater(twin) || !free(twin, c.spacing)) continue;
    const a = accept(c.p, c.spacing, false), b = accept(twin, c.spacing, false);
    a.twin = b; b.twin = a;
  }
  for (let pass = 0; pass < options.relax; pass++) relax(seeds, cells, isWater, options);
  offshore(seeds, cells, options);
  return seeds;
}

/** Moves any seed nearer the land than two cells to the nearest water cell that is not (a seam pair together). */
function offshore(seeds, cells, { cell, width }) {
  const all = new Buckets(cell * 2);
  for (const c of cells) all.add(c);
  const cellAt = (p) => all.near(p, cell).sort((a, b) => Math.hypot(a.p[0] - p[0], a.p[1] - p[1]) - Math.hypot(b.p[0] - p[0], b.p[1] - p[1]))[0];
  const open = (p) => (cellAt(p)?.toLand ?? 0) >= 2 * cell;
  const buckets = new Buckets(cell * 8);
  for (const c of cells) if (c.toLand >= 2 * cell) buckets.add(c);
  for (const s of seeds) {
    if (s.fixed || (s.twin && s.p[0] > width / 2)) continue;
    const ok = (p) => open(p) && (!s.twin || open(mirror(p, width)));
    if (ok(s.p)) continue;
    let found = [];
    for (let radius = cell * 4; !found.length && radius < cell * 64; radius *= 2) found = buckets.near(s.p, radius).filter((c) => ok(c.p));
    if (!found.length) continue;
    const dist = (c) => Math.hypot(c.p[0] - s.p[0], c.p[1] - s.p[1]);
    s.p = found.sort((a, b) => dist(a) - dist(b) || a.p[1] - b.p[1] || a.p[0] - b.p[0])[0].p;
    if (s.twin) s.twin.p = mirror(s.p, width);
  }
}

/** The centroid of the water cells nearest each seed (the seed itself when it has none). */
function centroids(seeds, cells, max) {
  const buckets = new Buckets(200);
  seeds.forEach((s, i) => buckets.add({ p: s.p, i }));
  const sum = seeds.map(() => [0, 0, 0]);
  for (const c of cells) {
    let best = null, bestD = Infinity;
    for (let radius = 200; !best && radius <= 4 * max; radius *= 2) {
      for (const s of buckets.near(c.p, radius)) {
        const d = Math.hypot(s.p[0] - c.p[0], s.p[1] - c.p[1]);
        if (d < bestD || (d === bestD && s.i < best.i)) { bestD = d; best = s; }
      }
    }
    if (best) { sum[best.i][0] += c.p[0]; sum[best.i][1] += c.p[1]; sum[best.i][2] += 1; }
  }
  return seeds.map((s, i) => (sum[i][2] ? [sum[i][0] / sum[i][2], sum[i][1] / sum[i][2]] : s.p));
}

/** One Lloyd pass: each free seed to the centroid of the water nearest it; a seam pair moves as mirror images. */
function relax(seeds, cells, isWater, { width, max, pole }) {
  const target = centroids(seeds, cells, max).map(([x, y]) => [x, Math.max(y, pole.clear + 1)]);
  const index = new Map(seeds.map((s, i) => [s, i]));
  seeds.forEach((s, i) => {
    if (s.fixed || (s.twin && s.p[0] > width / 2)) return;
    let p = target[i];
    if (s.twin) {
      const t = mirror(target[index.get(s.twin)], width);
      p = [(p[0] + t[0]) / 2, (p[1] + t[1]) / 2];
      if (!isWater(mirror(p, width))) return;
    }
    if (!isWater(p)) return;
    s.p = p;
    if (s.twin) s.twin.p = mirror(p, width);
  });
}
