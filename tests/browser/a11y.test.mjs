// Accessibility: every page, and every screen of game night a table passes through, audited by
// axe-core in Chromium; the test fails on any violation and lists them (rule, impact, where).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, openPage, waitReady } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { agreeDraw, allReady, confirm, newGame, openGame, reload, screen, seal, settled, typeOrders } from './game-helpers.mjs';

/** Audits the page as it stands; collects its violations under a name. */
async function audit(page, name, found) {
  await settled(page);
  const lines = await axeViolations(page);
  if (lines.length) found.push(`${name}:\n  ${lines.join('\n  ')}`);
}

for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`every page passes axe-core with no violations (${width}×${height})`, async () => {
    /** @type {string[]} */
    const found = [];
    for (const file of ['index.html', 'sandbox.html', 'embed.html', 'frame.html?ordering']) {
      if (!hasPage(file.split('?')[0])) continue;
      const opened = await openPage(file, { width, height });
      if (file === 'sandbox.html') await waitReady(opened.page);
      if (file === 'embed.html') await waitReady(opened.page);
      if (file.startsWith('frame.html')) {
        // The board element, its shadow DOM audited too, with a unit's chooser open.
        await opened.page.locator('graustark-board .gk-unit[data-unit="par"]').click();
        await opened.page.waitForSelector('graustark-board .gk-chooser:not([hidden])');
      }
      await opened.page.waitForLoadState('networkidle');
      await audit(opened.page, file, found);
      assertClean(opened);
      await opened.page.context().close();
    }
    if (hasPage('game.html')) {
      const opened = await openGame({ width, height });
      const { page } = opened;
      await audit(page, 'game night: the list of games', found);
      await page.click('#new-game');
      await audit(page, 'game night: new game', found);
      await reload(page);
      await newGame(page);
      await audit(page, 'game night: diplomacy', found);
      await page.click('#menu');
      await audit(page, 'game night: the menu', found);
      await page.click('#menu');
      await allReady(page);
      await audit(page, 'game night: the orders overview', found);
      await page.click('[data-pad="france"]');
      await audit(page, 'game night: hand-off', found);
      await page.click('#take-tablet');
      await typeOrders(page, ['A Par - Bur']);
      await page.click('#board [data-unit="mar"]');
      await audit(page, 'game night: the pad', found);
      await seal(page);
      await page.click('#to-reader');
      await confirm(page);
      await page.click('#take-tablet');
      await audit(page, 'game night: the reveal (orders)', found);
      /** @type {string | null} */
      let results = null;
      while ((await screen(page)) === 'reveal') {
        await page.click('#reveal-next');
        if ((await screen(page)) !== 'reveal') break;
        await audit(page, 'game night: the reveal', found);
        if (!results && await page.$('[data-results="france"]')) results = await page.locator('.reveal-step').ariaSnapshot();
      }
      // Readable without the board: each order with its outcome named, and its reason.
      assert.match(results ?? '', /img "(succeeded|failed)"/, `the accessibility tree names the outcome:\n${results}`);
      assert.match(results ?? '', /A Par - Bur/, 'and the order');
      await page.click('#menu');
      await page.click('#menu-history');
      await audit(page, 'game night: the history', found);
      assert.match(await page.locator('#panel').ariaSnapshot(), /img "(succeeded|failed)"[\s\S]*A Par - Bur/, 'the history reads the same way');
      await page.click('#history-close');
      await agreeDraw(page, async () => audit(page, 'game night: the secret vote', found));
      assert.equal(await screen(page), 'over');
      await audit(page, 'game night: the end', found);
      assertClean(opened);
    }
    assert.deepEqual(found, [], `axe-core found violations:\n${found.join('\n')}`);
  });
}

