// A year of each variant at the table, through the game-night UI, with a reload in the middle
// (issue 17): the 1958 rules with a stack, a boarding and a going ashore; Militarism III from
// the Winter 1900 builds to an attack backed by a Leader; Cat Diplomacy through its doubled
// year with a split. Orders are given by tapping pieces and the chooser's buttons, as a
// player does; every power without a player is nobody's (it never orders).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, screenshot } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { confirm, keptGame, openGame, reload, screen, seal, settled, sheet, takePad } from './game-helpers.mjs';

/** The kept position's units of a power: ["army par", "leader par", ...], sorted. */
async function unitsOf(page, power) {
  const { state } = (await keptGame(page)).current;
  return state.units.filter((u) => u.power === power)
    .map((u) => `${u.type} ${u.region}${u.aboard !== undefined ? ` aboard ${u.aboard}` : ''}`).sort();
}

/**
 * Starts a game of a variant where only the powers named play (by choice); the others are
 * nobody's.
 * @param {import('playwright-core').Page} page @param {string} variant @param {Record<string, string>} players power → name
 */
async function startWith(page, variant, players) {
  await page.click('#new-game');
  await page.check(`[data-variant="${variant}"] input`);
  await page.waitForSelector('#draw-lots:not([disabled])');
  await page.click('[data-assignment="choice"]');
  await settled(page);
  const entries = Object.entries(players);
  for (const [i, [power, name]] of entries.entries()) {
    await page.fill(`#player-${i}`, name);
    await page.selectOption(`[data-choice="${i}"]`, power);
    await settled(page);
  }
  await page.uncheck('#setup-pins'); // PINs on (a new game's default) are game-store.test.mjs's
  await page.click('#start-game');
  await page.waitForFunction(() => document.body.dataset.screen !== 'new');
  await settled(page);
}

/**
 * Taps a piece on the board (by its province). Two taps on one spot within a third of a
 * second are a double tap, which zooms (the board's view.js), so a second tap there waits as
 * a player's would.
 */
async function tapPiece(page, province) {
  await page.waitForTimeout(350);
  await page.click(`#board .gk-unit[data-unit="${province}"]`);
  await settled(page);
}

/** Taps a button of the chooser by its text (a whole label, or a pattern). */
async function pick(page, label) {
  const button = page.locator('#chooser button', { hasText: typeof label === 'string' ? new RegExp(`^${label}$`) : label });
  if ((await button.count()) !== 1) await screenshot(page, 'game-variant-years-failed');
  assert.equal(await button.count(), 1, `the chooser offers "${label}": ${await page.locator('#chooser').textContent()} (${await page.textContent('main')})`);
  await button.click();
  await settled(page);
}

/** Taps a highlighted province on the board (a legal target of the selected unit or a build site). */
async function tapTarget(page, region) {
  // A piece standing there takes the tap for its province, as on the tablet.
  const piece = page.locator(`#board .gk-unit[data-unit="${region}"]:not([data-dislodged])`);
  await ((await piece.count()) ? piece.first() : page.locator(`#board [data-province="${region}"].gk-target`)).click();
  await settled(page);
}

/** From the overview: every player present ready, for a movement phase's diplomacy. */
async function readyAll(page) {
  if ((await screen(page)) !== 'diplomacy') return;
  const powers = await page.$$eval('[data-ready]', (bs) => bs.map((b) => b.getAttribute('data-ready')));
  for (const power of powers) {
    await page.click(`[data-ready="${power}"]`);
    await settled(page);
  }
}

/**
 * The reader reads the phase out to its end (going on without sheets nobody writes); a phase
 * with nothing secret is revealed without handing the tablet over.
 */
async function revealAll(page) {
  await page.click('#to-reader');
  if (await page.$('dialog#confirm[open]')) await confirm(page);
  if ((await screen(page)) === 'handoff') await page.click('#take-tablet');
  assert.equal(await screen(page), 'reveal');
  while ((await screen(page)) === 'reveal') await page.click('#reveal-next');
}

