// Kinds, coasts and edges of a generated board, read off its drawing (lib/adjacency.mjs):
// - a land province bordering a sea is a coast;
// - `army` edges join land and coast provinces sharing a border of at least minBorder;
// - `fleet` edges join seas to seas and to coasts they border, and two coasts whose shared border
//   reaches the sea (the end of one's coastline is the end of the other's);
// - a coast province whose coastline is broken into separate stretches of its mainland (Panama:
//   one on the Caribbean, one on the Pacific) has one coast per stretch, named by its direction
//   (`nc`, `sc`, ...), unless it is listed as a canal (rule 17), whose fleets pass between its seas;
//   an island of the province joins the stretch that shares a sea with it.
// - `pole`: the shapes running along the top edge (the north pole) for at least minBorder.
import { allBorders, alongTop, coastRuns, edgeOwners, pairKey } from './adjacency.mjs';
import { polygonArea } from './geometry.mjs';

const DIRECTIONS = [['ec', 'East Coast'], ['nc', 'North Coast'], ['wc', 'West Coast'], ['sc', 'South Coast']];
const DIRECTIONS_8 = [['ec', 'East Coast'], ['nec', 'North-East Coast'], ['nc', 'North Coast'], ['nwc', 'North-West Coast'],
  ['wc', 'West Coast'], ['swc', 'South-West Coast'], ['sc', 'South Coast'], ['sec', 'South-East Coast']];

function centroid(polygon) {
  const ring = polygon[0];
  let a = 0, x = 0, y = 0;
  for (let i = 1; i < ring.length; i++) {
    const [p, q] = [ring[i - 1], ring[i]];
    const c = p[0] * q[1] - q[0] * p[1];
    a += c; x += (p[0] + q[0]) * c; y += (p[1] + q[1]) * c;
  }
  return a ? [x / (3 * a), y / (3 * a)] : ring[0];
}

/** The middle of a run of coastline (by length). */
function runMiddle(points) {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
  let walked = 0;
  for (let i = 1; i < points.length; i++) {
    const step = Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
    if (walked + step >= total / 2 && step > 0) {
      const t = (total / 2 - walked) / step;
      return [points[i - 1][0] + t * (points[i][0] - points[i - 1][0]), points[i - 1][1] + t * (points[i][1] - points[i - 1][1])];
    }
    walked += step;
  }
  return points[0];
}

/** Names for coasts by the direction of their middles from `centre` (y down is south). */
function nameCoasts(centre, middles) {
  const angle = ([x, y]) => Math.atan2(centre[1] - y, x - centre[0]);
  for (const table of [DIRECTIONS, DIRECTIONS_8]) {
    const names = middles.map((m) => table[Math.round(((angle(m) / (2 * Math.PI)) * table.length + table.length) % table.length) % table.length]);
    if (new Set(names.map((n) => n[0])).size === names.length) return names;
  }
  return middles.map((_, i) => [`c${i + 1}`, `Coast ${i + 1}`]);
}

/** The stretches of coastline of one land province grouped into coasts: [{runs, seas: {sea: length}}]. */
function groupCoasts(shape, runs, single) {
  if (!runs.length) return [];
  const areas = shape.map(polygonArea);
  const main = areas.indexOf(Math.max(...areas));
  const mainland = runs.filter((r) => r.polygon === main);
  if (single || mainland.length <= 1) return [merge(runs)];
  const groups = mainland.map((r) => [r]);
  for (const island of runs.filter((r) => r.polygon !== main)) {
    const shared = (g) => g.reduce((s, r) => s + Object.keys(island.seas).filter((sea) => r.seas[sea]).length, 0);
    let best = 0;
    groups.forEach((g, i) => { if (shared(g) > shared(groups[best])) best = i; });
    groups[best].push(island);
  }
  return groups.map(merge);
}

function merge(runs) {
  const seas = {};
  for (const r of runs) for (const [sea, length] of Object.entries(r.seas)) seas[sea] = (seas[sea] ?? 0) + length;
  return { runs, seas, ends: new Set(runs.flatMap((r) => r.ends)) };
}

/**
 * shapes: {id: multipolygon} (off-board land included); kinds: {id: 'sea' | 'land' | 'impassable'}
 * for the provinces. options: {width, wraps, minBorder, canals: ids that keep one coast}.
 * Returns {kinds, army, fleet, coasts, pole, problems}: kinds with 'coast'; army and fleet as
 * {id: sorted list} (a split coast's fleet edges under coasts[id][c].fleet, its locations
 * written `id/c`); coasts[id]: {c: {name, fleet, point, runs: its stretches of coastline}}.
 */
