// Driving the game-night page as a table does: shared by the game-night browser tests.
import assert from 'node:assert/strict';
import { openPage, settled, waitReady } from './helpers.mjs';

export const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace'];
/** Seating order of the standard map (clockwise from England). */
export const SEATS = ['england', 'germany', 'russia', 'turkey', 'austria', 'italy', 'france'];

/** Opens game.html and waits until it is usable. */
export async function openGame(size = { width: 1280, height: 800 }) {
  const opened = await openPage('game.html', size);
  await waitReady(opened.page);
  return opened;
}

export { settled };

/** The screen the page says it is on (body[data-screen]). */
export async function screen(page) {
  await settled(page);
  return page.evaluate(() => document.body.dataset.screen);
}

/** Reloads and waits until the page is usable again. */
export async function reload(page) {
  await page.reload();
  await waitReady(page);
  await settled(page);
}

/**
 * Starts a new game with the seven names, powers by lot; returns power → player name as the
 * page's seating shows it.
 * @param {import('playwright-core').Page} page
 * @param {{ first?: number, later?: number, writing?: number }} [minutes]
 * @param {{ pins?: boolean }} [options] PINs on, as a new game's default (off unless asked: the tests of PINs ask)
 */
export async function newGame(page, minutes = {}, { pins = false } = {}) {
  await page.click('#new-game');
  for (let i = 0; i < NAMES.length; i += 1) await page.fill(`#player-${i}`, NAMES[i]);
  await page.click('#draw-lots');
  await settled(page);
  for (const [key, value] of Object.entries(minutes)) {
    await page.fill(`[data-minutes="${key}"]`, String(value));
    assert.equal(await page.inputValue(`[data-minutes="${key}"]`), String(value));
  }
  await settled(page);
  const seating = Object.fromEntries(await page.$$eval('.seating li', (items) => items.map((li) => [
    li.getAttribute('data-seat'), li.querySelector('[data-seat-name]')?.textContent ?? '',
  ])));
  assert.deepEqual(Object.keys(seating), SEATS, 'seating is clockwise from England');
  assert.deepEqual(Object.values(seating).sort(), [...NAMES].sort(), 'every player has one power');
  if (!pins) await page.uncheck('#setup-pins');
  await page.click('#start-game');
  await settled(page);
  return seating;
}

/** Every player taps ready. */
export async function allReady(page) {
  for (const power of SEATS) {
    if (await page.$(`[data-ready="${power}"]`)) await page.click(`[data-ready="${power}"]`);
  }
  await settled(page);
}

/** Takes the tablet for a power's pad from the overview (hand-off screen, then "I am …"). */
export async function takePad(page, power, playerName) {
  await page.click(`[data-pad="${power}"]`);
  await settled(page);
  assert.equal(await screen(page), 'handoff');
  assert.match(await page.textContent('#cover'), new RegExp(`Pass the tablet to\\s*${playerName}`));
  await page.click('#take-tablet');
  assert.equal(await screen(page), 'entry');
}

/** Types orders on the open pad. */
export async function typeOrders(page, orders) {
  for (const text of orders) {
    await page.fill('#pad-input', text);
    await page.click('#pad-form button[type="submit"]');
    await settled(page);
    const error = (await page.textContent('#pad-error'))?.trim();
    assert.equal(error, '', `typing "${text}" gave: ${error}`);
  }
}

/** The sheet as the pad lists it: ["F Lon - Nth", ...]. */
export async function sheet(page) {
  await settled(page);
  return page.$$eval('#sheet li .text', (items) => items.map((i) => i.textContent ?? ''));
}

/** Seals the open pad and closes the "sealed" cover. */
export async function seal(page) {
  await page.click('#seal');
  assert.equal(await screen(page), 'sealed');
  await page.click('#sealed-done');
  assert.equal(await screen(page), 'orders');
}

/** Everything the page holds (DOM text and markup, including inputs' values). */
export async function pageContent(page) {
  const html = await page.content();
  const values = await page.$$eval('input, textarea', (els) => els.map((e) => /** @type {HTMLInputElement} */ (e).value).join('\n'));
  return `${html}\n${values}`;
}

