// Game night with the keyboard alone: from the list of games through the new-game form, the
// diplomacy period, a pad (a unit chosen on the board and an order typed), sealing, and one
// movement phase's reveal to the next season; only Tab, Shift+Tab, arrows, Enter, Space,
// Escape and typing. The board is one tab stop whose focus roves among the power's units and
// then the offered destinations (www/js/board/keys.js): a sheet of three orders in a few keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, screenshot } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { NAMES, allReady, newGame, openGame, screen, settled, sheet, takePad, units } from './game-helpers.mjs';

/**
 * Presses Tab until the focus is on the element the selector names; fails after `most` presses.
 * Returns how many presses it took.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 */
async function tabTo(page, selector, most = 60) {
  await settled(page);
  for (let i = 0; i <= most; i += 1) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return i;
    await page.keyboard.press('Tab');
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${most} presses of Tab did not reach ${selector} (the focus is on ${at})`);
}

/**
 * What has the keyboard's focus on the board: a piece (`unit`, its region) or an area
 * (`area`), its accessible name, whether it holds the tab stop, and its centre on screen;
 * null when the focus is elsewhere.
 * @param {import('playwright-core').Page} page
 */
function boardFocus(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a || !a.closest('#board') || a.tagName === 'svg') return null;
    const box = a.getBoundingClientRect();
    return {
      unit: a.getAttribute('data-unit'), area: a.getAttribute('data-coast') ?? a.getAttribute('data-province'),
      power: a.getAttribute('data-power'), label: a.getAttribute('aria-label') ?? '', stop: a.getAttribute('tabindex') === '0',
      x: box.x + box.width / 2, y: box.y + box.height / 2,
    };
  });
}

/**
 * Presses arrow keys until the focus is on the board element the selector names, each time the
 * arrow pointing most nearly from the focused item to it on screen; fails after `most`.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 * @param {(key: string) => Promise<void>} press
 */
async function arrowTo(page, selector, press, most = 8) {
  const visited = new Set();
  let across = false;
  for (let i = 0; i <= most; i += 1) {
    const at = await boardFocus(page);
    assert.ok(at, 'the focus is on the board');
    const goal = await page.$eval(selector, (e) => {
      const b = e.getBoundingClientRect();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2, here: e === document.activeElement };
    });
    if (goal.here) return;
    // Back where it has been: this time the other way (across rather than along).
    const here = `${at.unit ?? at.area}`;
    across = visited.has(here) ? !across : false;
    visited.add(here);
    const dx = goal.x - at.x, dy = goal.y - at.y;
    const sideways = (Math.abs(dx) > Math.abs(dy)) !== across;
    await press(sideways ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : (dy > 0 ? 'ArrowDown' : 'ArrowUp'));
  }
  throw new Error(`${most} arrow keys did not reach ${selector} (the focus is on ${JSON.stringify(await boardFocus(page))})`);
}

/** Tabs to an element and presses a key on it. */
async function press(page, selector, key = 'Enter', most = 60) {
  await tabTo(page, selector, most);
  await page.keyboard.press(key);
  await settled(page);
}

test('game night can be played with the keyboard alone, from the new-game form through a reveal', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await press(page, '#new-game');
  assert.equal(await screen(page), 'new');
  for (let i = 0; i < NAMES.length; i += 1) {
    await tabTo(page, `#player-${i}`);
    await page.keyboard.type(NAMES[i]);
  }
  await press(page, '#draw-lots');
  await press(page, '#setup-pins', 'Space'); // PINs on (a new game's default) are game-store.test.mjs's
  await press(page, '#start-game');
  assert.equal(await screen(page), 'diplomacy');
  const france = (await page.textContent('[data-seat-name="france"], [data-ready="france"] .who')) ?? '';

  // Every player ready: the period closes.
  for (const power of ['england', 'germany', 'russia', 'turkey', 'austria', 'italy', 'france']) await press(page, `[data-ready="${power}"]`, 'Space');
  assert.equal(await screen(page), 'orders');

  // France's pad: the army in Paris chosen on the board, Burgundy picked in the chooser.
  await press(page, '[data-pad="france"]');
  assert.equal(await screen(page), 'handoff');
  assert.match(await page.textContent('#cover'), new RegExp(france.trim()));
  await press(page, '#take-tablet');
  assert.equal(await screen(page), 'entry');
  await page.keyboard.press('Shift+Tab'); // back from the panel into the board, one tab stop
  await arrowTo(page, '#board .gk-unit[data-unit="par"]', async (key) => { await page.keyboard.press(key); await settled(page); });
  await page.keyboard.press('Enter');
  await settled(page);
  assert.ok(await page.$('#board .gk-unit.gk-selected[data-unit="par"]'), 'the army in Paris is selected');
  assert.ok(await page.evaluate(() => !!document.activeElement?.matches('.gk-unit[data-unit="par"]')), 'the focus stays on the unit');
  await press(page, '#chooser button[data-order="A Par - Bur"]', 'Enter', 120);
  // The fleet in Brest, typed.
  await tabTo(page, '#pad-input', 120);
  await page.keyboard.type('F Bre - MAO');
  await page.keyboard.press('Enter');
  await settled(page);
  const sheet = await page.$$eval('#sheet li .text', (items) => items.map((i) => i.textContent));
  assert.ok(sheet.includes('A Par - Bur') && sheet.some((t) => /F Bre - Mao/i.test(t ?? '')), sheet.join(', '));
  await press(page, '#seal');
  assert.equal(await screen(page), 'sealed');
  await press(page, '#sealed-done');
  assert.equal(await screen(page), 'orders');

  // To the reader, past the warning that six sheets are not in.
  await press(page, '#to-reader');
  await press(page, '#confirm-yes', 'Enter', 3);
  assert.equal(await screen(page), 'handoff');
  await press(page, '#take-tablet');
  assert.equal(await screen(page), 'reveal');
  for (let i = 0; i < 30 && (await screen(page)) === 'reveal'; i += 1) await press(page, '#reveal-next');
  assert.equal(await screen(page), 'diplomacy');
  assert.match(await page.textContent('#phase'), /Fall 1901/);
  assert.ok((await units(page)).includes('france bur'), 'the army moved to Burgundy');
  await screenshot(page, 'game-keyboard-fall-1280x800');
  assertClean(opened);
});

