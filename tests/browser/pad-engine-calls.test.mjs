// The order pad asks the engine when the sheet or the phase changes, not because it is drawn
// (issue 37, item 6): on game.html, every call the page makes into the engine's wasm (its
// `engine_*` exports) is counted, and a tap that changes only what the pad shows makes none.
// The Node test www/test/pad-engine-calls.test.mjs counts the calls on engine.js's interface.
// Run: node --test tests/browser/pad-engine-calls.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, hasPage, screenshot } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { allReady, newGame, openGame, reload, setPosition, settled, sheet, takePad } from './game-helpers.mjs';

/**
 * Counts, from the page's first script on, each call into the engine's wasm by export name
 * (`window.__engineCalls`): the instance the page's wasm-bindgen glue gets has each engine
 * export wrapped.
 */
function countEngineCalls() {
  /** @type {Record<string, number>} */
  const calls = {};
  /** @type {any} */ (window).__engineCalls = calls;
  const wrap = (/** @type {WebAssembly.WebAssemblyInstantiatedSource} */ made) => {
    /** @type {Record<string, any>} */
    const exports = {};
    for (const [name, value] of Object.entries(made.instance.exports)) {
      exports[name] = typeof value === 'function' && name.startsWith('engine_') && name !== 'engine_free'
        ? (/** @type {any[]} */ ...args) => { calls[name] = (calls[name] ?? 0) + 1; return value(...args); }
        : value;
    }
    return { module: made.module, instance: { exports } };
  };
  const streaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (...args) => /** @type {any} */ (wrap(await streaming.apply(WebAssembly, args)));
}

/** The calls counted since last asked, and the count started again. @param {import('playwright-core').Page} page */
async function takeCalls(page) {
  await settled(page);
  return page.evaluate(() => {
    const calls = /** @type {Record<string, number>} */ (/** @type {any} */ (window).__engineCalls);
    const taken = { ...calls };
    for (const k of Object.keys(calls)) delete calls[k];
    return taken;
  });
}

/** Taps a province of the board in its middle. @param {import('playwright-core').Page} page @param {string} province */
async function tapProvince(page, province) {
  const box = await page.locator(`#board [data-province="${province}"]`).first().boundingBox();
  assert.ok(box, province);
  await page.waitForTimeout(350); // a second tap on one spot is no double tap
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('the pad asks the engine for each change, and nothing to be drawn again', async (t) => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  await page.addInitScript(countEngineCalls);
  await reload(page);
  const players = await newGame(page);
  await allReady(page);
  await takePad(page, 'england', players.england);
  await takeCalls(page);

  // A tap that changes only the pad's message: nothing asked.
  await tapProvince(page, 'wal');
  assert.match(await page.textContent('#panel') ?? '', /Wales\. Tap a unit to give it an order\./);
  assert.deepEqual(await takeCalls(page), {}, 'a notice only');

  /** @type {Record<string, number>} */
  const sheetCalls = {};
  for (const [unit, target] of [['lon', 'nth'], ['edi', 'nwg'], ['lvp', 'yor']]) {
    await page.locator(`#board .gk-unit[data-unit="${unit}"]`).click();
    await page.locator('#chooser button').first().waitFor();
    const selected = await takeCalls(page);
    assert.deepEqual(selected, { engine_legalOrders: 1 }, `${unit} tapped: its legal orders`);
    // The army's move is picked in the chooser, the fleets' tapped on the board.
    if (unit === 'lvp') await page.click(`#chooser button[data-order="A Lvp - ${target[0].toUpperCase()}${target.slice(1)}"]`);
    else await tapProvince(page, target);
    const given = await takeCalls(page);
    assert.deepEqual(given, { engine_adjudicate: 1 }, `${unit} ordered to ${target}: the sheet checked`);
    for (const [k, n] of Object.entries({ ...selected, ...given })) sheetCalls[k] = (sheetCalls[k] ?? 0) + n;
  }
  assert.deepEqual(await sheet(page), ['F Edi - Nwg', 'F Lon - Nth', 'A Lvp - Yor']);
  t.diagnostic(`wasm engine calls for England's sheet of three orders: ${JSON.stringify(sheetCalls)}`);

  // The page drawn at another size asks nothing either; the pad as it looks, checked by axe.
  for (const [width, height] of [[800, 1280], [1280, 800]]) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await screenshot(page, `game-pad-sheet-${width}x${height}`);
    assert.deepEqual(await axeViolations(page), [], `the pad passes axe-core at ${width}x${height}`);
  }
  assert.deepEqual(await takeCalls(page), {}, 'resized');

  // Selecting a unit and letting it go again: its orders asked once, the drawing nothing.
  await page.locator('#board .gk-unit[data-unit="lon"]').click();
  await page.locator('#chooser button').first().waitFor();
  assert.deepEqual(await takeCalls(page), { engine_legalOrders: 1, engine_halfOrders: 1 }, 'a unit with an order tapped');
  await page.keyboard.press('Escape');
  await settled(page);
  assert.deepEqual(await takeCalls(page), {}, 'the selection dropped');
  assertClean(opened);
});

test('a Winter pad: the engine\'s duties asked once a phase (when the game opens, from its file), not each time the pad is drawn', async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const players = await newGame(page);
  await allReady(page);
  // Winter 1901: England holds Norway too, and its fleet has left London free: one build.
  await setPosition(page, { season: 'winter', phase: 'adjustment', centres: { england: ['edi', 'lon', 'lvp', 'nwy'] }, move: { lon: 'nth' } });
  await page.addInitScript(countEngineCalls);
  await reload(page);
  await takePad(page, 'england', players.england);
  assert.match(await page.textContent('.due') ?? '', /1 build due \(4 centres, 3 units\)/);
  assert.equal((await takeCalls(page)).engine_duties, 1, 'the duties asked once, when the game opened');
  await tapProvince(page, 'lon');
  await page.locator('#chooser button[data-order="Build F Lon"]').click();
  await settled(page);
  assert.deepEqual(await sheet(page), ['Build F Lon']);
  // Two changes, each drawn: London's orders asked, then the sheet checked; the duties not again.
  assert.deepEqual(await takeCalls(page), { engine_legalOrders: 1, engine_adjudicate: 1 }, 'the build');
  assertClean(opened);
});
