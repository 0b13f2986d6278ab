// Das Dippyspiel's board: the list, the drawing and map.json agree, and the world's own rules hold:
// the seam, the pole, the canals, the seas' names and the powers as the list gives them.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { loadAll, boardConfig, boardDir } from './helpers.mjs';
import { readList } from '../sketches/dippyspiel.mjs';
import { seamBorders } from '../lib/borders.mjs';
import { readMarkers } from '../lib/dippymap.mjs';
import { MIN_BORDER } from '../lib/constants.mjs';

const { board, layout, map } = loadAll('dippyspiel');
const config = boardConfig('dippyspiel');
const rows = readList();
const byId = Object.fromEntries(map.provinces.map((p) => [p.id, p]));
const shapes = Object.fromEntries(Object.entries(board.provinces).map(([id, p]) => [id, [p.rings]]));
const seeds = JSON.parse(fs.readFileSync(config.seedsPath, 'utf8'));
const base = (loc) => loc.split('/')[0];
/** Every edge of map.json as [from location, to location]. */
const edges = map.provinces.flatMap((p) => [
  ...(p.army ?? []).map((n) => ['army', p.id, n]),
  ...(p.fleet ?? []).map((n) => ['fleet', p.id, n]),
  ...Object.entries(p.coasts ?? {}).flatMap(([c, coast]) => coast.fleet.map((n) => ['fleet', `${p.id}/${c}`, n])),
]);

test('dippyspiel: every entry of the list is a land province of the board, and every land province an entry', () => {
  const listed = new Set(rows.map((r) => r.id));
  assert.equal(listed.size, rows.length, 'ids are unique across the continents');
  const land = map.provinces.filter((p) => p.kind === 'land' || p.kind === 'coast').map((p) => p.id);
  assert.deepEqual([...land].sort(), [...listed].sort());
  for (const r of rows) {
    assert.equal(byId[r.id].name, r.name, `${r.id}: its name`);
    assert.ok(board.provinces[r.id], `${r.id} is drawn`);
  }
  const seas = map.provinces.filter((p) => p.kind === 'sea').map((p) => p.id).sort();
  assert.deepEqual(seas, Object.keys(seeds.sea).sort(), 'the seas are the sketch\'s');
  assert.deepEqual(map.provinces.filter((p) => p.kind === 'impassable').map((p) => p.id), Object.keys(seeds.lakes), 'the only impassable province is the lake');
});

test('dippyspiel: every edge has its reverse, and joins provinces the drawing shows bordering', () => {
  const has = new Set(edges.map(([kind, a, b]) => `${kind} ${a} ${b}`));
  const missing = edges.filter(([kind, a, b]) => !has.has(`${kind} ${b} ${a}`)).map((e) => e.join(' '));
  assert.deepEqual(missing, []);
  for (const [kind, a, b] of edges) {
    const [pa, pb] = [byId[base(a)], byId[base(b)]];
    if (kind === 'army') assert.ok(pa.kind !== 'sea' && pb.kind !== 'sea', `army edge ${a}-${b} touches a sea`);
    else assert.ok(pa.kind !== 'land' && pb.kind !== 'land', `fleet edge ${a}-${b} goes inland`);
  }
});

test('dippyspiel: the north pole joins only neighbours round it (a ring), and nothing else touches it', (t) => {
  const pole = map.provinces.filter((p) => p.pole === 'north').map((p) => p.id);
  assert.ok(pole.length >= 3, 'seas along the top edge');
  assert.ok(pole.every((id) => id.startsWith('arc')), 'only Arctic seas touch the pole');
  const next = (id) => new Set(edges.filter(([, a]) => base(a) === id).map(([, , b]) => base(b)));
  for (const id of pole) {
    const round = pole.filter((o) => next(id).has(o));
    assert.equal(round.length, 2, `${id} borders ${round.join(', ')} of the polar seas: two, round the pole`);
  }
  const seen = new Set([pole[0]]);
  for (let at = pole[0]; ;) {
    const step = pole.find((o) => next(at).has(o) && !seen.has(o));
    if (!step) break;
    seen.add(step);
    at = step;
  }
  assert.equal(seen.size, pole.length, 'one ring through every polar sea');
  const top = Object.entries(shapes).filter(([id, multi]) => !pole.includes(id)
    && multi.flat().some((ring) => ring.some(([, y], i) => i > 0 && y === 0 && ring[i - 1][1] === 0 && Math.abs(ring[i][0] - ring[i - 1][0]) >= MIN_BORDER)));
  assert.deepEqual(top.map(([id]) => id), [], 'no other province runs along the top edge');
  t.diagnostic(`polar ring: ${[...seen].join(' ')}`);
});

