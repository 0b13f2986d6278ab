// Game night's kept games in the page: two tabs on one game never overwrite each other's
// saves, a game that cannot be resumed leaves the table on the list with the game marked
// damaged (export and delete still work), one damaged record never hides the others, and an
// import is checked in every shape the screens read. What is kept is the game file of version 4
// (its table section holds the phase under way); a version-2 record kept by the site before it
// is read through the same checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { assertClean, hasPage, screenshot } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { allReady, confirm, newGame, openGame, reload, screen, seal, settled, takePad, typeOrders } from './game-helpers.mjs';

const KEY = 'graustark.game.';

/** The game file kept for the page's last game. */
function keptGame(page) {
  return page.evaluate((prefix) => JSON.parse(localStorage.getItem(prefix + localStorage.getItem('graustark.last-game')) ?? 'null'), KEY);
}

/** Opens game.html in another tab of the same browser context (same storage). */
async function anotherTab(page, { missStorageEvents = false } = {}) {
  const tab = await page.context().newPage();
  /** @type {string[]} */ const errors = [];
  tab.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  tab.on('pageerror', (e) => errors.push(e.message));
  // A tab that misses the other tabs' writes (as a frozen or backgrounded tab may): its own
  // listener stops the storage event before the page's.
  if (missStorageEvents) await tab.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation()));
  await tab.goto(page.url());
  await tab.waitForFunction(() => document.body.dataset.ready === 'true');
  await settled(tab);
  return { tab, errors };
}

test('two tabs on one game: a stale tab is refused and shows the current game; a live tab follows', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const players = await newGame(page);
  const stale = await anotherTab(page, { missStorageEvents: true });
  const live = await anotherTab(page);
  assert.equal(await screen(stale.tab), 'diplomacy');
  assert.equal(await screen(live.tab), 'diplomacy');

  // The live tab is asking whether to close the period when tab A does.
  await live.tab.click('#close-period');
  await live.tab.waitForSelector('dialog#confirm[open]');

  // Tab A closes the period and seals England's order.
  await page.click('#close-period');
  await confirm(page);
  await takePad(page, 'england', players.england);
  await typeOrders(page, ['F Lon - Nth']);
  await seal(page);
  const sealed = await keptGame(page);
  assert.equal(sealed.version, 4, 'the game file of version 4 is kept');
  assert.equal(sealed.table.phase.entries.england.sealed, true);

  // The live tab has followed, with a notice.
  assert.equal(await screen(live.tab), 'orders', 'the live tab shows the game as it is now');
  assert.match(await live.tab.textContent('.notice'), /changed in another tab or window/);
  assert.equal(await live.tab.locator('dialog#confirm[open]').count(), 0, 'its question about the old game is withdrawn');

  // The stale tab, still on the clock, taps ready for Germany: refused, the current game shown.
  await stale.tab.click('[data-ready="germany"]');
  assert.equal(await screen(stale.tab), 'orders', 'the stale tab now shows the current game');
  assert.match(await stale.tab.textContent('.notice'), /was not applied/);
  await screenshot(stale.tab, 'game-stale-tab-1280x800');
  await stale.tab.setViewportSize({ width: 800, height: 1280 });
  await settled(stale.tab);
  await screenshot(stale.tab, 'game-stale-tab-800x1280');
  const after = await keptGame(page);
  assert.equal(after.table.revision, sealed.table.revision, 'nothing was written over the newer game');
  assert.deepEqual(after.table.phase.entries.england.orders, ['F Lon - Nth']);

  await reload(page);
  assert.equal(await screen(page), 'orders');
  assert.equal(await page.locator('.pad-button.sealed[data-pad="england"]').count(), 1, "England's sheet is still sealed");
  assert.deepEqual([...stale.errors, ...live.errors], []);
  assertClean(opened);
});

