// Every anchor lies inside its own province (coast anchors in or next to their coast).
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadAll, expectNone, boardNames, EXPECTED } from './helpers.mjs';
import { insidePolygon, distanceToBoundary } from '../lib/geometry.mjs';
import { parsePath } from '../lib/svgparse.mjs';

for (const name of boardNames) {
  const { svgText, board, layout, map } = loadAll(name);

  test(`${name}: layout.json has every province and coast, rounded to 1 decimal`, () => {
    const problems = [];
    const isRounded = (v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9;
    for (const p of map.provinces) {
      const entry = layout.provinces[p.id];
      if (!entry) { problems.push(`${p.id}: missing`); continue; }
      const keys = ['unit', 'dislodged', 'label', ...(p.supply_centre ? ['centre'] : [])];
      for (const k of keys) if (!entry[k]?.every(isRounded)) problems.push(`${p.id}.${k}: missing or not rounded`);
      if (!p.supply_centre && entry.centre) problems.push(`${p.id}: centre given but not a supply centre`);
      for (const c of Object.keys(p.coasts ?? {})) if (!layout.coasts[`${p.id}/${c}`]) problems.push(`${p.id}/${c}: missing coast`);
    }
    assert.deepEqual(problems, []);
    assert.equal(Object.keys(layout.coasts).length, EXPECTED[name].coasts);
  });

  test(`${name}: unit, dislodged, label and centre anchors lie inside their own province`, (t) => {
    const problems = [];
    for (const [id, entry] of Object.entries(layout.provinces)) {
      const rings = board.provinces[id].rings;
      for (const [name, point] of Object.entries(entry)) {
        if (!insidePolygon(point, rings)) problems.push(`${id}.${name} ${point} is outside ${id}`);
      }
    }
    expectNone(t, problems, 'anchors outside their province');
  });

  test(`${name}: sea-zone anchors keep off the off-board islands drawn in the sea`, (t) => {
    const offboard = parsePath(svgText.match(/<path class="offboard" d="([^"]*)"/)[1]);
    const problems = [];
    for (const [id, entry] of Object.entries(layout.provinces)) {
      if (board.provinces[id].kind !== 'sea') continue;
      for (const [name, point] of Object.entries(entry)) {
        if (insidePolygon(point, offboard)) problems.push(`${id}.${name} ${point} is on an off-board island`);
      }
    }
    expectNone(t, problems, 'sea anchors on islands');
  });

  test(`${name}: coast anchors lie inside their coast shape, dislodged ones inside the province`, (t) => {
    const problems = [];
    for (const [id, entry] of Object.entries(layout.coasts)) {
      const province = board.provinces[id.split('/')[0]].rings;
      const coast = board.coasts[id];
      const nearCoast = insidePolygon(entry.unit, coast) || distanceToBoundary(entry.unit, [coast]) <= 1;
      if (!nearCoast) problems.push(`${id}.unit ${entry.unit} is not on its coast`);
      if (!insidePolygon(entry.dislodged, province)) problems.push(`${id}.dislodged ${entry.dislodged} is outside the province`);
    }
    expectNone(t, problems, 'coast anchors off their coast');
  });

  test(`${name}: unit glyphs of one province do not sit on its supply-centre marker or label`, (t) => {
    const problems = [];
    const r = layout.unit_radius;
    const d = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);
    for (const [id, e] of Object.entries(layout.provinces)) {
      if (e.centre && d(e.unit, e.centre) < r) problems.push(`${id}: centre marker under the unit`);
      if (d(e.unit, e.label) < r) problems.push(`${id}: label under the unit`);
    }
    expectNone(t, problems, 'overlaps');
  });

  test(`${name}: each province has room for its unit glyph and its supply-centre marker`, (t) => {
    const problems = [];
    const r = layout.unit_radius;
    let tightest = { id: null, room: Infinity };
    for (const [id, e] of Object.entries(layout.provinces)) {
      const shape = [board.provinces[id].rings];
      const unitRoom = distanceToBoundary(e.unit, shape);
      if (unitRoom < tightest.room) tightest = { id, room: unitRoom };
      if (unitRoom < r - 2) problems.push(`${id}: unit glyph (radius ${r}) has only ${unitRoom.toFixed(1)} to the border`);
      if (e.centre && distanceToBoundary(e.centre, shape) < 10) problems.push(`${id}: centre marker too close to the border`);
    }
    t.diagnostic(`tightest unit: ${tightest.id}, ${tightest.room.toFixed(1)} units to its border (radius ${r})`);
    expectNone(t, problems, 'cramped provinces');
  });
}
