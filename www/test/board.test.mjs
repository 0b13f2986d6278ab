// Unit tests for the board widget's pure geometry. Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  provinceOf, coastOf, unitAnchor, dislodgedAnchor, curve, arrowHead, controlThrough,
  fitRect, viewRect, zoomAbout,
} from '../js/board/geometry.js';

const layout = JSON.parse(readFileSync(new URL('../../maps/standard/layout.json', import.meta.url), 'utf8'));
const near = (a, b, eps = 1e-6) => Math.abs(a - b) < eps;

test('regions split into province and coast', () => {
  assert.equal(provinceOf('stp/sc'), 'stp');
  assert.equal(coastOf('stp/sc'), 'sc');
  assert.equal(provinceOf('par'), 'par');
  assert.equal(coastOf('par'), null);
});

test('a coast region is drawn at its coast anchor, a province at its own', () => {
  assert.deepEqual(unitAnchor(layout, 'stp/sc'), layout.coasts['stp/sc'].unit);
  assert.deepEqual(unitAnchor(layout, 'par'), layout.provinces.par.unit);
  assert.equal(unitAnchor(layout, 'atlantis'), null);
});

test('a dislodged unit is pushed out along the layout direction, never closer', () => {
  const u = layout.provinces.par.unit;
  const d = layout.provinces.par.dislodged;
  const p = dislodgedAnchor(layout, 'par', 40);
  assert.ok(near(Math.hypot(p[0] - u[0], p[1] - u[1]), 40, 0.2));
  const cross = (p[0] - u[0]) * (d[1] - u[1]) - (p[1] - u[1]) * (d[0] - u[0]);
  assert.ok(Math.abs(cross) < 5, 'same direction as the layout anchor');
  assert.deepEqual(dislodgedAnchor(layout, 'par', 1), d);
});

test('arrows are trimmed at both ends and a straight curve has no bend', () => {
  const cv = curve([0, 0], [100, 0], { startTrim: 10, endTrim: 20 });
  assert.ok(near(cv.from[0], 10) && near(cv.from[1], 0));
  assert.ok(near(cv.to[0], 80) && near(cv.to[1], 0));
  assert.ok(near(cv.endAngle, 0));
  const bent = curve([0, 0], [100, 0], { bend: 0.2 });
  assert.ok(bent.mid[1] !== 0, 'a bent curve leaves the straight line');
});

test('the arrowhead tip sits exactly at the given point', () => {
  const d = arrowHead([50, 50], Math.PI / 2, 30, 30);
  assert.match(d, /^M50 50L/);
});

test('a curve through a point passes it at its middle', () => {
  const a = [0, 0];
  const b = [100, 0];
  const via = [50, 40];
  const c = controlThrough(a, via, b);
  const mid = [0.25 * a[0] + 0.5 * c[0] + 0.25 * b[0], 0.25 * a[1] + 0.5 * c[1] + 0.25 * b[1]];
  assert.deepEqual(mid, via);
});

test('the fit rectangle holds the board and matches the container shape', () => {
  const board = { x: 0, y: 0, w: 1600, h: 1344 };
  const wide = fitRect(board, 2);
  assert.ok(near(wide.w / wide.h, 2) && wide.h === 1344 && wide.x < 0);
  const tall = fitRect(board, 0.5);
  assert.ok(near(tall.w / tall.h, 0.5) && tall.w === 1600 && tall.y < 0);
});

test('the view never leaves the board and zooming keeps the point under the cursor', () => {
  const fit = fitRect({ x: 0, y: 0, w: 1600, h: 1344 }, 1600 / 1344);
  const r = viewRect(fit, 4, [-500, -500]);
  assert.deepEqual([r.x, r.y], [0, 0]);
  const far = viewRect(fit, 4, [5000, 5000]);
  assert.ok(near(far.x + far.w, 1600) && near(far.y + far.h, 1344));
  const start = { zoom: 2, centre: /** @type {[number, number]} */ ([800, 672]) };
  const p = [900, 700];
  const before = viewRect(fit, start.zoom, start.centre);
  const z = zoomAbout(fit, start, 2, p, 6);
  const after = viewRect(fit, z.zoom, z.centre);
  assert.equal(z.zoom, 4);
  assert.ok(near((p[0] - before.x) / before.w, (p[0] - after.x) / after.w));
  assert.equal(zoomAbout(fit, start, 100, p, 6).zoom, 6);
  assert.equal(zoomAbout(fit, start, 0.01, p, 6).zoom, 1);
});
