// First smoke tests: the built engine runs in Chromium, and the board widget's page loads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, openBlankPage, assertClean, hasPage, screenshot, settled, waitReady } from './helpers.mjs';

test('the engine loads in the browser and a bounce is a bounce', async () => {
  assert.ok(hasPage('pkg/graustark.js'), 'www/pkg is missing: run bash scripts/build.sh');
  const opened = await openBlankPage();
  const result = await opened.page.evaluate(async () => {
    const mod = await import('/pkg/graustark.js');
    await mod.default();
    const engine = new mod.Engine(await (await fetch('/maps/standard/map.json')).text());
    const state = engine.initialState(1901);
    const phase = engine.adjudicate(state, [
      { power: 'france', text: 'A Par - Bur' },
      { power: 'germany', text: 'A Mun - Bur' },
    ]);
    return {
      units: state.units.length,
      orders: phase.orders.map((o) => ({ power: o.power, region: o.region, to: o.to, success: o.success })),
      standoffs: phase.standoffs,
      par: phase.next.units.find((u) => u.region === 'par')?.power,
      mun: phase.next.units.find((u) => u.region === 'mun')?.power,
      bur: phase.next.units.find((u) => u.region === 'bur') ?? null,
    };
  });
  assert.equal(result.units, 22, 'the opening position has 22 units');
  const moves = result.orders.filter((o) => o.to === 'bur');
  assert.equal(moves.length, 2, `two moves to Burgundy in ${JSON.stringify(result.orders)}`);
  for (const m of moves) assert.equal(m.success, false, `${m.power} ${m.region} - bur should bounce`);
  assert.deepEqual(result.standoffs, ['bur'], 'Burgundy is left standing off');
  assert.equal(result.par, 'france', 'the French army stays in Paris');
  assert.equal(result.mun, 'germany', 'the German army stays in Munich');
  assert.equal(result.bur, null, 'nobody is in Burgundy');
  assertClean(opened);
});

// Issue 17, point 5: the embed page shows any variant, its "Try it" under the map's own rules.
test('embed.html shows the Cat board: a doubled year, and a move adjudicated under its rules', async () => {
  const opened = await openPage('embed.html?map=cat');
  const { page } = opened;
  await waitReady(page);
  await settled(page);
  assert.equal(await page.locator('#board-choice').inputValue(), 'cat');
  assert.ok(await page.locator('[data-sample="orders"]').isHidden(), 'the sample game is the standard board\'s');
  assert.match(await page.locator('#caption').textContent() ?? '', /^Spring Cassiusica I:/);
  // Cassiusica I: Cassiusica's three units wear the doubled mark.
  assert.equal(await page.locator('.gk-unit.gk-doubled').count(), 3);
  // Mica's doubled fleet takes the Talc coast from nobody; then the engine adjudicates.
  await page.locator('[data-unit="mic"]').first().click();
  await page.locator('[data-province="tal"]').first().click();
  await page.locator('#adjudicate').click();
  await page.waitForFunction(() => document.querySelector('#orders')?.textContent?.includes('Mic'));
  assert.match(await page.locator('#orders').textContent() ?? '', /F Mic - Tal/);
  await screenshot(page, 'embed-cat');
  assertClean(opened);
});

test('the site lists its maps', async () => {
  const opened = await openBlankPage();
  const index = await opened.page.evaluate(async () => (await fetch('/maps/index.json')).json());
  assert.ok(index.some((m) => m.id === 'standard' && m.name), `standard is in ${JSON.stringify(index)}`);
  assertClean(opened);
});

test('embed.html draws the board without errors', async (t) => {
  if (!hasPage('embed.html')) {
    t.skip('www/embed.html does not exist yet (the board widget page)');
    return;
  }
  const opened = await openPage('embed.html');
  const { page } = opened;
  await waitReady(page);
  const provinces = await page.locator('[data-province]').count();
  assert.ok(provinces >= 75, `the board shows the provinces (found ${provinces})`);
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'embed');
  assertClean(opened);
});
