// The 1958 board (maps/calhamer-1958, issue 34) where variants are chosen: the sandbox draws
// Erzurum and Finland's two coasts and offers a fleet on the north coast only the Arctic; its
// Map choice offers the seven-, six- and five-player games; game night starts it at 5, 6 and 7
// players; the embed shows it and the gamesmaster's page starts it. Screenshots at 1280x800 and
// 800x1280 go to tests/browser/shots/.
// Run: node --test tests/browser/calhamer-1958.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, waitReady, assertClean, hasPage, screenshot } from './helpers.mjs';
import { NAMES, keptGame, openGame, settled } from './game-helpers.mjs';

const unit = (power, type, region, number) => ({ power, type, region, number });
/** Spring 1901 with Russia's fleet on Finland's north coast and a Turkish army in Erzurum. */
const spring = {
  season: 'spring', year: 1901, phase: 'movement',
  centres: { russia: ['mos', 'sev', 'stp', 'war'], turkey: ['con', 'ank', 'erz'], england: ['lon', 'edi', 'lvp'] },
  units: [
    unit('russia', 'army', 'mos', 1), unit('russia', 'fleet', 'fin/nc', 2), unit('russia', 'fleet', 'stp/sc', 3),
    unit('turkey', 'army', 'con', 1), unit('turkey', 'army', 'erz', 2), unit('turkey', 'fleet', 'ank', 3),
    unit('england', 'fleet', 'bot', 1),
  ],
};
/** The centre markers the board draws (a smaller game's deleted centres are not drawn). */
const drawnCentres = (page) => page.$$eval('#board [data-centre]', (cs) => cs.filter((c) => c.getAttribute('display') !== 'none').map((c) => c.getAttribute('data-centre')).sort());
const link = (state) => `#p=${Buffer.from(JSON.stringify({ map: 'calhamer-1958', state, orders: [], rules: {} })).toString('base64url')}`;
const redraw = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`the sandbox draws Erzurum and Finland's two coasts; a fleet on the north coast sails only north (${width}×${height})`, async (t) => {
    if (!hasPage('sandbox.html')) { t.skip('no sandbox'); return; }
    const opened = await openPage(`sandbox.html${link(spring)}`, { width, height });
    const { page } = opened;
    await waitReady(page);
    assert.equal(await page.textContent('#notice'), '', 'the position opens as it is');
    assert.equal(await page.inputValue('#map'), 'calhamer-1958');
    assert.equal(await page.locator('#board [data-centre]').count(), 35, '"Thirty-five spaces ... supply centers"');
    for (const id of ['erz', 'arm', 'smy']) assert.equal(await page.locator(`#board [data-province="${id}"]`).count(), 1, id);
    assert.equal(await page.locator('#board [data-centre="erz"]').count(), 1, 'Erzurum is a centre');
    for (const coast of ['fin/nc', 'fin/sc', 'stp/nc', 'stp/sc']) assert.equal(await page.locator(`#board [data-coast="${coast}"]`).count(), 1, coast);
    const fleet = page.locator('#board .gk-unit[data-unit="fin/nc"]');
    assert.equal(await fleet.count(), 1, 'the fleet stands on the north coast');
    assert.match(await fleet.getAttribute('aria-label') ?? '', /in Finland \(north coast\)/);
    assert.equal(await page.locator('#board .gk-unit[data-unit="erz"]').count(), 1);
    await screenshot(page, `calhamer-1958-sandbox-${width}x${height}`);

    await fleet.click();
    await redraw(page);
    const offered = await page.$$eval('#chooser button', (bs) => bs.map((b) => b.textContent ?? ''));
    for (const name of ['Barents Sea', 'Norway']) assert.ok(offered.includes(name), `${name} in ${offered.join(' | ')}`);
    assert.ok(offered.some((o) => /^St Petersburg/.test(o)), offered.join(' | '));
    assert.ok(!offered.includes('Gulf of Bothnia') && !offered.includes('Sweden'), `not the Baltic side: ${offered.join(' | ')}`);
    await screenshot(page, `calhamer-1958-sandbox-fin-nc-${width}x${height}`);
    assertClean(opened);
  });
}

test('the sandbox offers the 1958 board for seven, six and five players, under the 1958 rules, without the deleted centres', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('no sandbox'); return; }
  const opened = await openPage('sandbox.html', { width: 1280, height: 800 });
  const { page } = opened;
  await waitReady(page);
  const offered = await page.$$eval('#map option', (os) => os.map((o) => o.value));
  for (const value of ['calhamer-1958', 'calhamer-1958:6', 'calhamer-1958:5']) assert.ok(offered.includes(value), `${value} in ${offered}`);
  assert.match(await page.textContent('#map option[value="calhamer-1958"]') ?? '', /1958 board/);
  const chips = () => page.$$eval('[data-power-chip]', (cs) => cs.map((c) => c.getAttribute('data-power-chip')));
  const games = [
    ['calhamer-1958', 7, [], 35, []],
    ['calhamer-1958:6', 6, ['italy'], 33, ['nap', 'ven']],
    ['calhamer-1958:5', 5, ['italy', 'turkey'], 31, ['ank', 'erz', 'nap', 'ven']],
  ];
  for (const [value, count, absent, centres, deleted] of games) {
    await page.selectOption('#map', value);
    await page.waitForFunction((n) => document.querySelectorAll('[data-power-chip]').length === n
      && document.querySelector('#board [data-province="erz"]') !== null, count);
    await redraw(page);
    assert.equal(await page.inputValue('#preset'), 'rulebook-1958', value);
    const powers = await chips();
    assert.equal(powers.length, count, value);
    for (const p of absent) assert.ok(!powers.includes(p), `${p} sits out ${value}`);
    const drawn = await drawnCentres(page);
    assert.equal(drawn.length, centres, `${value}: ${drawn}`);
    for (const c of deleted) assert.ok(!drawn.includes(c), `${c} is no centre in ${value}`);
    for (const c of ['con', 'smy', 'rom']) assert.ok(drawn.includes(c), `${c} stays a centre in ${value}`);
    await screenshot(page, `calhamer-1958-sandbox-${count}-players-1280x800`);
  }
  assertClean(opened);
});

