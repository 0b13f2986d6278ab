// Where things go inside a province: the unit, a dislodged unit, the
// supply-centre marker and the label, kept apart from each other and from
// what is already placed in neighbouring provinces ("obstacles").
import { candidates, fastCandidates, best, distance } from './placement.mjs';
import { distanceToBoundary, insideMulti } from './geometry.mjs';

const GRID = 3;

/** Distance from a point to an axis-aligned box centred at `centre` with half sizes hw, hh. */
function distanceToBox(p, centre, hw, hh) {
  const dx = Math.max(Math.abs(p[0] - centre[0]) - hw, 0);
  const dy = Math.max(Math.abs(p[1] - centre[1]) - hh, 0);
  return Math.hypot(dx, dy);
}

/** How far a label box at `at` overlaps the obstacles (0 when clear). */
function obstaclePenalty(at, hw, hh, obstacles) {
  let penalty = 0;
  for (const [x, y, r] of obstacles.circles) penalty += Math.max(0, r + 3 - distanceToBox([x, y], at, hw, hh));
  for (const [x, y, w, h] of obstacles.boxes) {
    const ox = w + hw + 2 - Math.abs(at[0] - x), oy = h + hh + 2 - Math.abs(at[1] - y);
    if (ox > 0 && oy > 0) penalty += Math.min(ox, oy);
  }
  return penalty;
}

/** The search grid of a province: every GRID units, or (a large board) every `step` units, found quickly. */
export const gridOf = (shape, step) => (step ? fastCandidates(shape, step) : candidates(shape, GRID));

/**
 * The point of the province farthest from its edge; with a hint (`near`), the roomy
 * point closest to the hint instead (for provinces whose widest part is the wrong place).
 */
export function placeUnit(grid, unitRadius, near) {
  if (!near) return best(grid, (c) => c.clearance).point;
  return best(grid, (c) => Math.min(c.clearance, unitRadius + 3) - 0.05 * distance(c.point, near)).point;
}

/** The supply-centre marker: close to the unit but clear of it, with room around it. */
export function placeCentre(grid, unit, { unitRadius: r, centreRadius: cr }, obstacles) {
  return best(grid, (c) => {
    const gap = distance(c.point, unit) - (r + cr + 3);
    const blocked = obstaclePenalty(c.point, cr, cr, obstacles);
    return 10 * Math.min(gap, 0) - 10 * blocked + Math.min(c.clearance - cr, 4) - 0.05 * Math.max(gap, 0);
  }).point;
}

/** The label: inside, clear of the unit, the marker and the obstacles; preferably below the unit. */
export function placeLabel(grid, unit, centre, sizes, obstacles) {
  const { unitRadius: r, centreRadius: cr, labelHalfWidth: hw, labelHalfHeight: hh } = sizes;
  return best(grid, (c) => {
    const fromUnit = distanceToBox(unit, c.point, hw, hh) - r - 6;
    const fromCentre = centre ? distanceToBox(centre, c.point, hw, hh) - cr - 4 : 99;
    const inside = Math.min(c.clearance - hh, 8);
    const below = c.point[1] > unit[1] ? 1 : 0;
    const sideways = Math.abs(c.point[0] - unit[0]);
    return 8 * Math.min(fromUnit, 0) + 8 * Math.min(fromCentre, 0) - 6 * obstaclePenalty(c.point, hw, hh, obstacles)
      + 2 * inside + below - 0.05 * sideways - 0.04 * Math.max(fromUnit, 0);
  }).point;
}

/** A spot about one unit-width from the unit, inside the province, clear of label and marker if possible. */
export function placeDislodged(shape, unit, label, centre, { unitRadius: r, centreRadius: cr, labelHalfWidth: hw, labelHalfHeight: hh }) {
  const options = [];
  for (let i = 0; i < 16; i++) {
    const a = (2 * Math.PI * i) / 16 - Math.PI / 4;
    const p = [unit[0] + 1.25 * r * Math.cos(a), unit[1] + 1.25 * r * Math.sin(a)];
    const inside = insideMulti(p, shape) ? distanceToBoundary(p, shape) : -distanceToBoundary(p, shape);
    const overlapLabel = Math.min(distanceToBox(p, label, hw, hh) - 0.7 * r, 0);
    const overlapCentre = centre ? Math.min(distance(p, centre) - cr - 0.7 * r, 0) : 0;
    options.push({ point: p, score: Math.min(inside, r * 0.6) + 2 * overlapLabel + 2 * overlapCentre - i * 1e-6 });
  }
  return best(options, (o) => o.score).point;
}

/** The unit anchor of a split coast: inside its coast band, as far from the province edge as the band allows. */
export function placeCoastAnchor(province, band, seed, unitRadius) {
  const grid = candidates(band, 2).map((c) => ({ ...c, clearance: distanceToBoundary(c.point, province) }));
  const unit = best(grid, (c) => Math.min(c.clearance, unitRadius * 0.8) - 0.02 * distance(c.point, seed)).point;
  const away = best(grid, (c) => -Math.abs(distance(c.point, unit) - 1.25 * unitRadius) + 0.3 * Math.min(c.clearance, unitRadius * 0.5));
  return { unit, dislodged: away ? away.point : [unit[0] + unitRadius, unit[1] - unitRadius] };
}

/** Whether a label box at `at` lies inside the province and clear of its unit. */
function labelFits(shape, at, unit, { unitRadius: r, labelHalfWidth: hw, labelHalfHeight: hh }) {
  const probes = [[0, 0], [-hw, 0], [hw, 0], [0, -hh], [0, hh], [-hw, -hh], [hw, -hh], [-hw, hh], [hw, hh]];
  if (!probes.every(([dx, dy]) => insideMulti([at[0] + dx, at[1] + dy], shape))) return false;
  return distanceToBox(unit, at, hw, hh) >= r;
}

/**
 * The label of a province of a crowded board: the largest of `fontSizes` whose box (`box(size)`:
 * its half sizes) fits inside the province clear of the unit, placed as placeLabel places it; the
 * smallest size where none fits. Returns {point, size, hw, hh}.
 */
export function fitLabel(shape, grid, unit, centre, sizes, obstacles, fontSizes, box) {
  let last = null;
  for (const size of fontSizes) {
    const { hw, hh } = box(size);
    const s = { ...sizes, labelHalfWidth: hw, labelHalfHeight: hh };
    const point = placeLabel(grid, unit, centre, s, obstacles);
    last = { point, size, hw, hh };
    if (labelFits(shape, point, unit, s)) return last;
  }
  return last;
}
