// Takes docs/images/game-night.jpg, the README's picture: game night at 1280x800, the first
// spring's orders revealed and drawn on the board. Run from the repository's root after
// `bash scripts/build.sh` (it serves dist/, as the browser tests do):
//
//   node docs/images/screenshot.mjs
import path from 'node:path';
import { ROOT, openPage, settled, waitReady } from '../../tests/browser/helpers.mjs';
import { SEATS, allReady, newGame, seal, takePad, typeOrders } from '../../tests/browser/game-helpers.mjs';

const SPRING = {
  england: ['F Lon - Nth', 'F Edi - Nwg', 'A Lvp - Yor'],
  germany: ['A Mun - Ruh', 'A Ber - Kie', 'F Kie - Den'],
  russia: ['A War - Gal', 'A Mos - Ukr', 'F Sev - Bla', 'F StP/sc - Bot'],
  turkey: ['A Con - Bul', 'F Ank - Bla', 'A Smy - Arm'],
  austria: ['F Tri - Alb', 'A Vie - Gal', 'A Bud - Ser'],
  italy: ['A Ven - Pie', 'A Rom - Apu', 'F Nap - Ion'],
  france: ['A Par - Bur', 'A Mar - Spa', 'F Bre - Mao'],
};

const { page } = await openPage('game.html', { width: 1280, height: 800 });
await waitReady(page);
const players = await newGame(page);
await allReady(page);
for (const power of SEATS) {
  await takePad(page, power, players[power]);
  await typeOrders(page, SPRING[power]);
  await seal(page);
}
await page.click('#to-reader');
await page.click('#take-tablet');
await settled(page);
// Step the reveal on until every power's results are on the board.
while (!(await page.$('.reveal-step :text("Standoff")')) && (await page.$('#reveal-next'))) {
  await page.click('#reveal-next');
  await settled(page);
}
await page.waitForTimeout(300);
const file = path.join(ROOT, 'docs', 'images', 'game-night.jpg');
await page.screenshot({ path: file, type: 'jpeg', quality: 80 });
if (process.env.PNG) await page.screenshot({ path: process.env.PNG });
console.log(file);
process.exit(0);
