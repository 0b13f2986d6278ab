// Lon/lat -> board coordinates: a conformal conic projection, a smooth radial
// "magnifier" that enlarges central/western Europe, then a fit to the viewBox.
import { geoConicConformal } from 'd3-geo';

/** Radial warp: s' = s(1+a)/(1+a s) with s = r/R; magnifies 1+a at the centre, smooth and monotonic. */
function makeWarp([cx, cy], radius, strength) {
  return ([x, y]) => {
    const dx = x - cx, dy = y - cy;
    const r = Math.hypot(dx, dy);
    if (r === 0) return [x, y];
    const s = r / radius;
    const k = (1 + strength) / (1 + strength * s);
    return [cx + dx * k, cy + dy * k];
  };
}

/** Compresses distances north of line y = y0 smoothly: d' = d / (1 + d/L); identity to the south. */
function makeNorthSquash(y0, length) {
  return ([x, y]) => {
    const d = y0 - y;
    return d <= 0 ? [x, y] : [x, y0 - d / (1 + d / length)];
  };
}

/**
 * A local lens with compact support: r' = r (1 + a (1 - s^2)^2), s = r/R < 1.
 * Identity outside radius R; monotonic (so it never folds) for a < 4/3.
 */
function makeLens([cx, cy], radius, strength) {
  return ([x, y]) => {
    const dx = x - cx, dy = y - cy;
    const s2 = (dx * dx + dy * dy) / (radius * radius);
    if (s2 >= 1) return [x, y];
    const k = 1 + strength * (1 - s2) ** 2;
    return [cx + dx * k, cy + dy * k];
  };
}

/**
 * Builds the board projection from the "projection" block of seeds.json.
 * Returns project([lon,lat]) -> [x,y] in viewBox units, plus the viewBox size.
 */
export function makeProjection(config) {
  const conic = geoConicConformal()
    .parallels(config.parallels)
    .rotate(config.rotate)
    .scale(1000)
    .translate([0, 0]);
  const centre = conic(config.warp.centre);
  const warp = makeWarp(centre, config.warp.radius, config.warp.strength);
  const squash = makeNorthSquash(warp(conic(config.squash.from))[1], config.squash.length);
  const planar = (lonlat) => squash(warp(conic(lonlat)));
  const { west, east, north, south } = config.crop;
  const xs = (points) => points.map((p) => planar(p)[0]);
  const ys = (points) => points.map((p) => planar(p)[1]);
  const x0 = Math.min(...xs(west)), x1 = Math.max(...xs(east));
  const y0 = Math.min(...ys(north)), y1 = Math.max(...ys(south));
  const width = config.width;
  const scale = width / (x1 - x0);
  const height = Math.round((y1 - y0) * scale);
  const fitted = (lonlat) => {
    const [x, y] = planar(lonlat);
    return [(x - x0) * scale, (y - y0) * scale];
  };
  // Local lenses (board units) enlarge crowded areas: Britain, the Low Countries, the Balkans.
  const lenses = (config.lenses ?? []).map((l) => makeLens(fitted(l.centre), l.radius, l.strength));
  const project = (lonlat) => lenses.reduce((p, lens) => lens(p), fitted(lonlat));
  return { project, width, height };
}
