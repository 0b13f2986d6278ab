// The board art as the site serves it: each group of border lines that the widget would draw
// the same from the art's areas (www/js/board/lines.js) is left empty and marked
// `data-derive="<its line classes>"`, so a page downloads each border once, in the areas'
// outlines, instead of three times. A group is compacted only when the lines drawn from the
// areas have exactly its own lines' edges, class by class; any other art is served as it is.
// Used by copy-maps.mjs; maps/ keeps the whole drawing (the map image and the npm package read it).
import { artAreas, deriveLines, pathRings, DERIVED_LINES } from '../www/js/board/lines.js';

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
 * The art with every exactly derivable line group emptied and marked; also the names of those groups.
 * @param {string} text board.svg
 * @returns {{ text: string, groups: string[] }}
 */
export function compactArt(text) {
  let derived;
  try {
    derived = deriveLines(artAreas(text));
  } catch {
    return { text, groups: [] };
  }
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
