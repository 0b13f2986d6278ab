// Game night plays every variant the site offers (issue 17, points 1 and 4): the new-game
// screen lists them with their rules and numbers of players; a Cat Diplomacy game shows its
// named year and whose units are doubled, and plays its first spring; a Militarism III game
// opens with the Winter 1900 builds (Leaders too; a power ordering nothing gets its customary
// units and Leader); a reload in the middle finds each game as it was. On the Cat board a draw
// voted by the two powers still in is shared by all three, as the engine says (rule 8: "Two-way
// draws are expressly forbidden ... such a game is considered a three-way draw").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, screenshot } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { NAMES, confirm, keptGame, openGame, reload, screen, seal, setPosition, settled, sheet, takePad, typeOrders, units, vote } from './game-helpers.mjs';

/**
 * Starts a game of a variant from the new-game screen, powers by lot; returns power → name.
 * With `blank`, the last player's name is left blank and lots are drawn until that power is
 * not `played` (a power the test orders for).
 * @param {import('playwright-core').Page} page @param {string} variant
 * @param {{ count?: number, blank?: boolean, played?: string }} [options]
 */
async function newVariantGame(page, variant, { count, blank = false, played = '' } = {}) {
  await page.click('#new-game');
  await page.check(`[data-variant="${variant}"] input`);
  // Its map is loaded when first chosen: lots are drawn once it is.
  await page.waitForSelector('#draw-lots:not([disabled])');
  if (count) { await page.click(`[data-count="${count}"]`); await page.waitForSelector('#draw-lots:not([disabled])'); }
  const fields = await page.locator('input[data-player]').count();
  for (let i = 0; i < fields - (blank ? 1 : 0); i += 1) await page.fill(`#player-${i}`, NAMES[i]);
  /** @type {Record<string, string>} */
  let seating = {};
  do {
    await page.click('#draw-lots');
    await settled(page);
    seating = Object.fromEntries(await page.$$eval('.seating li', (items) => items.map((li) => [
      li.getAttribute('data-seat') ?? '', li.querySelector('[data-seat-name]')?.textContent ?? '',
    ])));
  } while (blank && seating[played] === 'nobody plays it');
  await page.uncheck('#setup-pins'); // PINs on (a new game's default) are game-store.test.mjs's
  await page.click('#start-game');
  await page.waitForFunction(() => document.body.dataset.screen !== 'new');
  await settled(page);
  return seating;
}

/** Hands the tablet to the reader (going on without the unsealed sheets) and reads to the end. */
async function revealAll(page) {
  await page.click('#to-reader');
  if (await page.$('dialog#confirm[open]')) await confirm(page);
  await page.click('#take-tablet');
  assert.equal(await screen(page), 'reveal');
  while ((await screen(page)) === 'reveal') await page.click('#reveal-next');
}

test('the new-game screen offers every variant, with its rules and numbers of players', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await page.click('#new-game');
  await settled(page);
  const offered = await page.$$eval('[data-variant]', (ls) => ls.map((l) => l.getAttribute('data-variant')));
  assert.deepEqual(offered, ['standard', 'calhamer-1958', 'cat', 'militarism-iii', 'standard-1958']);
  assert.match(await page.textContent('[data-variant="cat"]'), /3 players · Cat Diplomacy/);
  assert.match(await page.textContent('[data-variant="standard-1958"]'), /5, 6 or 7 players/);
  assert.equal(await page.locator('input[data-player]').count(), 7, 'the standard game by default');
  await screenshot(page, 'game-variants-1280x800');
  await page.setViewportSize({ width: 800, height: 1280 });
  await settled(page);
  await screenshot(page, 'game-variants-800x1280');

  // The rules preset follows the variant.
  await page.check('[data-variant="cat"] input');
  // The map of a variant is loaded when first chosen.
  await page.waitForFunction(() => document.querySelectorAll('.seating li').length === 3);
  assert.equal(await page.locator('input[data-player]').count(), 3);
  assert.equal(await page.inputValue('#setup-preset'), 'cat');
  assert.deepEqual(await page.$$eval('.seating li', (ls) => ls.map((l) => l.getAttribute('data-seat'))), ['cassiusica', 'andromeda', 'tellahoma']);
  // The 1958 rules: seven, six or five players; a game of five is started, kept and resumed.
  await page.check('[data-variant="standard-1958"] input');
  await page.waitForFunction(() => document.querySelector('.seating li')?.getAttribute('data-seat') === 'england');
  assert.equal(await page.inputValue('#setup-preset'), 'rulebook-1958');
  await page.click('[data-count="5"]');
  await page.waitForFunction(() => document.querySelectorAll('.seating li').length === 5);
  assert.equal(await page.locator('input[data-player]').count(), 5);
  assert.equal(await page.locator('.seating li').count(), 5, 'five powers are seated');
  for (let i = 0; i < 5; i += 1) await page.fill(`#player-${i}`, NAMES[i]);
  await page.click('#draw-lots');
  await page.uncheck('#setup-pins'); // PINs on (a new game's default) are game-store.test.mjs's
  await page.click('#start-game');
  assert.equal(await screen(page), 'diplomacy');
  await reload(page);
  assert.equal(await screen(page), 'diplomacy');
  const kept = await keptGame(page);
  assert.equal(kept.mapId, 'standard-1958');
  assert.equal(kept.players.length, 5);
  assert.equal(kept.preset, 'rulebook-1958');
  assert.equal(await page.locator('.ready-chip').count(), 5, 'five players get ready');
  assertClean(opened);
});

