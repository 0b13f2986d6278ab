// The gamesmaster who plays (Das Dippyspiel rule 15; issue 40 item 8) on gm.html: "Each set of
// moves must be sent in a separate, sealed envelope [...] The GM, meanwhile, will mail out a
// copy of his moves to one or more other players [...] A player who receives GM moves should
// insure that precisely the same moves are printed." The gamesmaster seals his sheet under
// "Seal my orders" (the digest shown whole, to copy and publish, and recorded in the game kept
// in the browser); an altered sheet in his power's box is refused under that box, and the sheet
// as sealed plays with the report's line. Axe audits each screen; screenshots at both sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { assertClean, openPage, screenshot, waitReady } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { loadEngine } from '../../scripts/wasm-node.mjs';

/** Audits the page as it stands; collects its violations under a name. */
async function audit(page, name, found) {
  const lines = await axeViolations(page);
  if (lines.length) found.push(`${name}:\n  ${lines.join('\n  ')}`);
}

const SHEET = 'England:\nF Lon - Nth\nF Edi - Nwg\nA Lvp - Yor\n';

for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`the gamesmaster seals his sheet, an altered one is refused, the sealed one plays (${width}×${height})`, async () => {
    const { engine } = await loadEngine('standard', { gm: true });
    const made = engine.gmNew({ map: 'standard' }, undefined);
    const opened = await openPage('gm.html', { width, height });
    const { page } = opened;
    const found = [];
    await waitReady(page);
    await page.setInputFiles('#open-file', { name: 'postal.json', mimeType: 'application/json', buffer: Buffer.from(made) });
    await page.waitForSelector('#sheet-england');

    await page.click('#seal summary');
    await page.selectOption('#seal-power', 'england');
    await page.fill('#seal-sheet', SHEET);
    await page.click('#seal-button');
    await page.waitForSelector('#seal-sealed:not([hidden])');
    const digest = (await page.textContent('#seal-digest')).trim();
    assert.equal(digest, createHash('sha256').update(SHEET).digest('hex'), 'the digest is the sheet\'s SHA-256, as sha256sum gives it');
    assert.match(await page.textContent('#seal-who'), /England's orders for Spring 1901 movement are sealed\./);
    assert.match(await page.textContent('#seal-state'), /sealed for England/);
    assert.equal(await page.inputValue('#sheet-england'), SHEET, 'the sheet sealed is put in its power\'s box');
    assert.match(await page.textContent('label[for="sheet-england"]'), /your sheet, sealed/);
    const kept = await page.evaluate(() => Object.entries(localStorage).map(([, v]) => v).join('\n'));
    assert.ok(kept.includes(digest), 'the seal is in the game kept in the browser');
    await page.evaluate(() => document.getElementById('seal')?.scrollIntoView({ block: 'start' }));
    await audit(page, 'sealed', found);
    await screenshot(page, `gm-seal-sealed-${width}x${height}`);

    // Sealing the phase again is refused unless asked for.
    await page.fill('#seal-sheet', 'England:\nF Lon - Eng\n');
    await page.click('#seal-button');
    await page.waitForSelector('#seal-said.error');
    assert.match(await page.textContent('#seal-said'), /sealed already.*Tick “Replace the digest sealed for this phase”/);
    assert.equal((await page.textContent('#seal-digest')).trim(), digest);

    // An altered sheet in England's box: refused under that box, nothing played.
    await page.fill('#sheet-england', SHEET.replace('A Lvp - Yor', 'A Lvp - Wal'));
    await page.fill('#sheet-france', 'France:\nA Par - Bur\n');
    await page.click('#adjudicate');
    await page.waitForSelector('#unreadable:not([hidden])');
    assert.match(await page.textContent('#unreadable'), new RegExp(`sealed with the digest ${digest}, but the sheet received is not the one sealed`));
    assert.match(await page.textContent('#unreadable'), /exactly as you sealed it/);
    assert.equal(await page.getAttribute('#sheet-england', 'aria-invalid'), 'true');
    assert.match(await page.textContent('#sheet-england-errors'), new RegExp(`^Not the sheet sealed for England: its digest is [0-9a-f]{64}, the one sealed ${digest}\.$`));
    assert.equal(await page.textContent('#phase'), 'Next: Spring 1901', 'nothing was played');
    await audit(page, 'not the sheet sealed', found);
    await screenshot(page, `gm-seal-refused-${width}x${height}`);

    // The sheet as sealed (carried with CR LF, as a mail program may): played, the report says so.
    await page.fill('#sheet-england', SHEET.replaceAll('\n', '\r\n'));
    await page.click('#adjudicate');
    await page.waitForSelector('#result:not([hidden])');
    const report = await page.textContent('#report');
    assert.ok(report.includes(`The gamesmaster's orders (England) match the digest sealed before the deadline: ${digest}.`), report);
    assert.match(await page.textContent('#phase'), /^Next: Fall 1901/);
    assert.equal(await page.textContent('#seal-state'), '', 'the seal is consumed with its phase');
    await audit(page, 'played under the seal', found);
    assert.deepEqual(found, [], `axe found violations:\n${found.join('\n')}`);
    assertClean(opened);
    await page.context().close();
  });
}