test('dippyspiel: provinces on the two edges border each other across the seam', (t) => {
  const width = layout.viewBox[2];
  assert.equal(layout.wraps, true);
  const across = [...seamBorders(shapes, width)].filter(([, length]) => length >= MIN_BORDER).map(([pair]) => pair.split('-'));
  assert.ok(across.length >= 10, `${across.length} pairs across the seam`);
  const adjacent = new Set(edges.map(([, a, b]) => `${base(a)} ${base(b)}`));
  for (const [a, b] of across) assert.ok(adjacent.has(`${a} ${b}`), `${a} and ${b} meet across the seam but are not adjacent`);
  const onEdge = (x) => Object.keys(shapes).filter((id) => shapes[id].flat().some((ring) => ring.some(([px], i) => i > 0 && px === x && ring[i - 1][0] === x)));
  for (const id of [...onEdge(0), ...onEdge(width)]) {
    if (byId[id]?.kind !== 'sea') continue;
    assert.ok(across.some((pair) => pair.includes(id)), `${id} touches the seam and borders nothing across it`);
  }
  t.diagnostic(`${across.length} pairs across the seam, e.g. ${across.slice(0, 6).map((p) => p.join('-')).join(' ')}`);
});

test('dippyspiel: the canals of rule 17 are single-coast provinces touching two seas or more', () => {
  for (const name of config.canals) {
    const p = map.provinces.find((q) => q.name === name);
    assert.ok(p, `${name} is on the board`);
    assert.equal(p.canal, true, `${name} is a canal`);
    assert.equal(p.coasts, undefined, `${name} has one coast, so fleets pass through`);
    const seas = (p.fleet ?? []).filter((n) => byId[base(n)].kind === 'sea');
    assert.ok(seas.length >= 2, `${name} touches ${seas.join(', ')}`);
  }
  assert.deepEqual(map.provinces.filter((p) => p.canal).map((p) => p.name).sort(), [...config.canals].sort());
});

test('dippyspiel: seas are named by rule 10\'s oceans and numbered from 1, the vent seas exist, the Arctic takes two seasons', () => {
  const seas = map.provinces.filter((p) => p.kind === 'sea');
  const byOcean = {};
  for (const p of seas) {
    const [, ocean, n] = p.id.match(/^([a-z]{3})(\d+)$/) ?? [];
    assert.ok(seeds.oceans[ocean], `${p.id}: one of the eight oceans`);
    assert.equal(p.name, `${seeds.oceans[ocean]} ${n}`);
    (byOcean[ocean] ??= []).push(Number(n));
    assert.equal(p.crossing, ocean === 'arc' ? 2 : undefined, `${p.id}: crossing`);
  }
  for (const [ocean, numbers] of Object.entries(byOcean)) assert.deepEqual(numbers.sort((a, b) => a - b), numbers.map((_, i) => i + 1), `${ocean} numbered 1..${numbers.length}`);
  for (const id of config.seaVents) assert.equal(byId[id]?.vent, true, `${id} is a vent`);
  assert.equal(Object.keys(byOcean).length, 8, 'all eight oceans');
});

test('dippyspiel: each power\'s home country, build centres and starting units are the list\'s', () => {
  const markers = readMarkers(JSON.parse(fs.readFileSync(path.join(boardDir('dippyspiel'), 'markers.json'), 'utf8')));
  const means = (r, m) => [...r.markers].some((s) => markers[s]?.includes(m));
  for (const power of map.powers) {
    const mine = rows.filter((r) => r.power === power.id);
    if (!power.underground) assert.deepEqual(power.home_country, mine.map((r) => r.id).sort(), `${power.id}: home country`);
    assert.deepEqual(power.home_centres, mine.filter((r) => means(r, 'build_centre')).map((r) => r.id).sort(), `${power.id}: build centres`);
    assert.deepEqual(power.start.map((s) => `${s.split(' ')[0]} ${base(s.split(' ')[1])}`).sort(), mine.filter((r) => r.unit).map((r) => `${r.unit} ${r.id}`).sort(), `${power.id}: start`);
    for (const s of power.start.filter((u) => u.startsWith('F '))) assert.equal(byId[base(s.slice(2))].kind, 'coast', `${power.id}: ${s} on a coast`);
  }
  for (const r of rows) {
    assert.equal(Boolean(byId[r.id].supply_centre), means(r, 'supply_centre'), `${r.id}: supply centre`);
    assert.equal(Boolean(byId[r.id].mine), means(r, 'mine'), `${r.id}: mine`);
    assert.equal(Boolean(byId[r.id].vent), means(r, 'vent'), `${r.id}: vent`);
  }
});
