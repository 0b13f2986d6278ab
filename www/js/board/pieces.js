// @ts-check
/**
 * Pieces: what the board draws for the units of a province. Several units of one power in one
 * province (a 1958 stack) are one piece with a count; an army on board a fleet (`aboard`)
 * rides that fleet's piece; a Leader is no piece but a small star beside one. This module
 * groups the units and says where each piece's marks go (count, numbers, the army on board,
 * the doubled mark, the Leader's star). Pure: no DOM, so Node tests it.
 * @module
 */

import { provinceOf, unitAnchor, dislodgedAnchor, round1 } from './geometry.js';

/** @typedef {import('./types.js').Unit} Unit */
/** @typedef {import('./geometry.js').Point} Point */

/**
 * One piece on the board.
 * @typedef {object} Piece
 * @property {string} key `u:` or `d:` (standing or dislodged) and its province
 * @property {string} region the region it is drawn at (its first unit's)
 * @property {boolean} dislodged
 * @property {Unit} unit the unit whose glyph is drawn (the first listed)
 * @property {Unit[]} members the units of the stack, in listing order (one for most pieces)
 * @property {Unit[]} riders armies on board fleets of the piece
 * @property {Unit[]} units the members, then the riders: what a tap on the piece stands for
 */

/** How large a Leader's star is, in piece radii. */
export const LEADER_SCALE = 0.5;

/** How much smaller a dislodged unit is drawn. */
export const DISLODGED_SCALE = 0.8;

/** How far a dislodged piece (or a standoff sign) stands from the province's piece, in radii. */
export const DISLODGED_OFFSET = 1.75;

/** How large the army riding a fleet is drawn, in piece radii. */
export const RIDER_SCALE = 0.5;

/**
 * The key of a Leader in `Placement.leaders`: standing or dislodged, its power and region.
 * @param {Unit} u
 */
export function leaderKey(u) {
  return `${u.dislodged ? 'd' : 'u'}:${u.power}:${u.region}`;
}

/**
 * Groups the units (Leaders left out) into pieces, one per province and standing or
 * dislodged, in the order of their first unit. An army on board rides its fleet's piece when
 * that fleet (its power's unit of that number) is in the same piece; else it is a member.
 * @param {Unit[]} units
 * @returns {Piece[]}
 */
export function groupPieces(units) {
  /** @type {Map<string, Piece>} */
  const pieces = new Map();
  const plain = units.filter((u) => u.type !== 'leader');
  const carried = (/** @type {Unit} */ u) => u.aboard !== undefined && plain.some((f) => f.type === 'fleet' && f.power === u.power
    && f.number === u.aboard && !!f.dislodged === !!u.dislodged && provinceOf(f.region) === provinceOf(u.region));
  for (const u of plain) {
    const key = `${u.dislodged ? 'd' : 'u'}:${provinceOf(u.region)}`;
    const rider = carried(u);
    let p = pieces.get(key);
    if (!p) {
      p = { key, region: u.region, dislodged: !!u.dislodged, unit: u, members: [], riders: [], units: [] };
      pieces.set(key, p);
    }
    (rider ? p.riders : p.members).push(u);
  }
  const out = [...pieces.values()];
  for (const p of out) {
    // A piece of riders only (their fleet not listed) cannot happen: riders need the fleet.
    p.unit = p.members[0];
    p.region = p.unit.region;
    p.units = [...p.members, ...p.riders];
  }
  return out;
}

/**
 * Whether a piece's units fight doubled: its power is doubled this year and the unit is not
 * one of the halves split off this year (`single`, Cat Diplomacy).
 * @param {Unit} u
 * @param {string[]} doubled powers doubled this year
 * @param {Record<string, number[]>} single numbers of each power's units split this year
 */
export function isDoubled(u, doubled, single) {
  return doubled.includes(u.power) && !(u.number !== undefined && single[u.power]?.includes(u.number));
}

/**
 * The marks a piece carries, as boxes relative to its centre for a glyph of radius `r`:
 * the count of a stack (bottom right), the units' numbers (bottom left: a stack's members, then after "+" the armies on board), the army riding a
 * fleet (on its deck) and the doubled mark (top right, where a Leader's star would go; the
 * two belong to different games).
 * @param {Piece} p
 * @param {number} r
 * @param {{ numbers: boolean, doubled: boolean }} opts
 */
