// Unit tests for where large pieces, names and centre markers go. Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { placePieces, pieceRadius, glyphHalfSize, coveredShare, leaderKey, gameLayout } from '../js/board/placement.js';
import { curve } from '../js/board/geometry.js';

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const layout = read('../../maps/standard/layout.json');
const map = read('../../maps/standard/map.json');
const labelSize = (id) => ({ hw: id.length * 22 * 0.31 + 2, hh: 12.1 });
const opening = map.powers.flatMap((p) => p.start.map((s) => {
  const [type, region] = s.split(' ');
  return { power: p.id, type: type === 'F' ? 'fleet' : 'army', region };
}));
const everywhere = map.provinces
  .filter((p) => p.kind !== 'impassable')
  .map((p) => ({ power: 'england', type: p.kind === 'sea' ? 'fleet' : 'army', region: p.id }));
const TABLET_RADIUS = pieceRadius(54, 880 / 1600, 23, 60);

/** The boxes of the names where the placement left them. */
function labelBoxes(place) {
  return Object.entries(layout.provinces).filter(([, p]) => p.label).map(([id, p]) => {
    const [x, y] = place.labels.get(id) ?? p.label;
    return { id, x, y, ...labelSize(id) };
  });
}

test('pieces are 54 CSS px wide at the tablet view, within the limits elsewhere', () => {
  const scale = 880 / 1600;
  const r = pieceRadius(54, scale, 23, 60);
  assert.ok(2 * 0.9 * r * scale >= 53.9, 'an army body (1.8 radii wide) is at least 54 px wide');
  assert.ok(2 * glyphHalfSize('fleet', r).hw * scale >= 53.9, 'a fleet is wider');
  assert.equal(pieceRadius(54, 390 / 1600, 23, 60), 60, 'a phone-sized board keeps the largest pieces');
  assert.equal(pieceRadius(54, 4, 23, 60), 23, 'deep zoom keeps the smallest');
  assert.equal(pieceRadius(54, 0, 23, 60), 23, 'an unmeasured board falls back to the smallest');
});

test('the opening position: no piece touches another and no name is hidden', () => {
  for (const r of [23, TABLET_RADIUS, 60]) {
    const place = placePieces(layout, opening, [], r, labelSize);
    assert.equal(place.units.size, 22);
    for (const b of place.boxes) assert.equal(coveredShare(b, place.boxes), 0, `r=${r}`);
    for (const l of labelBoxes(place)) assert.equal(coveredShare(l, place.boxes), 0, `${l.id} at r=${r}`);
  }
});

test('pieces stay near their anchors even on a board full in every province', () => {
  for (const r of [TABLET_RADIUS, 60]) {
    const place = placePieces(layout, everywhere, [], r, labelSize);
    for (const [region, at] of place.units) {
      const home = layout.provinces[region].unit;
      assert.ok(Math.hypot(at[0] - home[0], at[1] - home[1]) <= 0.6 * r + 0.2, `${region} at r=${r}`);
    }
    const worst = Math.max(...place.boxes.map((b) => coveredShare(b, place.boxes)));
    // Boxes include halos and shadows; every province full is far past any real position.
    assert.ok(worst <= 0.3, `no piece more than 30% covered at r=${r} (worst ${worst.toFixed(2)})`);
    const hidden = labelBoxes(place).filter((l) => coveredShare(l, place.boxes) > 0.5);
    assert.ok(hidden.length <= 1, `names more than half hidden at r=${r}: ${hidden.map((l) => l.id)}`);
  }
});

test('without the nudging, neighbours would overlap: Clyde and Edinburgh', () => {
  const units = [{ power: 'england', type: 'army', region: 'cly' }, { power: 'england', type: 'fleet', region: 'edi' }];
  const [a, b] = [layout.provinces.cly.unit, layout.provinces.edi.unit];
  const sizeA = glyphHalfSize('army', TABLET_RADIUS);
  const sizeB = glyphHalfSize('fleet', TABLET_RADIUS);
  assert.ok(coveredShare({ x: a[0], y: a[1], ...sizeA }, [{ x: b[0], y: b[1], ...sizeB }]) > 0, 'anchors alone overlap');
  const place = placePieces(layout, units, [], TABLET_RADIUS, labelSize);
  for (const box of place.boxes) assert.equal(coveredShare(box, place.boxes), 0);
});

