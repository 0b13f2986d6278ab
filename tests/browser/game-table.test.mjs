// Game night around the main flow: the clock (warnings, closing at zero, surviving a reload),
// a PIN on a sealed sheet, the secret draw vote and the closing summary, history and undo,
// export and import (a broken file changes nothing), and the tablet's portrait layout.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { assertClean, hasPage, screenshot } from './helpers.mjs';
import {
  SEATS, allReady, confirm, narrowestPiece, newGame, openGame, pageContent, reload, screen, seal, settled, takePad,
  typeOrders, vote,
} from './game-helpers.mjs';

/** Records vibrations, so the warnings can be seen in a headless browser. */
async function recordVibrations(page) {
  await page.addInitScript(() => {
    /** @type {any} */ (window).vibrations = [];
    Object.defineProperty(navigator, 'vibrate', { value: (p) => { /** @type {any} */ (window).vibrations.push(p); return true; } });
  });
}

test('the clock warns at one minute and at zero, closes the period, and keeps its deadline over a reload', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await page.clock.install({ time: new Date('2026-11-22T19:00:00') });
  await recordVibrations(page);
  await reload(page);
  await newGame(page, { first: 3 });
  assert.equal(await page.textContent('[data-countdown]'), '3:00');
  await page.clock.runFor(20_000);
  await reload(page);
  assert.equal(await screen(page), 'diplomacy');
  // The fake clock also moves with real time, so allow the seconds the reload takes.
  assert.match(await page.textContent('[data-countdown]'), /^2:(40|39|38|37)$/, 'the deadline survives the reload');
  await page.click('#pause');
  await settled(page);
  const paused = await page.textContent('[data-countdown]');
  await page.clock.runFor(60_000);
  await reload(page);
  assert.equal(await page.textContent('[data-countdown]'), paused, 'a paused clock stays paused');
  assert.match(await page.textContent('.clock'), /paused/);
  await page.click('#pause');
  const [m, sec] = paused.split(':').map(Number);
  // Half a second past 59 s left: the face is redrawn every 250 ms, so it may lag by that much.
  await page.clock.runFor((m * 60 + sec - 59) * 1000 + 500);
  await settled(page);
  assert.match(await page.textContent('[data-countdown]'), /^0:5\d$/);
  assert.ok(await page.$('.clock.ending'));
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).vibrations), [[200, 120, 200]], 'one-minute warning');
  await page.clock.runFor(61_000);
  assert.equal(await screen(page), 'orders', 'the period closed at zero');
  assert.equal((await page.evaluate(() => /** @type {any} */ (window).vibrations)).length, 2, 'the zero warning');
  assertClean(opened);
});

test('a PIN guards a sealed sheet; the draw vote is secret and unanimous; the summary charts the centres', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const players = await newGame(page);
  await allReady(page);
  await takePad(page, 'france', players.france);
  await typeOrders(page, ['A Par - Mun']);
  assert.match(await page.textContent('#sheet .problem'), /illegal/, 'an impossible order is flagged before sealing');
  assert.match(await page.textContent('#sheet'), /no order: holds/, 'so are units without orders');
  await typeOrders(page, ['A Par - Bur']);
  assert.equal(await page.locator('#sheet .problem').count(), 0, 'the new order replaces the illegal one');
  await page.fill('#set-pin', '4321');
  await seal(page);
  await page.click('[data-pad="france"]');
  await page.fill('#pin', '1111');
  await page.click('#take-tablet');
  assert.equal(await screen(page), 'handoff');
  assert.match(await page.textContent('#cover'), /does not match/);
  assert.ok(!(await pageContent(page)).includes('Par - Bur'), 'a wrong PIN shows nothing');
  await page.fill('#pin', '4321');
  await page.click('#take-tablet');
  assert.equal(await screen(page), 'entry');
  assert.ok((await pageContent(page)).includes('A Par - Bur'));
  assert.equal(await page.textContent('#pad-back'), 'Back, still sealed');
  await page.click('#pad-back');
  assert.equal(await screen(page), 'orders');
  assert.ok(await page.$('.pad-button.sealed[data-pad="france"]'), 'looking again does not unseal the sheet');

  await page.click('#propose-draw');
  for (const power of SEATS) {
    assert.equal(await screen(page), 'handoff');
    assert.match(await page.textContent('#cover'), new RegExp(players[power]));
    if (power === 'france') await page.fill('#pin', '4321');
    await page.click('#take-tablet');
    assert.equal(await screen(page), 'vote');
    await vote(page, power !== 'turkey');
  }
  assert.equal(await screen(page), 'voted');
  const told = await page.textContent('#cover');
  assert.match(told, /not agreed/);
  for (const power of SEATS) assert.ok(!told.includes(players[power]), 'nobody is named');
  await page.click('#voted-back');
  assert.equal(await screen(page), 'orders');

  await page.click('#propose-draw');
  for (const power of SEATS) {
    if (power === 'france') await page.fill('#pin', '4321');
    await page.click('#take-tablet');
    await vote(page, true);
  }
  assert.equal(await screen(page), 'over');
  assert.match(await page.textContent('#phase'), /A draw between 7 powers/);
  assert.equal(await page.locator('.centre-table tbody tr').count(), 7);
  assert.match(await page.textContent('.panel-main'), /no year was finished/, 'no chart of a year not played');
  await screenshot(page, 'game-over-1280x800');
  await reload(page);
  assert.equal(await screen(page), 'over', 'a finished game stays finished');
  assertClean(opened);
});

