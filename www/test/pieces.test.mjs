// What the variants add to the board (issue 17): stacks, numbers, armies on board, doubled
// units. Pure grouping and geometry, and the placement with their marks.
// Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { groupPieces, pieceMarks, withMarks, isDoubled } from '../js/board/pieces.js';
import { placePieces, pieceRadius, glyphHalfSize, coveredShare, LEADER_SCALE, deepestZoom } from '../js/board/placement.js';

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const layout = read('../../maps/standard/layout.json');
const labelSize = (id) => ({ hw: id.length * 22 * 0.31 + 2, hh: 12.1 });
const TABLET_RADIUS = pieceRadius(54, 880 / 1600, 23, 60);

const u = (power, type, region, number, more = {}) => ({ power, type, region, number, ...more });
/** A 1958 position: stacks in Paris and Brest, armies on board in the Channel and the North Sea. */
const position1958 = [
  u('france', 'army', 'par', 1), u('france', 'army', 'par', 2), u('france', 'fleet', 'bre', 3), u('france', 'fleet', 'bre', 4),
  u('france', 'fleet', 'eng', 5), u('france', 'army', 'eng', 6, { aboard: 5 }),
  u('england', 'fleet', 'nth', 1), u('england', 'army', 'nth', 2, { aboard: 1 }), u('england', 'army', 'lon', 3),
  u('germany', 'army', 'mun', 1), u('germany', 'army', 'kie', 2), u('germany', 'fleet', 'ber', 3),
];

test('units sharing a province are one piece; an army on board rides its fleet', () => {
  const pieces = groupPieces([...position1958, u('france', 'leader', 'par')]);
  assert.equal(pieces.length, 8, 'one piece a province, the Leader none');
  const par = pieces.find((p) => p.key === 'u:par');
  assert.deepEqual(par.members.map((m) => m.number), [1, 2]);
  assert.deepEqual(par.riders, []);
  const eng = pieces.find((p) => p.key === 'u:eng');
  assert.equal(eng.unit.type, 'fleet');
  assert.deepEqual(eng.members.map((m) => m.number), [5]);
  assert.deepEqual(eng.riders.map((m) => m.number), [6]);
  assert.deepEqual(eng.units.map((m) => m.number), [5, 6], 'a tap stands for the fleet, then its army');
  // An army naming a fleet that is not there is a member, not a rider; a dislodged unit is its own piece.
  const odd = groupPieces([u('france', 'army', 'eng', 6, { aboard: 9 }), u('france', 'fleet', 'eng', 5, { dislodged: true })]);
  assert.deepEqual(odd.map((p) => [p.key, p.members.length, p.riders.length]), [['u:eng', 1, 0], ['d:eng', 1, 0]]);
});

test('a piece marks its count, numbers, army on board and doubling apart from each other', () => {
  const r = TABLET_RADIUS;
  const [par] = groupPieces(position1958.slice(0, 2));
  const m = pieceMarks(par, r, { numbers: true, doubled: false });
  assert.equal(m.count.text, '×2');
  assert.equal(m.numbers.text, '1,2');
  assert.equal(m.doubled, null);
  assert.equal(m.deck.length, 1, 'one outline behind for the second member');
  assert.equal(coveredShare(m.count, [m.numbers]), 0, 'count and numbers do not touch');
  const [eng] = groupPieces(position1958.slice(4, 6));
  const e = pieceMarks(eng, r, { numbers: true, doubled: false });
  assert.equal(e.count, null, 'an army on board is no member of a stack');
  assert.equal(e.numbers.text, '5+6');
  assert.ok(e.rider && e.rider.y < -glyphHalfSize('fleet', r).hh + 0.5 * r, 'the army rides on the deck');
  const plain = pieceMarks(groupPieces([u('france', 'army', 'par', 1)])[0], r, { numbers: false, doubled: true });
  assert.equal(plain.count, null);
  assert.equal(plain.numbers, null, 'numbers only when the host asks');
  assert.equal(plain.doubled.text, 'D');
  assert.ok(plain.doubled.y < 0 && m.count.y > 0, 'the doubled mark at the top, a count at the bottom');
  const size = glyphHalfSize('army', r);
  const grown = withMarks(size, m);
  assert.ok(grown.hw > size.hw && grown.hh > size.hh, 'the marks widen the piece');
  assert.deepEqual(withMarks(size, pieceMarks(groupPieces([u('france', 'army', 'par', 1)])[0], r, { numbers: false, doubled: false })), size);
});