/** A screenshot at the landscape size, then the portrait one (back to landscape after). */
async function shots(page, name) {
  await screenshot(page, `${name}-1280x800`);
  await page.setViewportSize({ width: 800, height: 1280 });
  await settled(page);
  await screenshot(page, `${name}-800x1280`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await settled(page);
}


/** `shots`, the page (its board too) passing axe-core at each size. */
async function cleanShots(page, name) {
  await shots(page, name);
  assert.deepEqual(await axeViolations(page), [], `${name} at 1280x800 passes axe-core`);
  await page.setViewportSize({ width: 800, height: 1280 });
  await settled(page);
  assert.deepEqual(await axeViolations(page), [], `${name} at 800x1280 passes axe-core`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await settled(page);
}

/** The phase line as the page shows it. */
const phase = async (page) => (await page.textContent('#phase'))?.trim() ?? '';

test('a 1958 year: a stack, a boarding and going ashore, all by tapping, with a reload', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await startWith(page, 'standard-1958', { england: 'Alice' });
  await readyAll(page);
  assert.match(await phase(page), /Spring 1901/);

  // Spring: Edinburgh's two fleets are one piece; a tap offers them, and fleet 1 sails.
  await takePad(page, 'england', 'Alice');
  await tapPiece(page, 'edi');
  assert.deepEqual(await page.locator('#chooser [data-stack-unit]').allTextContents(), ['English fleet 1', 'English fleet 2']);
  await shots(page, 'game-1958-stack-choice');
  await pick(page, 'English fleet 1');
  await tapTarget(page, 'nth');
  await tapPiece(page, 'lon');
  await pick(page, 'Yorkshire');
  assert.deepEqual((await sheet(page)).filter((t) => !t.startsWith('no order')), ['1 F Edi - Nth', 'A Lon - Yor']);
  await seal(page);
  await revealAll(page);
  assert.match(await phase(page), /Fall 1901/);
  assert.deepEqual(await unitsOf(page, 'england'), ['army yor', 'fleet edi', 'fleet nth']);

  // Fall: the army boards the fleet left in Edinburgh; the other fleet takes Norway.
  await readyAll(page);
  await takePad(page, 'england', 'Alice');
  await tapPiece(page, 'yor');
  await pick(page, 'Board the fleet in Edinburgh');
  await tapPiece(page, 'nth');
  await pick(page, 'Norway');
  await seal(page);
  await reload(page);
  assert.equal(await screen(page), 'orders', 'the reload finds the sealed sheet');
  assert.equal((await keptGame(page)).current.entries.england.sealed, true);
  await revealAll(page);
  assert.match(await phase(page), /Winter 1901/);
  assert.deepEqual(await unitsOf(page, 'england'), ['army edi aboard 2', 'fleet edi', 'fleet nwy']);
  const edi = page.locator('#board .gk-unit[data-unit="edi"]');
  assert.equal(await edi.locator('.gk-rider').count(), 1, 'the army rides its fleet on the board');

  // Winter: one build, in the capital or a naval base, by kind.
  await takePad(page, 'england', 'Alice');
  assert.match(await page.textContent('.due') ?? '', /1 build due/);
  await tapTarget(page, 'lon');
  await pick(page, 'Build an army');
  await seal(page);
  await revealAll(page);
  assert.match(await phase(page), /Spring 1902/);

  // Spring 1902: the army on board goes ashore in Edinburgh while its fleet sails away.
  await readyAll(page);
  await takePad(page, 'england', 'Alice');
  assert.match(await page.textContent('#pad-hint') ?? '', /several of your units share a piece/);
  await tapPiece(page, 'edi');
  assert.deepEqual(await page.locator('#chooser [data-stack-unit]').allTextContents(), ['English fleet 2', 'English army 3 on board fleet 2']);
  await pick(page, 'English army 3 on board fleet 2');
  assert.equal((await page.textContent('#chooser h2'))?.trim(), 'English army 3 on board fleet 2 in Edinburgh');
  await shots(page, 'game-1958-ashore');
  await pick(page, 'Go ashore');
  await tapPiece(page, 'edi');
  await pick(page, 'English fleet 2');
  await pick(page, 'North Sea');
  assert.deepEqual((await sheet(page)).filter((t) => /Edi/.test(t)), ['2 F Edi - Nth', '3 A Edi Disembark'], 'each unit of the stack with its own order');
  await seal(page);
  await revealAll(page);
  assert.match(await phase(page), /Fall 1902/);
  assert.deepEqual(await unitsOf(page, 'england'), ['army edi', 'army lon', 'fleet nth', 'fleet nwy']);
  assertClean(opened);
});

test('Militarism III from Winter 1900 to an attack backed by a Leader, by tapping, with a reload', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await startWith(page, 'militarism-iii', { france: 'Alice' });
  assert.equal(await screen(page), 'orders', 'the builds come before any diplomacy period');
  assert.match(await phase(page), /Winter 1900/);

  // Winter 1900: France builds its armies and fleet, and its Leader in Paris.
  await takePad(page, 'france', 'Alice');
  assert.match(await page.textContent('#pad-hint') ?? '', /Build your Leader too/);
  await tapTarget(page, 'par');
  await pick(page, 'Build an army');
  await tapTarget(page, 'mar');
  await pick(page, 'Build an army');
  await tapTarget(page, 'bre');
  await pick(page, 'Build a fleet');
  // Paris stays marked for the Leader, outside the builds due.
  await tapTarget(page, 'par');
  await pick(page, 'Build a Leader');
  assert.deepEqual((await sheet(page)).sort(), ['Build A Mar', 'Build A Par', 'Build F Bre', 'Build L Par']);
  await seal(page);
  await revealAll(page);
  assert.match(await phase(page), /Spring 1901/);
  assert.deepEqual(await unitsOf(page, 'france'), ['army mar', 'army par', 'fleet bre', 'leader par']);
  assert.equal(await page.locator('#board .gk-leader').count(), 7, 'every power has its Leader on the board');

  // Spring 1901: the army goes to Burgundy, its Leader with it (no order of its own).
  await readyAll(page);
  await takePad(page, 'france', 'Alice');
  await tapPiece(page, 'par');
  assert.deepEqual(await page.locator('#chooser [data-stack-unit]').allTextContents(), ['French army 1', 'French Leader']);
  assert.match(await page.textContent('#chooser') ?? '', /goes with its army or fleet/);
  await shots(page, 'game-militarism-leader-choice');
  await pick(page, 'French army 1');
  await tapTarget(page, 'bur');
  await seal(page);
  await reload(page);
  await revealAll(page);
  assert.match(await phase(page), /Fall 1901/);
  assert.deepEqual((await unitsOf(page, 'france')).filter((u) => /bur/.test(u)), ['army bur', 'leader bur']);

  // Fall 1901: with its Leader the army attacks Munich with two and dislodges the German army.
  await readyAll(page);
  await takePad(page, 'france', 'Alice');
  await tapPiece(page, 'bur');
  await pick(page, 'French army 1');
  await tapTarget(page, 'mun');
  await seal(page);
  await revealAll(page);
  const kept = await keptGame(page);
  const last = kept.played[kept.played.length - 1];
  const attack = last.result.orders.find((o) => o.text.includes('Bur - Mun'));
  assert.ok(attack?.success, `the attack backed by the Leader succeeds: ${JSON.stringify(attack)}`);
  assert.deepEqual((await unitsOf(page, 'france')).filter((u) => /mun/.test(u)), ['army mun', 'leader mun']);
  // Germany's army, nobody's, was dislodged: its retreat is nobody's to order.
  assert.match(await phase(page), /Fall 1901 · Retreats/);
  assert.match(await page.textContent('main') ?? '', /Nobody has anything to order in this phase/);
  await shots(page, 'game-militarism-retreat');
  await revealAll(page);
  // Winter 1901: Munich is France's; a build, and the year is done.
  assert.match(await phase(page), /Winter 1901/);
  assert.equal((await keptGame(page)).current.state.units.filter((u) => u.power === 'germany' && u.type !== 'leader').length, 2, 'the German army, with no retreat ordered, is gone');
  await takePad(page, 'france', 'Alice');
  assert.match(await page.textContent('.due') ?? '', /1 build due/);
  await tapTarget(page, 'par');
  await pick(page, 'Build an army');
  await seal(page);
  await revealAll(page);
  assert.match(await phase(page), /Spring 1902/);
  assert.deepEqual(await unitsOf(page, 'france'), ['army mar', 'army mun', 'army par', 'fleet bre', 'leader mun']);
  assertClean(opened);
});

