// @ts-check
/**
 * Province-level marks: territory tints, supply-centre owner rings, tap-target highlights,
 * standoff symbols and the provinces' accessible names.
 * @module
 */

import { el, title, r1 } from './svg.js';
import { powerClass, regionName } from './art.js';
import { provinceOf } from './geometry.js';
import { unitLabel } from './units.js';

/**
 * Tints each supply-centre province by its owner and rings its centre marker. A marker that a
 * piece would hide is moved beside it, or hidden where the piece carries it as a badge; the
 * marker of a province that is no centre in the game shown (not in `centres`) is not drawn.
 * @param {import('./art.js').Art} art
 * @param {Record<string, string>} owners
 * @param {import('./placement.js').Placement} place
 * @param {string[] | null} centres the game's supply centres; null: every one the art draws
 */
export function drawOwners(art, owners, place, centres) {
  for (const [id, path] of art.provinces) {
    const owner = owners[id];
    for (const c of [...path.classList]) if (c.startsWith('gk-p-') || c === 'gk-owned') path.classList.remove(c);
    if (owner) path.classList.add('gk-owned', powerClass(owner));
    path.toggleAttribute('data-owner', !!owner);
    if (owner) path.setAttribute('data-owner', owner);
  }
  for (const [id, circle] of art.centres) {
    const deleted = !!centres && !centres.includes(id);
    if (deleted) circle.setAttribute('display', 'none');
    else circle.removeAttribute('display');
    if (deleted) continue;
    const home = art.layout.provinces[id]?.centre;
    const [cx, cy] = place.centres.get(id) ?? home ?? [Number(circle.getAttribute('cx')), Number(circle.getAttribute('cy'))];
    circle.setAttribute('cx', String(cx));
    circle.setAttribute('cy', String(cy));
    circle.classList.toggle('gk-badged', place.badged.has(id));
    const owner = owners[id];
    if (!owner || place.badged.has(id)) continue;
    art.layers.rings.appendChild(el('g', { class: `gk-owner ${powerClass(owner)}` }, [
      el('circle', { class: 'gk-owner-case', cx, cy, r: 13 }),
      el('circle', { class: 'gk-owner-ring', cx, cy, r: 11.5 }),
    ]));
  }
}

/**
 * Moves the province names that a piece would hide to where `place` put them, and puts the
 * others back.
 * @param {import('./art.js').Art} art
 * @param {import('./placement.js').Placement} place
 */
export function moveLabels(art, place) {
  for (const t of art.labels) {
    const id = t.getAttribute('data-label') ?? '';
    const to = place.labels.get(id);
    const [x, y] = [Number(t.getAttribute('x')), Number(t.getAttribute('y'))];
    if (to) t.setAttribute('transform', `translate(${r1(to[0] - x)} ${r1(to[1] - y)})`);
    else t.removeAttribute('transform');
  }
}

/**
 * Marks tap targets with a stripe fill and a thick outline (never colour alone).
 * @param {import('./art.js').Art} art
 * @param {string[]} highlight provinces or coast regions
 */
export function drawHighlights(art, highlight) {
  for (const p of [...art.provinces.values(), ...art.coasts.values()]) p.classList.remove('gk-target');
  for (const region of highlight) {
    const src = art.coasts.get(region) ?? art.provinces.get(region);
    if (!src) continue;
    src.classList.add('gk-target');
    const d = src.getAttribute('d');
    const kind = art.coasts.has(region) ? 'gk-hl-coast' : 'gk-hl-province';
    art.layers.highlights.appendChild(el('path', {
      class: `gk-hl ${kind}`, d, 'data-region': region, fill: `url(#${art.prefix}stripes)`,
    }));
  }
}

/**
 * Draws a standoff symbol (two arrowheads meeting at a bar) where `place` put each.
 * @param {import('./art.js').Art} art
 * @param {import('./placement.js').Placement} place
 * @param {number} r glyph radius
 * @param {Record<string, string>} names the host's region names
 */
export function drawStandoffs(art, place, r, names) {
  for (const [p, at] of place.standoffs) {
    const s = r * 0.62;
    const d = `M${r1(-s)} ${r1(-s * 0.55)}L${r1(-s * 0.25)} 0L${r1(-s)} ${r1(s * 0.55)}Z`
      + `M${r1(s)} ${r1(-s * 0.55)}L${r1(s * 0.25)} 0L${r1(s)} ${r1(s * 0.55)}Z`
      + `M0 ${r1(-s * 0.7)}V${r1(s * 0.7)}`;
    const label = `Standoff in ${regionName(art, names, p)}`;
    art.layers.standoffs.appendChild(el('g', {
      class: 'gk-standoff', transform: `translate(${at[0]} ${at[1]})`, role: 'img', 'aria-label': label,
    }, [
      el('circle', { class: 'gk-standoff-disc', r: r1(r * 0.8) }),
      el('path', { class: 'gk-standoff-sign', d }),
      title(label),
    ]));
  }
}

/**
 * Gives each province and coast an accessible name: its full name, owner and units.
 * @param {import('./art.js').Art} art
 * @param {{ units: import('./types.js').Unit[], owners: Record<string, string>, powers: Record<string, import('./types.js').PowerInfo>,
 *   names: Record<string, string>, centres?: string[] | null }} cfg
 */
export function labelProvinces(art, cfg) {
  for (const [id, path] of [...art.provinces, ...art.coasts]) {
    const parts = [regionName(art, cfg.names, id)];
    const owner = cfg.owners[id];
    if (owner) parts.push(`supply centre of ${cfg.powers[owner]?.name ?? owner}`);
    else if (art.centres.has(id) && (!cfg.centres || cfg.centres.includes(id))) parts.push('neutral supply centre');
    for (const u of cfg.units) if (provinceOf(u.region) === provinceOf(id)) parts.push(unitLabel(art, cfg, u));
    if (path.classList.contains('gk-target')) parts.push('target');
    path.setAttribute('aria-label', parts.join(', '));
  }
}
