// Game night's words and the secret pad (issue 35 item 8): a new game asks for PINs unless the
// table turns them off, the pad shows no brand and no way out to the site, the question before
// a reveal lists the powers that have not sealed ("Austria-Hungary and France … their units"),
// the reveal counts "1 order", and the sandbox refuses an absurd typed year by name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, openPage, screenshot, waitReady } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { NAMES, allReady, keptGame, openGame, screen, settled, takePad, typeOrders } from './game-helpers.mjs';

/** Screenshots and axe at both sizes (with `shown` in view), back at 1280x800 after. */
async function bothSizes(page, name, shown = null) {
  for (const [width, height] of [[1280, 800], [800, 1280]]) {
    await page.setViewportSize({ width, height });
    await settled(page);
    if (shown) await page.locator(shown).scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${width}x${height}`);
    assert.deepEqual(await axeViolations(page), [], `${name} at ${width}x${height} passes axe-core`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await settled(page);
}

test('a new game asks for PINs by default; the secret pad shows no brand and no link out; the words', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await page.click('#new-game');
  for (let i = 0; i < NAMES.length; i += 1) await page.fill(`#player-${i}`, NAMES[i]);
  await page.click('#draw-lots');
  await settled(page);
  assert.equal(await page.isChecked('#setup-pins'), true, 'PINs are on for a new game');
  await bothSizes(page, 'game-setup-pins', '#start-game');
  const seating = Object.fromEntries(await page.$$eval('.seating li', (items) => items.map((li) => [
    li.getAttribute('data-seat'), li.querySelector('[data-seat-name]')?.textContent ?? ''])));
  await page.click('#start-game');
  await settled(page);
  await allReady(page);
  assert.equal(await screen(page), 'orders');

  // England's pad: no brand, no link anywhere on the page, and a PIN is asked for.
  await takePad(page, 'england', seating.england);
  assert.equal(await page.locator('.brand').count(), 0, 'the pad shows no brand');
  assert.deepEqual(await page.$$eval('a[href]', (a) => a.map((x) => x.outerHTML)), [], 'nothing on the pad leads off it');
  await typeOrders(page, ['F Lon - Nth']);
  await page.click('#seal');
  await settled(page);
  assert.equal(await screen(page), 'entry', 'not sealed without a PIN');
  assert.match(await page.textContent('#set-pin-error') ?? '', /Choose a PIN before sealing/);
  assert.equal(await page.getAttribute('#set-pin', 'aria-describedby'), 'set-pin-error');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'set-pin', 'the PIN field has the focus');
  await bothSizes(page, 'game-pad-pin');
  await page.fill('#set-pin', '2468');
  await page.click('#seal');
  assert.equal(await screen(page), 'sealed');
  await page.click('#sealed-done');
  assert.equal(await screen(page), 'orders');
  const kept = await keptGame(page);
  assert.equal(kept.pins, true);
  assert.equal(typeof kept.players.find((p) => p.power === 'england').pin, 'string', "England's PIN is kept (hashed)");

  // The question before the reveal: six powers listed, "have", "their units".
  await page.click('#to-reader');
  await page.waitForSelector('dialog#confirm[open]');
  assert.equal(await page.textContent('#confirm-text'),
    'Germany, Russia, Turkey, Austria-Hungary, Italy and France have not sealed orders: their units hold. Go to the reveal anyway?');
  await page.click('#confirm-yes');
  await settled(page);
  await page.click('#take-tablet');
  while ((await screen(page)) === 'reveal' && !(await page.$('[data-step="summary"]'))) await page.click('#reveal-next');
  assert.match(await page.textContent('#panel') ?? '', /1 order succeeded, 0 failed\./, 'one order, in the singular');
  assertClean(opened);
});

test('the sandbox refuses an absurd typed year by name, with the range, shortly', async () => {
  if (!hasPage('sandbox.html')) return;
  const opened = await openPage('sandbox.html', { width: 1280, height: 800 });
  const { page } = opened;
  await waitReady(page);
  await page.click('[data-mode="setup"]');
  await page.fill('#year', `1${'0'.repeat(308)}`);
  await page.dispatchEvent('#year', 'change');
  await settled(page);
  const notice = await page.textContent('#notice') ?? '';
  assert.match(notice, /year: 1e\+308 is not a year: a year is a whole number from 1 to 9999/);
  assert.doesNotMatch(notice, /0{20}/, 'the year is never printed whole');
  await bothSizes(page, 'sandbox-absurd-year');
  assertClean(opened);
});
