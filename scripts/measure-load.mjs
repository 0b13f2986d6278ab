// (b) Time from navigation to a usable board in headless Chromium, for the page with the board:
// sandbox.html, else index.html (PAGE=... picks another). A page sets
// document.body.dataset.ready = "true" when its board is usable. Also lists what the page
// actually fetched, gzipped (the exact download, where measure-size.mjs counts every file).
// Prints figures; asserts nothing.
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { ROOT } from './wasm-node.mjs';
import { startServer } from './serve.mjs';
import { launchBrowser } from '../tests/browser/browser.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const WWW = path.join(ROOT, 'dist');
const candidates = process.env.PAGE ? [process.env.PAGE] : ['sandbox.html', 'index.html'];
const page = candidates.find((p) => fs.existsSync(path.join(WWW, p)));
if (!page) {
  console.log(`Load time: page not built yet (no dist/${candidates.join(' or dist/')})`);
  process.exit(0);
}

// Records performance.now() (milliseconds since navigation started) when data-ready turns "true".
const RECORD_READY = `(() => {
  const check = () => { if (window.__readyAt === undefined && document.body?.dataset.ready === 'true') window.__readyAt = performance.now(); };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
})();`;

const server = await startServer({ root: WWW, port: 0 });
const browser = await launchBrowser();
const origin = new URL(server.url).origin;
const times = [];
/** @type {Set<string>} site paths fetched on the first run */
const fetched = new Set();
try {
  console.log(`Load time of ${page} in headless Chromium (1280x900, served from 127.0.0.1, no cache; fresh context per run)`);
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route('**/*', (r) => (new URL(r.request().url()).origin === origin ? r.continue() : r.abort()));
    const p = await context.newPage();
    const errors = [];
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    if (i === 0) {
      p.on('response', (r) => {
        const u = new URL(r.url());
        if (u.origin === origin && r.status() === 200) fetched.add(decodeURIComponent(u.pathname));
      });
    }
    await p.addInitScript(RECORD_READY);
    const wall = performance.now();
    await p.goto(server.url + page, { waitUntil: 'commit' });
    try {
      await p.waitForFunction(() => document.body?.dataset.ready === 'true', null, { timeout: 30000 });
    } catch {
      console.log(`  run ${i + 1}: the page did not set data-ready="true" within 30 s${errors.length ? ` (errors: ${errors.join('; ')})` : ''}`);
      await context.close();
      continue;
    }
    const wallMs = performance.now() - wall;
    const t = await p.evaluate(() => {
      const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      return { ready: window.__readyAt, dcl: nav?.domContentLoadedEventEnd, load: nav?.loadEventEnd };
    });
    const ready = t.ready ?? wallMs;
    times.push(ready);
    const fmt = (x) => (x ? `${x.toFixed(0)} ms` : '-');
    console.log(`  run ${i + 1}: ready at ${fmt(ready)} (DOMContentLoaded ${fmt(t.dcl)}, load ${fmt(t.load)})${errors.length ? `  [${errors.length} console error(s)]` : ''}`);
    await context.close();
  }
  if (times.length) {
    const s = [...times].sort((a, b) => a - b);
    console.log(`  navigation to usable board: median ${s[Math.floor(s.length / 2)].toFixed(0)} ms, best ${s[0].toFixed(0)} ms, first (cold browser) ${times[0].toFixed(0)} ms`);
  }
  if (fetched.size) {
    let raw = 0, gz = 0;
    for (const rel of fetched) {
      const f = path.join(WWW, rel.endsWith('/') ? rel + 'index.html' : rel);
      if (!fs.existsSync(f)) continue;
      const data = fs.readFileSync(f);
      raw += data.length;
      gz += zlib.gzipSync(data, { level: 6 }).length;
    }
    console.log(`  what ${page} fetched: ${fetched.size} files, ${(raw / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzipped (level 6)`);
  }
} finally {
  await browser.close();
  await server.close();
}