test('a Cat Diplomacy game: the named year, the doubled power, the first spring, a reload', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const players = await newVariantGame(page, 'cat');
  assert.equal(await screen(page), 'diplomacy');
  assert.match(await page.textContent('#phase'), /Spring Cassiusica I/);
  assert.match(await page.textContent('.doubled'), /Cassiusica’s year: its units are doubled/);
  await screenshot(page, 'game-cat-1280x800');
  await page.setViewportSize({ width: 800, height: 1280 });
  await settled(page);
  await screenshot(page, 'game-cat-800x1280');
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const power of ['cassiusica', 'andromeda', 'tellahoma']) await page.click(`[data-ready="${power}"]`);
  assert.equal(await screen(page), 'orders');
  await takePad(page, 'cassiusica', players.cassiusica);
  // Cassiusica's year: its army takes two orders and splits.
  await typeOrders(page, ['A Pyr - Sil', 'A Pyr - Gyp']);
  assert.deepEqual((await sheet(page)).filter((t) => t.startsWith('A Pyr')), ['A Pyr - Sil', 'A Pyr - Gyp']);
  await seal(page);
  await reload(page);
  assert.equal(await screen(page), 'orders', 'the reload finds the orders screen');
  assert.equal((await keptGame(page)).current.entries.cassiusica.sealed, true);
  assert.match(await page.textContent('#phase'), /Spring Cassiusica I/);
  await revealAll(page);
  assert.equal(await screen(page), 'diplomacy');
  assert.match(await page.textContent('#phase'), /Fall Cassiusica I/);
  const now = await units(page);
  assert.ok(now.includes('cassiusica sil') && now.includes('cassiusica gyp'), `the Cassiusican army split into Silver and Gypsum: ${now}`);
  await reload(page);
  assert.match(await page.textContent('#phase'), /Fall Cassiusica I/);
  const kept = await keptGame(page);
  assert.equal(kept.mapId, 'cat');
  assert.equal(kept.players.length, 3);
  assert.equal(kept.preset, 'cat');
  assertClean(opened);
});

test('a Militarism III game opens with the Winter 1900 builds, Leaders too, and survives a reload', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  // Six players: the seventh power is nobody's (it never orders, and gets its customary units).
  const players = await newVariantGame(page, 'militarism-iii', { blank: true, played: 'france' });
  const nobody = Object.keys(players).find((p) => players[p] === 'nobody plays it');
  assert.ok(nobody, 'one power is nobody\'s');
  assert.equal(await screen(page), 'orders', 'the builds come before any diplomacy period');
  assert.match(await page.textContent('#phase'), /Winter 1900/);
  const building = await page.$$eval('[data-pad]', (b) => b.map((x) => x.getAttribute('data-pad')));
  assert.equal(building.length, 6, 'every power with a player builds');
  assert.ok(!building.includes(nobody), 'nobody writes for the power nobody plays');
  await takePad(page, 'france', players.france);
  await typeOrders(page, ['Build A Par', 'Build L Par']);
  await seal(page);
  await reload(page);
  assert.equal(await screen(page), 'orders');
  assert.equal((await keptGame(page)).current.entries.france.sealed, true);
  await revealAll(page);
  assert.equal(await screen(page), 'diplomacy');
  assert.match(await page.textContent('#phase'), /Spring 1901/);
  const state = (await keptGame(page)).current.state;
  const france = state.units.filter((u) => u.power === 'france').map((u) => `${u.type} ${u.region}`).sort();
  assert.deepEqual(france, ['army par', 'leader par'], 'France has what it ordered');
  assert.equal(state.units.filter((u) => u.type === 'leader').length, 7, 'the silent powers got their Leaders');
  assert.ok((await units(page)).includes('england lon'), 'England, silent, got its customary units');
  await reload(page);
  assert.match(await page.textContent('#phase'), /Spring 1901/);
  assertClean(opened);
});

