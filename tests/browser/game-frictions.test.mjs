// Game night's frictions at the table (issue 14, items 10–19), each with the test that would have
// caught it: the draw vote, links leaving game night, PIN fields, a reopened sheet, the pad
// after a reload, warnings on typed orders, the build pad, civil disorder, the centre counts and
// the end screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, screenshot } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { agreeDraw, allReady, newGame, openGame, reload, screen, seal, setPosition, settled, takePad, typeOrders, vote } from './game-helpers.mjs';

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
  await screenshot(page, 'game-pin-blank-1280x800');
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

test('a sealed sheet opened again says so, to the table and to its owner; the PIN is offered at the top of the pad', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const players = await newGame(page);
  await allReady(page);
  await takePad(page, 'italy', players.italy);
  const pinTop = await page.$eval('#set-pin', (e) => e.getBoundingClientRect().bottom);
  assert.ok(pinTop < 800 && pinTop < await page.$eval('#sheet-title', (e) => e.getBoundingClientRect().top), 'the PIN comes before the sheet, above the fold');
  await typeOrders(page, ['A Ven H']);
  await seal(page);
  assert.equal(await page.textContent('[data-pad="italy"] .status'), 'sealed ✓');
  await takePad(page, 'italy', players.italy);
  assert.match(await page.textContent('#reopened'), /opened once since it was sealed/, 'whoever opens it is told');
  await page.click('#pad-back');
  await settled(page);
  assert.match(await page.textContent('[data-pad="italy"] .status'), /sealed ✓opened again/, 'the table sees it was opened');
  assert.ok(await page.$('[data-pad="italy"].reopened'));
  await screenshot(page, 'game-reopened-1280x800');
  await takePad(page, 'italy', players.italy);
  assert.match(await page.textContent('#reopened'), /opened 2 times/);
  await seal(page);
  assert.equal(await page.textContent('[data-pad="italy"] .status'), 'sealed ✓', 'sealing again starts afresh');
  assertClean(opened);
});

test('the pad keeps the order being typed and the selected unit over a reload, and forgets them once left', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const players = await newGame(page);
  await allReady(page);
  await takePad(page, 'germany', players.germany);
  await page.click('#board .gk-unit[data-unit="ber"]');
  await settled(page);
  await page.fill('#pad-input', 'A Mun - Ruh');
  await reload(page);
  assert.equal(await screen(page), 'entry');
  assert.equal(await page.inputValue('#pad-input'), 'A Mun - Ruh', 'the order being typed');
  assert.ok(await page.$('#board .gk-unit.gk-selected[data-unit="ber"]'), 'the selected unit');
  assert.ok(!(await page.$('#chooser[hidden]')), 'its choices');
  await page.click('#pad-back');
  await settled(page);
  assert.equal(await page.evaluate(() => sessionStorage.length), 0, 'nothing of the sheet is kept once the pad is left');
  await takePad(page, 'germany', players.germany);
  assert.equal(await page.inputValue('#pad-input'), '', 'a fresh pad');
  assertClean(opened);
});

test('a typed order that reads but cannot stand is warned of on the pad and marked on the sheet', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const players = await newGame(page);
  await allReady(page);
  await takePad(page, 'russia', players.russia);
  await typeOrders(page, ['A Mos - Ber']);
  assert.match(await page.textContent('#pad-warning'), /A Mos - Ber is not a legal order here: it will fail/);
  assert.match(await page.textContent('#sheet .problem'), /illegal/);
  await screenshot(page, 'game-pad-warning-1280x800');
  await typeOrders(page, ['A Mos - Ukr']);
  assert.equal((await page.textContent('#pad-warning')).trim(), '', 'a legal order clears the warning');
  assertClean(opened);
});

/** The regions striped on the board. */
function striped(page) {
  return page.$$eval('#board .gk-hl[data-region]', (ps) => ps.map((p) => p.getAttribute('data-region')).sort());
}

