// Reads shapes back from board.svg (as written by lib/svg.mjs) for the tests.

/** Parses path data made of M/m, L/l and Z/z commands into a multipolygon-like list of rings. */
export function parsePath(d) {
  const tokens = d.match(/[MmLlZz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const rings = [];
  let ring = null, command = 'M', x = 0, y = 0, startX = 0, startY = 0;
  const round = (v) => Math.round(v * 10) / 10;
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i];
    if (/[A-Za-z]/.test(t)) {
      command = t;
      i++;
      if (command === 'Z' || command === 'z') {
        if (ring) { ring.push([startX, startY]); rings.push(ring); ring = null; }
        x = startX; y = startY;
      }
      continue;
    }
    const a = Number(tokens[i]), b = Number(tokens[i + 1]);
    i += 2;
    const relative = command === command.toLowerCase();
    x = round(relative ? x + a : a);
    y = round(relative ? y + b : b);
    if (command === 'M' || command === 'm') {
      if (ring) rings.push(ring);
      ring = [[x, y]];
      startX = x; startY = y;
      command = relative ? 'l' : 'L';
    } else {
      ring.push([x, y]);
    }
  }
  if (ring) rings.push(ring);
  return rings;
}

/** Rings as a multipolygon list of single-ring polygons (even-odd holes are fine for our uses). */
export const ringsAsMulti = (rings) => rings.map((r) => [r]);

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** {provinces: {id: {kind, rings}}, coasts: {id: rings}, groups: [ids in order], svgTag} */
export function readBoard(svgText) {
  const provinces = {}, coasts = {};
  for (const [tag] of svgText.matchAll(/<path [^>]*>/g)) {
    const province = attr(tag, 'data-province');
    const coast = attr(tag, 'data-coast');
    if (province) provinces[province] = { kind: attr(tag, 'class'), rings: parsePath(attr(tag, 'd')) };
    if (coast) coasts[coast] = parsePath(attr(tag, 'd'));
  }
  const groups = [...svgText.matchAll(/<g id="([^"]+)">/g)].map((m) => m[1]);
  const svgTag = svgText.match(/<svg [^>]*>/)[0];
  return { provinces, coasts, groups, svgTag };
}
