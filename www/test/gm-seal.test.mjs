// The gamesmaster who plays (Das Dippyspiel rule 15; issue 40 item 8), on the gamesmaster's
// wasm in Node: "The GM, meanwhile, will mail out a copy of his moves to one or more other
// players [...] A player who receives GM moves should insure that precisely the same moves are
// printed." The digest the page shows is SHA-256 as Node's own crypto gives it for the sheet
// made plain; the sheet sealed plays with the report's line, another is refused by its data
// (the sheets it refuses whole), and the page's reading of the file shows the seal.
// Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { loadEngine } from '../../scripts/wasm-node.mjs';
import { readGameFile } from '../js/gm/game-file.js';
import { refusalOf } from '../js/gm/sheets.js';

const MAPS = [{ id: 'standard', name: 'Standard', players: [7] }];
const ENGLAND = 'England:\r\nF Lon - Nth  \r\nF Edi - Nwg\r\nA Lvp - Yor\r\n\r\n';
/** The sheet as a player checks it: LF line ends, no white space at a line's end, one newline at the end. */
const PLAIN = 'England:\nF Lon - Nth\nF Edi - Nwg\nA Lvp - Yor\n';

test('the digest is SHA-256 of the sheet made plain, as Node\'s crypto (and sha256sum) give it', async () => {
  const { engine: gm } = await loadEngine('standard', { gm: true });
  const game = gm.gmNew({ map: 'standard' });
  const sealed = gm.gmSeal(game, ENGLAND, null, false);
  assert.equal(sealed.digest, createHash('sha256').update(PLAIN).digest('hex'));
  assert.equal(sealed.power, 'England');
  assert.equal(sealed.phase, 'Spring 1901 movement');
  assert.equal(sealed.replaced, null);
  const view = readGameFile(sealed.game, MAPS);
  assert.deepEqual(view.seal, { phase: 'Spring 1901 movement', power: 'england', digest: sealed.digest });
  assert.equal(JSON.parse(sealed.game).version, 4);
});

test('the sheet sealed plays and the report says so; another is refused, naming the sheet by its data', async () => {
  const { engine: gm } = await loadEngine('standard', { gm: true });
  const { game, digest } = gm.gmSeal(gm.gmNew({ map: 'standard' }), PLAIN, 'england', false);
  const france = { name: 'France', text: 'France:\nA Par - Bur\n' };
  const altered = { name: 'England', text: PLAIN.replace('A Lvp - Yor', 'A Lvp - Wal') };
  let thrown;
  try { gm.gmPlay(game, [france, altered]); } catch (e) { thrown = e; }
  const refusal = refusalOf(thrown);
  assert.ok(refusal, String(thrown));
  assert.equal(refusal.kind, 'not-the-sheet-sealed');
  assert.deepEqual(refusal.sheets.map((s) => s.sheet), ['England']);
  assert.match(refusal.sheets[0].why, new RegExp(`^not the sheet sealed for England: its digest is [0-9a-f]{64}, the one sealed ${digest}$`));
  assert.deepEqual(refusal.lines, []);
  assert.match(String(thrown), new RegExp(`sealed with the digest ${digest}`));
  const played = gm.gmPlay(game, [france, { name: 'England', text: ENGLAND }]);
  assert.match(played.report, new RegExp(`The gamesmaster's orders \\(England\\) match the digest sealed before the deadline: ${digest}\\.`));
  const after = readGameFile(played.game, MAPS);
  assert.equal(after.seal, undefined, 'the seal is consumed with its phase');
  assert.equal(/** @type {any} */ (after.history[0]).seal.digest, digest);
});

test('sealing again is refused by kind unless asked; a refusal of older shape reads with no sheets', async () => {
  const { engine: gm } = await loadEngine('standard', { gm: true });
  const { game } = gm.gmSeal(gm.gmNew({ map: 'standard' }), PLAIN, null, false);
  let thrown;
  try { gm.gmSeal(game, 'England:\nF Lon - Eng\n', null, false); } catch (e) { thrown = e; }
  assert.equal(refusalOf(thrown)?.kind, 'already-sealed');
  const again = gm.gmSeal(game, 'England:\nF Lon - Eng\n', null, true);
  assert.ok(again.replaced);
  try { gm.gmSeal(game, 'England:\nF Lon - Moon\n', null, true); } catch (e) { thrown = e; }
  assert.equal(refusalOf(thrown)?.kind, 'order-lines', 'a sheet the adjudication would refuse is not sealed');
  const old = Object.assign(new Error('x'), { refusal: { kind: 'no-sheet', lines: [] } });
  assert.deepEqual(refusalOf(old), { kind: 'no-sheet', lines: [], sheets: [] });
});