/**
 * Game night up to a power's pad, opened as the other tests do (the count starts on the pad).
 * @param {{ width: number, height: number }} size
 * @param {string} power
 */
async function padOf(size, power) {
  const opened = await openGame(size);
  const { page } = opened;
  const players = await newGame(page);
  await allReady(page);
  await takePad(page, power, players[power]);
  await settled(page);
  return opened;
}

/** A key press counter: every press goes through it. @param {import('playwright-core').Page} page */
function counted(page) {
  const keys = { count: 0, press: async (/** @type {string} */ key) => { keys.count += 1; await page.keyboard.press(key); await settled(page); } };
  return keys;
}

// Austria's opening as the rulebook's example players write it; any unit first, in the order the
// pad's focus offers them.
const OPENING = { vie: 'gal', bud: 'ser', tri: 'alb' };

for (const [width, height] of [[1280, 800], [800, 1280]]) test(`a sheet of three orders takes under 30 keys on the pad: the board is one tab stop, the arrows rove among Austria's units and then the offered destinations, the focus goes to the next unit after each order and to the seal after the last (${width}×${height})`, async (t) => {
  if (!hasPage('game.html')) return;
  const opened = await padOf({ width, height }, 'austria');
  const { page } = opened;
  const keys = counted(page);
  await keys.press('Shift+Tab'); // from the panel into the board
  let at = await boardFocus(page);
  assert.ok(at?.unit && at.power === 'austria' && at.stop, `the board's one tab stop is an Austrian unit: ${JSON.stringify(at)}`);
  assert.match(at.label, /^Austrian (army|fleet) \d+ in /, 'a screen reader hears the piece');
  const done = [];
  for (let n = 0; n < 3; n += 1) {
    at = await boardFocus(page);
    const from = /** @type {keyof typeof OPENING} */ (at?.unit ?? '');
    assert.ok(OPENING[from] && !done.includes(from), `the focus is on the next Austrian unit without an order, not ${JSON.stringify(at)}`);
    await keys.press('Enter');
    assert.ok(await page.$(`#board .gk-unit.gk-selected[data-unit="${from}"]`), `${from} is selected`);
    await arrowTo(page, `#board [data-province="${OPENING[from]}"]`, keys.press);
    const target = await boardFocus(page);
    assert.match(target?.label ?? '', /, target$/, 'a screen reader hears the destination as a target');
    if (n === 0) {
      assert.equal(await page.locator('#board .gk-focus-ring').count(), 2, 'the double ring is drawn round the target');
      await screenshot(page, `game-keyboard-target-${width}x${height}`);
    }
    await keys.press('Enter');
    done.push(from);
  }
  assert.ok(await page.evaluate(() => document.activeElement?.id === 'seal'), 'after the last order the focus is on the seal');
  assert.deepEqual([...await sheet(page)].sort(), ['A Bud - Ser', 'A Vie - Gal', 'F Tri - Alb']);
  await screenshot(page, `game-keyboard-sheet-${width}x${height}`);
  assert.deepEqual(await axeViolations(page), [], 'the pad passes axe-core with its board keyed');
  await keys.press('Enter');
  assert.equal(await screen(page), 'sealed');
  assert.ok(keys.count < 30, `the sheet took ${keys.count} keys`);
  t.diagnostic(`a sheet of three orders in ${keys.count} keys`);
  assertClean(opened);
});

