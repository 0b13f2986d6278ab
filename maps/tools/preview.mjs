// Renders a board as the site's board widget draws it on a 10-inch tablet held landscape
// (the board 936×800 CSS px, as in the sandbox at 1280×800): the starting units and the
// home centres owned, to maps/<board>/preview.png with headless Chromium (Debian `chromium`).
// Usage: node preview.mjs [board] [out.png] [width] [height] [--names]   (board: standard by default)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, '..', '..');
const mapsDir = path.join(repo, 'maps');
const readJson = (board, file) => JSON.parse(fs.readFileSync(path.join(mapsDir, board, file), 'utf8'));
/** The files are served under this made-up origin, so the widget's modules load as modules. */
const ORIGIN = 'http://preview.invalid';

/** The page: the widget from www/js/board, fed the starting position. */
function previewHtml(board, { names = false } = {}) {
  const map = readJson(board, 'map.json');
  const units = [];
  const owners = {};
  const powers = {};
  for (const p of map.powers) {
    powers[p.id] = { initial: p.initial, name: p.name, adjective: p.adjective };
    for (const c of p.home_centres) owners[c] = p.id;
    for (const s of p.start) {
      const [kind, region] = s.split(' ');
      units.push({ power: p.id, type: kind === 'F' ? 'fleet' : 'army', region });
    }
  }
  const config = JSON.stringify({ units, owners, powers, labels: names ? 'full' : 'abbr' });
  return `<!doctype html><meta charset="utf-8">
<link rel="stylesheet" href="/www/css/board.css">
<style>html,body{margin:0;height:100%;background:#6d8ba3}#board{width:100vw;height:100vh}</style>
<div id="board"></div>
<script type="module">
  import { createBoard } from '/www/js/board/board.js';
  const [svg, layout] = await Promise.all([
    fetch('/maps/${board}/board.svg').then((r) => r.text()),
    fetch('/maps/${board}/layout.json').then((r) => r.json()),
  ]);
  createBoard(document.getElementById('board'), { art: { svg, layout }, ...${config} });
  requestAnimationFrame(() => requestAnimationFrame(() => { document.body.dataset.ready = '1'; }));
</script>`;
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

async function main() {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const board = args[0] && fs.existsSync(path.join(mapsDir, args[0], 'layout.json')) ? args.shift() : 'standard';
  const [out = path.join(mapsDir, board, 'preview.png'), width = '936', height = '800'] = args;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  await page.route(`${ORIGIN}/**`, (route) => {
    const rel = decodeURIComponent(new URL(route.request().url()).pathname);
    if (rel === '/') return route.fulfill({ contentType: 'text/html', body: previewHtml(board, { names: process.argv.includes('--names') }) });
    const file = path.join(repo, rel);
    if (!file.startsWith(repo) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ contentType: TYPES[path.extname(file)] ?? 'application/octet-stream', body: fs.readFileSync(file) });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForSelector('body[data-ready]');
  await page.screenshot({ path: out });
  await browser.close();
  console.log(`wrote ${out}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
