// The centre chart of game night's end and menu (issue 35, item 6): lines of equal counts are
// drawn apart, and each power's initial stays at its line's end without touching another.
// Run: node --test www/test/centre-chart.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chartGeometry, spread } from '../js/game/summary.js';

const SEATS = ['england', 'germany', 'russia', 'turkey', 'austria', 'italy', 'france'];
/** A short standard game: every power starts on 3 (Russia 4); two years later several are equal. */
const points = [
  { year: 1900, counts: { england: 3, germany: 3, russia: 4, turkey: 3, austria: 3, italy: 3, france: 3 } },
  { year: 1901, counts: { england: 4, germany: 5, russia: 5, turkey: 4, austria: 4, italy: 4, france: 5 } },
  { year: 1902, counts: { england: 5, germany: 5, russia: 9, turkey: 5, austria: 1, italy: 4, france: 5 } },
];

test('lines of powers with equal counts are drawn apart, at least a line\'s width', () => {
  const { lines } = chartGeometry(points, SEATS, 18);
  for (let i = 0; i < points.length; i += 1) {
    for (const a of lines) {
      for (const b of lines) {
        if (a === b || points[i].counts[a.power] !== points[i].counts[b.power]) continue;
        const apart = Math.abs(a.points[i][1] - b.points[i][1]);
        assert.ok(apart >= 3, `${a.power} and ${b.power} at point ${i}: ${apart.toFixed(1)} apart`);
      }
    }
  }
  // Unequal counts keep their true heights: Russia's nine at the end is a line of its own.
  const { y, lines: again } = chartGeometry(points, SEATS, 18);
  assert.equal(again.find((l) => l.power === 'russia')?.points[2][1], y(9));
});

test('each initial is at its line\'s end, or joined to it; no two touch; their order is the ends\' order', () => {
  const { lines, labels } = chartGeometry(points, SEATS, 18);
  assert.equal(labels.length, SEATS.length);
  for (const label of labels) {
    const line = lines.find((l) => l.power === label.power);
    assert.deepEqual(label.from, line?.points.at(-1), `${label.power}'s leader starts at its line's end`);
    assert.ok(label.x > label.from[0], 'right of the end');
    // Four powers end on five: the spread stays within two initials of the end.
    assert.ok(Math.abs(label.y - label.from[1]) <= 2 * 15, `${label.power} near its end`);
  }
  const ys = labels.map((l) => l.y);
  for (let i = 1; i < ys.length; i += 1) assert.ok(ys[i] - ys[i - 1] >= 15 - 1e-9, `initials ${i - 1} and ${i} do not touch`);
  const ends = labels.map((l) => l.from[1]);
  assert.deepEqual(ends, [...ends].sort((a, b) => a - b), 'leaders never cross');
  const alone = labels.find((l) => l.power === 'russia');
  assert.equal(alone?.y, alone?.from[1], 'an initial with room sits exactly at its line\'s end');
});

test('the spread keeps marks at their wishes when there is room, centres a crowd on its wishes, and stays in bounds', () => {
  assert.deepEqual(spread([10, 40, 80], 13, 0, 100), [10, 40, 80]);
  assert.deepEqual(spread([50, 50, 50], 13, 0, 200), [37, 50, 63]);
  assert.deepEqual(spread([95, 100], 13, 0, 100), [87, 100], 'pushed up from the bottom');
  assert.deepEqual(spread([0, 0], 13, 0, 100), [0, 13], 'pushed down from the top');
});