test('Cat Diplomacy through its doubled year: a split by tapping, a reload, the next year', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await startWith(page, 'cat', { cassiusica: 'Alice', andromeda: 'Bob', tellahoma: 'Carol' });
  assert.match(await phase(page), /Spring Cassiusica I/);
  assert.match(await page.textContent('.doubled') ?? '', /Cassiusica’s year: its units are doubled/);
  await readyAll(page);

  // Spring: Cassiusica's army takes two orders, and so splits.
  await takePad(page, 'cassiusica', 'Alice');
  assert.match(await page.textContent('#pad-hint') ?? '', /doubled this year/);
  await tapPiece(page, 'pyr');
  await tapTarget(page, 'sil');
  await tapPiece(page, 'pyr');
  await pick(page, 'Gypsum');
  assert.deepEqual((await sheet(page)).filter((t) => t.startsWith('A Pyr')), ['A Pyr - Sil', 'A Pyr - Gyp']);
  const reasons = await page.$$eval('#sheet li .reason', (rs) => rs.map((r) => r.textContent ?? ''));
  assert.ok(reasons.includes('Cassiusican army in Pyrite, its other half'), `the second order stays with its unit: ${reasons}`);
  await shots(page, 'game-cat-split');
  await seal(page);
  await reload(page);
  assert.equal(await screen(page), 'orders');
  await revealAll(page);
  assert.match(await phase(page), /Fall Cassiusica I/);
  const halves = await unitsOf(page, 'cassiusica');
  assert.ok(halves.includes('army sil') && halves.includes('army gyp'), `the army split: ${halves}`);
  assert.ok(await page.locator('#board .gk-unit[data-unit="sil"]').count(), 'each half is on the board');

  // Fall: each half is ordered on its own; the year ends.
  await readyAll(page);
  await takePad(page, 'cassiusica', 'Alice');
  await tapPiece(page, 'sil');
  await pick(page, 'Hold');
  await seal(page);
  await reload(page);
  await revealAll(page);
  // Through the winter (if anything is due) to the next year, Andromeda's.
  for (let i = 0; i < 4 && !/Spring Andromeda I/.test(await phase(page)); i += 1) {
    if ((await screen(page)) === 'orders') await revealAll(page);
  }
  assert.match(await phase(page), /Spring Andromeda I/);
  assert.match(await page.textContent('.doubled') ?? '', /Andromeda’s year/);
  await shots(page, 'game-cat-next-year');
  assertClean(opened);
});

