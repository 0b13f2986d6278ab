// @ts-check
/**
 * Where pieces, labels and centre markers go when pieces are large.
 *
 * Pieces are drawn at a size fixed on screen (9 mm on a 10-inch tablet), so at the whole-board
 * view a piece is wider than the smallest provinces. This module nudges overlapping pieces
 * apart, never further than half a piece from their anchor, and moves the province names and
 * centre markers that a piece would hide to just beside it. A centre under its own province's
 * piece is drawn as a badge on the piece instead. Pure: no DOM, so Node tests it.
 * @module
 */

import { unitAnchor, dislodgedAnchor, provinceOf, clamp, round1 } from './geometry.js';
import {
  groupPieces, pieceMarks, withMarks, isDoubled, placeLeaders, besidePiece, leaderKey, LEADER_SCALE, DISLODGED_SCALE, DISLODGED_OFFSET,
} from './pieces.js';
import { clearSpot, coveredShare } from './clear-spot.js';
import { drawnOrders, headBoxes } from './order-shapes.js';

export { leaderKey, LEADER_SCALE, DISLODGED_SCALE, DISLODGED_OFFSET, coveredShare };

/** @typedef {import('./geometry.js').Point} Point */

/**
 * A rectangle by its centre and half sizes.
 * @typedef {{ x: number, y: number, hw: number, hh: number }} Box
 */

/**
 * What `placePieces` decides.
 * @typedef {object} Placement
 * @property {import('./pieces.js').Piece[]} pieces the pieces drawn (units grouped by province)
 * @property {Map<string, Point>} units region → centre of the standing unit's piece (every
 *   unit's region of a stack)
 * @property {Map<string, Point>} dislodged region → centre of the dislodged unit's piece
 * @property {Map<string, Point>} leaders `leaderKey(unit)` → centre of a Leader's small star,
 *   beside the piece of its province (a Leader is no piece of its own: it goes with its unit)
 * @property {Map<string, Point>} standoffs province → centre of its standoff sign
 * @property {Map<string, Point>} builds region → centre of the ghost of a unit built there
 * @property {Map<string, Point>} leaderBuilds region → centre of the ghost of a Leader built
 *   there: a small star at the top right of the piece or ghost there, as a Leader stands
 * @property {Box[]} heads the boxes of the orders' arrowheads (which names and markers keep clear of)
 * @property {Map<string, Point>} labels province → moved label position (only moved ones)
 * @property {Map<string, Point>} centres province → moved centre marker (only moved ones)
 * @property {Set<string>} badged provinces whose centre is drawn as a badge on their piece
 * @property {Box[]} boxes every piece's box (a build's ghost's too), for tests
 */


/** Share of a piece's radius that pieces keep between them. */
const GAP = 0.02;
/** How far a piece may move from its anchor, in piece radii. */
const MAX_SHIFT = 0.6;
const ROUNDS = 40;

/**
 * The half sizes of what a glyph of radius `r` covers, its halo and shadow included: an army
 * is a block, a fleet a wider, flatter hull; the ring round a dislodged piece and the standoff
 * disc are round.
 * @param {import('./types.js').UnitType | 'standoff' | 'ringed'} type a piece, a standoff sign, or a piece in a ring
 * @param {number} r
 * @returns {{ hw: number, hh: number }}
 */
export function glyphHalfSize(type, r) {
  if (type === 'fleet') return { hw: 1.03 * r, hh: 0.7 * r };
  if (type === 'standoff') return { hw: 0.8 * r, hh: 0.8 * r };
  if (type === 'ringed') return { hw: 1.22 * r, hh: 1.22 * r };
  return { hw: 0.95 * r, hh: 0.8 * r };
}

/** Half the width of an army's body, in glyph radii (the narrower piece). */
const ARMY_HALF_WIDTH = 0.9;

/**
 * Where a piece carries the centre it stands on: a badge at its top left corner, relative to
 * the piece's centre, and the badge's outer radius.
 * @param {import('./types.js').UnitType} type
 * @param {number} r
 */
