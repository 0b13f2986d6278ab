// @ts-check
/**
 * Small helpers the game-night screens share: names of players and powers, a power's badge,
 * and saving a file.
 * @module
 */

import { h } from '../ui/dom.js';
import { powerName } from '../ui/names.js';
import { playerOf } from './record.js';
import { listed, plural } from '../ui/words.js';
import { phaseAsked } from './phase-asked.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').MapInfo} MapInfo */

/**
 * What a winner has, in the map's victory measure (the engine's map view): "a majority of the
 * supply centres", "18 units on the board", or "every neutral centre and its whole home country".
 * @param {MapInfo} info
 */
export function winsWith(info) {
  if (info.victoryMeasure === 'control') return 'every neutral centre and its whole home country';
  if (info.victoryMeasure === 'units') return `${plural(info.victoryCentres, 'unit')} on the board`;
  return 'a majority of the supply centres';
}

/** "Alice (France)". @param {Ctx} ctx @param {GameRecord} game @param {string | null | undefined} power */
export function who(ctx, game, power) {
  const player = playerOf(game, power);
  return player ? `${player.name} (${powerName(ctx.info, power)})` : powerName(ctx.info, power);
}

/** The player's name, or the power's. @param {Ctx} ctx @param {GameRecord} game @param {string | null | undefined} power */
export function nameOf(ctx, game, power) {
  return playerOf(game, power)?.name ?? powerName(ctx.info, power);
}

/** A game's title for lists: "Alice, Bob, Carol … · 22 Nov". @param {Ctx} ctx @param {GameRecord} game */
export function describeGame(ctx, game) {
  const names = game.players.map((p) => p.name).slice(0, 3).join(', ');
  const date = new Date(game.created).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  const variant = game.mapId && game.mapId !== 'standard' ? ctx.maps?.variants.find((v) => v.id === game.mapId) : null;
  return `${names}${game.players.length > 3 ? '…' : ''}${variant ? ` · ${variant.name}` : ''} · ${date}`;
}

/** A power's coloured badge with its initial. @param {Ctx} ctx @param {string} power */
export function badge(ctx, power) {
  const p = ctx.info.powers.find((x) => x.id === power);
  return h('span', {
    class: 'badge', 'aria-hidden': 'true',
    style: { '--c': `var(--power-${power})`, '--t': `var(--power-${power}-text)` },
  }, p?.initial ?? '?');
}

/** Offers a text file for download. @param {string} name @param {string} text */
export function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5000);
}

/**
 * What a power does this winter, in words: "builds 2", "removes 1", "builds 1 of 2 (no free
 * home centre for the others)", "no change".
 * @param {import('../engine.js').PowerDuty} due
 */
export function dutyWords(due) {
  const n = Math.abs(due.adjustment);
  if (due.adjustment < 0) return `removes ${n}`;
  if (due.adjustment === 0) return 'no change';
  if (due.builds < n) return `builds ${due.builds} of ${n} (no free home centre for ${n - due.builds === 1 ? 'the other' : 'the others'})`;
  return `builds ${n}`;
}

/** "12:05" for a countdown. @param {number} ms */
export function clock(ms) {
  const s = Math.ceil(ms / 1000);
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A screen's header. The brand is not a link: a tap on it must not leave game night (the list
 * of games, reached from the menu, links to the rest of the site); the secret pad shows no brand
 * at all, nothing there but the player's own sheet.
 * @param {Ctx} ctx @param {GameRecord} game @param {string} text
 * @param {number | null} [year] the year shown, for whose units are doubled in it (none: null)
 * @param {string[]} [doubled] the powers doubled in that year, as the engine said (else asked:
 *   for the year in play, once a phase)
 */
export function header(ctx, game, text, year = game.current.state.year, doubled = undefined) {
  return h('header', { class: 'panel-head' },
    game.screen.name !== 'entry' && h('p', { class: 'brand' }, h('span', { class: 'brand-name' }, 'Graustark'), ' · Game night'),
    h('h1', { id: 'phase' }, text),
    year !== null && doubledLine(ctx, game, year, doubled),
    ctx.notice && h('p', { class: `notice${ctx.notice.error ? ' error' : ''}`, role: 'status' }, ctx.notice.text));
}

/**
 * What the board marks for the variants in the game's current year: units' numbers where the
 * map stacks (1958), and the powers doubled this year with the units split in it (Cat
 * Diplomacy), as the engine said once in the phase (phase-asked.js).
 * @param {Ctx} ctx
 */
export function variantMarks(ctx) {
  const state = ctx.game?.current.state;
  if (!state || !ctx.game) return {};
  return { numbers: ctx.info.stacks, doubled: phaseAsked(ctx.engine, ctx.game).doubled, single: state.single ?? {} };
}

/**
 * Whose units are doubled this year, as the engine says (Cat Diplomacy: "Tellahoma's year: its
 * units are doubled"); nothing on other boards. Unless given, asked of the engine: for the
 * year in play, once a phase.
 * @param {Ctx} ctx @param {GameRecord} game @param {number} year @param {string[]} [given]
 */
function doubledLine(ctx, game, year, given) {
  const doubled = given ?? (year === game.current.state.year ? phaseAsked(ctx.engine, game).doubled : ctx.engine.doubledPowers(year, game.rules));
  if (!doubled.length) return null;
  const names = doubled.map((p) => ctx.info.powers.find((x) => x.id === p)?.name ?? p);
  return h('p', { class: 'doubled', 'data-doubled': doubled.join(' ') },
    `${listed(names)}’s year: ${doubled.length > 1 ? 'their' : 'its'} units are doubled.`);
}

