// The drawing agrees with the rules: shared borders == map.json adjacency.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadAll, expectNone, boardNames, boardConfig, EXPECTED } from './helpers.mjs';
import { compareWithRules } from '../lib/borders.mjs';
import { bbox, bboxesTouch, distanceToBoundary } from '../lib/geometry.mjs';

/** The box round every ring (holes and islands too). */
const ringsBox = (rings) => bbox(rings.map((r) => [r]));
import { MIN_BORDER } from '../lib/constants.mjs';

for (const name of boardNames) {
  const { board, layout, map } = loadAll(name);
  const { impassableNeighbours } = boardConfig(name);
  const shapes = Object.fromEntries(Object.entries(board.provinces).map(([id, p]) => [id, [p.rings]]));

  test(`${name}: every province of map.json is drawn once, with its kind as class`, () => {
    const problems = [];
    for (const p of map.provinces) {
      if (!board.provinces[p.id]) problems.push(`${p.id} not drawn`);
      else if (board.provinces[p.id].kind !== p.kind) problems.push(`${p.id} drawn as ${board.provinces[p.id].kind}, map.json says ${p.kind}`);
    }
    for (const id of Object.keys(board.provinces)) if (!map.provinces.some((p) => p.id === id)) problems.push(`${id} drawn but not in map.json`);
    assert.deepEqual(problems, []);
  });

  test(`${name}: adjacent provinces share a visible border; others share at most a point`, (t) => {
    const wrapWidth = layout.wraps ? layout.viewBox[2] : 0;
    const report = compareWithRules(shapes, map, { minLength: MIN_BORDER, connectors: layout.connectors, impassable: impassableNeighbours, wrapWidth });
    const impassable = Object.values(impassableNeighbours).flat().length;
    t.diagnostic(`${report.matched.length} pairs share a border of at least ${MIN_BORDER} units ` +
      `(${report.ruleCount} rule pairs + ${impassable} of impassable land), ${report.viaConnector.length} via connectors`);
    const { rulePairs } = EXPECTED[name];
    assert.equal(report.ruleCount, rulePairs, `map.json should give ${rulePairs} adjacent pairs`);
    expectNone(t, [...report.missing.map((m) => `missing: ${m}`), ...report.extra.map((e) => `extra: ${e}`)], 'border differences');
  });

  test(`${name}: impassable land is drawn as such and has no adjacency in map.json`, () => {
    const impassable = map.provinces.filter((p) => p.kind === 'impassable').map((p) => p.id).sort();
    assert.deepEqual(impassable, Object.keys(impassableNeighbours).sort(), 'lib/boards.mjs lists the neighbours of each');
    for (const id of impassable) {
      assert.equal(board.provinces[id].kind, 'impassable');
      const province = map.provinces.find((p) => p.id === id);
      assert.ok(!province.army?.length && !province.fleet?.length, `${id} must have no adjacency in map.json`);
    }
  });

  /** Provinces whose boundary runs within `tolerance` of the coast shape's boundary for at least `minLength`. */
  function touchedBy(coastRings, parent, tolerance = 0.8, minLength = 4) {
    const counts = {};
    const box = ringsBox(coastRings);
    const near = Object.fromEntries(Object.entries(shapes).filter(([, multi]) => bboxesTouch(ringsBox(multi.flat()), box, 2)));
    for (const ring of coastRings) for (let i = 1; i < ring.length; i++) {
      const [a, b] = [ring[i - 1], ring[i]];
      const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]));
      for (let k = 0; k < n; k++) {
        const p = [a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n];
        for (const [id, multi] of Object.entries(near)) {
          if (id !== parent && distanceToBoundary(p, multi) <= tolerance) counts[id] = (counts[id] ?? 0) + 1;
        }
      }
    }
    return new Set(Object.keys(counts).filter((id) => counts[id] >= minLength));
  }

  test(`${name}: every split coast touches exactly its fleet neighbours`, (t) => {
    const problems = [];
    for (const province of map.provinces.filter((p) => p.coasts)) {
      for (const [coast, { fleet }] of Object.entries(province.coasts)) {
        const id = `${province.id}/${coast}`;
        if (!board.coasts[id]) { problems.push(`${id}: no data-coast shape`); continue; }
        const touched = touchedBy(board.coasts[id], province.id);
        const expected = new Set(fleet.map((n) => n.split('/')[0]));
        for (const n of expected) if (!touched.has(n)) problems.push(`${id}: does not reach ${n}`);
        for (const n of touched) {
          if (!expected.has(n) && board.provinces[n].kind === 'sea') problems.push(`${id}: touches sea ${n}, not a fleet neighbour`);
        }
        t.diagnostic(`${id} touches ${[...touched].sort().join(' ')}`);
      }
    }
    expectNone(t, problems, 'coast differences');
  });
}
