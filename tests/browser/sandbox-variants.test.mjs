// What the variants add to the board, in the sandbox (issue 17): a 1958 stack drawn as one
// piece with its count and numbers, the choice of its unit on a tap, and an army on board.
// Run: node --test tests/browser/sandbox-variants.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, waitReady, assertClean, hasPage, screenshot } from './helpers.mjs';

const unit = (power, type, region, number, more = {}) => ({ power, type, region, number, ...more });
const state1958 = {
  season: 'spring', year: 1901, phase: 'movement',
  centres: { france: ['par', 'bre', 'mar'], england: ['lon', 'edi', 'lvp'], germany: ['ber', 'kie', 'mun'] },
  units: [
    unit('france', 'army', 'par', 1), unit('france', 'army', 'par', 2), unit('france', 'fleet', 'bre', 3),
    unit('france', 'fleet', 'eng', 5), unit('france', 'army', 'eng', 6, { aboard: 5 }),
    unit('england', 'army', 'lon', 1), unit('germany', 'army', 'mun', 1),
  ],
};
const hash = `#p=${Buffer.from(JSON.stringify({ map: 'standard-1958', state: state1958, orders: [], rules: { boarding: 'allowed' } })).toString('base64url')}`;

for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`a 1958 stack shows its count and numbers, and a tap offers its units (${width}×${height})`, async (t) => {
    if (!hasPage('sandbox.html')) { t.skip('no sandbox'); return; }
    const opened = await openPage(`sandbox.html${hash}`, { width, height });
    const { page } = opened;
    await waitReady(page);
    assert.equal(await page.textContent('#notice'), '', 'the position opens as it is');
    const par = page.locator('#board .gk-unit[data-unit="par"]');
    assert.equal(await par.count(), 1, 'the two Paris armies are one piece');
    assert.equal(await par.getAttribute('data-count'), '2');
    // What is written on a piece is drawn over it, hidden from screen readers: its name says it.
    const parMarks = page.locator('#board .gk-unit-marks[data-unit="par"]');
    assert.equal(await parMarks.getAttribute('aria-hidden'), 'true');
    assert.equal(await parMarks.locator('.gk-count').textContent(), '×2');
    assert.equal(await parMarks.locator('.gk-numbers').textContent(), '1,2');
    assert.match(await par.getAttribute('aria-label') ?? '', /^2 units: French army 1 in Paris; French army 2 in Paris/);
    assert.equal(await page.textContent('#option-count'), '1 differs from DATC 3.0', 'one count, one verb');
    assert.equal(await page.locator('#board .gk-unit-marks[data-unit="bre"] .gk-numbers').textContent(), '3', 'every piece numbered');

    // An army on board rides its fleet's piece, and its label says so.
    const eng = page.locator('#board .gk-unit[data-unit="eng"]');
    assert.equal(await eng.count(), 1);
    assert.equal(await eng.locator('.gk-rider').count(), 1);
    assert.equal(await page.locator('#board .gk-unit-marks[data-unit="eng"] .gk-numbers').textContent(), '5+6');
    assert.match(await eng.getAttribute('aria-label') ?? '', /French army 6 on board fleet 5 in (the )?English Channel/);
    if (width === 1280) await screenshot(page, 'sandbox-1958-stack-1280x800');

    // A tap on the stack lists its units; picking one orders it alone, by its number.
    const members = page.locator('#chooser [data-stack-unit]');
    /** Taps a piece and waits for the redraw (the page redraws in the next frame). */
    const tap = async (/** @type {import('playwright-core').Locator} */ piece) => {
      await piece.click();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    };
    /** Picks a button of the chooser and waits for the redraw. */
    const pick = async (/** @type {import('playwright-core').Locator} */ button) => {
      await button.click();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    };
    await tap(par);
    assert.deepEqual(await members.allTextContents(), ['French army 1', 'French army 2']);
    if (width === 1280) await screenshot(page, 'sandbox-1958-stack-choice-1280x800');
    await pick(page.locator('#chooser [data-stack-unit="2"]'));
    await pick(page.locator('#chooser button', { hasText: /^Burgundy$/ }));
    await tap(par);
    await pick(page.locator('#chooser [data-stack-unit="1"]'));
    await pick(page.locator('#chooser button', { hasText: /^Picardy$/ }));
    const orders = await page.$$eval('#order-list li', (items) => items.map((i) => i.textContent ?? ''));
    assert.equal(orders.length, 2, `each army keeps its own order: ${orders}`);
    assert.ok(orders.some((o) => /Bur/.test(o)) && orders.some((o) => /Pic/.test(o)), orders.join(' | '));

    // The fleet and the army on board are offered apart too.
    await tap(eng);
    assert.deepEqual(await members.allTextContents(), ['French fleet 5', 'French army 6 on board fleet 5']);
    await pick(page.locator('#chooser button', { hasText: 'Cancel' }));
    assert.equal(await members.count(), 0);
    // A piece of one unit is selected at once, as before.
    await tap(page.locator('#board .gk-unit[data-unit="bre"]'));
    assert.equal(await members.count(), 0);
    assert.ok(await page.locator('#chooser button', { hasText: 'Hold' }).count() > 0);
    assertClean(opened);
  });
}

