// One game file for the table and the post (issue 37, item 1): a game begun at game night is
// carried on by post and back. Spring 1901 is played at the table and the file exported; the
// gamesmaster plays Fall 1901 from sheets; the file comes back to game night, which plays the
// winter's builds on it. Twice: once with the gamesmaster's wasm doing what gm.html does to the
// file as GAMEFILE.md says (the table's half, on its own), and once on gm.html itself, the file
// opened there, the sheets pasted and the new file downloaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
import { assertClean, hasPage, openPage, screenshot, waitReady } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { confirm, newGame, openGame, screen, seal, settled, takePad, typeOrders } from './game-helpers.mjs';
import { loadEngine } from '../../scripts/wasm-node.mjs';

/** The gamesmaster's fields of a file from before version 3, which versions 3 and 4 keep in `postal`. */
const POSTAL = ['numbered', 'no_player', 'powers', 'order_sets', 'unordered_sets', 'proxy_rule', 'proxies', 'proposal', 'defeated', 'ended', 'procedure', 'year', 'report'];

const SPRING = {
  england: ['F Lon - Nth', 'F Edi - Nwg', 'A Lvp - Yor'],
  germany: ['A Mun - Bur', 'A Ber - Kie', 'F Kie - Den'],
  france: ['A Par - Bur', 'A Mar - Spa', 'F Bre - Mao'],
};
/** Fall 1901 as the players post their sheets (the powers with nothing to say hold). */
const FALL = {
  england: 'England:\nF Nth - Nwy\nF Nwg - Bar\nA Yor - Edi\n',
  germany: 'Germany:\nF Den - Swe\nA Kie - Hol\nA Mun H\n',
  france: 'France:\nA Spa - Por\nF Mao - Bre\nA Par H\n',
  russia: 'Russia:\nA War - Gal\n',
  turkey: 'Turkey:\nF Ank - Bla\n',
  austria: 'Austria:\nA Vie - Tri\n',
  italy: 'Italy:\nA Ven H\n',
};

/** The text of a download the click starts. */
async function downloaded(page, click) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

/** Screenshots the page at both sizes, each audited by axe; back at 1280×800 after. */
async function shots(page, name) {
  for (const [width, height] of [[800, 1280], [1280, 800]]) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await screenshot(page, `${name}-${width}x${height}`);
    assert.deepEqual(await axeViolations(page), [], `${name} at ${width}x${height} passes axe-core`);
  }
}

/**
 * The gamesmaster's wasm plays the sheets on the file as `graustark gm` and gm.html do. A wasm
 * that reads version 3 on is given the file itself. One from before version 3 (until the
 * gamesmaster's half of issue 37 lands) is given it in its older shape (the postal fields at the
 * top), and its file is written back as version 4 as GAMEFILE.md says a gamesmaster keeps it:
 * the table's section and each phase's `reader` as found.
 * @param {{ engine: any, mod: any }} gm @param {any} file @param {Record<string, string>} sheets
 */
function gamesmasterPlays({ engine: gm }, file, sheets) {
  const given = Object.entries(sheets).map(([power, text]) => ({ name: power, text }));
  /** @type {any} */
  let played;
  try { played = JSON.parse(gm.gmPlay(JSON.stringify(file), given).game); } catch { played = null; }
  if (played?.version === 4) return played;
  const { format: _f, version: _v, table, postal = {}, ...game } = file;
  const older = JSON.parse(gm.gmPlay(JSON.stringify({ ...game, ...postal }), given).game);
  /** @type {any} */
  const back = { format: 'graustark-game', version: 4, table };
  /** @type {Record<string, any>} */
  const backPostal = {};
  for (const [k, v] of Object.entries(older)) {
    if (POSTAL.includes(k)) backPostal[k] = v;
    else back[k] = v;
  }
  if (Object.keys(backPostal).length) back.postal = backPostal;
  file.history.forEach((/** @type {any} */ entry, /** @type {number} */ i) => { if (entry.reader !== undefined) back.history[i].reader = entry.reader; });
  return back;
}

/** Every reveal step clicked through. */
async function revealAll(page) {
  while ((await screen(page)) === 'reveal') await page.click('#reveal-next');
}

