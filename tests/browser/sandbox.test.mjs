// The sandbox page, driven as a player drives it: tap a unit and pick its move, type the
// other orders, adjudicate, read the results, continue; bad orders, Undo and shared links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, assertClean, waitReady, hasPage, screenshot, settled } from './helpers.mjs';

/** Opens the sandbox and waits until its board is usable. */
async function openSandbox(path = 'sandbox.html', size = {}) {
  const opened = await openPage(path, size);
  await waitReady(opened.page);
  return opened;
}

/** Types one order for a power into the order box and adds it. */
async function typeOrder(page, power, text) {
  await page.selectOption('#type-power', power);
  await page.fill('#type-input', text);
  await page.click('#type-form button[type="submit"]');
}

/** The order list as the player reads it: [{ region, text, success, mark, reason }]. */
async function readOrders(page) {
  await settled(page);
  return page.$$eval('#order-list li.order', (items) => items.map((li) => ({
    region: li.getAttribute('data-region'),
    text: li.querySelector('.text')?.textContent ?? '',
    success: li.getAttribute('data-success'),
    mark: li.querySelector('.mark')?.textContent ?? '',
    reason: li.querySelector('.reason')?.textContent ?? '',
  })));
}


/** The units the board draws, sorted: ["france army par", ...]. */
async function readUnits(page) {
  await settled(page);
  return page.$$eval('#board .gk-unit[data-unit]', (units) => units
    .map((u) => `${u.getAttribute('data-power')} ${u.getAttribute('data-unit')}${u.hasAttribute('data-dislodged') ? ' dislodged' : ''}`).sort());
}

test('a player taps a move, types two more, adjudicates and continues to Fall 1901', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('www/sandbox.html does not exist yet'); return; }
  const opened = await openSandbox();
  const { page } = opened;
  assert.equal(await page.textContent('#phase'), 'Spring 1901 · Movement');

  await page.locator('#board .gk-unit[data-unit="par"]').click();
  const burgundy = page.locator('#chooser button[data-order="A Par - Bur"]');
  await burgundy.waitFor();
  assert.match(await page.textContent('#chooser h2'), /French army in Paris/);
  await settled(page);
  const highlighted = await page.evaluate(() => document.querySelectorAll('#board .gk-hl').length);
  assert.ok(highlighted >= 4, `the destinations are highlighted on the board (${highlighted} outlines)`);
  await burgundy.click();

  await typeOrder(page, 'germany', 'A Mun - Bur');
  await typeOrder(page, 'england', 'F Lon - Nth');
  assert.equal(await page.textContent('#type-error'), '', 'the typed orders are accepted');
  const entered = (await readOrders(page)).map((o) => o.text).sort();
  assert.deepEqual(entered, ['A Mun - Bur', 'A Par - Bur', 'F Lon - Nth']);
  await settled(page);
  const arrows = await page.locator('#board .gk-order.gk-move').count();
  assert.equal(arrows, 3, 'the board draws the three moves');
  await screenshot(page, 'sandbox-orders');

  await page.click('#adjudicate');
  await page.locator('#order-list li[data-success]').first().waitFor();
  const results = Object.fromEntries((await readOrders(page)).map((o) => [o.region, o]));
  for (const region of ['par', 'mun']) {
    assert.equal(results[region]?.success, 'false', `${region} - bur fails`);
    assert.equal(results[region]?.mark, '✗');
    assert.match(results[region]?.reason ?? '', /bounced/, `${region} says it bounced`);
  }
  assert.equal(results.lon?.success, 'true', 'London moves');
  assert.equal(results.lon?.mark, '✓');
  assert.match(results.lon?.reason ?? '', /moved/);
  await settled(page);
  assert.equal(await page.locator('#board .gk-order.gk-failed').count(), 2, 'the board greys the two bounced moves');
  assert.equal(await page.locator('#board .gk-standoff').count(), 1, 'the board marks the standoff in Burgundy');
  await screenshot(page, 'sandbox-results');

  const next = page.locator('#continue');
  assert.equal(await next.textContent(), 'Continue to Fall 1901');
  await next.click();
  await page.waitForFunction(() => document.querySelector('#phase')?.textContent === 'Fall 1901 · Movement');
  const units = await readUnits(page);
  assert.ok(units.includes('england nth'), 'the English fleet is in the North Sea');
  assert.ok(units.includes('france par') && units.includes('germany mun'), 'the bounced armies stayed home');
  assertClean(opened);
});

// Issue 16, point 5: on the Cat board the years are named (Cat Diplomacy's rule 3), by the engine.
test('the Cat board opens in Spring Cassiusica I and names each phase by its year', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('www/sandbox.html does not exist yet'); return; }
  const opened = await openSandbox();
  const { page } = opened;
  await page.selectOption('#map', 'cat');
  await page.waitForFunction(() => document.querySelector('#phase')?.textContent === 'Spring Cassiusica I · Movement');
  assert.equal(await page.inputValue('#year'), '1', 'the position keeps the year as a number');
  await page.click('#adjudicate');
  const next = page.locator('#continue');
  await next.waitFor();
  assert.equal(await next.textContent(), 'Continue to Fall Cassiusica I');
  assert.match(await page.textContent('#report'), /^Spring Cassiusica I movement\n/);
  await next.click();
  await page.waitForFunction(() => document.querySelector('#phase')?.textContent === 'Fall Cassiusica I · Movement');
  await page.click('[data-mode="setup"]');
  await page.fill('#year', '4');
  await page.dispatchEvent('#year', 'change');
  await page.waitForFunction(() => document.querySelector('#phase')?.textContent === 'Fall Cassiusica II · Movement');
  assertClean(opened);
});

