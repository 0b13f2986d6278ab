// @ts-check
/**
 * Unit glyphs: an army is a rounded block, a fleet a hull with a curved keel, a coast guard a
 * shield, a cavalry unit a hexagon wider than tall. Each carries the power's initial (one letter,
 * or two written smaller), a dark outline and a light halo so it reads on any tint. A leader is a
 * small five-pointed star, without an initial, beside its province's piece.
 * @module
 */

import { el, title, r1 } from './svg.js';
import { powerClass, regionName } from './art.js';
import { provinceOf } from './geometry.js';

import { DISLODGED_SCALE, centreBadge } from './placement.js';
import { LEADER_SCALE, leaderKey, pieceMarks, isDoubled } from './pieces.js';

/** The units a piece's element stands for, for the tap handler (`onUnitTap`'s `units`). */
export const pieceUnits = /** @type {WeakMap<Element, import('./types.js').Unit[]>} */ (new WeakMap());


/**
 * SVG path data for a glyph of radius `r` centred on 0,0.
 * @param {import('./types.js').UnitType | 'build'} type
 * @param {number} r
 */
export function glyphPath(type, r) {
  if (type === 'fleet') {
    const w = r;
    const deck = -0.5 * r;
    return `M${r1(-w)} ${r1(deck - 0.08 * r)}Q0 ${r1(deck + 0.22 * r)} ${r1(w)} ${r1(deck - 0.08 * r)}`
      + `L${r1(0.66 * w)} ${r1(0.5 * r)}Q0 ${r1(0.74 * r)} ${r1(-0.66 * w)} ${r1(0.5 * r)}Z`;
  }
  if (type === 'coast guard') {
    const w = 0.82 * r;
    return `M${r1(-w)} ${r1(-0.74 * r)}H${r1(w)}V${r1(0.05 * r)}Q${r1(w)} ${r1(0.55 * r)} 0 ${r1(0.86 * r)}`
      + `Q${r1(-w)} ${r1(0.55 * r)} ${r1(-w)} ${r1(0.05 * r)}Z`;
  }
  if (type === 'cavalry') {
    const w = 0.95 * r;
    const s = 0.55 * r;
    const h = 0.76 * r;
    return `M${r1(-w)} 0L${r1(-s)} ${r1(-h)}H${r1(s)}L${r1(w)} 0L${r1(s)} ${r1(h)}H${r1(-s)}Z`;
  }
  if (type === 'leader') {
    let d = '';
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const k = i % 2 === 0 ? r : 0.45 * r;
      d += `${i === 0 ? 'M' : 'L'}${r1(k * Math.cos(a))} ${r1(k * Math.sin(a))}`;
    }
    return `${d}Z`;
  }
  if (type === 'build') return `M${r1(-0.9 * r)} 0a${r1(0.9 * r)} ${r1(0.9 * r)} 0 1 0 ${r1(1.8 * r)} 0a${r1(0.9 * r)} ${r1(0.9 * r)} 0 1 0 ${r1(-1.8 * r)} 0Z`;
  const hw = 0.9 * r;
  const hh = 0.74 * r;
  const k = 0.28 * r;
  return `M${r1(-hw + k)} ${r1(-hh)}H${r1(hw - k)}Q${r1(hw)} ${r1(-hh)} ${r1(hw)} ${r1(-hh + k)}`
    + `V${r1(hh - k)}Q${r1(hw)} ${r1(hh)} ${r1(hw - k)} ${r1(hh)}H${r1(-hw + k)}`
    + `Q${r1(-hw)} ${r1(hh)} ${r1(-hw)} ${r1(hh - k)}V${r1(-hh + k)}Q${r1(-hw)} ${r1(-hh)} ${r1(-hw + k)} ${r1(-hh)}Z`;
}

/**
 * The vertical offset that centres the initial inside the glyph's body.
 * @param {import('./types.js').UnitType | 'build'} type
 * @param {number} r
 */
function textY(type, r) {
  if (type === 'coast guard') return r1(-0.06 * r);
  return type === 'fleet' ? r1(0.02 * r) : 0;
}

/**
 * The font size of a power's initial on a glyph of radius `r`: two letters (Das Dippyspiel's 26
 * powers share first letters) smaller, so that both fit inside the narrowest body, a fleet's.
 * @param {string} initial @param {number} r
 */
export function initialSize(initial, r) {
  return r1(r * ([...initial].length > 1 ? 0.68 : 0.92));
}

/**
 * A glyph's initial, centred on 0,0.
 * @param {import('./types.js').UnitType | 'build'} type @param {number} r @param {string} initial
 */
