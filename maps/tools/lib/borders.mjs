// Which drawn shapes share a border, and how long it is. Shapes that share a
// border have identical vertices along it (one topology arc), so shared edges
// can be matched exactly.

/** shapes: {id: multipolygon}; returns Map "a-b" (sorted ids) -> shared length. */
export function sharedBorders(shapes) {
  const owners = new Map();
  for (const id of Object.keys(shapes).sort()) {
    for (const polygon of shapes[id]) for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const a = ring[i - 1].join(','), b = ring[i].join(',');
        const key = a < b ? `${a}|${b}` : `${b}|${a}`;
        if (!owners.has(key)) owners.set(key, { length: Math.hypot(ring[i][0] - ring[i - 1][0], ring[i][1] - ring[i - 1][1]), ids: new Set() });
        owners.get(key).ids.add(id);
      }
    }
  }
  const lengths = new Map();
  for (const { length, ids } of owners.values()) {
    const list = [...ids].sort();
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) {
      const pair = `${list[i]}-${list[j]}`;
      lengths.set(pair, (lengths.get(pair) ?? 0) + length);
    }
  }
  return lengths;
}

/** The stretches [y0, y1] of each shape's outline lying on the vertical line x = at. */
function onEdge(shapes, at) {
  const out = {};
  for (const id of Object.keys(shapes).sort()) {
    for (const polygon of shapes[id]) for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const [a, b] = [ring[i - 1], ring[i]];
        if (a[0] === at && b[0] === at && a[1] !== b[1]) (out[id] ??= []).push([Math.min(a[1], b[1]), Math.max(a[1], b[1])]);
      }
    }
  }
  return out;
}

/** Pairs bordering across the seam: Map "a-b" -> the length of edge they share, a on one edge and b on the other. */
export function seamBorders(shapes, width) {
  const left = onEdge(shapes, 0), right = onEdge(shapes, width);
  const lengths = new Map();
  for (const a of Object.keys(left)) for (const b of Object.keys(right)) {
    if (a === b) continue;
    let overlap = 0;
    for (const [p0, p1] of left[a]) for (const [q0, q1] of right[b]) overlap += Math.max(0, Math.min(p1, q1) - Math.max(p0, q0));
    if (overlap > 0) lengths.set([a, b].sort().join('-'), (lengths.get([a, b].sort().join('-')) ?? 0) + overlap);
  }
  return lengths;
}

/** Pairs of provinces adjacent in map.json (army or fleet, coasts merged). */
export function ruleAdjacency(map) {
  const pairs = new Set();
  const base = (loc) => loc.split('/')[0];
  const add = (a, b) => { if (a !== b) pairs.add([a, b].sort().join('-')); };
  for (const province of map.provinces) {
    for (const n of province.army ?? []) add(province.id, base(n));
    for (const n of province.fleet ?? []) add(province.id, base(n));
    for (const coast of Object.values(province.coasts ?? {})) for (const n of coast.fleet) add(province.id, base(n));
  }
  return pairs;
}

/**
 * Compares drawn borders with map.json. A rule pair must share a border of at least
 * `minLength` (or be joined by a listed connector); any other pair may share at most a point.
 * `impassable`: {id: [neighbours]}, impassable land (Switzerland) drawn touching provinces it has no rule edges to.
 * `wrapWidth`: a board whose left and right edges are one line (the seam) also counts the
 * borders across it (seamBorders).
 */
export function compareWithRules(shapes, map, { minLength, connectors = [], impassable = {}, wrapWidth = 0 }) {
  const drawn = sharedBorders(shapes);
  if (wrapWidth) for (const [pair, length] of seamBorders(shapes, wrapWidth)) drawn.set(pair, (drawn.get(pair) ?? 0) + length);
  const rules = ruleAdjacency(map);
  const expected = new Set(rules);
  for (const [id, list] of Object.entries(impassable)) for (const n of list) expected.add([id, n].sort().join('-'));
  const connected = new Set(connectors.map((c) => [...c.between].sort().join('-')));
  const missing = [], matched = [], viaConnector = [];
  for (const pair of [...expected].sort()) {
    const length = drawn.get(pair) ?? 0;
    if (length >= minLength) matched.push(pair);
    else if (connected.has(pair)) viaConnector.push(pair);
    else missing.push(`${pair} (shared ${length.toFixed(1)})`);
  }
  const extra = [...drawn.keys()].filter((pair) => !expected.has(pair)).sort()
    .map((pair) => `${pair} (shared ${drawn.get(pair).toFixed(1)})`);
  return { ruleCount: rules.size, matched, viaConnector, missing, extra, drawn };
}
