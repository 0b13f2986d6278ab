// The pages on a slow tablet: sandbox.html and game.html in headless Chromium with a cold cache,
// the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate) and the network at 1.6 Mbps down,
// 750 kbps up and 150 ms round trip (Network.emulateNetworkConditions), the site (dist/) served
// gzipped by this script's own server as a web server would send it. For each page it prints the
// median over RUNS (default 3) of the time from navigation to usable (the page sets
// document.body.dataset.ready = "true"), of the time its board's art is in the page (game.html
// sets ready before its board is drawn), and of the longest main-thread task until both (the
// PerformanceObserver's `longtask` entries), with the three longest tasks of the median run.
// The aims: usable within 2.5 s, no task over 150 ms while the board is drawn.
// Prints figures; asserts nothing.
//
//   node scripts/measure-slow.mjs [PAGE ...]     RUNS=5, CPU=1 (no CPU slowdown), FAST=1 (no network slowdown),
//                                                SITE=dir (another build of the site than dist/),
//                                                VERSUS=dir (that build too, its runs alternating with
//                                                SITE's, so a busy machine slows both alike)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './serve.mjs';
import { launchBrowser } from '../tests/browser/browser.mjs';

const SITE = path.resolve(process.env.SITE ?? path.join(ROOT, 'dist'));
const VERSUS = process.env.VERSUS ? path.resolve(process.env.VERSUS) : null;
const RUNS = Number(process.env.RUNS ?? 3);
const CPU = Number(process.env.CPU ?? 4);
const FAST = process.env.FAST === '1';
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['sandbox.html', 'game.html'];
/** 1.6 Mbps down, 750 kbps up, in bytes per second; 150 ms round trip. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.webmanifest': 'application/manifest+json',
};
/** What a web server compresses: text and wasm, not images already compressed. */
const GZIP = new Set(['.html', '.js', '.css', '.json', '.wasm', '.svg', '.webmanifest']);

/** Serves a build of the site with gzip (each file compressed once, level 6), no caching. @param {string} site */
function serveGzipped(site) {
  /** @type {Map<string, Buffer>} */
  const packed = new Map();
  const server = http.createServer((req, res) => {
    let rel = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]);
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(site, rel);
    if (!file.startsWith(site + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    const ext = path.extname(file);
    /** @type {Record<string, string | number>} */
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-store' };
    let body = fs.readFileSync(file);
    if (GZIP.has(ext)) {
      let gz = packed.get(file);
      if (!gz) packed.set(file, (gz = zlib.gzipSync(body, { level: 6 })));
      body = gz;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }) });
  }));
}

/** Runs in the page before its scripts: notes when it became usable and every long task. */
const WATCH = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (window.__readyAt === undefined && document.body?.dataset.ready === 'true') window.__readyAt = performance.now();
    if (window.__boardAt === undefined && document.querySelector('#board [data-province]')) window.__boardAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
})();`;

/**
 * One cold load of a page on the slow profile.
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {string} page
 * @returns {Promise<{ ready: number, board: number, tasks: [number, number][] } | null>}
 */
async function loadOnce(browser, origin, page) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const p = await context.newPage();
  const cdp = await context.newCDPSession(p);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (!FAST) await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await p.addInitScript(WATCH);
  await p.goto(`${origin}/${page}`, { waitUntil: 'commit' });
  try {
    await p.waitForFunction(() => /** @type {any} */ (window).__readyAt !== undefined && /** @type {any} */ (window).__boardAt !== undefined, null, { timeout: 60000, polling: 100 });
  } catch {
    await context.close();
    return null;
  }
  // Long tasks are reported a moment after they end; the board's first frames come after its art.
  await p.waitForTimeout(600);
  const out = await p.evaluate(() => ({ ready: /** @type {any} */ (window).__readyAt, board: /** @type {any} */ (window).__boardAt, tasks: /** @type {any} */ (window).__longTasks }));
  await context.close();
  const end = Math.max(out.ready, out.board) + 300;
  return { ready: out.ready, board: out.board, tasks: out.tasks.filter((/** @type {[number, number]} */ [start]) => start <= end) };
}

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (/** @type {number} */ x) => `${x.toFixed(0)} ms`;

/** @typedef {{ origin: string, close: () => Promise<void> }} Server */
/** @typedef {{ ready: number, board: number, longest: number, tasks: [number, number][] }} Run */
const sites = [SITE, ...(VERSUS ? [VERSUS] : [])];
const servers = /** @type {Server[]} */ (await Promise.all(sites.map(serveGzipped)));
const browser = await launchBrowser();
try {
  const profile = [CPU === 1 ? 'CPU at full speed' : `CPU ${CPU}x slower`, FAST ? 'network unthrottled' : '1.6 Mbps down, 750 kbps up, 150 ms round trip'];
  console.log(`Slow tablet: ${profile.join(', ')}, cold cache, gzipped files, 1280x800; median of ${RUNS} runs (aims: usable within 2.5 s, no task over 150 ms)`);
  for (const page of PAGES) {
    /** @type {Run[][]} */
    const runs = sites.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [k, server] of servers.entries()) {
        const r = await loadOnce(browser, server.origin, page);
        if (!r) { console.log(`  ${page} run ${i + 1}: not usable within 60 s`); continue; }
        runs[k].push({ ...r, longest: Math.max(0, ...r.tasks.map((t) => t[1])) });
      }
    }
    for (const [k, site] of sites.entries()) report(page, path.relative(ROOT, site) || site, runs[k]);
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}

/**
 * Prints a page's medians over its runs on one build.
 * @param {string} page @param {string} site @param {Run[]} runs
 */
function report(page, site, runs) {
  if (!runs.length) return;
  const readyMedian = median(runs.map((r) => r.ready));
  const longestMedian = median(runs.map((r) => r.longest));
  const typical = runs.find((r) => r.ready === readyMedian) ?? runs[0];
  const top = [...typical.tasks].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([start, d]) => `${ms(d)} at ${ms(start)}`);
  const name = sites.length > 1 ? `${page} (${site})` : page;
  console.log(`  ${name.padEnd(13)} usable at ${ms(readyMedian).padStart(8)} (runs: ${runs.map((r) => ms(r.ready)).join(', ')}),`
    + ` board in the page at ${ms(median(runs.map((r) => r.board)))}`);
  console.log(`  ${''.padEnd(13)} longest task ${ms(longestMedian).padStart(7)} (runs: ${runs.map((r) => ms(r.longest)).join(', ')}; until 300 ms after both)`);
  console.log(`  ${''.padEnd(13)} the median run's longest tasks: ${top.join(', ') || 'none over 50 ms'}`);
}
