// The gamesmaster's page (issue 18, item 10), used as a gamesmaster would: a new two-season
// game, sheets pasted with bad lines (every one shown at once, nothing played), the season
// played from the corrected sheets with a conditional retreat, the report, the map and the new
// game file downloaded, and a reload that loses nothing; then a game file made elsewhere
// opened and a phase played, and a file that is not a game refused. Axe audits each screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, assertClean, openPage, screenshot, waitReady } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { loadEngine } from '../../scripts/wasm-node.mjs';

/** Audits the page as it stands; collects its violations under a name. */
async function audit(page, name, found) {
  const lines = await axeViolations(page);
  if (lines.length) found.push(`${name}:\n  ${lines.join('\n  ')}`);
}

/** The text of a download the click starts. */
async function downloaded(page, selector) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`a gamesmaster plays a two-season game's first season on the page (${width}×${height})`, async () => {
    const opened = await openPage('gm.html', { width, height });
    const { page } = opened;
    const found = [];
    await waitReady(page);
    await audit(page, 'no game open', found);
    await page.click('#show-new');
    await page.waitForSelector('#new-no-player input');
    await audit(page, 'the new-game form', found);
    await page.check('input[name="year"][value="two-season"]');
    await page.selectOption('#new-report', 'house-2023');
    await page.check('#new-nmr');
    await page.click('#new-form button[type="submit"]');
    await page.waitForSelector('#sheet-england');
    assert.equal(await page.textContent('#phase'), 'Next: Spring 1901 (the season)');
    assert.equal(await page.inputValue('#sheet-england'), 'England:\n', 'each box starts with its power\'s name');

    // Two bad lines in two sheets: both named at once, under their sheets, and nothing played.
    await page.fill('#sheet-england', 'England:\nF Lon - Nth; F Edi - Nwg; A Lvp - Yor\nlorem ipsum\n');
    await page.fill('#sheet-france', 'France:\nA Par - Bur; A Mar - Spa; F Bre - Mao\nRetreats:\nA Mar - Gas if A Par - Pic fails\n');
    await page.click('#adjudicate');
    await page.waitForSelector('#unreadable:not([hidden])');
    const listed = await page.$$eval('#unreadable .unreadable-line', (b) => b.map((x) => x.textContent));
    assert.equal(listed.length, 2, listed.join('\n'));
    assert.match(listed[0], /line 3\s*lorem ipsum/);
    assert.match(listed[1], /line 4\s*A Mar - Gas if A Par - Pic fails.*an order nobody gave/);
    assert.match(await page.textContent('#unreadable'), /^Nothing was adjudicated: 2 lines cannot be taken/);
    assert.equal(await page.getAttribute('#sheet-england', 'aria-invalid'), 'true');
    assert.equal(await page.$$eval('#sheet-france-errors li', (l) => l.length), 1, 'France\'s line is also under its sheet');
    assert.equal(await page.textContent('#phase'), 'Next: Spring 1901 (the season)', 'nothing was played');
    await audit(page, 'lines refused', found);
    await screenshot(page, `gm-refused-${width}`);
    // A listed line selects itself in its sheet.
    await page.click('#unreadable .unreadable-line >> nth=0');
    const selected = await page.evaluate(() => {
      const box = /** @type {HTMLTextAreaElement} */ (document.activeElement);
      return box.value.slice(box.selectionStart, box.selectionEnd);
    });
    assert.equal(selected, 'lorem ipsum');

    // Corrected: Germany's army takes Burgundy with support, dislodging nobody; France writes a
    // retreat on a condition. The silent powers are NMRs (the first season is forced).
    await page.fill('#sheet-england', 'England:\nF Lon - Nth; F Edi - Nwg; A Lvp - Yor\n');
    await page.fill('#sheet-france', 'France:\nA Par - Bur; A Mar - Spa; F Bre - Mao\nRetreats:\nA Par - Pic if A Mun - Bur succeeds\n');
    await page.fill('#sheet-germany', 'Germany:\nA Mun - Bur; A Ber - Kie; F Kie - Den\n');
    await page.click('#adjudicate');
    await page.waitForSelector('#unreadable:not([hidden])');
    assert.match(await page.textContent('#unreadable'), /Russia, Turkey, Austria-Hungary, Italy sent no orders for the game's first moves; a game does not start with an NMR/, 'a first season with NMRs is refused unless forced');
    assert.match(await page.textContent('#unreadable'), /Tick “Play even if a power sent nothing”/, 'the page names its own box that forces it');
    assert.doesNotMatch(await page.textContent('#unreadable'), /--force/, 'and no command-line flag');
    await page.check('#force');
    await page.click('#adjudicate');
    await page.waitForSelector('#result:not([hidden])');
    const report = await page.textContent('#report');
    assert.match(report, /ENGLAND: F\(Lon\)-NTH, F\(Edi\)-NWG, A\(Lpl\)-Yor\./, report);
    assert.match(report, /ITALY: NMR\./, 'a power that sent nothing is marked NMR');
    assert.match(await page.textContent('#phase'), /^Next: Fall 1901 \(the season\)$/);
    assert.match(await page.getAttribute('#season-image', 'src'), /^blob:/);
    assert.equal(await page.isVisible('#season-map'), true, 'the map to send is shown');
    await audit(page, 'a season played', found);
    await screenshot(page, `gm-played-${width}`);

    const game = await downloaded(page, '#download-game');
    assert.equal(game.name, 'game-fall-1901.json');
    const file = JSON.parse(game.text);
    assert.equal(file.postal.year, 'two-season');
    assert.equal(file.state.season, 'fall');
    assert.equal(file.history.length, 1);
    const svg = (await downloaded(page, '#download-svg')).text;
    assert.match(svg, /^<svg[\s\S]*<\/svg>\s*$/);
    // Each centre's owner, and the legend under the board (issue 35, item 7).
    assert.match(svg, /<g data-centre="lon" data-owner="england">/);
    assert.match(svg, /<g data-centre="bel" data-owner="none">/);
    assert.match(svg, /<g data-legend="power" data-power="france">/);
    assert.match((await downloaded(page, '#download-report')).text, /ENGLAND: F\(Lon\)-NTH/);
    assert.match(await page.textContent('#saved-note'), /has been downloaded/);

    // A reload: the game, its last report and the sheet being typed are all still there.
    await page.fill('#sheet-england', 'England:\nF Nth - Nwy\n');
    await page.reload();
    await waitReady(page);
    await page.waitForSelector('#result:not([hidden])');
    assert.match(await page.textContent('#phase'), /^Next: Fall 1901/);
    assert.equal(await page.inputValue('#sheet-england'), 'England:\nF Nth - Nwy\n');
    assert.match(await page.textContent('#report'), /ENGLAND: F\(Lon\)-NTH/);
    assert.deepEqual(found, [], `axe found violations:\n${found.join('\n')}`);
    assertClean(opened);
    await page.context().close();
  });
}