/**
 * Starts a game of the 1958 board at `count` players from game night's new-game screen, powers
 * by lot; returns the kept record.
 * @param {import('playwright-core').Page} page @param {number} count
 */
async function start1958(page, count) {
  await page.click('#new-game');
  assert.match(await page.textContent('[data-variant="calhamer-1958"]') ?? '', /5, 6 or 7 players/);
  await page.check('[data-variant="calhamer-1958"] input');
  await page.waitForSelector('#draw-lots:not([disabled])');
  assert.equal(await page.inputValue('#setup-preset'), 'rulebook-1958');
  if (count !== 7) {
    await page.click(`[data-count="${count}"]`);
    await page.waitForFunction((n) => document.querySelectorAll('.seating li').length === n, count);
  }
  assert.equal(await page.locator('input[data-player]').count(), count);
  for (let i = 0; i < count; i += 1) await page.fill(`#player-${i}`, NAMES[i]);
  await page.click('#draw-lots');
  await settled(page);
  await page.uncheck('#setup-pins'); // PINs on (a new game's default) are game-store.test.mjs's
  await page.click('#start-game');
  await page.waitForFunction(() => document.body.dataset.screen !== 'new');
  await settled(page);
  return keptGame(page);
}

for (const count of [7, 6, 5]) {
  test(`game night starts a game on the 1958 board for ${count} players`, async (t) => {
    if (!hasPage('game.html')) { t.skip('no game night'); return; }
    const opened = await openGame();
    const { page } = opened;
    const kept = await start1958(page, count);
    assert.equal(kept.mapId, 'calhamer-1958');
    assert.equal(kept.preset, 'rulebook-1958');
    assert.equal(kept.players.length, count);
    const seated = kept.players.map((p) => p.power);
    if (count <= 6) assert.ok(!seated.includes('italy'), 'Italy is deleted for six and five');
    if (count === 5) assert.ok(!seated.includes('turkey'), 'Turkey is deleted for five');
    await page.waitForSelector('#board [data-province="erz"]');
    assert.equal(await page.locator('#board [data-coast="fin/nc"]').count(), 1);
    assert.equal((await drawnCentres(page)).length, { 7: 35, 6: 33, 5: 31 }[count], 'the deleted centres are not drawn');
    await screenshot(page, `calhamer-1958-game-${count}-1280x800`);
    await page.setViewportSize({ width: 800, height: 1280 });
    await settled(page);
    await screenshot(page, `calhamer-1958-game-${count}-800x1280`);
    assertClean(opened);
  });
}

test('the embed shows the 1958 board, and offers it in its choice of boards', async () => {
  if (!hasPage('embed.html')) return;
  const opened = await openPage('embed.html?map=calhamer-1958', { width: 1280, height: 800 });
  const { page } = opened;
  await waitReady(page);
  await settled(page);
  assert.equal(await page.locator('#board-choice').inputValue(), 'calhamer-1958');
  assert.equal(await page.locator('[data-coast="fin/nc"]').count(), 1);
  await screenshot(page, 'calhamer-1958-embed-1280x800');
  assertClean(opened);
});

test('the gamesmaster\'s new-game form offers the 1958 board for 7, 6 and 5 players', async () => {
  if (!hasPage('gm.html')) return;
  const opened = await openPage('gm.html', { width: 1280, height: 800 });
  const { page } = opened;
  await waitReady(page);
  await page.click('#show-new');
  await page.waitForSelector('#new-no-player input');
  assert.ok((await page.$$eval('#new-map option', (os) => os.map((o) => o.value))).includes('calhamer-1958'));
  await page.selectOption('#new-map', 'calhamer-1958');
  await page.waitForFunction(() => document.querySelectorAll('#new-players option').length === 3);
  assert.deepEqual(await page.$$eval('#new-players option', (os) => os.map((o) => o.value)), ['7', '6', '5']);
  assert.equal(await page.inputValue('#new-preset'), 'rulebook-1958');
  await page.selectOption('#new-players', '5');
  await page.click('#new-form button[type="submit"]');
  await page.waitForSelector('#sheet-england');
  assert.equal(await page.locator('#sheet-turkey').count(), 0, 'Turkey sits out the five-player game');
  assert.equal(await page.locator('#sheet-italy').count(), 0, 'and Italy');
  assertClean(opened);
});
