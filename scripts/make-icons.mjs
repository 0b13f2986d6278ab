// Renders the site's icon (www/icons/icon.svg, drawn by hand) to the PNGs the web app manifest
// and the apple-touch-icon need (www/icons/icon-192.png, icon-512.png), in the same headless
// Chromium as the browser tests (tests/browser/browser.mjs; run `npm ci` in tests/browser first).
// The PNGs are committed: run this again only when icon.svg changes. The same Chromium gives the
// same bytes.
//
//   node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../tests/browser/browser.mjs';

const icons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'www', 'icons');
const svg = fs.readFileSync(path.join(icons, 'icon.svg'));
const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;

const browser = await launchBrowser();
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block">`);
    await page.locator('img').evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
    const file = path.join(icons, `icon-${size}.png`);
    await page.screenshot({ path: file, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`    ${path.relative(process.cwd(), file)}: ${size}x${size}, ${fs.statSync(file).size} bytes`);
  }
} finally {
  await browser.close();
}