test('a game file made elsewhere opens and plays a phase; a file that is not a game is refused', async () => {
  const { engine, mod } = await loadEngine('standard', { gm: true });
  const made = engine.gmNew({ map: 'standard', noPlayer: ['italy'] }, mod.presetRules('datc-2023'));
  const opened = await openPage('gm.html');
  const { page } = opened;
  await waitReady(page);

  await page.setInputFiles('#open-file', { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('lorem ipsum') });
  await page.waitForSelector('#notice.error');
  assert.match(await page.textContent('#notice'), /notes\.json cannot be opened: it is not a game file/);
  assert.equal(await page.isVisible('#start'), true, 'the start card stays');

  await page.setInputFiles('#open-file', { name: 'postal.json', mimeType: 'application/json', buffer: Buffer.from(made) });
  await page.waitForSelector('#sheet-austria');
  assert.equal(await page.textContent('#phase'), 'Next: Spring 1901');
  assert.equal(await page.$('#sheet-italy'), null, 'no sheet is asked of a power nobody plays');
  assert.match(await page.textContent('#nothing-due'), /Italy \(nobody plays them/);
  await page.fill('#sheet-austria', 'Austria:\nA Vie - Gal; A Bud - Ser; F Tri - Alb\n');
  await page.fill('#sheet-russia', 'Russia:\nA War - Gal; A Mos - Ukr; F Sev - Bla; F Stp/sc - Bot\n');
  await page.click('#adjudicate');
  await page.waitForSelector('#result:not([hidden])');
  const report = await page.textContent('#report');
  assert.match(report, /Standoffs?:.*Galicia/s, report);
  assert.match(await page.textContent('#phase'), /^Next: Fall 1901$/);
  const game = await downloaded(page, '#download-game');
  assert.equal(game.name, 'postal-fall-1901.json');
  assert.equal(JSON.parse(game.text).history[0].phase, 'Spring 1901 movement');
  assertClean(opened);
  await page.context().close();
});

// Issue 37, item 1: one game file. A game saved at the table (a version 3 file with game
// night's section and two phases game night played) opens on gm.html and plays on, its table
// section coming back out as it was; the first gamesmaster file ever written (no format, no
// version) opens as the current version and plays on; a file of a later version is refused by name, and
// the game kept in this browser is left as it was.
const SAVED = path.join(ROOT, 'tests', 'game-files');

for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`a game saved at the table plays on by post on the page, its table section kept (${width}×${height})`, async () => {
    const text = fs.readFileSync(path.join(SAVED, 'table-v3-winter-1901.json'), 'utf8');
    const saved = JSON.parse(text);
    const opened = await openPage('gm.html', { width, height });
    const { page } = opened;
    const found = [];
    await waitReady(page);
    await page.setInputFiles('#open-file', { name: 'thursday.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.waitForSelector('#sheet-france');
    assert.equal(await page.textContent('#phase'), 'Next: Winter 1901 adjustments');
    assert.match(await page.textContent('#summary'), /2 phases played · kept for game night too$/);
    await audit(page, 'a game saved at the table', found);
    await screenshot(page, `gm-table-file-${width}`);
    await page.fill('#sheet-france', 'France: Build A Par; Build F Bre\n');
    await page.fill('#sheet-england', 'England: Build F Edi\n');
    await page.click('#adjudicate');
    await page.waitForSelector('#result:not([hidden])');
    assert.match(await page.textContent('#report'), /Build A Paris|Build A Par/);
    const game = JSON.parse((await downloaded(page, '#download-game')).text);
    assert.deepEqual([game.format, game.version], ['graustark-game', 4]);
    assert.deepEqual(game.table, saved.table, 'the table section comes back out unchanged');
    assert.deepEqual(game.history.slice(0, 2), saved.history, 'the phases played at the table are kept');
    assert.equal(game.history[2].phase, 'Winter 1901 adjustment');
    assert.deepEqual([game.state.season, game.state.year], ['spring', 1902]);

    // A file of a later version is refused by name; the game kept here is left as it was.
    const kept = await page.evaluate(() => localStorage.getItem('graustark.gm'));
    const later = JSON.stringify({ ...saved, version: 5 });
    await page.setInputFiles('#open-file', { name: 'later.json', mimeType: 'application/json', buffer: Buffer.from(later) });
    await page.waitForSelector('#notice.error');
    assert.match(await page.textContent('#notice'),
      /^later\.json cannot be opened: the game file is of version 5, written by a later Graustark: this one reads game files up to version 4\.$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('graustark.gm')), kept, 'nothing kept is touched');
    await audit(page, 'a later version refused', found);
    assert.deepEqual(found, [], found.join('\n'));
    assertClean(opened);
    await page.context().close();
  });
}

