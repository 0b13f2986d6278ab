// @ts-check
/**
 * The sandbox's Map choice: every variant the site offers, each map and each of its smaller
 * games (the 1958 rules' six and five players), as `id` or `id:players`.
 * @module
 */

import { h } from '../ui/dom.js';

/**
 * The variants the Map choice offers: each map, and each of its smaller games (the 1958 rules'
 * six and five players), as `id` or `id:players`.
 * @param {import('../engine.js').MapListing[]} maps
 */
export function variantOptions(maps) {
  return maps.flatMap((m) => {
    const counts = [...(m.players ?? [])].sort((a, b) => b - a);
    if (counts.length < 2) return [h('option', { value: m.id }, m.name)];
    return counts.map((n, i) => h('option', { value: i === 0 ? m.id : `${m.id}:${n}` }, `${m.name}, ${n} players`));
  });
}

/** A Map choice's map and its number of players (undefined: every power). @param {string} value */
export function variantOf(value) {
  const [mapId, n] = value.split(':');
  return { mapId, players: n ? Number(n) : undefined };
}
