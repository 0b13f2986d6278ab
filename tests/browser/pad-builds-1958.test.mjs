// The pad shows the engine's count of builds (issue 36, point 3): on the 1958 board, where the
// map stacks armies in the capital, France with four builds due and only Paris free may build
// all four there (the site once said "You can build 1"); Paris stays marked until the sheet
// holds four builds, each tapped on the board as a player does.
// Run: node --test tests/browser/pad-builds-1958.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, screenshot } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { openGame, setPosition, settled, sheet, takePad } from './game-helpers.mjs';

/**
 * Starts a game of the 1958 board with France played by Alice; the others are nobody's.
 * @param {import('playwright-core').Page} page
 */
async function startFrance(page) {
  await page.click('#new-game');
  await page.check('[data-variant="calhamer-1958"] input');
  await page.waitForSelector('#draw-lots:not([disabled])');
  await page.click('[data-assignment="choice"]');
  await settled(page);
  await page.fill('#player-0', 'Alice');
  await page.selectOption('[data-choice="0"]', 'france');
  await settled(page);
  await page.uncheck('#setup-pins');
  await page.click('#start-game');
  await page.waitForFunction(() => document.body.dataset.screen !== 'new');
  await settled(page);
}

/** The provinces the pad's board marks. @param {import('playwright-core').Page} page */
function marked(page) {
  return page.$$eval('#board [data-province].gk-target', (ps) => ps.map((p) => p.getAttribute('data-province')));
}

test('1958: the pad counts every build the capital takes, as the engine does', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await startFrance(page);
  // Winter 1901: France holds five centres with one fleet; a German fleet stands in Brest.
  await setPosition(page, {
    map: 'calhamer-1958', season: 'winter', phase: 'adjustment',
    centres: { france: ['bre', 'mar', 'par', 'por', 'spa'] }, remove: ['par'], move: { bre: 'eng', kie: 'bre' },
  });
  await takePad(page, 'france', 'Alice');
  const due = await page.textContent('.due') ?? '';
  assert.match(due, /4 builds due \(5 centres, 1 unit\)\. You can build all 4 in Paris\./, due);
  assert.doesNotMatch(due, /You can build 1/);
  for (const [width, height] of [[1280, 800], [800, 1280]]) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await screenshot(page, `game-1958-capital-builds-${width}x${height}`);
    assert.deepEqual(await axeViolations(page), [], `the pad passes axe-core at ${width}x${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await settled(page);
  for (let n = 1; n <= 4; n += 1) {
    assert.deepEqual(await marked(page), ['par'], `Paris marked for build ${n}`);
    await page.waitForTimeout(350); // a second tap on one spot is no double tap
    // The build's glyph drawn over Paris takes the tap for its province, as on the tablet.
    await page.locator('#board [data-province="par"].gk-target').click({ force: true });
    await settled(page);
    await page.locator('#chooser button', { hasText: /^Build an army$/ }).click();
    await settled(page);
  }
  assert.deepEqual(await sheet(page), ['Build A Par', 'Build A Par', 'Build A Par', 'Build A Par']);
  assert.deepEqual(await marked(page), [], 'the builds are all written');
  const counts = await page.$$eval('#board .gk-build-glyph .gk-count', (tags) => [...new Set(tags.map((g) => g.textContent))]);
  assert.deepEqual(counts, ['×4'], 'the four armies are one ghost with their count');
  await screenshot(page, 'game-1958-capital-builds-written-1280x800');
  assertClean(opened);
});