/** Spring 1901 at the table, through its reveal; the file exported. */
async function springAtTheTable(page) {
  const players = await newGame(page, { first: 0, later: 0 });
  for (const [power, orders] of Object.entries(SPRING)) {
    await takePad(page, power, players[power]);
    await typeOrders(page, orders);
    await seal(page);
  }
  await page.click('#to-reader');
  await confirm(page);
  await page.click('#take-tablet');
  await revealAll(page);
  assert.match(await page.textContent('#phase'), /Fall 1901/);
  await page.click('#menu');
  const exported = await downloaded(page, () => page.click('#menu-export'));
  const file = JSON.parse(exported.text);
  assert.equal(file.format, 'graustark-game');
  assert.equal(file.version, 4);
  assert.equal(file.map, 'standard');
  assert.equal(file.history.length, 1);
  assert.equal(file.history[0].phase, 'Spring 1901 movement');
  assert.deepEqual(file.history[0].orders.slice(0, 2), ['england: F Lon - Nth', 'england: F Edi - Nwg']);
  assert.match(file.history[0].report, /^Spring 1901 movement\n/);
  assert.equal(file.history[0].reader, 'england');
  assert.equal(file.state.season, 'fall');
  assert.equal(file.table.phase.of, 'Fall 1901 movement');
  assert.deepEqual(file.table.seats.map((s) => s.name), Object.values(players));
  assert.equal(file.postal, undefined, 'a game begun at the table has no postal section');
  await page.click('#menu-home');
  return { players, exported };
}

/**
 * Back at game night: the file imported beside the game it came from (kept as `from`), opened,
 * and the winter's builds played on it; the file kept then.
 */