test('the first gamesmaster file ever written opens on the page as the current version and plays on', async () => {
  const text = fs.readFileSync(path.join(SAVED, 'gm-2f04bb1-first.json'), 'utf8');
  const opened = await openPage('gm.html');
  const { page } = opened;
  await waitReady(page);
  await page.setInputFiles('#open-file', { name: 'old.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForSelector('#sheet-germany');
  assert.equal(await page.textContent('#phase'), 'Next: Winter 1901 adjustments');
  await page.fill('#sheet-germany', 'Germany: Build A Ber; Build A Mun\n');
  await page.click('#adjudicate');
  await page.waitForSelector('#result:not([hidden])');
  const game = JSON.parse((await downloaded(page, '#download-game')).text);
  assert.deepEqual([game.format, game.version], ['graustark-game', 4]);
  assert.deepEqual(game.history.slice(0, 2), JSON.parse(text).history);
  assert.equal(game.history[2].phase, 'Winter 1901 adjustment');
  assertClean(opened);
  await page.context().close();
});

// Cat Diplomacy, rule 8: "Two-way draws are expressly forbidden. ... such a game is considered a
// three-way draw": the engine puts a two-way draw on the Cat board as the draw of all three and
// says so (the page knows nothing of the rule).
test('on the Cat board the gamesmaster\'s two-way draw is put as the three-way draw', async () => {
  const { engine } = await loadEngine('cat', { gm: true });
  const made = engine.gmNew({ map: 'cat' }, undefined);
  const opened = await openPage('gm.html', { width: 1280, height: 800 });
  const { page } = opened;
  await waitReady(page);
  await page.setInputFiles('#open-file', { name: 'cat.json', mimeType: 'application/json', buffer: Buffer.from(made) });
  await page.waitForSelector('#sheet-tellahoma');
  await page.click('#changes > summary');
  await page.waitForSelector('#propose-form', { state: 'visible' });
  assert.equal(await page.getAttribute('#propose-terms', 'placeholder'), 'draw cassiusica andromeda', "the example names this board's powers");
  await page.fill('#propose-terms', 'draw cassiusica andromeda');
  await page.click('#propose-form button[type="submit"]');
  await page.waitForSelector('#proposal-now');
  assert.match(await page.textContent('#propose-form .change-said'),
    /^Proposed, a draw between Cassiusica, Andromeda and Tellahoma \(proposed as a draw between Cassiusica and Andromeda: on this board every power shares a draw, those out of the game too\)/);
  await screenshot(page, 'gm-cat-draw-1280');
  const game = JSON.parse((await downloaded(page, '#download-current')).text);
  assert.deepEqual(game.postal.proposal.terms, { draw: ['cassiusica', 'andromeda', 'tellahoma'] });
  assertClean(opened);
  await page.context().close();
});

for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`between seasons the gamesmaster records a new player, a proxy and a proposal (${width}×${height})`, async () => {
    const { engine } = await loadEngine('standard', { gm: true });
    const made = engine.gmNew({ map: 'standard', noPlayer: ['italy'], proxies: 'notified' }, undefined);
    const opened = await openPage('gm.html', { width, height });
    const { page } = opened;
    const found = [];
    await waitReady(page);
    await page.setInputFiles('#open-file', { name: 'postal.json', mimeType: 'application/json', buffer: Buffer.from(made) });
    await page.waitForSelector('#sheet-austria');
    assert.equal(await page.$('#sheet-italy'), null, 'nobody plays Italy yet');
    await page.click('#changes > summary');
    await page.waitForSelector('#player-form', { state: 'visible' });
    assert.equal(await page.isVisible('#proxy-form'), true, 'a game whose proxies are notified keeps a table of them');
    await audit(page, 'the changes between seasons', found);

    // A new player for Italy: Italy is asked for a sheet from now on, the player named.
    await page.selectOption('#player-power', 'italy');
    await page.fill('#player-name', 'Zoe');
    await page.click('#player-form button[type="submit"]');
    await page.waitForSelector('#sheet-italy');
    assert.equal(await page.textContent('#player-form .change-said'), 'Zoe plays Italy from Spring 1901 movement on.');
    assert.match(await page.textContent('#sheets'), /Zoe/);

    // France's army in Paris ordered by Germany until cancelled.
    await page.selectOption('#proxy-owner', 'france');
    await page.fill('#proxy-unit', 'A Par');
    await page.selectOption('#proxy-holder', 'germany');
    await page.click('#proxy-form button[type="submit"]');
    await page.waitForSelector('#proxy-list li');
    assert.match(await page.textContent('#proxy-form .change-said'), /^France's unit \d+ is ordered by Germany until cancelled\.$/);
    assert.match(await page.textContent('#proxy-list'), /France's unit \d+: ordered by Germany since Spring 1901 movement/);

    // A proposal refused, then one put.
    await page.fill('#propose-terms', 'surrender');
    await page.click('#propose-form button[type="submit"]');
    await page.waitForSelector('#propose-form .change-said.error');
    assert.match(await page.textContent('#propose-form .change-said'), /a proposal reads `draw POWER\.\.\.`/);
    assert.equal(await page.inputValue('#propose-terms'), 'surrender', 'a refused proposal stays to be corrected');
    await page.fill('#propose-terms', 'draw france germany');
    await page.click('#propose-form button[type="submit"]');
    await page.waitForFunction(() => !document.querySelector('#propose-form .change-said')?.classList.contains('error'));
    assert.match(await page.textContent('#propose-form .change-said'), /^Proposed, a draw between France and Germany: the players vote in their next sheets/);
    assert.match(await page.textContent('#proposal-now'), /A proposal is before the players/);
    await audit(page, 'after the changes', found);
    await screenshot(page, `gm-changes-${width}`);

    const game = JSON.parse((await downloaded(page, '#download-current')).text);
    assert.deepEqual(game.postal.powers.italy.players, [{ name: 'Zoe', from: 'Spring 1901 movement' }]);
    assert.deepEqual(game.postal.no_player ?? [], []);
    assert.equal(game.postal.proxies.length, 1);
    assert.deepEqual(game.postal.proposal.terms, { draw: ['france', 'germany'] });
    // A reload keeps every change.
    await page.reload();
    await waitReady(page);
    await page.waitForSelector('#sheet-italy');
    assert.deepEqual(found, [], `axe found violations:\n${found.join('\n')}`);
    assertClean(opened);
    await page.context().close();
  });
}

// Issue 34, items 7 and 14: a won game ends on the page as on the command line (who won and
// when; only an amendment of the winning phase plays again), and a game file sent by someone
// else that names a board by a path, or holds a unit dislodged from its own province, is refused.
/** A standard game file at Fall 1905 where France, with 17 centres, takes Holland and wins. */
function wonGame(engine, mod) {
  const made = JSON.parse(engine.gmNew({ map: 'standard' }, mod.presetRules('datc-2023')));
  made.state = {
    season: 'fall', year: 1905, phase: 'movement',
    units: [{ power: 'france', type: 'army', region: 'ruh' }, { power: 'germany', type: 'army', region: 'war' }],
    centres: { france: ['par', 'mar', 'bre', 'spa', 'por', 'bel', 'lon', 'lvp', 'edi', 'nwy', 'swe', 'den', 'kie', 'ber', 'mun', 'ven', 'rom'] },
  };
  const played = engine.gmPlay(JSON.stringify(made), [{ name: 'france.txt', text: 'France: A Ruh - Hol\n' }], { force: true });
  assert.match(played.report, /France has 18 supply centres and wins the game\./);
  return played.game;
}

for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`a won game plays nothing more but an amendment of its last phase (${width}×${height})`, async () => {
    const { engine, mod } = await loadEngine('standard', { gm: true });
    const won = wonGame(engine, mod);
    assert.deepEqual(JSON.parse(won).postal.ended, { won: 'france', phase: 'Fall 1905 movement' });
    assert.throws(() => engine.gmPlay(won, [{ name: 'france.txt', text: 'France: Build A Par\n' }]),
      /the game ended in Fall 1905 movement: France has 18 supply centres and wins the game\./);
    const opened = await openPage('gm.html', { width, height });
    const { page } = opened;
    const found = [];
    await waitReady(page);
    await page.setInputFiles('#open-file', { name: 'won.json', mimeType: 'application/json', buffer: Buffer.from(won) });
    await page.waitForFunction(() => document.querySelector('#phase')?.textContent?.includes('won'));
    assert.equal(await page.textContent('#phase'), 'France won the game in Fall 1905 movement');
    assert.equal(await page.textContent('#sheets-title'), 'No more sheets: the game is won');
    assert.equal(await page.isVisible('#sheets'), false, 'no sheet is taken after the win');
    assert.equal(await page.isVisible('#adjudicate'), false);
    assert.equal(await page.isVisible('#amend-row'), true, 'the winning phase may be amended');
    await audit(page, 'a won game', found);
    await screenshot(page, `gm-won-${width}`);

    await page.check('#amend');
    await page.waitForSelector('#sheet-france');
    await page.fill('#sheet-france', 'France:\nA Ruh H\n');
    await page.click('#adjudicate');
    await page.waitForSelector('#result:not([hidden])');
    assert.match(await page.textContent('#phase'), /^Next: Winter 1905/);
    assert.doesNotMatch(await page.textContent('#report'), /wins the game/);
    assert.deepEqual(found, [], `axe found violations:\n${found.join('\n')}`);
    assertClean(opened);
    await page.context().close();
  });
}