export function centreBadge(type, r) {
  const { hw, hh } = glyphHalfSize(type, r);
  return { x: -0.92 * hw, y: -0.92 * hh, radius: 13 * Math.max(0.75, r / 40) };
}

/**
 * The glyph radius in board units that draws an army's body `pixels` CSS px wide (a fleet is
 * wider) at `scale` CSS px
 * per board unit, kept between `min` and `max` so a small board does not drown in pieces and
 * a deep zoom does not shrink them to dots.
 * @param {number} pixels
 * @param {number} scale
 * @param {number} min
 * @param {number} max
 */
export function pieceRadius(pixels, scale, min, max) {
  if (!(scale > 0) || !Number.isFinite(scale)) return min;
  return round1(clamp(pixels / (2 * ARMY_HALF_WIDTH * scale), min, Math.max(min, max)));
}

/**
 * The deepest zoom the view offers: `least`, or deeper on a board that is large for the
 * screen (Das Dippyspiel's world), so that zoomed in fully its pieces are drawn `pixels` wide
 * at their smallest size, `min` board units.
 * @param {number} pixels
 * @param {number} min
 * @param {number} fitWidth the board units across the view at zoom 1
 * @param {number} width the view's width in CSS px (0 before it is laid out)
 * @param {number} least
 */
export function deepestZoom(pixels, min, fitWidth, width, least) {
  if (!(width > 0) || !(min > 0)) return least;
  return Math.max(least, (pixels / (2 * ARMY_HALF_WIDTH * min)) * (fitWidth / width));
}

/**
 * The art's layout for the game shown: a province that is no supply centre in it (`centres`, a
 * smaller game's) has no centre marker, so placePieces moves none there and no piece wears its badge.
 * @param {import('./types.js').Layout} layout
 * @param {string[] | null | undefined} centres
 * @returns {import('./types.js').Layout}
 */
export function gameLayout(layout, centres) {
  if (!centres) return layout;
  const kept = new Set(centres);
  const provinces = Object.fromEntries(Object.entries(layout.provinces).map(([id, p]) => {
    if (!p.centre || kept.has(id)) return [id, p];
    const { centre: _deleted, ...rest } = p;
    return [id, rest];
  }));
  return { ...layout, provinces };
}

/**
 * Places every piece, build's ghost, standoff sign, label and centre marker for glyphs of
 * radius `r`. A piece's marks (a stack's count, numbers, the doubled mark) count as part of
 * it; names and centre markers keep clear of pieces, ghosts and the orders' arrowheads.
 * @param {import('./types.js').Layout} layout
 * @param {import('./types.js').Unit[]} units
 * @param {string[]} standoffs
 * @param {number} r glyph radius in board units
 * @param {(province: string) => { hw: number, hh: number }} labelSize half sizes of a label
 * @param {{ numbers?: boolean, doubled?: string[], single?: Record<string, number[]>, orders?: import('./types.js').Order[] }} [show]
 *   whether pieces carry their units' numbers; the powers doubled this year and their units
 *   split; the orders drawn
 * @returns {Placement}
 */
