// Game night's frictions at the table (issue 14, items 10–19), each with the test that would have
// caught it: the draw vote, links leaving game night, PIN fields, a reopened sheet, the pad
// after a reload, warnings on typed orders, the build pad, civil disorder, the centre counts and
// the end screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, screenshot } from './helpers.mjs';
import { allReady, newGame, openGame, reload, screen, seal, settled, takePad, typeOrders, vote } from './game-helpers.mjs';

/** Links on the game's screens (the board and the panel, or a cover), as "text → href". */
function links(page) {
  return page.$$eval('#game a[href], #cover a[href]', (as) => as.map((a) => `${a.textContent} → ${a.getAttribute('href')}`));
}

/** The rendered height of an element, in CSS px. */
function height(page, selector) {
  return page.$eval(selector, (e) => e.getBoundingClientRect().height);
}

test('no link leaves game night; PIN fields are touch-sized; a blank PIN is asked for, not refused', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const players = await newGame(page);
  assert.deepEqual(await links(page), [], 'diplomacy');
  await allReady(page);
  assert.deepEqual(await links(page), [], 'the overview');
  await takePad(page, 'france', players.france);
  assert.deepEqual(await links(page), [], 'the secret pad');
  assert.ok(await height(page, '#set-pin') >= 53, 'the PIN field on the pad is a 54 px target');
  await page.fill('#set-pin', '2468');
  await seal(page);
  await page.click('[data-pad="france"]');
  await settled(page);
  assert.ok(await height(page, '#pin') >= 53, 'the PIN field of the hand-off is a 54 px target');
  await page.click('#take-tablet');
  assert.equal(await screen(page), 'handoff');
  await settled(page);
  const told = await page.textContent('#pin-error');
  assert.doesNotMatch(told, /does not match/, 'a blank PIN is not a wrong one');
  assert.match(told, /Type .*PIN/);
  assert.equal(await page.getAttribute('#pin', 'aria-invalid'), 'true');
  await page.fill('#pin', '1357');
  await page.click('#take-tablet');
  await settled(page);
  assert.match(await page.textContent('#pin-error'), /does not match/);
  assertClean(opened);
});

test('the draw vote: neither answer is the highlighted one, a choice is cast on purpose and can be changed, a proposal can be withdrawn', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await newGame(page);
  await page.click('#propose-draw');
  assert.equal(await screen(page), 'handoff');
  await page.click('#take-tablet');
  assert.equal(await screen(page), 'vote');
  assert.equal(await page.locator('#cover .primary:not([disabled])').count(), 0, 'no answer is the highlighted button');
  assert.ok(await page.isDisabled('#cast-vote'), 'nothing is cast before a choice');
  await page.check('#vote-yes');
  assert.equal(await screen(page), 'vote', 'choosing alone casts nothing');
  await page.check('#vote-no');
  await screenshot(page, 'game-vote-1280x800');
  await page.check('#vote-yes');
  await page.click('#cast-vote');
  assert.equal(await screen(page), 'handoff', 'the next player votes');
  await page.click('#withdraw-draw');
  assert.equal(await screen(page), 'diplomacy', 'the proposal is withdrawn: back where it was made');
  await reload(page);
  assert.equal(await screen(page), 'diplomacy');
  await page.click('#propose-draw');
  await page.click('#take-tablet');
  await vote(page, false);
  assert.equal(await screen(page), 'handoff', 'a fresh vote: the first player votes again');
  assertClean(opened);
});
