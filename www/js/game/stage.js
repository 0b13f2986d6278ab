// @ts-check
/**
 * The board under game night's screens, for the map of the game in play: opening a game of
 * another variant (or choosing one on the new-game screen) puts its engine in the page's
 * context and redraws the board with that map's art and its powers' colours.
 * @module
 */

import { createBoard } from '../board/board.js';
import { prepareArt } from '../board/art.js';
import { boardCentres, boardNames, boardPowers } from '../ui/names.js';
import { nextTask } from '../ui/dom.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('../engine.js').GameEngine} GameEngine */

/**
 * @param {HTMLElement} element the board's place
 * @param {() => Ctx} getCtx
 * @param {{ unit: (region: string, tap: any) => void, province: (province: string, coast: string | null) => void,
 *   escape: () => void }} taps
 * @returns {{ use: (engine: GameEngine) => Promise<void>, board: () => import('../board/board.js').BoardApi | null }}
 */
export function createStage(element, getCtx, taps) {
  /** @type {import('../board/board.js').BoardApi | null} */
  let board = null;
  /** @type {GameEngine | null} */
  let shown = null;
  return {
    board: () => board,
    async use(engine) {
      const ctx = getCtx();
      if (shown === engine && board) { ctx.engine = engine; ctx.info = engine.info; return; }
      const { svg, layout } = await ctx.maps.art(engine.mapId);
      // The art is read in tasks of its own (prepareArt's two): not with what came before (the
      // engine's start), nor in the frame that first shows the board.
      await nextTask();
      await prepareArt(svg);
      await nextTask();
      for (const [id, c] of Object.entries(layout.powers ?? {})) {
        document.documentElement.style.setProperty(`--power-${id}`, /** @type {any} */ (c).unit);
        document.documentElement.style.setProperty(`--power-${id}-text`, /** @type {any} */ (c).text);
      }
      ctx.engine = engine;
      ctx.info = engine.info;
      board?.destroy();
      shown = engine;
      const playing = () => ctx.game?.screen.name === 'entry' && ctx.history === null;
      board = createBoard(element, {
        art: { svg, layout }, powers: boardPowers(engine.info), names: boardNames(engine.info), centres: boardCentres(engine.info),
        onUnitTap: (region, tap) => { if (playing()) taps.unit(region, tap); },
        onProvinceTap: (province, coast) => { if (playing()) taps.province(province, coast); },
        onEscape: () => { if (playing()) taps.escape(); },
      });
    },
  };
}