export function deriveAdjacency(shapes, kinds, { width, wraps, minBorder, canals = [] }) {
  const borders = allBorders(shapes, { width, wraps, keep: (id) => kinds[id] && kinds[id] !== 'impassable' });
  const owners = edgeOwners(shapes);
  const isSea = (id) => kinds[id] === 'sea';
  const neighbours = {};
  for (const [pair, length] of borders) {
    if (length < minBorder) continue;
    const [a, b] = pair.split('-');
    (neighbours[a] ??= new Set()).add(b);
    (neighbours[b] ??= new Set()).add(a);
  }
  const ids = Object.keys(kinds).sort();
  const kind = {};
  for (const id of ids) kind[id] = kinds[id] === 'land' && [...(neighbours[id] ?? [])].some(isSea) ? 'coast' : kinds[id];
  const coastsOf = {};
  for (const id of ids.filter((i) => kind[i] === 'coast')) {
    const runs = coastRuns(shapes[id], owners, isSea).filter((r) => r.length >= minBorder);
    coastsOf[id] = groupCoasts(shapes[id], runs, canals.includes(id));
  }
  const problems = [];
  const fleetEnds = fleetLocations(ids, kind, neighbours, coastsOf, shapes, problems);
  const army = {}, fleet = {};
  for (const id of ids) {
    if (kind[id] === 'land' || kind[id] === 'coast') army[id] = [...(neighbours[id] ?? [])].filter((n) => kind[n] === 'land' || kind[n] === 'coast').sort();
  }
  const add = (from, to) => { (fleet[from] ??= new Set()).add(to); (fleet[to] ??= new Set()).add(from); };
  for (const id of ids.filter(isSea)) {
    for (const n of neighbours[id] ?? []) {
      if (isSea(n)) add(id, n);
      else if (kind[n] === 'coast') for (const loc of fleetEnds.seaTo(n, id)) add(id, loc);
    }
  }
  for (const [a, b] of fleetEnds.coastPairs) add(a, b);
  for (const id of Object.keys(fleet)) fleet[id] = [...fleet[id]].sort();
  const top = alongTop(shapes);
  const pole = ids.filter((id) => (top[id] ?? 0) >= minBorder);
  checkPole(pole, neighbours, problems);
  return { kind, army, fleet, coasts: fleetEnds.coasts, pole, borders, problems };
}

/** Where fleets stand in each coast province (itself, or its named coasts), and the coast-to-coast edges. */
function fleetLocations(ids, kind, neighbours, coastsOf, shapes, problems) {
  const coasts = {};
  const locOf = {};
  for (const id of ids.filter((i) => kind[i] === 'coast')) {
    const groups = coastsOf[id];
    if (groups.length <= 1) { locOf[id] = groups.map((g) => ({ loc: id, group: g })); continue; }
    const areas = shapes[id].map(polygonArea);
    const centre = centroid(shapes[id][areas.indexOf(Math.max(...areas))]);
    const middles = groups.map((g) => runMiddle(g.runs[0].points));
    const names = nameCoasts(centre, middles);
    coasts[id] = {};
    locOf[id] = groups.map((g, i) => {
      coasts[id][names[i][0]] = { name: names[i][1], point: middles[i].map((v) => Math.round(v * 10) / 10), runs: g.runs.map((r) => r.points) };
      return { loc: `${id}/${names[i][0]}`, group: g };
    });
  }
  const seaTo = (id, sea) => {
    const options = locOf[id] ?? [];
    const reached = options.filter((o) => (o.group.seas[sea] ?? 0) > 0);
    if (!reached.length) problems.push(`${id}: borders ${sea} but no stretch of its coastline does`);
    if (reached.length <= 1) return reached.map((o) => o.loc);
    const long = reached.filter((o) => o.group.seas[sea] >= 8);
    return (long.length ? long : [reached.sort((a, b) => b.group.seas[sea] - a.group.seas[sea])[0]]).map((o) => o.loc);
  };
  const coastPairs = [];
  for (const a of ids.filter((i) => kind[i] === 'coast')) {
    for (const b of [...(neighbours[a] ?? [])].filter((n) => kind[n] === 'coast' && a < n).sort()) {
      for (const x of locOf[a]) for (const y of locOf[b]) {
        if ([...x.group.ends].some((e) => y.group.ends.has(e))) coastPairs.push([x.loc, y.loc]);
      }
    }
  }
  for (const id of Object.keys(coasts)) {
    for (const c of Object.keys(coasts[id])) coasts[id][c].fleet = [];
  }
  return { coasts, seaTo, coastPairs };
}

/** Provinces touching one pole may border each other only as a ring or a path: each at most two. */
function checkPole(pole, neighbours, problems) {
  for (const id of pole) {
    const round = pole.filter((other) => neighbours[id]?.has(other));
    if (round.length > 2) problems.push(`${id}: touches the pole and borders ${round.length} others that do (${round.join(', ')})`);
  }
}

/** Fills each split coast's own fleet list from the fleet edges (`id/c` entries), and removes them from the province's list. */
export function splitFleetLists(fleet, coasts) {
  for (const id of Object.keys(coasts)) {
    for (const c of Object.keys(coasts[id])) coasts[id][c].fleet = [...(fleet[`${id}/${c}`] ?? [])].sort();
    for (const c of Object.keys(coasts[id])) delete fleet[`${id}/${c}`];
    delete fleet[id];
  }
  return { fleet, coasts };
}

export { pairKey };