export function pieceMarks(p, r, opts) {
  const n = p.members.length;
  const tag = (/** @type {string} */ text, /** @type {number} */ x, /** @type {number} */ y) =>
    ({ text, x: round1(x), y: round1(y), hw: round1(0.17 * r * text.length + 0.14 * r), hh: round1(0.3 * r) });
  return {
    count: n > 1 ? tag(`×${n}`, 0.82 * r, 0.66 * r) : null,
    numbers: opts.numbers && p.members.some((u) => u.number !== undefined)
      ? tag([p.members, p.riders].map((l) => l.map((u) => u.number ?? '?').join(',')).filter(Boolean).join('+'), -0.8 * r, 0.66 * r) : null,
    rider: p.riders.length ? { x: 0, y: round1(-0.9 * r), scale: RIDER_SCALE } : null,
    // 'D', as the source writes a doubled unit (DA, DF, DCG): a stack's count says ×2.
    doubled: opts.doubled ? tag('D', 0.82 * r, -0.72 * r) : null,
    /** Offsets of the outlines drawn behind a stack's glyph, one per further member (at most two). */
    deck: Array.from({ length: Math.min(n - 1, 2) }, (_, i) => /** @type {Point} */ ([round1(0.16 * r * (i + 1)), round1(-0.16 * r * (i + 1))])),
  };
}

/**
 * The half sizes a piece covers once its marks are added to its glyph's `size`.
 * @param {{ hw: number, hh: number }} size
 * @param {ReturnType<typeof pieceMarks>} marks
 */
export function withMarks(size, marks) {
  let { hw, hh } = size;
  if (marks.rider) hh = Math.max(hh, Math.abs(marks.rider.y) + 0.45 * marks.rider.scale * 2 * size.hh);
  for (const m of [marks.count, marks.numbers, marks.doubled]) {
    if (!m) continue;
    hw = Math.max(hw, Math.abs(m.x) + m.hw);
    hh = Math.max(hh, Math.abs(m.y) + m.hh);
  }
  const d = marks.deck.at(-1);
  if (d) {
    hw = Math.max(hw, size.hw + Math.abs(d[0]));
    hh = Math.max(hh, size.hh + Math.abs(d[1]));
  }
  return hw === size.hw && hh === size.hh ? size : { hw: round1(hw), hh: round1(hh) };
}

/**
 * Where a Leader's star stands beside a piece of radius `r` centred at `at`: its top right.
 * @param {Point} at @param {number} r @returns {Point}
 */
export function besidePiece(at, r) {
  return [at[0] + 0.95 * r, at[1] - 0.75 * r];
}

/**
 * Puts each Leader's star at the top right of its province's piece (or where a piece would
 * stand, for a Leader alone), Leaders of several powers side by side.
 * @param {import('./types.js').Layout} layout
 * @param {Unit[]} units
 * @param {Set<string>} standing provinces with a standing piece
 * @param {number} r
 * @param {{ units: Map<string, Point>, dislodged: Map<string, Point>, leaders: Map<string, Point> }} placed
 * @param {number} dislodgedScale
 * @param {number} dislodgedOffset
 */
export function placeLeaders(layout, units, standing, r, placed, dislodgedScale, dislodgedOffset) {
  /** @type {Map<string, number>} */
  const beside = new Map();
  for (const u of units) {
    if (u.type !== 'leader') continue;
    const scale = u.dislodged ? dislodgedScale : 1;
    const aside = u.dislodged && standing.has(provinceOf(u.region));
    const base = (u.dislodged ? placed.dislodged : placed.units).get(u.region)
      ?? (aside ? dislodgedAnchor(layout, u.region, r * dislodgedOffset) : unitAnchor(layout, u.region));
    if (!base) continue;
    const spot = `${u.dislodged ? 'd' : 'u'}:${u.region}`;
    const k = beside.get(spot) ?? 0;
    beside.set(spot, k + 1);
    const step = 2.1 * LEADER_SCALE * r * scale;
    const [x, y] = besidePiece(base, r * scale);
    placed.leaders.set(leaderKey(u), [round1(x + k * step), round1(y)]);
  }
}