/** Answers the page's confirmation dialog. */
export async function confirm(page, yes = true) {
  await page.waitForSelector('dialog#confirm[open]');
  await page.click(yes ? '#confirm-yes' : '#confirm-no');
  await settled(page);
}

/** The board's units, sorted: ["france par", ...] (" dislodged" marked). */
export async function units(page) {
  await settled(page);
  return page.$$eval('#board .gk-unit[data-unit]', (us) => us
    .map((u) => `${u.getAttribute('data-power')} ${u.getAttribute('data-unit')}${u.hasAttribute('data-dislodged') ? ' dislodged' : ''}`).sort());
}

/** The narrowest piece standing on the board, in CSS px (dislodged pieces are drawn smaller). */
export async function narrowestPiece(page) {
  await settled(page);
  return page.$$eval('#board .gk-unit:not([data-dislodged]) .gk-body', (bodies) => Math.min(...bodies.map((b) => b.getBoundingClientRect().width)));
}

/**
 * Every player still in votes for a draw, in turn (no PINs); `first` runs on the first voter's
 * screen.
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<void>} [first]
 */
export async function agreeDraw(page, first) {
  await page.click('#propose-draw');
  for (let i = 0; (await screen(page)) === 'handoff'; i += 1) {
    await page.click('#take-tablet');
    if (i === 0 && first) await first();
    await vote(page, true);
  }
}

/** Chooses on the open ballot and casts the vote. */
export async function vote(page, yes) {
  await page.check(yes ? '#vote-yes' : '#vote-no');
  await page.click('#cast-vote');
  await settled(page);
}

/**
 * The game kept for the page's last game, read as the page reads it: the game file (version 4)
 * built into game night's working record (`current`, `played` replayed by the engine), or null.
 * @param {import('playwright-core').Page} page
 */
export function keptGame(page) {
  return page.evaluate(async () => {
    const data = JSON.parse(localStorage.getItem(`graustark.game.${localStorage.getItem('graustark.last-game')}`) ?? 'null');
    if (!data) return null;
    const [{ loadEngine }, { boardOf }, { upgradeRecord }] = await Promise.all([import('/js/engine.js'), import('/js/game/game-file.js'), import('/js/game/store.js')]);
    const board = boardOf(data);
    const whole = await loadEngine(board.mapId);
    const engine = board.players === undefined || board.players === whole.info.powers.length ? whole : await loadEngine(board.mapId, board.players);
    const failed = upgradeRecord(data, engine);
    if (failed) throw new Error(failed);
    return data;
  });
}

/**
 * Puts the open game in another position, as the engine checks it, with its duties, on the
 * overview of orders; then reloads. Units are moved (`move`: region → region) or removed
 * (`remove`), centres given (`centres`: power → its list).
 * @param {import('playwright-core').Page} page
 * `map` names the game's map (the standard one by default).
 * @param {{ season: string, phase: string, map?: string, centres?: Record<string, string[]>, move?: Record<string, string>, remove?: string[] }} edit
 */
export async function setPosition(page, edit) {
  await page.evaluate(async (e) => {
    const [{ loadEngine }, { phaseWords }] = await Promise.all([import('/js/engine.js'), import('/js/game/record.js')]);
    const engine = await loadEngine(e.map ?? 'standard');
    const id = localStorage.getItem('graustark.last-game');
    // The kept game file (version 4): its position, and the table's phase under way, fresh.
    const game = JSON.parse(localStorage.getItem(`graustark.game.${id}`) ?? 'null');
    const state = structuredClone(game.state);
    state.season = e.season;
    state.phase = e.phase;
    Object.assign(state.centres, e.centres ?? {});
    state.units = state.units.filter((u) => !(e.remove ?? []).includes(u.region))
      .map((u) => (e.move?.[u.region] ? { ...u, region: e.move[u.region] } : u));
    game.state = engine.checkState(state);
    game.table.phase = { of: phaseWords(engine, game.state), entries: {}, ready: [], timer: null, revealed: false, votes: null, draw_agreed: null, return_to: null };
    game.table.screen = { name: 'orders' };
    localStorage.setItem(`graustark.game.${id}`, JSON.stringify(game));
  }, edit);
  await reload(page);
}