test('a game that cannot be resumed leaves the table on the list, marked damaged; export and delete still work', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await newGame(page);
  await allReady(page);
  const game = await keptGame(page);

  // The file, kept by the site before version 3: a reveal whose stored adjudication
  // has the wrong shape. Refused on import, by name.
  const v2 = JSON.parse(fs.readFileSync(new URL('../../www/test/game-files/game-night-v2.json', import.meta.url), 'utf8'));
  const broken = { ...v2, id: 'broken', screen: { name: 'reveal', step: 0 }, current: { ...v2.current, result: { orders: 'x' } } };
  await page.click('#menu');
  await page.click('#menu-home');
  await page.setInputFiles('#import-file', { name: 'reveal.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await settled(page);
  assert.match(await page.textContent('.notice.error'), /reveal\.json.*not imported.*current\.result\.orders/s);
  // Nor a version-3 file on a reveal that never began, nor one without its date.
  const unrevealed = { ...game, table: { ...game.table, id: 'unrevealed', screen: { name: 'reveal', step: 0 } } };
  await page.setInputFiles('#import-file', { name: 'unrevealed.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(unrevealed)) });
  await settled(page);
  assert.match(await page.textContent('.notice.error'), /unrevealed\.json.*not imported.*table\.screen: a reveal that has not begun/s);
  const { created: _created, ...undatedTable } = game.table;
  const undated = { ...game, table: { ...undatedTable, id: 'undated' } };
  await page.setInputFiles('#import-file', { name: 'undated.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(undated)) });
  await settled(page);
  assert.match(await page.textContent('.notice.error'), /undated\.json.*not imported.*table\.created/s);
  await screenshot(page, 'game-import-refused-1280x800');
  assert.deepEqual(await axeViolations(page), [], 'the refusal passes axe-core');
  await page.setViewportSize({ width: 800, height: 1280 });
  await settled(page);
  await screenshot(page, 'game-import-refused-800x1280');
  assert.deepEqual(await axeViolations(page), [], 'the refusal passes axe-core in portrait');
  await page.setViewportSize({ width: 1280, height: 800 });
  await settled(page);
  assert.equal(await page.locator('.game-item').count(), 1);

  // Kept before the checks (say, by an older version of the site) and last played: the page
  // opens on the list, with the game marked damaged, and one malformed record beside it.
  await page.evaluate(([prefix, record]) => {
    localStorage.setItem(`${prefix}broken`, JSON.stringify(record));
    localStorage.setItem(`${prefix}m5`, JSON.stringify({ id: 'm5' }));
    localStorage.setItem('graustark.last-game', 'broken');
  }, [KEY, broken]);
  await reload(page);
  assert.equal(await screen(page), 'list', 'the table is on the list, not stuck');
  assert.match(await page.textContent('.notice.error'), /cannot be resumed.*current\.result\.orders/s);
  assert.equal(await page.locator('.game-item').count(), 3, 'every record is listed');
  assert.equal(await page.locator('.game-item[data-damaged]').count(), 2);
  assert.equal(await page.locator(`.game-item[data-game="${game.table.id}"]:not([data-damaged]) .primary`).count(), 1, 'the sound game can be resumed');
  assert.equal(await page.locator('.game-item[data-game="m5"] .primary').count(), 0, 'a damaged game has no Resume');
  await screenshot(page, 'game-list-damaged-1280x800');
  await page.setViewportSize({ width: 800, height: 1280 });
  await settled(page);
  await screenshot(page, 'game-list-damaged-800x1280');

  const download = page.waitForEvent('download');
  await page.click('.game-item[data-game="m5"] button:has-text("Export")');
  const exported = await download;
  assert.match(exported.suggestedFilename(), /^graustark-.*m5.*\.json$/);
  assert.deepEqual(JSON.parse(fs.readFileSync(await exported.path(), 'utf8')), { id: 'm5' }, 'exported as it is kept');
  await page.click('.game-item[data-game="broken"] button:has-text("Delete")');
  await confirm(page);
  assert.equal(await page.locator('.game-item').count(), 2);
  await reload(page);
  assert.equal(await screen(page), 'list', 'the next visit opens on the list too');
  assertClean(opened);
});

test('a screen that throws while drawing a game sends the table to the list, the game marked damaged', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await newGame(page);
  // What the checks cannot foresee: the next drawing of the panel throws, once.
  await page.evaluate(() => {
    const panel = /** @type {HTMLElement} */ (document.getElementById('panel'));
    const replace = panel.replaceChildren;
    panel.replaceChildren = function (...nodes) {
      panel.replaceChildren = replace;
      throw new Error('a screen broke');
    };
  });
  await page.click('[data-ready="england"]');
  assert.equal(await screen(page), 'list');
  assert.match(await page.textContent('.notice.error'), /could not be shown \(a screen broke\).*Export/s);
  assert.equal(await page.locator('.game-item[data-damaged]').count(), 1, 'the game is marked damaged');
  assert.equal(await page.locator('.game-item[data-damaged] button:has-text("Export")').count(), 1);
  await reload(page);
  assert.equal(await screen(page), 'list', 'the next visit opens the list');
  assertClean(opened);
});

/**
 * Makes the page's localStorage refuse its writes from the Nth on, `times` of them, as a full
 * storage does (a QuotaExceededError).
 */
function failWrites(page, nth, times = 1) {
  return page.evaluate(([nth, times]) => {
    const w = /** @type {any} */ (window);
    w.failing = { seen: 0, from: nth, to: nth + times };
    if (w.failingInstalled) return;
    w.failingInstalled = true;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (this === localStorage) {
        w.failing.seen += 1;
        if (w.failing.seen >= w.failing.from && w.failing.seen < w.failing.to) {
          throw new DOMException('Setting the value exceeded the quota.', 'QuotaExceededError');
        }
      }
      return setItem.call(this, key, value);
    };
  }, [nth, times]);
}

test('storage failing in a save never blames another tab nor drops the action; a real other tab still does', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await newGame(page);
  const notice = async () => (await page.locator('.notice').allTextContents()).join(' ');

  // The second write of a save (the game open here) fails once: the record is kept.
  await failWrites(page, 2);
  await page.click('[data-ready="england"]');
  await settled(page);
  assert.match(await notice(), /The game is saved, but this browser's storage is full or unavailable \(QuotaExceededError/);
  await page.click('[data-ready="germany"]');
  await settled(page);
  assert.doesNotMatch(await notice(), /another tab/, 'the next action is not refused');
  assert.deepEqual((await keptGame(page)).table.phase.ready, ['england', 'germany'], 'both actions are kept');

  // The first write fails, three times: the action stays on the page, told as what it is, and
  // is saved once storage works again (the page tries every two seconds).
  await failWrites(page, 1, 3);
  await page.click('[data-ready="russia"]');
  await settled(page);
  assert.match(await page.textContent('.notice.error'), /could not be saved: this browser's storage is full or unavailable.*kept on this page/s);
  assert.deepEqual((await keptGame(page)).table.phase.ready, ['england', 'germany']);
  await screenshot(page, 'game-storage-full-1280x800');
  assert.deepEqual(await axeViolations(page), [], 'the notice passes axe-core');
  await page.setViewportSize({ width: 800, height: 1280 });
  await settled(page);
  await screenshot(page, 'game-storage-full-800x1280');
  assert.deepEqual(await axeViolations(page), [], 'the notice passes axe-core in portrait');
  await page.waitForFunction(() => document.querySelector('.notice')?.textContent?.includes('saved now'), null, { timeout: 10000 });
  assert.deepEqual((await keptGame(page)).table.phase.ready, ['england', 'germany', 'russia'], 'saved once storage works');
  assert.doesNotMatch(await notice(), /another tab/);

  // A real second tab's save is still seen, by this tab, reloaded to miss its storage event.
  await page.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation()));
  await reload(page);
  const other = await anotherTab(page);
  await other.tab.click('[data-ready="turkey"]');
  await settled(other.tab);
  await page.click('[data-ready="austria"]');
  await settled(page);
  assert.match(await notice(), /changed in another tab or window, so what was just done here was not applied/);
  assert.deepEqual((await keptGame(page)).table.phase.ready, ['england', 'germany', 'russia', 'turkey']);
  assert.deepEqual(other.errors, []);
  assertClean(opened);
});
