// Game night, played as a table plays it: a new game with powers drawn by lot, the diplomacy
// period closed early by "ready", seven secret hand-offs, the reader's reveal, a retreat, the
// builds, and Spring 1902. Reloads in the middle of order entry and of the reveal must come
// back to the same screen, and no power's orders may be in the page before the reveal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, screenshot } from './helpers.mjs';
import {
  SEATS, allReady, confirm, narrowestPiece, newGame, openGame, pageContent, reload, screen, seal, settled, sheet, takePad,
  typeOrders, units,
} from './game-helpers.mjs';

/** Spring 1901: France's move is tapped on the board; the rest is typed. */
const SPRING = {
  england: ['F Lon - Nth', 'F Edi - Nwg', 'A Lvp - Yor'],
  germany: ['A Mun - Ruh', 'A Ber - Mun', 'F Kie - Den'],
  russia: ['A War - Gal', 'A Mos - Ukr', 'F Sev - Bla', 'F StP/sc - Bot'],
  turkey: ['A Con - Bul', 'F Ank - Bla', 'A Smy - Arm'],
  austria: ['F Tri - Alb', 'A Vie - Gal', 'A Bud - Ser'],
  italy: ['A Ven - Pie', 'A Rom - Ven', 'F Nap - Ion'],
  france: ['A Mar - Spa', 'F Bre - Mao'],
};
/** Fall 1901: Germany dislodges the French army in Burgundy; four powers write nothing. */
const FALL = {
  england: ['F Nwg - Nwy', 'F Nth S F Nwg - Nwy'],
  germany: ['A Ruh - Bur', 'A Mun S A Ruh - Bur'],
  france: ['A Bur H', 'F Mao - Por'],
};

/** Distinct fragments of each power's spring orders, to look for where they must not be. */
const secretsOf = (power) => SPRING[power].map((o) => o.replace(/^[AF] /, ''));

