// The board says what happened (issue 35, item 6): a unit removed in civil disorder is marked
// as an ordered removal is, and no build's ghost, stack mark or arrowhead covers a province's
// name, at the tablet's 1280x800 and at the largest pieces (800x1280, a phone).
// Run: node --test www/test/board-says.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { placePieces, pieceRadius, glyphHalfSize, coveredShare } from '../js/board/placement.js';
import { curve } from '../js/board/geometry.js';
import { drawPhase } from '../js/ui/phase.js';
import { revealBoard } from '../js/game/reveal.js';
import { engine } from './game-helpers.mjs';

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const layouts = {
  standard: read('../../maps/standard/layout.json'),
  cat: read('../../maps/cat/layout.json'),
  calhamer: read('../../maps/calhamer-1958/layout.json'),
};
const labelSize = (id) => ({ hw: id.length * 22 * 0.31 + 2, hh: 12.1 });
/** The tablet's pieces (1280x800) and the largest (a board 800 px wide or less). */
const RADII = [pieceRadius(54, 880 / 1600, 23, 60), 60];
const u = (power, type, region, number) => ({ power, type, region, ...(number ? { number } : {}) });

/** A name's box where the placement left it. */
function nameBox(layout, place, id) {
  const [x, y] = place.labels.get(id) ?? layout.provinces[id].label;
  return { id, x, y, ...labelSize(id) };
}

/**
 * The box of a move's arrowhead, worked out from the geometry as drawn (a head 30 units long
 * and wide, its tip 0.3 radii short of an empty province's anchor), not from the placement's
 * own account of it.
 */
function headOf(layout, place, from, to, r) {
  const cv = curve(place.units.get(from), layout.provinces[to].unit, { startTrim: r * 0.95, endTrim: r * 0.3, keep: 36 });
  const c = Math.cos(cv.endAngle), s = Math.sin(cv.endAngle);
  const base = [cv.to[0] - 30 * c, cv.to[1] - 30 * s];
  const xs = [cv.to[0], base[0] - 15 * s, base[0] + 15 * s];
  const ys = [cv.to[1], base[1] + 15 * c, base[1] - 15 * c];
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, hw: (x1 - x0) / 2, hh: (y1 - y0) / 2 };
}

test('winter ghosts cover no name: KIE, BER, MOS, LON, SMY and every other build site', () => {
  const layout = layouts.standard;
  const units = [
    u('germany', 'fleet', 'den'), u('germany', 'army', 'hol'), u('germany', 'army', 'mun'),
    u('england', 'fleet', 'nwy'), u('england', 'fleet', 'nth'), u('england', 'army', 'edi'),
    u('russia', 'army', 'war'), u('russia', 'fleet', 'swe'), u('russia', 'fleet', 'sev'),
    u('turkey', 'fleet', 'bla'), u('turkey', 'army', 'bul'),
    u('france', 'army', 'bur'), u('france', 'fleet', 'spa/sc'),
  ];
  const build = (power, type, region) => ({ kind: 'build', power, region, type, success: true });
  const orders = [
    build('germany', 'army', 'kie'), build('germany', 'army', 'ber'), build('england', 'fleet', 'lon'),
    build('russia', 'army', 'mos'), build('russia', 'army', 'stp'), build('turkey', 'fleet', 'smy'),
    build('turkey', 'army', 'con'), build('france', 'fleet', 'bre'), build('france', 'army', 'par'),
  ];
  for (const r of RADII) {
    const place = placePieces(layout, units, [], r, labelSize, { orders });
    // Each ghost where the board draws it: where the placement put it, else at its anchor.
    const ghosts = orders.map((o) => {
      const [x, y] = place.builds?.get(o.region) ?? layout.provinces[o.region].unit;
      return { x, y, ...glyphHalfSize(o.type, r) };
    });
    for (const id of ['kie', 'ber', 'mos', 'lon', 'smy', 'stp', 'con', 'bre', 'par']) {
      const name = nameBox(layout, place, id);
      assert.equal(coveredShare(name, ghosts), 0, `${id}'s name is clear of the ghosts at r=${r}`);
      assert.equal(coveredShare(name, place.boxes), 0, `${id}'s name is clear of the pieces at r=${r}`);
    }
    const others = (g) => place.boxes.filter((b) => Math.hypot(b.x - g.x, b.y - g.y) > 0.1);
    for (const g of ghosts) assert.ok(coveredShare(g, others(g)) <= 0.05, `a ghost stands clear of the pieces at r=${r}`);
  }
});

