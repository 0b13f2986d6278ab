// @ts-check
/**
 * Keeping the game-night page in step with what is kept in storage: each save checks the
 * game's revision (store.js), so a tab with a stale copy never overwrites a newer one; the
 * `storage` event brings another tab's or window's saves here as they happen; and a game that
 * cannot be resumed is left for the list, marked damaged, instead of trapping the page.
 * @module
 */

import { StorageFailure, closeGame, gameIdOfKey, markDamaged, problemsOf, refusal, revisionOf, saveGame, upgradeRecord } from './store.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./record.js').GameRecord} GameRecord */

/** The game whose last change storage refused, to be saved again once it works. */
let unsaved = /** @type {GameRecord | null} */ (null);

/**
 * Saves the game in play. If another tab or window saved it meanwhile, the change is dropped
 * and the newer game shown instead. If storage refuses the save (full or unavailable), the
 * change stays in the page, the notice says so, and `saveAgain` saves it once storage works.
 * @param {Ctx} ctx
 * @returns {boolean} whether the game is saved
 */
export function save(ctx) {
  const game = ctx.game;
  if (!game) return false;
  try {
    const newer = saveGame(game, Date.now());
    unsaved = null;
    if (newer) showNewer(ctx, newer, 'This game was changed in another tab or window, so what was just done here was not applied. Here it is as it is now: do it again if it still applies.', true);
    return !newer;
  } catch (e) {
    const saved = e instanceof StorageFailure && e.saved;
    unsaved = saved ? null : game;
    ctx.notice = { text: e instanceof Error ? e.message : String(e), error: !saved };
    return saved;
  }
}

/**
 * Tries again to save the game in play if storage refused its last save. Returns true once it
 * is saved, the notice then saying so (the page redraws).
 * @param {Ctx} ctx
 */
export function saveAgain(ctx) {
  if (!ctx.game || ctx.game !== unsaved || !save(ctx)) return false;
  ctx.notice = { text: 'The game is saved now: storage works again.' };
  return true;
}

/**
 * Shows a newer copy of the game in play (saved by another tab or window), with a notice; a
 * copy that cannot be resumed sends the table to the list.
 * @param {Ctx} ctx
 * @param {any} newer the record as kept
 * @param {string} text
 * @param {boolean} [refused] whether an action of this page was dropped for it
 */
export function showNewer(ctx, newer, text, refused = false) {
  const problems = newer ? problemsOf(newer, ctx.maps.forRecord, ctx.options) : ['it could not be read'];
  if (!newer || problems.length) {
    fallBack(ctx, ctx.game?.id ?? '', refusal('This game was changed in another tab or window and can no longer be resumed', problems));
    return;
  }
  upgradeRecord(newer, ctx.engine);
  ctx.game = newer;
  ctx.pad = null;
  ctx.menu = false;
  if (ctx.history !== null && !newer.played[ctx.history]) ctx.history = null;
  ctx.notice = { text, error: refused };
  ctx.render();
}

/**
 * Leaves a game that cannot be resumed for the list, where it is marked damaged (and can
 * still be exported or deleted); the next visit opens the list.
 * @param {Ctx} ctx
 * @param {string} id
 * @param {string} text the notice
 */
export function fallBack(ctx, id, text) {
  markDamaged(id, text);
  toList(ctx, { text, error: true });
}

/**
 * Closes the game on show and draws the list of games (the next visit opens the list too).
 * @param {Ctx} ctx
 * @param {{ text: string, error?: boolean } | null} notice
 */
export function toList(ctx, notice) {
  closeGame();
  ctx.game = null;
  ctx.pad = null;
  ctx.menu = false;
  ctx.history = null;
  ctx.home = 'list';
  ctx.notice = notice;
  ctx.render();
}

/**
 * Listens for other tabs' and windows' saves (the `storage` event, which never fires for this
 * page's own writes).
 * @param {() => GameRecord | null} current the game in play
 * @param {{ changed: (newer: any) => void, deleted: () => void, listChanged: () => void }} on
 */
export function watchOtherTabs(current, on) {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage) return;
    const game = current();
    const id = event.key === null ? null : gameIdOfKey(event.key);
    if (game && (id === game.id || event.key === null)) {
      if (event.key === null || event.newValue === null) { on.deleted(); return; }
      /** @type {any} */
      let newer = null;
      try { newer = JSON.parse(event.newValue); } catch { newer = null; }
      if (newer && revisionOf(newer) === revisionOf(game)) return;
      on.changed(newer);
    } else if (id !== null || event.key === null) on.listChanged();
  });
}