test('a piece on a centre carries it as a badge; a marker under a neighbour moves aside', () => {
  const place = placePieces(layout, opening, [], TABLET_RADIUS, labelSize);
  assert.ok(place.badged.has('par') && place.badged.has('lon'));
  assert.ok(!place.badged.has('bel') && !place.badged.has('pic'));
  assert.equal(place.centres.has('par'), false);
  const crowd = placePieces(layout, everywhere.filter((u) => !map.provinces.find((p) => p.id === u.region)?.supply_centre), [], 60, labelSize);
  for (const [id, p] of Object.entries(layout.provinces)) {
    if (!p.centre) continue;
    const [x, y] = crowd.centres.get(id) ?? p.centre;
    const cover = coveredShare({ x, y, hw: 13, hh: 13 }, crowd.boxes);
    assert.ok(cover < 0.5, `${id}'s centre marker is visible (${cover.toFixed(2)} covered)`);
  }
});

test('dislodged pieces and standoff signs are placed clear of the standing pieces', () => {
  const units = [
    { power: 'france', type: 'army', region: 'bur' },
    { power: 'germany', type: 'army', region: 'bur', dislodged: true },
    { power: 'france', type: 'army', region: 'par' },
  ];
  const place = placePieces(layout, units, ['pic', 'par'], TABLET_RADIUS, labelSize);
  assert.ok(place.dislodged.has('bur') && place.units.has('bur'));
  assert.ok(place.standoffs.has('pic') && place.standoffs.has('par'));
  for (const b of place.boxes) assert.ok(coveredShare(b, place.boxes) < 0.05);
});

test('the placement does not depend on the order units are listed in', () => {
  const a = placePieces(layout, everywhere, ['pic'], 60, labelSize);
  const b = placePieces(layout, [...everywhere].reverse(), ['pic'], 60, labelSize);
  assert.deepEqual([...a.units].sort(), [...b.units].sort());
  assert.deepEqual([...a.labels].sort(), [...b.labels].sort());
  assert.deepEqual([...a.centres].sort(), [...b.centres].sort());
});

test('an arrow between close pieces keeps a visible stretch for its head', () => {
  const cv = curve([0, 0], [80, 0], { startTrim: 50, endTrim: 57, keep: 36 });
  assert.ok(cv.to[0] - cv.from[0] >= 36 - 1e-9, 'room for the head');
  assert.ok(cv.to[0] <= 80 && cv.from[0] >= 0);
  const far = curve([0, 0], [400, 0], { startTrim: 50, endTrim: 57, keep: 36 });
  assert.equal(Math.round(far.from[0]), 50);
  assert.equal(Math.round(far.to[0]), 343);
});

test('a Leader is no piece of its own: its star stands at the top right of its province\'s piece', () => {
  const r = TABLET_RADIUS;
  const army = { power: 'france', type: 'army', region: 'par' };
  const leader = { power: 'france', type: 'leader', region: 'par' };
  const alone = placePieces(layout, [army], [], r, labelSize);
  const place = placePieces(layout, [army, leader], [], r, labelSize);
  // The army is placed as if the Leader were not there, and only the army is a piece.
  assert.deepEqual(place.units.get('par'), alone.units.get('par'));
  assert.equal(place.boxes.length, alone.boxes.length);
  const [ax, ay] = place.units.get('par');
  const [lx, ly] = place.leaders.get(leaderKey(leader));
  assert.ok(lx > ax && ly < ay, 'up and to the right of the army');
  // Leaders of two powers alone in one province stand side by side.
  const two = placePieces(layout, [
    { power: 'germany', type: 'leader', region: 'bur' },
    { power: 'italy', type: 'leader', region: 'bur' },
  ], [], r, labelSize);
  const g = two.leaders.get('u:germany:bur');
  const i = two.leaders.get('u:italy:bur');
  assert.ok(g && i && i[0] > g[0] && i[1] === g[1], `${g} ${i}`);
  // A dislodged Leader goes beside the dislodged piece of its province.
  const dislodged = placePieces(layout, [
    { power: 'germany', type: 'army', region: 'bel' },
    { power: 'france', type: 'army', region: 'bel', dislodged: true },
    { power: 'france', type: 'leader', region: 'bel', dislodged: true },
  ], [], r, labelSize);
  const [dx] = dislodged.dislodged.get('bel');
  assert.ok(dislodged.leaders.get('d:france:bel')[0] > dx);
});