test('a tap on a target province where a neighbour\'s large piece overhangs it gives the move', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('www/sandbox.html does not exist yet'); return; }
  const opened = await openSandbox();
  const { page } = opened;
  await page.locator('#board .gk-unit[data-unit="mar"]').click();
  await settled(page);
  // A point where the topmost piece is not a target but a highlighted province lies beneath.
  const spot = await page.evaluate(() => {
    const svg = /** @type {SVGSVGElement} */ (document.querySelector('#board svg'));
    const box = svg.getBoundingClientRect();
    const targets = [...document.querySelectorAll('#board .gk-hl')].map((h) => h.getAttribute('data-region') ?? '');
    const province = (/** @type {Element} */ e) => (e.getAttribute('data-unit') ?? e.getAttribute('data-coast') ?? e.getAttribute('data-province') ?? '').split('/')[0];
    const isTarget = (/** @type {Element} */ e) => targets.some((t) => t.split('/')[0] === province(e));
    for (let y = box.top + 2; y < box.bottom; y += 3) {
      for (let x = box.left + 2; x < box.right; x += 3) {
        const hits = document.elementsFromPoint(x, y)
          .map((e) => e.closest('[data-unit], [data-coast], [data-province]'))
          .filter((e) => e && svg.contains(e));
        const beneath = hits.slice(1).find((e) => !e.hasAttribute('data-unit') && isTarget(e));
        if (hits[0]?.hasAttribute('data-unit') && hits[0].getAttribute('data-unit') !== 'mar' && !isTarget(hits[0]) && beneath) {
          return { x, y, piece: hits[0].getAttribute('data-unit'), target: province(beneath) };
        }
      }
    }
    return null;
  });
  assert.ok(spot, 'the opening has a piece overhanging one of Marseilles\' destinations');
  await page.mouse.click(spot.x, spot.y);
  const texts = (await readOrders(page)).map((o) => o.text);
  assert.deepEqual(texts, [`A Mar - ${spot.target[0].toUpperCase()}${spot.target.slice(1)}`],
    `the tap on ${spot.target} under the piece in ${spot.piece} orders the move`);
  assertClean(opened);
});

test('a mistyped order is refused, naming the bad word', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('www/sandbox.html does not exist yet'); return; }
  const opened = await openSandbox();
  const { page } = opened;
  await typeOrder(page, 'germany', 'A Mun - Burgundyy');
  const error = await page.textContent('#type-error');
  assert.match(error ?? '', /Burgundyy/, `the error names the word: ${error}`);
  assert.equal(await page.getAttribute('#type-input', 'aria-invalid'), 'true');
  assert.equal((await readOrders(page)).length, 0, 'nothing was added');
  assert.equal(await page.inputValue('#type-input'), 'A Mun - Burgundyy', 'the text stays for correcting');
  assertClean(opened);
});

test('Undo steps back through continuing, adjudicating and adding an order', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('www/sandbox.html does not exist yet'); return; }
  const opened = await openSandbox();
  const { page } = opened;
  const opening = await readUnits(page);
  await typeOrder(page, 'france', 'A Par - Pic');
  await page.click('#adjudicate');
  await page.click('#continue');
  await page.waitForFunction(() => document.querySelector('#phase')?.textContent === 'Fall 1901 · Movement');
  assert.ok((await readUnits(page)).includes('france pic'));

  await page.click('#undo'); // back to the results
  await page.waitForFunction(() => document.querySelector('#phase')?.textContent === 'Spring 1901 · Movement');
  assert.equal(await page.isVisible('#continue'), true, 'the results are shown again');
  await page.click('#undo'); // back to before adjudicating
  await page.waitForFunction(() => !document.querySelector('#adjudicate')?.hidden);
  assert.deepEqual((await readOrders(page)).map((o) => o.text), ['A Par - Pic'], 'the order is still there');
  await page.click('#undo'); // back to no orders
  await page.waitForFunction(() => document.querySelectorAll('#order-list li.order').length === 0);
  assert.deepEqual(await readUnits(page), opening, 'the opening position is back');
  assert.equal(await page.isDisabled('#undo'), true, 'nothing more to undo');
  assertClean(opened);
});