async function winterAtTheTable(page, players, text, from) {
  assert.equal(await screen(page), 'list');
  await page.setInputFiles('#import-file', { name: 'from-the-post.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await settled(page);
  assert.equal(await page.locator('.notice.error').count(), 0, await page.locator('.notice').first().textContent() ?? '');
  assert.equal(await page.locator('.game-item').count(), 2, 'kept beside the game it came from');
  assert.match(await page.textContent('.notice'), /^Imported “/);
  const imported = page.locator(`.game-item:not([data-game="${from}"])`);
  assert.match(await imported.textContent() ?? '', /Winter 1901 · Adjustments/);
  await shots(page, 'game-roundtrip-imported');
  await imported.locator('.primary').click();
  await settled(page);
  assert.match(await page.textContent('#phase'), /Winter 1901/);
  assert.equal(await screen(page), 'orders');
  // The history shows the gamesmaster's phase, replayed.
  await page.click('#menu');
  await page.click('#menu-history');
  assert.equal(await screen(page), 'history');
  assert.match(await page.textContent('#panel'), /Fall 1901/);
  assert.match(await page.textContent('#panel'), /F Nth - Nwy/);
  await page.click('#history-close');
  await takePad(page, 'england', players.england);
  await typeOrders(page, ['Build F Lon']);
  await seal(page);
  await page.click('#to-reader');
  await confirm(page);
  await page.click('#take-tablet');
  await revealAll(page);
  assert.match(await page.textContent('#phase'), /Spring 1902/);
  return page.evaluate(() => JSON.parse(localStorage.getItem(`graustark.game.${localStorage.getItem('graustark.last-game')}`) ?? 'null'));
}

/**
 * The command line's half: `graustark gm` (the build `cargo test` left in the target folder)
 * plays the same Fall sheets on the file game night exported, in a folder of its own. Returns
 * the file it wrote, or null when no `graustark` is built (the browser tests run alone).
 */
function commandLinePlays(text, sheets) {
  const built = path.resolve(ROOT, process.env.CARGO_TARGET_DIR || 'target', 'debug', 'graustark');
  if (!fs.existsSync(built)) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graustark-roundtrip-'));
  const game = path.join(dir, 'game.json');
  const orders = path.join(dir, 'fall.txt');
  fs.writeFileSync(game, text);
  fs.writeFileSync(orders, Object.values(sheets).join('\n'));
  const report = execFileSync(built, ['gm', game, orders, '--map', path.join(ROOT, 'maps', 'standard')], { encoding: 'utf8' });
  assert.match(report, /^Fall 1901 movement\n/);
  const written = JSON.parse(fs.readFileSync(game, 'utf8'));
  fs.rmSync(dir, { recursive: true });
  return written;
}

/** What the game file kept at the end of the round trip holds. */
function checkKept(kept, postal) {
  assert.equal(kept.version, 4);
  assert.deepEqual(kept.history.map((h) => h.phase), ['Spring 1901 movement', 'Fall 1901 movement', 'Winter 1901 adjustment']);
  assert.match(kept.history[1].report, /Nwy/, "the gamesmaster's report kept as written");
  assert.match(kept.history[2].report, /^Winter 1901 adjustment\n/);
  assert.match(kept.history[2].report, /F Lon/);
  assert.equal(kept.state.season, 'spring');
  assert.equal(kept.state.year, 1902);
  assert.deepEqual(kept.postal, postal, 'the postal section kept as the gamesmaster left it');
}

test("the table's half: game night's file, played on by the gamesmaster's wasm as GAMEFILE.md says, comes back and plays on", async () => {
  if (!hasPage('game.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const { players, exported } = await springAtTheTable(page);
  const file = JSON.parse(exported.text);

  const back = gamesmasterPlays(await loadEngine('standard', { gm: true }), file, FALL);
  assert.equal(back.version, 4);
  assert.deepEqual(back.table, file.table, "the table's section kept as found");
  assert.deepEqual(back.history[0], file.history[0], "the table's phase kept as written");
  // The command-line gamesmaster reads the same file and plays the same sheets to the same file.
  const byCommand = commandLinePlays(exported.text, FALL);
  if (byCommand) {
    // One sheet file holds every power's orders, so its orders carry no sheet's name; the page's
    // sheets, one per power, name theirs. Otherwise the two write the same file.
    const unnamed = (/** @type {any} */ f) => ({ ...f, history: f.history.map((/** @type {any} */ h) => ({ ...h, orders: h.orders.map((/** @type {string} */ o) => o.replace(/^[a-z]+: /, '')) })) });
    assert.deepEqual(unnamed(byCommand), unnamed(back), '`graustark gm` writes what the wasm writes');
  } else console.log('# no target/debug/graustark: the command line\'s half is left out');

  const kept = await winterAtTheTable(page, players, JSON.stringify(back), file.table.id);
  checkKept(kept, back.postal);
  assert.deepEqual(kept.table.seats, file.table.seats, 'the seats as the table left them');
  assert.equal(kept.history[2].reader, 'england', 'the reader of the fall reads its builds');
  assertClean(opened);
});

test('the whole round trip: game night to gm.html and back', async () => {
  if (!hasPage('game.html') || !hasPage('gm.html')) return;
  const opened = await openGame();
  const { page } = opened;
  const found = [];
  const { players, exported } = await springAtTheTable(page);

  // The gamesmaster opens the file on gm.html and plays Fall 1901 from the pasted sheets.
  const gm = await page.context().newPage();
  await gm.goto(page.url().replace('game.html', 'gm.html'));
  await waitReady(gm);
  await gm.setInputFiles('#open-file', { name: exported.name, mimeType: 'application/json', buffer: Buffer.from(exported.text) });
  await gm.waitForSelector('#sheet-england, #notice.error');
  assert.equal(await gm.locator('#notice.error').count(), 0, await gm.locator('#notice').textContent() ?? '');
  assert.equal(await gm.textContent('#phase'), 'Next: Fall 1901');
  for (const [power, text] of Object.entries(FALL)) await gm.fill(`#sheet-${power}`, text);
  await gm.click('#adjudicate');
  await gm.waitForSelector('#result:not([hidden])');
  assert.match(await gm.textContent('#report'), /F Nth - Nwy|F\(Nth\)-NWY/);
  assert.match(await gm.textContent('#phase'), /^Next: Winter 1901/);
  const lines = await axeViolations(gm);
  if (lines.length) found.push(`gm.html after the fall:\n  ${lines.join('\n  ')}`);
  await screenshot(gm, 'gm-roundtrip-fall-1280x800');
  const played = await downloaded(gm, () => gm.click('#download-game'));
  const file = JSON.parse(played.text);
  assert.equal(file.format, 'graustark-game');
  assert.equal(file.version, 4);
  assert.deepEqual(file.table, JSON.parse(exported.text).table, "the table's section kept as found");
  await gm.close();

  const kept = await winterAtTheTable(page, players, played.text, JSON.parse(exported.text).table.id);
  checkKept(kept, file.postal);
  await screenshot(page, 'game-roundtrip-spring-1902-1280x800');
  assert.deepEqual(found, [], `axe found violations:\n${found.join('\n')}`);
  assertClean(opened);
});