export function placePieces(layout, units, standoffs, r, labelSize, show = {}) {
  const all = units;
  const pieces = groupPieces(all);
  const orders = drawnOrders(show.orders ?? []);
  /** @type {{ key: string, box: Box, home: Point, kind: 'unit' | 'dislodged' | 'standoff' | 'build', region: string, piece?: import('./pieces.js').Piece }[]} */
  const items = [];
  const standing = new Set(pieces.filter((p) => !p.dislodged).map((p) => provinceOf(p.region)));
  for (const piece of pieces) {
    const u = piece.unit;
    // A dislodged unit steps aside only when its attacker is drawn in the province too.
    const aside = u.dislodged && standing.has(provinceOf(u.region));
    const at = aside ? dislodgedAnchor(layout, u.region, r * DISLODGED_OFFSET) : unitAnchor(layout, u.region);
    if (!at) continue;
    // A dislodged piece wears a ring round it, which counts.
    const rr = u.dislodged ? r * DISLODGED_SCALE : r;
    const doubled = isDoubled(u, show.doubled ?? [], show.single ?? {});
    const marks = pieceMarks(piece, rr, { numbers: !!show.numbers, doubled });
    const size = withMarks(u.dislodged ? glyphHalfSize('ringed', rr) : glyphHalfSize(u.type, r), marks);
    items.push({ key: piece.key, kind: u.dislodged ? 'dislodged' : 'unit', region: u.region, piece, home: at, box: { x: at[0], y: at[1], ...size } });
  }
  for (const p of standoffs) {
    const at = standing.has(p) ? dislodgedAnchor(layout, p, r * DISLODGED_OFFSET) : unitAnchor(layout, p);
    if (!at) continue;
    items.push({ key: `s:${p}`, kind: 'standoff', region: p, home: at, box: { x: at[0], y: at[1], ...glyphHalfSize('standoff', r) } });
  }
  // A build's ghost is drawn as large as a piece: it is placed as one.
  for (const o of orders) {
    const at = o.kind === 'build' && o.type !== 'leader' ? unitAnchor(layout, o.region) : null;
    if (!at || standing.has(provinceOf(o.region))) continue;
    items.push({ key: `b:${o.region}`, kind: 'build', region: o.region, home: at, box: { x: at[0], y: at[1], ...glyphHalfSize(o.type ?? 'army', r) } });
  }
  items.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const [bx, by, bw, bh] = layout.viewBox;
  separate(items.map((i) => i.box), items.map((i) => i.home), r, { x: bx, y: by, w: bw, h: bh });

  /** @type {Placement} */
  const placed = {
    pieces: [], units: new Map(), dislodged: new Map(), leaders: new Map(), standoffs: new Map(), builds: new Map(), leaderBuilds: new Map(),
    heads: [], labels: new Map(), centres: new Map(), badged: new Set(), boxes: items.map((i) => i.box),
  };
  for (const i of items) {
    /** @type {Point} */
    const at = [round1(i.box.x), round1(i.box.y)];
    if (i.piece) {
      placed.pieces.push(i.piece);
      for (const u of i.piece.units) (i.kind === 'unit' ? placed.units : placed.dislodged).set(u.region, at);
    } else (i.kind === 'build' ? placed.builds : placed.standoffs).set(i.region, at);
  }
  placeLeaders(layout, all, standing, r, placed, DISLODGED_SCALE, DISLODGED_OFFSET);
  const boxes = items.map((i) => i.box);
  // A Leader's star hides what is under it too: names and centre markers move off it.
  const star = LEADER_SCALE * r;
  placeLeaderBuilds(layout, orders, r, placed);
  for (const at of [...placed.leaders.values(), ...placed.leaderBuilds.values()]) boxes.push({ x: at[0], y: at[1], hw: star, hh: star });
  for (const { unit: u } of pieces) {
    const p = provinceOf(u.region);
    const at = placed.units.get(u.region);
    if (u.dislodged || !at || !layout.provinces[p]?.centre) continue;
    placed.badged.add(p);
    const b = centreBadge(u.type, r);
    boxes.push({ x: at[0] + b.x, y: at[1] + b.y, hw: b.radius, hh: b.radius });
  }
  // Arrowheads land where the pieces now stand, often on a name: names and markers move off them.
  placed.heads = headBoxes({ layout, units: all, orders, r, standoffs, place: placed });
  boxes.push(...placed.heads);
  /** @type {Box[]} */
  const marks = [];
  for (const [id, p] of Object.entries(layout.provinces)) {
    if (!p.centre || placed.badged.has(id)) continue;
    const box = { x: p.centre[0], y: p.centre[1], hw: 13, hh: 13 };
    const moved = clearSpot(box, boxes, r);
    if (moved) placed.centres.set(id, moved);
    marks.push(moved ? { ...box, x: moved[0], y: moved[1] } : box);
  }
  /** @type {Map<string, Box>} */
  const labels = new Map();
  for (const [id, p] of Object.entries(layout.provinces)) {
    if (p.label) labels.set(id, { x: p.label[0], y: p.label[1], ...labelSize(id) });
  }
  /** @type {Map<string, Box>} each province's first standing piece (or ghost of a build) */
  const own = new Map();
  for (const i of items) if ((i.kind === 'unit' || i.kind === 'build') && !own.has(provinceOf(i.region))) own.set(provinceOf(i.region), i.box);
  const allMarks = [...marks, ...labels.values()];
  for (const [id, box] of labels) {
    const moved = clearSpot(box, boxes, r, own.get(id), allMarks);
    if (!moved) continue;
    placed.labels.set(id, moved);
    box.x = moved[0];
    box.y = moved[1];
  }
  return placed;
}