test('a doubled power\'s unit is doubled unless split this year', () => {
  assert.equal(isDoubled(u('tellahoma', 'army', 'tin', 1), ['tellahoma'], {}), true);
  assert.equal(isDoubled(u('tellahoma', 'army', 'tin', 1), ['tellahoma'], { tellahoma: [1] }), false);
  assert.equal(isDoubled(u('tellahoma', 'army', 'tin', 2), ['tellahoma'], { tellahoma: [1] }), true);
  assert.equal(isDoubled(u('andromeda', 'army', 'cob', 1), ['tellahoma'], {}), false);
});

test('a 1958 position with numbers: no piece, mark or name hidden at the tablet view', () => {
  for (const r of [23, TABLET_RADIUS, 60]) {
    const place = placePieces(layout, position1958, [], r, labelSize, { numbers: true });
    assert.equal(place.pieces.length, 8);
    assert.deepEqual(place.units.get('par'), place.units.get('par'), 'both Paris armies at one piece');
    // At the largest pieces (a phone-sized board) the marks may touch a neighbour a little.
    for (const b of place.boxes) assert.ok(coveredShare(b, place.boxes) <= (r === 60 ? 0.1 : 0), `r=${r}`);
    const labels = Object.entries(layout.provinces).filter(([, p]) => p.label).map(([id, p]) => {
      const [x, y] = place.labels.get(id) ?? p.label;
      return { id, x, y, ...labelSize(id) };
    });
    for (const l of labels) assert.ok(coveredShare(l, place.boxes) < 0.05, `${l.id} at r=${r}`);
  }
});

test('doubled pieces with their marks keep clear of each other', () => {
  const units = [u('france', 'army', 'par', 1), u('france', 'army', 'bur', 2), u('france', 'fleet', 'bre', 3), u('france', 'army', 'pic', 4)];
  const place = placePieces(layout, units, [], TABLET_RADIUS, labelSize, { doubled: ['france'], single: { france: [4] } });
  for (const b of place.boxes) assert.equal(coveredShare(b, place.boxes), 0);
  const plain = placePieces(layout, units, [], TABLET_RADIUS, labelSize);
  assert.ok(place.boxes[0].hh > plain.boxes[0].hh, 'a doubled piece\'s box includes its mark');
});

test('a Leader\'s star hides no province name at the tablet view', () => {
  // Militarism III after its opening builds: each power's Leader beside an army or fleet.
  const units = [
    u('austria', 'army', 'bud', 1), u('austria', 'leader', 'bud', 2), u('austria', 'army', 'vie', 3),
    u('germany', 'army', 'ruh', 1), u('germany', 'leader', 'ruh', 2), u('germany', 'fleet', 'kie', 3),
    u('france', 'army', 'mun', 1), u('france', 'leader', 'mun', 2), u('england', 'fleet', 'edi', 1), u('england', 'leader', 'edi', 2),
  ];
  const place = placePieces(layout, units, [], TABLET_RADIUS, labelSize);
  const star = LEADER_SCALE * TABLET_RADIUS;
  const stars = [...place.leaders.values()].map(([x, y]) => ({ x, y, hw: star, hh: star }));
  assert.equal(stars.length, 4);
  for (const [id, p] of Object.entries(layout.provinces)) {
    if (!p.label) continue;
    const [x, y] = place.labels.get(id) ?? p.label;
    assert.ok(coveredShare({ x, y, ...labelSize(id) }, stars) < 0.05, `${id}'s name is clear of the stars`);
  }
});

test('the deepest zoom: 6 on the boards of one continent, deeper on the world, where zoomed in fully a piece is still 54 px (9 mm on a 10-inch tablet)', () => {
  // The standard board fits a 1280×800 view by its height: 2150 board units across.
  assert.equal(deepestZoom(54, 23, 2150, 1280, 6), 6);
  assert.equal(deepestZoom(54, 23, 1600, 800, 6), 6);
  const world = read('../../maps/dippyspiel/layout.json').viewBox[2];
  for (const width of [1280, 800]) {
    const zoom = deepestZoom(54, 23, world, width, 6);
    assert.ok(zoom > 10, `${width} px: ${zoom.toFixed(1)}`);
    const scale = zoom * width / world;
    assert.equal(pieceRadius(54, scale, 23, 60), 23, 'the pieces at their smallest');
    assert.ok(Math.abs(2 * 0.9 * 23 * scale - 54) < 0.01, 'and 54 px wide');
    assert.ok(pieceRadius(54, (6 * width) / world, 23, 60) > 23, 'at the old deepest zoom, 6, they were drawn larger than their smallest, crowding the world\'s provinces');
  }
  assert.equal(deepestZoom(54, 23, 12000, 0, 6), 6, 'before the view is laid out');
});