test('the share link restores the position, the orders and the rules', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('www/sandbox.html does not exist yet'); return; }
  const opened = await openSandbox();
  const { page } = opened;
  await typeOrder(page, 'france', 'A Par - Bur');
  await typeOrder(page, 'germany', 'A Mun - Bur');
  await page.click('#adjudicate');
  await page.click('#continue');
  await page.waitForFunction(() => document.querySelector('#phase')?.textContent === 'Fall 1901 · Movement');
  await typeOrder(page, 'russia', 'A War - Gal');
  await page.selectOption('#preset', 'rulebook-1971');
  await page.click('#share');
  const link = await page.locator('#share-out input').inputValue();
  assert.match(link, /sandbox\.html#p=[\w-]+$/, `a link with the position in its hash: ${link}`);
  const units = await readUnits(page);
  const orders = await readOrders(page);

  const url = new URL(link);
  const again = await openSandbox(`${url.pathname}${url.hash}`);
  assert.equal(await again.page.textContent('#phase'), 'Fall 1901 · Movement');
  assert.deepEqual(await readUnits(again.page), units, 'the same units');
  assert.deepEqual(await readOrders(again.page), orders, 'the same orders');
  assert.equal(await again.page.inputValue('#preset'), 'rulebook-1971', 'the same rules');
  assertClean(opened);
  assertClean(again);
});

test('a damaged link says so and starts from the opening', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('www/sandbox.html does not exist yet'); return; }
  const bad = Buffer.from(JSON.stringify({ map: 'standard', state: { season: 'spring', year: 1901, phase: 'movement',
    units: [{ power: 'france', type: 'fleet', region: 'mun' }] }, orders: [], rules: {} })).toString('base64url');
  const opened = await openSandbox(`sandbox.html#p=${bad}`);
  const { page } = opened;
  assert.match(await page.textContent('#notice') ?? '', /fleet cannot stand in Munich/);
  assert.equal((await readUnits(page)).length, 22, 'the opening position');
  assertClean(opened);
});

test('the sandbox stacks the board above the panel in portrait', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('www/sandbox.html does not exist yet'); return; }
  const opened = await openSandbox('sandbox.html', { width: 800, height: 1280 });
  const { page } = opened;
  const board = await page.locator('#board').boundingBox();
  const panel = await page.locator('.panel').boundingBox();
  assert.ok(board && panel && panel.y >= board.y + board.height - 1, 'the panel is under the board');
  assert.ok(board && board.width >= 790, `the board is full width (${board?.width})`);
  assertClean(opened);
});

test('a pasted position, adjudicated under two rules: cutting your own support', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('www/sandbox.html does not exist yet'); return; }
  const opened = await openSandbox();
  const { page } = opened;
  // Rod Walker's "Cutting your own throat" (tests/rules/self_cut.toml).
  const position = { season: 'spring', year: 1901, phase: 'movement', units: [
    { power: 'france', type: 'army', region: 'ruh' }, { power: 'france', type: 'army', region: 'bur' },
    { power: 'france', type: 'army', region: 'par' }, { power: 'germany', type: 'army', region: 'kie' },
  ] };
  await page.click('[data-mode="setup"]');
  await page.click('.paste summary');
  await page.fill('#paste', '{"season": "spring"');
  await page.click('#paste-form button[type="submit"]');
  assert.notEqual(await page.textContent('#paste-error'), '', 'a broken position is refused with a reason');
  assert.equal((await readUnits(page)).length, 22, 'and the board is unchanged');
  await page.fill('#paste', JSON.stringify(position));
  await page.click('#paste-form button[type="submit"]');
  assert.equal(await page.textContent('#paste-error'), '');
  assert.deepEqual(await readUnits(page), ['france bur', 'france par', 'france ruh', 'germany kie']);

  await page.click('[data-mode="orders"]');
  for (const [power, text] of [['france', 'A Ruh - Mun'], ['france', 'A Bur S A Ruh - Mun'], ['france', 'A Par - Bur'], ['germany', 'A Kie - Mun']]) {
    await typeOrder(page, power, text);
  }
  await page.click('#adjudicate');
  let results = Object.fromEntries((await readOrders(page)).map((o) => [o.region, o.success]));
  assert.deepEqual(results, { ruh: 'true', bur: 'true', par: 'false', kie: 'false' }, 'DATC: no self-cut, France takes Munich');

  await page.click('.options summary');
  // The options carry names only in the pages' wasm; their texts come from rules.json.
  assert.equal(await page.textContent('label[for="rule-self_cut"]'), 'Does attacking my own supporting unit cut its support?');
  assert.equal(await page.textContent('#rule-self_cut option[value="self-cut"]'), 'yes, as the rulebook read literally allows');
  assert.equal(await page.textContent('#rule-self_cut option[value="no-self-cut"]'), 'no (default)');
  assert.match(await page.textContent('.rule:has(#rule-self_cut) .rule-source') ?? '', /DATC 6\.D\.20/);
  await page.selectOption('#rule-self_cut', 'self-cut');
  await page.waitForFunction(() => document.querySelector('#order-list li[data-region="ruh"]')?.getAttribute('data-success') === 'false');
  results = Object.fromEntries((await readOrders(page)).map((o) => [o.region, o.success]));
  assert.deepEqual(results, { ruh: 'false', bur: 'false', par: 'false', kie: 'false' }, 'self-cut: the support is cut, nobody moves');
  assert.equal(await page.inputValue('#preset'), '', 'the rules are now custom');
  assertClean(opened);
});