test('history, undo by agreement, export, and an import that fails changes nothing', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const players = await newGame(page);
  await allReady(page);
  await takePad(page, 'germany', players.germany);
  await typeOrders(page, ['A Mun - Bur']);
  await seal(page);
  await takePad(page, 'france', players.france);
  await typeOrders(page, ['A Par - Bur']);
  await seal(page);
  await page.click('#to-reader');
  await confirm(page);
  await page.click('#take-tablet');
  while ((await screen(page)) === 'reveal') await page.click('#reveal-next');
  assert.match(await page.textContent('#phase'), /Fall 1901/);

  await page.click('#menu');
  await page.selectOption('#menu-labels', 'full');
  await settled(page);
  assert.match(await page.textContent('#board'), /Burgundy/, 'full province names on the board');
  await page.click('#menu-history');
  assert.equal(await screen(page), 'history');
  assert.match(await page.textContent('#panel'), /A Mun - Bur.*bounced with A Par/s);
  await page.click('#history-close');

  const download = page.waitForEvent('download');
  await page.click('#menu');
  await page.click('#menu-export');
  const file = await (await download).path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.equal(exported.format, 'graustark-game');
  assert.equal(exported.version, 4, 'exported as the game file of version 4');
  assert.equal(exported.history.length, 1);

  await page.click('#menu-undo');
  await confirm(page);
  assert.equal(await screen(page), 'orders');
  assert.match(await page.textContent('#phase'), /Spring 1901/);
  assert.equal(await page.locator('.pad-button.sealed').count(), 2, 'the sheets come back sealed');

  await page.click('#menu');
  await page.click('#menu-home');
  assert.equal(await screen(page), 'list');
  assert.equal(await page.locator('.game-item').count(), 1);
  const broken = { ...exported, state: { ...exported.state, units: [{ power: 'france', type: 'army', region: 'atlantis' }] } };
  await page.setInputFiles('#import-file', { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await settled(page);
  assert.match(await page.textContent('.notice.error'), /broken\.json.*not imported.*state.*atlantis/s);
  await page.setInputFiles('#import-file', { name: 'notjson.json', mimeType: 'application/json', buffer: Buffer.from('{"format": ') });
  await settled(page);
  assert.match(await page.textContent('.notice.error'), /not JSON/);
  assert.equal(await page.locator('.game-item').count(), 1, 'nothing was added or replaced');
  await page.setInputFiles('#import-file', { name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  await settled(page);
  assert.equal(await page.locator('.game-item').count(), 2, 'a good file is kept beside the game, not over it');
  await screenshot(page, 'game-list-1280x800');
  await page.locator('.game-item .primary').first().click();
  assert.notEqual(await screen(page), 'list');
  assertClean(opened);
});

test('portrait tablet: the clock, a pad and the reveal fit 800×1280 with large touch targets', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame({ width: 800, height: 1280 });
  const { page } = opened;
  const players = await newGame(page);
  await screenshot(page, 'game-diplomacy-800x1280');
  const small = await page.$$eval('button:not([disabled])', (bs) => bs.filter((b) => b.offsetParent && b.getBoundingClientRect().height < 53).map((b) => b.textContent));
  assert.deepEqual(small, [], 'touch targets are at least 9 mm (54 CSS px) high');
  assert.ok(await narrowestPiece(page) >= 53.5, 'pieces are 9 mm wide on the whole board');
  await allReady(page);
  await takePad(page, 'england', players.england);
  await typeOrders(page, ['F Lon - Nth']);
  await screenshot(page, 'game-pad-800x1280');
  await seal(page);
  await page.click('#to-reader');
  await confirm(page);
  await page.click('#take-tablet');
  await page.click('#reveal-next');
  for (let i = 0; i < 7; i += 1) { await page.click('#reveal-next'); await settled(page); }
  await screenshot(page, 'game-reveal-800x1280');
  assertClean(opened);
});

test('a full storage is reported and the game goes on; the next save catches up', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (/** @type {any} */ (window).storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await reload(page);
  await newGame(page);
  await page.evaluate(() => { /** @type {any} */ (window).storageFull = true; });
  await allReady(page);
  assert.equal(await screen(page), 'orders', 'the table is not held up');
  assert.match(await page.textContent('.notice.error'), /could not be saved.*Export/);
  await page.evaluate(() => { /** @type {any} */ (window).storageFull = false; });
  await page.click('[data-pad="england"]');
  await reload(page);
  assert.equal(await screen(page), 'handoff', 'saved again with the next action');
  assertClean(opened);
});
