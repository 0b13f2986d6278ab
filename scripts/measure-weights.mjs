// What each page fetches when it opens, by kind: game.html, sandbox.html, embed.html and gm.html
// loaded in headless Chromium (a fresh context each, no cache, service workers blocked so the
// offline precache is not counted), every file of the site it asked for summed gzipped (level 6,
// as a web server sends it), split into wasm, JS, CSS, map data (JSON), board SVG, HTML and
// other, with the page's total beside the 200 KB aim. Also names any file fetched twice and the
// browser's warnings about preloads. Prints figures; asserts nothing.
//
//   node scripts/measure-weights.mjs [PAGE ...]     (default: the four pages; dist/ as served, or SITE=dir)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT, startServer } from './serve.mjs';
import { launchBrowser } from '../tests/browser/browser.mjs';

const SITE = path.resolve(process.env.SITE ?? path.join(ROOT, 'dist'));
const AIM = 200 * 1024;
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['game.html', 'sandbox.html', 'embed.html', 'gm.html'];
const KINDS = ['wasm', 'JS', 'CSS', 'map JSON', 'board SVG', 'HTML', 'other'];

/** The kind of a site path. @param {string} rel */
function kindOf(rel) {
  if (rel.endsWith('.wasm')) return 'wasm';
  if (rel.endsWith('.js') || rel.endsWith('.mjs')) return 'JS';
  if (rel.endsWith('.css')) return 'CSS';
  if (rel.startsWith('/maps/') && rel.endsWith('.json')) return 'map JSON';
  if (rel.startsWith('/maps/') && rel.endsWith('.svg')) return 'board SVG';
  if (rel.endsWith('.html') || rel.endsWith('/')) return 'HTML';
  return 'other';
}

/** The gzipped size of a site path as served from dist/, or null if it is not a file there. @param {string} rel */
function gzipped(rel) {
  const file = path.join(SITE, rel.endsWith('/') ? rel + 'index.html' : rel);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return null;
  return zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
}

/**
 * Opens a page and returns every site path it fetched (with how often) and the console's warnings.
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {string} page
 */
async function fetchesOf(browser, origin, page) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const p = await context.newPage();
  /** @type {Map<string, number>} */
  const counts = new Map();
  /** @type {string[]} */
  const warnings = [];
  // Every request the network sees (a preload and a fetch that does not reuse it are two).
  const cdp = await context.newCDPSession(p);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    const u = new URL(e.request.url);
    if (u.origin !== origin) return;
    const rel = decodeURIComponent(u.pathname);
    counts.set(rel, (counts.get(rel) ?? 0) + 1);
  });
  p.on('console', (m) => {
    if ((m.type() === 'warning' || m.type() === 'error') && !m.text().includes('blocked by Playwright')) warnings.push(m.text());
  });
  await p.goto(`${origin}/${page}`, { waitUntil: 'load' });
  // Ready when the page says so, or (a page that does not) when its board is drawn.
  await p.waitForFunction(() => document.body?.dataset.ready === 'true' || !!document.querySelector('#board [data-province]'), null, { timeout: 30000 })
    .catch(() => warnings.push('the page did not become ready within 30 s'));
  await p.waitForLoadState('networkidle').catch(() => {});
  // Preload warnings come a few seconds after load, when a preloaded response went unused.
  await p.waitForTimeout(3500);
  await context.close();
  return { counts, warnings };
}

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;

const server = await startServer({ root: SITE, port: 0 });
const browser = await launchBrowser();
const origin = new URL(server.url).origin;
try {
  console.log('What each page fetches when it opens, gzipped (level 6; 1 KB = 1024 bytes), by kind; headless Chromium, no cache, no service worker');
  console.log(`  ${'page'.padEnd(13)}${KINDS.map((k) => k.padStart(11)).join('')}${'total'.padStart(11)}   aim ${kb(AIM)}`);
  for (const page of PAGES) {
    if (!fs.existsSync(path.join(SITE, page))) {
      console.log(`  ${page}: not built (no dist/${page})`);
      continue;
    }
    const { counts, warnings } = await fetchesOf(browser, origin, page);
    /** @type {Record<string, number>} */
    const by = Object.fromEntries(KINDS.map((k) => [k, 0]));
    let total = 0;
    for (const [rel, n] of counts) {
      const size = gzipped(rel);
      if (size === null) continue;
      by[kindOf(rel)] += n * size;
      total += n * size;
    }
    const over = total > AIM ? `over by ${kb(total - AIM)}` : `under by ${kb(AIM - total)}`;
    console.log(`  ${page.padEnd(13)}${KINDS.map((k) => kb(by[k]).padStart(11)).join('')}${kb(total).padStart(11)}   ${over}`);
    const twice = [...counts].filter(([, n]) => n > 1);
    if (twice.length) console.log(`    fetched more than once: ${twice.map(([rel, n]) => `${rel} (${n}x)`).join(', ')}`);
    for (const w of warnings) console.log(`    browser says: ${w}`);
  }
  console.log('  (files as served from dist/; a page\'s later fetches, such as another map or the gamesmaster\'s engine on demand, are not counted)');
} finally {
  await browser.close();
  await server.close();
}