test('a table plays 1901 through: ready, seven secret hand-offs, the reveal, a retreat, the builds', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  assert.equal(await screen(page), 'list');
  const players = await newGame(page);

  // The diplomacy period: 30 minutes before the first move; closed early by all seven readies.
  assert.equal(await screen(page), 'diplomacy');
  assert.match(await page.textContent('[data-countdown]'), /^(30:00|29:5\d)$/);
  await screenshot(page, 'game-diplomacy-1280x800');
  assert.ok(await narrowestPiece(page) >= 53.5, 'pieces are 9 mm wide on the whole board');
  await allReady(page);
  assert.equal(await screen(page), 'orders');

  // Seven hand-offs, in seating order except that Russia goes last; no sheet shows another's.
  const sealed = [];
  for (const power of [...SEATS.filter((p) => p !== 'russia'), 'russia']) {
    await takePad(page, power, players[power]);
    const content = await pageContent(page);
    for (const other of sealed) {
      for (const secret of secretsOf(other)) assert.ok(!content.includes(secret), `${other}'s "${secret}" is in the page while ${power} writes`);
    }
    if (power === 'france') {
      // Tap the army in Paris, then Burgundy.
      await page.locator('#board .gk-unit[data-unit="par"]').click();
      await page.locator('#chooser button[data-order="A Par - Bur"]').waitFor();
      const box = await page.locator('#board [data-province="bur"]').first().boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      assert.ok((await sheet(page)).includes('A Par - Bur'), 'the tapped move is on the sheet');
      await typeOrders(page, SPRING.france);
    } else if (power === 'russia') {
      // The tablet dies in the middle of Russia's sheet: it comes back on the same screen.
      await typeOrders(page, SPRING.russia.slice(0, 2));
      await reload(page);
      assert.equal(await screen(page), 'entry');
      assert.deepEqual((await sheet(page)).filter((t) => t !== 'no order: holds').sort(), ['A Mos - Ukr', 'A War - Gal']);
      await typeOrders(page, SPRING.russia.slice(2));
    } else {
      await typeOrders(page, SPRING[power]);
    }
    if (power === 'england') await screenshot(page, 'game-pad-1280x800');
    assert.ok(!(await sheet(page)).includes('no order: holds'), `${power} ordered every unit`);
    await seal(page);
    sealed.push(power);
    const overview = await pageContent(page);
    for (const secret of secretsOf(power)) assert.ok(!overview.includes(secret), `${power}'s sealed "${secret}" is in the overview`);
  }
  assert.equal(await page.locator('.pad-button.sealed').count(), 7);

  // The reader of the first two moves is England's player.
  await page.click('#to-reader');
  assert.equal(await screen(page), 'handoff');
  assert.match(await page.textContent('#cover'), new RegExp(players.england));
  await page.click('#take-tablet');
  assert.equal(await screen(page), 'reveal');
  assert.deepEqual(await page.$$eval('[data-reveal-orders="england"] li', (li) => li.map((l) => l.textContent)), SPRING.england);
  await screenshot(page, 'game-reveal-1280x800');
  for (let i = 0; i < 9; i += 1) { await page.click('#reveal-next'); await settled(page); }
  // A reload in the middle of the reveal comes back to the same step.
  const before = await page.textContent('.reveal-step');
  await reload(page);
  assert.equal(await screen(page), 'reveal');
  assert.equal(await page.textContent('.reveal-step'), before);
  // Russia and Austria bounced in Galicia, Russia and Turkey in the Black Sea.
  while (await page.$('[data-step="results"], [data-step="orders"]')) {
    const failed = await page.$$eval('.results li[data-success="false"] .text', (t) => t.map((x) => x.textContent));
    for (const f of failed) assert.ok(['A War - Gal', 'F Sev - Bla', 'F Ank - Bla', 'A Vie - Gal'].includes(f), `unexpected failure ${f}`);
    await page.click('#reveal-next');
    await settled(page);
  }
  assert.match(await page.textContent('.reveal-step'), /Standoffs? in .*(Galicia|Black Sea)/);
  await page.click('#reveal-next');

  // Fall 1901: 15 minutes, then three powers write; four write nothing and hold.
  assert.equal(await screen(page), 'diplomacy');
  assert.match(await page.textContent('[data-countdown]'), /^(15:00|14:5\d)$/);
  await allReady(page);
  for (const power of ['england', 'germany', 'france']) {
    await takePad(page, power, players[power]);
    await typeOrders(page, FALL[power]);
    await seal(page);
  }
  await page.click('#to-reader');
  await confirm(page);
  assert.match(await page.textContent('#cover'), new RegExp(players.england), 'England reads the second move too');
  await page.click('#take-tablet');
  while ((await screen(page)) === 'reveal' && !(await page.$('[data-step="summary"]'))) await page.click('#reveal-next');
  assert.match(await page.textContent('.dislodged-list'), /French army in Burgundy/);
  assert.ok((await units(page)).includes('france bur dislodged'));
  await page.click('#reveal-next');

  // One power retreats: written openly, straight on France's pad.
  assert.equal(await screen(page), 'entry');
  await typeOrders(page, ['A Bur - Pic']);
  await page.click('#seal');
  assert.equal(await screen(page), 'reveal');
  assert.match(await page.textContent('.reveal-step'), /A Bur - Pic/);
  while ((await screen(page)) === 'reveal') await page.click('#reveal-next');

  // Winter: builds written privately by the powers that have them, then revealed together.
  assert.equal(await screen(page), 'orders');
  const building = await page.$$eval('[data-pad]', (b) => b.map((x) => x.getAttribute('data-pad')));
  assert.deepEqual(building, ['england', 'germany', 'turkey', 'austria', 'france']);
  await takePad(page, 'germany', players.germany);
  await typeOrders(page, ['Build A Ber']);
  await seal(page);
  await takePad(page, 'france', players.france);
  await typeOrders(page, ['Build A Par', 'Build F Bre']);
  await seal(page);
  await page.click('#to-reader');
  await confirm(page);
  await page.click('#take-tablet');
  while ((await screen(page)) === 'reveal') await page.click('#reveal-next');

  assert.equal(await screen(page), 'diplomacy');
  assert.match(await page.textContent('#phase'), /Spring 1902/);
  const now = await units(page);
  for (const u of ['germany ber', 'france par', 'france bre', 'france pic', 'germany bur', 'england nwy']) assert.ok(now.includes(u), `${u} in ${now}`);
  assert.match(await page.textContent('.reader-line'), new RegExp(players.germany), 'Germany reads moves three and four');
  assertClean(opened);
});
