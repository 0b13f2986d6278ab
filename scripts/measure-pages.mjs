// What each page's own code weighs: the HTML, its stylesheets and the JS modules it loads at
// start (its module graph, static imports only), each file gzipped alone (level 6, as a web
// server sends it). Modules reached only by `import()` are listed apart: a page fetches them
// when it needs them. The engine (wasm and glue) and the maps are left out; measure-size.mjs
// counts them. Prints figures; asserts nothing.
//
//   node scripts/measure-pages.mjs [SITE-DIR]     (default: this checkout's dist/, as served;
//                                                 www/ gives the sources' weight)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { moduleGraph, pageEntries } from './module-graph.mjs';

const WWW = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const PAGES = ['game.html', 'sandbox.html', 'embed.html', 'gm.html'];

const gz = (/** @type {string} */ file) => zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;

/** The page's start files (its stylesheets and its module graph) and the modules it may fetch later. */
function pageFiles(/** @type {string} */ page) {
  const html = path.join(WWW, page);
  const text = fs.readFileSync(html, 'utf8').replace(/<pre>[\s\S]*?<\/pre>/g, '');
  const sheets = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => path.join(WWW, m[1]));
  const { start, later } = moduleGraph(pageEntries(html));
  return { start: [html, ...sheets, ...start], later };
}

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const ours = (/** @type {string} */ f) => !path.relative(WWW, f).startsWith('pkg');
console.log(`The site's own code per page (${WWW}), each file gzipped alone`);
for (const page of PAGES) {
  const { start, later } = pageFiles(page);
  const sum = (/** @type {string[]} */ fs_) => fs_.filter(ours).reduce((t, f) => t + gz(f), 0);
  console.log(`  ${page.padEnd(13)} at start ${kb(sum(start)).padStart(9)} (${start.filter(ours).length} files)`
    + `   on demand ${kb(sum(later)).padStart(8)} (${later.length} files)`);
}
