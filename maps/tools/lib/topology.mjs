// Shared borders: node all rings against each other's vertices, build a TopoJSON
// topology (each border stored once), simplify it without breaking shared arcs,
// and read back rounded multipolygons and border meshes.
import { topology } from 'topojson-server';
import { feature, mesh } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import { round, ringArea } from './geometry.mjs';

const CELL = 4;

/** Inserts into every edge the vertices of other rings that lie on it, so shared borders have identical vertices. */
function nodeRings(shapes) {
  const grid = new Map();
  const key = (x, y) => `${Math.floor(x / CELL)},${Math.floor(y / CELL)}`;
  for (const multi of Object.values(shapes)) {
    for (const polygon of multi) for (const ring of polygon) for (const p of ring) {
      const k = key(p[0], p[1]);
      if (!grid.has(k)) grid.set(k, []);
      grid.get(k).push(p);
    }
  }
  const eps = 1e-6;
  const noded = {};
  for (const [id, multi] of Object.entries(shapes)) {
    noded[id] = multi.map((polygon) => polygon.map((ring) => {
      const out = [ring[0]];
      for (let i = 1; i < ring.length; i++) {
        const a = ring[i - 1], b = ring[i];
        const extra = pointsOnSegment(grid, a, b, eps);
        out.push(...extra, b);
      }
      return out;
    }));
  }
  return noded;
}

function pointsOnSegment(grid, a, b, eps) {
  const dx = b[0] - a[0], dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return [];
  const found = new Map();
  const [gx0, gx1] = [Math.floor(Math.min(a[0], b[0]) / CELL), Math.floor(Math.max(a[0], b[0]) / CELL)];
  const [gy0, gy1] = [Math.floor(Math.min(a[1], b[1]) / CELL), Math.floor(Math.max(a[1], b[1]) / CELL)];
  for (let gx = gx0; gx <= gx1; gx++) for (let gy = gy0; gy <= gy1; gy++) {
    for (const p of grid.get(`${gx},${gy}`) ?? []) {
      const t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2;
      if (t <= 1e-9 || t >= 1 - 1e-9) continue;
      const cross = Math.abs(dx * (p[1] - a[1]) - dy * (p[0] - a[0])) / Math.sqrt(len2);
      if (cross < eps) found.set(`${p[0]},${p[1]}`, { p, t });
    }
  }
  return [...found.values()].sort((u, v) => u.t - v.t).map((f) => f.p);
}

function roundMulti(multi, decimals) {
  const out = [];
  for (const polygon of multi) {
    const rings = [];
    for (const ring of polygon) {
      const r = [];
      for (const [x, y] of ring) {
        const p = [round(x, decimals), round(y, decimals)];
        const last = r[r.length - 1];
        if (!last || last[0] !== p[0] || last[1] !== p[1]) r.push(p);
      }
      if (r.length >= 4 && Math.abs(ringArea(r)) > 0.5) rings.push(r);
    }
    if (rings.length) out.push(rings);
  }
  return out;
}

const toMultiCoords = (geometry) => !geometry ? [] : geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
const lines = (geometry) => geometry.coordinates;

/**
 * shapes: {id: multipolygon}; kindOf(id) -> 'sea'|'land'|'coast'|'impassable'|'offboard'.
 * Returns rounded simplified shapes and border meshes (arrays of polylines).
 */
export function buildTopology(shapes, kindOf, { simplifyArea, decimals }) {
  const noded = nodeRings(shapes);
  const ids = Object.keys(noded).sort();
  const collection = {
    type: 'FeatureCollection',
    features: ids.map((id) => ({ type: 'Feature', id, properties: {}, geometry: { type: 'MultiPolygon', coordinates: noded[id] } })),
  };
  let topo = topology({ shapes: collection }, 1e6);
  topo = simplify(presimplify(topo), simplifyArea);
  const object = topo.objects.shapes;
  const result = {};
  for (const geometry of object.geometries) {
    result[geometry.id] = roundMulti(toMultiCoords(feature(topo, geometry).geometry), decimals);
  }
  const isSea = (g) => kindOf(g.id) === 'sea';
  const isOff = (g) => kindOf(g.id) === 'offboard';
  const meshes = {
    landBorders: lines(mesh(topo, object, (a, b) => a !== b && !isSea(a) && !isSea(b))),
    seaBorders: lines(mesh(topo, object, (a, b) => a !== b && isSea(a) && isSea(b))),
    coastline: lines(mesh(topo, object, (a, b) => (a === b ? isOff(a) : isSea(a) !== isSea(b)))),
  };
  for (const name of Object.keys(meshes)) {
    meshes[name] = meshes[name].map((line) => line.map(([x, y]) => [round(x, decimals), round(y, decimals)]));
  }
  return { shapes: result, meshes };
}
