// @ts-check
/**
 * The new-game form's first part: which variant (every map the site offers, with its rules
 * preset's title and summary) and, for a map with smaller games, how many players.
 * @module
 */

import { h } from '../ui/dom.js';
import { variantSummary } from './variants.js';
import { sentence } from '../ui/words.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./setup.js').Draft} Draft */

/**
 * Points the draft at a variant and a number of players: the players' fields, powers and
 * rules follow it, and the page takes its engine and board (the seating shows its powers).
 * @param {Ctx} ctx @param {Draft} draft @param {string} mapId @param {number} [count]
 */
export function chooseVariant(ctx, draft, mapId, count) {
  const variant = ctx.maps.variants.find((v) => v.id === mapId);
  if (!variant) return;
  const n = count && variant.playerCounts.includes(count) ? count : Math.max(...variant.playerCounts);
  if (draft.mapId !== mapId) draft.preset = variant.preset ?? draft.preset;
  draft.mapId = mapId;
  draft.count = n;
  draft.names = Array.from({ length: n }, (_, i) => draft.names[i] ?? '');
  draft.powers = Array(n).fill(null);
  draft.error = null;
  ctx.render();
  // The map is loaded when first chosen; the form waits for it (`variantLoaded`).
  ctx.maps.load([mapId])
    .then(() => {
      const engine = ctx.maps.engine(mapId, n);
      if (!engine) throw new Error(`no game of ${n} players on this map`);
      return draft.mapId === mapId && draft.count === n ? ctx.useEngine(engine) : undefined;
    })
    .then(() => ctx.render(), (e) => { draft.error = sentence(`The board could not be loaded: ${e instanceof Error ? e.message : e}`); ctx.render(); });
}

/** Whether the chosen variant's map is loaded, so the form shows its powers. @param {Ctx} ctx @param {Draft} draft */
export const variantLoaded = (ctx, draft) => ctx.maps.engine(draft.mapId, draft.count) !== null;

/** "5, 6 or 7". @param {number[]} counts */
const counted = (counts) => (counts.length > 1 ? `${counts.slice(0, -1).join(', ')} or ${counts[counts.length - 1]}` : `${counts[0]}`);

/** The variant's choices. @param {Ctx} ctx @param {Draft} draft */
export function variantFields(ctx, draft) {
  const variant = ctx.maps.variants.find((v) => v.id === draft.mapId);
  return [
    h('h2', { class: 'section-title', id: 'variant-title' }, 'The game'),
    h('div', { class: 'variant-list', role: 'radiogroup', 'aria-labelledby': 'variant-title' }, ...ctx.maps.variants.map((v) => h('label', { class: 'variant', 'data-variant': v.id },
      h('input', {
        type: 'radio', name: 'variant', value: v.id, checked: v.id === draft.mapId,
        onchange: () => chooseVariant(ctx, draft, v.id),
      }),
      h('span', { class: 'variant-text' },
        h('strong', null, v.name),
        h('span', { class: 'muted' }, `${counted(v.playerCounts)} players · ${variantSummary(v, ctx.presets)}`))))),
    variant && variant.playerCounts.length > 1 && h('div', { class: 'segmented', role: 'group', 'aria-label': 'Number of players' },
      ...variant.playerCounts.map((n) => h('button', {
        type: 'button', 'aria-pressed': String(draft.count === n), 'data-count': n,
        onclick: () => chooseVariant(ctx, draft, variant.id, n),
      }, `${n} players`))),
  ];
}