test('a game file naming a board by a path, or with a unit dislodged from its own province, is refused', async () => {
  const { engine, mod } = await loadEngine('standard', { gm: true });
  const made = JSON.parse(engine.gmNew({ map: 'standard' }, mod.presetRules('datc-2023')));
  const pathed = JSON.stringify({ ...made, map: '../../standard' });
  assert.throws(() => engine.gmPlay(pathed, [{ name: 's.txt', text: 'France: A Par - Bur\n' }]),
    /the game file asks for the board "\.\.\/\.\.\/standard", which is not the name of a folder of the maps folder/);
  assert.throws(() => engine.gmPlay(JSON.stringify({ ...made, map: 'cat' }), [{ name: 's.txt', text: 'France: A Par - Bur\n' }]),
    /the game file is for the board "cat"; this engine's is "standard"/);
  const forged = JSON.stringify({
    ...made,
    state: { ...made.state, season: 'fall', phase: 'retreat', dislodged: [{ power: 'austria', type: 'army', region: 'tyr', attacker_from: 'tyr' }] },
  });
  assert.throws(() => engine.gmPlay(forged, [{ name: 's.txt', text: 'Austria: A Tyr - Boh\n' }]),
    /dislodged\[0\]: a unit dislodged in Tyrolia by an attacker from Tyrolia itself/);

  const opened = await openPage('gm.html');
  const { page } = opened;
  await waitReady(page);
  await page.setInputFiles('#open-file', { name: 'sent.json', mimeType: 'application/json', buffer: Buffer.from(pathed) });
  await page.waitForSelector('#notice.error');
  assert.match(await page.textContent('#notice'), /sent\.json cannot be opened: its map "\.\.\/\.\.\/standard" is not one this site has/);
  await page.setInputFiles('#open-file', { name: 'forged.json', mimeType: 'application/json', buffer: Buffer.from(forged) });
  await page.waitForFunction(() => document.querySelector('#notice')?.textContent?.includes('forged.json'));
  assert.match(await page.textContent('#notice'), /forged\.json cannot be opened: .*a unit dislodged in Tyrolia by an attacker from Tyrolia itself/);
  assert.equal(await page.isVisible('#start'), true, 'the start card stays');
  await screenshot(page, 'gm-refused-file');
  assertClean(opened);
  await page.context().close();
});

// House rule 2.3: "Obviously, a player cannot play more than one Power in any given game."
// The new-player form refuses a second power to a name already playing one (as a gamesmaster
// reads names: case and spacing aside), naming the power they hold, unless the gamesmaster
// ticks the standby box, which the game file records.
for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`the new-player form gives one power to a player, a second only as a standby (${width}×${height})`, async () => {
    const { engine } = await loadEngine('standard', { gm: true });
    const made = engine.gmNew({ map: 'standard' }, undefined);
    const opened = await openPage('gm.html', { width, height });
    const { page } = opened;
    const found = [];
    await waitReady(page);
    await page.setInputFiles('#open-file', { name: 'postal.json', mimeType: 'application/json', buffer: Buffer.from(made) });
    await page.waitForSelector('#sheet-austria');
    await page.click('#changes > summary');
    await page.waitForSelector('#player-form', { state: 'visible' });

    await page.selectOption('#player-power', 'france');
    await page.fill('#player-name', 'Zoe Smith');
    await page.click('#player-form button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('#player-form .change-said')?.textContent?.startsWith('Zoe Smith plays France'));

    // The same player, written as another hand writes the name.
    await page.selectOption('#player-power', 'italy');
    await page.fill('#player-name', '  zoe   SMITH ');
    await page.click('#player-form button[type="submit"]');
    await page.waitForSelector('#player-form .change-said.error');
    assert.match(await page.textContent('#player-form .change-said'),
      /^zoe SMITH already plays France: a player cannot play more than one Power in any given game \(house rule 2\.3\)/);
    assert.match(await page.textContent('#player-form .change-said'), /Tick “A standby” to allow it\.$/, 'the page names its own box');
    assert.doesNotMatch(await page.textContent('#player-form .change-said'), /--standby|graustark/, 'and no command line');
    assert.equal(await page.inputValue('#player-name'), '  zoe   SMITH ', 'a refused name stays to be corrected');
    await audit(page, 'a second power refused', found);
    await screenshot(page, `gm-player-refused-${width}`);

    // The gamesmaster allows it as a standby.
    await page.check('#player-standby');
    await page.click('#player-form button[type="submit"]');
    await page.waitForFunction(() => !document.querySelector('#player-form .change-said')?.classList.contains('error'));
    assert.equal(await page.textContent('#player-form .change-said'),
      'Zoe SMITH plays Italy from Spring 1901 movement on, as a standby while playing France too.');
    assert.equal(await page.isChecked('#player-standby'), false, 'the form is cleared for the next player');
    await page.waitForSelector('#sheet-italy');
    assert.match(await page.textContent('#sheets'), /zoe SMITH, standby/, 'the sheet names the standby as such');
    await audit(page, 'a standby recorded', found);
    await screenshot(page, `gm-player-standby-${width}`);

    const game = JSON.parse((await downloaded(page, '#download-current')).text);
    assert.deepEqual(game.postal.powers.italy.players, [{ name: 'zoe SMITH', from: 'Spring 1901 movement', standby: true }]);
    assert.deepEqual(game.postal.powers.france.players, [{ name: 'Zoe Smith', from: 'Spring 1901 movement' }]);
    assert.deepEqual(found, [], `axe found violations:\n${found.join('\n')}`);
    assertClean(opened);
    await page.context().close();
  });
}