// Issue 35, point 5. Rule 4: two different orders to a doubled unit split it; rule 10: a coast
// guard divided becomes "one fleet and one army". A second tap on the coast guard after its
// first order offers the halves' orders as the engine lists them (Engine.halfOrders), the half
// chosen first; the split is sealed, revealed and seen on the board.
test('Cat Diplomacy: a doubled coast guard split by tapping alone, its halves chosen', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await startWith(page, 'cat', { cassiusica: 'Alice', andromeda: 'Bob', tellahoma: 'Carol' });
  await readyAll(page);
  await takePad(page, 'cassiusica', 'Alice');
  await tapPiece(page, 'gal');
  // Whole, the coast guard keeps to the coast: no move inland to Gypsum.
  assert.equal(await page.locator('#chooser button', { hasText: /^Gypsum$/ }).count(), 0);
  await pick(page, 'Hold');
  await tapPiece(page, 'gal');
  assert.match(await page.textContent('#split-note') ?? '', /second, different order splits it in two; its first stays: CG Gal H/);
  const halves = await page.$$eval('#chooser [data-half]', (bs) => bs.map((b) => b.getAttribute('data-half')));
  assert.deepEqual(halves, ['army', 'fleet']);
  assert.match(await page.textContent('#pad-hint') ?? '', /Pick the half that takes its second order below/);
  await page.click('#chooser [data-half="fleet"]');
  await settled(page);
  assert.equal(await page.locator('#chooser button', { hasText: /^Gypsum$/ }).count(), 0, 'the fleet half goes by sea or coast');
  await page.click('#chooser [data-half="army"]');
  await settled(page);
  assert.equal(await page.getAttribute('#chooser [data-half="army"]', 'aria-pressed'), 'true');
  assert.ok((await page.$$eval('#board .gk-target', (ps) => ps.map((p) => p.getAttribute('data-province')))).includes('gyp'), 'the board marks inland Gypsum for the army half');
  await cleanShots(page, 'game-cat-coast-guard-halves');
  // Gypsum is a crescent around the inner sea: its chip, not its middle (the sea), is tapped.
  await pick(page, 'Gypsum');
  assert.deepEqual((await sheet(page)).filter((t) => / Gal /.test(t)), ['CG Gal H', 'A Gal - Gyp']);
  const reasons = await page.$$eval('#sheet li .reason', (rs) => rs.map((r) => r.textContent ?? ''));
  assert.ok(reasons.includes('Cassiusican coast guard in Galena, its army half'), `the second order names its half: ${reasons}`);
  await cleanShots(page, 'game-cat-coast-guard-split');
  await seal(page);
  await page.click('#to-reader');
  if (await page.$('dialog#confirm[open]')) await confirm(page);
  if ((await screen(page)) === 'handoff') await page.click('#take-tablet');
  // On to Cassiusica's results (the reveal goes round from the reader's seat), a step drawn
  // before the next is asked for.
  for (let i = 0; i < 12 && (await page.$('[data-results="cassiusica"]')) === null; i += 1) {
    await page.click('#reveal-next');
    await settled(page);
  }
  const results = await page.$$eval('[data-results="cassiusica"] li', (lis) => lis.map((li) => `${li.querySelector('.text')?.textContent} ${li.getAttribute('data-success')}`));
  assert.ok(results.includes('CG Gal H true') && results.includes('A Gal - Gyp true'), `both halves' orders succeed: ${results}`);
  while ((await screen(page)) === 'reveal') await page.click('#reveal-next');
  assert.match(await phase(page), /Fall Cassiusica I/);
  const split = await unitsOf(page, 'cassiusica');
  assert.ok(split.includes('army gyp') && split.includes('fleet gal'), `the coast guard split into an army and a fleet: ${split}`);
  assert.equal(await page.getAttribute('#board .gk-unit[data-unit="gyp"]', 'data-type') ?? 'army', 'army');
  await cleanShots(page, 'game-cat-coast-guard-after');
  assertClean(opened);
});
