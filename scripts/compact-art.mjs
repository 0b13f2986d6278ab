// The board art as the site serves it, each border written once instead of three times:
// - the areas' outlines (provinces, coasts, off-board land) are written as rings of shared arcs
//   (www/js/board/arcs.js), only when the outlines drawn back from the arcs are the art's own,
//   character for character;
// - then each group of border lines that the widget draws the same from the arcs
//   (www/js/board/lines.js) is left empty and marked `data-derive="<its line classes>"`, only
//   when the lines drawn have exactly its own lines' edges, class by class.
// Any other art is served as it is. Used by copy-maps.mjs; maps/ keeps the whole drawing (the
// map image and the npm package read it).
import { arcLines, DERIVED_LINES } from '../www/js/board/lines.js';
import { expandAreas, findArcs, pathRings, stepsData } from '../www/js/board/arcs.js';

/** The undirected edges of open lines, as sorted text keys. @param {string[]} ds */
function lineEdges(ds) {
  const keys = [];
  for (const d of ds) {
    for (const ring of pathRings(d)) {
      for (let i = 1; i < ring.length; i++) {
        const [a, b] = [ring[i - 1].join(','), ring[i].join(',')].sort();
        keys.push(`${a}|${b}`);
      }
    }
  }
  return [...new Set(keys)].sort();
}

const same = (/** @type {string[]} */ a, /** @type {string[]} */ b) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The art with its areas as rings of shared arcs, when drawing them back gives the same text;
 * also the number of arcs (0: the art is left as it is).
 * @param {string} text board.svg
 * @returns {{ text: string, arcs: number }}
 */
export function compactAreas(text) {
  /** @type {{ start: number, end: number, rings: number[][] }[]} */
  const shapes = [];
  for (const m of text.matchAll(/<path\b[^>]*?(\sd="([^"]*)")[^>]*>/g)) {
    const tag = m[0];
    if (!/\sdata-(province|coast)="|\sclass="offboard"/.test(tag) || /data-rings=/.test(tag)) continue;
    let rings;
    try {
      rings = pathRings(m[2]).map((ring) => ring.flat());
    } catch {
      return { text, arcs: 0 };
    }
    // Only outlines written as arcs.js writes them can be given back exactly.
    if (rings.map((r) => `${stepsData(r)}z`).join('') !== m[2]) return { text, arcs: 0 };
    if (!rings.length) continue;
    const at = /** @type {number} */ (m.index) + tag.indexOf(m[1]);
    shapes.push({ start: at, end: at + m[1].length, rings });
  }
  if (!shapes.length) return { text, arcs: 0 };
  const key = (/** @type {number} */ x, /** @type {number} */ y) => `${x},${y}`;
  // Who uses each edge, and the edges at each point.
  /** @type {Map<string, string>} */
  const owners = new Map();
  /** @type {Map<string, Set<string>>} */
  const around = new Map();
  shapes.forEach((shape, s) => shape.rings.forEach((r) => {
    const n = r.length / 2;
    for (let i = 0; i < n; i++) {
      const a = key(r[2 * i], r[2 * i + 1]), b = key(r[2 * ((i + 1) % n)], r[2 * ((i + 1) % n) + 1]);
      const edge = a < b ? `${a} ${b}` : `${b} ${a}`;
      owners.set(edge, `${owners.get(edge) ?? ''} ${s}`);
      for (const [p, q] of [[a, b], [b, a]]) (around.get(p) ?? around.set(p, new Set()).get(p))?.add(q);
    }
  }));
  /** @type {Set<string>} the points where an arc must end */
  const junctions = new Set();
  for (const shape of shapes) for (const r of shape.rings) junctions.add(key(r[0], r[1]));
  for (const [p, qs] of around) {
    if (qs.size !== 2) { junctions.add(p); continue; }
    const [q1, q2] = [...qs].map((q) => owners.get(p < q ? `${p} ${q}` : `${q} ${p}`));
    if (q1 !== q2) junctions.add(p);
  }
  /** @type {Map<string, number>} each arc by its points, either way */
  const arcIds = new Map();
  /** @type {string[]} */
  const arcData = [];
  const refs = shapes.map((shape) => shape.rings.map((r) => {
    const n = r.length / 2;
    /** @type {number[]} */
    const ring = [];
    let piece = [r[0], r[1]];
    for (let i = 1; i <= n; i++) {
      const x = r[2 * (i % n)], y = r[2 * (i % n) + 1];
      piece.push(x, y);
      if (!junctions.has(key(x, y))) continue;
      const forward = piece.join(' ');
      const backward = piece.map((_, k) => piece[k % 2 === 0 ? piece.length - 2 - k : piece.length - k]).join(' ');
      let id = arcIds.get(forward);
      if (id === undefined) {
        const back = arcIds.get(backward);
        if (back !== undefined) id = -back - 1;
        else {
          id = arcData.length;
          arcIds.set(forward, id);
          arcData.push(stepsData(piece));
        }
      }
      ring.push(id);
      piece = [x, y];
    }
    return ring.join(' ');
  }).join(','));
  let out = '';
  let from = 0;
  shapes.forEach((shape, s) => {
    out += `${text.slice(from, shape.start)} data-rings="${refs[s]}"`;
    from = shape.end;
  });
  out += text.slice(from);
  const first = out.indexOf('<g id=');
  if (first < 0) return { text, arcs: 0 };
  out = `${out.slice(0, first)}<g id="arcs" data-arcs="${arcData.join('')}"></g>\n${out.slice(first)}`;
  return expandAreas(out) === text ? { text: out, arcs: arcData.length } : { text, arcs: 0 };
}

/**
 * The art as the site serves it: its line groups left to be drawn (`compactLines`), then its
 * areas as arcs (`compactAreas`); with the groups left out and the number of arcs.
 * @param {string} text board.svg
 * @returns {{ text: string, groups: string[], arcs: number }}
 */
export function compactArt(text) {
  const areas = compactAreas(text);
  const lines = compactLines(areas.text);
  return { text: lines.text, groups: lines.groups, arcs: areas.arcs };
}

/**
 * Art whose areas are given as arcs with every line group the arcs draw exactly emptied and
 * marked; also the names of those groups. Art without arcs is returned as it is.
 * @param {string} text board.svg
 * @returns {{ text: string, groups: string[] }}
 */
export function compactLines(text) {
  const given = findArcs(text);
  const derived = given ? arcLines(text, given.arcs) : null;
  if (!derived) return { text, groups: [] };
  /** @type {string[]} */
  const groups = [];
  const out = text.replace(/<g id="([^"]+)">((?:\s*<path class="[^"]+" d="[^"]*"\/>)+)\s*<\/g>/g, (whole, id, inner) => {
    const paths = [...String(inner).matchAll(/<path class="([^"]+)" d="([^"]*)"\/>/g)];
    const classes = [...new Set(paths.map((m) => m[1]))];
    if (!classes.every((c) => DERIVED_LINES.includes(c))) return whole;
    for (const c of classes) {
      const own = lineEdges(paths.filter((m) => m[1] === c).map((m) => m[2]));
      if (!same(own, lineEdges([derived[c]]))) return whole;
    }
    groups.push(id);
    return `<g id="${id}" data-derive="${classes.join(' ')}"></g>`;
  });
  return { text: out, groups };
}
