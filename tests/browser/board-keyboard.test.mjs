// The board by keyboard where game night's pad is not: the sandbox (orders, and set-up, where
// every province is offered) and the <graustark-board> element. The board is one tab stop; the
// arrows rove among what the page offers; Enter taps, Escape backs out (www/js/board/keys.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, openPage, screenshot, settled, waitReady } from './helpers.mjs';
import { axeViolations } from './axe.mjs';


/**
 * The focused element, looking into the element's shadow root: its board region (a piece's
 * `unit` or an area's `area`), id, whether it is on the board, and its centre on screen.
 * @param {import('playwright-core').Page} page
 */
function focused(page) {
  return page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (!a) return null;
    const box = a.getBoundingClientRect();
    return {
      unit: a.getAttribute('data-unit'), area: a.getAttribute('data-coast') ?? a.getAttribute('data-province'), id: a.id,
      text: a.textContent?.trim() ?? '', board: !!a.closest('.gk-board'), x: box.x + box.width / 2, y: box.y + box.height / 2,
    };
  });
}

/**
 * Arrow keys towards a board element until it has the focus, as game-keyboard.test.mjs does.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} goal
 */
async function arrowTo(page, goal, most = 10) {
  const visited = new Set();
  let across = false;
  for (let i = 0; i <= most; i += 1) {
    const at = await focused(page);
    const box = await goal.boundingBox();
    assert.ok(at?.board && box, 'the focus is on the board');
    if (await goal.evaluate((e) => e === /** @type {ShadowRoot | Document} */ (e.getRootNode()).activeElement)) return;
    const here = `${at.unit ?? at.area}`;
    across = visited.has(here) ? !across : false;
    visited.add(here);
    const dx = box.x + box.width / 2 - at.x, dy = box.y + box.height / 2 - at.y;
    const sideways = (Math.abs(dx) > Math.abs(dy)) !== across;
    await page.keyboard.press(sideways ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : (dy > 0 ? 'ArrowDown' : 'ArrowUp'));
    await settled(page);
  }
  throw new Error(`${most} arrows did not reach the goal (the focus is on ${JSON.stringify(await focused(page))})`);
}

/** Tabs (or Shift+Tabs) until the focus is on the board; returns the presses. */
async function tabToBoard(page, key = 'Tab', most = 40) {
  for (let i = 1; i <= most; i += 1) {
    await page.keyboard.press(key);
    if ((await focused(page))?.board) return i;
  }
  throw new Error(`${most} presses of ${key} did not reach the board`);
}

test('the sandbox by keyboard: one tab stop, an order by arrows and Enter, the focus on to the next unit without an order; set-up offers every province', async () => {
  if (!hasPage('sandbox.html')) return;
  const opened = await openPage('sandbox.html', { width: 1280, height: 800 });
  const { page } = opened;
  await waitReady(page);
  await settled(page);
  await tabToBoard(page);
  assert.equal(await page.locator('#board [tabindex="0"]').count(), 1, 'the board is one tab stop');
  await arrowTo(page, page.locator('#board .gk-unit[data-unit="par"]'));
  await page.keyboard.press('Enter');
  await settled(page);
  assert.ok(await page.$('#board .gk-unit.gk-selected[data-unit="par"]'), 'Enter selects the army in Paris');
  await arrowTo(page, page.locator('#board [data-province="pic"]'));
  await page.keyboard.press('Escape');
  await settled(page);
  assert.equal(await page.locator('#board .gk-selected').count(), 0, 'Escape backs out');
  assert.equal((await focused(page))?.unit, 'par', 'to the army in Paris');
  await page.keyboard.press('Enter');
  await settled(page);
  await arrowTo(page, page.locator('#board [data-province="bur"]'));
  await page.keyboard.press('Enter');
  await settled(page);
  assert.match(await page.textContent('#order-list'), /A Par - Bur/);
  const next = await focused(page);
  assert.ok(next?.board && next.unit && next.unit !== 'par', `the focus is on the next unit without an order: ${JSON.stringify(next)}`);
  await screenshot(page, 'sandbox-keyboard-1280x800');

  // Set-up: every province takes the focus (a tap there places a unit).
  await page.click('[data-mode="setup"]');
  await settled(page);
  await tabToBoard(page, 'Shift+Tab');
  const areas = await page.evaluate(() => document.querySelectorAll('#board [data-province][tabindex], #board [data-coast][tabindex]').length);
  assert.ok(areas > 75, `every province and coast is offered (${areas})`);
  await arrowTo(page, page.locator('#board [data-province="boh"]'), 14);
  assert.equal((await focused(page))?.area, 'boh', 'an empty inland province takes the focus in set-up');
  assert.deepEqual(await axeViolations(page), [], 'the sandbox passes axe-core with its board keyed');
  assertClean(opened);
});

test('the <graustark-board> element by keyboard: one tab stop, an order by arrows and Enter, and after the last order Adjudicate', async () => {
  if (!hasPage('frame.html')) return;
  const opened = await openPage('frame.html?ordering&power=england', { width: 800, height: 1280 });
  const { page } = opened;
  await page.locator('graustark-board .gk-unit[data-unit="lon"]').waitFor({ timeout: 20000 });
  await settled(page);
  await tabToBoard(page);
  assert.equal(await page.locator('graustark-board [tabindex="0"]').count(), 1, 'the board is one tab stop');
  const plan = { lon: 'nth', edi: 'nwg', lvp: 'yor' };
  for (let n = 0; n < 3; n += 1) {
    const at = await focused(page);
    const from = /** @type {keyof typeof plan} */ (at?.unit ?? '');
    assert.ok(plan[from], `the focus is on an English unit without an order: ${JSON.stringify(at)}`);
    await page.keyboard.press('Enter');
    await settled(page);
    await arrowTo(page, page.locator(`graustark-board [data-province="${plan[from]}"]`));
    if (n === 0) await screenshot(page, 'element-keyboard-target-800x1280');
    await page.keyboard.press('Enter');
    await settled(page);
    delete plan[from];
  }
  const at = await focused(page);
  assert.ok(!at?.board && /Adjudicate/i.test(at?.text ?? ''), `after the last order the focus is on Adjudicate: ${JSON.stringify(at)}`);
  assertClean(opened);
});