// gm.html places each refused line under its sheet by the refusal's data (the Error's
// `refusal.lines`: sheet, line, text, why), not by reading the message: a line whose own words
// read like the message's heading for a sheet ("lorem: 2 order(s) cannot be read") stays under
// England's box, as the message parsed line by line would not have it.
test('a refused line is placed under its sheet by the refusal\'s data, whatever its words', async () => {
  const { engine } = await loadEngine('standard', { gm: true });
  const made = engine.gmNew({ map: 'standard' }, undefined);
  const opened = await openPage('gm.html', { width: 1280, height: 800 });
  const { page } = opened;
  await waitReady(page);
  await page.setInputFiles('#open-file', { name: 'postal.json', mimeType: 'application/json', buffer: Buffer.from(made) });
  await page.waitForSelector('#sheet-england');
  await page.fill('#sheet-england', 'England:\nF Lon - Nth\nlorem: 2 order(s) cannot be read\n');
  await page.fill('#sheet-france', 'France:\nA Par - Bur\nA Mar - Spain Gascony\n');
  await page.click('#adjudicate');
  await page.waitForSelector('#unreadable:not([hidden])');
  // The engine's Error carries the data the page places lines by.
  let refusal = null;
  try {
    engine.gmPlay(made, [{ name: 'England', text: 'England:\nlorem: 2 order(s) cannot be read\n' }], undefined);
  } catch (e) {
    refusal = { message: e.message, data: e.refusal };
  }
  assert.deepEqual(refusal?.data?.kind, 'order-lines', JSON.stringify(refusal));
  assert.deepEqual(refusal?.data?.lines.map((/** @type {any} */ l) => [l.sheet, l.line, l.text]), [['England', 2, 'lorem: 2 order(s) cannot be read']]);
  assert.match(refusal?.message ?? '', /^England: 1 order\(s\) cannot be read; nothing was adjudicated/);
  const names = await page.$$eval('#unreadable .unreadable-name', (p) => p.map((x) => x.textContent));
  assert.deepEqual(names, ['England', 'France']);
  const england = await page.$$eval('#sheet-england-errors li', (l) => l.map((x) => x.textContent));
  assert.equal(england.length, 1, england.join('\n'));
  assert.match(england[0], /line 3\s*lorem: 2 order\(s\) cannot be read/);
  assert.equal(await page.$$eval('#sheet-france-errors li', (l) => l.length), 1, 'France\'s line is under its own sheet');
  assert.match(await page.textContent('#unreadable'), /^Nothing was adjudicated: 2 lines cannot be taken/);
  const found = [];
  await audit(page, 'lines refused by data', found);
  assert.deepEqual(found, [], `axe found violations:\n${found.join('\n')}`);
  await screenshot(page, 'gm-refused-by-data-1280');
  assertClean(opened);
  await page.context().close();
});

