// Renders the board as played (the 22 starting units, supply-centre markers) to
// maps/standard/preview.png with headless Chromium (Debian package `chromium`).
// Usage: node preview.mjs [out.png] [width] [height] [--names]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const standard = path.join(here, '..', 'standard');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(standard, file), 'utf8'));

/** SVG for one unit: a circle (army) or a rounded diamond-ish hull (fleet), with the power's initial. */
function unitGlyph(kind, [x, y], r, colours, initial) {
  const body = kind === 'F'
    ? `<path d="M${x - r * 1.25} ${y - r * 0.55}h${r * 2.5}l${-r * 0.5} ${r * 1.25}h${-r * 1.5}z" />`
    : `<rect x="${x - r}" y="${y - r * 0.8}" width="${2 * r}" height="${1.6 * r}" rx="${r * 0.35}" />`;
  return `<g class="unit" fill="${colours.unit}" stroke="#1c1c1c" stroke-width="2.2">${body}` +
    `<text x="${x}" y="${y + (kind === 'F' ? r * 0.08 : 0)}" fill="${colours.text}" stroke="none">${initial}</text></g>`;
}

export function previewHtml({ names = false } = {}) {
  const svg = fs.readFileSync(path.join(standard, 'board.svg'), 'utf8');
  const layout = readJson('layout.json');
  const map = readJson('map.json');
  const r = layout.unit_radius;
  const homes = {};
  const units = [];
  for (const power of map.powers) {
    const colours = layout.powers[power.id];
    for (const c of power.home_centres) homes[c] = colours;
    for (const order of power.start) {
      const [kind, where] = order.split(' ');
      const at = (where.includes('/') ? layout.coasts[where] : layout.provinces[where]).unit;
      units.push(unitGlyph(kind, at, r, colours, power.initial));
    }
  }
  const owned = Object.entries(homes).map(([id, c]) => `#land [data-province="${id}"]{fill:${c.tint}}#centres [data-centre="${id}"]{fill:${c.unit}}`).join('');
  const style = `html,body{margin:0;height:100%;background:#6d8ba3}
    .board{width:100vw;height:100vh;display:flex;align-items:center;justify-content:center}
    .board svg{max-width:100%;max-height:100%}
    .unit text{font:700 ${r * 1.05}px system-ui,sans-serif;text-anchor:middle;dominant-baseline:central}${owned}`;
  const withUnits = svg.replace('</svg>', `<g id="units">${units.join('')}</g></svg>`)
    .replace('<svg ', `<svg class="${names ? 'names-full' : ''}" `);
  return `<!doctype html><meta charset="utf-8"><style>${style}</style><div class="board">${withUnits}</div>`;
}

async function main() {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const [out = path.join(standard, 'preview.png'), width = '1280', height = '1076'] = args;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  await page.setContent(previewHtml({ names: process.argv.includes('--names') }));
  await page.screenshot({ path: out });
  await browser.close();
  console.log(`wrote ${out}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
