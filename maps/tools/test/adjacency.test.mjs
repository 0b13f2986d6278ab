// The drawing agrees with the rules: shared borders == map.json adjacency.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadAll, expectNone } from './helpers.mjs';
import { compareWithRules, IMPASSABLE_NEIGHBOURS } from '../lib/borders.mjs';
import { distanceToBoundary } from '../lib/geometry.mjs';
import { MIN_BORDER } from '../lib/constants.mjs';

const { board, layout, map } = loadAll();
const shapes = Object.fromEntries(Object.entries(board.provinces).map(([id, p]) => [id, [p.rings]]));

test('every province of map.json is drawn once, with its kind as class', () => {
  const problems = [];
  for (const p of map.provinces) {
    if (!board.provinces[p.id]) problems.push(`${p.id} not drawn`);
    else if (board.provinces[p.id].kind !== p.kind) problems.push(`${p.id} drawn as ${board.provinces[p.id].kind}, map.json says ${p.kind}`);
  }
  for (const id of Object.keys(board.provinces)) if (!map.provinces.some((p) => p.id === id)) problems.push(`${id} drawn but not in map.json`);
  assert.deepEqual(problems, []);
});

test('adjacent provinces share a visible border; others share at most a point', (t) => {
  const report = compareWithRules(shapes, map, { minLength: MIN_BORDER, connectors: layout.connectors });
  t.diagnostic(`${report.matched.length} pairs share a border of at least ${MIN_BORDER} units ` +
    `(${report.ruleCount} rule pairs + ${IMPASSABLE_NEIGHBOURS.swi.length} Switzerland), ${report.viaConnector.length} via connectors`);
  assert.equal(report.ruleCount, 206, 'map.json should give 206 adjacent pairs');
  expectNone(t, [...report.missing.map((m) => `missing: ${m}`), ...report.extra.map((e) => `extra: ${e}`)], 'border differences');
});

test('Switzerland is impassable and touches only bur, mar, mun, pie, tyr', () => {
  assert.equal(board.provinces.swi.kind, 'impassable');
  const swiss = map.provinces.find((p) => p.id === 'swi');
  assert.ok(!swiss.army?.length && !swiss.fleet?.length, 'swi must have no adjacency in map.json');
});

/** Provinces whose boundary runs within `tolerance` of the coast shape's boundary for at least `minLength`. */
function touchedBy(coastRings, parent, tolerance = 0.8, minLength = 4) {
  const counts = {};
  for (const ring of coastRings) for (let i = 1; i < ring.length; i++) {
    const [a, b] = [ring[i - 1], ring[i]];
    const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]));
    for (let k = 0; k < n; k++) {
      const p = [a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n];
      for (const [id, multi] of Object.entries(shapes)) {
        if (id !== parent && distanceToBoundary(p, multi) <= tolerance) counts[id] = (counts[id] ?? 0) + 1;
      }
    }
  }
  return new Set(Object.keys(counts).filter((id) => counts[id] >= minLength));
}

test('every split coast touches exactly its fleet neighbours', (t) => {
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
