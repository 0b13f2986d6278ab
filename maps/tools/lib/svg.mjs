// Writes board.svg: groups in a fixed order, one path per province, styling by
// classes only (a small default <style> a page can override), no scripts or fonts.

const fmt = (v) => {
  const s = (Math.round(v * 10) / 10).toFixed(1).replace(/\.0$/, '');
  return s === '-0' ? '0' : s.replace(/^(-?)0\./, '$1.');
};

/**
 * The step of the outlines' coordinates, in board units: no finer than the eye sees at the
 * widget's largest zoom (maxZoom 6). A 1280x800 view shows the 1600x1344 board at about 0.6 CSS
 * px a unit, so 3.6 px a unit at 6x: a screen pixel is 0.28 units, and on a 0.2 grid every point
 * is within 0.1 unit (0.36 px, under half a pixel) of where the shapes put it. A point is snapped
 * where it is, not its step from the last, so a border two provinces share stays one line.
 */
export const GRID = 0.2;

/** The points of a line snapped to the grid, a point that lands on the one before dropped. */
function snapped(pts) {
  const out = [];
  for (const [x, y] of pts) {
    const p = [Math.round(x / GRID) * GRID, Math.round(y / GRID) * GRID];
    const last = out[out.length - 1];
    if (!last || fmt(last[0]) !== fmt(p[0]) || fmt(last[1]) !== fmt(p[1])) out.push(p);
  }
  return out;
}

/** Compact path data: absolute start, then relative moves with 1-decimal numbers, on the grid. */
export function pathData(multi) {
  let d = '';
  for (const polygon of multi) for (const ring of polygon) {
    const open = ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;
    const pts = snapped(open);
    if (pts.length > 1 && fmt(pts[0][0]) === fmt(pts.at(-1)[0]) && fmt(pts[0][1]) === fmt(pts.at(-1)[1])) pts.pop();
    if (pts.length < 3) continue;
    d += `M${fmt(pts[0][0])} ${fmt(pts[0][1])}l`;
    d += pts.slice(1).map((p, i) => joinPair(p[0] - pts[i][0], p[1] - pts[i][1])).join(' ') + 'z';
  }
  return d.replace(/ -/g, '-');
}

export function lineData(lines) {
  return lines.map(snapped).filter((pts) => pts.length > 1).map((pts) => `M${fmt(pts[0][0])} ${fmt(pts[0][1])}l` +
    pts.slice(1).map((p, i) => joinPair(p[0] - pts[i][0], p[1] - pts[i][1])).join(' ')).join('').replace(/ -/g, '-');
}

const joinPair = (dx, dy) => `${fmt(dx)} ${fmt(dy)}`.replace(/ -/g, '-');

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const STYLE = `
.sea{fill:#b9d5ea}
.land,.coast{fill:#efe4c9}
.impassable{fill:url(#impassable-hatch);stroke:#5e5850;stroke-width:1.2}
.offboard{fill:#dedbd2;stroke:none;pointer-events:none}
#coasts path{fill:transparent}
#borders path,#coastline path,#connectors path{fill:none;stroke-linejoin:round;stroke-linecap:round;pointer-events:none}
.land-border{stroke:#8a7658;stroke-width:1.3}
.sea-border{stroke:#7ea6c6;stroke-width:1.1;stroke-dasharray:5 4}
.coastline{stroke:#3f6583;stroke-width:1.6}
.connector{stroke:#3f6583;stroke-width:3}
.centre{fill:#fffaf0;stroke:#3b3226;stroke-width:2}
#labels text{font-family:system-ui,sans-serif;text-anchor:middle;dominant-baseline:central;pointer-events:none;paint-order:stroke;stroke:#fffaf0;stroke-width:3px;stroke-linejoin:round}
.abbr{font-size:22px;font-weight:700;fill:#3b3226;letter-spacing:.5px}
.full{font-size:15px;font-weight:600;fill:#3b3226;display:none}
text.at-sea{fill:#24506f;stroke:#d7e8f4;font-style:italic}
.names-full .abbr{display:none}
.names-full .full{display:inline}
`;

/** Diagonal stripes for impassable land (Switzerland), so it never reads as a power's territory. */
const HATCH = '<defs><pattern id="impassable-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
  '<rect width="8" height="8" fill="#8f8982"/><rect width="3" height="8" fill="#c9c3b8"/></pattern></defs>';

/**
 * board: {viewBox, provinces: [{id, name, kind, shape}], coasts: [{id, shape}],
 * offboard: [multi], meshes, connectors: [{d}], centres: [{id, at, r}], labels: [{id, abbr, name, at, atSea, size?}],
 * style?: CSS added to the default (a lake drawn as water)}
 */
export function renderSvg(board) {
  const [x, y, w, h] = board.viewBox;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${w} ${h}">`, `<style>${STYLE}${board.style ?? ''}</style>`, HATCH];
  const group = (id, items) => out.push(`<g id="${id}">`, ...items, '</g>');
  const provincePath = (p) => `<path data-province="${p.id}" class="${p.kind}" d="${pathData(p.shape)}"/>`;
  group('sea', board.provinces.filter((p) => p.kind === 'sea').map(provincePath));
  group('land', board.provinces.filter((p) => p.kind === 'land' || p.kind === 'coast').map(provincePath));
  group('impassable', [
    ...board.provinces.filter((p) => p.kind === 'impassable').map(provincePath),
    `<path class="offboard" d="${pathData(board.offboard)}"/>`,
  ]);
  group('coasts', board.coasts.map((c) => `<path data-coast="${c.id}" d="${pathData(c.shape)}"/>`));
  group('borders', [
    `<path class="land-border" d="${lineData(board.meshes.landBorders)}"/>`,
    `<path class="sea-border" d="${lineData(board.meshes.seaBorders)}"/>`,
  ]);
  group('coastline', [`<path class="coastline" d="${lineData(board.meshes.coastline)}"/>`]);
  group('connectors', board.connectors.map((c) => `<path class="connector" data-connector="${c.between.join('-')}" d="${lineData([c.line])}"/>`));
  group('centres', board.centres.map((c) => `<circle data-centre="${c.id}" class="centre" cx="${fmt(c.at[0])}" cy="${fmt(c.at[1])}" r="${c.r}"/>`));
  group('labels', board.labels.flatMap((l) => {
    const sea = l.atSea ? ' at-sea' : '';
    // A label sized to its province (a crowded board): the full name shrinks in proportion.
    const [abbr, full] = l.size && l.size !== 22 ? [` style="font-size:${l.size}px"`, ` style="font-size:${fmt((l.size * 15) / 22)}px"`] : ['', ''];
    return [
      `<text data-label="${l.id}" class="abbr${sea}" x="${fmt(l.at[0])}" y="${fmt(l.at[1])}"${abbr}>${l.abbr}</text>`,
      `<text data-label="${l.id}" class="full${sea}" x="${fmt(l.at[0])}" y="${fmt(l.at[1])}"${full}>${escape(l.name)}</text>`,
    ];
  }));
  out.push('</svg>', '');
  return out.join('\n');
}