// House rules 10.1 to 10.3 on the page: a release under another's reserved dateline refuses
// the sheets, its line listed under its sheet; a conditional release is printed only when its
// condition holds.
test('press on the page: a reserved dateline refused by its line, conditional press printed when it holds', async () => {
  const { engine } = await loadEngine('standard', { gm: true });
  const made = engine.gmNew({ map: 'standard', twoSeason: true, report: 'house-2023' }, undefined);
  const opened = await openPage('gm.html', { width: 1280, height: 800 });
  const { page } = opened;
  const found = [];
  await waitReady(page);
  await page.setInputFiles('#open-file', { name: 'postal.json', mimeType: 'application/json', buffer: Buffer.from(made) });
  await page.waitForSelector('#sheet-england');
  await page.fill('#sheet-england', 'England:\nF Lon - Nth; F Edi - Nwg; A Lvp - Yor\n> Versailles: the deadline is moved.\n');
  await page.fill('#sheet-france', 'France:\nA Par - Bur\n> if A Par - Bur succeeds: Paris (Govt.): Burgundy is French.\n\n> if A Par - Bur fails: Paris (Govt.): never printed.\n');
  await page.click('#adjudicate');
  await page.waitForSelector('#unreadable:not([hidden])');
  const listed = await page.$$eval('#unreadable .unreadable-line', (b) => b.map((x) => x.textContent));
  assert.equal(listed.length, 1, listed.join('\n'));
  assert.match(listed[0], /line 3\s*> Versailles: the deadline is moved\..*the gamesmaster's reserved dateline \(house rule 10\.2\)/);
  await audit(page, 'press refused', found);
  await screenshot(page, 'gm-press-refused-1280');

  await page.fill('#sheet-england', 'England:\nF Lon - Nth; F Edi - Nwg; A Lvp - Yor\n> London (Govt.): all is quiet.\n');
  await page.click('#adjudicate');
  await page.waitForSelector('#result:not([hidden])');
  const report = await page.textContent('#report');
  assert.match(report, /Press:\n\nLondon \(Govt\.\): all is quiet\.\n\nParis \(Govt\.\): Burgundy is French\.\n\nNext:/, report);
  assert.doesNotMatch(report, /never printed/);
  await audit(page, 'press printed', found);
  await screenshot(page, 'gm-press-printed-1280');
  assert.deepEqual(found, [], `axe found violations:\n${found.join('\n')}`);
  assertClean(opened);
  await page.context().close();
});