test('the Map choice offers every variant and its smaller games, each under its own rules; a link keeps the game', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('no sandbox'); return; }
  const opened = await openPage('sandbox.html', { width: 1280, height: 800 });
  const { page } = opened;
  await waitReady(page);
  const offered = await page.$$eval('#map option', (os) => os.map((o) => o.value));
  assert.deepEqual(offered, ['standard', 'calhamer-1958', 'calhamer-1958:6', 'calhamer-1958:5', 'cat', 'militarism-iii', 'standard-1958', 'standard-1958:6', 'standard-1958:5']);
  assert.match(await page.textContent('#map option[value="standard-1958:5"]') ?? '', /1958 rules.*, 5 players/);
  const chips = () => page.$$eval('[data-power-chip]', (cs) => cs.map((c) => c.getAttribute('data-power-chip')));
  const phase = () => page.textContent('#phase');
  /** Chooses a variant and waits for its board (its first power's chip; its number of powers). */
  const choose = async (/** @type {string} */ value, /** @type {string} */ first, /** @type {number} */ count) => {
    await page.selectOption('#map', value);
    await page.waitForFunction(([f, n]) => document.querySelector('[data-power-chip]')?.getAttribute('data-power-chip') === f
      && document.querySelectorAll('[data-power-chip]').length === n, [first, count]);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };
  await choose('cat', 'cassiusica', 3);
  assert.equal(await page.inputValue('#preset'), 'cat', 'Cat Diplomacy under its own rules');
  assert.deepEqual(await chips(), ['cassiusica', 'andromeda', 'tellahoma']);
  assert.match(await phase() ?? '', /Cassiusica I/);
  await choose('militarism-iii', 'england', 7);
  assert.equal(await page.inputValue('#preset'), 'militarism-iii');
  assert.match(await phase() ?? '', /Winter 1900/);
  await choose('standard-1958:5', 'england', 5);
  assert.equal(await page.inputValue('#preset'), 'rulebook-1958');
  assert.equal((await chips()).length, 5, 'five powers');
  assert.ok(!(await chips()).includes('italy') && !(await chips()).includes('turkey'), 'Italy and Turkey sit out the five-player game');
  await page.click('#share');
  const link = await page.locator('#share-out input').inputValue();
  const again = await openPage(`sandbox.html${new URL(link).hash}`, { width: 1280, height: 800 });
  await waitReady(again.page);
  assert.equal(await again.page.inputValue('#map'), 'standard-1958:5', 'the link opens the five-player game');
  assert.equal((await again.page.$$eval('[data-power-chip]', (cs) => cs.length)), 5);
  assert.equal(await again.page.textContent('#notice'), '');
  assertClean(opened);
  assertClean(again);
});