function initialText(type, r, initial) {
  const t = el('text', { class: 'gk-initial', y: textY(type, r), 'font-size': initialSize(initial, r) });
  t.textContent = initial;
  return t;
}

/**
 * One glyph group (shadow, halo, body, initial), centred on 0,0.
 * @param {import('./types.js').UnitType | 'build'} type
 * @param {number} r
 * @param {string} initial
 * @param {string} cls extra classes
 */
export function glyph(type, r, initial, cls) {
  const d = glyphPath(type, r);
  const g = el('g', { class: `gk-glyph gk-${type.replace(' ', '')} ${cls}` }, [
    el('path', { class: 'gk-shadow', d, transform: `translate(${r1(r * 0.09)} ${r1(r * 0.12)})` }),
    el('path', { class: 'gk-halo', d }),
    el('path', { class: 'gk-body', d }),
  ]);
  if (initial) g.appendChild(initialText(type, r, initial));
  return g;
}

/**
 * A human name for a unit: "French army in Paris", with its number when it has one ("French
 * army 6 in Paris"); an army on board: "French army 6 on board fleet 5 in the North Sea".
 * @param {import('./art.js').Art} art
 * @param {{ powers: Record<string, import('./types.js').PowerInfo>, names: Record<string, string> }} cfg
 * @param {import('./types.js').Unit} u
 * @param {boolean} [rider] the army rides its fleet's piece
 */
export function unitLabel(art, cfg, u, rider = false) {
  const p = cfg.powers[u.power];
  const who = p?.adjective ?? (p?.name ? `${p.name}` : u.power);
  const where = regionName(art, cfg.names, u.region);
  const n = u.number === undefined ? '' : ` ${u.number}`;
  const on = rider ? ` on board fleet ${u.aboard}` : '';
  return `${who} ${u.type}${n}${on} ${u.dislodged ? 'dislodged from' : 'in'} ${where}`;
}

/**
 * The name of a piece: its units' names, a stack's count first, a doubled unit said so.
 * @param {import('./art.js').Art} art
 * @param {{ powers: Record<string, import('./types.js').PowerInfo>, names: Record<string, string> }} cfg
 * @param {import('./pieces.js').Piece} piece
 * @param {boolean} doubled
 */
export function pieceLabel(art, cfg, piece, doubled) {
  const names = [...piece.members.map((u) => unitLabel(art, cfg, u)), ...piece.riders.map((u) => unitLabel(art, cfg, u, true))];
  const head = piece.members.length > 1 ? `${piece.members.length} units: ` : '';
  return `${head}${names.join('; ')}${doubled ? ' (doubled this year)' : ''}`;
}

/**
 * A small tag on a piece: a rounded box with a short text (a count, numbers, the doubled mark).
 * @param {{ text: string, x: number, y: number, hw: number, hh: number }} m
 * @param {string} cls
 * @param {number} r
 */
export function tag(m, cls, r) {
  const t = el('text', { class: 'gk-tag-text', x: m.x, y: m.y, 'font-size': r1(r * 0.5) });
  t.textContent = m.text;
  return el('g', { class: `gk-tag ${cls}` }, [
    el('rect', { x: r1(m.x - m.hw), y: r1(m.y - m.hh), width: r1(2 * m.hw), height: r1(2 * m.hh), rx: r1(m.hh) }), t,
  ]);
}

/**
 * Draws all pieces into the units layer, where `place` put them. A unit standing on a supply
 * centre carries the centre as a badge at its top left corner, ringed in the owner's colour.
 * A stack shows its further members as outlines behind and a count ("×2"); a piece carries
 * its units' numbers when `numbers` is set; an army on board rides its fleet's deck; a unit
 * of a doubled power (not split this year) wears a double outline and "×2".
 * @param {import('./art.js').Art} art
 * @param {Required<Pick<import('./types.js').BoardConfig, 'units' | 'powers' | 'names' | 'selected' | 'owners'>>
 *   & { unitSize: number, place: import('./placement.js').Placement, numbers: boolean,
 *   doubled: string[], single: Record<string, number[]> }} cfg
 */
