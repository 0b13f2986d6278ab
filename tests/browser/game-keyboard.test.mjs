// Game night with the keyboard alone: from the list of games through the new-game form, the
// diplomacy period, a pad (a unit chosen on the board and an order typed), sealing, and one
// movement phase's reveal to the next season; only Tab, Shift+Tab, Enter, Space and typing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, screenshot } from './helpers.mjs';
import { NAMES, openGame, screen, settled, units } from './game-helpers.mjs';

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
  await page.keyboard.press('Shift+Tab'); // back from the panel into the board
  for (let i = 0; i < 200 && !(await page.evaluate(() => !!document.activeElement?.matches('.gk-unit[data-unit="par"]'))); i += 1) {
    await page.keyboard.press('Shift+Tab');
  }
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