test('arrowheads cover no name: NTH and YOR on the standard board, FEL, BAS and QUA on Cat Diplomacy\'s', () => {
  const cases = [
    {
      layout: layouts.standard,
      units: [u('england', 'fleet', 'edi'), u('england', 'army', 'lvp'), u('england', 'fleet', 'lon'), u('germany', 'fleet', 'kie')],
      moves: [['edi', 'nth'], ['lvp', 'yor'], ['kie', 'den']],
      power: 'england',
    },
    {
      layout: layouts.cat,
      units: [u('cassiusica', 'army', 'pyr'), u('cassiusica', 'coast guard', 'gal'), u('cassiusica', 'fleet', 'mic'), u('andromeda', 'army', 'cob')],
      moves: [['mic', 'fel'], ['gal', 'bas'], ['pyr', 'qua']],
      power: 'cassiusica',
    },
  ];
  for (const { layout, units, moves, power } of cases) {
    const orders = moves.map(([region, to]) => ({ kind: 'move', power, region, to }));
    for (const r of RADII) {
      const place = placePieces(layout, units, [], r, labelSize, { orders });
      const heads = moves.map(([from, to]) => headOf(layout, place, from, to, r));
      for (const [, to] of moves) {
        const name = nameBox(layout, place, to);
        assert.equal(coveredShare(name, heads), 0, `${to}'s name is clear of the arrowheads at r=${r}`);
        assert.equal(coveredShare(name, place.boxes), 0, `${to}'s name is clear of the pieces at r=${r}`);
      }
    }
  }
});

test('the 1958 stacks\' marks cover no name, VIE among them, on a board in portrait', () => {
  const layout = layouts.calhamer;
  const map = read('../../maps/calhamer-1958/map.json');
  // The six-player game's opening (Italy sits out): two armies in each capital, numbered.
  const units = map.powers.filter((p) => p.id !== 'italy').flatMap((p) => p.start.map((s, i) => {
    const [type, region] = s.split(' ');
    return u(p.id, type === 'F' ? 'fleet' : 'army', region, i + 1);
  }));
  for (const r of RADII) {
    const place = placePieces(layout, units, [], r, labelSize, { numbers: true });
    assert.equal(coveredShare(nameBox(layout, place, 'vie'), place.boxes), 0, `VIE at r=${r}`);
    for (const [id, p] of Object.entries(layout.provinces)) {
      if (p.label) assert.ok(coveredShare(nameBox(layout, place, id), place.boxes) < 0.05, `${id} at r=${r}`);
    }
  }
});

test('a removal in civil disorder is drawn as an ordered removal is: a disband that succeeded', async () => {
  const eng = await engine();
  const state = eng.checkState({
    season: 'winter', year: 1901, phase: 'adjustment',
    centres: { turkey: ['ank', 'con', 'smy'], austria: ['vie', 'bud', 'tri', 'ser'] },
    units: [
      u('turkey', 'fleet', 'alb'), u('turkey', 'army', 'con'), u('turkey', 'army', 'smy'), u('turkey', 'fleet', 'bla'),
      u('austria', 'army', 'ser'), u('austria', 'army', 'vie'), u('austria', 'fleet', 'tri'),
    ],
  });
  const result = eng.adjudicate(state, [{ power: 'austria', text: 'Build A Bud' }], eng.rules);
  assert.deepEqual(result.civilDisorder.map((x) => x.region), ['alb'], 'Turkey ordered none of its one removal');
  const removal = (orders) => orders.filter((o) => o.kind === 'disband' && o.region === 'alb');
  // The element and the embed.
  const drawn = removal(drawPhase(state, result).orders ?? []);
  assert.equal(drawn.length, 1);
  assert.equal(drawn[0].power, 'turkey');
  assert.equal(drawn[0].success, true);
  assert.match(drawn[0].reason ?? '', /civil disorder/);
  // Game night's reveal: with Turkey's results, and with the whole phase; not before.
  assert.equal(removal(revealBoard(state, result, ['austria', 'turkey'], ['austria'], false).orders ?? []).length, 0);
  assert.equal(removal(revealBoard(state, result, ['austria', 'turkey'], ['austria', 'turkey'], false).orders ?? []).length, 1);
  assert.equal(removal(revealBoard(state, result, ['austria'], ['austria'], true).orders ?? []).length, 1);
});