/** Screenshots at both sizes, each passing axe-core (back to landscape after). */
async function shotsClean(page, name) {
  for (const [width, height] of [[800, 1280], [1280, 800]]) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await screenshot(page, `${name}-${width}x${height}`);
    assert.deepEqual(await axeViolations(page), [], `${name} at ${width}x${height} passes axe-core`);
  }
}

// Issue 35, point 2. Rule 2: "If a player gives no build orders, the customary units are
// built." Rule 3: "Each country also receives one Leader unit (L)": its build is no build
// order, so England writing only its Leader gets its customary units too.
test('Militarism III: the pad says what is built for builds not written, and the reveal shows the customary units', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const players = await newVariantGame(page, 'militarism-iii');
  await takePad(page, 'england', players.england);
  const due = await page.textContent('.due') ?? '';
  assert.match(due, /3 builds due/);
  assert.match(due, /Write no build \(your Leader aside\) and your customary units are built: fleet in Edinburgh, fleet in London and army in Liverpool\./, due);
  assert.match(due, /Write no Leader and yours is built in Edinburgh\./, due);
  assert.doesNotMatch(due, /Builds not given are waived/);
  await typeOrders(page, ['Build L Edi']);
  await shotsClean(page, 'game-militarism-customary-pad');
  await seal(page);
  // The others write nothing; the reader reads.
  await page.click('#to-reader');
  if (await page.$('dialog#confirm[open]')) await confirm(page);
  await page.click('#take-tablet');
  // Through the orders read aloud to each power's results.
  while ((await page.getAttribute('.reveal-step', 'data-step')) === 'orders') {
    await page.click('#reveal-next');
    await settled(page); // each step drawn before the next is read, so none is skipped
  }
  const results = async (power) => page.$$eval(`[data-results="${power}"] li`, (lis) => lis.map((li) => `${li.querySelector('.text')?.textContent} · ${li.querySelector('.reason')?.textContent}`));
  // The results come power by power from the reader's seat, drawn by lot: each power's read
  // as it comes, England's screenshotted.
  /** @type {Record<string, string[]>} */
  const seen = {};
  while ((await page.getAttribute('.reveal-step', 'data-step')) !== 'summary') {
    const power = await page.$eval('.reveal-step', (step) => step.querySelector('[data-results]')?.getAttribute('data-results') ?? null);
    if (power) seen[power] = await results(power);
    if (power === 'germany') {
      assert.equal(await page.locator('[data-results="germany"] [data-customary="leader"] .reason').textContent(), 'customary Leader: no Leader written, the rules build it');
    }
    if (power === 'england') {
      // Placed on the board as builds.
      assert.equal(await page.locator('#board .gk-build-glyph').count() >= 4, true, 'the customary builds are drawn');
      await shotsClean(page, 'game-militarism-customary-reveal');
    }
    assert.equal(await page.locator('text=Nothing to show.').count(), 0);
    await page.click('#reveal-next');
    await settled(page);
  }
  assert.deepEqual(seen.england, [
    'Build L Edi · built',
    'English fleet in Edinburgh built · customary unit: no build written, the rules build it',
    'English fleet in London built · customary unit: no build written, the rules build it',
    'English army in Liverpool built · customary unit: no build written, the rules build it',
  ]);
  assert.deepEqual(seen.germany.map((t) => t.split(' · ')[0]),
    ['German army in Berlin built', 'German fleet in Kiel built', 'German army in Munich built', 'German leader in Berlin built']);
  const summary = await page.textContent('.reveal-step') ?? '';
  assert.match(summary, /1 orders? succeeded, 0 failed\./, summary);
  assert.match(summary, /Built by the rules for want of orders: 22 customary units and 6 Leaders\./, summary);
  await shotsClean(page, 'game-militarism-customary-summary');
  await page.click('#reveal-next');
  await settled(page);
  assert.match(await page.textContent('#phase') ?? '', /Spring 1901/);
  const state = (await keptGame(page)).current.state;
  assert.deepEqual(state.units.filter((u) => u.power === 'england').map((u) => `${u.type} ${u.region}`).sort(),
    ['army lvp', 'fleet edi', 'fleet lon', 'leader edi']);
  assert.equal(state.units.filter((u) => u.type === 'leader').length, 7);
  assertClean(opened);
});

