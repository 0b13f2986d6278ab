// Anchors for every province and split coast, gathered into layout.json.
import { gridOf, placeUnit, placeCentre, placeLabel, placeDislodged, placeCoastAnchor, fitLabel } from './anchors.mjs';
import { splitCoasts, splitCoastsByRuns } from './coasts.mjs';
import { bbox, round } from './geometry.mjs';
import polygonClipping from 'polygon-clipping';

export const SIZES = { unitRadius: 19, centreRadius: 8, labelHalfWidth: 24, labelHalfHeight: 11, coastWidth: 15 };

/** How far round a province (board units) what is already placed can be in the way of its marker or label. */
const NEAR = 200;

const roundPoint = (p) => [round(p[0]), round(p[1])];
const roundMulti = (multi) => multi.map((poly) => poly.map((ring) => ring.map(roundPoint)));

/**
 * map: map.json; shapes: {id: multipolygon}; project: lon/lat -> board.
 * seeds.coasts: {"spa/nc": [lon, lat]}; seeds.anchors: {id: {near?: [lon, lat], label?: [lon, lat]}}.
 * offboard: multipolygon of off-board land; sea anchors keep off its islands.
 * options (a large generated board): {gridStep(shape): the step of the search grid in a
 * province (3 units by default), labels: {fontSizes, box(size, text)}: labels sized per
 * province (lib/anchors.mjs fitLabel), coastRuns: {"id/c": lines}: split coasts as stretches of
 * coastline (lib/coasts.mjs splitCoastsByRuns)}.
 */
export function buildLayout(map, shapes, seeds, project, offboard, options = {}) {
  const ids = map.provinces.map((p) => p.id).sort();
  const byId = Object.fromEntries(map.provinces.map((p) => [p.id, p]));
  const islands = options.gridStep ? islandsNear(offboard) : () => offboard;
  const room = Object.fromEntries(ids.map((id) => [id, byId[id].kind === 'sea' ? polygonClipping.difference(shapes[id], islands(shapes[id])) : shapes[id]]));
  const grids = Object.fromEntries(ids.map((id) => [id, gridOf(room[id], options.gridStep?.(room[id]))]));
  const override = (id, key) => seeds.anchors?.[id]?.[key] && project(seeds.anchors[id][key]);
  // Only what is placed near a province can be in its way (what is farther costs nothing).
  const boxes = Object.fromEntries(ids.map((id) => [id, shapes[id].length ? bbox(shapes[id]) : [0, 0, 0, 0]]));
  const near = (id, [x, y]) => x > boxes[id][0] - NEAR && x < boxes[id][2] + NEAR && y > boxes[id][1] - NEAR && y < boxes[id][3] + NEAR;
  const othersThan = (id, list) => list.filter((o) => o.id !== id && near(id, o.shape)).map((o) => o.shape);
  const placed = { circles: [], boxes: [] };
  const avoid = (id) => ({ circles: othersThan(id, placed.circles), boxes: othersThan(id, placed.boxes) });

  const seaShapes = map.provinces.filter((p) => p.kind === 'sea').map((p) => shapes[p.id]);
  const coasts = {}, coastShapes = {};
  for (const province of map.provinces.filter((p) => p.coasts).sort((a, b) => a.id.localeCompare(b.id))) {
    const seedsHere = Object.fromEntries(Object.keys(province.coasts).map((c) => [`${province.id}/${c}`, project(seeds.coasts[`${province.id}/${c}`])]));
    const runs = options.coastRuns && Object.fromEntries(Object.keys(seedsHere).map((id) => [id, options.coastRuns[id]]));
    const split = runs ? splitCoastsByRuns(shapes[province.id], seaShapes, runs, SIZES.coastWidth) : splitCoasts(shapes[province.id], seaShapes, seedsHere, SIZES.coastWidth);
    for (const id of Object.keys(split).sort()) {
      const shape = roundMulti(split[id].shape);
      const a = placeCoastAnchor(shapes[province.id], shape, seedsHere[id], SIZES.unitRadius);
      coasts[id] = { unit: roundPoint(a.unit), dislodged: roundPoint(a.dislodged) };
      coastShapes[id] = shape;
    }
  }
  // Units first (coast units above), then markers, then labels, so each step can avoid what other provinces already have.
  const unit = Object.fromEntries(ids.map((id) => [id, placeUnit(grids[id], SIZES.unitRadius, override(id, 'near'))]));
  for (const id of ids) placed.circles.push({ id, shape: [...unit[id], SIZES.unitRadius] });
  for (const id of Object.keys(coasts)) placed.circles.push({ id, shape: [...coasts[id].unit, SIZES.unitRadius] });
  const centre = {};
  for (const id of ids.filter((i) => byId[i].supply_centre)) {
    centre[id] = placeCentre(grids[id], unit[id], SIZES, avoid(id));
    placed.circles.push({ id, shape: [...centre[id], SIZES.centreRadius] });
  }
  const label = {}, labelSize = {};
  for (const id of ids) {
    if (options.labels && !override(id, 'label')) {
      const fit = fitLabel(room[id], grids[id], unit[id], centre[id], SIZES, avoid(id), options.labels.fontSizes, (size) => options.labels.box(size, id));
      label[id] = fit.point;
      labelSize[id] = fit.size;
      placed.boxes.push({ id, shape: [...label[id], fit.hw, fit.hh] });
      continue;
    }
    label[id] = override(id, 'label') ?? placeLabel(grids[id], unit[id], centre[id], SIZES, avoid(id));
    placed.boxes.push({ id, shape: [...label[id], SIZES.labelHalfWidth, SIZES.labelHalfHeight] });
  }
  const provinces = {};
  for (const id of ids) {
    const dislodged = placeDislodged(room[id], unit[id], label[id], centre[id], SIZES);
    provinces[id] = { unit: roundPoint(unit[id]), dislodged: roundPoint(dislodged), label: roundPoint(label[id]) };
    if (centre[id]) provinces[id].centre = roundPoint(centre[id]);
  }

  return { provinces, coasts, coastShapes, labelSize };
}

/** For a large board: the off-board islands whose boxes meet a shape's box (the rest cannot touch it). */
function islandsNear(offboard) {
  const boxes = offboard.map((polygon) => bbox([polygon]));
  return (shape) => {
    if (!shape.length) return [];
    const [x0, y0, x1, y1] = bbox(shape);
    return offboard.filter((_, i) => boxes[i][0] <= x1 && boxes[i][2] >= x0 && boxes[i][1] <= y1 && boxes[i][3] >= y0);
  };
}

/** Stable, readable JSON: one province or coast per line, keys in a fixed order. */
export function layoutJson(layout) {
  const line = (obj) => JSON.stringify(obj);
  const block = (entries) => '{\n' + entries.map(([k, v]) => `  ${JSON.stringify(k)}: ${line(v)}`).join(',\n') + '\n }';
  const parts = [
    ` "viewBox": ${line(layout.viewBox)}`,
    ` "unit_radius": ${layout.unit_radius}`,
    ` "provinces": ${block(Object.entries(layout.provinces))}`,
    ` "coasts": ${block(Object.entries(layout.coasts))}`,
    ` "connectors": ${line(layout.connectors)}`,
    ...(layout.wraps ? [` "wraps": true`] : []),
    ` "powers": ${block(Object.entries(layout.powers))}`,
  ];
  return '{\n' + parts.join(',\n') + '\n}\n';
}