test('a Leader is drawn as a five-pointed star within its radius', async () => {
  const { glyphPath } = await import('../js/board/units.js');
  const d = glyphPath('leader', 10);
  const points = [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  assert.equal(points.length, 10, d);
  assert.ok(d.endsWith('Z'));
  assert.ok(points.every(([x, y]) => Math.hypot(x, y) <= 10.05), d);
  assert.deepEqual(points[0], [0, -10], 'a point straight up');
});

// Das Dippyspiel's cavalry has a shape of its own, inside the box the placement keeps for a
// piece; its 26 powers share first letters, so an initial of two letters is written smaller,
// to fit inside the narrowest body (a fleet's hull) where one letter at full size would spill.
test('a cavalry unit is a hexagon inside its box, and a two-letter initial is written smaller', async () => {
  const { glyphPath, initialSize } = await import('../js/board/units.js');
  const d = glyphPath('cavalry', 10);
  const points = [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  assert.equal((d.match(/[MLH]/g) ?? []).length, 6, `six corners: ${d}`);
  assert.notEqual(d, glyphPath('army', 10));
  const { hw, hh } = glyphHalfSize('cavalry', 10);
  const xs = [...d.matchAll(/[MLH](-?[\d.]+)/g)].map((m) => Math.abs(Number(m[1])));
  assert.ok(Math.max(...xs) <= hw && points.every(([, y]) => Math.abs(y) <= hh), d);
  assert.equal(initialSize('F', 30), 27.6);
  assert.equal(initialSize('Po', 30), 20.4);
  assert.ok(initialSize('Mi', 30) < initialSize('M', 30) * 0.75);
});

test('a smaller game\'s deleted centres carry no marker: a piece there wears no centre badge', () => {
  const units = [{ power: 'austria', type: 'army', region: 'ven' }, { power: 'austria', type: 'army', region: 'rom' }];
  const all = placePieces(layout, units, [], TABLET_RADIUS, labelSize);
  assert.ok(all.badged.has('ven') && all.badged.has('rom'));
  // Six players under the 1958 rules: "Venice and Naples are deleted as supply centers".
  const centres = map.provinces.filter((p) => p.supply_centre && p.id !== 'ven' && p.id !== 'nap').map((p) => p.id);
  const six = gameLayout(layout, centres);
  assert.equal(six.provinces.ven.centre, undefined);
  assert.deepEqual(six.provinces.rom.centre, layout.provinces.rom.centre);
  assert.deepEqual(six.provinces.ven.unit, layout.provinces.ven.unit, 'only the marker goes');
  const placed = placePieces(six, units, [], TABLET_RADIUS, labelSize);
  assert.ok(!placed.badged.has('ven') && placed.badged.has('rom'));
  assert.ok(!placed.centres.has('nap'));
  assert.equal(gameLayout(layout, null), layout, 'without a list, every centre the art draws');
});

// Militarism III's opening builds a fleet and a Leader in one centre (England: F Edi and L Edi):
// the Leader's ghost is its small star at the fleet ghost's top right, as a Leader stands beside
// its piece, not a second ghost drawn under the fleet's.
test('a Leader built where a fleet is built is drawn beside the fleet\'s ghost, not under it', () => {
  const r = TABLET_RADIUS;
  const orders = [
    { kind: 'build', power: 'england', region: 'edi', type: 'fleet' },
    { kind: 'build', power: 'england', region: 'edi', type: 'leader' },
    { kind: 'build', power: 'germany', region: 'ber', type: 'leader' },
  ];
  const place = placePieces(layout, [], [], r, labelSize, { orders });
  const fleet = place.builds.get('edi');
  const star = place.leaderBuilds.get('edi');
  assert.ok(fleet && star, 'both ghosts are placed');
  assert.ok(star[0] > fleet[0] + 0.8 * r && star[1] < fleet[1] - 0.6 * r, `the star ${star} is at the top right of the fleet ${fleet}`);
  const alone = place.leaderBuilds.get('ber');
  const [ax, ay] = layout.provinces.ber.unit;
  assert.ok(alone && Math.hypot(alone[0] - ax - 0.95 * r, alone[1] - ay + 0.75 * r) < 1, 'a Leader built alone stands where it would beside a piece');
  assert.ok(!place.builds.has('ber'), 'and no army-sized ghost is placed for it');
});