export function drawUnits(art, cfg) {
  const layer = art.layers.units;
  const r = cfg.unitSize;
  // Regular pieces first, dislodged ones on top; each Leader's star over its unit's piece.
  const rank = (/** @type {import('./pieces.js').Piece} */ p) => Number(p.dislodged);
  for (const piece of [...cfg.place.pieces].sort((a, b) => rank(a) - rank(b))) {
    const u = piece.unit;
    const at = (u.dislodged ? cfg.place.dislodged : cfg.place.units).get(u.region);
    if (!at) continue;
    const rr = r * (u.dislodged ? DISLODGED_SCALE : 1);
    const initial = cfg.powers[u.power]?.initial ?? u.power.slice(0, 1).toUpperCase();
    const selected = !u.dislodged && cfg.selected === u.region;
    const doubled = isDoubled(u, cfg.doubled, cfg.single);
    const marks = pieceMarks(piece, rr, { numbers: cfg.numbers, doubled });
    const label = pieceLabel(art, cfg, piece, doubled);
    const g = el('g', {
      class: `gk-unit ${powerClass(u.power)}${u.dislodged ? ' gk-dislodged' : ''}${selected ? ' gk-selected' : ''}${doubled ? ' gk-doubled' : ''}`,
      transform: `translate(${at[0]} ${at[1]})`,
      'data-unit': u.region,
      'data-power': u.power,
      'data-dislodged': u.dislodged ? 'true' : null,
      'data-count': piece.units.length > 1 ? piece.units.length : null,
      role: 'button',
      tabindex: -1,
      'aria-label': label,
      'aria-pressed': selected ? 'true' : null,
    });
    pieceUnits.set(g, piece.units);
    if (selected) g.appendChild(el('circle', { class: 'gk-select-ring', r: r1(r * 1.28) }));
    if (u.dislodged) g.appendChild(el('circle', { class: 'gk-dislodged-ring', r: r1(rr * 1.22) }));
    for (const [dx, dy] of [...marks.deck].reverse()) {
      const behind = glyph(piece.members[1].type, rr, '', 'gk-deck');
      behind.setAttribute('transform', `translate(${dx} ${dy})`);
      g.appendChild(behind);
    }
    if (doubled) g.appendChild(el('path', { class: 'gk-double', d: glyphPath(u.type, rr * 1.22) }));
    g.appendChild(glyph(u.type, rr, '', ''));
    if (marks.rider) {
      const rider = glyph('army', rr * marks.rider.scale, '', 'gk-rider');
      rider.setAttribute('transform', `translate(0 ${marks.rider.y})`);
      g.appendChild(rider);
    }
    const province = provinceOf(u.region);
    if (!u.dislodged && cfg.place.badged.has(province)) g.appendChild(badge(u.type, r, cfg.owners[province]));
    g.appendChild(title(label));
    // What is written on the piece (its initial, count, numbers, "×2") is drawn over it in a
    // group of its own, hidden from screen readers and taps: the piece's name says all of it
    // in words, and a button whose visible text its name did not contain would contradict it.
    const written = el('g', {
      class: `gk-unit-marks ${powerClass(u.power)}`, transform: g.getAttribute('transform'), 'data-unit': u.region, 'aria-hidden': 'true',
    }, [initialText(u.type, rr, initial)]);
    if (marks.count) written.appendChild(tag(marks.count, 'gk-count', rr));
    if (marks.numbers) written.appendChild(tag(marks.numbers, 'gk-numbers', rr));
    if (marks.doubled) written.appendChild(tag(marks.doubled, 'gk-doubled-tag', rr));
    layer.append(g, written);
  }
  for (const u of cfg.units) {
    if (u.type !== 'leader') continue;
    const at = cfg.place.leaders.get(leaderKey(u));
    if (!at) continue;
    const scale = (u.dislodged ? DISLODGED_SCALE : 1) * LEADER_SCALE;
    const g = el('g', {
      class: `gk-unit ${powerClass(u.power)}${u.dislodged ? ' gk-dislodged' : ''}`,
      transform: `translate(${at[0]} ${at[1]})`,
      'data-unit': u.region,
      'data-power': u.power,
      'data-dislodged': u.dislodged ? 'true' : null,
      role: 'button',
      tabindex: -1,
      'aria-label': unitLabel(art, cfg, u),
    });
    pieceUnits.set(g, [u]);
    g.appendChild(glyph('leader', r * scale, '', ''));
    g.appendChild(title(unitLabel(art, cfg, u)));
    layer.appendChild(g);
  }
}

/**
 * The supply-centre marker as a badge on a piece: a white disc, ringed in the owner's colour
 * when the centre is owned.
 * @param {import('./types.js').UnitType} type
 * @param {number} r
 * @param {string | undefined} owner
 */
function badge(type, r, owner) {
  const b = centreBadge(type, r);
  const c = { cx: r1(b.x), cy: r1(b.y) };
  return el('g', { class: `gk-badge${owner ? ` gk-owner ${powerClass(owner)}` : ''}` }, [
    el('circle', { class: 'gk-owner-case', ...c, r: r1(b.radius) }),
    el('circle', { class: owner ? 'gk-owner-ring' : 'gk-badge-ring', ...c, r: r1(b.radius * 0.885) }),
    el('circle', { class: 'gk-badge-dot', ...c, r: r1(b.radius * 0.54) }),
  ]);
}