test('on the board the arrows move among the power\'s own units only, Tab leaves it in one press, Escape backs out to the unit, and the double ring shows on a dark piece', async () => {
  if (!hasPage('game.html')) return;
  const opened = await padOf({ width: 1280, height: 800 }, 'england');
  const { page } = opened;
  const keys = counted(page);
  await keys.press('Shift+Tab');
  const seen = new Set();
  for (const key of ['ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'End', 'Home']) {
    const at = await boardFocus(page);
    assert.equal(at?.power, 'england', `${key}: the focus is on an English unit, ${JSON.stringify(at)}`);
    assert.ok(at.stop, 'the focused item holds the tab stop');
    seen.add(at.unit);
    await keys.press(key);
  }
  assert.deepEqual([...seen].sort(), ['edi', 'lon', 'lvp'], 'the arrows reach each English unit');
  assert.equal(await page.locator('#board [tabindex="0"]').count(), 1, 'one tab stop on the board');
  // The dark English fleet in London wears the double ring.
  await arrowTo(page, '#board .gk-unit[data-unit="lon"]', keys.press);
  assert.equal(await page.locator('#board .gk-focus-ring').count(), 2);
  await screenshot(page, 'game-keyboard-ring-dark-1280x800');
  await keys.press('Enter');
  await arrowTo(page, '#board [data-province="eng"]', keys.press);
  await keys.press('Escape');
  assert.equal(await page.locator('#board .gk-selected').count(), 0, 'Escape backs out of the unit');
  assert.equal((await boardFocus(page))?.unit, 'lon', 'the focus is back on the fleet in London');
  await keys.press('Tab');
  assert.ok(await page.evaluate(() => !document.activeElement?.closest('#board')), 'one Tab leaves the board');
  await keys.press('Shift+Tab');
  assert.equal((await boardFocus(page))?.unit, 'lon', 'and Shift+Tab comes back to the same unit');
  assertClean(opened);
});

test('a support by keyboard: after Support… the focus is on the board among the units to support, and each later step keeps it where the next choice is', async () => {
  if (!hasPage('game.html')) return;
  const opened = await padOf({ width: 1280, height: 800 }, 'austria');
  const { page } = opened;
  const keys = counted(page);
  await keys.press('Shift+Tab');
  await arrowTo(page, '#board .gk-unit[data-unit="vie"]', keys.press);
  await keys.press('Enter');
  // Support… is the chooser's: Tab to it, then the focus comes back to the board by itself.
  for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.textContent === 'Support…')); i += 1) await keys.press('Tab');
  await keys.press('Enter');
  const at = await boardFocus(page);
  assert.ok(at, `after Support… the focus is on the board, not on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`);
  await arrowTo(page, '#board [data-unit="bud"], #board [data-province="bud"]', keys.press);
  await keys.press('Enter');
  assert.ok(await boardFocus(page), 'after the supported unit the focus stays on the board, among its destinations');
  await arrowTo(page, '#board [data-province="gal"]', keys.press);
  await keys.press('Enter');
  assert.deepEqual((await sheet(page)).filter((o) => !o.startsWith('no order')), ['A Vie S A Bud - Gal']);
  assert.ok(keys.count < 25, `the support took ${keys.count} keys`);
  assertClean(opened);
});