test('a Cat Diplomacy draw voted by the two powers still in is shared by all three', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await newVariantGame(page, 'cat');
  // Andromeda is out: its units gone, its centres Tellahoma's. A two-way stalemate.
  await setPosition(page, {
    map: 'cat', season: 'spring', phase: 'movement',
    remove: ['cob', 'cop', 'azu'], centres: { andromeda: [], tellahoma: ['iro', 'tin', 'zin', 'azu', 'cob', 'cop'] },
  });
  assert.equal(await screen(page), 'orders');
  await page.click('#propose-draw');
  const voters = [];
  while ((await screen(page)) === 'handoff') {
    voters.push((await keptGame(page)).screen.power);
    await page.click('#take-tablet');
    assert.equal(await screen(page), 'vote');
    assert.match(await page.textContent('#ballot'), /A draw ends the game shared by all 3 powers, those out of the game too\./);
    if (voters.length === 1) {
      await screenshot(page, 'game-cat-draw-vote-1280x800');
      await page.setViewportSize({ width: 800, height: 1280 });
      await settled(page);
      await screenshot(page, 'game-cat-draw-vote-800x1280');
      await page.setViewportSize({ width: 1280, height: 800 });
      await settled(page);
    }
    await vote(page, true);
  }
  assert.deepEqual(voters.sort(), ['cassiusica', 'tellahoma'], 'only the two powers still in vote');
  assert.equal(await screen(page), 'over');
  assert.match(await page.title(), /^A draw between 3 powers/);
  assert.match(await page.textContent('#end-detail'), /by the map's rules every power shares it, those out of the game too: Cassiusica, Andromeda and Tellahoma share it\./);
  await screenshot(page, 'game-cat-draw-over-1280x800');
  await page.setViewportSize({ width: 800, height: 1280 });
  await settled(page);
  await screenshot(page, 'game-cat-draw-over-800x1280');
  assertClean(opened);
});

// Issue 35, point 3: where only the chooser offers the next choice (a build's kind), a site
// chosen on the board by the keyboard sends the focus to the chooser's first choice.
test('Militarism III by keyboard: a build site chosen on the board puts the focus on the chooser\'s kinds, and the build sends it on', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const players = await newVariantGame(page, 'militarism-iii');
  await takePad(page, 'england', players.england);
  await settled(page);
  await page.keyboard.press('Shift+Tab'); // from the panel into the board
  const site = await page.evaluate(() => document.activeElement?.closest('#board') ? document.activeElement.getAttribute('data-province') ?? document.activeElement.getAttribute('data-unit') : null);
  assert.ok(site && ['edi', 'lon', 'lvp'].includes(site), `the board's tab stop is an English build site, not ${site}`);
  await page.keyboard.press('Enter');
  await settled(page);
  const choice = await page.evaluate(() => ({ inChooser: !!document.activeElement?.closest('#chooser'), order: document.activeElement?.getAttribute('data-order') }));
  assert.ok(choice.inChooser && choice.order?.startsWith('Build '), `the focus is on the chooser's first build: ${JSON.stringify(choice)}`);
  await page.keyboard.press('Enter');
  await settled(page);
  assert.deepEqual((await sheet(page)).filter((o) => o.startsWith('Build')), [choice.order]);
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('#board')), 'after the build the focus is back on the board, at the next site');
  assertClean(opened);
});
