// @ts-check
/**
 * Unit glyphs: an army is a rounded block, a fleet a hull with a curved keel, a coast guard a
 * shield. Each carries the power's initial, a dark outline and a light halo so it reads on any
 * tint. A leader is a small five-pointed star, without an initial, beside its province's piece.
 * @module
 */

import { el, title, r1 } from './svg.js';
import { powerClass, regionName } from './art.js';
import { provinceOf } from './geometry.js';

import { DISLODGED_SCALE, LEADER_SCALE, centreBadge, leaderKey } from './placement.js';


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
  if (initial) {
    const t = el('text', { class: 'gk-initial', y: textY(type, r), 'font-size': r1(r * 0.92) });
    t.textContent = initial;
    g.appendChild(t);
  }
  return g;
}

/**
 * A human name for a unit: "French army in Paris".
 * @param {import('./art.js').Art} art
 * @param {{ powers: Record<string, import('./types.js').PowerInfo>, names: Record<string, string> }} cfg
 * @param {import('./types.js').Unit} u
 */
export function unitLabel(art, cfg, u) {
  const p = cfg.powers[u.power];
  const who = p?.adjective ?? (p?.name ? `${p.name}` : u.power);
  const where = regionName(art, cfg.names, u.region);
  return `${who} ${u.type} ${u.dislodged ? 'dislodged from' : 'in'} ${where}`;
}

/**
 * Draws all units into the units layer, where `place` put them. A unit standing on a supply
 * centre carries the centre as a badge at its top left corner, ringed in the owner's colour.
 * @param {import('./art.js').Art} art
 * @param {Required<Pick<import('./types.js').BoardConfig, 'units' | 'powers' | 'names' | 'selected' | 'owners'>>
 *   & { unitSize: number, place: import('./placement.js').Placement }} cfg
 */
export function drawUnits(art, cfg) {
  const layer = art.layers.units;
  const r = cfg.unitSize;
  // Regular units first, dislodged ones on top; each Leader's star over its unit's piece.
  const rank = (/** @type {import('./types.js').Unit} */ u) => 2 * Number(!!u.dislodged) + Number(u.type === 'leader');
  const sorted = [...cfg.units].sort((a, b) => rank(a) - rank(b));
  for (const u of sorted) {
    const leader = u.type === 'leader';
    const at = leader
      ? cfg.place.leaders.get(leaderKey(u))
      : (u.dislodged ? cfg.place.dislodged : cfg.place.units).get(u.region);
    if (!at) continue;
    const scale = (u.dislodged ? DISLODGED_SCALE : 1) * (leader ? LEADER_SCALE : 1);
    const initial = leader ? '' : cfg.powers[u.power]?.initial ?? u.power.slice(0, 1).toUpperCase();
    const selected = !u.dislodged && cfg.selected === u.region;
    const g = el('g', {
      class: `gk-unit ${powerClass(u.power)}${u.dislodged ? ' gk-dislodged' : ''}${selected ? ' gk-selected' : ''}`,
      transform: `translate(${at[0]} ${at[1]})`,
      'data-unit': u.region,
      'data-power': u.power,
      'data-dislodged': u.dislodged ? 'true' : null,
      role: 'button',
      tabindex: 0,
      'aria-label': unitLabel(art, cfg, u),
      'aria-pressed': selected ? 'true' : null,
    });
    if (selected) g.appendChild(el('circle', { class: 'gk-select-ring', r: r1(r * 1.28) }));
    if (u.dislodged && !leader) g.appendChild(el('circle', { class: 'gk-dislodged-ring', r: r1(r * scale * 1.22) }));
    g.appendChild(glyph(u.type, r * scale, initial, ''));
    const province = provinceOf(u.region);
    if (!u.dislodged && !leader && cfg.place.badged.has(province)) g.appendChild(badge(u.type, r, cfg.owners[province]));
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