/**
 * Pushes overlapping boxes apart along the axis where they overlap least, for a fixed number
 * of rounds, keeping each within `MAX_SHIFT` radii of its home and inside the board.
 * @param {Box[]} boxes moved in place
 * @param {Point[]} homes
 * @param {number} r
 * @param {{ x: number, y: number, w: number, h: number }} board
 */
function separate(boxes, homes, r, board) {
  const gap = GAP * r;
  const reach = MAX_SHIFT * r;
  // Where each box ended the last round: a round that ends where the last one did is a fixed
  // point, which every later round would repeat.
  const last = new Float64Array(2 * boxes.length).fill(NaN);
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const ox = a.hw + b.hw + gap - Math.abs(dx);
        const oy = a.hh + b.hh + gap - Math.abs(dy);
        if (ox <= 0 || oy <= 0) continue;
        moved = true;
        if (ox / (a.hw + b.hw) < oy / (a.hh + b.hh)) {
          const s = (dx === 0 ? 1 : Math.sign(dx)) * ox / 2;
          a.x -= s;
          b.x += s;
        } else {
          const s = (dy === 0 ? 1 : Math.sign(dy)) * oy / 2;
          a.y -= s;
          b.y += s;
        }
      }
    }
    boxes.forEach((b, k) => {
      const [hx, hy] = homes[k];
      const d = Math.hypot(b.x - hx, b.y - hy);
      if (d > reach) {
        b.x = hx + ((b.x - hx) * reach) / d;
        b.y = hy + ((b.y - hy) * reach) / d;
      }
      b.x = clamp(b.x, board.x + b.hw, board.x + board.w - b.hw);
      b.y = clamp(b.y, board.y + b.hh, board.y + board.h - b.hh);
    });
    if (!moved || boxes.every((b, k) => b.x === last[2 * k] && b.y === last[2 * k + 1])) break;
    boxes.forEach((b, k) => { last[2 * k] = b.x; last[2 * k + 1] = b.y; });
  }
}

/**
 * Puts each Leader build's ghost where the Leader will stand: at the top right of the piece or
 * ghost in its province (Militarism III's opening builds a fleet and a Leader in one centre),
 * or of where a piece would stand.
 * @param {import('./types.js').Layout} layout
 * @param {import('./types.js').Order[]} orders
 * @param {number} r
 * @param {Placement} placed
 */
function placeLeaderBuilds(layout, orders, r, placed) {
  for (const o of orders) {
    if (o.kind !== 'build' || o.type !== 'leader' || !o.region) continue;
    const p = provinceOf(o.region);
    const piece = [...placed.units].find(([where]) => provinceOf(where) === p)?.[1];
    const base = placed.builds.get(o.region) ?? [...placed.builds].find(([where]) => provinceOf(where) === p)?.[1]
      ?? piece ?? unitAnchor(layout, o.region);
    if (!base) continue;
    const [x, y] = besidePiece(base, r);
    placed.leaderBuilds.set(o.region, [round1(x), round1(y)]);
  }
}