for (const [width, height] of [[1280, 800], [800, 1280]]) test(`winter: the overview says who builds or removes how many; the pad follows the duty and marks the build sites; civil disorder is a removal, not a failure (${width}×${height})`, async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame({ width, height });
  const { page } = opened;
  const players = await newGame(page);
  await setPosition(page, {
    season: 'winter', phase: 'adjustment', move: { kie: 'hol' },
    centres: { france: ['bre', 'par'], germany: ['ber', 'kie', 'mun', 'hol'] },
  });
  assert.equal(await screen(page), 'orders');
  const table = await page.$$eval('#adjustments tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent?.trim()).join(' | ')));
  assert.ok(table.includes('GGermanybuilds 1 | 4 | 3'), table.join('\n'));
  assert.ok(table.includes('FFranceremoves 1 | 2 | 3'), table.join('\n'));
  assert.ok(table.includes('EEnglandno change | 3 | 3'), table.join('\n'));
  assert.equal(await page.textContent('[data-pad="france"] .duty'), 'removes 1');
  await screenshot(page, `game-winter-${width}x${height}`);
  assert.deepEqual(await axeViolations(page), [], 'the Winter overview passes axe-core');

  await takePad(page, 'germany', players.germany);
  assert.match(await page.textContent('#pad-hint'), /Tap a striped home centre to build there/);
  assert.equal(await page.getAttribute('#pad-input', 'placeholder'), 'Build A Kie');
  assert.deepEqual(await striped(page), ['kie'], 'the free home centre is marked');
  await page.focus('#board [data-province="kie"]');
  await page.keyboard.press('Enter');
  await settled(page);
  assert.deepEqual(await striped(page), ['kie'], 'the tapped centre stays marked');
  assert.match(await page.textContent('#pad-hint'), /Pick the build below/);
  await screenshot(page, `game-build-pad-${width}x${height}`);
  assert.deepEqual(await axeViolations(page), [], 'the build pad passes axe-core');
  await page.click('#chooser button[data-order="A Kie B"], #chooser button:has-text("Build an army")');
  await settled(page);
  assert.deepEqual(await striped(page), [], 'nothing more to build');
  await seal(page);

  await takePad(page, 'france', players.france);
  assert.match(await page.textContent('#pad-hint'), /Tap one of your units to remove it/);
  assert.doesNotMatch(await page.textContent('#pad-hint'), /build/);
  assert.match(await page.getAttribute('#pad-input', 'placeholder'), /^Remove [AF] [A-Z][a-z]+$/);
  await page.click('#pad-back');
  await page.click('#to-reader');
  await page.click('#confirm-yes');
  await page.click('#take-tablet');
  while ((await screen(page)) === 'reveal' && (await page.$('[data-results="france"]')) === null) {
    await page.click('#reveal-next');
    await settled(page);
  }
  await settled(page);
  const removal = page.locator('[data-results="france"] [data-civil-disorder]');
  assert.equal(await removal.count(), 1, 'the civil-disorder removal is listed');
  assert.ok(!(await removal.getAttribute('class')).includes('failed'), 'not as a failed order');
  assert.equal(await removal.locator('.mark').textContent(), '−');
  assert.match(await removal.textContent(), /French (army|fleet) in .* removed.*civil disorder/);
  await screenshot(page, `game-civil-disorder-${width}x${height}`);
  assertClean(opened);
});

/** Plays the phase on show with no orders: every player ready, the reveal read to the end. */
async function playEmptyMove(page) {
  await allReady(page);
  await page.click('#to-reader');
  await page.click('#confirm-yes');
  await page.click('#take-tablet');
  while ((await screen(page)) === 'reveal') await page.click('#reveal-next');
}

/** Whether an element lies inside another on screen: across only, or wholly. */
function inside(page, inner, outer, acrossOnly = false) {
  return page.evaluate(([a, b, across]) => {
    const i = document.querySelector(a)?.getBoundingClientRect();
    const o = document.querySelector(b)?.getBoundingClientRect();
    return !!i && !!o && i.left >= o.left - 0.5 && i.right <= o.right + 0.5 && (across || (i.top >= o.top - 0.5 && i.bottom <= o.bottom + 0.5));
  }, [inner, outer, acrossOnly]);
}

for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`the centre count and chart are in the menu at any time; the end screen shows both whole (${width}×${height})`, async () => {
    if (!hasPage('game.html')) return;
    const opened = await openGame({ width, height });
    const { page } = opened;
    await newGame(page);
    await page.click('#menu');
    await settled(page);
    assert.equal(await page.locator('#menu-card .centre-table tbody tr').count(), 7, 'the count, from the first screen on');
    assert.match(await page.textContent('#menu-card'), /no year was finished/);
    await page.click('#menu');
    await playEmptyMove(page);
    await playEmptyMove(page);
    assert.match(await page.textContent('#phase'), /Spring 1902/);
    await page.click('#menu');
    await settled(page);
    assert.ok(await page.$('#menu-card svg.chart'), 'the chart, once a year is finished');
    await screenshot(page, `game-menu-${width}x${height}`);
    assert.deepEqual(await axeViolations(page), [], 'the menu with the chart passes axe-core');
    await page.click('#menu');
    await agreeDraw(page);
    assert.equal(await screen(page), 'over');
    await screenshot(page, `game-over-chart-${width}x${height}`);
    assert.deepEqual(await axeViolations(page), [], 'the end screen with the chart passes axe-core');
    assert.ok(await inside(page, '.centre-table', '#panel', true), 'the centre table fits the panel\'s width');
    assert.ok(await inside(page, '.centre-table tbody tr:first-child td:last-child', '#panel', true), 'the Units column is not clipped');
    assert.ok(await inside(page, 'svg.chart', '#panel'), 'the chart is in sight without scrolling');
    assertClean(opened);
  });
}