test('the 1958 rules: a power that lost its capital names a new one and builds there, by tapping', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('no sandbox'); return; }
  // Winter 1902: France holds London; England keeps Edinburgh, Liverpool and Norway, with one fleet.
  const winter = {
    season: 'winter', year: 1902, phase: 'adjustment',
    centres: { england: ['edi', 'lvp', 'nwy'], france: ['par', 'bre', 'mar', 'lon'] },
    units: [unit('england', 'fleet', 'nwy', 1), unit('france', 'army', 'lon', 1), unit('france', 'army', 'par', 2), unit('france', 'fleet', 'bre', 3), unit('france', 'army', 'mar', 4)],
  };
  const link = `#p=${Buffer.from(JSON.stringify({ map: 'standard-1958', state: winter, orders: [], rules: {} })).toString('base64url')}`;
  const opened = await openPage(`sandbox.html${link}`, { width: 1280, height: 800 });
  const { page } = opened;
  await waitReady(page);
  const redraw = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const pick = async (/** @type {string} */ label) => { await page.click(`#chooser button:text-is("${label}")`); await redraw(); };
  await page.selectOption('#preset', 'rulebook-1958');
  await redraw();
  await page.click('#board [data-province="edi"]');
  await redraw();
  const offered = await page.$$eval('#chooser button', (bs) => bs.map((b) => b.textContent));
  assert.ok(offered.includes('Make it the capital') && offered.includes('Build an army') && offered.includes('Build a fleet'), offered.join(' | '));
  await pick('Make it the capital');
  await page.waitForTimeout(350);
  await page.click('#board [data-province="edi"]');
  await redraw();
  await pick('Build an army');
  const orders = await page.$$eval('#order-list li', (items) => items.map((i) => i.textContent ?? ''));
  assert.equal(orders.length, 2, `the capital and the build are two orders: ${orders}`);
  await page.click('#adjudicate');
  await page.waitForSelector('#order-list li[data-success]');
  const results = await page.$$eval('#order-list li', (items) => items.map((i) => `${i.getAttribute('data-success')} ${i.querySelector('.text')?.textContent}`));
  assert.deepEqual(results.sort(), ['true Build A Edi', 'true Capital Edi'], 'Edinburgh is the new capital, and an army is raised there');
  assertClean(opened);
});

// Issue 35, point 5: in the sandbox too, a doubled coast guard tapped again after its first
// order offers its halves' orders (Engine.halfOrders), the half chosen first; adjudicated, it
// splits into an army and a fleet.
for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`Cat Diplomacy in the sandbox: a coast guard split by tapping (${width}×${height})`, async (t) => {
    if (!hasPage('sandbox.html')) { t.skip('no sandbox'); return; }
    const opened = await openPage('sandbox.html', { width, height });
    const { page } = opened;
    await waitReady(page);
    await page.selectOption('#map', 'cat');
    await page.waitForFunction(() => document.querySelector('[data-power-chip]')?.getAttribute('data-power-chip') === 'cassiusica');
    const settle = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const tapGal = async () => { await page.waitForTimeout(350); await page.click('#board .gk-unit[data-unit="gal"]'); await settle(); };
    const click = async (/** @type {string} */ selector, /** @type {RegExp} */ text) => {
      await page.locator(selector, { hasText: text }).click();
      await settle();
    };
    await settle();
    await tapGal();
    await click('#chooser button', /^Hold$/);
    await tapGal();
    assert.match(await page.textContent('#split-note') ?? '', /its first stays: CG Gal H/);
    await click('#chooser [data-half="army"]', /army/);
    await click('#chooser button', /^Gypsum$/);
    const orders = await page.$$eval('#order-list li', (items) => items.map((i) => i.textContent ?? ''));
    assert.ok(orders.some((o) => o.includes('CG Gal H')) && orders.some((o) => o.includes('A Gal - Gyp')), orders.join(' | '));
    await screenshot(page, `sandbox-cat-split-${width}x${height}`);
    await page.click('#adjudicate');
    await page.waitForSelector('#continue:not([hidden])');
    await page.click('#continue');
    await settle();
    await page.waitForSelector('#board .gk-unit[data-unit="gyp"]');
    assert.equal(await page.locator('#board .gk-unit[data-unit="gal"]').count(), 1, 'the fleet half stays in Galena');
    assertClean(opened);
  });
}
