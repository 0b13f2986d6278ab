// @ts-check
/**
 * The list of games kept in this browser: resume, export or delete one, start a new one, or
 * import a game file (checked in full; a broken file is named and changes nothing).
 * @module
 */

import { h } from '../ui/dom.js';
import { phaseTitle } from '../ui/names.js';
import { StorageFailure, checkRecord, deleteGame, exportFile, importRefusal, listGames, loadGameText, problemsOf, importGameFile, saveGame, summaryOf } from './store.js';
import { engineOfFile, mapOfFile, toCurrentFile } from './game-file.js';
import { describeGame, download } from './common.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./types.js').View} View */

/**
 * @param {Ctx} ctx
 * @param {(id: string) => void} open resumes a kept game
 * @returns {View}
 */
export function homeView(ctx, open) {
  const engineOf = engineOfFile(ctx.maps.forRecord);
  const games = listGames((g) => describeGame(ctx, /** @type {any} */ (summaryOf(g))), (g) => problemsOf(g, ctx.maps.forRecord, ctx.options));
  const list = games.length
    ? h('ul', { class: 'game-list' }, ...games.map((g) => {
      const { game, damaged } = g;
      const summary = game && summaryOf(game);
      const when = g.updated ? new Date(g.updated).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'at an unknown time';
      const status = damaged ? `Damaged: ${damaged}` : `${summary?.end ? 'Finished' : summary ? phaseTitle(/** @type {import('../engine.js').GameEngine} */ (engineOf(game)), summary.current.state) : ''} · saved ${when}`;
      return h('li', { class: `game-item${damaged ? ' damaged' : ''}`, 'data-game': g.id, 'data-damaged': damaged ? 'true' : null },
        h('div', { class: 'game-item-text' },
          h('strong', null, g.title),
          h('span', { class: damaged ? 'notice error' : 'muted' }, status)),
        h('div', { class: 'button-row' },
          !damaged && h('button', { type: 'button', class: 'primary', onclick: () => open(g.id) }, game?.end ? 'Open' : 'Resume'),
          h('button', {
            type: 'button',
            onclick: () => {
              // A sound game is exported as the file of version 4 (one kept at an older version
              // brought up to date); a damaged one as it is kept, to be mended or reported.
              const engine = game && engineOf(game);
              const read = game && typeof engine !== 'string' && engine ? toCurrentFile(game, engine, ctx.options, checkRecord) : null;
              const f = exportFile(read && 'file' in read ? read.file : loadGameText(g.id) ?? '', g.title);
              if (f.text) download(f.name, f.text);
            },
          }, 'Export'),
          h('button', {
            type: 'button', class: 'quiet danger',
            onclick: async () => {
              if (await ctx.confirm(`Delete “${g.title}” from this tablet? Export it first if you may want it again.`, 'Delete')) {
                deleteGame(g.id);
                ctx.render();
              }
            },
          }, 'Delete')));
    }))
    : h('p', { class: 'muted' }, 'No games are kept in this browser yet.');

  const file = /** @type {HTMLInputElement} */ (h('input', { type: 'file', accept: '.json,application/json', class: 'file-input', id: 'import-file' }));
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    const text = await chosen.text();
    // The file's map is loaded first (a map that cannot be is named among the file's problems).
    let data = null;
    try { data = JSON.parse(text); } catch { /* importGameFile names the problem */ }
    await ctx.maps.load([mapOfFile(data)]).catch(() => {});
    const read = importGameFile(text, ctx.maps.forRecord, ctx.options, ctx.now());
    file.value = '';
    if ('errors' in read) {
      ctx.notice = { text: importRefusal(chosen.name, read.errors), error: true };
    } else {
      try {
        saveGame(read.game, read.game.updated);
        ctx.notice = { text: `Imported “${describeGame(ctx, read.game)}”.` };
      } catch (e) {
        const why = e instanceof StorageFailure ? e.why : String(e);
        ctx.notice = e instanceof StorageFailure && e.saved
          ? { text: `Imported “${describeGame(ctx, read.game)}”. ${e.message}` }
          : { text: `“${chosen.name}” was not imported: this browser's storage is full or unavailable (${why}). Delete old games to make room.`, error: true };
      }
    }
    ctx.render();
  });

  return {
    title: 'Game night · Graustark',
    cover: [h('div', { class: 'sheet home' },
      h('p', { class: 'brand' }, h('a', { href: './' }, 'Graustark'), ' · Game night'),
      h('h1', null, 'Diplomacy at the table'),
      h('p', { class: 'lede' }, 'One tablet for the whole table: the clock, the secret order pad, the order reader and the referee. Every action is saved on this tablet as it happens.'),
      ctx.notice && h('p', { class: `notice${ctx.notice.error ? ' error' : ''}`, role: 'status' }, ctx.notice.text),
      h('div', { class: 'button-row' },
        h('button', { type: 'button', class: 'primary big', id: 'new-game', onclick: () => { ctx.notice = null; ctx.home = 'new'; ctx.render(); } }, 'New game'),
        h('label', { class: 'button-like', for: 'import-file' }, 'Import a game file'), file),
      h('h2', { class: 'section-title' }, 'Games on this tablet'),
      list)],
  };
}
