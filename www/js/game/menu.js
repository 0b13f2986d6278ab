// @ts-check
/**
 * The game menu, on the public screens only: the history, undoing the last adjudication by
 * agreement, exporting the game, the rules in force, the list of games, and the centre count
 * with the chart of centres over the years.
 * @module
 */

import { h } from '../ui/dom.js';
import { who } from './common.js';
import { centreChartOrNote, centreTable } from './summary.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./record.js').GameRecord} GameRecord */

/**
 * @param {Ctx} ctx
 * @param {GameRecord} game
 * @param {{ history: () => void, home: () => void, exportGame: () => void, undo: () => void, labels: (value: 'abbr' | 'full' | 'none') => void }} go
 */
export function menuCard(ctx, game, go) {
  const preset = ctx.presets.find((p) => p.name === game.preset);
  const inReveal = game.screen.name === 'reveal';
  return h('section', { class: 'card menu-card', id: 'menu-card', 'aria-label': 'Game menu' },
    h('div', { class: 'button-row' },
      h('button', { type: 'button', id: 'menu-history', disabled: !game.played.length, onclick: go.history }, 'History'),
      h('button', { type: 'button', id: 'menu-undo', disabled: !game.played.length && !inReveal, onclick: go.undo }, inReveal ? 'Back to the order pad' : 'Undo the last adjudication'),
      h('button', { type: 'button', id: 'menu-export', onclick: go.exportGame }, 'Export the game'),
      h('button', { type: 'button', id: 'menu-home', onclick: go.home }, 'All games')),
    h('label', { class: 'labels-field' }, 'Province names on the board', h('select', {
      id: 'menu-labels', onchange: (/** @type {Event} */ e) => go.labels(/** @type {any} */ (/** @type {HTMLSelectElement} */ (e.target).value)),
    }, ...[['abbr', 'Abbreviations'], ['full', 'Full names'], ['none', 'None']].map(([v, t]) => h('option', { value: v, selected: ctx.labels === v }, t)))),
    h('p', { class: 'muted small-text' }, `Rules: ${preset?.title ?? 'custom'}. Players, clockwise: ${game.players.map((p) => who(ctx, game, p.power)).join(', ')}.`),
    h('h2', { class: 'section-title' }, 'Supply centres now'),
    centreTable(ctx, game),
    centreChartOrNote(ctx, game));
}
